"""Accuracy and speed of the name, place, institution and transport detectors.

Reads ../shared/data (never copies it):
- swedish-news-ner/train_corpus.txt: recall and precision of PER and LOC spans (our name labels -> PER,
  place labels -> LOC; a span counts when it overlaps one of the other side's spans of the same type);
- swell-learner-text/sv_swell_train.tsv: flags per 1,000 tokens, 30 random flags with context, and
  whether SweLL's own surrogates in that text are flagged;
- speed: milliseconds per 300-token essay for these detectors together, on one core.

Usage: python bench/detection_accuracy.py [SHARED_DATA_DIR]
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.accuracy import SWEDEN  # noqa: E402
from workbench.detect.base import detectors_for  # noqa: E402
from workbench.detect.steps.resolve import resolve_overlaps  # noqa: E402
from workbench.text import parse  # noqa: E402

MINE = ("names", "places", "place_compounds", "toponyms", "place_nouns", "institutions", "transport_name", "street",
        "triggers")
PER = {"firstname_male", "firstname_female", "firstname_unknown", "surname", "middlename", "initials"}
LOC = {"city", "region", "country", "area", "place", "geo"}
SURROGATES = ("Sund", "Segerstad", "Caracas", "Erik", "Olsson")


def sentences(path: Path, tagged: bool) -> list[list[tuple[str, str]]]:
    """Sentences as (token, tag) lists from a one-token-a-line file with blank lines between sentences."""
    out, cur = [], []
    for line in path.read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if not parts:
            if cur:
                out.append(cur)
            cur = []
        elif len(parts) >= 2 or not tagged:
            cur.append((parts[0], parts[1] if len(parts) > 1 else "0"))
    return out + ([cur] if cur else [])


def run(doc_text: str, lang: str = "sv"):
    doc = parse(doc_text, lang)
    dets = [d for d in detectors_for(lang) if d.name in MINE]
    return resolve_overlaps([s for d in dets for s in d.detect(doc)])


def news(data: Path) -> None:
    sents = sentences(data / "swedish-news-ner" / "train_corpus.txt", tagged=True)
    found = Counter()
    for text, gold in _docs_exact(sents):
        spans = run(text)
        for typ, labels in (("PER", PER), ("LOC", LOC)):
            g = [x for x in gold if x[2] == typ]
            p = [s for s in spans if s.label in labels]
            found[typ, "gold"] += len(g)
            found[typ, "pred"] += len(p)
            found[typ, "hit"] += sum(any(s.start < e and b < s.end for s in p) for b, e, _ in g)
            g_nose = [x for x in g if text[x[0] : x[1]].lower() not in SWEDEN]
            found[typ, "gold_nose"] += len(g_nose)
            found[typ, "hit_nose"] += sum(any(s.start < e and b < s.end for s in p) for b, e, _ in g_nose)
            found[typ, "ok"] += sum(any(s.start < e and b < s.end for b, e, t in gold if t == typ) for s in p)
            found[typ, "ok_any"] += sum(any(s.start < e and b < s.end for b, e, t in gold) for s in p)
    print("== swedish-news-ner (news, not learner text)")
    for typ in ("PER", "LOC"):
        r = found[typ, "hit"] / max(1, found[typ, "gold"])
        p = found[typ, "ok"] / max(1, found[typ, "pred"])
        pa = found[typ, "ok_any"] / max(1, found[typ, "pred"])
        rn = found[typ, "hit_nose"] / max(1, found[typ, "gold_nose"])
        print(
            f"{typ}: gold {found[typ, 'gold']}, predicted {found[typ, 'pred']}, recall {r:.3f} "
            f"({rn:.3f} without Sverige/Sweden, which the guidelines never mark), "
            f"precision {p:.3f} (same type), {pa:.3f} (any entity)"
        )


def _docs_exact(sents):
    """Like as_docs but with exact offsets: tokens joined by spaces, sentences by newlines."""
    for k in range(0, len(sents), 12):
        parts, gold, pos = [], [], 0
        for sent in sents[k : k + 12]:
            prev = "0"
            for n, (tok, tag) in enumerate(sent):
                sep = "" if not parts else ("\n" if n == 0 else " ")
                pos += len(sep)
                parts.append(sep + tok)
                if tag != "0" and prev == tag:
                    gold[-1] = (gold[-1][0], pos + len(tok), tag)
                elif tag != "0":
                    gold.append((pos, pos + len(tok), tag))
                pos += len(tok)
                prev = tag
        yield "".join(parts), gold


def swell(data: Path) -> None:
    sents = sentences(data / "swell-learner-text" / "sv_swell_train.tsv", tagged=False)
    docs = [text for text, _ in _docs_exact(sents)]
    ntok = sum(len(s) for s in sents)
    flags, by_label, by_source = [], Counter(), Counter()
    t0 = time.process_time()
    for text in docs:
        for s in run(text):
            flags.append((text, s))
            by_label[s.label] += 1
            by_source[s.source.split(":")[0]] += 1
    cpu = time.process_time() - t0
    print(
        f"\n== swell-learner-text: {ntok} tokens, {len(flags)} flags, "
        f"{1000 * len(flags) / ntok:.1f} per 1,000 tokens"
    )
    print("by label:", dict(by_label.most_common()))
    print("by detector:", dict(by_source.most_common()))
    print(
        f"speed: {1000 * cpu / ntok * 300:.2f} ms per 300-token essay "
        "(these detectors and the parse, one core)"
    )
    rng = random.Random(7)
    print("\n30 random flags (context):")
    for text, s in rng.sample(flags, min(30, len(flags))):
        left = text[max(0, s.start - 40) : s.start].replace("\n", " / ")
        right = text[s.end : s.end + 40].replace("\n", " / ")
        print(f"  {s.label:18} {s.score:.2f} …{left}[[{s.text(text)}]]{right}…  ({s.reason})")
    print("\nSweLL surrogates flagged:")
    for word in SURROGATES:
        total = hit = 0
        for text, spans in ((t, None) for t in docs):
            idx = [
                k
                for k in range(len(text))
                if text.startswith(word, k)
                and (k == 0 or not text[k - 1].isalnum())
                and (k + len(word) == len(text) or not text[k + len(word)].isalnum())
            ]
            if not idx:
                continue
            spans = run(text)
            for k in idx:
                total += 1
                hit += any(s.start <= k < s.end for s in spans)
        print(f"  {word}: {hit}/{total}")


def main() -> None:
    data = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "shared" / "data"
    if not data.is_dir():
        sys.exit(f"shared data not found at {data}")
    news(data)
    swell(data)


if __name__ == "__main__":
    main()
