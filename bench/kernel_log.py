"""What a page's kernel spent on each message of a click, for the browser benches' slow rounds.

``startup(folder)`` writes an IPython start-up file into a bench server's IPYTHONDIR (bench/serve.py gives each
server its own), so every kernel of that server calls ``install`` when it starts: each comm message the kernel
handles then appends one JSON line to ``$WORKBENCH_KERNEL_LOG/<pid>.jsonl``: its id, when the page sent it (its
header's date), when the handler started and ended (epoch seconds), the handler's CPU seconds, the part of it
spent in the review store (ReviewStore's public methods, outermost calls) and the garbage collector's pauses
while it ran. Collections of 5 ms or more are logged on their own line as well (any thread, any time), and so
are the kernel's other requests (the notebook's run, when the kernel starts). ``read(folder)`` loads every
kernel's lines, by message id, for ``explain``: the parts of one slow round, from the browser's marks
(bench/page_timer.round_marks) and the kernel's lines. Only the bench uses this; no essay text is logged.
"""

from __future__ import annotations

import gc
import json
import os
import threading
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

__all__ = ["explain", "install", "read", "startup"]

ENV = "WORKBENCH_KERNEL_LOG"
#: a collection at least this long (ms) gets a line of its own
GC_LINE_MS = 5.0


def startup(ipython_dir: Path, folder: Path) -> dict[str, str]:
    """Have every kernel whose IPYTHONDIR is ``ipython_dir`` log to ``folder``; returns the environment to add."""
    start = ipython_dir / "profile_default" / "startup"
    start.mkdir(parents=True, exist_ok=True)
    (start / "00-kernel-log.py").write_text("import bench.kernel_log\nbench.kernel_log.install()\n")
    folder.mkdir(parents=True, exist_ok=True)
    return {ENV: str(folder)}


class _Log:
    def __init__(self, path: Path) -> None:
        self.sink = path.open("a", buffering=1)
        self.lock = threading.Lock()
        self.gc_ms = 0.0
        self.gc_count = 0
        self.gc_started = 0.0
        self.store_s = 0.0
        self.depth = threading.local()

    def write(self, **row: Any) -> None:
        with self.lock:
            self.sink.write(json.dumps(row) + "\n")

    def on_gc(self, phase: str, info: dict[str, Any]) -> None:
        if phase == "start":
            self.gc_started = time.perf_counter()
            return
        ms = (time.perf_counter() - self.gc_started) * 1000
        self.gc_ms += ms
        self.gc_count += 1
        if ms >= GC_LINE_MS:
            self.write(kind="gc", at=time.time(), ms=round(ms, 2), gen=info.get("generation"),
                       thread=threading.current_thread().name)

    def timed_store(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            depth = getattr(self.depth, "n", 0)
            self.depth.n = depth + 1
            t = time.perf_counter()
            try:
                return fn(*args, **kwargs)
            finally:
                self.depth.n = depth
                if depth == 0 and threading.current_thread() is threading.main_thread():
                    self.store_s += time.perf_counter() - t

        return call

    def timed_handler(self, kind: str, handler: Callable[..., Any]) -> Callable[..., Any]:
        def handle(stream: Any, idents: Any, msg: dict[str, Any]) -> Any:
            self.wrap_store()
            start, cpu = time.time(), time.process_time()
            self.gc_ms, self.gc_count, self.store_s = 0.0, 0, 0.0
            try:
                return handler(stream, idents, msg)
            finally:
                header = msg.get("header", {})
                sent = header.get("date")
                self.write(kind=kind, id=header.get("msg_id"), sent=_epoch(sent), start=start, end=time.time(),
                           cpu=round(time.process_time() - cpu, 4), store=round(self.store_s, 4),
                           gc_ms=round(self.gc_ms, 2), gc_n=self.gc_count,
                           method=_method(msg), threads=threading.active_count())

        return handle

    def wrap_store(self) -> None:
        import sys

        module = sys.modules.get("workbench.store.store")
        cls = getattr(module, "ReviewStore", None)
        if cls is None or getattr(cls, "_kernel_log", False):
            return
        cls._kernel_log = True
        for name, fn in list(vars(cls).items()):
            if not name.startswith("_") and callable(fn):
                setattr(cls, name, self.timed_store(fn))


def _epoch(date: Any) -> float | None:
    if isinstance(date, datetime):
        return date.timestamp()
    if isinstance(date, str):
        try:
            return datetime.fromisoformat(date.replace("Z", "+00:00")).timestamp()
        except ValueError:
            return None
    return None


def _method(msg: dict[str, Any]) -> str | None:
    data = msg.get("content", {}).get("data", {})
    if not isinstance(data, dict):
        return None
    method = data.get("method")
    content = data.get("content")
    event = content.get("event") if isinstance(content, dict) else None
    return f"{method}:{event}" if event else method


def install() -> None:
    """Log this kernel's comm messages and collections (see the module); does nothing without the variable."""
    folder = os.environ.get(ENV)
    if not folder:
        return
    from IPython import get_ipython

    shell = get_ipython()
    kernel = getattr(shell, "kernel", None)
    if kernel is None:
        return
    log = _Log(Path(folder) / f"{os.getpid()}.jsonl")
    gc.callbacks.append(log.on_gc)
    for kind in ("comm_msg", "execute_request"):
        kernel.shell_handlers[kind] = log.timed_handler(kind, kernel.shell_handlers[kind])
    publish = kernel._publish_status

    def status(state: str, channel: str, parent: Any = None) -> Any:
        if state == "idle" and channel == "shell":
            msg_id = (parent or kernel.get_parent(channel) or {}).get("header", {}).get("msg_id")
            log.write(kind="idle", of=msg_id, at=time.time())
        return publish(state, channel, parent)

    kernel._publish_status = status
    log.write(kind="start", at=time.time())


def read(folder: Path) -> tuple[dict[str, dict[str, Any]], list[dict[str, Any]]]:
    """Every kernel's handled messages by id, and every other line (collections, starts, and the server's lines
    of bench.server_log), with ``pid``."""
    by_id: dict[str, dict[str, Any]] = {}
    other: list[dict[str, Any]] = []
    for path in Path(folder).glob("*.jsonl"):
        for line in path.read_text().splitlines():
            try:
                row = json.loads(line)
            except ValueError:  # a line being written
                continue
            row["pid"] = int(path.stem)
            if row.get("id"):
                by_id[row["id"]] = row
            else:
                other.append(row)
    return by_id, other


def explain(marks: dict[str, Any], by_id: dict[str, dict[str, Any]], other: list[dict[str, Any]]) -> str:
    """One slow round, part by part (ms): ``to send`` from the input event until the page sent its first
    request, then for each request ``queue`` (sent until the handler started: the server, the kernel's queue,
    whatever else the machine ran), the handler's wall, CPU, store and collection time, ``to idle`` (handler end
    until its idle status reached the page), ``first reply`` (when the first of its replies other than a status
    reached the page, from the handler's start: the kernel's output, the server and the page's queue), the
    page's long tasks (main thread busy over 50 ms at a time), the frames that reached the page, and ``dom`` /
    ``paint``: the DOM condition and its painting, from the input event. Collections of GC_LINE_MS or more in
    any kernel during the round, and kernels (other than the page's) that handled a request during it, are
    listed after."""
    t0 = marks["t0"]
    parts = [f"to send {(marks['sent'] - t0) * 1000 if marks.get('sent') else float('nan'):.0f}"]
    pids = set()
    for msg_id in marks.get("ids", []):
        row = by_id.get(msg_id)
        if row is None:
            parts.append(f"[{msg_id[:8]}: not in the kernel logs]")
            continue
        pids.add(row["pid"])
        sent = row.get("sent") or marks.get("sent") or t0
        parts.append(f"[{row.get('method')}: queue {(row['start'] - sent) * 1000:.0f}, handler "
                     f"{(row['end'] - row['start']) * 1000:.0f} (CPU {row['cpu'] * 1000:.0f}, store "
                     f"{row['store'] * 1000:.0f}, gc {row['gc_ms']:.0f} in {row['gc_n']})]")
    if marks.get("first_in") and by_id.get(marks.get("ids", [""])[0]):
        parts.append(f"first reply in {(marks['first_in'] - by_id[marks['ids'][0]]['start']) * 1000:.0f} after its "
                     "handler started")
    if marks.get("idle"):
        ends = [by_id[i]["end"] for i in marks.get("ids", []) if i in by_id]
        sent = [r["at"] for r in other if r.get("kind") == "idle" and r.get("of") in marks.get("ids", [])]
        if ends:
            parts.append(f"to idle {(marks['idle'] - max(ends)) * 1000:.0f}"
                         + (f" (sent {(max(sent) - max(ends)) * 1000:.0f} after the handler)" if sent else ""))
    parts.append(f"dom {(marks['held'] - t0) * 1000:.0f}, paint {(marks['painted'] - t0) * 1000:.0f}"
                 if marks.get("held") and marks.get("painted") else "dom ?")
    parts.append(f"page's long tasks {marks.get('busy', 0) * 1000:.0f}; {marks.get('frames', 0)} frames "
                 f"({marks.get('bytes', 0) / 1000:.0f} kB) in")
    end = max(x for x in (marks.get("idle"), marks.get("painted"), t0) if x)
    servers = {r["pid"] for r in other if r.get("kind") == "server"}  # bench.server_log's
    busy = [r for r in other if r.get("kind") == "gc" and r["pid"] not in servers and t0 - 0.05 <= r["at"] <= end]
    for r in busy:
        parts.append(f"gc gen{r['gen']} {r['ms']:.0f} ms in {'this' if r['pid'] in pids else 'another'} kernel "
                     f"({r['thread']})")
    elsewhere = {r["pid"] for r in by_id.values() if r["pid"] not in pids and r["start"] < end and r["end"] > t0}
    if elsewhere:
        parts.append(f"{len(elsewhere)} other kernel(s) handling requests meanwhile")
    from bench import server_log  # (it imports this module)

    server = server_log.summary(other, t0, end)
    if server:
        parts.append(server)
    return "; ".join(parts)
