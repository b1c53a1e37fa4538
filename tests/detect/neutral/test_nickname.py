"""Nicknames after 'kallar mig', 'kallas', 'call me'."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.names import NameDetector
from workbench.detect.neutral.nickname import NicknameDetector
from workbench.detect.steps.resolve import resolve_overlaps
from workbench.text import parse


def found(text: str, lang: str = "sv") -> dict[str, str]:
    doc = parse(text, lang)
    spans = resolve_overlaps([*NicknameDetector().detect(doc), *NameDetector().detect(doc)])
    return {s.text(text): s.label for s in spans}


@pytest.mark.parametrize(
    ("text", "lang", "name"),
    [
        ("Jag heter Katarzyna, men alla kallar mig Kasia.", "sv", "Kasia"),
        ("Mina kompisar kallar mig Abbe.", "sv", "Abbe"),
        ("Min bror kallas Mido av alla.", "sv", "Mido"),
        ("Mitt smeknamn är Lolo.", "sv", "Lolo"),
        ("My name is Chinedu but most people call me Chi.", "en", "Chi"),
        ("My nickname is Bubu.", "en", "Bubu"),
    ],
)
def test_nickname(text: str, lang: str, name: str) -> None:
    assert found(text, lang)[name] == "nickname"


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Det finns ett företag som kallas Apple.", "sv"),  # a thing, not a person
        ("De kallar mig inte så.", "sv"),
        ("Call me tomorrow.", "en"),
    ],
)
def test_not_nickname(text: str, lang: str) -> None:
    assert "nickname" not in found(text, lang).values()


def test_initials_are_left_to_names() -> None:
    assert found("Min chef, som alla kallar P-O, är snäll.")["P-O"] == "initials"
