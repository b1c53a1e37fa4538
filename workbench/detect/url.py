"""Web addresses (guidelines 003, 9): http(s)://..., www.x.se, x.com/path, facebook.com/name.

A bare domain needs a known top-level domain ("t.ex." or "osv." never match) and is scored lower;
an address inside an e-mail is left to the e-mail detector. Anchored on "http"/"www." and on
".<tld>", then extended: no regex starts at every character of the essay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect._numbers import ends_before, lowered
from workbench.detect.base import Detector, register
from workbench.model import Span
from workbench.text import Doc

__all__ = ["UrlDetector"]

_FULL = re.compile(r"(?:https?://|www\.)[^\s<>\"']*[^\s<>\"'().,;:!?]")
_TLD = re.compile(
    r"\.(?:se|com|org|net|nu|io|eu|uk|co|de|fi|no|dk|fr|es|it|nl|info|edu|gov|me|tv|ly|app|blog|ir|iq|sy|af|ru)"
    r"\b(?![@-])"
)
_HOST = re.compile(r"(?<![\w@.)\]-])(?:[a-z0-9][\w-]*\.)*[a-z0-9][\w-]*$")
_TAIL = re.compile(r"(?:/[^\s<>\"'()]*[^\s<>\"'().,;:!?])?/?")


@register
class UrlDetector(Detector):
    """``url``: every web address; the operator writes url.com."""

    name = "url"
    languages = ("sv", "en")

    def detect(self, doc: Doc) -> Iterator[Span]:
        if "." not in doc.text:
            return
        low, full = lowered(doc), []
        for m in _FULL.finditer(low):
            if m.start() == 0 or not low[m.start() - 1].isalnum():
                full.append(m.span())
                yield self.span(*m.span(), "url", "url: http:// or www.", 0.95, pattern="full")
        for t in _TLD.finditer(low):
            host = ends_before(_HOST, doc, t.start(), 64, low)
            if host is None or any(s <= host.start() < e for s, e in full):
                continue
            end = _TAIL.match(doc.text, t.end()).end()  # type: ignore[union-attr]
            yield self.span(host.start(), end, "url", "url: domain name", 0.8, pattern="domain")
