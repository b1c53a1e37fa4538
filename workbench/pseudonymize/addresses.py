"""A whole street address as one span ("123 Main Street, Springfield, IL 62704", "23 Easter Road",
"Vasagatan 14, 784 33 Borlänge") -> one with the same parts, in every mode that draws surrogates.

Each comma-separated part keeps its shape: the words of the first part become a street (the place operator:
of the original's kind, coordinated with the essay's city), later words a town (a two-letter state code in
English stays a state code), and a token with digits is written by the mode's number rule: in hips mode the
same shape with other digits (shapes.same_shape: "23" -> "71"), else SweLL's rules, a house number's digits
to 0 (street_nr) and a postcode's letters to ABC (zip_code), so "23 Easter Road" -> "00 Oak Road". Nothing
outside the span changes and no surrogate part ("Apt. 7") adds a full stop that would end the sentence.
A street the place operator can only give SweLL's fake form (A-place: a country Faker has no streets for)
makes the whole address that fake form, with no number or town around it.
"""

from __future__ import annotations

import re

from faker import Faker

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for
from workbench.pseudonymize.operators import Operator, RenderContext, get_operator
from workbench.pseudonymize.shapes import same_shape
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["address", "has_number"]

_PARTS = re.compile(r",\s*")
_TOKEN = re.compile(r"\S+|\s+")


def has_number(original: str) -> bool:
    """Does the place ``original`` hold a digit (a house number, a postcode)?"""
    return any(c.isdigit() for c in original)


def _numbers(ctx: RenderContext) -> tuple[Operator, Operator]:
    """(house number rule, postcode rule) of the render's mode."""
    if ctx.mode == "hips":
        return same_shape, same_shape
    return get_operator("digits_to_zero"), get_operator("zip_code")


def address(original: str, span: Span, ctx: RenderContext) -> str:
    """The surrogate of the whole address ``original`` (see the module doc)."""
    fake = faker_for(ctx, "en_US" if ctx.lang == "en" else "sv_SE")
    parts = [_part(part, k == 0, span, ctx, fake) for k, part in enumerate(_PARTS.split(original))]
    marker = fake_form("place", span, ctx.lang)
    return marker if marker in parts[0] else ", ".join(parts)


def _part(part: str, first: bool, span: Span, ctx: RenderContext, fake: Faker) -> str:
    """One comma-separated part of an address: tokens with digits by the mode's number rule, runs of words a
    street name (the first part) or a town / state code (see the module doc)."""
    house, postcode = _numbers(ctx)
    out: list[str] = []
    words: list[str] = []  # a run of words without digits, replaced as one

    def flush() -> None:
        if not words:
            return
        run = "".join(words)
        text, trail = run.strip(), run[len(run.rstrip()):]
        if first:
            new = get_operator("place")(text, span, ctx)
        elif ctx.lang == "en" and re.fullmatch(r"[A-Z]{2}", text):
            new = str(fake.state_abbr())
        else:
            new = str(fake.city()) if ctx.lang == "en" else _town(text, span, ctx)
        out.append(new + trail)
        words.clear()

    for tok in _TOKEN.findall(part):
        if has_number(tok):
            flush()
            out.append((house if first else postcode)(tok, span, ctx))
        elif tok.isspace() and not words:
            out.append(tok)
        else:
            words.append(tok)
    flush()
    return "".join(out)


def _town(original: str, span: Span, ctx: RenderContext) -> str:
    from workbench.pseudonymize.lists import top_cities

    return pick(ctx, top_cities("SE", 30), span, original) or original[:1] + "-stad"
