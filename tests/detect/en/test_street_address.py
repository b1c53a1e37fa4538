"""Whole street addresses in US, UK, Indian and other formats -> one place span."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.street_address import _BLOCK, _STREET, StreetAddressDetector, _digit_starts
from workbench.detect.lib.scan import scan_at
from workbench.text import parse


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "I live at 123 Main Street, Springfield, IL 62704 with my dog.",
            "123 Main Street, Springfield, IL 62704",
        ),
        (
            "Send it to Flat 3, 12 Baker Street, London NW1 6XE please.",
            "Flat 3, 12 Baker Street, London NW1 6XE",
        ),
        (
            "Address: H.No. 12-3-456, Banjara Hills, Hyderabad 500034.",
            "H.No. 12-3-456, Banjara Hills, Hyderabad 500034",
        ),
        (
            "We live at 45 Queen Street West, Toronto, ON M5H 2M9 now.",
            "45 Queen Street West, Toronto, ON M5H 2M9",
        ),
        (
            "Our office: 1600 Market Street, Suite 500, Philadelphia, PA 19103.",
            "1600 Market Street, Suite 500, Philadelphia, PA 19103",
        ),
        (
            "The shop is at Av. Vallarta 1234, Guadalajara, Jal. 44100 downtown.",
            "Av. Vallarta 1234, Guadalajara, Jal. 44100",
        ),
        ("Office: 2-11-3 Umeda, Kita-ku, Osaka 530-0001.", "2-11-3 Umeda, Kita-ku, Osaka 530-0001"),
        ("Visit 221B Baker St. in London.", "221B Baker St."),
    ],
)
def test_addresses(text: str, expected: str) -> None:
    assert (expected, "place") in found(StreetAddressDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "We walked 5 Miles down the road.",
        "In 2019 Main Street was closed.",
        "Chapter 12-3 Discussion follows.",
    ],
)
def test_no_address(text: str) -> None:
    assert found(StreetAddressDetector(), text) == set()


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("i live at 14 elm grove, leeds ls6 2ab.", "14 elm grove, leeds"),
        ("my address is 7 church road, bath and i like it.", "7 church road, bath"),
        ("i live on 221 baker street, new york.", "221 baker street, new york"),
        ("i live at 2 park road, and it is nice.", "2 park road"),
    ],
)
def test_addresses_in_lower_case_after_an_address_word(text: str, expected: str) -> None:
    # students write in lower case: these were released whole
    assert (expected, "place") in found(StreetAddressDetector(), text)


@pytest.mark.parametrize("text", ["we arrived at 10 on the road home.", "at 3 the old mill lane was closed."])
def test_no_lower_case_address_without_an_address_word(text: str) -> None:
    assert found(StreetAddressDetector(), text) == set()


@pytest.mark.parametrize(
    "text",
    [
        "I live at 123 Main Street, Springfield, IL 62704; 9-12-3 Sakura Town and x12 Baker Street, 45 Queen St.",
        "No. ١٢ Main Street and 12 King Road: digits other than 0-9 make it scan the whole text.",
    ],
)
def test_digit_anchored_patterns_find_what_finditer_finds(text: str) -> None:
    doc = parse(text, "en")
    for pattern in (_STREET, _BLOCK):
        expected = [m.span() for m in pattern.finditer(text)]
        starts = _digit_starts(doc)
        got = expected if starts is None else [m.span() for m in scan_at(pattern, text, starts)]
        assert got == expected
    assert (_digit_starts(doc) is None) == ("١" in text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We live at 23 Easter Road. I study at a college.", "23 Easter Road"),  # review 22: the stop is the sentence's
        ("I live at 14 Main Rd. My school is near.", "14 Main Rd"),  # before a capital: the stop ends it
        ("I live at 14 Main Rd.", "14 Main Rd"),
        ("I live at 14 Main Rd. in Leeds with my mum.", "14 Main Rd."),  # a lower-case word: the dot is the street's
        ("I live at 221B Baker St., which is old.", "221B Baker St."),
    ],
)
def test_the_sentence_full_stop_stays_outside_the_street(text: str, expected: str) -> None:
    assert (expected, "place") in found(StreetAddressDetector(), text)
