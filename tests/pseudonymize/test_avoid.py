"""Surrogates never contain originals (issue 13.4): a surrogate is redrawn whenever its match form
contains, or is contained in, an original of the same learner (or of the corpus, for names, contact and
IDs), for every label; drawing always ends, and no seed refuses a release for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.pseudonymize._helpers import spans_for
from workbench import resources as R
from workbench.model import Corpus, Essay, Span
from workbench.pipeline import number_and_render, pseudonymize_corpus
from workbench.pseudonymize.avoid import Avoid
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.render import render_essay


@pytest.mark.parametrize("surrogate, learner, clashes", [
    ("tjugotvå", "L", True),  # contains the learner's "tjugo"
    ("tjugotvå", "M", False),  # an age of another learner: their text
    ("Hagaskolans gymnasium", "L", True),  # the learner's school, one word longer
    ("Haga", "L", True),  # contained in the learner's school
    ("Andersson Bygg AB", "M", True),  # a company named after a surname of the corpus
    ("anna.berg@example.org", "M", True),  # an e-mail address with a name of the corpus
    ("Kim", "M", False),
    ("[SCHOOL-1]", "L", False),
    ("\u2026", "L", False),
])
def test_clashes(surrogate: str, learner: str, clashes: bool) -> None:
    avoid = Avoid([("age_string", "tjugo", "L"), ("school", "Hagaskolan", "L"), ("surname", "Andersson", "L"),
                   ("firstname_female", "Anna", "L")])
    assert avoid.clashes(surrogate, learner) is clashes
    assert "hagaskolan" in avoid and "tjugo" not in avoid  # the soft rule: names, places, institutions


def rendered_surrogates(essays: list[Essay], spans: dict[str, list[Span]], mode: str, seeds: range) -> list[str]:
    return [e.surrogate for seed in seeds for r in number_and_render(essays, spans, mode=mode, seed=seed)
            for e in r.entries]


@pytest.mark.parametrize("mode", ["swell", "hips"])
def test_a_number_word_is_never_drawn_inside_a_longer_one(mode: str) -> None:
    essay = Essay("e", "L", "Jag är tjugo år och min bror är tjugotre.")
    spans = {"e": spans_for(essay.text, ("tjugo", "age_string"))}
    drawn = rendered_surrogates([essay], spans, mode, range(40))
    assert drawn and not [s for s in drawn if "tjugo" in fold(s)]


def test_no_surrogate_holds_a_name_of_the_corpus() -> None:
    """hips e-mail addresses, user names and companies are Faker's, full of frequent names: none of the
    corpus's names (here the 60 most frequent first names and surnames, one learner's) gets through."""
    names = R.top_first_names("female", 30) + R.top_surnames(30)
    tail = ". Skriv till min@mail.se eller besök mig på jobbet Firma AB, användare kalle_1."
    text = " ".join(names) + tail
    essay = Essay("e", "L", text)
    starts = [sum(len(n) + 1 for n in names[:i]) for i in range(len(names))]
    name_spans = [Span(s, s + len(n), "firstname_female" if i < 30 else "surname")
                  for i, (s, n) in enumerate(zip(starts, names, strict=True))]
    rest = spans_for(tail, ("min@mail.se", "email"), ("Firma AB", "work"), ("kalle_1", "username"))
    shift = len(text) - len(tail)
    spans = {"e": name_spans + [x.with_(start=x.start + shift, end=x.end + shift) for x in rest]}
    other = Essay("o", "M", "Skriv till x@y.se, jag jobbar på Bolaget AB.")
    spans["o"] = spans_for(other.text, ("x@y.se", "email"), ("Bolaget AB", "work"))
    avoid = Avoid([(s.label, s.text(e.text), e.learner_id) for e in (essay, other) for s in spans[e.id]])
    for seed in range(15):
        for r in number_and_render([essay, other], spans, mode="hips", seed=seed):
            for entry in r.entries:
                assert not avoid.clashes(entry.surrogate, r.learner_id), (seed, entry.label)


def test_drawing_ends_in_a_fallback_that_reveals_nothing() -> None:
    """An operator that can only draw the same value (every pick clashes) falls back to the placeholder,
    and to an ellipsis when even that clashes."""
    essay = Essay("e", "L", "Vi ses på Hagaskolan.")
    span = spans_for(essay.text, ("Hagaskolan", "school"))[0].with_(number=1)
    every = Avoid([("school", "Hagaskolan", "L"), ("surname", "skola", "L")] +
                  [("school", n, "L") for n in ("Kim", "A-skola", "B-skola")])
    for mode in ("swell", "hips"):
        out = render_essay(essay, [span], mode=mode, seed=0, options=RenderOptions(avoid=every))
        assert not every.clashes(out.entries[0].surrogate, "L")
    stubborn = Avoid([("school", "Hagaskolan", "L"), ("other_institution", "school", "L")])
    out = render_essay(essay, [span], mode="swell", seed=0, options=RenderOptions(avoid=stubborn))
    assert not stubborn.clashes(out.entries[0].surrogate, "L")


@pytest.mark.parametrize("mode", ["swell", "hips"])
def test_no_seed_refuses_a_release_for_a_surrogate(tmp_path: Path, mode: str) -> None:
    essays = [Essay("a", "L", "Jag är tjugo år. Jag går på Hagaskolan i Borlänge med Anna Andersson."),
              Essay("b", "L", "Anna Andersson och jag, tjugo år, bor i Borlänge nära Hagaskolan."),
              Essay("c", "M", "Jag jobbar på Anderssons Åkeri i Falun.")]
    marks = {"a": [("tjugo", "age_string"), ("Hagaskolan", "school"), ("Borlänge", "city"),
                   ("Anna", "firstname_female"), ("Andersson", "surname")],
             "b": [("Anna", "firstname_female"), ("Andersson", "surname"), ("tjugo", "age_string"),
                   ("Borlänge", "city"), ("Hagaskolan", "school")],
             "c": [("Anderssons Åkeri", "work"), ("Falun", "city")]}
    spans = {e.id: spans_for(e.text, *marks[e.id]) for e in essays}
    for seed in range(20):
        pseudonymize_corpus(Corpus.of(essays), tmp_path / f"{seed}", mode=mode, seed=seed, spans=spans)
