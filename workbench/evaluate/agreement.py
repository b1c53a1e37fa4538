"""Agreement between two or more annotations of the same essays.

Token level: every token gets one label per annotator (``tokens.token_labels``: the label of the span
that covers most of it, "O" outside spans); Fleiss' kappa and Krippendorff's alpha (nominal) are
computed over all tokens of the essays every annotator has. Span level: F1 of every pair of annotators
with exact and with overlap matching (symmetric: swapping the two swaps precision and recall).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import pandas as pd

from workbench.evaluate.kappa import fleiss_kappa, krippendorff_alpha
from workbench.evaluate.labelmap import LabelMap, apply_label_map
from workbench.evaluate.pairing import PairingError, read_annotations
from workbench.evaluate.scoring import evaluate
from workbench.evaluate.tokens import token_labels
from workbench.model import Essay, Span

__all__ = ["AgreementResult", "agreement", "agreement_files"]

Items = list[tuple[Essay, list[Span]]]


@dataclass
class AgreementResult:
    """Token-level kappa and alpha, and pairwise span F1, of ``raters`` annotations."""

    raters: list[str]
    essays: int
    tokens: int
    categories: list[str]
    fleiss_kappa: float
    krippendorff_alpha: float
    pairwise: pd.DataFrame
    skipped_essays: list[str] = field(default_factory=list)

    def to_text(self) -> str:
        """A printable summary (counts and coefficients only, no essay text)."""
        lines = [f"raters: {', '.join(self.raters)}; essays: {self.essays} (skipped, not annotated by all: "
                 f"{len(self.skipped_essays)}); tokens: {self.tokens}; categories: {len(self.categories)}",
                 f"Fleiss' kappa (tokens): {self.fleiss_kappa:.3f}",
                 f"Krippendorff's alpha (tokens, nominal): {self.krippendorff_alpha:.3f}",
                 self.pairwise.to_string(index=False, float_format=lambda x: f"{x:.3f}")]
        return "\n".join(lines) + "\n"


def _common(annotations: list[Items]) -> tuple[list[str], list[str]]:
    ids = [dict.fromkeys(e.id for e, _ in items) for items in annotations]
    common = [i for i in ids[0] if all(i in other for other in ids[1:])]
    skipped = sorted(set().union(*ids) - set(common))
    if not common:
        raise PairingError("the annotations share no essay id")
    return common, skipped


def agreement(annotations: list[Items], names: Sequence[str] | None = None,
              label_map: LabelMap = None) -> AgreementResult:
    """Agreement of two or more annotations (each as ``read_spans`` returns) on their common essays."""
    if len(annotations) < 2:
        raise ValueError("agreement needs two or more annotations")
    names = list(names) if names else [f"A{i + 1}" for i in range(len(annotations))]
    annotations = [apply_label_map(items, label_map) for items in annotations]
    common, skipped = _common(annotations)
    maps = [{e.id: (e, spans) for e, spans in items} for items in annotations]
    labels: list[list[str]] = [[] for _ in annotations]
    for eid in common:
        text = maps[0][eid][0].text
        for k, m in enumerate(maps):
            if m[eid][0].text != text:
                raise PairingError(f"essay {eid!r}: {names[k]} has a different text than {names[0]}")
            labels[k] += token_labels(text, m[eid][1])
    categories = sorted(set().union(*labels))
    code = {c: i for i, c in enumerate(categories)}
    matrix = np.array([[code[c] for c in row] for row in labels], dtype=float)  # raters x tokens
    table = np.stack([(matrix == i).sum(axis=0) for i in range(len(categories))], axis=1)
    kept = [[(m[eid][0], m[eid][1]) for eid in common] for m in maps]
    pairwise = pd.DataFrame([
        {"a": names[i], "b": names[j],
         "exact_f1": evaluate(kept[i], kept[j], match="exact").micro["f1"],
         "overlap_f1": evaluate(kept[i], kept[j], match="overlap").micro["f1"]}
        for i, j in itertools.combinations(range(len(kept)), 2)])
    return AgreementResult(names, len(common), matrix.shape[1], categories,
                           fleiss_kappa(table) if matrix.shape[1] else float("nan"),
                           krippendorff_alpha(matrix), pairwise, skipped)


def agreement_files(paths: Sequence[str | Path], label_map: LabelMap = None) -> AgreementResult:
    """``agreement`` of annotation files, named by their file names."""
    return agreement([read_annotations(p) for p in paths], [Path(p).name for p in paths], label_map)
