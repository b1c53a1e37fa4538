"""Swedish localities no list knows: a place-name ending in a place's context."""

from __future__ import annotations

import pytest

from workbench.detect.toponyms import ToponymDetector
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
        # the learner sample (samples/corpus SV04-1)
        ("jag bor i Östersund med min kusin. vi bor på Odenslund nära centrum.", "Odenslund"),
    ],
)
def test_toponyms_found(text: str, word: str) -> None:
    assert found(text)[word] == "city"


@pytest.mark.parametrize(
    "text",
    [
        "Jag pratade med Brunnberg igår.",  # no place context
        "Stockholm ligger vid Mälaren.",  # a list word: the place detector's
        "Ingelsby är en liten by.",  # sentence-initial: a capital says nothing
        "Vi var på Miljö och hälsa-dagen.",  # an ordinary word
    ],
)
def test_no_toponym(text: str) -> None:
    assert found(text) == {}
