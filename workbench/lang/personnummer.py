"""The Swedish personnummer's own checks, pure (no imports): the personid and phone detectors read them, and so does
the leak check, which loads nothing of detection."""

from __future__ import annotations

__all__ = ["luhn_ok", "valid_personnummer"]


def luhn_ok(digits: str) -> bool:
    """The Luhn checksum of a Swedish personnummer (last 10 digits)."""
    total = 0
    for i, ch in enumerate(digits[-10:]):
        v = int(ch) * (2 if i % 2 == 0 else 1)
        total += v - 9 if v > 9 else v
    return total % 10 == 0


def valid_personnummer(digits: str) -> tuple[bool, bool]:
    """``(date part plausible, checksum valid)`` for 10 or 12 digits; samordningsnummer have day + 60."""
    d10 = digits[-10:]
    month, day = int(d10[2:4]), int(d10[4:6])
    day = day - 60 if day > 60 else day
    return (1 <= month <= 12 and 1 <= day <= 31), luhn_ok(d10)
