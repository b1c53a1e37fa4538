"""SweLL's learner sentences with their personal details re-rendered (training and held-out data).

``../shared/data/swell-learner-text/silver_spans.jsonl`` marks where SweLL's annotators put a surrogate from
their small fixed lists (Sund, Segerstad, Anna, Mongoliet ...). Trained on those, a model learns the lists, so
``render`` replaces every surrogate with a value from :class:`workbench.learn.values.Pools` (18 % lower-cased,
10 % with one typo, a genitive -s kept), several times per sentence with different values. Every sentence
without a span is kept once, as it is: a negative for names, places and institutions.

The split is fixed by the sentence id (``is_heldout``: a CRC32 of the id, one sentence in five): held-out
sentences are rendered only with held-out values, and nothing is trained or tuned on them.
"""

from __future__ import annotations

import json
import random
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from workbench.learn.values import Pools
from workbench.model import Span

__all__ = ["SilverSentence", "is_heldout", "read_silver", "render", "typo"]

LOWER_RATE = 0.18
TYPO_RATE = 0.10
WORD_NAME_RATE = 0.12
_WORD_NAMES = frozenset({"firstname_male", "firstname_female", "firstname_unknown", "surname"})
_NO_RENDER = frozenset({"email", "phone_nr", "zip_code", "date_digits"})  # re-rendered, never lower-cased


@dataclass(frozen=True)
class SilverSentence:
    """One sentence with its (re-rendered or original) spans."""

    id: str
    text: str
    spans: tuple[Span, ...]


def is_heldout(sentence_id: str) -> bool:
    """The held-out fifth of the sentences, fixed by a hash of the id."""
    return zlib.crc32(sentence_id.encode()) % 5 == 0


def read_silver(path: str | Path) -> list[SilverSentence]:
    """The silver file as sentences; a line that is no valid record raises ValueError naming file and line."""
    out = []
    with Path(path).open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if not line.strip():
                continue
            try:
                d = json.loads(line)
                text = str(d["text"])
                spans = tuple(Span(int(s["start"]), int(s["end"]), str(s["label"]),
                                   frozenset({"foreign"}) if s.get("foreign") else frozenset(), source="silver")
                              for s in d["spans"])
                sid = str(d["id"])
            except (ValueError, KeyError, TypeError) as e:
                raise ValueError(f"{path}:{n}: not a silver record ({e})") from None
            if any(s.end > len(text) for s in spans):
                raise ValueError(f"{path}:{n}: a span reaches past the end of the text")
            out.append(SilverSentence(sid, text, spans))
    return out


def typo(word: str, rng: random.Random) -> str:
    """``word`` with one letter dropped, doubled, swapped with the next or replaced (never the first letter)."""
    if len(word) < 4:
        return word
    i = rng.randrange(1, len(word) - 1)
    kind = rng.randrange(4)
    if kind == 0:
        return word[:i] + word[i + 1 :]
    if kind == 1:
        return word[:i] + word[i] + word[i:]
    if kind == 2:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    return word[:i] + rng.choice("aeioulnrst") + word[i + 1 :]


def _genitive(value: str, label: str, bases: dict[str, set[str]]) -> bool:
    return value.endswith("s") and value[:-1] in bases.get(label, set())


def render(sentences: list[SilverSentence], pools: Pools, copies: int, seed: int,
           words: Sequence[str] = ()) -> Iterator[SilverSentence]:
    """Each sentence with spans ``copies`` times with new values, each sentence without spans once; a share
    ``WORD_NAME_RATE`` of the names are ``words`` (ordinary words of the language), capitalised."""
    bases: dict[str, set[str]] = {}
    for s in sentences:
        for sp in s.spans:
            bases.setdefault(sp.label, set()).add(s.text[sp.start : sp.end])
    rng = random.Random(seed)
    for s in sentences:
        if not s.spans:
            yield s
            continue
        for k in range(copies):
            yield _render_one(s, k, pools, bases, rng, words)


def _render_one(s: SilverSentence, k: int, pools: Pools, bases: dict[str, set[str]],
                rng: random.Random, words: Sequence[str]) -> SilverSentence:
    parts, spans, pos, chosen = [], [], 0, {}
    for sp in sorted(s.spans, key=lambda x: x.start):
        original = s.text[sp.start : sp.end]
        gen = _genitive(original, sp.label, bases)
        key = (sp.label, original[:-1] if gen else original)
        if key not in chosen:  # the same surrogate twice in a sentence is the same person or place
            value = pools.value(sp.label, rng)
            if words and sp.label in _WORD_NAMES and rng.random() < WORD_NAME_RATE:
                value = rng.choice(words).capitalize()  # a name that is also a word ('Ena', 'Sol', 'Hope')
            if sp.label not in _NO_RENDER:
                if rng.random() < TYPO_RATE:
                    value = " ".join(typo(w, rng) for w in value.split(" "))
                if rng.random() < LOWER_RATE:
                    value = value.lower()
            chosen[key] = value
        value = chosen[key]
        if gen and not value.endswith(("s", "x", "z")):
            value += "s"
        parts.append(s.text[pos : sp.start])
        start = sum(map(len, parts))
        parts.append(value)
        spans.append(sp.with_(start=start, end=start + len(value)))
        pos = sp.end
    parts.append(s.text[pos:])
    return SilverSentence(f"{s.id}#{k}", "".join(parts), tuple(spans))
