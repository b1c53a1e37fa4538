"""E-mail addresses (guidelines 003, 8): name@host.se, also with "(at)" or "[at]" for the "@".

Anchored on the "@" (or "(at)"): the local part is read backwards from it, the domain forwards.

Spelled out, as people write an address to keep it from spam robots: "harriet (dot) pemberton (at) gmail (dot)
com", "karin punkt lundqvist snabel-a hotmail punkt se", "ali at gmail dot com". Such an address was released
whole. Its dots may be written "(dot)", "[dot]", "dot", "punkt" (spaced or not), its "@" also "at" or "snabel-a"
as a word; the last label after a written dot must be a top-level domain people mail at (`_TLDS`), and a bare
word "at" needs a mail provider's name after it or a dot, digit or underscore in the name before it ("looked at
google dot com" is no address).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import ends_before, lowered
from workbench.model import Span
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["DOMAIN", "EmailDetector"]

_AT = re.compile(r"@|\([aA][tT][)\]]|\[[aA][tT][)\]]")  # each alternative opens with a literal: re scans for them
_LOCAL = re.compile(r"(?<![\w.+-])[\w.+-]*\w\s?$")
DOMAIN = re.compile(r"\s?[\w-]+(?:\.[\w-]+)*\.[^\W\d_]{2,12}\b")
#: an "@" spelled as a word, and a dot spelled out (or written)
_SPELLED_AT = re.compile(r"(?i)(?<!\w)(?:at|snabel-?a)(?!\w)")
_DOT = r"(?:\s*[(\[](?:dot|punkt)[)\]]\s*|\s+(?:dot|punkt)\s+|\.)"
_SPELLED_LOCAL = re.compile(rf"(?i)(?<![\w.+-])[\w+-]+(?:{_DOT}[\w+-]+)*\s*(?:[(\[]\s*)?$")
_LABEL_SEP = re.compile(_DOT, re.I)
_SPELLED_DOT = re.compile(r"(?i)\b(?:dot|punkt)\b")
#: what makes the words before a bare "at" an address's name: a dot (written or spelled), a digit, an underscore
_MARKED_NAME = re.compile(r"(?i)[\d_.]|\b(?:dot|punkt)\b")
_SPELLED_DOMAIN = re.compile(rf"(?i)(?:\s*[)\]])?\s*([\w-]+)((?:{_DOT}[\w-]+)+)")
#: the top-level domains an address spelled out must end in
_TLDS = frozenset(word_list("mail_tlds"))
#: mail providers: after a bare "at" they make the words an address
_PROVIDERS = frozenset(word_list("mail_providers"))


def _local_in_token(text: str, at: int) -> re.Match[str] | None:
    """The name before the "@" at ``at`` where it starts inside a token, after a '/' or the like that the tokenizer
    keeps in one token with it ('email/sara.k@gmail.com', '0701234567/sara.k@gmail.com': review 49 C7)."""
    k = at - (text[at - 1 : at] == " ")
    while k > 0 and at - k < 64 and (text[k - 1].isalnum() or text[k - 1] in "._+-"):
        k -= 1
    return _LOCAL.match(text, k, at) if k < at else None


@register
class EmailDetector(Detector):
    """``email``: every e-mail address; the operator writes email@dot.com."""

    name = "email"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        yield from self._spelled(doc)
        if "@" not in text and "at)" not in text and "at]" not in text:
            return
        for at in _AT.finditer(text):
            local = ends_before(_LOCAL, doc, at.start(), 64, text) or _local_in_token(text, at.start())
            domain = DOMAIN.match(text, at.end())
            if local and domain:
                sign = "@" in at[0]
                yield self.span(
                    local.start(),
                    domain.end(),
                    "email",
                    "email: " + ("address with @" if sign else "'(at)' address"),
                    "at_sign" if sign else "at_word",
                )

    def _spelled(self, doc: Doc) -> Iterator[Span]:
        text, low = doc.text, lowered(doc)
        if "dot" not in low and "punkt" not in low and " at " not in low and "snabel" not in low:
            return
        for at in _SPELLED_AT.finditer(text):
            open_ = text[at.start() - 1 : at.start()] in ("(", "[")
            local = _SPELLED_LOCAL.search(text, max(0, at.start() - open_ - 64), at.start() - open_)
            domain = _SPELLED_DOMAIN.match(text, at.end())
            if not local or not domain or _LABEL_SEP.split(domain[2])[-1].lower() not in _TLDS:
                continue
            name = local[0]
            if open_ and _SPELLED_DOT.search(name + domain[2]) is None:
                continue  # "ali(at)hotmail.se": the "(at)" form above reads it
            if not open_ and domain[1].lower() not in _PROVIDERS and _MARKED_NAME.search(name) is None:
                continue
            yield self.span(local.start(), domain.end(), "email", "email: address spelled out", "spelled")
