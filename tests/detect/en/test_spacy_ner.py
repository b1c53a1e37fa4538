"""The optional spaCy detector: off (silently, one debug line) without a model; entities with one."""

from __future__ import annotations

import logging
from types import SimpleNamespace

import pytest

from workbench.detect.en import spacy_ner as en_spacy
from workbench.detect.en.spacy_ner import EnSpacyDetector
from workbench.text import parse


def test_without_a_model_it_yields_nothing(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """With spaCy but no English pipeline, or without spaCy at all (the default install)."""
    try:
        import spacy.util
    except ImportError:
        expected = "spaCy is not installed"
    else:
        monkeypatch.setattr(spacy.util, "is_package", lambda name: False)
        expected = "no spaCy English pipeline"
    en_spacy.load_model.cache_clear()
    with caplog.at_level(logging.DEBUG, logger="workbench.detect.en.spacy_ner"):
        assert list(EnSpacyDetector().detect(parse("Jane Doe lives in Paris.", "en"))) == []
        assert list(EnSpacyDetector().detect(parse("Again.", "en"))) == []
    assert sum(expected in r.message for r in caplog.records) == 1
    en_spacy.load_model.cache_clear()


@pytest.mark.parametrize(
    ("ent", "label", "expected"),
    [
        ("Jane Doe", "PERSON", {("Jane", "firstname_female"), ("Doe", "surname")}),
        ("Acme Corp", "ORG", {("Acme Corp", "other_institution")}),
        ("Paris", "GPE", {("Paris", "city")}),
    ],
)
def test_with_a_model_entities_become_spans(
    monkeypatch: pytest.MonkeyPatch, ent: str, label: str, expected: set[tuple[str, str]]
) -> None:
    text = f"Yesterday {ent} was mentioned."
    start = text.index(ent)
    fake_ent = SimpleNamespace(start_char=start, end_char=start + len(ent), label_=label)
    monkeypatch.setattr(en_spacy, "load_model", lambda: lambda t: SimpleNamespace(ents=[fake_ent]))
    got = {(text[s.start : s.end], s.label) for s in EnSpacyDetector().detect(parse(text, "en"))}
    assert got == expected
