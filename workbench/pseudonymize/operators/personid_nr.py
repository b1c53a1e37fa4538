"""Personnummer: "123456-0000", the writer's delimiter kept (guidelines 003, 10).

"-", "+" or a space stays; no delimiter gives "1234560000". A 12-digit original (with century) gives
"19123456-0000": the guideline's fixed number, written in the writer's 12-digit format, so that no
surrogate changes the text's layout and none is a real person's number (the checksum fails).
"""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext, operator

__all__ = ["personid_nr"]

_DELIM = re.compile(r"\D+")


@operator("personid_nr")
def personid_nr(original: str, span: Span, ctx: RenderContext) -> str:
    """The fixed number 123456-0000 with the original's delimiter and century format."""
    digits = sum(c.isdigit() for c in original)
    between = _DELIM.findall(original.strip())
    delimiter = between[-1] if between else ""
    return ("19" if digits >= 12 else "") + "123456" + delimiter + "0000"
