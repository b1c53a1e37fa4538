"""OriginalMatcher finds exactly what the one big regex it replaced found (kept here as the reference).
How its time grows with the number of originals is measured by bench/leak_scaling.py, not timed here."""

from __future__ import annotations

import random
import re

import pytest

from tests.conftest import SAMPLES
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.matcher import OriginalMatcher


def reference_count(originals: list[str], text: str) -> dict[str, int]:
    """The regex matcher of the leak check up to this change: longs anywhere, shorts as whole words."""
    keys = {fold(v.strip()) for v in originals}
    keys = {k for k in keys if len(k) >= 3 and not (k.isdigit() and len(k) < 4)}
    longs = sorted((k for k in keys if len(k) >= 5), key=lambda k: (-len(k), k))
    shorts = sorted((k for k in keys if len(k) < 5), key=lambda k: (-len(k), k))
    parts = ["|".join(map(re.escape, longs))] if longs else []
    if shorts:
        parts.append(r"(?<!\w)(?:" + "|".join(map(re.escape, shorts)) + r")(?!\w)")
    out: dict[str, int] = {}
    if parts:
        for m in re.finditer("(?=(" + "|".join(parts) + "))", fold(text)):
            out[m.group(1)] = out.get(m.group(1), 0) + 1
    return out


ALPHABET = "abåÄö_ -1.é\n"


def random_string(rng: random.Random, lo: int, hi: int) -> str:
    return "".join(rng.choice(ALPHABET) for _ in range(rng.randint(lo, hi)))


@pytest.mark.parametrize("seed", range(40))
def test_same_matches_as_the_regex_on_random_text(seed: int) -> None:
    rng = random.Random(seed)
    originals = [random_string(rng, 1, 8) for _ in range(rng.randint(0, 60))]
    text = random_string(rng, 0, 400)
    text += "".join(rng.choice(originals) + rng.choice(" x_") for _ in range(10)) if originals else ""
    matcher = OriginalMatcher(originals)
    expected = reference_count(originals, text)
    assert matcher.count(text) == expected
    assert set(matcher.find(text)) == set(expected)


def test_same_matches_as_the_regex_on_the_sample_essays() -> None:
    texts = [p.read_text(encoding="utf-8") for p in sorted((SAMPLES / "corpus").glob("*.txt"))]
    words = sorted({w for t in texts for w in re.findall(r"\w+", t)})
    originals = words[::3] + ["Borlänge", "Stora Enso", "070-174 06 12", "2017", "ab"]
    matcher = OriginalMatcher(originals)
    for text in texts:
        assert matcher.count(text) == reference_count(originals, text)
        assert matcher.find(text) == list(reference_count(originals, text))  # order of first occurrence


@pytest.mark.parametrize("originals, text, expected", [
    (["Omar Khan", "Omar"], "hej omar khan och omar", {"omar khan": 1, "omar": 1}),  # longest at a position
    (["Anders", "Andersson"], "Anderssons bok", {"andersson": 1}),
    (["sson"], "Andersson sson", {"sson": 1}),  # short: whole words only
    (["Åsa_"], "åsa_ x åsa_b", {"asa_": 1}),  # "_" is a word character
    (["2017"], "2017-08-21 och 12017", {"2017": 1}),
])
def test_positions_and_boundaries(originals: list[str], text: str, expected: dict[str, int]) -> None:
    assert OriginalMatcher(originals).count(text) == expected == reference_count(originals, text)
