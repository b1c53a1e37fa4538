"""Label maps: compare systems whose label sets differ by mapping both sides to one set first.

A map is a name (``"swell"``, ``"kaggle"``, ``"tab"``, ``"group"``, ``"kind"``, ``"unlabelled"``), a dict
``{label: new_label_or_None}`` (labels not in the dict are kept) or a function ``span -> label | None``.
A span mapped to None is dropped on both sides (e.g. ``city`` has no Kaggle label). A label that is
already in the target set is kept, so a Kaggle-labelled prediction can be compared with SweLL gold, and
the maps "kaggle" and "tab" prefer a span's own ``kaggle=``/``tab=`` attribute (set by the readers).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from workbench import taxonomy
from workbench.model import Essay, Span

__all__ = [
    "LabelMap", "LabelMapError", "MAP_NAMES", "UNLABELLED", "apply_label_map", "keep_spans", "map_label",
]

LabelMap = str | Mapping[str, str | None] | Callable[[Span], str | None] | None
Items = list[tuple[Essay, list[Span]]]

#: The one label every span gets in unlabelled evaluation.
UNLABELLED = "span"
_KINDS = tuple(dict.fromkeys(lab.kind for lab in taxonomy.LABELS.values()))
_TARGETS: dict[str, tuple[str, ...]] = {
    "swell": tuple(taxonomy.LABELS),
    "kaggle": taxonomy.KAGGLE_LABELS,
    "tab": taxonomy.TAB_TYPES,
    "group": taxonomy.GROUPS,
    "kind": _KINDS,
    "unlabelled": (UNLABELLED,),
}
MAP_NAMES = tuple(_TARGETS)


class LabelMapError(ValueError):
    """A label the chosen map cannot translate."""


def _named(name: str, span: Span) -> str | None:
    if name == "unlabelled":
        return UNLABELLED
    original = span.attribute(name) if name in ("kaggle", "tab") else None
    if original in _TARGETS[name]:
        return original  # TAB and Kaggle readers keep the original type (QUANTITY ...) as tab=/kaggle=
    if span.label in _TARGETS[name]:
        return span.label
    if span.label not in taxonomy.LABELS:
        raise LabelMapError(f"label {span.label!r} is neither a SweLL label nor one of the {name} labels "
                            f"({', '.join(_TARGETS[name])})")
    lab = taxonomy.LABELS[span.label]
    return {"kaggle": lab.kaggle, "tab": lab.tab, "group": lab.group, "kind": lab.kind}[name]


def map_label(span: Span, label_map: LabelMap) -> str | None:
    """The label ``span`` gets under ``label_map``; None drops it."""
    if label_map is None:
        return span.label
    if isinstance(label_map, str):
        if label_map not in _TARGETS:
            raise LabelMapError(f"unknown label map {label_map!r}; choose one of {', '.join(MAP_NAMES)}")
        return _named(label_map, span)
    if isinstance(label_map, Mapping):
        return label_map.get(span.label, span.label)
    return label_map(span)


def apply_label_map(items: Items, label_map: LabelMap) -> Items:
    """The same essays with every span relabelled by ``label_map`` (spans mapped to None left out)."""
    if label_map is None:
        return items
    out: Items = []
    for essay, spans in items:
        kept = []
        for s in spans:
            new = map_label(s, label_map)
            if new is not None:
                kept.append(s if new == s.label else s.with_(label=new))
        out.append((essay, kept))
    return out


def keep_spans(items: Items, predicate: Callable[[Span], bool]) -> Items:
    """The same essays with only the spans ``predicate`` accepts, e.g. TAB's DIRECT and QUASI identifiers:
    ``keep_spans(gold, lambda s: s.attribute("identifier") in {"DIRECT", "QUASI"})``."""
    return [(essay, [s for s in spans if predicate(s)]) for essay, spans in items]
