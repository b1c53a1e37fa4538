"""Language packs: where languages differ, detectors ask the essay's pack; they never test the language."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from workbench.detect.base import detectors_for
from workbench.detect.pack import LanguagePack, pack
from workbench.text import parse

DETECT = Path(__file__).resolve().parents[2] / "workbench" / "detect"


def test_no_detector_tests_the_language() -> None:
    tested = re.compile(r"\blang\s*[!=]=|\blang_?\s+(?:not\s+)?in\s*\(")
    found = [f"{p.relative_to(DETECT)}:{n}" for p in sorted(DETECT.rglob("*.py"))
             for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1) if tested.search(line)]
    assert found == []


def test_a_pack_per_language_and_none_for_others() -> None:
    assert pack("sv").code == "sv" and pack("en").code == "en"
    assert isinstance(pack("sv"), LanguagePack) and pack("sv") is pack("sv")
    with pytest.raises(ValueError, match="no language pack for 'de'"):
        pack("de")


def test_a_packs_detectors_serve_its_language_only() -> None:
    sv = {d.name for d in detectors_for("sv")}
    en = {d.name for d in detectors_for("en")}
    assert {"place_compounds", "toponyms", "place_nouns"} <= sv - en
    assert {"en_byline", "en_org", "id_num", "street_address"} <= en - sv
    assert {"names", "places", "phone", "email", "url"} <= sv & en
    for d in detectors_for("en"):
        assert d.languages in (("en",), ("sv", "en"))


@pytest.mark.parametrize(
    ("text", "lang", "rule"),
    [
        ("Ring mig", "sv", lambda p, d: p.verb_slot(d, _hit(d, "Ring"))),
        ("Vår familj bor där", "sv", lambda p, d: bool(p.first_person.search(d.text))),
        ("I live in Leeds", "en", lambda p, d: bool(p.first_person.search(d.text))),
        ("the District Court", "en", lambda p, d: p.in_organisation(d, 1, {"district"})),
    ],
)
def test_a_rule_is_the_packs_and_off_in_the_other(text: str, lang: str, rule) -> None:  # type: ignore[no-untyped-def]
    doc = parse(text, lang)
    other = parse(text, "en" if lang == "sv" else "sv")
    assert rule(doc.pack, doc) and not rule(other.pack, other)


def _hit(doc, word):  # type: ignore[no-untyped-def]
    from workbench.detect.lib.gazetteer import analyse

    return next(h for h in analyse(doc) if doc.text[h.start : h.end] == word)
