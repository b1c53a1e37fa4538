"""en_scan.scan finds exactly what finditer finds, only faster."""

import re

import pytest

from workbench.detect.lib.scan import scan

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
