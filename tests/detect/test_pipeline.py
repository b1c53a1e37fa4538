"""The declared detection pipeline: one config, the same steps for one essay and for a corpus."""

from __future__ import annotations

import pytest

from workbench.detect import detect_corpus, detect_essay
from workbench.detect.pipeline import _config, corpus_step_names, language
from workbench.detect.steps import corpus_steps
from workbench.model import Essay

TEXT = "Jag heter Amina Warsame och bor i Borlänge. Amina jobbar på ICA."


def test_one_config_lists_every_step_in_order() -> None:
    essay_steps = ["candidates", "resolve", "decide", "cited", "essay_consistency", "genre"]
    for lang in ("sv", "en"):
        nlp = language(lang)
        assert nlp.lang == lang and nlp.pipe_names == essay_steps
    assert _config()["nlp"]["pipeline"] == essay_steps
    assert corpus_step_names() == ["learner_consistency", "shared_names", "shared_words", "known_values"]
    assert all(name in corpus_steps.get_all() for name in corpus_step_names())


def test_one_essay_gets_what_a_corpus_run_gives_it() -> None:
    essays = [Essay("e1", "l1", TEXT), Essay("e2", "l2", "My name is John Smith and I live in Leeds.", "en")]
    found = detect_corpus(essays)
    for essay in essays:
        assert detect_essay(essay) == found.spans[essay.id]
        assert found.raw[essay.id] and len(found.raw[essay.id]) >= len(found.spans[essay.id])


def test_the_learner_step_reaches_across_essays() -> None:
    essays = [Essay("e1", "l1", "Jag heter Qorsho."), Essay("e2", "l1", "Qorsho är trött idag.")]
    found = detect_corpus(essays)
    (span,) = [s for s in found.spans["e2"] if s.start == 0]
    assert span.source == "consistency" and span.label.startswith("firstname")
    alone = detect_corpus(essays, learner_wide=False)  # no learner step; the corpus step known_values still runs
    (span,) = [s for s in alone.spans["e2"] if s.start == 0]
    assert span.source == "known_value" and "learner's essay e1" in span.reason
    assert "Qorsho" not in span.reason  # a reviewer reads where the value is known from, never the value


@pytest.mark.parametrize("junk", ["\u00ad", "\u200b", "\ufeff"])
def test_normalise_finds_what_invisible_characters_hid_and_keeps_the_input_offsets(junk: str) -> None:
    text = f"Jag bor i Bor{junk}länge och jobbar i Stock{junk}holm."
    spans = detect_essay(Essay("e", "l", text))
    assert [text[s.start : s.end].replace(junk, "") for s in spans] == ["Borlänge", "Stockholm"]


def test_normalise_composes_decomposed_letters() -> None:
    text = "Jag bor i Borla\u0308nge."
    (span,) = detect_essay(Essay("e", "l", text))
    assert text[span.start : span.end] == "Borla\u0308nge" and span.label == "city"


def test_explain_counts_what_each_step_changed() -> None:
    essays = [Essay("e1", "l1", TEXT), Essay("e2", "l1", "Amina bor i Bor\u00adlänge.")]
    found = detect_corpus(essays, explain="spans")
    assert found.explain is not None
    steps = found.explain.steps
    assert list(steps) == ["normalise", "candidates", "resolve", "decide", "cited", "essay_consistency", "genre",
                           "learner_consistency", "shared_names", "shared_words", "known_values"]
    assert steps["normalise"].essays == 1
    assert steps["candidates"].added == sum(len(r) for r in found.raw.values())
    assert steps["known_values"].spans_after == sum(len(s) for s in found.spans.values())
    assert steps["resolve"].removed == steps["candidates"].spans_after - steps["resolve"].spans_after
    table = found.explain.table()
    assert "learner_consistency" in table and "Amina" not in table  # no essay text is shown
    assert found.explain.details and all(line.split("\t")[0] in ("e1", "e2") for line in found.explain.details)


def test_a_corpus_step_sees_every_essay_after_all_learners(monkeypatch: pytest.MonkeyPatch) -> None:
    from workbench.detect import pipeline
    from workbench.detect.steps import corpus_step

    seen: list[list[str]] = []

    @corpus_step("test_keep_names_only", scope="corpus")
    def keep_names(essays, spans):  # type: ignore[no-untyped-def]
        seen.append([e.id for e in essays])
        return {e.id: [s for s in spans[e.id] if s.label.startswith("firstname")] for e in essays}

    names = [*pipeline.corpus_step_names(), "test_keep_names_only"]
    monkeypatch.setattr(pipeline, "corpus_step_names", lambda: names)
    pipeline._corpus_steps.cache_clear()
    try:
        essays = [Essay("e1", "l1", TEXT), Essay("e2", "l2", "Jag heter Omar och bor i Lund.")]
        found = detect_corpus(essays, explain=True)
        assert seen == [["e1", "e2"]]
        assert found.spans["e2"] and all(s.label.startswith("firstname") for s in found.spans["e2"])
        assert found.explain is not None and found.explain.steps["test_keep_names_only"].removed > 0
        monkeypatch.setattr(pipeline, "corpus_step_names", lambda: ["test_keep_names_only", "learner_consistency"])
        pipeline._corpus_steps.cache_clear()
        with pytest.raises(ValueError, match="the learner step 'learner_consistency' comes after the corpus step"):
            detect_corpus(essays)
    finally:
        pipeline._corpus_steps.cache_clear()


def test_detection_pauses_the_collector_and_leaves_no_cyclic_garbage() -> None:
    """The essay and corpus steps run with the cyclic collector paused (what an essay makes, thousands of
    objects, is in no reference cycle: reference counting frees it); it is on again after, and a run leaves
    nothing for it to collect."""
    import gc

    from workbench.detect.base import Detector, detectors_for

    seen: list[bool] = []

    class Probe(Detector):
        name = "probe"

        def detect(self, doc):  # type: ignore[no-untyped-def]
            seen.append(gc.isenabled())
            return []

    essays = [Essay("e1", "l1", TEXT), Essay("e2", "l1", "Amina bor i Borlänge."),
              Essay("e3", "l2", "My name is John Smith and I live in Leeds.", "en")]
    assert gc.isenabled()
    detect_corpus(essays, detectors=[Probe()])
    assert seen == [False, False, False] and gc.isenabled()
    detect_corpus(essays)  # lists and caches loaded
    gc.collect()
    gc.disable()
    try:
        found = detect_corpus(essays, detectors=[*detectors_for("sv"), Probe()])
        assert found.spans["e1"] and gc.collect() == 0
    finally:
        gc.enable()


def test_a_right_to_left_override_over_words_in_text_not_normalised_first_is_no_crash() -> None:
    # review 19: when normalize turned an override's run, every character mapped to the run's first and the
    # first word's span came back empty (ValueError) in detection of raw text (the review comments' path)
    text = "My name is \u202enotrebmeP teirraH\u202c and I live here."
    spans = detect_essay(Essay("a", "a", text, "en"))
    assert all(s.start < s.end <= len(text) for s in spans)


@pytest.mark.parametrize(("lang", "text", "name"), [
    ("sv", "Jag heter Ka\u2009rin.", "Ka\u2009rin"),
    ("sv", "Min vän heter Em-\nma och hon bor här.", "Em-\nma"),
    ("en", "My friend Har\u2009riet lives here.", "Har\u2009riet"),
])
def test_a_name_split_inside_by_a_separator_or_a_line_break_hyphen_is_found_whole(lang: str, text: str,
                                                                                   name: str) -> None:
    # leaks20: 'Ka\u2009rin' was read as two words: 'Ka' was found, 'rin' released
    assert name in [text[s.start:s.end] for s in detect_essay(Essay("a", "a", text, lang))]


@pytest.mark.parametrize(("lang", "text"), [
    ("sv", "Igår träffade jag \u202etsivqdnuL niraK\u202c på stan."),
    ("sv", "Hon heter \u202enotrebmeP teirraH\u202c och bor här."),
    ("en", "Yesterday I met \u202enotrebmeP teirraH\u202c in town."),
])
def test_a_name_under_a_right_to_left_override_is_found_as_in_the_order_shown(lang: str, text: str) -> None:
    # leaks20: detection read the stored letters ('teirraH'); the name was released
    a, b = text.index("\u202e") + 1, text.index("\u202c")
    shown = text[:a - 1] + text[a:b][::-1] + text[b + 1:]
    plain = {(shown[s.start:s.end], s.label) for s in detect_essay(Essay("a", "a", shown, lang))}
    turned = {(text[s.start:s.end][::-1], s.label) for s in detect_essay(Essay("a", "a", text, lang))}
    assert plain and turned == plain
