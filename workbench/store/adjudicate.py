"""Adjudication: where blind reviews of an essay differ, span by span, and the edits that make the shared state
take one reviewer's version. No database here: it compares EssayViews (ReviewStore.view, .blind_views).

A unit is a candidate span (the same span id in every review) or, for spans a reviewer brought in, an extent.
A reviewer's version of a unit is what the release would do there: replace it as a label (with its running
number and attributes, on its extent) or leave the text as it is (rejected, or no span there). Reviewers
agree on a unit when their versions are the same.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from workbench.store.api import Edit, EssayView, SpanState

__all__ = ["KEEP", "Unit", "Version", "edits_to", "units"]

_OWN = frozenset({"manual"})  # the mark of a reviewer's own span, not an attribute to settle


@dataclass(frozen=True)
class Version:
    """One reviewer's version of a unit (``kept``: the text is replaced as ``label``)."""

    kept: bool
    start: int = 0
    end: int = 0
    label: str = ""
    number: int | None = None
    attributes: frozenset[str] = frozenset()

    def words(self) -> str:
        if not self.kept:
            return "not marked"
        return f"{self.label}{f' {self.number}' if self.number is not None else ''}" + (
            f" ({', '.join(sorted(self.attributes))})" if self.attributes else "")


KEEP = Version(False)  # the text stays as it is


@dataclass(frozen=True)
class Unit:
    """A place in the essay, every reviewer's version of it, and the shared span there (if any). ``seen``:
    the blind reviews had it (a candidate proposed into the shared state later, or the curator's own span,
    was never seen by the reviewers: no version of theirs counts there)."""

    start: int
    end: int
    versions: Mapping[str, Version]
    shared: SpanState | None
    seen: bool = True

    @property
    def agreed(self) -> bool:
        return self.seen and len(set(self.versions.values())) == 1

    @property
    def settled(self) -> Version | None:
        """The version the shared state gives now (None: still open there)."""
        if self.shared is None:
            return KEEP
        return None if self.shared.status == "open" else _version(self.shared)


def _version(s: SpanState) -> Version:
    if s.status != "accepted":
        return KEEP
    p = s.span
    return Version(True, p.start, p.end, p.label, p.number, frozenset(p.attributes) - _OWN)


def units(shared: EssayView, blind: Mapping[str, EssayView]) -> list[Unit]:
    """Every unit of an essay under blind review, in text order."""
    in_blind = {s.id for view in blind.values() for s in view.spans}
    by_id: dict[int, dict[str, Version]] = {}
    by_extent: dict[tuple[int, int], dict[str, Version]] = {}
    shared_ids = {s.id for s in shared.spans}
    for reviewer, view in blind.items():
        for s in view.spans:
            if s.id in shared_ids:
                by_id.setdefault(s.id, {})[reviewer] = _version(s)
            elif s.status == "accepted":  # a span this reviewer brought in
                by_extent.setdefault((s.span.start, s.span.end), {})[reviewer] = _version(s)
    out = [Unit(s.span.start, s.span.end, {r: by_id[s.id].get(r, KEEP) for r in blind}, s)
           for s in shared.spans if s.id in in_blind]
    others = sorted((s for s in shared.spans if s.id not in in_blind), key=lambda s: s.status == "rejected")
    for (start, end), v in by_extent.items():  # matched with the shared span the curator made there, if any
        there = next((s for s in others if (s.span.start, s.span.end) == (start, end)), None)
        if there is not None:
            others.remove(there)
        out.append(Unit(start, end, {r: v.get(r, KEEP) for r in blind}, there))
    out += [Unit(s.span.start, s.span.end, {r: KEEP for r in blind}, s, seen=False) for s in others]
    return sorted(out, key=lambda u: (u.start, u.end))


def edits_to(essay_id: str, unit: Unit, version: Version) -> list[Edit]:
    """The edits that make the shared state give ``version`` at ``unit`` (none when it does already)."""
    s = unit.shared
    if unit.settled == version:
        return []
    if not version.kept:
        return [] if s is None or s.status == "rejected" else [Edit(essay_id, "reject", s.id)]
    if s is None:
        value: dict[str, object] = {"start": version.start, "end": version.end, "label": version.label}
        if version.number is not None:
            value["number"] = version.number
        if version.attributes:
            value["attributes"] = sorted(version.attributes)
        return [Edit(essay_id, "add", None, value)]
    p, edits = s.span, []
    if (p.start, p.end) != (version.start, version.end):
        edits.append(Edit(essay_id, "resize", s.id, {"start": version.start, "end": version.end}))
    if p.label != version.label:
        edits.append(Edit(essay_id, "relabel", s.id, {"label": version.label}))
    if version.number is not None and p.number != version.number:
        edits.append(Edit(essay_id, "number", s.id, {"number": version.number}))
    have = frozenset(p.attributes) - _OWN
    edits += [Edit(essay_id, "attribute", s.id, {"name": a, "on": a in version.attributes})
              for a in sorted(have ^ version.attributes)]
    if s.status != "accepted":
        edits.append(Edit(essay_id, "accept", s.id))
    return edits
