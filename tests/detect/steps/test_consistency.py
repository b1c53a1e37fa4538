"""Consistency: a detected name or place is flagged at every other occurrence, in an essay and across a
learner's essays, without overlaps and without the string in the reason."""

from __future__ import annotations

import pytest

from workbench.detect.steps.consistency import propagate, propagate_learner
from workbench.model import Span


def _at(text: str, word: str, label: str, nth: int = 0, **kw: object) -> Span:
    start = -1
    for _ in range(nth + 1):
        start = text.index(word, start + 1)
    return Span(start, start + len(word), label, **kw)  # type: ignore[arg-type]


def _view(text: str, spans: list[Span]) -> list[tuple[str, str, tuple[str, ...], str]]:
    return [(s.text(text), s.label, tuple(sorted(s.attributes)), s.source) for s in spans]


TEXT = "Anna bor i Stockholm. Annas bror gillar Stockholm. Anna är glad."


@pytest.mark.parametrize("text, spans, expected", [
    (TEXT, [_at(TEXT, "Anna", "firstname_female", source="names")], [
        ("Anna", "firstname_female", (), "names"),
        ("Annas", "firstname_female", ("gen",), "consistency"),
        ("Anna", "firstname_female", (), "consistency")]),
    ("Jag bor i Göteborg. Göteborgs hamn är stor.", [Span(10, 18, "city", frozenset({"foreign"}))], [
        ("Göteborg", "city", ("foreign",), ""), ("Göteborgs", "city", ("foreign", "gen"), "consistency")]),
    ("Annas bok. Anna läser.", [Span(0, 5, "firstname_female", frozenset({"gen"}))], [
        ("Annas", "firstname_female", ("gen",), ""), ("Anna", "firstname_female", (), "consistency")]),
    ("Write to kim@x.se or kim@x.se.", [Span(9, 17, "email")], [
        ("kim@x.se", "email", (), ""), ("kim@x.se", "email", (), "consistency")]),
    ("John's dog met John.", [Span(15, 19, "firstname_male")], [
        ("John", "firstname_male", (), ""), ("John's", "firstname_male", ("gen",), "consistency")][::-1]),
    ("Anna-Karin och Anna.", [Span(15, 19, "firstname_female")], [("Anna", "firstname_female", (), "")]),
    ("Min man, min man.", [Span(4, 7, "fam")], [("man", "fam", (), "")]),  # mark-only: not spread
])
def test_propagate_in_one_essay(text: str, spans: list[Span], expected: list[tuple]) -> None:
    assert _view(text, propagate(text, spans)) == expected


def test_reason_names_label_and_offset_not_the_string() -> None:
    out = propagate(TEXT, [_at(TEXT, "Stockholm", "city")])
    added = [s for s in out if s.source == "consistency"]
    assert [s.reason for s in added] == ["same as 'city' at offset 11"]
    assert "Stockholm" not in added[0].reason


@pytest.mark.parametrize("text, spans, kept", [
    # an occurrence inside an existing span is skipped: no overlaps are created
    ("Anna Lind och Anna.", [Span(0, 9, "surname"), Span(14, 18, "firstname_female")], 2),
    # "hans" (his) is not the name Hans, and lower-case common words are not propagated
    ("Hans bor här. Det är hans bil.", [Span(0, 4, "firstname_male")], 1),
])
def test_no_overlaps_and_no_homonyms(text: str, spans: list[Span], kept: int) -> None:
    out = propagate(text, spans)
    assert len(out) == kept
    assert all(not a.overlaps(b) for i, a in enumerate(out) for b in out[i + 1:])


def test_other_case_keeps_half_the_score() -> None:
    text = "Jag bor i Stockholm. stockholm är fint."
    out = propagate(text, [Span(10, 19, "city", score=0.8)])
    assert [(s.text(text), s.score) for s in out] == [("Stockholm", 0.8), ("stockholm", 0.4)]


def test_across_a_learners_essays() -> None:
    first = "Jag heter Anna och bor i Lund."
    second = "Nu bor jag inte i Lund längre. Anna är mitt namn."
    out = propagate_learner([(first, [_at(first, "Anna", "firstname_female"), _at(first, "Lund", "city")]),
                             (second, [])])
    assert _view(second, out[1]) == [("Lund", "city", (), "consistency"),
                                      ("Anna", "firstname_female", (), "consistency")]
    assert out[1][0].reason == "same as 'city' at offset 25 of essay 1"
    assert len(out[0]) == 2


def test_deterministic() -> None:
    spans = [_at(TEXT, "Anna", "firstname_female"), _at(TEXT, "Stockholm", "city")]
    assert propagate(TEXT, spans) == propagate(TEXT, list(reversed(spans)))


@pytest.mark.parametrize(("text", "source", "label", "spread"), [
    # court texts: the confirmed name also begins or continues the title of a law: not spread there
    ("The Administrative Court dismissed the appeal under section 33a of the Administrative Court Act.",
     "Administrative Court", "public_authority", 0),
    ("In 1998 the Military Service called him up, but under the Military Service Act he was exempted.",
     "Military Service", "public_authority", 0),
    ("The applicants appealed to the Supreme Military Administrative Court. Under the Supreme Military "
     "Administrative Court Act, his claims should have been lodged earlier.",
     "Supreme Military Administrative Court", "public_authority", 0),
    ("The Asylum Support Adjudicators heard her case within the meaning of the Asylum and Immigration Act 1996.",
     "Asylum", "other_institution", 0),
    # student essays
    ("We went to Stockholm in May. Later we read about the Stockholm Convention on pollution.",
     "Stockholm", "city", 0),
    ("My teacher Mr Hague told us about the Hague Convention.", "Hague", "surname", 0),
    # still spread: the title does not end in a law word, or a link word comes right before it
    ("The Administrative Court dismissed it. The Administrative Court of Appeal agreed.",
     "Administrative Court", "public_authority", 1),
    ("I visited London last year. London and the Code of conduct were the topics of my essay.",
     "London", "city", 1),
    ("Anna läser om Skollagen. Anna tycker att Lagen om skolan är svår.", "Anna", "firstname_female", 1),
])
def test_not_spread_into_law_titles(text: str, source: str, label: str, spread: int) -> None:
    spans = propagate(text, [_at(text, source, label, source="names")])
    assert sum(s.source == "consistency" for s in spans) == spread


@pytest.mark.parametrize(("text", "source", "label", "lang", "spread"), [
    # English: no lower-case occurrence that is a common English word ('law' is in the dictionary, 'this'
    # is frequent); a name that is no word ('tesfay', 'john': the dictionary has no 'john') is still spread
    ("Under the Law no. 3713 he was convicted; that law was later repealed.", "Law", "surname", "en", 0),
    ("This decision was served. The court rejected this claim.", "This", "firstname_female", "en", 0),
    ("My friend Tesfay helped me. Later tesfay and I finished the poster.", "Tesfay", "firstname_male", "en", 1),
    ("John wrote the plan. Then john sent it to me.", "John", "firstname_male", "en", 1),
    # the dictionary lists 'james', 'japan' and 'smith' in lower case, but writers use them as names: spread;
    # 'grace' is written in lower case as often as capitalised: a word
    ("My friend James is tall. Yesterday james and I went out.", "James", "firstname_male", "en", 1),
    ("I was born in Japan. I love japan and its food.", "Japan", "country", "en", 1),
    ("My teacher is Mr. Smith. smith is strict.", "Smith", "surname", "en", 1),
    ("I met Grace at school. Say grace before you eat.", "Grace", "firstname_female", "en", 0),
    # Swedish: a listed word ('law' is a surname of the lists) is spread, and so is a rare one in no list
    ("Jag heter Law. Min law är bra.", "Law", "surname", "sv", 1),
    ("Jag heter Law. Min law är bra.", "Law", "surname", None, 1),
    ("Min vän Tesfay kom. Sedan kom tesfay igen.", "Tesfay", "firstname_male", "sv", 1),
    # ... but no frequent Swedish word in no list: "Kläder" taken for a name where a comma was missing (SweLL's
    # train text in pseudo-essays: "Hej, kära rektorn Kläder spelar ...") is no name in "kläder bör"
    ("Hej kära rektorn Kläder spelar roll. Dyra kläder bör inte kosta för mycket.", "Kläder", "firstname_unknown",
     "sv", 0),
    ("Burocentrum 7 Vi har en park. Där bor vi.", "Vi", "firstname_unknown", "sv", 0),
])
def test_english_lower_case_common_words_not_spread(text: str, source: str, label: str, lang: str | None,
                                                    spread: int) -> None:
    spans = propagate(text, [_at(text, source, label, source="names")], lang)
    assert sum(s.source == "consistency" for s in spans) == spread


def test_learner_wide_uses_each_essays_language() -> None:
    first, second = "Jag heter Law.", "The law says so."
    out = propagate_learner([(first, [_at(first, "Law", "surname")]), (second, [])], ["sv", "en"])
    assert out[1] == []
    assert len(propagate_learner([(first, [_at(first, "Law", "surname")]), (second, [])])[1]) == 1


@pytest.mark.parametrize(("second", "spread"), [
    ("I hope you like my essay.", []),  # review 33: 'I samantha you like my essay'
    ("My hope is big and we hope so.", []),
    ("Did hope call you? me and hope went out.", ["hope", "hope"]),  # no pronoun or determiner before it
    ("Hope is nice.", ["Hope"]),  # capitalised: a name may stand there (as before)
    ("Was it hope who called?", ["hope"]),  # a pronoun that opens no clause (review 35)
])
def test_a_lower_case_common_word_name_is_not_spread_after_a_pronoun_or_determiner(second: str,
                                                                                    spread: list[str]) -> None:
    first = "Thanks for reading.\nBest wishes,\nhope"
    out = propagate_learner([(first, [_at(first, "hope", "firstname_female")]), (second, [])], ["en", "en"])
    assert [s.text(second) for s in out[1]] == spread


def test_a_lower_case_common_word_name_after_a_swedish_determiner_is_the_word() -> None:
    first = "Hej då från\ndag"
    second = "Det var en dag i maj. dag och jag gick ut."
    out = propagate_learner([(first, [_at(first, "dag", "firstname_male")]), (second, [])], ["sv", "sv"])
    assert [s.start for s in out[1]] == [second.index("dag och")]


def test_a_place_is_spread_after_a_determiner_though_it_is_a_common_word() -> None:
    """Only names are kept back after a determiner (review 35: 'the paris nights' of a learner's home town)."""
    first = "i live in paris."
    second = "i love my paris. the paris nights are long."
    out = propagate_learner([(first, [_at(first, "paris", "city")]), (second, [])], ["en", "en"])
    assert [s.text(second) for s in out[1]] == ["paris", "paris"]


def test_another_name_of_a_detected_country_is_flagged_as_written() -> None:
    """'I was born in England ... Britain is rainy' released 'Britain' (the lead's probes, session 22); 'us' and a
    lower-case form are no other name of the USA."""
    text = "I moved to the USA. America is big, Amerika too. The United States! us and america."
    spans = propagate(text, [_at(text, "USA", "country", source="places")], "en")
    assert [s.text(text) for s in spans if s.source == "consistency"] == ["America", "Amerika", "United States"]


def test_another_name_of_a_country_inside_a_longer_name_is_not_flagged() -> None:
    """Review 51 C4: 'South America', 'Captain America', 'Americas' after 'the USA'."""
    text = "I moved to the USA. South America is big. Captain America is cool. Americas are two. In America we live."
    spans = propagate(text, [_at(text, "USA", "country", source="places")], "en")
    assert [s.start for s in spans if s.source == "consistency"] == [text.index("America we")]


def test_another_name_of_a_country_in_its_genitive_or_before_a_capital_is_flagged() -> None:
    """Review 52 C10: "America's economy", 'Britain Day', 'Britain I love you' were released with the leak check
    passed."""
    text = "I live in the UK. Britain's weather is bad. Britain I love you. Britain Day is fun."
    spans = propagate(text, [_at(text, "UK", "country", source="places")], "en")
    assert len([s for s in spans if s.source == "consistency"]) == 3
