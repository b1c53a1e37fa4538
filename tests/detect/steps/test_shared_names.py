"""Step "shared_names": a name that three or more learners write, none of them tying it to the writer, is a set
book's character or a public figure and is dropped in every essay; one tied mention anywhere keeps it."""

from __future__ import annotations

import pytest

from workbench.detect import detect_corpus
from workbench.detect.evidence import evidence
from workbench.detect.steps.known_values import propagate_known
from workbench.detect.steps.shared_names import drop_shared_names
from workbench.model import Essay, Span

STORY = ["När Shilan lämnar honom blir han ledsen.", "Shilan är en stark kvinna i boken.", "Han minns Shilans ord."]


def _essays(texts: list[str], lang: str = "sv") -> list[Essay]:
    return [Essay(f"e{n}", f"L{n}", t, lang) for n, t in enumerate(texts)]


def _name(essay: Essay, word: str, rule: str = "names:capitalised", source: str = "names", **ev: object) -> Span:
    start = essay.text.index(word)
    end = start + len(word)
    end += essay.text[end : end + 1] == "s"  # with its genitive -s
    return Span(start, end, "firstname_female", source=source, evidence=evidence(rule, **ev))


def _spans(essays: list[Essay], word: str = "Shilan") -> dict[str, list[Span]]:
    return {e.id: [_name(e, word)] for e in essays}


def _left(essays: list[Essay], spans: dict[str, list[Span]]) -> list[str]:
    out = drop_shared_names(essays, spans)
    return [s.text(e.text) for e in essays for s in out[e.id]]


def test_a_name_three_learners_write_and_none_ties_is_dropped_everywhere() -> None:
    essays = _essays(STORY)
    out = drop_shared_names(essays, _spans(essays))
    assert all(v == [] for v in out.values())  # "Shilans" counts as "Shilan"
    assert all(v == [] for v in propagate_known(essays, out).values())  # and nothing spreads it back


def test_two_learners_or_one_learners_three_essays_keep_it() -> None:
    essays = _essays(STORY[:2])
    assert _left(essays, _spans(essays)) == ["Shilan", "Shilan"]
    one = [Essay(f"e{n}", "L", t) for n, t in enumerate(STORY)]
    assert _left(one, _spans(one)) == ["Shilan", "Shilan", "Shilans"]


@pytest.mark.parametrize("text", ["Jag träffade Shilan igår.", "Shilan och jag gick till skolan.", "Hej Shilan!",
                                  "Hälsningar, Shilan", "Tack för brevet.\nShilan\n", "Vi ringde Shilan."])
def test_one_mention_that_ties_the_name_to_a_writer_keeps_it_everywhere(text: str) -> None:
    essays = _essays([*STORY, text])
    assert len(_left(essays, _spans(essays))) == 4


@pytest.mark.parametrize("rule, ev", [("triggers:after_name_trigger", {}), ("names:before_family_word", {}),
                                      ("names:capitalised", {"trigger": "heter"})])
def test_a_rule_that_found_it_by_a_trigger_or_family_word_ties_it(rule: str, ev: dict) -> None:
    essays = _essays([*STORY, "Min kompis Shilan bor här."])
    spans = _spans(essays)
    spans["e3"] = [_name(essays[3], "Shilan", rule, rule.split(":")[0], **ev)]
    assert len(_left(essays, spans)) == 4


def test_swedish_i_is_no_first_person_word_but_english_i_is() -> None:
    essays = _essays(["Karl bor i Umeå.", "Karl är modig.", "Sedan kommer Karl hem."])
    assert _left(essays, _spans(essays, "Karl")) == []
    english = _essays(["Karl and I went home.", "Karl is brave.", "Then Karl comes home."], "en")
    assert len(_left(english, _spans(english, "Karl"))) == 3


def test_other_spans_stay() -> None:
    essays = _essays(["Shilan bor i Umeå.", *STORY[1:]])
    spans = _spans(essays)
    start = essays[0].text.index("Umeå")
    spans["e0"].append(Span(start, start + 4, "city", source="places"))
    assert _left(essays, spans) == ["Umeå"]


def test_through_the_pipeline_the_set_book_name_goes_and_the_friend_stays() -> None:
    friend = ["Min bästa vän heter Amina.", "Amina bor i Malmö.", "Amina är snäll.", "Amina lagar mat."]
    essays = _essays([*STORY, *friend])
    found = detect_corpus(essays, lang="sv", model="none")
    words = {s.text(e.text) for e in essays for s in found.spans[e.id]}
    assert "Amina" in words and not words & {"Shilan", "Shilans"}


@pytest.mark.parametrize("text", ["Samir mamma kom hem.", "Jag ringde vännen Shilan.", "Shilan, hur mår du?"])
def test_a_family_word_beside_it_or_a_second_person_word_near_it_ties_it(text: str) -> None:
    word = "Samir" if text.startswith("Samir") else "Shilan"
    essays = _essays([t.replace("Shilan", word) for t in STORY] + [text])
    assert len(_left(essays, _spans(essays, word))) == 4


def test_someone_elses_family_word_ties_nothing() -> None:
    essays = _essays([*STORY, "Jonatan och hans bror Shilan."])
    assert _left(essays, _spans(essays)) == []


def test_a_name_beside_two_different_names_is_several_people_and_stays() -> None:
    essays = _essays(["Hanna Widerstedt talade.", "Hanna Grip svarade.", "Sedan kom Hanna."])
    spans = {e.id: [_name(e, w) for w in ("Hanna", "Widerstedt", "Grip") if w in e.text] for e in essays}
    assert len(_left(essays, spans)) == 5
    one = _essays(["Astrid Lindgren skrev boken.", "Boken av Astrid Lindgren.", "Astrid skrev mycket.",
                   "Lindgren skrev mer."])
    spans = {e.id: [_name(e, w) for w in ("Astrid", "Lindgren") if w in e.text] for e in one}
    assert _left(one, spans) == []
