"""Named transport lines -> transport_name; kinds of transport are left alone."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.transport_name import TransportNameDetector
from workbench.text import parse


def found(text: str) -> set[str]:
    return {s.text(text) for s in TransportNameDetector().detect(parse(text)) if s.label == "transport_name"}


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Jag åker gröna linjen till jobbet.", "gröna linjen"),
        ("Jag tar Röda linjen.", "Röda linjen"),
        ("Vi åkte med Pågatågen till Lund.", "Pågatågen"),
        ("Tvärbanan var försenad.", "Tvärbanan"),
        ("Jag åker Roslagsbanan varje dag.", "Roslagsbanan"),
        ("Hon tog Lidingöbanan.", "Lidingöbanan"),
        ("Öresundståg går till Köpenhamn.", "Öresundståg"),
        ("jag åker tvärbanan", "tvärbanan"),
    ],
)
def test_transport_found(text: str, name: str) -> None:
    assert name in found(text)


@pytest.mark.parametrize(
    "text", ["Jag åker tunnelbana.", "Bussen var sen.", "Jag tar pendeltåg.", "I artikeln står det."]
)
def test_kinds_of_transport_left_alone(text: str) -> None:
    assert found(text) == set()
