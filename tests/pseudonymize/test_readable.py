"""Surrogates that read right (issue 17): the cases found on the sample corpus, each with a before/after
golden file (tests/golden/surrogates/cases.<variant>.txt, the input in cases.input.jsonl), and the
properties behind them checked one by one.

Regenerate the golden files after an intended change with
``WORKBENCH_REGEN_GOLDEN=1 .venv/bin/pytest tests/pseudonymize/test_readable.py`` and review the diff.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from workbench.io.spans import read_spans
from workbench.model import Essay, Span
from workbench.pipeline import render_learner
from workbench.pseudonymize.entities import entity_of
from workbench.pseudonymize.key import reidentify
from workbench.pseudonymize.lexicon import place_kind
from workbench.pseudonymize.lists import first_names, name_region
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.render import Rendered

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "surrogates"
VARIANTS = {"swell": ("swell", RenderOptions()), "hips": ("hips", RenderOptions()),
            "swell-fake": ("swell", RenderOptions(fake_places=True)),
            "swell-origin": ("swell", RenderOptions(keep_origin=True)), "markers": ("markers", RenderOptions())}


def render(variant: str, seed: int = 2024) -> list[Rendered]:
    items = read_spans(GOLDEN / "cases.input.jsonl")
    mode, options = VARIANTS[variant]
    out: list[Rendered] = []
    for learner in dict.fromkeys(e.learner_id for e, _ in items):
        mine = [(e, s) for e, s in items if e.learner_id == learner]
        out += render_learner([e for e, _ in mine], {e.id: s for e, s in mine}, mode=mode, seed=seed,
                              options=options)
    return out


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_golden(variant: str) -> None:
    path = GOLDEN / f"cases.{variant}.txt"
    got = "".join(f"### {r.essay_id}\n{r.target}\n" for r in render(variant))
    if os.environ.get("WORKBENCH_REGEN_GOLDEN"):
        path.write_text(got, encoding="utf-8")
    assert got.encode("utf-8") == path.read_bytes(), f"{path.name} differs (see the module doc to regenerate)"


def _mentions(r: Rendered, label: str) -> list[tuple[str, str, Span]]:
    return [(r.source[s.start : s.end], r.target[a:b], s) for s, a, b in r.aligned
            if s.label == label and "preposition" not in s.attributes]


@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("variant", ["swell", "hips"])
def test_places_keep_their_kind_and_preposition(variant: str, seed: int) -> None:
    for r in render(variant, seed):
        for label in ("geo", "region", "area", "city", "place"):
            for original, surrogate, span in _mentions(r, label):
                if " " in original and any(c.isdigit() for c in original):
                    continue  # a whole address
                stem = surrogate[:-1] if "gen" in span.attributes else surrogate
                assert place_kind(stem, label)[0] == place_kind(original.rstrip("s") if "gen" in span.attributes
                                                                else original, label)[0], (original, surrogate)
        # "på Gotland" -> "på" + an island, "upp på Kebnekaise" -> a mountain, never "på <city>"
        for m in re.finditer(r"\b(i|på) (\w+)", r.target):
            assert not (m.group(1) == "på" and place_kind(m.group(2), "city")[0] == "city"
                        and m.group(2) in {"Stockholm", "Göteborg", "Malmö", "Uppsala"})


def test_a_rewritten_preposition_is_in_the_key() -> None:
    """With fake places Gotland becomes A-region, which takes "i": the preposition is rewritten, and
    reidentify restores "på"."""
    r = render("swell-fake")[0]
    assert "bor i A-region" in r.target and "på Gotland" in r.source
    assert reidentify(r.target, r.entries) == r.source


def test_case_as_written() -> None:
    for variant in ("swell", "hips"):
        (original, surrogate, _), = _mentions(render(variant)[0], "city")
        assert original == "östersund" and surrogate == surrogate.lower() and surrogate != original


def test_one_person_one_surrogate() -> None:
    """Full name, possessive, a later first name alone (labelled firstname_unknown there), the surname
    alone and the nickname are one person: one first name, one surname, the nickname made from it."""
    for variant in ("swell", "hips"):
        a1, a2 = render(variant)[:2]
        first = {t.removesuffix("s") for o, t, _ in _mentions(a1, "firstname_female")}
        assert len(first) == 1
        assert [t for _, t, _ in _mentions(a2, "firstname_unknown")] == list(first)
        assert {t for _, t, _ in _mentions(a1, "surname")} == {t for _, t, _ in _mentions(a2, "surname")}
        (_, nick, span), = _mentions(a1, "nickname")
        assert entity_of(span) == "person 1" and nick != next(iter(first))
        assert all(entity_of(s) == "person 1" for _, _, s in _mentions(a2, "firstname_unknown"))


def test_english_text_gets_english_names() -> None:
    b1 = render("swell")[2]
    robin = [t for o, t, _ in _mentions(b1, "firstname_unknown")]
    assert robin and robin[0] in first_names("unknown", 50, "en")
    assert all(t in first_names("male", 50, "en") for _, t, _ in _mentions(b1, "firstname_male"))


def test_keep_origin_keeps_the_region() -> None:
    a1 = render("swell-origin")[0]
    (_, first, _), *_ = _mentions(a1, "firstname_female")
    assert name_region(first) == name_region("Katarzyna") == "slavic"
    b1 = render("swell-origin")[2]
    assert all(name_region(t) == "west_african" for _, t, _ in _mentions(b1, "firstname_male"))


def test_hips_initials_and_nickname_follow_the_person() -> None:
    b1 = render("hips")[2]
    (_, surname, _), = _mentions(b1, "surname")
    (_, initial, _), = _mentions(b1, "initials")
    assert initial == surname[0]
    (_, first, _), *_ = _mentions(b1, "firstname_male")
    (_, nick, _), = _mentions(b1, "nickname")
    assert first.lower().startswith(nick.lower()[:1])


def test_hips_address_keeps_its_parts_and_the_next_sentence() -> None:
    b1 = render("hips")[2]
    (_, address, _), = _mentions(b1, "place")
    assert re.fullmatch(r"\d{3} [A-Z][\w ]+, [A-Z][\w ]+ [A-Z]{2}\d [\dA-Z]{3}", address), address
    assert ". Next week I move." in b1.target


def test_markers_say_label_number_and_surrogate() -> None:
    a1 = render("markers")[0]
    assert re.search(r"\[firstname_female:1 \w+\] \[surname:1 \w+\]", a1.target)
    assert "[geo:" in a1.target


def test_renderer_changes_only_spans_and_prepositions() -> None:
    """Outside the spans it was given, the renderer rewrites nothing but an "i"/"på" before a place."""
    for variant in VARIANTS:
        for r in render(variant):
            extra = [s for s, _, _ in r.aligned if s.source == "preposition"]
            assert all(r.source[s.start : s.end].lower() in ("i", "på") for s in extra)


def test_no_surrogate_contains_an_original() -> None:
    text = "Jag heter Anna och bor i Annaberg."
    spans = [Span(10, 14, "firstname_female"), Span(25, 33, "city")]
    from workbench.pipeline import number_and_render

    for seed in range(10):
        r, = number_and_render([Essay("x", "L", text)], {"x": spans}, seed=seed)
        assert "anna" not in r.target.lower()
