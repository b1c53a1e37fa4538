"""The SweLL editor's labels and validation rules, ported from swell-editor (commit f06eee6, MIT licence):
the label list and ``label_order`` of src/Editor/Config.ts, ``is_anon_label`` of Anonymization.ts, and the
validation rules of src/Editor/Model.ts as they run in pseudonymization (anonymization) mode when an
annotator marks an essay done. The editor will not let such an essay be saved as done with an error.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from workbench.io.svala_align import is_comment_label
from workbench.io.svala_invariant import JS_SPACE

__all__ = ["ANONYMIZATION_LABELS", "EDITOR_LABELS", "Finding", "is_anon_label", "label_order",
           "unknown_labels", "validate"]

#: Config.ts ``anonymization`` taxonomy, in its order
ANONYMIZATION_LABELS = (
    "gen def pl "
    "firstname_male firstname_female firstname_unknown initials middlename surname nickname "
    "foreign area city country geo place region street_nr zip_code "
    "school work public_authority other_institution "
    "transport_name transport_nr age_digits age_string "
    "date_digits day month_digit month_word year past_timepoint future_timepoint time_span "
    "account_nr email extra license_nr other_nr_seq phone_nr personid_nr url username pet_type language "
    "ethnicity currency hobby crime health_condition "
    "edu fam prof sensitive Cit-FL Com! OBS!"
).split()
#: every label of the editor's three taxonomies (anonymization, normalization, correctannot)
EDITOR_LABELS = frozenset(ANONYMIZATION_LABELS) | frozenset(
    "X O O-Cap O-Comp L-Der L-FL L-Ref L-W M-Adj/adv M-Case M-Def M-F M-Gend M-Num M-Other M-Verb "
    "P-M P-R P-Sent P-W S-Adv S-Comp S-Clause S-Ext S-FinV S-M S-Msubj S-Other S-R S-Type S-WO C Unid".split())
_ANON = frozenset(ANONYMIZATION_LABELS)
_EXTRA = ("gen", "def", "pl", "foreign")
_TEMPORARY = ("OBS!", "Cit-FL", "Com!")
BASE, NUM, EXTRA, TEMP = "BASE", "NUM", "EXTRA", "TEMP"

# what JavaScript's Number() reads as a number (not NaN): blank, decimal, Infinity, 0x/0o/0b literals
_JS_NUMBER = re.compile(rf"[{JS_SPACE}]*(?:[+-]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|Infinity)"
                        rf"|0[xX][0-9a-fA-F]+|0[oO][0-7]+|0[bB][01]+)?[{JS_SPACE}]*", re.ASCII)


def label_order(label: str) -> str:
    """Config.ts label_order: TEMP (OBS!, Cit-FL, Com!), EXTRA (gen, def, pl, foreign), NUM (digits), BASE."""
    if label in _TEMPORARY:
        return TEMP
    if label in _EXTRA:
        return EXTRA
    if re.fullmatch(r"[0-9]+", label):
        return NUM
    return BASE


def is_anon_label(label: str) -> bool:
    """Anonymization.ts is_anon_label: a number (as JavaScript's Number() reads one), or a label of the
    anonymization taxonomy that takes no comment."""
    return bool(_JS_NUMBER.fullmatch(label)) or (label in _ANON and not is_comment_label(label))


@dataclass(frozen=True)
class Finding:
    """One rule's finding on one edge."""

    rule: str
    severity: str  # "error" or "warning"
    edge: str


def _main_labels(labels: list[str]) -> list[str]:
    return [lab for lab in labels if is_anon_label(lab) and label_order(lab) == BASE]


def validate(graph: dict[str, Any]) -> list[Finding]:
    """Model.ts's validation rules in anonymization mode with the essay marked done, in its order
    (``graph`` must pass check_invariant)."""
    rules = (
        ("Temporary/comment tags remaining when done", "warning",
         lambda labels: any(label_order(lab) == TEMP for lab in labels)),
        ("Too many main labels", "error", lambda labels: len(_main_labels(labels)) > 1),
        ("Running number missing", "error",
         lambda labels: bool(_main_labels(labels)) and not any(label_order(lab) == NUM for lab in labels)),
        ("Running number used alone", "error",
         lambda labels: any(label_order(lab) == NUM for lab in labels) and not _main_labels(labels)),
    )
    return [Finding(name, severity, e["id"]) for name, severity, breaks in rules
            for e in graph["edges"].values() if breaks(e["labels"])]


def unknown_labels(graph: dict[str, Any]) -> list[str]:
    """Labels in none of the editor's taxonomies (numbers aside): it shows them but offers them nowhere."""
    used: Iterable[str] = dict.fromkeys(lab for e in graph["edges"].values() for lab in e["labels"])
    return [lab for lab in used if lab not in EDITOR_LABELS and label_order(lab) != NUM]
