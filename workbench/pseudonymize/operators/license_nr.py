"""Licence and certificate numbers: every run of letters to "ABC", every digit to 0, delimiters kept
(guidelines 003, 12): "ABC 123" -> "ABC 000", "XYZ 12A" -> "ABC 00ABC", "P1234567" -> "ABC0000000"."""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["license_nr"]

_LETTERS = re.compile(r"[^\W\d_]+")
_DIGIT = re.compile(r"\d")


@operator("license_nr")
def license_nr(original: str, span: Span, ctx: RenderContext) -> str:
    """Letters to ABC (three letters per run), digits to 0."""
    return _DIGIT.sub("0", _LETTERS.sub("ABC", original))
