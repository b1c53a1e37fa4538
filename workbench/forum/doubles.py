"""The doubles a conversion table warns about (seed 004): homonyms and accidental doubles.

- ``homonym``: one original form (folded) belongs to several participants. They should share its mask,
  to keep the original ambiguity; when their masks differ, a mention gets the first one's mask.
- ``double_mask``: one mask stands for participants who have no original form in common (by accident):
  the warning shows the forms of each, so the reviewer can check the masking names.
- ``mask_is_original``: a mask is itself an original form of some participant.
- ``empty_mask``: a form whose mask is empty (it would be deleted).
``detail`` names originals (for the private review screen); ``public`` names masks only (for report.json).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from workbench.pseudonymize.fold import fold

if TYPE_CHECKING:
    from workbench.forum.table import ConversionTable, Form

__all__ = ["TableWarning", "find_doubles"]


@dataclass(frozen=True)
class TableWarning:
    """A double in the table: ``detail`` names the originals (private), ``public`` only masks."""

    kind: str  # homonym | double_mask | mask_is_original | empty_mask
    participants: tuple[str, ...]
    detail: str
    public: str


def find_doubles(table: ConversionTable) -> list[TableWarning]:
    """Homonyms, accidental doubles, masks that are originals, empty masks (see the module doc)."""
    out: list[TableWarning] = []
    by_original: dict[str, list[Form]] = {}
    by_mask: dict[str, dict[str, set[str]]] = {}
    for f in table.forms:
        by_original.setdefault(fold(f.original), []).append(f)
        by_mask.setdefault(fold(f.mask), {}).setdefault(f.participant, set()).add(fold(f.original))
    for forms in by_original.values():
        pids = tuple(dict.fromkeys(f.participant for f in forms))
        if len(pids) < 2:
            continue
        masks = sorted({f.mask for f in forms})
        ids = ", ".join(table.mask_id(p) for p in pids)
        if len(masks) == 1:
            tail = f"all masked as {masks[0]!r}: the original ambiguity is kept"
        else:
            tail = (
                f"their masks differ ({', '.join(map(repr, masks))}): give them one mask to keep the "
                "original ambiguity; until then mentions get the first participant's mask"
            )
        out.append(
            TableWarning(
                "homonym",
                pids,
                f"homonym: {', '.join(pids)} share the form {forms[0].original!r}; {tail}",
                f"homonym among {ids}",
            )
        )
    for mask, parts in by_mask.items():
        pids = tuple(parts)
        clash = [(a, b) for i, a in enumerate(pids) for b in pids[i + 1 :] if not parts[a] & parts[b]]
        if mask and clash:
            shown = "; ".join(
                f"{p}: {', '.join(sorted(f.original for f in table.forms_of(p) if fold(f.mask) == mask))}"
                for p in pids
            )
            out.append(
                TableWarning(
                    "double_mask",
                    pids,
                    f"accidental double: mask {mask!r} stands for "
                    f"different people ({shown}); check the masking names",
                    f"one mask for {len(pids)} participants",
                )
            )
        if mask in by_original:
            owners = tuple(dict.fromkeys(f.participant for f in by_original[mask]))
            out.append(
                TableWarning(
                    "mask_is_original",
                    pids + owners,
                    f"mask {mask!r} is also an original form of {', '.join(owners)}",
                    "a mask equals an original form",
                )
            )
    for f in table.forms:
        if not f.mask:
            out.append(
                TableWarning(
                    "empty_mask",
                    (f.participant,),
                    f"{f.participant}: form {f.original!r} has an empty mask (it would be deleted)",
                    "an empty mask",
                )
            )
    return out
