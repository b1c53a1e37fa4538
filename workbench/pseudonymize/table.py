"""The one table (mode, label) -> operator (issue 14.6): which function makes a label's surrogate in
each mode. The renderer asks nothing else.

- ``swell`` and ``markers``: the label's operator in the taxonomy (``Label.operator``), but a nickname
  linked to a first name becomes that name's surrogate's own nickname (operators/nickname.py);
- ``hips``: the realistic functions of workbench.pseudonymize.hips where a label has one, else as swell;
- ``placeholder``: ``[CITY-2]``; ``redact``: ``[REDACTED]``;
- mark-only labels (prof, edu, fam, sensitive, time points): the original, in every mode.
``markers`` mode wraps the swell surrogate in ``[label:number surrogate]`` (workbench.pseudonymize.markers).
"""

from __future__ import annotations

from functools import cache

from workbench import taxonomy
from workbench.model import Span
from workbench.pseudonymize.hips import HIPS
from workbench.pseudonymize.markers import REDACTED, placeholder
from workbench.pseudonymize.operators import Operator, RenderContext, get_operator
from workbench.pseudonymize.options import MODES

__all__ = ["MODES", "OPERATORS", "operator_for"]

#: labels whose operator differs from the taxonomy's in the modes that draw surrogates
_OVERRIDES = {"nickname": "nickname"}


def _placeholder(original: str, span: Span, ctx: RenderContext) -> str:
    return placeholder(span)


def _redact(original: str, span: Span, ctx: RenderContext) -> str:
    return REDACTED


@cache
def _table() -> dict[tuple[str, str], Operator]:
    table: dict[tuple[str, str], Operator] = {}
    for name, label in taxonomy.LABELS.items():
        swell = get_operator(_OVERRIDES.get(name, label.operator))
        keep = get_operator("keep")
        for mode in MODES:
            if label.group == "mark-only":
                table[(mode, name)] = keep
            elif mode == "placeholder":
                table[(mode, name)] = _placeholder
            elif mode == "redact":
                table[(mode, name)] = _redact
            elif mode == "hips":
                table[(mode, name)] = HIPS.get(name, swell)
            else:
                table[(mode, name)] = swell
    return table


def operator_for(mode: str, label: str) -> Operator:
    """The operator of ``label`` in ``mode``; ValueError for an unknown mode, KeyError for an unknown label."""
    if mode not in MODES:
        raise ValueError(f"unknown mode {mode!r}; choose one of {', '.join(MODES)}")
    taxonomy.get(label)  # the KeyError that lists the labels
    return _table()[(mode, label)]


class _Table:
    """``OPERATORS[(mode, label)]``: the table itself, built on first use."""

    def __getitem__(self, key: tuple[str, str]) -> Operator:
        return operator_for(*key)

    def items(self):  # type: ignore[no-untyped-def]
        return _table().items()


OPERATORS = _Table()
