"""The result of an evaluation: score table, micro and macro averages, confusion matrix and errors;
printable as text and writable as a self-contained HTML report with a bar chart."""

from __future__ import annotations

import base64
import html
import io
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

__all__ = ["EvaluationResult", "bar_chart_png", "write_html"]

SCORE_COLUMNS = ["precision", "recall", "f1", "f2", "f5"]


@dataclass
class EvaluationResult:
    """Scores of predictions against gold. ``table`` has a row per label, group or detector (``by``)."""

    table: pd.DataFrame
    micro: dict[str, float]
    macro: dict[str, float]
    confusion: pd.DataFrame
    errors: pd.DataFrame
    settings: dict[str, str] = field(default_factory=dict)

    def summary(self) -> pd.DataFrame:
        """The table with a micro and a macro row appended."""
        extra = pd.DataFrame([self.micro, self.macro], index=["(micro)", "(macro)"])
        return pd.concat([self.table, extra])

    def to_text(self) -> str:
        """A printable table of counts and scores (no essay text: safe to print)."""
        head = ", ".join(f"{k}={v}" for k, v in self.settings.items())
        frame = self.summary()
        for col in ("gold", "pred", "tp_gold", "tp_pred", "fn", "fp"):
            frame[col] = frame[col].astype("Int64")
        body = frame.to_string(float_format=lambda x: f"{x:.3f}", na_rep="")
        return f"{head}\n{body}\n"


def bar_chart_png(result: EvaluationResult) -> bytes:
    """Precision, recall and F5 of every row, as a PNG (Agg backend, no display needed)."""
    table = result.table
    fig = Figure(figsize=(max(6.0, 0.45 * len(table) + 2), 4.0))
    FigureCanvasAgg(fig)
    ax = fig.add_subplot()
    width = 0.27
    xs = range(len(table))
    for k, col in enumerate(("precision", "recall", "f5")):
        ax.bar([x + (k - 1) * width for x in xs], table[col], width, label=col)
    ax.set_xticks(list(xs), [str(i) for i in table.index], rotation=60, ha="right", fontsize=8)
    ax.set_ylim(0, 1.05)
    ax.set_title(f"by {result.settings.get('by', '')}, {result.settings.get('match', '')} match")
    ax.legend(fontsize=8)
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100)
    return buf.getvalue()


def write_html(result: EvaluationResult, path: str | Path, errors: bool = True) -> Path:
    """Write a self-contained HTML report: settings, scores, chart, confusion matrix and (unless
    ``errors=False``) the misses and false alarms, which quote the essays: keep the file internal."""
    png = base64.b64encode(bar_chart_png(result)).decode("ascii")
    settings = html.escape(", ".join(f"{k}={v}" for k, v in result.settings.items()))
    parts = [
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Evaluation</title>",
        "<style>body{font-family:sans-serif}table{border-collapse:collapse;font-size:13px}"
        "td,th{border:1px solid #ccc;padding:2px 6px}</style></head><body>",
        f"<h1>Evaluation</h1><p>{settings}</p>",
        "<h2>Scores</h2>", result.summary().to_html(float_format=lambda x: f"{x:.3f}", na_rep=""),
        f"<h2>Chart</h2><img alt='precision, recall and F5' src='data:image/png;base64,{png}'>",
        "<h2>Confusion matrix (gold rows, predicted columns)</h2>", result.confusion.to_html(),
    ]
    if errors:
        parts += [f"<h2>Misses and false alarms ({len(result.errors)})</h2>",
                  result.errors.to_html(index=False)]
    parts.append("</body></html>")
    path = Path(path)
    path.write_text("\n".join(parts), encoding="utf-8")
    return path
