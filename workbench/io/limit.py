"""The size limit per essay: a larger essay is a named input problem, and the other essays are still read.

Detection's time and memory grow with an essay's length, faster than linearly (the sample corpus's Swedish
essays repeated into one essay, `workbench pseudonymize --no-key`, CPU seconds and peak memory of the
whole command, measured with farm-bench on the shared two-core machine: 250 kB 3.5 s and 201 MiB, 500 kB
5.3 s and 273 MiB, 1 MB 10.5 s and 417 MiB, 2 MB 30 s and 704 MiB; the issue saw 5 MB take a minute and
1.8 GB and 50 MB end in MemoryError), while a learner essay is a few kilobytes. The default, 1 MB of UTF-8,
is a hundred times a long essay and keeps one essay near ten seconds. It is set by
``--max-essay-size`` (detect, pseudonymize, review init) or the environment variable
WORKBENCH_MAX_ESSAY_SIZE, in bytes or with a k/M/G suffix ("2M"). A file that holds one essay is refused
by its size before it is read; an essay that is a row of a larger file is refused when its row is read.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from workbench.io.errors import InputError

__all__ = ["DEFAULT", "ENV_VAR", "check_file_size", "essay_limit", "parse_size", "too_big", "utf8_size"]

ENV_VAR = "WORKBENCH_MAX_ESSAY_SIZE"
DEFAULT = 1_000_000
_SIZE = re.compile(r"\s*(\d+)\s*([kmg]?)i?b?\s*", re.IGNORECASE)
_FACTOR = {"": 1, "k": 1000, "m": 1000**2, "g": 1000**3}


def parse_size(value: str) -> int:
    """Bytes of "1000000", "500k", "2M", "1G" (decimal units); ValueError for anything else."""
    m = _SIZE.fullmatch(value)
    if m is None or int(m.group(1)) == 0:
        raise ValueError(f"{value!r} is no size: give a positive number of bytes, e.g. 2000000 or 2M")
    return int(m.group(1)) * _FACTOR[m.group(2).lower()]


def essay_limit(value: str | int | None = None) -> int:
    """``value`` (bytes or a size string), else WORKBENCH_MAX_ESSAY_SIZE, else DEFAULT."""
    if value is None:
        value = os.environ.get(ENV_VAR) or DEFAULT
    if isinstance(value, int):
        if value <= 0:
            raise ValueError(f"the essay size limit must be positive, not {value}")
        return value
    try:
        return parse_size(value)
    except ValueError as e:
        raise ValueError(f"{ENV_VAR}: {e}" if value == os.environ.get(ENV_VAR) else str(e)) from None


def _human(n: int) -> str:
    return f"{n:,} bytes" if n < 10_000 else f"{n / 1e6:.2f} MB ({n:,} bytes)"


def too_big(size: int, limit: int) -> str:
    """The message for an essay of ``size`` bytes over ``limit``: what it is and how to raise the limit."""
    needed = -(-size // 1_000_000)
    return (f"the essay is {_human(size)}, over the limit of {_human(limit)} per essay; it is not read "
            f"(to read it, raise the limit with --max-essay-size {needed}M or {ENV_VAR}={needed}M: "
            "1 MB takes about 10 s and 0.4 GB to detect, 2 MB 30 s and 0.7 GB)")


def utf8_size(text: str) -> int:
    """The length of ``text`` in UTF-8 bytes (a surrogate counts three)."""
    return len(text) if text.isascii() else len(text.encode("utf-8", "surrogatepass"))


def check_file_size(path: Path, limit: int) -> None:
    """InputError when the file at ``path`` (one essay) is larger than ``limit`` bytes, before reading it."""
    size = path.stat().st_size
    if size > limit:
        raise InputError(too_big(size, limit), path)
