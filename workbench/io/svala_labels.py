"""Edge labels at the SVALA boundary: taxonomy label, running number, morphology, ``foreign``.

SVALA files from 2018-2019 use older label names (``city_swe``, ``city-SWE``, ``transport``,
``firstname:male``, ``month-word`` ...); `taxonomy_label` maps them onto the taxonomy. Note that the old
plain ``city`` meant a city outside Sweden, but the new ``city`` does not, so it is kept as ``city``
without adding ``foreign`` (a reviewer sees the edge's original label in the ``svala=`` attribute).
"""

from __future__ import annotations

from collections.abc import Sequence

from workbench.model import Span
from workbench.taxonomy import LABELS, MORPHOLOGY

__all__ = ["EDGE_FLAGS", "OLD_LABELS", "edge_labels", "parse_edge_labels", "taxonomy_label"]

#: Span attributes written as edge labels after the label and number, in this order.
EDGE_FLAGS = (*MORPHOLOGY, "foreign")

#: Old SVALA label names (normalized: lower case, ':' and '-' as '_') and their taxonomy names.
OLD_LABELS = {
    "transport": "transport_name",
    "transport_line": "transport_nr",
    "country_of_origin": "country",
    "institution": "other_institution",
}


def taxonomy_label(name: str) -> str | None:
    """The taxonomy label an edge label stands for, or None (numbers, morphology, OBS! ...)."""
    if name in LABELS:
        return name
    n = name.strip().lower().replace(":", "_").replace("-", "_")
    n = OLD_LABELS.get(n, n)
    if n.endswith("_swe"):
        n = n[: -len("_swe")]
    return n if n in LABELS else None


def edge_labels(spans: Sequence[Span]) -> list[str]:
    """[label, number, gen/def/pl, foreign] for each span in turn, without repeats (SVALA's normal form)."""
    out: list[str] = []
    for span in spans:
        labels = [span.label] + ([str(span.number)] if span.number is not None else [])
        labels += [f for f in EDGE_FLAGS if f in span.attributes]
        out += [lab for lab in labels if lab not in out]
    return out


def parse_edge_labels(labels: Sequence[str]) -> list[tuple[str, int | None, frozenset[str]]]:
    """(label, number, attributes) for each taxonomy label of an edge; [] when it has none.

    A number or flag belongs to the label before it (or the first one); an old label name and any
    other label (e.g. ``OBS!``) are kept as ``svala=<name>`` attributes.
    """
    found: list[list] = []  # [label, number, attributes]
    pending: list[str] = []
    extra: list[str] = []
    for lab in labels:
        name = taxonomy_label(lab)
        if name is not None:
            found.append([name, None, set(pending)])
            pending = []
            if name != lab:
                found[-1][2].add(f"svala={lab}")
        elif lab.isdigit() and found and found[-1][1] is None:
            found[-1][1] = int(lab)
        elif lab in EDGE_FLAGS and found:
            found[-1][2].add(lab)
        elif lab in EDGE_FLAGS:
            pending.append(lab)
        else:
            extra.append(f"svala={lab}")
    return [(name, number, frozenset(attrs | set(extra))) for name, number, attrs in found]
