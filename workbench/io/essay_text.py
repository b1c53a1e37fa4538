"""Every essay text a reader takes in goes through `EssayTexts`, one per input file.

It refuses a text that is no text (a lone surrogate, from a JSON ``\\ud800`` escape or a byte that was not
UTF-8; a NUL, from a JSON ``\\u0000`` escape: workbench.io.encoding refuses those it decodes) or that is over
the size limit (workbench.io.limit), normalises it once (workbench.normalize: NFC, invisible format
characters removed), carries the spans that came with it over to the new offsets, and says afterwards,
without showing any text, what it changed: "<file>: 3 invisible characters removed, NFC
applied" (for a file of many essays, with how many and on which lines). An empty text is kept and, where
its reader gives a problem list, named as one ("<file>:<line>: the essay is empty (kept)"), whatever the
format: an empty SVALA graph was released as an empty essay without a word.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from workbench.io.errors import InputError, where
from workbench.io.limit import too_big, utf8_size
from workbench.model import Span
from workbench.normalize import Normalized, normalize, order_unknown

__all__ = ["EssayTexts", "lone_surrogate"]

_SURROGATE = re.compile("[\ud800-\udfff]")
_SHOWN = 5  # lines named in a note


def lone_surrogate(value: Any) -> str | None:
    """A message when a string anywhere in ``value`` (a JSON record) holds a lone surrogate, else None."""
    if isinstance(value, str):
        m = _SURROGATE.search(value)
        return None if m is None else (f"holds U+{ord(m.group()):04X}, a lone surrogate, at character "
                                       f"{m.start()}: no character (a broken \\u escape or a byte that was "
                                       "not UTF-8)")
    if isinstance(value, dict):
        value = [*value.keys(), *value.values()]
    if isinstance(value, list):
        for item in value:
            found = lone_surrogate(item)
            if found:
                return found
    return None


class EssayTexts:
    """The essay texts of one input file (``path``), checked and normalised (see the module doc);
    ``limit``: the most UTF-8 bytes an essay may have (None: no limit); ``noun``: what a text is called in
    the notes ("essay", "message")."""

    def __init__(self, path: str | Path, limit: int | None = None, noun: str = "essay") -> None:
        self.path = Path(path)
        self.limit = limit
        self.noun = noun
        self.changed: list[int | str | None] = []
        self.invisible = 0
        self.composed = 0
        self.joined = 0
        self.overrides = 0

    def __call__(self, text: str, line: int | str | None = None) -> Normalized:
        """``text`` normalised; InputError (naming the file and ``line``) when it is no text or too big."""
        found = lone_surrogate(text)
        if found:
            raise InputError(f"the essay text {found}; the essay is not read", self.path, line)
        nul = text.find("\x00")
        if nul >= 0:  # a JSON \u0000 escape: a viewer shows nothing, and "Kar\0in" is no name to detection
            raise InputError(f"the essay text holds a NUL character (U+0000) at character {nul}, which no text "
                             "holds; the essay is not read", self.path, line)
        if self.limit is not None and len(text) > self.limit // 4:
            size = utf8_size(text)
            if size > self.limit:
                raise InputError(too_big(size, self.limit), self.path, line)
        if order_unknown(text):  # a name shown whole could be read apart, and released (review 28)
            raise InputError("the essay text holds right-to-left controls (RLE, RLI, FSI or RLO, invisible) whose "
                             "words a reader may see moved, joined or turned, in an order this workbench does not work "
                             "out; the essay is not read: remove the controls, or write the text as shown",
                             self.path, line)
        n = normalize(text)
        if n.changed:
            self.changed.append(line)
            self.invisible += n.invisible
            self.composed += n.composed
            self.joined += n.joined
            self.overrides += n.overrides
        return n

    def take(self, text: str, line: int | str | None, problems: list[str] | None,
             skipped: str = "essay skipped", empty: bool = True) -> Normalized | None:
        """``self(text, line)``; when it is refused and ``problems`` is given, None and the problem, ending
        in ``skipped``, goes there (without ``problems`` the InputError is raised). An empty text (or one of
        white space only) is kept, and with ``problems`` and ``empty`` a problem says so, as the folder and
        row readers say it (workbench.io.rows; a caller that has said it passes ``empty=False``)."""
        try:
            normal = self(text, line)
        except InputError as e:
            if problems is None:
                raise
            problems.append(f"{e}; {skipped}")
            return None
        if problems is not None and empty and not normal.text.strip():
            problems.append(f"{where(self.path, line)}: the {self.noun} is empty (kept)")
        return normal

    def spans(self, n: Normalized, spans: Iterable[Span], line: int | str | None = None) -> list[Span]:
        """``spans`` of the input text at the offsets of the normalised one; InputError for a span that
        covered nothing but invisible characters."""
        out = []
        for k, span in enumerate(spans):
            start, end = n.span(span.start, span.end)
            if end <= start:
                raise InputError(f"span {k} [{span.start},{span.end}) holds only invisible characters",
                                 self.path, line)
            out.append(span if (start, end) == (span.start, span.end) else span.with_(start=start, end=end))
        return out

    def notes(self) -> list[str]:
        """What normalisation changed in this file, without text ([] when nothing)."""
        if not self.changed:
            return []
        what = Normalized("", invisible=self.invisible, composed=bool(self.composed), joined=self.joined,
                          overrides=self.overrides).note()
        lines = list(dict.fromkeys(str(x) for x in self.changed if x is not None))  # a message: subject, body
        if not lines:
            return [f"{self.path}: {what}"]
        shown = ", ".join(lines[:_SHOWN]) + (f" and {len(lines) - _SHOWN} more" if len(lines) > _SHOWN else "")
        essays = f"{len(lines)} {self.noun}{'s' * (len(lines) != 1)}"
        return [f"{self.path}: {what} in {essays} (at {shown}); span offsets follow the text"]
