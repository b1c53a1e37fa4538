"""Swedish localities no list knows: a place-name ending in a place's context."""

from __future__ import annotations

import pytest

from workbench.detect.sv.toponyms import ToponymDetector
from workbench.text import parse


def found(text: str) -> dict[str, str]:
    return {s.text(text): s.label for s in ToponymDetector().detect(parse(text, "sv"))}


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # Swedish news NER
        ("Ett tiotal bilar hade kört av vägen vid Tönnebro, cirka 3,5 mil norr om Gävle.", "Tönnebro"),
        ("Olyckan inträffade mellan Rannåsen och Lugnvik i norrgående körriktning.", "Lugnvik"),
        ("Nattåget på väg till Östersund / Storlien spårade ur i Stöde.", "Storlien"),
        ("Trafiken på den drabbade sträckan, Torpshammar – Sundsvall, kommer att återupptas.", "Torpshammar"),
        ("Bilen hade kört in i en villaträdgård i höjd med Kvarnarp sydväst om Tranås.", "Kvarnarp"),
        ("Långt ute på Ingarö i skärgården bor hon med sin familj.", "Ingarö"),
        ("Men också vid de tio återvinningscentralerna i Vantör och Östberga.", "Östberga"),
        ("Flera kvinnor, boende i Malmöstadsdelen Rosengård, utsattes i helgen för hatbrott.", "Rosengård"),
        ("Bilen har frontalkrockat i Östhammar i höjd med Valö på lördagsförmiddagen.", "Valö"),
        # the learner sample (samples/corpus SV04-1)
        ("jag bor i Östersund med min kusin. vi bor på Odenslund nära centrum.", "Odenslund"),
    ],
)
def test_toponyms_found(text: str, word: str) -> None:
    assert found(text)[word] == "city"


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Billigast är en vecka i tjeckiska Harrachov, 16.000 kronor för allt.", "Harrachov"),
        ("Svenskan som slutade trea i kanadensiska Nakiska.", "Nakiska"),
        ("Efter världscuptävlingarna i Östersund och Hochfilzen avbröt hon tävlandet.", "Hochfilzen"),
    ],
)
def test_foreign_places_by_context(text: str, word: str) -> None:
    spans = {s.text(text): s for s in ToponymDetector().detect(parse(text, "sv"))}
    assert spans[word].label == "city"


def test_bathing_place() -> None:
    text = "Övergreppen ska ha skett vid Gustavsviksbadet i torsdags."
    assert found(text) == {"Gustavsviksbadet": "place"}


def test_foreign_after_a_country_adjective() -> None:
    text = "Billigast är en vecka i tjeckiska Harrachov."
    (span,) = ToponymDetector().detect(parse(text, "sv"))
    assert "foreign" in span.attributes


@pytest.mark.parametrize(
    "text",
    [
        "Jag pratade med Brunnberg igår.",  # no place context
        "Stockholm ligger vid Mälaren.",  # a list word: the place detector's
        "Ingelsby är en liten by.",  # sentence-initial: a capital says nothing
        "Vi var på Miljö och hälsa-dagen.",  # an ordinary word
        "Jag bor i Stockholm och Anna bor i Uppsala.",  # a first name coordinated with a place
        "Vi läser i svenska Lärobok varje dag.",  # 'svenska' is the language, no foreign country
    ],
)
def test_no_toponym(text: str) -> None:
    assert found(text) == {}
