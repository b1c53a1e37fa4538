"""Review and edit a forum's conversion table (seed 004, figure 1): the participants, the forms to catch
with their masks, and the warnings (homonyms, accidental doubles). A view only: every change goes
through workbench.forum.table.ConversionTable, and the HTML comes from the pure ``render_forms`` and
``render_warnings``. The table holds originals: show this screen only on the private side.
"""

from __future__ import annotations

import html
from pathlib import Path

import ipywidgets as w

from workbench.forum.table import KINDS, ConversionTable

__all__ = ["ConversionTableView", "render_forms", "render_warnings"]

_STYLE = ("<style>.pw-table { border-collapse: collapse; margin: 4px 0 8px 0; } .pw-table th, .pw-table td "
          "{ text-align: left; padding: 2px 18px 2px 4px; border-bottom: 1px solid #e9ecef; } "
          ".pw-table th { border-bottom: 2px solid #ced4da; }</style>")
_OK = "<span style='color:#2f9e44'>{}</span>"
_ERR = "<span style='color:#c92a2a'>{}</span>"


def render_forms(table: ConversionTable, pid: str) -> str:
    """The forms of participant ``pid`` and their masks, as an HTML table."""
    p = table.participants[pid]
    rows = "".join(
        f"<tr><td>{html.escape(f.kind)}</td><td>{html.escape(f.original)}</td>"
        f"<td>{html.escape(f.mask) or '<i>(empty)</i>'}</td></tr>"
        for f in table.forms_of(pid)
    )
    return (
        f"{_STYLE}<h4>{html.escape(pid)}: {html.escape(p.role)}, {html.escape(p.gender)}, masked in headers "
        "as "
        f"<b>{html.escape(table.mask_id(pid))}</b></h4><table class='pw-table'><tr><th>kind</th>"
        f"<th>original</th><th>mask</th></tr>{rows}</table>"
    )


def render_warnings(table: ConversionTable) -> str:
    """Every warning of the table, or a line saying there is none."""
    found = table.warnings()
    if not found:
        return _OK.format("no doubles in the table")
    items = "".join(
        f"<li><b>{html.escape(x.kind)}</b>: {html.escape(x.detail.removeprefix(x.kind + ': '))}</li>"
        for x in found
    )
    return f"<p>{len(found)} warning(s)</p><ul class='pw-warnings'>{items}</ul>"


class ConversionTableView:
    """Pick a participant, add a nickname or altered form, change a mask, remove a form, save the table."""

    def __init__(self, table: ConversionTable, save_path: str | Path | None = None) -> None:
        self.table, self.save_path = table, None if save_path is None else Path(save_path)
        self.participant = w.Dropdown(
            options=[(f"{pid} ({table.mask_id(pid)})", pid) for pid in table.participants],
            description="participant",
        )
        self.forms = w.HTML()
        self.new_form = w.Text(placeholder="nickname or altered form", description="add form")
        self.new_kind = w.Dropdown(
            options=[k for k in KINDS if k != "id"], value="altered", description="kind"
        )
        self.new_mask = w.Text(placeholder="(default: the masked first name)", description="mask")
        self.add_btn = w.Button(description="add form")
        self.form = w.Dropdown(description="form")
        self.mask = w.Text(description="new mask")
        self.mask_btn = w.Button(description="change mask")
        self.remove_btn = w.Button(description="remove form", button_style="warning")
        self.save_btn = w.Button(
            description="save table", button_style="success", disabled=self.save_path is None
        )
        self.warnings = w.HTML()
        self.message = w.HTML()
        self.add_btn.on_click(lambda _: self.add())
        self.mask_btn.on_click(lambda _: self.change_mask())
        self.remove_btn.on_click(lambda _: self.remove())
        self.save_btn.on_click(lambda _: self.save())
        self.participant.observe(lambda _: self.refresh(), "value")
        for widget, name in [
            (self.participant, "participant"), (self.forms, "forms"), (self.new_form, "new-form"),
            (self.new_kind, "kind"), (self.add_btn, "add"), (self.warnings, "warnings"),
            (self.save_btn, "save"), (self.message, "message"),
        ]:
            widget.add_class(f"pw-ct-{name}")  # stable hooks for the browser tests
        self.widget = w.VBox(
            [
                self.participant,
                self.forms,
                w.HBox([self.new_form, self.new_kind, self.new_mask, self.add_btn]),
                w.HBox([self.form, self.mask, self.mask_btn, self.remove_btn]),
                self.warnings,
                w.HBox([self.save_btn]),
                self.message,
            ]
        )
        self.refresh()

    def refresh(self) -> None:
        """Redraw the forms of the chosen participant and the warnings."""
        pid = self.participant.value
        self.forms.value = render_forms(self.table, pid) if pid else ""
        self.form.options = [f.original for f in self.table.forms_of(pid)] if pid else []
        self.warnings.value = render_warnings(self.table)

    def _do(self, action: str, fn: object) -> bool:
        try:
            fn()  # type: ignore[operator]
        except ValueError as e:
            self.message.value = _ERR.format(html.escape(f"{action}: {e}"))
            return False
        self.message.value = _OK.format(html.escape(action))
        self.refresh()
        return True

    def add(self) -> bool:
        """Add the typed form to the chosen participant."""
        mask = self.new_mask.value.strip() or None
        ok = self._do(
            "form added",
            lambda: self.table.add_form(
                self.participant.value, self.new_form.value, self.new_kind.value, mask
            ),
        )
        if ok:
            self.new_form.value = self.new_mask.value = ""
        return ok

    def change_mask(self) -> bool:
        """Give the chosen form the typed mask."""
        return self._do(
            "mask changed",
            lambda: self.table.set_mask(self.participant.value, self.form.value or "", self.mask.value),
        )

    def remove(self) -> bool:
        """Remove the chosen form."""
        return self._do(
            "form removed", lambda: self.table.remove_form(self.participant.value, self.form.value or "")
        )

    def save(self) -> Path | None:
        """Write the table to ``save_path`` (CSV, private)."""
        if self.save_path is None:
            self.message.value = _ERR.format("no file to save to")
            return None
        self.save_path.parent.mkdir(parents=True, exist_ok=True)
        self.table.save(self.save_path)
        self.message.value = _OK.format(html.escape(f"saved to {self.save_path}"))
        return self.save_path
