"""Evidence: every candidate's score is score(evidence), from the rule and feature weights of
resources/scores.tsv and the steps that lowered it, in their order."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.conftest import SAMPLES
from workbench.detect import detect_corpus
from workbench.detect.evidence import (
    GIVEN,
    evidence,
    feature,
    lowered,
    of_span,
    score,
    weights,
    with_features,
)
from workbench.io import read_corpus
from workbench.model import Span
from workbench.resources import ResourceError


def test_every_span_of_the_sample_is_scored_by_its_evidence() -> None:
    found = detect_corpus(read_corpus(SAMPLES / "corpus"))
    spans = [s for d in (found.raw, found.spans) for spans in d.values() for s in spans]
    assert spans and all(s.evidence for s in spans)
    for s in spans:
        assert s.score == score(s.evidence), s
        rule = feature(s.evidence, "rule")
        assert isinstance(rule, str) and rule in weights()[0], rule
    rules = {feature(s.evidence, "rule") for s in spans}
    assert len(rules) > 40  # the rules the sample exercises


def test_rule_and_feature_weights_add_up() -> None:
    base, added = weights()
    assert score(evidence("places:after_trigger")) == base["places:after_trigger"] == 0.95
    assert score(evidence("places:after_trigger", common_word=True)) == 0.95 - 0.2
    assert score(evidence("places:after_trigger", common_word=False, cap=True)) == 0.95  # features without weight
    assert score(evidence("age:years_old", fuzzy=True)) == 0.95 - 0.15 and added["age", "fuzzy"] == -0.15
    assert score(evidence("sensitive:about_first", word_weight=0.5)) == 0.4


def test_steps_lower_in_their_order() -> None:
    ev = evidence("names:capitalised")  # 0.9
    cited = lowered(ev, "likely_cited")
    assert feature(cited, "lowered") == ("likely_cited",) and score(cited) == 0.27
    other = lowered(with_features(cited, propagated="other_case"), "other_case")
    assert score(other) == 0.135 and score(lowered(other, "genre")) == round(min(0.135 * 0.3, 0.3), 4)
    assert score(lowered(lowered(ev, "genre"), "other_case")) == round(0.27 / 2, 4)
    with pytest.raises(ValueError, match="'louder' is not one of"):
        lowered(ev, "louder")


def test_a_span_without_evidence_keeps_its_given_score() -> None:
    span = Span(0, 4, "city", score=0.42)
    ev = of_span(span)
    assert feature(ev, "rule") == GIVEN and score(ev) == 0.42 and score(lowered(ev, "genre")) == 0.126


def test_evidence_goes_through_the_span_file() -> None:
    span = Span(0, 4, "city", source="places", score=0.75,
                evidence=evidence("places:after_trigger", common_word=True, trigger="bor i", lowered=("genre",)))
    d = span.to_dict()
    assert d["evidence"] == {"rule": "places:after_trigger", "common_word": True, "lowered": ["genre"],
                             "trigger": "bor i"}
    back = Span.from_dict(d)
    assert back == span and back.evidence == span.evidence


@pytest.mark.parametrize(
    ("rows", "message"),
    [
        ("places:x\t-\tnine\n", r":3: weight 'nine' is not a number"),
        ("places\t-\t0.9\n", r":3: rule 'places' is not detector:rule"),
        ("places:x\t-\t0.9\nplaces:x\t-\t0.8\n", r":4: rule 'places:x' is not detector:rule or is there already"),
        ("places\tcap\t0.1\nplaces\tcap\t0.2\n", r":4: feature 'cap' of 'places' is there already"),
    ],
)
def test_a_bad_weight_names_file_and_line(tmp_path: Path, rows: str, message: str) -> None:
    path = tmp_path / "scores.tsv"
    path.write_text("# weights\nrule\tfeature\tweight\n" + rows, encoding="utf-8")
    with pytest.raises(ResourceError, match=re.escape(str(path)) + message):
        weights(path)



def test_a_detector_span_has_the_evidence_and_score_of_its_own_features() -> None:
    """``Detector.span`` makes a rule's evidence once and looks it up after: a feature given as 1, True, 0 or
    False still gets its own evidence (1 == True and 0 == False as keys; evidence keeps 0, leaves False out)."""
    from workbench.detect.neutral.age import AgeDetector

    det = AgeDetector()
    for _ in range(2):  # made, then looked up
        made = [(v, det.span(0, 2, "age_digits", "why", "years_old", pattern="digits", fuzzy=v))
                for v in (True, 1, False, 0, None)]
        for v, span in made:
            assert span.source == "age:digits"
            assert span.evidence == evidence("age:years_old", fuzzy=v) and span.score == score(span.evidence)
        values = [feature(span.evidence, "fuzzy") for _, span in made]
        assert values == [True, 1, None, 0, None]
        assert [type(v) for v in values] == [bool, int, type(None), int, type(None)]
