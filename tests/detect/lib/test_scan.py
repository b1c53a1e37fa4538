"""en_scan.scan finds exactly what finditer finds, only faster."""

import re

import pytest

from workbench.detect.lib.scan import one_of, scan, scan_at

_PATTERN = re.compile(r"(?i)\b(?:team\s?mates?|is\s+called)\s+(?=[A-Z])")
_ANCHOR = re.compile(r"team|is")


@pytest.mark.parametrize(
    "text",
    [
        "My teammates Ana and Lea. This is called Bob; TEAMMATE Kim, steammate Jo, teammate x.",
        "No trigger, but is called Ana.",
        "Dotless: ıs called Ana, long s: teammateſ Bo, İS CALLED Eva.",
    ],
)
def test_scan_equals_finditer(text: str) -> None:
    low = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)  # same offsets
    expected = [m.span() for m in _PATTERN.finditer(text)]
    assert expected and [m.span() for m in scan(_PATTERN, text, _ANCHOR, low)] == expected


def test_one_of_matches_what_the_plain_alternation_matches() -> None:
    words = ["september", "sept", "maj", "may", "march", "mars", "a.b", "a|b", "ma", "|", "-"]
    grouped, plain = re.compile(one_of(words)), re.compile("|".join(map(re.escape, words)))
    text = "In September (sept.) or maj, may march on mars: a.b a|b axb ma | - m"
    for suffix in ("", r"\b"):
        expected = [m.span() for m in re.compile(f"(?:{plain.pattern}){suffix}").finditer(text)]
        assert expected == [m.span() for m in re.compile(f"(?:{grouped.pattern}){suffix}").finditer(text)]
    assert grouped.pattern.count("(?:") == 3  # s(?:eptember|ept), m(?:aj|ay|arch|ars|a), a(?:.b|[|]b)


def test_line_patterns_tried_at_line_starts_find_what_finditer_finds() -> None:
    from workbench.detect.en.byline import _HEADER
    from workbench.detect.en.greeting import _GREETING
    from workbench.detect.en.signoff import _CLOSING
    from workbench.text import parse

    text = ("Name: Jane Doe\n  Dear Mr. Smith,\nhi Ann\n\nBest regards,\n\n  Jane\nBy Tom\nKind regards\nBo\n"
            "Thanks again\n\n\nStudent: Kim Lee\n Hello There\nSincerely yours\n")
    doc = parse(text, "en")
    assert doc.line_starts == [0] + [k + 1 for k, c in enumerate(text) if c == "\n"]
    for pattern in (_HEADER, _GREETING, _CLOSING):
        expected = [m.span() for m in pattern.finditer(text)]
        assert len(expected) >= 3 and [m.span() for m in scan_at(pattern, text, doc.line_starts)] == expected


def test_street_address_anchors_find_what_finditer_finds() -> None:
    from workbench.detect.en.street_address import _ANCHORS

    text = ("I live at Avenida Paulista 1578, Rua Augusta 12B and Av. Brasil 3; not TheAvenida Real 9. "
            "Office: H.No. 12-3-456, House No 7, HNo 5, D.No 8/2, Door No 12, Plot No A-4, Flat No 3C, Dr No 1.")
    for pattern, anchor in _ANCHORS.items():
        expected = [m.span() for m in pattern.finditer(text)]
        assert len(expected) >= 3 and [m.span() for m in scan(pattern, text, anchor, text)] == expected
