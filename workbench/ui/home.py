"""The placeholder home page: a summary of a pseudonymization output folder, and its released texts.

It reads only what is safe to show: the numbers in ``DIR/report.json`` and the pseudonymized texts in
``DIR/release/`` (found by essay id through workbench.io.filenames, never by a path made of the id).
Strings from the report (problem messages may quote the input) are never shown; only counts, with keys
that are taxonomy labels or plain identifiers. The HTML is built by pure functions
(DESIGN.md, practice 10); ``home_screen`` wraps them in ipywidgets for the notebook.
"""

from __future__ import annotations

import html
import json
import os
import re
from pathlib import Path
from typing import Any

from workbench import taxonomy
from workbench.io.filenames import essay_id_of

__all__ = ["ReportError", "find_out_dir", "home_screen", "release_ids", "render_release", "render_summary"]

_SAFE_KEY = re.compile(r"^[\w.\-]{1,64}$")
_STYLE = ("<style>.pw-summary .pw-box { display: inline-block; vertical-align: top; margin: 0 28px 8px 0; }"
          ".pw-summary td { padding: 1px 8px 1px 0; } .pw-summary h4 { margin: 6px 0; }</style>")


class ReportError(ValueError):
    """A report.json that cannot be read; the message names the file and what was wrong."""


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _read_report(path: Path) -> dict[str, Any]:
    try:
        report = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        raise ReportError(f"{path}:{e.lineno}: not JSON ({e.msg} at column {e.colno})") from None
    if not isinstance(report, dict):
        raise ReportError(f"{path}:1: expected a JSON object, found {type(report).__name__}")
    return report


def _table(title: str, rows: list[tuple[str, str]]) -> str:
    body = "".join(f"<tr><td>{html.escape(k)}</td><td style='text-align:right'>{html.escape(v)}</td></tr>"
                   for k, v in rows)
    return f"<div class='pw-box'><h4>{html.escape(title)}</h4><table>{body}</table></div>"


def _count_table(key: str, counts: dict[str, Any]) -> str | None:
    """A table of a {name: number} mapping (or {name: {..: number}}, summed); None when not one."""
    rows: list[tuple[str, str]] = []
    for name, value in sorted(counts.items()):
        if isinstance(value, dict) and all(_is_number(v) for v in value.values()):
            value = sum(value.values())
        if not _is_number(value) or not (taxonomy.is_label(name) or _SAFE_KEY.match(name)):
            return None
        rows.append((name, f"{value:g}"))
    return _table(key.replace("_", " "), rows) if rows else None


def render_summary(out_dir: str | Path) -> str:
    """HTML summary of an output folder: essays released, and the counts of ``report.json`` if present."""
    out = Path(out_dir)
    n_released = len(release_ids(out))
    parts = [_STYLE, "<div class='pw-summary'>", "<h3>Pseudonymization output</h3>",
             f"<p>Output folder: <code>{html.escape(out.name or str(out))}</code>. "
             f"Released essays: <b>{n_released}</b>.</p>"]
    report_path = out / "report.json"
    if not report_path.is_file():
        parts.append("<p>No report.json yet: run <code>workbench pseudonymize</code> first.</p>")
        return "".join(parts) + "</div>"
    report = _read_report(report_path)
    totals = [(k.replace("_", " "), f"{v:g}") for k, v in report.items() if _is_number(v)]
    totals += [(k.replace("_", " "), str(len(v))) for k, v in report.items() if isinstance(v, list)]
    if totals:
        parts.append(_table("Totals", totals))
    notes = []
    for key, value in report.items():
        if isinstance(value, dict):
            table = _count_table(key, value)
            parts.append(table or "")
            if table is None:
                notes.append(f"<p>{html.escape(key)}: {len(value)} entries (see report.json)</p>")
    return "".join(parts + notes) + "</div>"


def _release_files(out_dir: str | Path) -> dict[str, Path]:
    """Essay id -> its released text (``DIR/release/<stem>.txt``): the stem decoded, or looked up in the
    report's ``renamed_files`` for a cut or suffixed one (workbench.io.filenames)."""
    out = Path(out_dir)
    release = out / "release"
    if not release.is_dir():
        return {}
    try:
        renamed = _read_report(out / "report.json").get("renamed_files") if (out / "report.json").is_file() else None
    except (ReportError, OSError, UnicodeDecodeError):
        renamed = None
    mapping = {str(k): str(v) for k, v in renamed.items()} if isinstance(renamed, dict) else {}
    files: dict[str, Path] = {}
    for path in sorted(release.glob("*.txt")):
        stem = path.name.removesuffix(".txt")
        files[essay_id_of(stem, mapping) or stem] = path
    return files


def release_ids(out_dir: str | Path) -> list[str]:
    """The ids of the released essays (``DIR/release/<stem>.txt``), sorted."""
    return sorted(_release_files(out_dir))


def render_release(out_dir: str | Path, essay_id: str) -> str:
    """HTML of one released (pseudonymized) text; a KeyError when the essay is not in the release."""
    files = _release_files(out_dir)
    if essay_id not in files:
        raise KeyError(f"{Path(out_dir) / 'release'}: no released essay {essay_id!r}")
    text = files[essay_id].read_bytes().decode("utf-8", errors="replace")
    return (f"<h4>{html.escape(essay_id)}</h4>"
            f"<div class='pw-release' style='white-space:pre-wrap;font-family:Georgia,serif'>"
            f"{html.escape(text)}</div>")


def find_out_dir(cwd: str | Path, environ: dict[str, str] | None = None) -> Path:
    """WORKBENCH_OUT when set, else ``../out`` next to the notebook when it exists, else ``./out``."""
    env = os.environ if environ is None else environ
    if env.get("WORKBENCH_OUT"):
        return Path(env["WORKBENCH_OUT"])
    parent = Path(cwd).resolve().parent / "out"
    return parent if parent.is_dir() else Path(cwd) / "out"


def home_screen(out_dir: str | Path) -> Any:
    """The home page as ipywidgets: the summary, and a dropdown showing one released essay."""
    import ipywidgets as w

    ids = release_ids(out_dir)
    summary = w.HTML(render_summary(out_dir))
    text = w.HTML(render_release(out_dir, ids[0]) if ids else "<p>No released essays.</p>")
    pick = w.Dropdown(options=ids, value=ids[0] if ids else None, description="Essay")

    def show(change: dict[str, Any]) -> None:
        if change["new"]:
            text.value = render_release(out_dir, change["new"])

    pick.observe(show, names="value")
    return w.VBox([summary, pick, text])
