"""Evaluation against gold annotations and agreement between annotators (issue 6).

``evaluate(gold, pred, match=..., by=..., label_map=...)`` scores predictions per label, label group,
kind or detector; ``agreement(annotations)`` measures how far two or more annotators agree.
"""

from workbench.evaluate.agreement import AgreementResult, agreement, agreement_files
from workbench.evaluate.labelmap import MAP_NAMES, LabelMapError, apply_label_map, keep_spans
from workbench.evaluate.matching import MODES
from workbench.evaluate.pairing import PairingError, read_annotations
from workbench.evaluate.report import EvaluationResult, write_html
from workbench.evaluate.scoring import BY, evaluate, evaluate_files

__all__ = [
    "BY",
    "MAP_NAMES",
    "MODES",
    "AgreementResult",
    "EvaluationResult",
    "LabelMapError",
    "PairingError",
    "agreement",
    "agreement_files",
    "apply_label_map",
    "evaluate",
    "evaluate_files",
    "keep_spans",
    "read_annotations",
    "write_html",
]
