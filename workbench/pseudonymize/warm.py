"""Load what a first render loads lazily (the name lists, the names' origins and every region's pool, the
Fakers, the place tables), so that it is not the first click on a review screen that pays for it
(0.5-1 s of CPU): the review pages call ``warm`` while their preheated kernel runs the notebook."""

from __future__ import annotations

from workbench.model import Essay, Span

__all__ = ["warm"]

_SAMPLES = {  # language -> (text, the words marked with their labels); none drawn with a Faker (see warm)
    "sv": ("Jag heter Anna Berg och bor i Falun. Min bror heter Erik.",
           [("Anna", "firstname_female"), ("Berg", "surname"), ("Falun", "city"), ("Erik", "firstname_male")]),
    "en": ("My name is John Smith and I live in Leeds.",
           [("John", "firstname_male"), ("Smith", "surname"), ("Leeds", "city")]),
}


def warm() -> None:
    """Render a short sample essay of each language in every mode the screens and the store's checks use, fill
    the region pools of first names and surnames in one pass each, and make the Fakers. Safe in a thread beside
    the screen: everything it fills is cached whole once made, and it draws nothing from a Faker (a Faker is
    shared and re-seeded at each draw, so a draw here could change one drawn by the screen at the same time)."""
    from workbench.pseudonymize.fakers import _faker
    from workbench.pseudonymize.lists import _by_region
    from workbench.pseudonymize.render import render_essay

    for kind in ("first", "surname"):
        _by_region(kind)
    for locale in ("sv_SE", "en_US"):
        _faker(locale)
    for lang, (text, marks) in _SAMPLES.items():
        essay = Essay("warm", "warm", text, lang)
        for mode in ("swell", "hips"):
            try:
                render_essay(essay, [Span(text.index(w), text.index(w) + len(w), label) for w, label in marks],
                             mode=mode, seed=0)
            except ValueError:  # a sample the renderers refuse warms less, and nothing else changes
                pass
