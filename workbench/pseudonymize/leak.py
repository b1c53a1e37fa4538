"""The leak check: does a release folder contain an original value or something that must stay private?

Every file under the folder is read (as UTF-8, undecodable bytes replaced) and compared line by line,
case-insensitively with diacritics folded (NFKD, fold.fold), against every original value:
- originals of 5 or more folded characters are found anywhere, also inside longer words
  ("Borlänge" in "borlangebo");
- originals of 3-4 characters only as whole words (so "Omar" is not found in "sommar", "Ali" not in
  "kvalitet");
- originals shorter than 3 characters, and pure digit strings shorter than 4, are skipped (noise).
It also looks for text that must never be released: the key file's magic header, the review comments
"OBS!" and "Com!", and JSON with "edges" (a SVALA graph). A Leak names the file, the line and what was
found; an original is shown by its label and a short SHA-256 of its folded form, never by itself.
Given the key (``check_release(dir, key)``), surrogates are not mistaken for other entities' originals.
The matching itself (OriginalMatcher, value_hash) lives in workbench.pseudonymize.matcher.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.key import MAGIC, Key
from workbench.pseudonymize.matcher import OriginalMatcher, value_hash
from workbench.pseudonymize.render import KeyEntry

__all__ = ["Leak", "OriginalMatcher", "check_material", "check_release", "check_text", "value_hash"]

_MATERIAL = (
    (MAGIC.strip().decode(), "key file header"),
    ("OBS!", 'review comment "OBS!"'),
    ("Com!", 'review comment "Com!"'),
    ('"edges"', 'SVALA graph JSON ("edges")'),
)


@dataclass(frozen=True)
class Leak:
    """Something in a release file that must not be there."""

    file: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.what}"


def check_text(name: str, text: str, matcher: OriginalMatcher) -> Iterator[Leak]:
    """Leaks in one file's text."""
    for lineno, line in enumerate(text.splitlines(), 1):
        for key in matcher.find(line):
            yield Leak(name, lineno, matcher.describe(key))
        yield from _material(name, lineno, line)


def _material(name: str, lineno: int, line: str) -> Iterator[Leak]:
    for needle, what in _MATERIAL:
        if needle in line:
            yield Leak(name, lineno, what)


def check_material(name: str, text: str) -> Iterator[Leak]:
    """What must never be released (key header, review comments, SVALA JSON) in one file's text; unlike
    check_text no original values."""
    if any(needle in text for needle, _ in _MATERIAL):
        for lineno, line in enumerate(text.splitlines(), 1):
            yield from _material(name, lineno, line)


def _blank_surrogates(name: str, text: str, entries: Sequence[KeyEntry]) -> tuple[str, list[Leak]]:
    """``text`` with the surrogates the key knows blanked out (a surrogate that happens to equal another
    entity's original is no leak), and a Leak for every surrogate that contains its own original."""
    chars = list(text)
    leaks = []
    for e in entries:
        if text[e.target_start : e.target_end] != e.surrogate:
            continue  # the file was edited there: scan it as it is
        own = fold(e.original)
        if len(own) >= 3 and own in fold(e.surrogate):
            line = text.count("\n", 0, e.target_start) + 1
            leaks.append(Leak(name, line, f"a surrogate contains its own original ({e.label}, sha256 "
                                          f"{value_hash(e.original)})"))
        for i in range(e.target_start, e.target_end):
            if chars[i] != "\n":
                chars[i] = " "
    return "".join(chars), leaks


def check_release(release_dir: str | Path, originals: Iterable[str | tuple[str, str]] | Key | OriginalMatcher,
                  entries: Iterable[KeyEntry] = ()) -> list[Leak]:
    """Every leak in every file under ``release_dir``: originals as strings or (label, value) pairs, or a
    whole Key. With key entries (a Key brings its own), the surrogates they place in ``<essay_id>.txt``
    are not scanned for other originals (no false alarm when "juni" stands for "maj" and another date
    was "juni"), but a surrogate containing its own original is reported."""
    root = Path(release_dir)
    if not root.is_dir():
        raise FileNotFoundError(f"{root}: no such release folder")
    if isinstance(originals, Key):
        entries, originals = originals.entries, originals.originals()
    matcher = originals if isinstance(originals, OriginalMatcher) else OriginalMatcher(originals)
    by_essay: dict[str, list[KeyEntry]] = {}
    for e in entries:
        by_essay.setdefault(e.essay_id, []).append(e)
    leaks: list[Leak] = []
    for path in sorted(p for p in root.rglob("*") if p.is_file()):
        text = path.read_bytes().decode("utf-8", errors="replace")
        known = by_essay.get(path.stem, []) if path.suffix == ".txt" else []
        if known:
            text, own = _blank_surrogates(str(path), text, known)
            leaks.extend(own)
        leaks.extend(check_text(str(path), text, matcher))
    return leaks
