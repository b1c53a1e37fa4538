"""Places announced by a place noun, a phrase of direction or a 'Lilla'/'Norra' first word."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.names import NameDetector
from workbench.detect.sv.place_nouns import PlaceNounDetector
from workbench.text import parse


def found(text: str) -> dict[str, str]:
    return {s.text(text): s.label for s in PlaceNounDetector().detect(parse(text, "sv"))}


@pytest.mark.parametrize(
    ("text", "word", "label"),
    [
        # Swedish news NER
        ("Planet skulle nödlanda på flygplatsen i delstaten Shan när olyckan inträffade.", "Shan", "region"),
        ("Hon ska köra alla tre grenarna i S:t Moritz – superkombination och super-G.", "S:t Moritz", "city"),
        ("En helt ny turiststad ska byggas i närheten av Jevpatorija inom tre år.", "Jevpatorija", "city"),
        ("Där det är kritiskt, som till exempel Lilla Essingen, ska vägen breddas.", "Lilla Essingen", "city"),
        ("Jag bor i Östra Mora sedan 2015.", "Östra Mora", "city"),  # a town that is a common word too (note 24)
        ("Vi bodde i Stora Tuna förut.", "Stora Tuna", "city"),  # a rare first name (review 85 C3: 'Stora Olof')
        # the learner sample (samples/corpus SV04-1)
        ("mina syskon bor kvar i Etiopien, i lägret Shimelba. jag saknar dom mycket.", "Shimelba", "place"),
    ],
)
def test_places_after_nouns(text: str, word: str, label: str) -> None:
    assert found(text)[word] == label


@pytest.mark.parametrize(
    "text",
    [
        "Vi bodde i byn Anna förut.",  # a common word as a name: no place
        "Han bor norr om Kalle.",  # a first name after a direction: left to the name detector
        "Lilla Anna och jag lekte.",  # sentence-initial, and a first name
        "Han bor i Södra Sverige.",  # a part of a country
        "Vi såg Lilla Anna i parken.",  # 'Lilla' before a person
    ],
)
def test_no_place(text: str) -> None:
    assert found(text) == {}


def test_name_after_a_place_noun_is_no_name() -> None:
    text = "Planet skulle nödlanda i delstaten Shan."
    assert [s.text(text) for s in NameDetector().detect(parse(text, "sv"))] == []


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Jag saknar min by zarqaban väldigt mycket.", "zarqaban"),  # a possessive and a place noun
        ("Hans hemstad zarqaban ligger i norr.", "zarqaban"),
    ],
)
def test_lower_case_place_after_a_place_noun(text: str, word: str) -> None:
    assert found(text).get(word) == "city"


@pytest.mark.parametrize("text", ["Min by var liten och fin.", "Vår stad har en stor park.",
                                  "Den lilla staden kännetecknades av fattigdom.",  # a rare verb: capitals only
                                  # a misspelt adjective after 'min by': no village
                                  "Min by vakert och lugnt.", "Min by fatig men glad.", "Vår by lilen."])
def test_no_lower_case_place_after_a_common_word(text: str) -> None:
    assert not found(text)


@pytest.mark.parametrize(("text", "kept"), [
    ("Jag bodde i Västra Göteborg.", "Västra"),
    ("Han bor i Södra Sverige.", "Södra Sverige"),
    ("Vi åkte till Norra Italien.", "Norra"),
])
def test_a_place_opener_alone_is_no_name_or_place(text: str, kept: str) -> None:
    """Note 24: the decision added 'Västra' as a town ('Linköping Malmö') and 'Södra' as a first name."""
    from workbench.model import Corpus, Essay
    from workbench.pipeline import detect_corpus, number_and_render

    essays = [Essay("e", "L", text, "sv")]
    spans = detect_corpus(Corpus.of(essays)).spans
    assert kept in number_and_render(essays, spans, mode="swell", seed=1)[0].target
