"""Nicknames: the surrogate's own nickname when the nickname belongs to a first name (003, 1; issue 17).

Linking (workbench.pseudonymize.entities) gives a nickname the running number of the first name it is a
nickname of ("Kasia" of "Katarzyna", "Chi" of "Chinedu"); its surrogate is then a nickname of that first
name's surrogate (``diminutive``):
- a listed one (nicknames.tsv: "Karl" -> "Kalle", "Małgorzata" -> "Gosia"), one that is no common word
  first when there are several;
- else, when the learner's nickname is the beginning of the first name ("Chi" of "Chinedu"), the
  surrogate's beginning of the same length ("Tai" of "Taiwo"), if that has three letters or more and is
  no common Swedish or English word (scope.common_word: never "God" of "Godwin");
- else the surrogate first name itself ("people call me Godwin"): a name always reads as a name.
An unlinked nickname gets a first name like any other (the firstname operator).
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.lexicon import nicknames
from workbench.pseudonymize.operators import RenderContext, operator
from workbench.pseudonymize.operators.firstname import firstname
from workbench.pseudonymize.scope import common_word

__all__ = ["diminutive", "nickname"]

_FIRST = frozenset({"firstname_male", "firstname_female", "firstname_unknown"})


def diminutive(name: str, clip: int = 0) -> str:
    """A nickname of ``name`` (see the module doc); ``clip``: the length of the learner's nickname when it
    is the beginning of the first name (0: it is not), so that the surrogate's beginning of that length
    may serve when no nickname is listed ("Chi" of "Chinedu": "Tai" of "Taiwo")."""
    listed = nicknames().get(name.lower())
    if listed:
        return next((n for n in listed if not common_word(n)), listed[0])
    short = name[:clip]
    if 3 <= len(short) < len(name) and short.isalpha() and not common_word(short):
        return short
    return name


def _clipped(original: str, span: Span, ctx: RenderContext) -> int:
    """The length of the learner's nickname when it is the beginning of the first name it belongs to
    ("Chi" of "Chinedu": 3), else 0."""
    nick = original.strip().casefold()
    first = [s.text(ctx.text).casefold() for s in ctx.spans if s.label in _FIRST and s.number == span.number]
    return len(nick) if len(nick) >= 2 and any(f.startswith(nick) and f != nick for f in first) else 0


@operator("nickname")
def nickname(original: str, span: Span, ctx: RenderContext) -> str:
    """The nickname of the surrogate of the linked first name, or a first name of its own."""
    if span.number is not None:
        chosen = ctx.state.get(("firstname", span.number))
        if chosen:
            return diminutive(chosen, _clipped(original, span, ctx))
    return firstname(original, span, ctx)
