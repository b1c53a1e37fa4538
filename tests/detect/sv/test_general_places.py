"""Places of general knowledge in Swedish essays: the places a learner lists as examples ("t.ex. Bangladesh och
Kambodja") are dropped unless the sentence ties a place to a person; the learner's own places stay.
Sentences modelled on SweLL learner text (already pseudonymized); real detection, with the shipped model."""

from __future__ import annotations

import pytest

from workbench.detect import detect_corpus
from workbench.detect.sv.general_places import demote_listed
from workbench.model import Essay, Span

_PLACES = ("country", "city", "region", "place")


def _places(text: str) -> list[str]:
    found = detect_corpus([Essay("e", "l", text, "sv")], lang="sv")
    return [s.text(text) for s in found.spans["e"] if s.label in _PLACES]


@pytest.mark.parametrize(
    "text",
    [
        "Kläderna tillverkas i utvecklingsländer, t.ex. Bangladesh och Kambodja där barnarbete finns.",
        "Staten har inte så stor betydelse som i andra länder, till exempel i Frankrike eller i Japan.",
        "Det finns länder som Norge, Danmark och Finland som har bra skolor.",
        # one example alone, in a text without any other place
        "Det är vanligt i andra länder, t.ex. Italien.",
    ],
)
def test_places_listed_as_examples_are_dropped(text: str) -> None:
    assert _places(text) == []


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        # a tie to a person in the sentence: the writer's or a family member's places
        ("Jag har bott i många länder, t.ex. Irak och Turkiet.", ["Irak", "Turkiet"]),
        ("Min mamma har släkt i olika städer, till exempel Bagdad och Basra.", ["Bagdad", "Basra"]),
        # a list without an example word before it (SweLL marks "Ruinen ligger mellan X och Y")
        ("Ruinen ligger mellan Irak och Syrien och den hade inget tak.", ["Irak", "Syrien"]),
    ],
)
def test_the_learners_own_places_stay(text: str, kept: list[str]) -> None:
    assert _places(text) == kept


def test_a_place_a_trigger_found_keeps_its_list() -> None:
    text = "Jämför t.ex. Umeå och Luleå."
    spans = [Span(text.index("Umeå"), text.index("Umeå") + 4, "city", source="triggers:place"),
             Span(text.index("Luleå"), len(text) - 1, "city", source="places")]
    assert demote_listed(text, spans) == spans
    assert demote_listed(text, [s.with_(source="places") for s in spans]) == []


def test_an_address_is_no_list() -> None:
    text = "Skicka det t.ex. till Storgatan 5, 123 45 Kista."
    spans = [Span(22, 33, "street_nr", source="street"), Span(35, 41, "zip_code", source="zip"),
             Span(42, 47, "city", source="places")]  # "Storgatan 5", "123 45", "Kista"
    assert demote_listed(text, spans) == spans
