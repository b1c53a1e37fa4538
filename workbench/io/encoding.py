"""Read a text file whatever its encoding, and say which encoding it was.

Order of attempts: a byte-order mark (UTF-8, UTF-16 LE/BE), then strict UTF-8, then cp1252, then
latin-1. A file with NUL bytes and no UTF-16 mark is binary (or BOM-less UTF-16, which cannot be told
from binary reliably) and raises `InputError`. Newlines are kept as they are, so offsets into the text
match the file.
"""

from __future__ import annotations

import codecs
from pathlib import Path

from workbench.io.errors import InputError

__all__ = ["UTF8_NAMES", "decode_bytes", "read_text"]

#: Encoding names that count as UTF-8 (no problem is reported for them).
UTF8_NAMES = frozenset({"utf-8", "utf-8-sig"})

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig", "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le", "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be", "utf-16-be"),
)


def decode_bytes(data: bytes, path: str | Path = "<bytes>") -> tuple[str, str]:
    """Decode ``data``; returns (text, encoding name). Raises InputError when it looks binary."""
    for bom, name, codec in _BOMS:
        if data.startswith(bom):
            try:
                return data[len(bom):].decode(codec), name
            except UnicodeDecodeError as e:
                raise InputError(f"starts with a {name} byte-order mark but is not {name} "
                                 f"(bad bytes at offset {e.start})", path) from None
    nul = data.find(b"\x00")
    if nul >= 0:
        raise InputError(f"not a text file: NUL byte at offset {nul} and no UTF-16 "
                         "byte-order mark (binary, or UTF-16 without a BOM: save it as UTF-8)", path)
    for name in ("utf-8", "cp1252", "latin-1"):
        try:
            return data.decode(name), name
        except UnicodeDecodeError:
            continue
    raise AssertionError("latin-1 decodes every byte string")  # pragma: no cover


def read_text(path: str | Path) -> tuple[str, str]:
    """The text of the file at ``path`` and the name of the encoding it was read with."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as e:
        raise InputError(f"cannot be read ({e.strerror or e})", path) from None
    return decode_bytes(data, path)
