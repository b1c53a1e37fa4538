"""Accuracy of this project and of the Presidio baseline, side by side, through workbench.evaluate.

A *system* is a callable ``(essays, lang) -> {essay id: spans}``; :func:`ours` wraps
workbench.pipeline.detect_corpus. Each ``*_rows`` function returns table rows (dicts of counts and
scores, never text), one per label, with a column group per system:

- :func:`news_rows`: Swedish news NER, PER and LOC precision/recall (our name labels -> PER, place labels
  -> LOC, overlap matching).
- :func:`tab_rows`: TAB train/dev, recall of the DIRECT and QUASI mentions per type (label map "tab",
  overlap matching), and precision against every TAB mention (a hit on a NO_MASK mention is no error).
- :func:`swell_rows`: SweLL learner text, flags per 1,000 tokens per label kind.
- :func:`gold_rows`: samples/gold.jsonl, precision/recall per SweLL label.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from workbench import taxonomy
from workbench.evaluate import evaluate, keep_spans
from workbench.model import Essay, Span

__all__ = ["NEWS_MAP", "System", "TAB_TYPES", "gold_rows", "news_rows", "ours", "swell_rows", "tab_rows"]

System = Callable[[list[Essay], "str | None"], dict[str, list[Span]]]
Items = list[tuple[Essay, list[Span]]]
TAB_TYPES = ("PERSON", "LOC", "ORG", "DATETIME", "CODE")
#: the mentions of Sweden, which the guidelines never mark (003: "country: except Sweden"); news gold does
SWEDEN = frozenset({"sverige", "sveriges", "sweden", "sweden's"})
_PLACES = ("city", "country", "region", "area", "place", "geo")
#: Our labels -> the news corpus's PER/LOC; everything else (and gold ORG/MISC) is left out.
NEWS_MAP: dict[str, str | None] = {
    **{lab: None for lab in taxonomy.LABELS},
    **{lab.name: "PER" for lab in taxonomy.LABELS.values() if lab.kind == "names" and lab.tab == "PERSON"},
    **{lab: "LOC" for lab in _PLACES},
    "ORG": None, "MISC": None,
}


def ours(essays: list[Essay], lang: str | None = None) -> dict[str, list[Span]]:
    """This project's detection: workbench.pipeline.detect_corpus."""
    from workbench.pipeline import detect_corpus

    return detect_corpus(essays, lang=lang).spans


def _predict(system: System, items: Items, lang: str | None) -> Items:
    found = system([e for e, _ in items], lang)
    return [(e, found.get(e.id, [])) for e, _ in items]


def _side_by_side(results: Mapping[str, Any], labels: list[str], columns: tuple[str, ...]) -> list[dict]:
    rows = []
    for label in labels:
        row: dict[str, Any] = {"label": label}
        for name, res in results.items():
            table = res.table
            for col in columns:
                value = table.at[label, col] if label in table.index else 0
                scored = col in ("precision", "recall")
                row[f"{name} {col}"] = round(float(value), 3) if scored else int(value)
        rows.append(row)
    return rows


def news_rows(items: Items, systems: Mapping[str, System]) -> list[dict]:
    """PER and LOC of the Swedish news NER corpus (gold has "gold" spans labelled PER/LOC/ORG/MISC), and LOC
    without the mentions of Sweden, which the guidelines never mark (003: "country: except Sweden")."""
    preds = {name: _predict(sys, items, "sv") for name, sys in systems.items()}
    results = {name: evaluate(items, pred, match="overlap", label_map=NEWS_MAP) for name, pred in preds.items()}
    rows = _side_by_side(results, ["PER", "LOC"], ("precision", "recall", "pred"))
    no_se = {name: evaluate(_without_sweden(items), _without_sweden(pred), match="overlap", label_map=NEWS_MAP)
             for name, pred in preds.items()}
    loc = _side_by_side(no_se, ["LOC"], ("precision", "recall", "pred"))[0]
    loc["label"] = "LOC without Sverige"
    rows.append(loc)
    for row, res in zip(rows, [results, results, no_se], strict=True):
        label, table = row["label"].split()[0], next(iter(res.values())).table
        row["gold"] = int(table.at[label, "gold"]) if label in table.index else 0
    return rows


def _without_sweden(items: Items) -> Items:
    return [(e, [s for s in spans if e.text[s.start : s.end].lower() not in SWEDEN]) for e, spans in items]


def tab_rows(items: Items, systems: Mapping[str, System]) -> list[dict]:
    """Recall of TAB's DIRECT and QUASI mentions per type, precision against all mentions."""
    masked = keep_spans(items, lambda s: s.attribute("identifier") in {"DIRECT", "QUASI"})
    rows = [{"label": t, "gold D+Q": 0} for t in TAB_TYPES]
    for name, sys in systems.items():
        pred = _predict(sys, items, "en")
        recall = evaluate(masked, pred, match="overlap", label_map="tab").table
        precision = evaluate(items, pred, match="overlap", label_map="tab").table
        for row in rows:
            t = row["label"]
            r = recall.loc[t] if t in recall.index else None
            p = precision.loc[t] if t in precision.index else None
            row["gold D+Q"] = 0 if r is None else int(r["gold"])
            row[f"{name} recall"] = 0.0 if r is None else round(float(r["recall"]), 3)
            row[f"{name} precision"] = 0.0 if p is None else round(float(p["precision"]), 3)
            row[f"{name} pred"] = 0 if p is None else int(p["pred"])
    return rows


def swell_rows(items: Items, tokens: int, systems: Mapping[str, System]) -> list[dict]:
    """Flags per 1,000 tokens per label kind (and in all) on SweLL's already pseudonymized learner text."""
    counts = {name: Counter(taxonomy.LABELS[s.label].kind if s.label in taxonomy.LABELS else s.label
                            for _, spans in _predict(sys, items, "sv") for s in spans)
              for name, sys in systems.items()}
    kinds = sorted({k for c in counts.values() for k in c})
    rows = []
    for kind in [*kinds, "all"]:
        row: dict[str, Any] = {"kind": kind}
        for name, c in counts.items():
            n = sum(c.values()) if kind == "all" else c.get(kind, 0)
            row[f"{name} flags"] = n
            row[f"{name} per 1k tokens"] = round(1000 * n / max(tokens, 1), 2)
        rows.append(row)
    return rows


def gold_rows(items: Items, systems: Mapping[str, System]) -> list[dict]:
    """Precision and recall per SweLL label on the sample gold annotation (overlap matching)."""
    results = {name: evaluate(items, _predict(sys, items, None), match="overlap")
               for name, sys in systems.items()}
    labels = sorted({lab for res in results.values() for lab in res.table.index})
    rows = _side_by_side(results, labels, ("precision", "recall"))
    first = results[next(iter(results))].table
    for row in rows:
        row["gold"] = int(first.at[row["label"], "gold"]) if row["label"] in first.index else 0
    micro: dict[str, Any] = {"label": "(micro)"}
    for name, res in results.items():
        micro.update({f"{name} {c}": round(float(res.micro[c]), 3) for c in ("precision", "recall")})
    micro["gold"] = int(results[next(iter(results))].micro["gold"])
    return [*rows, micro]


def load_tab(path: str | Path) -> Items:
    """TAB train/dev read with workbench.io.tab.read_tab."""
    from workbench.io.tab import read_tab

    return read_tab(path)
