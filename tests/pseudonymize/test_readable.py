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
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.key import reidentify
from workbench.pseudonymize.lexicon import place_kind
from workbench.pseudonymize.lists import city_countries, first_names, name_region
from workbench.pseudonymize.morphology import reads_definite
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.prepositions import kind_at
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
                was = original[:-1] if "gen" in span.attributes else original
                assert place_kind(stem, label)[0] == kind_at(r.source, span, was)[0], (original, surrogate)
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


# --- the last mile (issue 17.6, "aim for zero"): learners D1/D2 of cases.input.jsonl, one case each ---

def _of(variant: str, seed: int, essay: str) -> dict[str, list[str]]:
    """Original -> its surrogates (in text order) in one essay of learner D."""
    r = next(r for r in render(variant, seed) if r.essay_id == essay)
    out: dict[str, list[str]] = {}
    for s, a, b in r.aligned:
        if s.source != "preposition":
            out.setdefault(r.source[s.start : s.end], []).append(r.target[a:b])
    return out


def _target(variant: str, seed: int, essay: str) -> str:
    return next(r for r in render(variant, seed) if r.essay_id == essay).target


SEEDS = range(6)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", ["swell", "hips", "markers"])
def test_the_readability_check_finds_nothing(variant: str, seed: int) -> None:
    """bench/readability.py's check over every golden case: no surrogate of another kind, gender, form
    or case, no preposition the surrogate does not take."""
    from bench.readability import findings

    for r in render(variant, seed):
        assert [f for f in findings(r, r.language) if f is not None] == []


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", ["swell", "hips"])
def test_a_city_part_after_pa_gets_a_city_part(variant: str, seed: int) -> None:
    """"i Karlstad, på Herrhagen": 003 labels the city part city, but "på <city>" reads wrong."""
    (herrhagen,) = _of(variant, seed, "D1")["Herrhagen"]
    kind, preposition = place_kind(herrhagen, "city")
    assert kind == "district" and preposition in ("", "på"), herrhagen
    assert f"på {herrhagen}." in _target(variant, seed, "D1")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", ["swell", "hips"])
def test_places_keep_the_kind_the_text_shows(variant: str, seed: int) -> None:
    """A shopping centre of no known kind is no street, an airport stays an airport, a name before a
    house number is a street, and a street in the genitive stays a street in the genitive."""
    got = _of(variant, seed, "D1")
    (kupolen,), (kastrup,), (buro,), (strand,) = (got[k] for k in ("Kupolen", "Kastrup", "Burocentrum",
                                                                   "Strandvägens"))
    assert place_kind(kupolen, "place")[0] == "place", kupolen
    assert place_kind(kastrup, "place")[0] == "airport", kastrup
    assert place_kind(buro, "place")[0] == "street", buro
    assert strand.endswith("s") and place_kind(strand[:-1], "place")[0] == "street", strand


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", ["swell", "hips"])
def test_definite_originals_get_definite_surrogates(variant: str, seed: int) -> None:
    """"Baraön", "Norra stadsberget", "Stadsbiblioteket", "Vasagatan" read definite: so do their surrogates."""
    got = {**_of(variant, seed, "D1"), **_of(variant, seed, "D2"), **_of(variant, seed, "C1")}
    for original in ("Baraön", "Norra stadsberget", "Stadsbiblioteket", "Vasagatan"):
        assert all(reads_definite(s) for s in got[original]), (original, got[original])


@pytest.mark.parametrize("seed", SEEDS)
def test_hips_institutions_keep_their_head(seed: int) -> None:
    """hips mode: a library stays a library, not "Karlsson AB"."""
    got = _of("hips", seed, "D2")
    assert got["Linsbiblioteket"][0].endswith("biblioteket")
    assert got["Forkecentralen"][0].endswith("centralen")
    assert got["HVB Solbacken"][0].endswith("backen")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", ["swell", "hips"])
def test_a_place_first_named_without_preposition_fits_the_later_one(variant: str, seed: int) -> None:
    """"Min favoritplats är Stadsbiblioteket. Jag läser ofta på Stadsbiblioteket": the surrogate is drawn
    at the first mention, and takes "på" like the original, so the second needs no rewrite."""
    r = next(r for r in render(variant, seed) if r.essay_id == "D2")
    assert not [s for s, _, _ in r.aligned if s.source == "preposition"]
    (first, second) = _of(variant, seed, "D2")["Stadsbiblioteket"]
    assert first == second and place_kind(first, "place")[1] in ("", "på")


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", ["swell", "hips"])
def test_a_city_is_of_the_country_the_essay_names(variant: str, seed: int) -> None:
    """"från Spanien, från Valencia": Spain's Valencia (the gazetteer's largest is Venezuela's), so the
    surrogate is a city of the country that stands for Spain."""
    got = _of(variant, seed, "D2")
    (country,), (city,) = got["Spanien"], got["Valencia"]
    from workbench.pseudonymize.lists import country_code

    assert country_code(country) in city_countries(city), (country, city)


@pytest.mark.parametrize("seed", SEEDS)
def test_hips_last_resort_keeps_the_kind(seed: int) -> None:
    """A foreign region the lists cannot place gets a Faker town in hips mode, but never an island."""
    (undered,) = _of("hips", seed, "D2")["Undered"]
    assert place_kind(undered, "region")[0] == "province", undered


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", ["swell", "hips"])
def test_no_surrogate_is_the_original_without_its_dotless_i(variant: str, seed: int) -> None:
    """"Kadıköy" -> "Kadikoy" was drawn as a surrogate: fold did not fold "ı"."""
    (kadikoy,) = _of(variant, seed, "D1")["Kadıköy"]
    assert fold(kadikoy) != "kadikoy"


# --- origin and nicknames (learner E of cases.input.jsonl) ---

def test_the_labelled_names_have_their_region() -> None:
    """bench/readability.py --origins over the hand-labelled names of the sample corpus and the silver
    sentences: no name of a wrong region; the five the lists do not know are the ones left, and with the
    region of the person's other name only Faadumo (alone in her essay) and Warsame (Amina's surname:
    Amina is Arabic by the lists, Warsame Somali) stay off."""
    from bench.readability import origin_errors

    got = origin_errors()
    assert got["wrong"] == []
    assert got["missing"] == ["Al-Khatib", "Faadumo", "Gebremedhin", "Qadir", "Warsame"]
    assert got["person"] == ["Faadumo (None)", "Warsame (arabic)"]


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("variant", ["hips", "swell-origin"])
def test_names_keep_their_region(variant: str, seed: int) -> None:
    """"tesfay Gebremedhin": a surname the lists do not know takes tesfay's region (it got a Swedish
    one); "Erik" and "Ingrid" are Nordic (they came out Slavic and Latin American)."""
    got = _of(variant, seed, "E1")
    assert name_region(got["tesfay"][0]) == "horn_of_africa"
    assert name_region(got["Gebremedhin"][0], "surname") == "horn_of_africa"
    assert name_region(got["Erik"][0]) == name_region(got["Ingrid"][0]) == "nordic"


@pytest.mark.parametrize("name, clip, expected", [
    ("Karl", 0, "Kalle"),  # listed
    ("Małgorzata", 3, "Gosia"),  # listed wins over a clipping
    ("Godwin", 3, "Godwin"),  # "God" is a word
    ("Emeka", 3, "Eme"),  # the learner's "Chi" of "Chinedu": the surrogate's beginning
    ("Emeka", 0, "Emeka"),  # the learner's nickname was no clipping: the name itself
    ("Adamou", 2, "Adamou"),  # two letters ("Ad") is too short to read as a name
])
def test_diminutive(name: str, clip: int, expected: str) -> None:
    from workbench.pseudonymize.operators.nickname import diminutive

    assert diminutive(name, clip) == expected


@pytest.mark.parametrize("seed", range(12))
def test_a_nickname_is_never_a_common_word(seed: int) -> None:
    """hips, "Godwin Mensah kallas God": the nickname is the surrogate's listed one, its beginning (never a
    common word), or the surrogate first name itself (which may be one: "King", "Martial" are names of
    the West African lists)."""
    from workbench.pseudonymize.lexicon import nicknames
    from workbench.pseudonymize.scope import common_word

    got = _of("hips", seed, "E1")
    (first,), (nick,) = got["Godwin"], got["God"]
    listed = nicknames().get(first.lower(), ())
    assert nick in listed or nick == first or (first.startswith(nick) and len(nick) >= 3), (first, nick)
    assert nick in listed or nick == first or not common_word(nick), nick
