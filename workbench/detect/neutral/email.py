"""E-mail addresses (guidelines 003, 8): name@host.se, also with "(at)" or "[at]" for the "@".

Anchored on the "@" (or "(at)"): the local part is read backwards from it, the domain forwards.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.numbers import ends_before
from workbench.model import Span
from workbench.text import Doc

__all__ = ["EmailDetector"]

_AT = re.compile(r"@|\([aA][tT][)\]]|\[[aA][tT][)\]]")  # each alternative opens with a literal: re scans for them
_LOCAL = re.compile(r"(?<![\w.+-])[\w.+-]*\w\s?$")
_DOMAIN = re.compile(r"\s?[\w-]+(?:\.[\w-]+)*\.[^\W\d_]{2,12}\b")


@register
class EmailDetector(Detector):
    """``email``: every e-mail address; the operator writes email@dot.com."""

    name = "email"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        if "@" not in text and "at)" not in text and "at]" not in text:
            return
        for at in _AT.finditer(text):
            local = ends_before(_LOCAL, doc, at.start(), 64, text)
            domain = _DOMAIN.match(text, at.end())
            if local and domain:
                sign = "@" in at[0]
                yield self.span(
                    local.start(),
                    domain.end(),
                    "email",
                    "email: " + ("address with @" if sign else "'(at)' address"),
                    "at_sign" if sign else "at_word",
                )
