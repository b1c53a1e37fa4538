"""Step "shared_names": a name that three or more learners write, none of them tying it to a writer, at least half
of them in an essay about a text ("boken", "huvudpersonen"), is likely the text's character or author and is lowered
in every essay (never dropped); a tied mention anywhere, or essays about no text, keep its score."""

from __future__ import annotations

import unicodedata

import pytest

from workbench.detect import detect_corpus
from workbench.detect.evidence import evidence
from workbench.detect.steps.known_values import propagate_known
from workbench.detect.steps.shared_names import lower_shared_names
from workbench.model import Essay, Span

STORY = ["I boken lämnar Shilan honom.", "Shilan är en stark kvinna i boken.", "Huvudpersonen minns Shilans ord."]
TEACHER = ["Eva är snäll. Hon hjälper oss ofta.", "Eva ger mycket läxor.", "Eva är lärare i svenska."]


def _essays(texts: list[str], lang: str = "sv") -> list[Essay]:
    return [Essay(f"e{n}", f"L{n}", t, lang) for n, t in enumerate(texts)]


def _name(essay: Essay, word: str, rule: str = "names:capitalised", source: str = "names", **ev: object) -> Span:
    start = essay.text.index(word)
    end = start + len(word)
    genitive = essay.text[end : end + 1] == "s"
    return Span(start, end + genitive, "firstname_female", source=source, evidence=evidence(rule, **ev),
                attributes=frozenset({"gen"}) if genitive else frozenset())


def _spans(essays: list[Essay], word: str = "Shilan") -> dict[str, list[Span]]:
    return {e.id: [_name(e, word)] for e in essays if word in e.text}


def _left(essays: list[Essay], spans: dict[str, list[Span]]) -> list[str]:
    """The spans the step leaves as they were (the others it lowered: all of them still there)."""
    out = lower_shared_names(essays, spans)
    assert [len(out[e.id]) for e in essays] == [len(spans.get(e.id, ())) for e in essays]  # nothing dropped
    return [s.text(e.text) for e in essays for s in out[e.id] if s in spans.get(e.id, ())]


def test_a_books_character_three_learners_write_and_none_ties_is_lowered_everywhere() -> None:
    essays = _essays([*STORY, "Shilan lämnar honom till slut."])  # the fourth essay names no text: lowered too
    out = lower_shared_names(essays, _spans(essays))
    low = [s for e in essays for s in out[e.id]]
    assert len(low) == 4 and all(s.score <= 0.3 for s in low)  # "Shilans" counts as "Shilan"
    assert all("written by 4 learners" in s.reason and "Shilan" not in s.reason for s in low)
    assert dict(low[0].evidence)["lowered"] == ("shared_names",)
    assert propagate_known(essays, out) == out  # still replaced: known_values finds nothing new


def test_without_essays_about_a_text_many_learners_third_person_keeps_it() -> None:
    essays = _essays(TEACHER)
    assert len(_left(essays, _spans(essays, "Eva"))) == 3
    # one of three learners in an essay about a text is not half of them
    essays = _essays([*TEACHER[:2], "Eva läste boken högt."])
    assert len(_left(essays, _spans(essays, "Eva"))) == 3


def test_two_learners_or_one_learners_three_essays_keep_it() -> None:
    essays = _essays(STORY[:2])
    assert len(_left(essays, _spans(essays))) == 2
    one = [Essay(f"e{n}", "L", t) for n, t in enumerate(STORY)]
    assert len(_left(one, _spans(one))) == 3


@pytest.mark.parametrize("text", ["I boken träffade jag Shilan.", "Shilan och jag läste boken.", "Hej Shilan!",
                                  "Hälsningar, Shilan", "Tack för boken.\nShilan\n", "Vi ringde Shilan.",
                                  "Shilan, hur mår du?", "Shilan mamma kom hem.", "Läraren Shilan har boken.",
                                  "Svenskläraren Shilan har boken.", "Grannen Shilan har boken.",
                                  "Jag ringde vännen Shilan."])
def test_one_mention_that_ties_the_name_to_a_writer_keeps_it_everywhere(text: str) -> None:
    essays = _essays([*STORY, text])
    assert len(_left(essays, _spans(essays))) == 4


@pytest.mark.parametrize("rule, ev", [("triggers:after_name_trigger", {}), ("names:before_family_word", {}),
                                      ("names:capitalised", {"trigger": "heter"})])
def test_a_rule_that_found_it_by_a_trigger_or_family_word_ties_it(rule: str, ev: dict) -> None:
    essays = _essays([*STORY, "I boken är Shilan någons kompis."])
    spans = _spans(essays)
    spans["e3"] = [_name(essays[3], "Shilan", rule, rule.split(":")[0], **ev)]
    assert len(_left(essays, spans)) == 4


def test_the_tie_is_read_as_detection_reads_it_nfd_and_invisible_characters() -> None:
    for tie in ("Kära Shilan!", "Jag ringde vännen Shilan.", "J\u200bag träffade Shilan."):
        texts = [unicodedata.normalize("NFD", t) for t in [*STORY, tie]]
        essays = _essays(texts)
        assert len(_left(essays, _spans(essays))) == 4, tie


def test_swedish_i_is_no_first_person_word_but_english_i_is() -> None:
    essays = _essays(["I boken bor Karl i Umeå.", "Karl är modig i boken.", "I boken kommer Karl hem."])
    assert _left(essays, _spans(essays, "Karl")) == []
    english = _essays(["In the novel Karl and I go home.", "Karl is the protagonist.", "The author lets Karl go."],
                      "en")
    assert len(_left(english, _spans(english, "Karl"))) == 3


def test_a_genitive_counts_as_its_base_only_where_detection_marked_it_so() -> None:
    essays = _essays(["I boken är Andrea modig.", "I boken är Andrea rädd.", "I boken kommer Andreas hem."])
    spans = {e.id: [Span(e.text.index("Andrea"), e.text.index("Andrea") + len(e.text.split()[3].rstrip(".")),
                         "firstname_female", source="names", evidence=evidence("names:capitalised"))]
             for e in essays}
    assert len(_left(essays, spans)) == 3  # "Andreas" is no genitive here: two learners write "Andrea"


def test_other_spans_stay() -> None:
    essays = _essays(["I boken bor Shilan i Umeå.", *STORY[1:]])
    spans = _spans(essays)
    start = essays[0].text.index("Umeå")
    spans["e0"].append(Span(start, start + 4, "city", source="places"))
    assert _left(essays, spans) == ["Umeå"]


def test_a_name_beside_two_different_names_is_several_people_and_stays() -> None:
    essays = _essays(["I boken talade Hanna Widerstedt.", "I boken svarade Hanna\u00a0Grip.", "I boken kom Hanna."])
    spans = {e.id: [_name(e, w) for w in ("Hanna", "Widerstedt", "Grip") if w in e.text] for e in essays}
    assert len(_left(essays, spans)) == 5
    one = _essays(["Astrid Lindgren skrev boken.", "Boken av Astrid Lindgren.", "Astrid är författaren.",
                   "Lindgren skrev romanen."])
    spans = {e.id: [_name(e, w) for w in ("Astrid", "Lindgren") if w in e.text] for e in one}
    assert _left(one, spans) == []


def test_through_the_pipeline_the_books_character_is_lowered_and_the_friend_is_not() -> None:
    friend = ["Min bästa vän heter Amina.", "Amina bor i Malmö.", "Amina är snäll.", "Amina lagar mat."]
    essays = _essays([*STORY, *friend])
    found = detect_corpus(essays, lang="sv", model="none")
    scores = {(s.text(e.text), s.score) for e in essays for s in found.spans[e.id] if s.label.startswith("first")}
    assert {w for w, _ in scores} == {"Shilan", "Shilans", "Amina"}  # all still replaced
    assert all((x <= 0.3) == w.startswith("Shilan") for w, x in scores)


def test_through_the_pipeline_the_language_detection_chose_is_read() -> None:
    texts = ["Yesterday Tom read the novel.", "Tom is the protagonist of the novel.", "The author likes Tom.",
             "In the novel Tom and I are friends."]
    essays = [Essay(f"e{n}", f"L{n}", t) for n, t in enumerate(texts)]  # language left at its default
    found = detect_corpus(essays, lang=None, model="none")
    toms = [s for e in essays for s in found.spans[e.id] if s.text(e.text) == "Tom"]
    assert len(toms) == 4 and not any("lowered" in dict(s.evidence) for s in toms)  # "I" ties in English
