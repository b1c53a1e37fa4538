"""A synthetic release-sized corpus: essays of 300-1,000 tokens with 10-50 marked spans, 3 essays a learner.

The filler words are the lower-case words of the sample corpus that are in no name or place list; each
learner gets a handful of people (first names, a surname, a nickname), places, an institution, a phone
number, an e-mail address and a year from the tool's own lists, and every essay mentions some of them
(an entity several times, as real essays do). The spans are exact, so the corpus goes straight into
``pipeline.pseudonymize_corpus(..., spans=...)``: the real renderer, writer and key, no detection.
A smoke-test corpus for speed (bench/leak_scaling.py), not a measure of accuracy.
"""

from __future__ import annotations

import random
import re
from functools import cache

from bench.corpus import load_sample
from workbench import resources as R
from workbench.model import Corpus, Essay, Span
from workbench.pseudonymize.fold import fold

__all__ = ["release_corpus"]


@cache
def _pools() -> tuple[list[str], list[str], list[str], list[str]]:
    return (R.top_first_names("male", 300) + R.top_first_names("female", 300), R.top_surnames(2000),
            R.swedish_cities(300), R.top_surnames(500))


@cache
def _filler() -> tuple[str, ...]:
    """Words of the sample corpus that hold no value the entities are drawn from (no "göteborgshumor", no
    "back" when "Bäck" is a surname)."""
    firsts, surnames, cities, owners = _pools()
    values = {fold(v) for v in [*firsts, *surnames, *cities, *owners]}
    values |= {v[:3] + "an" for v in values}
    words = {w for e in load_sample().essays for w in re.findall(r"\b[a-zåäö]{2,}\b", e.text)}
    return tuple(sorted(w for w in words
                        if fold(w) not in values and not any(v in fold(w) for v in values if len(v) >= 5)))


def _entities(rng: random.Random) -> list[tuple[str, str]]:
    firsts, surnames, cities, owners = _pools()
    surname = rng.choice(surnames)
    people = rng.sample(firsts, 4)
    out = [("firstname_unknown", p) for p in people] + [("surname", surname), ("nickname", people[0][:3] + "an")]
    out += [("city", c) for c in rng.sample(cities, 3)]
    out.append(("work", f"{rng.choice(owners)}s Bygg AB"))
    out.append(("phone_nr", f"07{rng.randrange(10)}-{rng.randrange(10**6, 10**7)}"))
    out.append(("email", f"{people[0].lower()}.{surname.lower()}{rng.randrange(100)}@mail.se"))
    out.append(("year", str(rng.randrange(1960, 2015))))
    return out


def _essay(essay_id: str, learner: str, entities: list[tuple[str, str]], rng: random.Random
           ) -> tuple[Essay, list[Span]]:
    words = _filler()
    tokens = rng.randrange(300, 1001)
    n_spans = rng.randrange(10, 51)
    mention_at = set(rng.sample(range(tokens), n_spans))
    parts: list[str] = []
    spans: list[Span] = []
    pos = 0
    for i in range(tokens):
        if i in mention_at:
            label, value = rng.choice(entities)
            spans.append(Span(pos, pos + len(value), label, source="bench", reason="bench"))
            word = value
        else:
            word = rng.choice(words)
        parts.append(word)
        pos += len(word)
        sep = ".\n" if rng.random() < 0.01 else (". " if rng.random() < 0.08 else " ")
        parts.append(sep)
        pos += len(sep)
    return Essay(essay_id, learner, "".join(parts), "sv", {}), spans


def release_corpus(n_essays: int, seed: int = 0) -> tuple[Corpus, dict[str, list[Span]]]:
    """``n_essays`` essays (3 a learner) and their spans, the same for the same arguments."""
    rng = random.Random(seed)
    essays: list[Essay] = []
    spans: dict[str, list[Span]] = {}
    entities: list[tuple[str, str]] = []
    for k in range(n_essays):
        learner = f"L{k // 3:05d}"
        if k % 3 == 0:
            entities = _entities(rng)
        essay, essay_spans = _essay(f"{learner}-{k % 3 + 1}", learner, entities, rng)
        essays.append(essay)
        spans[essay.id] = essay_spans
    return Corpus.of(essays), spans
