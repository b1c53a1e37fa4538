"""Evidence for one candidate span, read from the text around it (no rule internals).

What FINDINGS.md found to matter, in that order: the frequency table (how often learners write the word
capitalised and in lower case), the context words, the shape and capitalisation of the candidate, its
position in the sentence, its label; whether it is a misspelling or a compound of a word learners write in
lower case (workbench.learn.nearword); plus the candidate's evidence (``Span.evidence``: the rule that
proposed it and the features its detector read: a trigger word, which list, a fuzzy match, a common word
...), the detectors whose raw candidates overlap it (agreement), the word's general frequency (wordfreq),
its ending, and corpus-level counts of the corpus being processed (how many different learners write the
word; how often this learner does). Features are strings hashed into ``DIM`` buckets (CRC32: stable across
processes).
"""

from __future__ import annotations

import bisect
import math
import zlib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import repeat

from workbench import taxonomy
from workbench.learn.charlm import features as charlm_features
from workbench.learn.freq import TOKEN, FreqTable
from workbench.learn.listed import features as listed_features

__all__ = ["DIM", "GROUPS", "Candidate", "CorpusCounts", "TextView", "evidence_features", "featurize", "group_of_label",
           "hash_features"]

DIM = 1 << 18
#: the classes the model decides between; "O" is "not personal information"
GROUPS = ("O", "NAME", "PLACE", "INST")
_KIND_GROUP = {"names": "NAME", "geo": "PLACE", "institution": "INST"}
_ENDS = frozenset(".!?:;\n\"”»")
MIN_LEARNERS = 20  # corpus counts say something only over this many learners


def group_of_label(label: str) -> str | None:
    """The model's class for a taxonomy label (None: a label the model leaves to the rules)."""
    lab = taxonomy.LABELS.get(label)
    if lab is None or label == "username":
        return None
    return _KIND_GROUP.get(lab.kind)


@dataclass(frozen=True)
class Candidate:
    """A stretch the model decides on: a rule's span (``label``, ``source``, ``evidence`` set) or a word no
    rule took; ``raw``: the detectors whose raw candidates overlap it."""

    start: int
    end: int
    label: str = ""
    source: str = ""
    score: float = 0.0
    evidence: tuple[tuple[str, object], ...] = ()
    raw: tuple[str, ...] = ()


#: evidence features that say nothing a model could use (the score itself, a sensitive word's weight)
_SKIP_EVIDENCE = frozenset({"rule", "score", "word_weight"})


def evidence_features(cand: Candidate, lab: str) -> list[str]:
    """The candidate's evidence and the raw candidates that agree with it, as feature strings."""
    out = [f"nraw={min(len(cand.raw), 4)}", *(f"raw={d}" for d in cand.raw)]
    if not cand.evidence:
        return out
    ev = dict(cand.evidence)
    rule = str(ev.get("rule", ""))
    out += [f"rule={rule}", f"lab*rule={lab}*{rule}"]
    for name, value in cand.evidence:
        if name in _SKIP_EVIDENCE:
            continue
        out.append(f"ev={name}")
        for v in value if isinstance(value, tuple) else (value,):
            if isinstance(v, str) and len(v) <= 30:
                out.append(f"ev={name}:{v.lower()}")
    return out


@dataclass
class TextView:
    """An essay's tokens (words and marks) with sentence-initial flags, computed once per essay."""

    text: str
    starts: list[int] = field(default_factory=list)
    ends: list[int] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    initial: list[bool] = field(default_factory=list)

    @classmethod
    def of(cls, text: str) -> TextView:
        spans = [m.span() for m in TOKEN.finditer(text)]
        if not spans:
            return cls(text)
        starts, ends = (list(x) for x in zip(*spans, strict=True))
        words = [text[a:b] for a, b in spans]
        # a token starts a sentence after a sentence-ending mark, or after a line break in the white space
        # before it (no token holds one); the first always does
        initial = [True, *map(_ENDS.__contains__, words[:-1])]
        at = text.find("\n")
        while at >= 0:
            n = bisect.bisect_right(starts, at)
            if n < len(initial):
                initial[n] = True
            at = text.find("\n", at + 1)
        return cls(text, starts, ends, words, initial)

    def index(self, start: int, end: int) -> tuple[int, int]:
        """The token range [i, j) that covers [start, end)."""
        i = bisect.bisect_right(self.ends, start)
        j = bisect.bisect_left(self.starts, end, lo=i)
        return i, max(j, i + 1)


@dataclass
class CorpusCounts:
    """Per lower-cased word: the number of different learners that write it, and per (learner, word) how
    often; ``learners`` in all. Built from the texts of the corpus being processed."""

    learners: int = 0
    df: Counter = field(default_factory=Counter)
    tf: Counter = field(default_factory=Counter)

    @classmethod
    def of(cls, items: Iterable[tuple[str, str]]) -> CorpusCounts:
        """From (learner id, text) pairs."""
        out = cls()
        seen: dict[str, set[str]] = {}
        for learner, text in items:
            words = [w.lower() for w in TOKEN.findall(text) if w[0].isalpha()]
            seen.setdefault(learner, set()).update(words)
            out.tf.update(zip(repeat(learner), words))
        out.learners = len(seen)
        for ws in seen.values():
            out.df.update(ws)
        return out


def _bucket(n: float) -> int:
    return min(int(math.log2(n + 1)), 8)


@lru_cache(maxsize=200_000)
def _zipf(word: str, lang: str) -> int:
    from wordfreq import zipf_frequency

    return round(zipf_frequency(word, lang))


def _shape(word: str) -> str:
    out: list[str] = []
    for ch in word[:8]:
        c = "X" if ch.isupper() else "x" if ch.isalpha() else "d" if ch.isdigit() else ch
        if not out or out[-1] != c:
            out.append(c)
    return "".join(out)


def _case(word: str) -> str:
    if word.isupper() and len(word) > 1:
        return "upper"
    return "title" if word[:1].isupper() else "lower"


def _word_features(head: str, lab: str, lang: str, table: FreqTable) -> tuple[tuple[str, ...], str, tuple[str, ...]]:
    """The features of a candidate that depend on its head word and label alone (its shape and case; the
    case with the label; the word's frequencies, ending and near words), in ``featurize``'s order."""
    low = head.lower()
    case = _case(head)
    cap, lower, first = table.get(low)
    f = [f"suf={low[-3:]}", f"len={min(len(low), 12)}", f"gens={low.endswith('s')}"]
    seen = cap + lower
    ratio = "none" if seen == 0 else f"{min(int(10 * lower / seen), 9)}"
    zsv, zen = _zipf(low, lang), _zipf(low, "en" if lang != "en" else "sv")
    f += [f"fcap={_bucket(cap)}", f"flow={_bucket(lower)}", f"finit={_bucket(first)}", f"fratio={ratio}",
          f"lab*fratio={lab}*{ratio}", f"z={zsv}", f"zo={zen}", f"lab*z={lab}*{zsv}", f"case*z={case}*{zsv}",
          f"case*fratio={case}*{ratio}"]
    lexicon = table.lexicon()
    near, compound = lexicon.near(low), lexicon.compound(low)
    f += [f"near={near}", f"cmp={compound}", f"lab*near={lab}*{near}", f"lab*cmp={lab}*{compound}",
          f"case*near={case}*{near}", f"case*cmp={case}*{compound}"]
    f += charlm_features(head, lab, case) + listed_features(head, case)
    return (f"shape={_shape(head)}", f"case={case}"), f"lab*case={lab}*{case}", tuple(f)


def featurize(view: TextView, cand: Candidate, lang: str, table: FreqTable, counts: CorpusCounts | None = None,
              learner: str = "") -> list[str]:
    """The feature strings of one candidate."""
    i, j = view.index(cand.start, cand.end)
    words = view.words
    group = group_of_label(cand.label) if cand.label else None
    lab = cand.label or "NONE"
    head = next((w for w in words[i:j] if w[:1].isalpha()), words[i] if i < len(words) else "")
    low = head.lower()
    init = i < len(view.initial) and view.initial[i]
    src = cand.source.split(":")[0] if cand.label else "gen"
    rscore = f"{round(cand.score * 20) / 20:.2f}" if cand.label else "gen"
    by_word = table.memo(("features", lang))  # the same words come back candidate after candidate
    known = by_word.get((head, lab))
    if known is None:
        known = by_word[head, lab] = _word_features(head, lab, lang, table)
    shape_case, lab_case, word = known
    f = ["b", f"lab={lab}", f"grp={group}", f"src={src}", f"rscore={rscore}", f"lab*rscore={lab}*{rscore}",
         *shape_case, f"ntok={min(j - i, 4)}", lab_case, f"init={init}", f"lab*init={lab}*{init}", *word]
    for k, name in ((1, "L1"), (2, "L2")):
        w = words[i - k].lower() if i - k >= 0 else "<s>"
        f.append(f"{name}={w}")
    for k, name in ((0, "R1"), (1, "R2")):
        w = words[j + k].lower() if j + k < len(words) else "</s>"
        f.append(f"{name}={w}")
    f += [f"L12={f[-4][3:]} {f[-3][3:]}", f"R12={f[-2][3:]} {f[-1][3:]}", *evidence_features(cand, lab)]
    if i >= 1:
        f.append(f"L1case={_case(words[i - 1])}*{view.initial[i - 1]}")
    if j < len(words):
        f.append(f"R1case={_case(words[j])}")
    f.extend(f"ctx={w.lower()}" for w in words[max(0, i - 6) : i] + words[j : j + 6] if w[:1].isalpha())
    if counts is not None and counts.learners >= MIN_LEARNERS:
        df = counts.df.get(low, 0)
        share = df / counts.learners
        f += [f"cdf={_bucket(df)}", f"cshare={0 if share < 0.002 else 1 if share < 0.01 else 2 if share < 0.05 else 3}",
              f"crep={min(counts.tf.get((learner, low), 0), 4)}", f"lab*cdf={lab}*{_bucket(df)}"]
    return f


#: bucket indices of the feature strings met so far: the same strings (labels, context words, buckets) come
#: back candidate after candidate; emptied when it holds ``_HASHED_MAX``
_HASHED: dict[str, int] = {}
_HASHED_MAX = 1 << 18


def hash_features(feats: Iterable[str]) -> list[int]:
    """Bucket indices of the features (CRC32 modulo ``DIM``)."""
    feats = feats if isinstance(feats, list) else list(feats)
    out = list(map(_HASHED.get, feats))
    if None in out:  # strings not met before
        if len(_HASHED) >= _HASHED_MAX:
            _HASHED.clear()
        for n, h in enumerate(out):
            if h is None:
                out[n] = _HASHED[feats[n]] = zlib.crc32(feats[n].encode()) & (DIM - 1)
    return out  # type: ignore[return-value]  # (no None left)
