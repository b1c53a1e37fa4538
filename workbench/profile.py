"""What a learner's essays reveal together: details repeated across essays, and quasi-identifiers.

``repeated_details`` groups the spans of one learner's essays by label kind and (fuzzy-)same string, so
one reviewer action can resolve a detail in every essay. ``quasi_identifiers`` collects what essays and
metadata say about the writer (age, home town, country of origin, profession, family size, L1 ...), and
``risk_notes`` says in plain language when a learner's combination is rare in the corpus (k-anonymity).
This module reads originals: its results belong in the review screens, never in a release.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rapidfuzz import fuzz

from workbench import taxonomy
from workbench.model import Essay, Span

__all__ = ["Detail", "QUASI_KEYS", "quasi_identifiers", "repeated_details", "risk_notes"]

FUZZY_RATIO = 85  # rapidfuzz ratio above which two mentions are one detail ("Stockhulm" ~ "Stockholm")

#: quasi-identifier -> labels whose spans reveal it
QUASI_KEYS: dict[str, tuple[str, ...]] = {
    "age": ("age_digits", "age_string"),
    "home town": ("city",),
    "country of origin": ("country",),
    "profession": ("prof",),
    "education": ("edu",),
    "family": ("fam",),
    "school or workplace": ("school", "work"),
}
#: metadata keys that are quasi-identifiers too
QUASI_METADATA = ("L1", "l1", "gender", "age", "birth_year", "country")


def _norm(s: str) -> str:
    s = s.strip().lower()
    return s[:-1] if len(s) > 3 and s.endswith("s") else s


@dataclass
class Detail:
    """One detail (a name, place, number ...) and where it occurs among a learner's essays."""

    kind: str
    text: str
    mentions: list[tuple[str, Span]] = field(default_factory=list)  # (essay id, span)

    @property
    def essay_ids(self) -> list[str]:
        return sorted({e for e, _ in self.mentions})


def repeated_details(items: Sequence[tuple[Essay, Sequence[Span]]], min_essays: int = 2) -> list[Detail]:
    """Details of the replace/placeholder groups that occur in at least ``min_essays`` essays."""
    details: list[Detail] = []
    for essay, spans in items:
        for span in spans:
            label = taxonomy.LABELS.get(span.label)
            if label is None or label.group == "mark-only":
                continue
            text = _norm(essay.text[span.start : span.end])
            for d in details:
                if d.kind == label.kind and fuzz.ratio(text, _norm(d.text)) >= FUZZY_RATIO:
                    d.mentions.append((essay.id, span))
                    break
            else:
                details.append(Detail(label.kind, essay.text[span.start : span.end], [(essay.id, span)]))
    repeated = [d for d in details if len(d.essay_ids) >= min_essays]
    return sorted(repeated, key=lambda d: (-len(d.essay_ids), d.kind, d.text.lower()))


def quasi_identifiers(items: Sequence[tuple[Essay, Sequence[Span]]]) -> dict[str, list[str]]:
    """Quasi-identifier -> the distinct values the learner's essays and metadata reveal, sorted."""
    found: dict[str, set[str]] = {}
    for essay, spans in items:
        for key, labels in QUASI_KEYS.items():
            for span in spans:
                if span.label in labels:
                    found.setdefault(key, set()).add(essay.text[span.start : span.end].strip().lower())
        for key in QUASI_METADATA:
            if essay.metadata.get(key):
                found.setdefault(key.lower(), set()).add(essay.metadata[key].strip().lower())
    return {k: sorted(v) for k, v in sorted(found.items())}


def risk_notes(profiles: Mapping[str, Mapping[str, Sequence[str]]], learner_id: str, k: int = 2,
               keys: Sequence[str] = ("age", "home town", "country of origin", "profession", "l1")) -> list[str]:
    """Plain-language notes when the learner's combination of quasi-identifiers is shared by fewer than
    ``k`` learners of the corpus (``profiles``: learner id -> quasi_identifiers(...))."""
    def combo(p: Mapping[str, Sequence[str]]) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return tuple((key, tuple(p.get(key, ()))) for key in keys if p.get(key))

    mine = combo(profiles[learner_id])
    notes: list[str] = []
    if len(mine) >= 2:
        counts = Counter(combo(p) for p in profiles.values())
        if counts[mine] < k:
            names = ", ".join(key for key, _ in mine)
            notes.append(f"Only {counts[mine]} learner(s) in the corpus combine this {names}: together they may "
                         f"identify the writer. Consider generalising one of them (e.g. the age to a span, "
                         f"the town to a region).")
    for key, values in mine:
        alone = sum(1 for p in profiles.values() if tuple(p.get(key, ())) == values)
        if alone == 1 and len(profiles) > 5:
            notes.append(f"This learner is the only one in the corpus with this {key}.")
    return notes
