"""Postcodes: letters to "ABC", each digit to 0, delimiter kept (guidelines 003, 2): "123 45" -> "000 00",
"SW1A 1AA" -> "ABC0ABC 0ABC".

A leading Swedish country prefix ("SE-", "S-") is kept: it names Sweden, which is never pseudonymized
(guidelines 003, 2: country, except Sweden), so "SE-123 45" -> "SE-000 00".
"""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["zip_code"]

_SWEDISH_PREFIX = re.compile(r"^(?:SE|S)(?=[- ]?\d)")
_LETTERS = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")


@operator("zip_code")
def zip_code(original: str, span: Span, ctx: RenderContext) -> str:
    """Digits to 0, letter runs to ABC, a Swedish "SE-" prefix kept."""
    m = _SWEDISH_PREFIX.match(original)
    prefix, rest = (original[: m.end()], original[m.end() :]) if m else ("", original)
    return prefix + _DIGIT.sub("0", _LETTERS.sub("ABC", rest))
