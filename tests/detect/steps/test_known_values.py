"""Known-value propagation: a value known to be personal in one essay becomes a candidate wherever the
leak check would count it (issue 13.2: "better still, it never gets there")."""

from __future__ import annotations

from tests.pseudonymize._helpers import spans_for
from workbench.detect.steps.known_values import propagate_known
from workbench.model import Essay, Span

A1 = Essay("a1", "A", "Jag heter Chi Okafor och bor i Borlänge. Jag jobbar på Karolinska.")
A2 = Essay("a2", "A", "På GitHub är jag chi-okafor. Borlänge är fint. Jag är läkare på Karolinska nu.")
B1 = Essay("b1", "B", "Okafor är min granne. Borlänge är stort. Hans bil är röd och jag såg hans hund.")
SPANS = {
    "a1": spans_for(A1.text, ("Chi", "nickname"), ("Okafor", "surname"), ("Borlänge", "city"),
                    ("Karolinska", "work")),
    "a2": [Span(A2.text.index("läkare"), A2.text.index(" nu.") + 3, "prof")],  # mark-only: kept in the text
    "b1": [],
}


def found(out: dict[str, list[Span]], essay: Essay) -> list[tuple[str, str]]:
    return [(s.text(essay.text), s.label) for s in out[essay.id] if s.source == "known_value"]


def test_known_values_reach_the_learners_other_essays_and_names_the_corpus() -> None:
    out = propagate_known([A1, A2, B1], SPANS)
    assert found(out, A2) == [("okafor", "surname"), ("Borlänge", "city"), ("Karolinska", "work")]
    assert found(out, B1) == [("Okafor", "surname")]  # a name counts across the corpus, a city does not
    assert found(out, A1) == []  # what detection found stays as it was
    assert out["a1"] == sorted(SPANS["a1"], key=lambda s: (s.start, s.end, s.label))


def test_a_mark_only_span_is_split_around_a_known_value() -> None:
    out = propagate_known([A1, A2], SPANS)
    prof = [s.text(A2.text) for s in out["a2"] if s.label == "prof"]
    assert prof == ["läkare på", "nu"]


def test_the_reason_names_where_the_value_is_known_never_the_value() -> None:
    out = propagate_known([A1, A2, B1], SPANS)
    reasons = {s.reason for e in (A2, B1) for s in out[e.id] if s.source == "known_value"}
    assert "a 'city' known to be personal in this learner's essay a1, offset 31" in reasons
    assert "a 'surname' known to be personal in another learner's essay" in reasons
    assert not any(v in r.lower() for r in reasons for v in ("okafor", "borlänge", "karolinska"))


def test_a_common_word_name_counts_elsewhere_only_capitalised() -> None:
    c1 = Essay("c1", "C", "Min bror heter Hans.")
    out = propagate_known([c1, B1], {"c1": spans_for(c1.text, ("Hans", "firstname_male")), "b1": []})
    assert found(out, B1) == [("Hans", "firstname_male")]  # "Hans bil": capitalised; "hans hund" is not


def test_a_value_is_not_spread_inside_another_word() -> None:
    """"Arnas" is a name; "ungdomarnas" and "sckolar" are words with a known value inside, after a letter;
    "Vikarnas" may be a name (capitalised)."""
    g1 = Essay("g1", "G", "Min kompis heter Arnas och han bor i Kolar.")
    g2 = Essay("g2", "G", "Framtiden ligger i ungdomarnas händer. Många sckolar. Arnas kom och arnasbror också. "
                          "Hon heter Kolar-Gustafsson, han Vikarnas.")
    out = propagate_known([g1, g2], {"g1": spans_for(g1.text, ("Arnas", "firstname_male"), ("Kolar", "city")),
                                     "g2": []})
    assert found(out, g2) == [("Arnas", "firstname_male"), ("arnas", "firstname_male"), ("Kolar", "city"),
                              ("arnas", "firstname_male")]  # a word's start, and inside a capitalised word


def test_folding_diacritics_never_turns_a_value_into_another_common_word() -> None:
    """A detection error "Män" (a model's addition) spreads as written, never as the common word "Man"."""
    f1 = Essay("f1", "F", "Män och kvinnor: Män.")
    f2 = Essay("f2", "F2", "Man kan inte veta. Män är inte här. Håkan och Hakan.")
    f3 = Essay("f3", "F3", "Jag heter Håkan.")
    spans = {"f1": spans_for(f1.text, ("Män", "firstname_unknown")), "f2": [],
             "f3": spans_for(f3.text, ("Håkan", "firstname_male"))}
    out = propagate_known([f1, f2, f3], spans)
    assert found(out, f2) == [("Män", "firstname_unknown"), ("Håkan", "firstname_male"),
                              ("Hakan", "firstname_male")]  # "Hakan" is no common word: folded, it counts


def test_another_learners_name_is_not_spread_as_a_frequent_word_in_lower_case() -> None:
    """"Andras" is a name (a name list holds it); "andras" is also the frequent Swedish "others'"."""
    h1 = Essay("h1", "H", "Min bror heter Andras Okafor.")
    h2 = Essay("h2", "I", "Vi bryr oss om andras åsikter. Andras kom. andras okafor.")
    out = propagate_known([h1, h2], {"h1": spans_for(h1.text, ("Andras", "firstname_male"),
                                                     ("Okafor", "surname")), "h2": []})
    assert found(out, h2) == [("Andras", "firstname_male"), ("okafor", "surname")]


def test_the_leak_check_still_reports_what_is_not_spread() -> None:
    """Detection's precision is no looser leak check: every occurrence above is still a leak."""
    from workbench.pseudonymize.leak import LeakCheck

    check = LeakCheck([("firstname_male", "Arnas", "G"), ("firstname_unknown", "Män", "F"),
                       ("firstname_male", "Andras", "H")])
    for text in ("ungdomarnas", "Man kan", "andras åsikter"):
        assert len(check.check_text("x.txt", text, learner="I")) == 1, text


def test_close_misspellings_of_a_learners_names() -> None:
    d1 = Essay("d1", "D", "Min son Abdirahman går i skolan.")
    d2 = Essay("d2", "D", "Abdirahmen spelar fotboll med Abdullahi. abdirahmen kom sent. Mark och Marko.")
    e1 = Essay("e1", "E", "Abdirahmen är inte min son.")
    spans = {"d1": spans_for(d1.text, ("Abdirahman", "firstname_male")), "d2": [], "e1": []}
    out = propagate_known([d1, d2, e1], spans)
    fuzzy = [(s.text(d2.text), s.label, s.score) for s in out["d2"] if s.source == "known_value"]
    assert fuzzy == [("Abdirahmen", "firstname_male", 0.8)]  # capitalised, same learner, one letter off
    assert found(out, e1) == []  # misspellings only in the learner's own essays


def test_pure_and_idempotent() -> None:
    before = {k: list(v) for k, v in SPANS.items()}
    once = propagate_known([A1, A2, B1], SPANS)
    assert SPANS == before
    assert propagate_known([A1, A2, B1], once) == once


def test_every_known_value_carries_its_evidence_and_scores_from_it() -> None:
    from workbench.detect.evidence import feature, score

    d1 = Essay("d1", "D", "Min son Abdirahman går i skolan.")
    d2 = Essay("d2", "D", "Abdirahmen spelar fotboll. Abdirahman kom sent.")
    out = propagate_known([A1, A2, B1, d1, d2], {**SPANS, "d1": spans_for(d1.text, ("Abdirahman", "firstname_male")),
                                                 "d2": []})
    known = [s for spans in out.values() for s in spans if s.source == "known_value"]
    rules = {(feature(s.evidence, "rule"), feature(s.evidence, "other_learner"), s.score) for s in known}
    assert rules == {("known_value:same_value", None, 1.0), ("known_value:same_value", True, 1.0),
                     ("known_value:close_spelling", None, 0.8)}
    assert all(s.score == score(s.evidence) for s in known)


def test_known_values_is_the_last_corpus_step_of_the_pipeline() -> None:
    from workbench.detect.pipeline import corpus_step_names
    from workbench.detect.steps import corpus_steps

    assert corpus_step_names()[-1] == "known_values"
    assert corpus_steps.get("known_values") == ("corpus", propagate_known)


def test_a_value_read_whole_only_closed_up_replaces_the_piece_detection_found() -> None:
    # review 20: detection read "Pem" of "Pem\u2009berton" as a name, that piece kept its place, and "berton" was
    # released though the matcher read the learner's "Pemberton" whole
    a = Essay("a", "L", "My name is Harriet Pemberton.", "en")
    b = Essay("b", "L", "Yesterday Pem\u2009berton came.", "en")
    spans = {"a": [Span(11, 18, "firstname_female"), Span(19, 28, "surname")],
             "b": [Span(10, 13, "firstname_unknown")]}
    out = propagate_known([a, b], spans)
    assert found(out, b) == [("Pem\u2009berton", "surname")]


def test_a_value_written_as_it_stands_is_spread_even_when_closed_up_it_is_a_word() -> None:
    # review 20: "M.v.h", wrongly a name in another essay, is "M v h" here; closed up it is the word "Mvh", so it was
    # not replaced, and the leak check (which reads it as it stands) refused the release
    a = Essay("a", "L1", "M.v.h Karin", "sv")
    b = Essay("b", "L2", "Jag tror M v h.", "sv")
    out = propagate_known([a, b], {"a": [Span(0, 5, "firstname_unknown"), Span(6, 11, "firstname_female")], "b": []})
    assert ("M v h", "firstname_unknown") in found(out, b)


def test_the_ascii_word_pattern_finds_the_words_of_an_ascii_text() -> None:
    from workbench.detect.steps.known_values import _ASCII_WORD, _WORD

    text = "Ann met _Bo, x9Cy, 3Dee and O'Neil.\nEva_2 saw AbC-Def at 10AM;\tZed\x7fYo"
    assert text.isascii()
    assert _ASCII_WORD.findall(text) == _WORD.findall(text)
    assert [m.span() for m in _ASCII_WORD.finditer(text)] == [m.span() for m in _WORD.finditer(text)]


def test_a_known_year_inside_another_form_of_a_known_date_is_still_spread() -> None:
    """The matcher reads a birth date '1990-05-12' in 'May 12th, 1990' too; where that longer hit cannot become a
    span (its day and month are spans already), the year inside it, a known value of its own, still is."""
    d1 = Essay("d1", "D", "Jag är född 1990-05-12 och kom 1990.")
    d2 = Essay("d2", "D", "Min dag: May 12th, 1990.")
    spans = {"d1": spans_for(d1.text, ("1990-05-12", "date_digits"), (" 1990", "year")),
             "d2": spans_for(d2.text, ("May", "month_word"), ("12th", "day"))}
    spans["d1"][1] = Span(spans["d1"][1].start + 1, spans["d1"][1].end, "year")
    assert found(propagate_known([d1, d2], spans), d2) == [("1990", "year")]


def test_a_known_date_written_otherwise_is_spread() -> None:
    """Review 85 C8: 'Alltså 12/5 1990.' after 'född 1990-05-12' was no span (numbers were common words to the
    spread rule), and the leak check, which reads it, refused the release."""
    e = Essay("e", "E", "Jag är född 1990-05-12. Alltså 12/5 1990.")
    out = propagate_known([e], {"e": spans_for(e.text, ("1990-05-12", "date_digits"))})
    assert found(out, e) == [("12/5 1990", "date_digits")]
