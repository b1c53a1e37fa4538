from __future__ import annotations

from pathlib import Path

import pytest

from tests.forum.conftest import write
from workbench.forum.model import Participant
from workbench.forum.table import CSV_COLUMNS, ConversionTable
from workbench.io.errors import InputError


def test_build_lists_every_form(people: list[Participant]) -> None:
    table = ConversionTable.build(people, "roles")
    assert [(f.kind, f.original, f.mask) for f in table.forms_of("u04")] == [
        ("id", "u04", "Learner#3"),
        ("login", "jsmith", "Learner#3"),
        ("full", "Jonathan Smith", "Learner#3"),
        ("first", "Jonathan", "Learner#3"),
        ("last", "Smith", "Learner#3"),
        ("nickname", "Jonte", "Learner#3"),
    ]
    assert table.mask_id("u01") == "Tutor" and table.header_participant("JSMITH").id == "u04"
    assert table.header_participant("nobody") is None
    assert table.label_of(table.forms_of("u04")[3]) == "firstname_male"


def test_edits(people: list[Participant]) -> None:
    table = ConversionTable.build(people, "roles")
    form = table.add_form("u02", "Mariechen")
    assert (form.kind, form.mask) == ("altered", "Learner#1/Learner#2")
    table.add_form("u04", "J-man", "nickname", "L3")
    table.remove_form("u04", "jonte")
    assert [f.original for f in table.forms_of("u04")][-1] == "J-man"
    for call, needle in [
        (lambda: table.add_form("u99", "x"), "unknown participant"),
        (lambda: table.add_form("u02", "MIMI"), "already has"),
        (lambda: table.add_form("u02", " "), "empty form"),
        (lambda: table.add_form("u02", "x", "alias"), "unknown form kind"),
        (lambda: table.remove_form("u02", "Zed"), "no form"),
        (lambda: table.set_mask("u02", "Zed", "x"), "no form"),
    ]:
        with pytest.raises(ValueError, match=needle):
            call()


def test_save_and_load_round_trip(people: list[Participant], tmp_path: Path) -> None:
    table = ConversionTable.build(people, "initials")
    table.add_form("u02", "Mimmi", mask="Lo")
    loaded = ConversionTable.load(table.save(tmp_path / "t.csv"))
    assert loaded.forms == table.forms and loaded.to_csv() == table.to_csv()
    assert loaded.participants["u04"].first_name == "Jonathan" and loaded.participants["u04"].gender == "male"


@pytest.mark.parametrize(
    "row, needle",
    [
        ("u1,learner,female,sv,alias,Ann,A", "field 'kind'"),
        ("u1,learner,girl,sv,first,Ann,A", "field 'gender'"),
        ("u1,learner,female,sv,first,,A", "field 'original'"),
        ("u1,learner,female,sv,first,Ann", "expected 7 fields"),
    ],
)
def test_load_bad_rows(tmp_path: Path, row: str, needle: str) -> None:
    path = write(tmp_path, "t.csv", ",".join(CSV_COLUMNS) + "\n" + row + "\n")
    with pytest.raises(InputError, match=needle) as e:
        ConversionTable.load(path)
    assert e.value.line == 2


def test_load_duplicate_form(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "t.csv",
        ",".join(CSV_COLUMNS) + "\nu1,learner,female,sv,first,Ann,A\nu1,learner,female,sv,nickname,ann,B\n",
    )
    with pytest.raises(InputError, match="already has") as e:
        ConversionTable.load(path)
    assert e.value.line == 3


def test_build_skips_repeated_forms() -> None:
    p = Participant("u1", "marie", "Marie", "", "learner", "female", "sv", ("marie", "Mimi"))
    table = ConversionTable.build([p], "roles")
    assert [(f.kind, f.original) for f in table.forms] == [
        ("id", "u1"),
        ("login", "marie"),
        ("nickname", "Mimi"),
    ]
