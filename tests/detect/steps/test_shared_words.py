"""Step "shared_words": a word the learned decision added that other learners write too (where no rule finds
it personal) is dropped, with the copies the consistency step made of it; rule-found values stay."""

from __future__ import annotations

from workbench.detect.steps.known_values import propagate_known
from workbench.detect.steps.shared_words import drop_shared
from workbench.model import Essay, Span

A = Essay("a", "A", "Hej politiker av Östtuna Kommun, Kommun är viktig. Jag heter behruz.")
OTHERS = [Essay(f"o{n}", f"L{n}", f"Vår kommun har ett bibliotek nummer {n}.") for n in range(3)]


def _span(essay: Essay, word: str, label: str, source: str, nth: int = 0) -> Span:
    start = -1
    for _ in range(nth + 1):
        start = essay.text.index(word, start + 1)
    return Span(start, start + len(word), label, source=source)


def _spans() -> dict[str, list[Span]]:
    return {"a": [_span(A, "Östtuna", "city", "places"), _span(A, "Kommun", "firstname_unknown", "decide"),
                  _span(A, "Kommun", "firstname_unknown", "consistency", 1),
                  _span(A, "behruz", "firstname_unknown", "decide")],
            **{e.id: [] for e in OTHERS}}


def _words(out: dict[str, list[Span]], essay: Essay) -> list[str]:
    return [s.text(essay.text) for s in out[essay.id]]


def test_a_model_added_word_three_other_learners_write_is_dropped_with_its_copies() -> None:
    out = drop_shared([A, *OTHERS], _spans())
    assert _words(out, A) == ["Östtuna", "behruz"]  # rule-found and a word no one else writes stay
    # and known_values no longer spreads "Kommun" into the other learners' essays as a name
    known = propagate_known([A, *OTHERS], out)
    assert all(out_e == [] for out_e in (known[e.id] for e in OTHERS))


def test_fewer_other_learners_or_a_rule_found_word_keeps_it() -> None:
    assert _words(drop_shared([A, *OTHERS[:2]], _spans()), A) == ["Östtuna", "Kommun", "Kommun", "behruz"]
    spans = _spans()
    spans["o0"] = [_span(OTHERS[0], "kommun", "city", "places")]  # where a rule finds it, that learner counts not
    assert _words(drop_shared([A, *OTHERS], spans), A) == ["Östtuna", "Kommun", "Kommun", "behruz"]
    ruled = _spans()
    ruled["a"][1] = ruled["a"][1].with_(source="names")  # found by a rule: never dropped here
    assert _words(drop_shared([A, *OTHERS], ruled), A) == ["Östtuna", "Kommun", "Kommun", "behruz"]


def test_without_model_added_words_nothing_changes() -> None:
    spans = {"a": [_span(A, "Östtuna", "city", "places")], **{e.id: [] for e in OTHERS}}
    assert drop_shared([A, *OTHERS], spans) == spans
