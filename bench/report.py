"""Markdown tables and bench/results.md: the date, the machine and every table (counts and scores only,
never essay text)."""

from __future__ import annotations

import datetime as dt
import os
import platform
import sys
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["machine", "markdown_table", "results_markdown", "throughput_rows"]


def _cell(value: Any) -> str:
    if isinstance(value, float):
        return f"{value:,.3f}".rstrip("0").rstrip(".") if abs(value) < 10 else f"{value:,.1f}"
    if isinstance(value, int):
        return f"{value:,}"
    return str(value).replace("|", "\\|")


def markdown_table(rows: Sequence[Mapping[str, Any]]) -> str:
    """A GitHub markdown table; columns in order of first appearance; a missing cell is blank."""
    if not rows:
        return "(no rows)"
    columns = list(dict.fromkeys(c for row in rows for c in row))
    lines = ["| " + " | ".join(columns) + " |", "|" + "|".join("---" for _ in columns) + "|"]
    lines += ["| " + " | ".join(_cell(row[c]) if c in row else "" for c in columns) + " |" for row in rows]
    return "\n".join(lines)


def machine() -> str:
    """One line: date, cores, CPU, Python."""
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            cpu = next((ln.split(":", 1)[1].strip() for ln in f if ln.startswith("model name")), cpu)
    except OSError:
        pass
    return (f"{dt.date.today().isoformat()}; nproc {os.cpu_count()} ({cpu}); Python {sys.version.split()[0]} "
            f"on {platform.system()} {platform.release()}")


_LABELS = {"detect": "detection (detect_corpus)",
           "detect-en": "English detection (detect_corpus, ~700-word essays)",
           "pseudonymize": "whole pipeline (pseudonymize_corpus)", "presidio": "Presidio baseline (analyze)"}


def throughput_rows(measurements: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """One row per measurement with the columns of the results table."""
    return [{"system": _LABELS.get(m["system"], m["system"]), "essays": m["essays"], "seconds": m["seconds"],
             "essays/s": m["essays_per_s"], "ms/essay p50": m["ms_p50"], "ms/essay p95": m["ms_p95"],
             "peak RSS MiB": m["peak_rss_mib"], "setup s": m["setup_s"], "load 1 min": m.get("load_1m", ""),
             "note": m.get("note", "")}
            for m in measurements]


def results_markdown(sections: Sequence[tuple[str, str, Sequence[Mapping[str, Any]]]], preamble: str) -> str:
    """The whole results.md: a title, the machine, ``preamble``, then (title, note, rows) sections."""
    parts = ["# Benchmark results", "", f"Run: {machine()}", "", preamble.strip(), ""]
    for title, note, rows in sections:
        parts += [f"## {title}", ""]
        if note:
            parts += [note, ""]
        if rows:
            parts += [markdown_table(rows), ""]
    return "\n".join(parts)
