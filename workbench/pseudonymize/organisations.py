"""hips surrogates of workplaces and other organisations (the work and other_institution operators).

A Swedish name in its definite form keeps its head noun, so it stays the kind of place it was and reads
definite ("Linsbiblioteket" -> "Björkbiblioteket", "HVB Solbacken" -> "Ekbacken": places.compound);
any other becomes a Faker company name ("Lindex" -> "Karlsson AB"); SweLL's fake form when nothing is
left.
"""

from __future__ import annotations

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for
from workbench.pseudonymize.operators import RenderContext
from workbench.pseudonymize.places import compound
from workbench.pseudonymize.surrogates import fake_form, pick

__all__ = ["organisation"]


def organisation(original: str, span: Span, ctx: RenderContext) -> str:
    """A realistic surrogate of the organisation ``original`` (see the module doc)."""
    found = compound(original, span.label, span, ctx) if "def" in span.attributes else None
    if found is None:
        fake = faker_for(ctx)
        found = pick(ctx, sorted({fake.company() for _ in range(8)}), span, original)
    return found or fake_form(span.label, span, ctx.lang)
