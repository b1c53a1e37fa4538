from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.pseudonymize._helpers import spans_for
from workbench import taxonomy
from workbench.model import Essay, Span
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.render import REDACTED, essay_rng, placeholder, render_essay

TEXT = "Jag heter Alice och bor i Borlänge med min mamma. Alices bror Bob bor i Stockhulm."
MARKS = [("Alice", "firstname_female"), ("Borlänge", "city"), ("mamma", "fam"),
         ("Alices", "firstname_female", ["gen"]), ("Bob", "firstname_male"), ("Stockhulm", "city")]
ESSAY = Essay("e1", "L1", TEXT)


def render(mode: str = "swell", **kw: object):
    return render_essay(ESSAY, spans_for(TEXT, *MARKS), mode=mode, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize("mode", ["swell", "hips", "placeholder", "redact"])
def test_modes_replace_names_and_keep_mark_only(mode: str) -> None:
    out = render(mode, seed=3)
    assert "mamma" in out.target
    for original in ("Alice", "Borlänge", "Stockhulm", "Bob "):
        assert original not in out.target
    assert [out.target[a:b] for _, a, b in out.aligned if _.label == "fam"] == ["mamma"]


def test_placeholder_and_redact_forms() -> None:
    assert render("placeholder").target == ("Jag heter [FIRSTNAME_FEMALE-1] och bor i [CITY-1] med min "
                                            "mamma. "
                                            "[FIRSTNAME_FEMALE-1] bror [FIRSTNAME_MALE-2] bor i [CITY-2].")
    assert render("redact").target.count(REDACTED) == 5
    assert placeholder(Span(0, 1, "email")) == "[EMAIL]"


def test_same_entity_same_surrogate_with_morphology() -> None:
    out = render(seed=1)
    sur = {s.start: out.target[a:b] for s, a, b in out.aligned}
    first, genitive = sur[TEXT.index("Alice")], sur[TEXT.index("Alices")]
    assert genitive in (first + "s", first)  # -s unless the name ends in s/x/z


def test_fake_places_option() -> None:
    out = render(seed=1, options=RenderOptions(fake_places=True))
    assert "bor i A-stad" in out.target and "bor i B-stad" in out.target


def test_fake_places_is_ignored_in_hips_mode() -> None:
    out = render("hips", seed=1, options=RenderOptions(fake_places=True))
    assert "A-stad" not in out.target


@pytest.mark.parametrize("mode", ["swell", "hips", "placeholder", "redact"])
def test_same_seed_same_bytes_and_other_seed_differs(mode: str) -> None:
    assert render(mode, seed=5).target == render(mode, seed=5).target
    if mode in ("swell", "hips"):
        assert len({render(mode, seed=s).target for s in range(6)}) > 1


def test_rng_depends_on_seed_and_essay_id_only() -> None:
    assert essay_rng(1, "a").random() == essay_rng(1, "a").random()
    assert essay_rng(1, "a").random() != essay_rng(1, "b").random()
    assert essay_rng(1, "a").random() == 0.6999762686160851  # stable across runs and machines


def test_state_carries_surrogates_and_is_not_mutated() -> None:
    state = {("city", 1): "Guntorp"}
    out = render(seed=2, state=state)
    assert "bor i Guntorp" in out.target
    assert state == {("city", 1): "Guntorp"}
    assert out.state[("city", 1)] == "Guntorp" and ("firstname", 2) in out.state


def test_key_entries_have_target_offsets_and_skip_mark_only() -> None:
    out = render(seed=4)
    assert {e.label for e in out.entries} == {"firstname_female", "firstname_male", "city"}
    for e in out.entries:
        assert out.target[e.target_start : e.target_end] == e.surrogate
        assert e.essay_id == "e1" and e.learner_id == "L1"


def test_reviewer_surrogate_wins() -> None:
    text = "Vi vann VM i fotboll."
    span = Span(8, 20, "extra", frozenset({"surrogate=en tävling"}))
    assert render_essay(Essay("x", "L", text), [span]).target == "Vi vann en tävling."
    bare = span.with_(attributes=frozenset())
    assert render_essay(Essay("x", "L", text), [bare]).target == "Vi vann [extra]."


def test_prepositions_are_never_rewritten() -> None:
    text = "Jag bor i Tyskland."
    out = render_essay(Essay("x", "L", text), spans_for(text, ("Tyskland", "country")), seed=1)
    assert out.target.startswith("Jag bor i ") and out.target.endswith(".")


def test_unknown_mode_fails() -> None:
    with pytest.raises(ValueError, match="unknown mode"):
        render("pretty")


def test_overlapping_spans_fail() -> None:
    with pytest.raises(ValueError, match="overlap"):
        render_essay(ESSAY, [Span(10, 15, "firstname_female"), Span(12, 20, "city")])


# --- properties -------------------------------------------------------------------------------------

# labels whose operator accepts any word (the number-shaped ones refuse text without digits, by design)
_WORD_OPS = {"firstname", "surname", "initial", "city", "country", "region", "area", "place", "geo", "school",
             "work", "public_authority", "other_institution", "transport_name", "keep", "email", "url",
             "username"}
_LABELS = sorted(n for n, lab in taxonomy.LABELS.items() if lab.operator in _WORD_OPS)
_WORDS = st.text(alphabet="abcdefghijklmnopqrstuvwxyzåäöABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ", min_size=1,
                 max_size=9)


@st.composite
def essays(draw: st.DrawFn) -> tuple[str, list[Span]]:
    words = draw(st.lists(_WORDS, min_size=1, max_size=25))
    seps = draw(st.lists(st.sampled_from([" ", ", ", ". ", "\n", " - "]), min_size=len(words),
                         max_size=len(words)))
    text, offsets = "", []
    for w, sep in zip(words, seps, strict=True):
        offsets.append((len(text), len(text) + len(w)))
        text += w + sep
    chosen = draw(st.lists(st.integers(0, len(words) - 1), unique=True, max_size=8))
    spans = [Span(*offsets[i], draw(st.sampled_from(_LABELS))) for i in sorted(chosen)]
    return text, spans


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(essays(), st.sampled_from(["swell", "hips", "placeholder", "redact"]), st.integers(0, 3))
def test_rendering_keeps_everything_outside_spans(case: tuple[str, list[Span]], mode: str, seed: int) -> None:
    text, spans = case
    out = render_essay(Essay("p", "L", text), spans, mode=mode, seed=seed)
    src = dst = 0
    for span, a, b in out.aligned:
        assert out.target[dst:a] == text[src : span.start]
        src, dst = span.end, b
    assert out.target[dst:] == text[src:]


_MARKER = re.compile(r"\[[A-Z_]+(?:-\d+)?\]")  # what the redact and placeholder modes write


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(essays(), st.sampled_from(["swell", "hips", "placeholder", "redact"]), st.integers(0, 3))
def test_no_original_survives(case: tuple[str, list[Span]], mode: str, seed: int) -> None:
    text, spans = case
    out = render_essay(Essay("p", "L", text), spans, mode=mode, seed=seed)
    for span in spans:
        original = span.text(text)
        if taxonomy.group_of(span.label) == "mark-only" or len(original) < 3:
            continue
        rest = text[: span.start] + "\0" + text[span.end :]
        if original.casefold() in rest.casefold() or any(original.casefold() in o.text(text).casefold()
                                                        for o in spans if o is not span):
            continue  # the value occurs elsewhere in the text (kept there, or another span's text)
        # a surrogate of another entity may contain it by chance ("Nilsson & Pålsson HB" for a company
        # while an area was "Nil"): that reveals nothing (the release's leak check allows it too)
        # and a fixed marker may too ("dac" in "[REDACTED]", "[SURNAME-1]"): it is the same whatever the original was
        target = out.target
        for other, a, b in out.aligned:
            if (other.start, other.end) != (span.start, span.end) or _MARKER.fullmatch(target[a:b]):
                target = target[:a] + "\0" * (b - a) + target[b:]
        assert original.casefold() not in target.casefold(), (span.label, mode)


def test_an_operator_refusing_a_span_names_the_essay() -> None:
    with pytest.raises(ValueError, match=r"essay x: span \[0,3\) age_digits"):
        render_essay(Essay("x", "L", "abc är min ålder"), [Span(0, 3, "age_digits")])
