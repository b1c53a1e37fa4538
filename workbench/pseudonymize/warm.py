"""Load what a first render loads lazily (the name lists, the names' origins and every region's pool, the
Fakers, the place and word tables), so that it is not the first click on a review screen that pays for it
(0.5-1 s of CPU): the review pages call ``warm`` while their preheated kernel runs the notebook."""

from __future__ import annotations

from workbench.model import Essay, Span

__all__ = ["warm"]

_SAMPLES = {  # language -> (text, the words marked with their labels)
    "sv": ("Jag heter Anna Berg och bor i Falun. Min bror Erik går på Gamla skolan. anna.berg@mail.se 070-123 45 67",
           [("Anna", "firstname_female"), ("Berg", "surname"), ("Falun", "city"), ("Erik", "firstname_male"),
            ("Gamla skolan", "school"), ("anna.berg@mail.se", "email"), ("070-123 45 67", "phone_nr")]),
    "en": ("My name is John Smith and I live in Leeds. Call me on 0113 496 0000.",
           [("John", "firstname_male"), ("Smith", "surname"), ("Leeds", "city"), ("0113 496 0000", "phone_nr")]),
}


def warm() -> None:
    """Render a short sample essay of each language in every mode the screens and the store's checks use, and
    fill the region pools of first names and surnames in one pass each."""
    from workbench.pseudonymize.lists import _by_region
    from workbench.pseudonymize.render import render_essay

    for kind in ("first", "surname"):
        _by_region(kind)
    for lang, (text, marks) in _SAMPLES.items():
        essay = Essay("warm", "warm", text, lang)
        for mode in ("swell", "hips"):
            try:
                render_essay(essay, [Span(text.index(w), text.index(w) + len(w), label) for w, label in marks],
                             mode=mode, seed=0)
            except ValueError:  # a sample the renderers refuse warms less, and nothing else changes
                pass
