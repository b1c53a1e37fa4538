"""Bank accounts: IBAN anywhere, Swedish accounts, bankgiro and plusgiro after a trigger word."""

from __future__ import annotations

import pytest

from tests.detect.neutral._numbers import found as _found


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("sv", "Mitt konto: 8327-9, 123 456 789-0.", "8327-9, 123 456 789-0"),
        ("sv", "Kontonummer 1234-12 345 67", "1234-12 345 67"),
        ("sv", "Betala till bankgiro 123-4567.", "123-4567"),
        ("sv", "plusgiro 12 34 56-7", "12 34 56-7"),
        ("sv", "IBAN SE45 5000 0000 0583 9825 7466", "SE45 5000 0000 0583 9825 7466"),
        ("en", "My account number is 12345678, sort code 12-34-56.", "12345678"),
        ("en", "Pay to GB82 WEST 1234 5698 7654 32 please.", "GB82 WEST 1234 5698 7654 32"),
    ],
)
def test_finds_accounts(lang: str, text: str, expected: str) -> None:
    assert (expected, "account_nr") in _found(text, lang)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("sv", "Jag har 10 000 kronor på kontot."),
        ("sv", "Jag jobbar på ett kontor sedan 12345 dagar."),
        ("sv", "Jag öppnade ett konto 2015."),
    ],
)
def test_negatives(lang: str, text: str) -> None:
    assert "account_nr" not in {label for _, label in _found(text, lang)}


@pytest.mark.parametrize(
    "text",
    [
        "Jag skickade pengarna till ditt konto TR12 0006 2000 4410 0006 2987 53. Säg till!",
        "Koden TR12 0006 2000 4410 0006 2987 53 fungerar.",
    ],
)
def test_an_iban_with_a_failing_checksum_wins_over_the_numbers_inside_it(text: str) -> None:
    """The sample's made-up IBAN: a phone number (0006 2987 53) and a year (2000) inside it lost to it."""
    assert _found(text) == {("TR12 0006 2000 4410 0006 2987 53", "account_nr")}


def test_every_trigger_passes_the_quick_tests() -> None:
    from workbench.detect.neutral import account, license_plate

    for phrase in ("kontonummer", "sparkonto", "kontonr", "clearingnummer", "bankgiro", "plusgiro", "bg", "pg", "iban",
                   "bank account number", "account no.", "acc. no", "acc no", "acc.no", "sort code"):
        assert account._TRIGGER.search(phrase) and account._QUICK.search(phrase), phrase
    for phrase in ("körkortsnummer är ab12", "körkortsnr", "passnummer", "passnr", "licensnummer", "certifikatnummer",
                   "license number", "licence no.", "passport number: ", "passport no", "driver's license",
                   "drivers licence number is "):
        assert license_plate._CERT.search(phrase) and license_plate._QUICK.search(phrase), phrase
