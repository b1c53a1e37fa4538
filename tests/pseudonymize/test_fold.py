"""fold's fast ways (a byte table for Latin-1 text, a character table for other Latin text) give what its plain
definition gives (NFKD, combining marks dropped, casefolded) for every character and for mixed text."""

from __future__ import annotations

import random

from workbench.pseudonymize.fold import _slow, fold


def test_every_character_up_to_cyrillic_folds_as_defined() -> None:
    for c in map(chr, range(0x500)):
        assert fold(c) == _slow(c), hex(ord(c))


def test_mixed_text_folds_as_defined() -> None:
    rng = random.Random(7)
    latin1 = [chr(c) for c in range(0x100)]
    wider = latin1 + [chr(c) for c in range(0x100, 0x300)] + ["\u0301", "\ufb01", "\u0130", "\u03c2", "\U0001f600"]
    for k in range(20_000):
        text = "".join(rng.choice(latin1 if k % 2 else wider) for _ in range(rng.randint(0, 40)))
        assert fold(text) == _slow(text), repr(text)
    essay = "Jag bor i Borlänge och min bror Åke i GÖTEBORG, Straße 5, 25 µg, ½ kg. " * 40
    assert fold(essay) == _slow(essay)
