"""Safe, unique file names from essay ids: the one place every writer and reader of a release gets them.

An essay id is input, and input is hostile: ``../../x``, an absolute path, ``/``, NUL, 300 characters, ids
that differ only in case, ``CON``. ``file_stems`` derives a stem for every id of a release:
- percent-encoding (UTF-8, ``%XX``) of every character outside ``A-Z a-z 0-9 - _ .``, of a leading ``.``
  and of the first character of a name Windows reserves (CON, PRN, AUX, NUL, COM1-9, LPT1-9), so a stem
  is one plain file name on every system and ``essay_id_of`` decodes it back;
- a stem longer than MAX_STEM characters is cut and ends in ``~`` and 10 hex digits of the id's SHA-256;
- an id whose stem equals another's but for case (a case-insensitive file system would make them one
  file) gets the same ``~`` suffix; the first id in corpus order keeps the plain stem.
``~`` is always encoded in ids, so a stem with ``~`` is one of these; its id is found in the mapping the
key records (and report.json lists for renamed files). An id that cannot be a name at all (empty, only
white space) raises UnusableIdError: the writers report it as an input problem of that essay and release
the others. ``check_essay_id`` is what an id given by hand (a rename in a review store) must pass besides: no
white space at its ends (the readers strip it) and no control or invisible character.
"""

from __future__ import annotations

import hashlib
import string
import unicodedata
from collections.abc import Iterable, Mapping
from urllib.parse import unquote

__all__ = ["MAX_STEM", "UnusableIdError", "check_essay_id", "essay_id_of", "file_stem", "file_stems"]

MAX_STEM = 120
_SAFE = frozenset(string.ascii_letters + string.digits + "-_.")
_RESERVED = frozenset({"con", "prn", "aux", "nul"} | {f"{p}{i}" for p in ("com", "lpt") for i in range(10)})
_SUFFIX = 11  # "~" and 10 hex digits


class UnusableIdError(ValueError):
    """An essay id no file name can be derived from (the message says why, without the id)."""


def _escape(c: str) -> str:
    return "".join(f"%{b:02X}" for b in c.encode("utf-8", "surrogatepass"))


def _suffixed(stem: str, essay_id: str, salt: str = "") -> str:
    digest = hashlib.sha256((essay_id + salt).encode("utf-8", "surrogatepass")).hexdigest()[:10]
    cut = stem[: MAX_STEM - _SUFFIX]
    if "%" in cut[-2:]:  # never cut inside an escape
        cut = cut[: cut.rindex("%")]
    return f"{cut}~{digest}"


def file_stem(essay_id: str) -> str:
    """The file stem of one essay id (see the module doc; collisions are file_stems' business)."""
    if not isinstance(essay_id, str) or not essay_id.strip():
        raise UnusableIdError("the essay id is empty or only white space, so no file name can be made of it")
    stem = "".join(c if c in _SAFE else _escape(c) for c in essay_id)
    if stem.startswith("."):
        stem = "%2E" + stem[1:]
    if stem.split(".")[0].lower() in _RESERVED:  # all ASCII letters and digits: escape the first
        stem = _escape(stem[0]) + stem[1:]
    return _suffixed(stem, essay_id) if len(stem) > MAX_STEM else stem


def check_essay_id(essay_id: object) -> str:
    """``essay_id`` when it is one the readers could have read and a release can name a file by (file_stem);
    else UnusableIdError saying why (without the id)."""
    if not isinstance(essay_id, str):
        raise UnusableIdError("the essay id is not text")
    file_stem(essay_id)
    if essay_id != essay_id.strip():
        raise UnusableIdError("the essay id has white space at its start or end (the readers strip it)")
    if any(unicodedata.category(c) in ("Cc", "Cf") for c in essay_id):
        raise UnusableIdError("the essay id holds control or invisible characters")
    return essay_id


def file_stems(essay_ids: Iterable[str]) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """Stems for the ids of one release, in order: ({essay id: stem}, [(essay id, why it is unusable)]).
    Stems are unique also when case is ignored; an id that occurs twice keeps its one stem."""
    stems: dict[str, str] = {}
    unusable: list[tuple[str, str]] = []
    taken: set[str] = set()
    for essay_id in essay_ids:
        if essay_id in stems:
            continue
        try:
            stem = file_stem(essay_id)
        except UnusableIdError as e:
            unusable.append((essay_id, str(e)))
            continue
        salt = ""
        while stem.lower() in taken:
            stem = _suffixed(file_stem(essay_id), essay_id, salt)
            salt += "+"
        taken.add(stem.lower())
        stems[essay_id] = stem
    return stems, unusable


def essay_id_of(stem: str, files: Mapping[str, str] | None = None) -> str | None:
    """The essay id of a file stem: from ``files`` (stem -> id, as the key records it), else by decoding
    the stem; None for a cut or suffixed stem the mapping does not know."""
    if files and stem in files:
        return files[stem]
    if "~" in stem:
        return None
    return unquote(stem, errors="surrogatepass")
