"""Web addresses (guidelines 003, 9): http(s)://..., www.x.se, x.com/path, facebook.com/name.

In English essays (CRAPII/Kaggle's URL_PERSONAL) an address is classified: a profile on a social site
(linkedin.com/in/..., github.com/user, facebook.com/name, instagram, twitter/x, medium.com/@...), a
personal blog or portfolio (github.io, wordpress, blogspot, an unknown domain) is personal and flagged;
a public resource (wikipedia.org, .gov/.edu, doi.org, news sites, a site's home page, a course platform)
is not flagged, nor is a video or article link in a citation context (after "retrieved from",
"available at", "source:", in parentheses with a year). Swedish essays keep the guidelines' rule: every
address is flagged.

A bare domain needs a known top-level domain ("t.ex." or "osv." never match) and is scored lower;
an address inside an e-mail is left to the e-mail detector. Anchored on "http"/"www." and on
".<tld>", then extended: no regex starts at every character of the essay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import lowered
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

    def detect(self, doc: Doc) -> Iterator[Span]:
        if "." not in doc.text:
            return
        low, full = lowered(doc), []
        for m in _FULL.finditer(low):
            if m.start() == 0 or not low[m.start() - 1].isalnum():
                full.append(m.span())
                if doc.pack.public_url(low, *m.span()):
                    continue
                yield self.span(*m.span(), "url", "url: http:// or www.", "full", pattern="full")
        backwards = low[::-1]
        for t in _TLD.finditer(low):
            host = _host_before(doc, low, backwards, t.start())
            if host is None or any(s <= host.start() < e for s, e in full):
                continue
            end = _TAIL.match(doc.text, t.end()).end()  # type: ignore[union-attr]
            if doc.pack.public_url(low, host.start(), end):
                continue
            yield self.span(host.start(), end, "url", "url: domain name", "domain", pattern="domain")


_HOST_RUN = re.compile(r"[\w.-]*")


def _host_before(doc: Doc, low: str, backwards: str, pos: int) -> re.Match[str] | None:
    """``ends_before(_HOST, doc, pos, 64, low)`` without trying every token start: a host is made of word
    characters, dots and hyphens, and its lookbehind refuses a start after one of them, so only the start of
    the run of such characters that ends at ``pos`` (or at a newline right before it, where ``$`` matches
    too) can start a match. ``backwards`` is ``low`` reversed."""
    end = pos - 1 if pos and low[pos - 1] == "\n" else pos
    n = len(low)
    start = n - _HOST_RUN.match(backwards, n - end).end()  # type: ignore[union-attr]
    if start >= end or start < pos - 64:
        return None
    k = doc.token_index(start)
    if k == len(doc.tokens) or doc.tokens[k].start != start:
        return None
    return _HOST.match(low, start, pos)
