"""The sign-off page's two plots as HTML and inline SVG (pure: testable without a kernel).

Flags per category (the most frequent labels as bars) and essays reviewed over time (a step line). Drawn as
markup, not as a matplotlib PNG: drawing that took about 0.5 s of the kernel (2 s on a loaded machine) each
time the page opened or refreshed, and the page could take no click meanwhile; this takes about a
millisecond. The line has at most POINTS corners however many essays are reviewed.
"""

from __future__ import annotations

import html
import time
from collections import Counter
from collections.abc import Sequence

__all__ = ["POINTS", "label_bars", "plots_html", "reviewed_line"]

#: the most corners the line of essays reviewed over time has (the times are thinned evenly beyond that)
POINTS = 200
_W, _H, _PAD = 460, 200, 36


def label_bars(labels: Counter[str], top: int = 15) -> str:
    """The ``top`` most frequent labels as horizontal bars with their counts."""
    rows = labels.most_common(top)
    if not rows:
        return "<p><i>no flags</i></p>"
    most = max(v for _, v in rows) or 1
    bars = "".join(
        f"<tr><td style='text-align:right;padding-right:6px'>{html.escape(k)}</td><td style='width:300px'>"
        f"<div style='background:#4dabf7;height:12px;width:{max(1, round(300 * v / most))}px'></div></td>"
        f"<td style='padding-left:6px'>{v:,}</td></tr>" for k, v in rows)
    return f"<table class='pw-bars' style='font-size:12px;border-collapse:collapse'>{bars}</table>"


def _thin(times: Sequence[float], points: int) -> list[tuple[float, int]]:
    """(time, essays reviewed by then) at most ``points`` times, the first and the last included."""
    n = len(times)
    if n <= points:
        return [(t, k + 1) for k, t in enumerate(times)]
    picks = sorted({round(i * (n - 1) / (points - 1)) for i in range(points)})
    return [(times[i], i + 1) for i in picks]


def _when(t: float) -> str:
    return time.strftime("%m-%d %H:%M", time.localtime(t))


def reviewed_line(times: Sequence[float], reviewed: int, essays: int) -> str:
    """Essays reviewed over time as an SVG step line (``times``: when each was reviewed, in order)."""
    title = f"essays reviewed over time ({reviewed:,}/{essays:,})"
    if not times:
        return f"<p><b>{html.escape(title)}</b></p><p><i>none reviewed yet</i></p>"
    pts = _thin(times, POINTS)
    t0, t1 = pts[0][0], pts[-1][0]
    top = pts[-1][1]
    span = (t1 - t0) or 1.0
    x = [_PAD + (t - t0) / span * (_W - 2 * _PAD) for t, _ in pts]
    y = [_H - _PAD - k / top * (_H - 2 * _PAD) for _, k in pts]
    path = f"M{x[0]:.1f},{_H - _PAD} " + " ".join(f"V{y[i]:.1f}H{x[i + 1]:.1f}" if i + 1 < len(x) else
                                                  f"V{y[i]:.1f}" for i in range(len(x)))
    return (f"<p><b>{html.escape(title)}</b></p>"
            f"<svg class='pw-reviewed-line' width='{_W}' height='{_H}' role='img' aria-label='{html.escape(title)}'>"
            f"<line x1='{_PAD}' y1='{_H - _PAD}' x2='{_W - _PAD}' y2='{_H - _PAD}' stroke='#adb5bd'/>"
            f"<line x1='{_PAD}' y1='{_PAD}' x2='{_PAD}' y2='{_H - _PAD}' stroke='#adb5bd'/>"
            f"<path d='{path}' fill='none' stroke='#2f9e44' stroke-width='2'/>"
            f"<text x='{_PAD - 4}' y='{_PAD + 4}' font-size='10' text-anchor='end'>{top:,}</text>"
            f"<text x='{_PAD - 4}' y='{_H - _PAD + 4}' font-size='10' text-anchor='end'>0</text>"
            f"<text x='{_PAD}' y='{_H - _PAD + 16}' font-size='10'>{_when(t0)}</text>"
            f"<text x='{_W - _PAD}' y='{_H - _PAD + 16}' font-size='10' text-anchor='end'>{_when(t1)}</text>"
            "</svg>")


def plots_html(labels: Counter[str], times: Sequence[float], reviewed: int, essays: int) -> str:
    """Both plots side by side."""
    return ("<div class='pw-plots' style='display:flex;gap:32px;align-items:flex-start'>"
            f"<div><p><b>flags per category</b></p>{label_bars(labels)}</div>"
            f"<div>{reviewed_line(times, reviewed, essays)}</div></div>")
