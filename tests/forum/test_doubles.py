from __future__ import annotations

import pytest

from workbench.forum.doubles import find_doubles
from workbench.forum.model import Participant
from workbench.forum.table import ConversionTable


def kinds(table: ConversionTable) -> set[str]:
    return {w.kind for w in find_doubles(table)}


def test_homonyms_are_warned_and_share_a_mask(people: list[Participant]) -> None:
    table = ConversionTable.build(people, "names")
    [w] = find_doubles(table)
    assert w.kind == "homonym" and w.participants == ("u02", "u03") and "ambiguity is kept" in w.detail
    assert "Marie" not in w.public
    table.set_mask("u03", "Marie", "Klara")
    [w] = find_doubles(table)
    assert "masks differ" in w.detail


def test_accidental_double_mask(people: list[Participant]) -> None:
    table = ConversionTable.build(people, "names")
    table.set_mask("u05", "Pekka", table.forms_of("u04")[3].mask)
    found = [w for w in find_doubles(table) if w.kind == "double_mask"]
    assert len(found) == 1 and set(found[0].participants) == {"u04", "u05"}
    assert "Pekka" in found[0].detail and "Jonathan" in found[0].detail


@pytest.mark.parametrize(
    "edit, kind",
    [
        (lambda t: t.set_mask("u01", "Karin", "Jonathan"), "mask_is_original"),
        (lambda t: t.set_mask("u01", "Karin", ""), "empty_mask"),
    ],
)
def test_other_warnings(people: list[Participant], edit, kind: str) -> None:
    table = ConversionTable.build(people, "roles")
    edit(table)
    assert kind in kinds(table)
