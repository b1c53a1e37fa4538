"""The conversion table widget, headless: set values, click buttons, check the table."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.forum.model import Participant
from workbench.forum.table import ConversionTable
from workbench.ui.conversion_table import ConversionTableView, render_forms, render_warnings

PEOPLE = [
    Participant("u01", "klindqvist", "Karin", "Lindqvist", "tutor", "female", "sv", ("Kajsa",)),
    Participant("u02", "mdupont", "Marie", "Dupont", "learner", "female", "sv"),
    Participant("u03", "mberger", "Marie", "Berger", "learner", "female", "sv"),
]


@pytest.fixture
def view(tmp_path: Path) -> ConversionTableView:
    return ConversionTableView(ConversionTable.build(PEOPLE, "names"), tmp_path / "table.csv")


def test_shows_forms_and_homonym_warning(view: ConversionTableView) -> None:
    assert view.participant.value == "u01"
    assert "Lindqvist" in view.forms.value and "Kajsa" in view.forms.value
    assert "homonym" in view.warnings.value and "1 warning(s)" in view.warnings.value
    view.participant.value = "u03"
    assert "Berger" in view.forms.value and list(view.form.options)[:2] == ["u03", "mberger"]


def test_add_an_altered_form(view: ConversionTableView) -> None:
    view.participant.value = "u02"
    view.new_form.value = "Mariechen"
    view.add_btn.click()
    form = view.table.forms_of("u02")[-1]
    assert (form.original, form.kind, form.mask) == ("Mariechen", "altered", view.table.default_mask("u02"))
    assert (
        "Mariechen" in view.forms.value and view.new_form.value == "" and "form added" in view.message.value
    )
    view.new_form.value, view.new_kind.value, view.new_mask.value = "Mimi", "nickname", "Lo"
    view.add_btn.click()
    assert view.table.forms_of("u02")[-1].mask == "Lo"


def test_errors_are_shown_not_raised(view: ConversionTableView) -> None:
    view.new_form.value = "karin"
    view.add_btn.click()
    assert "already has the form" in view.message.value and len(view.table.forms_of("u01")) == 6


def test_change_a_mask_raises_an_accidental_double(view: ConversionTableView) -> None:
    other = next(f.mask for f in view.table.forms_of("u01") if f.kind == "first")
    view.participant.value = "u03"
    view.form.value = "Berger"
    view.mask.value = other
    view.mask_btn.click()
    assert next(f.mask for f in view.table.forms_of("u03") if f.kind == "last") == other
    assert "double_mask" in view.warnings.value and "mask changed" in view.message.value
    view.form.value = "Marie"
    view.mask.value = "Karin"
    view.mask_btn.click()
    assert "mask_is_original" in view.warnings.value and "masks differ" in view.warnings.value


def test_remove_and_save(view: ConversionTableView, tmp_path: Path) -> None:
    view.form.value = "Kajsa"
    view.remove_btn.click()
    assert "Kajsa" not in [f.original for f in view.table.forms_of("u01")]
    view.save_btn.click()
    loaded = ConversionTable.load(tmp_path / "table.csv")
    assert loaded.forms == view.table.forms and "saved" in view.message.value


def test_no_save_path_disables_saving() -> None:
    v = ConversionTableView(ConversionTable.build(PEOPLE[:1], "roles"))
    assert v.save_btn.disabled and v.save() is None and "no file" in v.message.value


def test_pure_renderers_escape() -> None:
    table = ConversionTable.build([Participant("u1", "", "<b>Ann</b>", "", "learner", "female")], "roles")
    assert "&lt;b&gt;Ann&lt;/b&gt;" in render_forms(table, "u1")
    assert "no doubles" in render_warnings(table)
