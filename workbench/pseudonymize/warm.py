"""Load what a first render loads lazily (the name lists, the names' origins and every region's pool, the
Fakers, the place tables), so that it is not the first click on a review screen that pays for it
(0.5-1 s of CPU): the review pages call ``warm`` while their preheated kernel runs the notebook."""

from __future__ import annotations

from workbench import taxonomy
from workbench.model import Essay, Span

__all__ = ["warm"]

_SAMPLES = {  # language -> (text, the words marked with their labels); none drawn with a Faker (see warm)
    "sv": ("Jag heter Anna Berg och bor i Falun. Min bror heter Erik.",
           [("Anna", "firstname_female"), ("Berg", "surname"), ("Falun", "city"), ("Erik", "firstname_male")]),
    "en": ("My name is John Smith and I live in Leeds.",
           [("John", "firstname_male"), ("Smith", "surname"), ("Leeds", "city")]),
}


#: one span of each label alone in a text, on a word and on a number (an operator refuses a year without digits)
_LONE_TEXT = "Jag bor i Skogen sedan 1999."
_LONE = ("Skogen", "1999")


def warm() -> None:
    """Render a short sample essay of each language in every mode the screens and the store's checks use, and
    a span of every label alone (its place lists, patterns and tables: the first bulk decision or relabel
    with a label paid 4-60 ms for them, the first bulk add of a place 46 ms), fill the region pools of first
    names and surnames in one pass each, and make the Fakers. Safe in a thread beside the screen: everything
    it fills is cached whole once made, and it draws nothing from a Faker (a Faker is shared and re-seeded at
    each draw, so a draw here could change one drawn by the screen at the same time: fakers.no_draws stops a
    render that would)."""
    from workbench.pseudonymize.fakers import _faker, no_draws
    from workbench.pseudonymize.lists import _by_region

    for kind in ("first", "surname"):
        _by_region(kind)
    for locale in ("sv_SE", "en_US"):
        _faker(locale)
    with no_draws():  # a render that would draw from a Faker stops there: what it loaded before stays loaded
        for lang, (text, marks) in _SAMPLES.items():
            essay = Essay("warm", "warm", text, lang)
            for mode in ("swell", "hips"):
                _render(essay, [Span(text.index(w), text.index(w) + len(w), label) for w, label in marks], mode)
        for label in taxonomy.LABELS:  # each label's own lists and patterns, once (a bulk decision's first)
            for word in _LONE:
                start = _LONE_TEXT.index(word)
                for mode in ("swell", "hips"):
                    _render(Essay("warm", "warm", _LONE_TEXT, "sv"), [Span(start, start + len(word), label, number=1)],
                            mode)


def _render(essay: Essay, spans: list[Span], mode: str) -> None:
    from workbench.pseudonymize.fakers import NoDraw
    from workbench.pseudonymize.render import render_essay

    try:
        render_essay(essay, spans, mode=mode, seed=0)
    except (ValueError, NoDraw):  # a sample the renderers refuse, or one that reaches a Faker, warms less
        pass
