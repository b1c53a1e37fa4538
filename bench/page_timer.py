"""Time a page's actions inside the page, as a reviewer meets them: from the input event (key down, click,
a select's change) until the DOM shows the result, painted (the next animation frame after it), and the
kernel has finished every message the action sent it (its "idle" status for each arrived): the kernel is free
for the next action. A page open is timed from the navigation's start until its content shows, painted.

Timed from outside, with Playwright's wall clock, an action also costs what no reviewer pays: a locator's
click checks that the element is visible, stable over two animation frames and hit, and scrolls it into view,
its mouse down and up are two messages to the browser, and the wait polls (on the one-button page of
bench/browser_floor: 53-57 ms p50 a click from outside, 12-15 ms inside, load 5). ``install`` adds the page's
side (an init script: every document of the page gets it), ``action`` and ``page_open`` time one each; the
figures are milliseconds.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

__all__ = ["OPEN_PHASES", "SLOW_MS", "action", "install", "open_marks", "open_phases", "page_open", "round_marks"]

#: an action slower than this (ms) is explained part by part when ``action`` is given the kernels' log folder
SLOW_MS = 100.0

#: records input events, the kernel requests sent since the action began and their "idle" replies, and the
#: first time each watched selector shows; ``__pwTimer.arm(condition, arg)`` starts an action's timing
_INIT = r"""
(() => {
  if (window.__pwTimer) return;
  const text = (d) => typeof d === 'string' ? d : new TextDecoder().decode(d);
  const T = window.__pwTimer = {t0: null, painted: null, pending: new Set(), idleAt: 0, check: null, shown: {},
                                 watch: [], sent: 0, states: 0, ids: [], sentAt: 0, heldAt: 0, inAt: 0, busy: [],
                                 nin: 0, bytesIn: 0};
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (d) {
    if (!T.sent) T.sent = performance.now();
    if (T.t0 !== null) {
      const s = text(d);
      if (/"msg_type":\s*"(comm_msg|execute_request)"/.test(s)) {
        const id = s.match(/"msg_id":\s*"([^"]+)"/);
        if (id) { T.pending.add(id[1]); T.ids.push(id[1]); if (!T.sentAt) T.sentAt = performance.now(); }
      }
    }
    return send.call(this, d);
  };
  const onmessage = Object.getOwnPropertyDescriptor(WebSocket.prototype, 'onmessage');
  Object.defineProperty(WebSocket.prototype, 'onmessage', {
    get() { return onmessage.get.call(this); },
    set(f) {
      onmessage.set.call(this, (e) => {
        if (!T.states && /"method":\s*"update_states"/.test(text(e.data))) T.states = performance.now();
        if (T.pending.size) {
          const s = text(e.data);
          T.nin += 1; T.bytesIn += s.length;
          if (!T.inAt && !/"msg_type":\s*"status"/.test(s)) T.inAt = performance.now();
          if (/"execution_state":\s*"idle"/.test(s)) {
            for (const id of T.pending) if (s.includes(id)) { T.pending.delete(id); T.idleAt = performance.now(); }
          }
        }
        return f(e);
      });
    }});
  const start = () => { if (T.t0 === null && T.check) T.t0 = performance.now(); };
  for (const kind of ['keydown', 'click', 'input', 'change']) window.addEventListener(kind, start, true);
  const shows = (sel) => [...document.querySelectorAll(sel)].some((e) => e.getClientRects().length > 0);
  const look = () => {
    for (const sel of T.watch) if (!(sel in T.shown) && shows(sel)) {
      T.shown[sel] = -1;
      requestAnimationFrame(() => { T.shown[sel] = performance.now(); });
    }
    if (T.check && T.t0 !== null && T.painted === null && T.check()) {
      const c = T.check; T.check = null; T.heldAt = performance.now();
      requestAnimationFrame(() => { T.painted = performance.now(); });
    }
  };
  T.arm = (condition, arg) => {
    const f = new Function('return (' + condition + ')')();
    T.t0 = null; T.painted = null; T.pending.clear(); T.idleAt = 0; T.ids = []; T.sentAt = 0; T.heldAt = 0;
    T.inAt = 0; T.nin = 0; T.bytesIn = 0;
    T.check = () => { try { return f(arg); } catch (e) { return false; } };  // a node being replaced
  };
  T.done = () => T.painted !== null && T.pending.size === 0;
  T.took = () => Math.max(T.painted, T.idleAt) - T.t0;
  const epoch = (t) => t ? (performance.timeOrigin + t) / 1000 : null;
  T.marks = () => ({t0: epoch(T.t0), sent: epoch(T.sentAt), idle: epoch(T.idleAt), held: epoch(T.heldAt),
                    painted: epoch(T.painted), ids: T.ids, first_in: epoch(T.inAt), frames: T.nin, bytes: T.bytesIn,
                    busy: T.busy.filter(([a, d]) => a + d > T.t0).reduce((n, [a, d]) => n + d, 0) / 1000});
  try {  // the page's main thread busy with one task over 50 ms (its own work, not waiting)
    new PerformanceObserver((l) => { for (const e of l.getEntries()) T.busy.push([e.startTime, e.duration]);
                                     if (T.busy.length > 200) T.busy.splice(0, 100); })
      .observe({type: 'longtask'});
  } catch (e) {}
  const observe = () => new MutationObserver(look).observe(document, {subtree: true, childList: true,
                                                                      characterData: true, attributes: true});
  if (document.documentElement) observe(); else document.addEventListener('readystatechange', observe);
})();
"""


def install(page: Any, watch: tuple[str, ...] = ()) -> None:
    """Add the timer to every document ``page`` opens from now on; ``watch``: the selectors whose first
    showing ``page_open`` times."""
    page.add_init_script(_INIT.replace("watch: []", f"watch: {list(watch)!r}"))


def action(page: Any, act: Callable[[], object], condition: str, arg: Any = None, timeout: float = 60_000,
           kernels: Path | None = None, name: str = "") -> float:
    """Do ``act`` (a key press, a click, a selection: it must fire an input event in the page) and return the
    milliseconds from that event until ``condition`` (a JavaScript function of ``arg``, true once the DOM shows
    the result) held and was painted, and the kernel was idle after every request the action sent. With
    ``kernels`` (the kernels' log folder: bench.kernel_log), an action over SLOW_MS is printed part by part
    (bench.kernel_log.explain), headed by ``name``."""
    page.evaluate("([c, a]) => window.__pwTimer.arm(c, a)", [condition, arg])
    act()
    page.wait_for_function("() => window.__pwTimer.done()", timeout=timeout, polling=10)
    took = float(page.evaluate("() => window.__pwTimer.took()"))
    if kernels is not None and took > SLOW_MS:
        from bench import kernel_log

        print(f"slow round, {name or 'action'}: {took:.0f} ms, load {os.getloadavg()[0]:.1f}; "
              + kernel_log.explain(round_marks(page), *kernel_log.read(kernels)), flush=True)
    return took


def round_marks(page: Any) -> dict[str, Any]:
    """The last action's marks, epoch seconds: ``t0`` (the input event), ``sent`` (its first request to the
    kernel), ``idle`` (the last idle status), ``held`` (the DOM condition held), ``painted``; ``ids``: the
    requests' message ids."""
    return dict(page.evaluate("() => window.__pwTimer.marks()"))


def page_open(page: Any, url: str, selector: str, timeout: float = 120_000) -> float:
    """Open ``url`` and return the milliseconds from the navigation's start until ``selector`` (one of the
    ``watch`` selectors given to ``install``) showed, painted."""
    page.goto(url, timeout=timeout, wait_until="commit")
    page.wait_for_function("(s) => window.__pwTimer && window.__pwTimer.shown[s] > 0", arg=selector,
                           timeout=timeout, polling=10)
    return float(page.evaluate("(s) => window.__pwTimer.shown[s]", selector))


#: the parts of a page open, in order (``open_phases``)
OPEN_PHASES = ("kernel", "html", "scripts", "connect", "state", "render")


def open_phases(page: Any, selector: str) -> dict[str, float]:
    """Where the last ``page_open`` of ``selector`` spent its milliseconds, from the page's own timings:
    ``kernel`` until the server's first byte (Voilà waits there for a preheated kernel whose notebook is still
    running), ``html`` the rest of the page's HTML, ``scripts`` until the load event (the widgets' JavaScript),
    ``connect`` until the page's first message to its kernel, ``state`` until the kernel's reply with every
    widget's state (the screen reads the store first: workbench.ui.shown), ``render`` until ``selector``
    showed, painted."""
    marks = [0.0] + [float(x or 0) for x in open_marks(page, selector).values()]
    for k in range(1, len(marks)):  # a mark the page never set (no state reply): the phase after it takes it
        marks[k] = max(marks[k], marks[k - 1])
    return {name: marks[k + 1] - marks[k] for k, name in enumerate(OPEN_PHASES)}


def open_marks(page: Any, selector: str) -> dict[str, float | None]:
    """The milliseconds since the navigation's start at which the page reached the end of each part of
    ``open_phases`` (None: not reached, as in a page open that never showed)."""
    t = page.evaluate("""(s) => { const n = performance.getEntriesByType('navigation')[0], T = window.__pwTimer;
        return n && T ? [n.responseStart, n.responseEnd, n.loadEventEnd, T.sent, T.states, T.shown[s]] : []; }""",
                      selector)
    t = [*t, *[None] * (len(OPEN_PHASES) - len(t))]
    return {name: round(float(x)) if x else None for name, x in zip(OPEN_PHASES, t, strict=True)}

