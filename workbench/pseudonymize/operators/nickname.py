"""Nicknames: the surrogate's own nickname when the nickname belongs to a first name (003, 1; issue 17).

Linking (workbench.pseudonymize.entities) gives a nickname the running number of the first name it is a
nickname of ("Kasia" of "Katarzyna", "Chi" of "Chinedu"); its surrogate is then the nickname of that first
name's surrogate: a listed one (nicknames.tsv: "Karl" -> "Kalle"), else the surrogate's first syllable
("Usman" -> "Us"). An unlinked nickname gets a first name like any other (the firstname operator).
"""

from __future__ import annotations

import re

from workbench.model import Span
from workbench.pseudonymize.lexicon import nicknames
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.operators.firstname import firstname

__all__ = ["diminutive", "nickname"]

_SYLLABLE = re.compile(r"^[^aeiouyåäöéáíóú]*[aeiouyåäöéáíóú]+[^aeiouyåäöéáíóú]?", re.I)


def diminutive(name: str) -> str:
    """A nickname of ``name``: its first listed one, else its first syllable (at least two letters)."""
    listed = nicknames().get(name.lower())
    if listed:
        return listed[0]
    m = _SYLLABLE.match(name)
    short = m.group(0) if m else name
    return short if 2 <= len(short) < len(name) else name


@operator("nickname")
def nickname(original: str, span: Span, ctx: RenderContext) -> str:
    """The nickname of the surrogate of the linked first name, or a first name of its own."""
    if span.number is not None:
        chosen = ctx.state.get(("firstname", span.number))
        if chosen:
            return diminutive(chosen)
    return firstname(original, span, ctx)
