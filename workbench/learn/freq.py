"""The frequency table: how often each word is written capitalised and in lower case in real text.

FINDINGS.md: the table mattered most of all the model's evidence. A word learners also write in lower case,
or one many essays share, is rarely personal. ``build_table`` counts, per lower-cased word, its capitalised
occurrences inside a sentence (``cap``), its lower-case ones (``low``) and its sentence-initial ones (``init``)
in a set of texts whose personal details are masked; the table ships beside the model (a gzipped TSV:
``word<TAB>cap<TAB>low<TAB>init``, counts only, no sentence).
"""

from __future__ import annotations

import gzip
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from workbench.learn.nearword import Lexicon
from workbench.model import Span

__all__ = ["FreqTable", "TOKEN", "build_table", "capitalised_only"]

#: words (letters and digits joined by - ' ’ : . @ /) and single punctuation marks, as workbench.text cuts them
TOKEN = re.compile(r"\w+(?:[-'’:.@/]\w+)*|[^\w\s]", re.UNICODE)
_ENDS = frozenset(".!?:\n")
#: words a ``FreqTable.memo`` holds at most
MEMO_MAX = 1 << 17


@dataclass
class FreqTable:
    """Counts per lower-cased word: (capitalised inside a sentence, lower case, sentence-initial)."""

    counts: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    _lexicon: Lexicon | None = field(default=None, compare=False, repr=False)
    _memos: dict[object, dict] = field(default_factory=dict, compare=False, repr=False)

    def lexicon(self) -> Lexicon:
        """The common lower-case words of the table (built once)."""
        if self._lexicon is None:
            self._lexicon = Lexicon.of(self.counts)
        return self._lexicon

    def memo(self, key: object) -> dict:
        """A dict that callers fill with what they derive from this table per word (under ``key``: one per
        use), so that a word met again is not worked out again; emptied when it holds ``MEMO_MAX`` entries."""
        found = self._memos.get(key)
        if found is None or len(found) >= MEMO_MAX:
            found = self._memos[key] = {}
        return found

    def without(self, words: Iterable[str]) -> FreqTable:
        """This table without ``words``."""
        gone = set(words)
        return FreqTable({w: c for w, c in self.counts.items() if w not in gone})

    def get(self, word: str) -> tuple[int, int, int]:
        return self.counts.get(word.lower(), (0, 0, 0))

    def save(self, path: str | Path) -> None:
        with gzip.open(path, "wt", encoding="utf-8", compresslevel=9) as f:
            f.write("word\tcap\tlow\tinit\n")
            for w, (c, lo, i) in sorted(self.counts.items()):
                f.write(f"{w}\t{c}\t{lo}\t{i}\n")

    @classmethod
    def load(cls, path: str | Path) -> FreqTable:
        counts: dict[str, tuple[int, int, int]] = {}
        with gzip.open(path, "rt", encoding="utf-8") as f:
            header = f.readline().rstrip("\n").split("\t")
            if header != ["word", "cap", "low", "init"]:
                raise ValueError(f"{path}: not a frequency table (header {header!r})")
            for n, line in enumerate(f, 2):
                parts = line.rstrip("\n").split("\t")
                if len(parts) != 4 or not all(p.isdigit() for p in parts[1:]):
                    raise ValueError(f"{path}:{n}: expected word<TAB>cap<TAB>low<TAB>init")
                counts[parts[0]] = (int(parts[1]), int(parts[2]), int(parts[3]))
        return cls(counts)


def build_table(texts: Iterable[tuple[str, Iterable[Span]]], min_count: int = 2) -> FreqTable:
    """Count the words of ``texts`` outside their spans (the personal details are masked); words seen fewer
    than ``min_count`` times are left out (the table stays small and holds no one-off names)."""
    counts: dict[str, list[int]] = {}
    for text, spans in texts:
        masked = [(s.start, s.end) for s in spans]
        initial = True
        for m in TOKEN.finditer(text):
            tok = m.group()
            gap = text[m.start() - 1 : m.start()] if m.start() else "\n"
            if "\n" in gap:
                initial = True
            if any(a < m.end() and m.start() < b for a, b in masked):
                initial = False
                continue
            if tok[0].isalpha():
                c = counts.setdefault(tok.lower(), [0, 0, 0])
                c[2 if initial else 0 if tok[0].isupper() else 1] += 1
                initial = False
            elif tok in _ENDS:
                initial = True
            elif tok[0].isdigit():
                initial = False
    return FreqTable({w: (c[0], c[1], c[2]) for w, c in counts.items() if sum(c) >= min_count})


def capitalised_only(table: FreqTable) -> frozenset[str]:
    """The words ``table`` never saw in lower case: names, places, words that only start sentences."""
    return frozenset(w for w, c in table.counts.items() if c[1] == 0)
