"""The release sign-off dashboard.

On top, what sign-off needs and the controls for it: the signer (the OS account or a name on the store's
roster, never free text), the confirmation of essays nobody opened, the leak check and the sign-off button,
with every reason it is disabled shown beside it; below them, reopening a sign-off (a roster name and a reason,
as ``workbench review reopen``). The leak check is the one leak check over the exact bytes
``review export`` would write into release/ (workbench.review_release: rendered in memory, cached per learner,
only what changed rendered again), in a background thread with a progress bar that moves: the page stays
usable. Sign-off exports the release, and records it only when the exported release/ has exactly the digest
the check saw (``store.sign_off`` takes the verdict from the check itself and keeps that digest); the export
also runs in the background.
Below: progress, the review's comments, paged tables (learners, essays never opened, unresolved sensitive and
extra tags), decisions per reviewer, two plots, and a slot for the team's agreement panel
(``agreement``). Every number comes from the store's aggregate queries, never a loop over the essays.
"""

from __future__ import annotations

import html
import threading
import time
from pathlib import Path

import ipywidgets as w

from workbench.pseudonymize.key import PassphraseError
from workbench.review_kept import describe
from workbench.review_release import Verdict
from workbench.store import (
    Progress,
    ReviewStore,
    RosterChange,
    SignoffData,
    StoreError,
    os_account,
    release_digest,
)
from workbench.store.signoff import check_reason
from workbench.ui.leak_job import LeakJob
from workbench.ui.pager import Pager, html_table
from workbench.ui.plots import plots_html
from workbench.ui.why import gate, why_label

__all__ = ["SignoffDashboard", "dashboard_data"]

_STYLE = "<style>.pw-table td,.pw-table th{padding:2px 8px;border-bottom:1px solid #eee;text-align:left}</style>"


def dashboard_data(store: ReviewStore) -> SignoffData:
    """Everything the dashboard shows: the store's aggregate queries over its state (no loop over essays)."""
    return store.signoff_data()


def _error(text: str) -> str:
    return f"<span style='color:#c92a2a'>{html.escape(text)}</span>"


class SignoffDashboard:
    """Sign a reviewed corpus off and export its release to ``out_dir``. ``lazy``: read the store on
    ``start()`` (when the page shows the dashboard)."""

    def __init__(self, store: ReviewStore, out_dir: str | Path, passphrase: str | None = None,
                 mode: str = "swell", seed: int = 0, account: str | None = None, lazy: bool = False) -> None:
        self.store, self.out_dir = store, Path(out_dir)
        self.passphrase, self.mode, self.seed = passphrase, mode, seed
        self.account = account or os_account()
        self.job = LeakJob(store, mode=mode, seed=seed)
        self.leak_result: Verdict | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._busy: str | None = None  # what runs in the background: "check" or "export"
        self._shown_at = 0.0
        self._signed: Path | None = None  # the release just signed off
        self._local = threading.local()  # the store connection of a thread filling the tables (see _db)
        self._below: threading.Thread | None = None  # the thread filling what is below the controls
        self._below_lock = threading.Lock()

        self.summary = w.HTML("loading…")
        self.plots = w.HTML()
        self.roster = store.roster()  # who may reopen a sign-off (ReviewStore.reopen_sign_off)
        signers = list(dict.fromkeys([self.account, *self.roster]))
        self.reviewer = w.Dropdown(options=signers, value=self.account, description="signer")
        self.confirm_btn = w.Button(description="confirm the essays nobody opened", layout=w.Layout(width="300px"))
        self.confirm_why = why_label("confirm-why")
        self.check_btn = w.Button(description="run leak check")
        self.check_why = why_label("check-why")
        self.leak_bar = w.IntProgress(min=0, max=1, value=0, description="leak check",
                                      layout=w.Layout(width="420px", visibility="hidden"))
        self.leak = w.HTML("leak check: not run yet")
        self.sign_btn = w.Button(description="sign off and export", button_style="success", disabled=True)
        self.why = why_label("why")
        #: the roster's changes made from outside it since the last sign-off (--override): the signer sees them
        self.roster_overrides = w.HTML()
        self.message = w.HTML()
        self.reopen_reason = w.Text(placeholder="why reopen: what was wrong, and where", description="reason",
                                    layout=w.Layout(width="420px"))
        self.reopen_btn = w.Button(description="reopen the sign-off", button_style="warning", disabled=True)
        self.reopen_why = why_label("reopen-why")
        self.comments = w.HTML()
        #: blind review's agreement panel (workbench.ui.agreement_panel), built when the page is first shown
        self.agreement = w.VBox()
        for widget, name in [(self.check_btn, "leak-check"), (self.sign_btn, "sign"), (self.reviewer, "reviewer"),
                             (self.message, "message"), (self.leak, "leak"), (self.confirm_btn, "confirm"),
                             (self.summary, "summary"), (self.comments, "comments"), (self.leak_bar, "leak-bar"),
                             (self.agreement, "agreement"), (self.reopen_reason, "reopen-reason"),
                             (self.reopen_btn, "reopen"), (self.roster_overrides, "roster-overrides")]:
            widget.add_class(f"pw-{name}")
        self.learner_pager = Pager("learners", "learners", ["learner", "essays", "opened", "reviewed", "open spans"],
                                   lambda o, n: [[r.learner_id, r.essays, r.opened, r.reviewed, r.open_spans]
                                                 for r in self._db().learners(o, n)],
                                   lambda: self._db().learner_count())
        self.never_pager = Pager("never-opened", "essays never opened nor confirmed", ["essay"],
                                 lambda o, n: [[e] for e in self._db().never_opened(o, n)],
                                 lambda: self._db().progress().unseen)
        self.unresolved_pager = Pager("unresolved", "learners with unresolved sensitive or extra tags",
                                      ["learner", "sensitive", "extra"],
                                      lambda o, n: [[r.learner_id, r.open_sensitive, r.open_extra]
                                                    for r in self._db().learners(o, n, unresolved_only=True)],
                                      lambda: len(self._db().learners(0, None, unresolved_only=True)))
        self.reviewers = w.HTML()
        self.check_btn.on_click(lambda _: self.run_leak_check())
        self.sign_btn.on_click(lambda _: self.sign_off(background=True))
        self.confirm_btn.on_click(lambda _: self.confirm_unopened())
        self.reopen_btn.on_click(lambda _: self.reopen())
        self.reviewer.observe(lambda _: self._gate(), "value")
        self.reopen_reason.observe(lambda _: self._gate_reopen(), "value")
        controls = w.VBox([w.HBox([self.reviewer, self.confirm_btn, self.confirm_why]),
                           w.HBox([self.check_btn, self.leak_bar, self.check_why]), self.leak,
                           self.roster_overrides, w.HBox([self.sign_btn, self.why]), self.message,
                           w.HBox([self.reopen_reason, self.reopen_btn, self.reopen_why])])
        self.widget = w.VBox([w.HTML(_STYLE), controls, self.summary, self.never_pager.widget,
                              self.unresolved_pager.widget, self.comments, self.learner_pager.widget,
                              self.reviewers, self.agreement, self.plots])
        self.data: SignoffData | None = None
        self.counts: Progress | None = None  # the corpus's counts the controls were gated by
        if not lazy:
            self.refresh()

    def start(self) -> None:
        """Read the store as it is now (the page calls this when it shows the dashboard): the controls on top
        at once, what is below them in a background thread."""
        self.refresh(background=True)

    def _db(self) -> ReviewStore:
        """The store connection of this thread: a thread filling the tables has its own (a connection serves
        one thread), the page's other work uses the page's."""
        return getattr(self._local, "store", None) or self.store

    def refresh(self, store: ReviewStore | None = None, background: bool = False) -> None:
        """Read the store again: the counts and the controls on top (one aggregate query), then the tables,
        comments, agreement and plots below them, which read every span of the corpus (about a second at 20,000
        essays: ``background`` reads them in a thread with its own connection, so the page takes clicks
        meanwhile). ``store``: a background thread's own connection; the paged tables and the agreement panel
        then wait for the next refresh on the page's connection."""
        p = self.counts = (store or self.store).progress()
        self.roster = (store or self.store).roster()
        self.roster_overrides.value = self._overrides_html(store or self.store)
        self.confirm_btn.description = (f"confirm the {p.unseen:,} essays nobody opened" if p.unseen
                                        else "confirm the essays nobody opened")
        gate(self.confirm_btn, self.confirm_why, None if p.unseen else "every essay was opened or confirmed")
        self.summary.value = (
            f"<p><b>{p.reviewed:,}</b> of <b>{p.essays:,}</b> essays reviewed; <b>{p.open_spans:,}</b> spans still "
            f"open; <b>{p.unseen:,}</b> essays never opened"
            f"{f'; {p.confirmed:,} confirmed without opening' if p.confirmed else ''}.</p>")
        self._gate(just_checked=store is not None)
        if store is not None:
            self._fill_below(store, tables=False)
        elif background and self.store.path != ":memory:":  # a memory store has one connection only
            self._below = threading.Thread(target=self._fill_below_apart, name="signoff-tables", daemon=True)
            self._below.start()
        else:
            self._fill_below(self.store, tables=True)

    def _fill_below_apart(self) -> None:
        """``_fill_below`` on a connection of this thread's own (one such thread at a time)."""
        with self._below_lock:
            try:
                self._local.store = self.store.reopen()
                self._fill_below(self._local.store, tables=True)
            except Exception as e:  # noqa: BLE001 - a background thread has no caller: the page says what failed
                self.message.value = _error(f"the tables could not be read: {e}")
            finally:
                if getattr(self._local, "store", None) is not None:
                    self._local.store.close()
                self._local.store = None

    def _fill_below(self, store: ReviewStore, tables: bool) -> None:
        d = self.data = dashboard_data(store)
        if tables:
            for pager in (self.never_pager, self.unresolved_pager, self.learner_pager):
                pager.refresh()
            self.comments.value = self._comments()
            if not self.agreement.children:  # it refreshes itself (its own button) after this
                from workbench.ui.agreement_panel import AgreementPanel  # numpy, the evaluation: not at start

                panel = AgreementPanel(self.store, read=False)  # its button reads on the page's connection
                panel.refresh(store)
                self.agreement.children = (panel.widget,)
        self.reviewers.value = ("<h4>decisions per reviewer</h4>"
                                + html_table(["reviewer", "decisions"], [[k, v] for k, v in d.reviewers.most_common()]))
        self.plots.value = plots_html(d.labels, d.reviewed_times, d.progress.reviewed, d.progress.essays)

    @staticmethod
    def _overrides_html(store: ReviewStore) -> str:
        """The roster's changes made from outside it (``workbench review reviewer NAME --override REASON``)
        since the last sign-off, every one with its time, login name, change, name and reason: who may sign
        off and reopen changed without the roster's consent, and the signer should know it. "" when none."""
        signed = store.signoffs()
        since = signed[-1].time if signed else float("-inf")
        changes = [c for c in store.roster_log() if c.override is not None and c.time > since]
        if not changes:
            return ""
        return (f"<div style='color:#e67700'>{len(changes):,} roster change(s) made from outside the roster since "
                f"the last sign-off (workbench review reviewer --override; all of them: workbench review reviewer "
                f"--log):</div>" + html_table(list(RosterChange.HEADER), [list(c.cells()) for c in changes]))

    def _comments(self) -> str:
        """The review's comments (OBS!/Com! on spans, document comments): the release's review report holds
        them with every original masked."""
        from workbench.pseudonymize.review_report import report_rows

        rows = report_rows(self._db())
        if not rows:
            return "<h4>review comments</h4><p>none</p>"
        shown = [[r["essay"], r["tag"], r["span"], r["comment"]] for r in rows[:50]]
        more = f"<p>… and {len(rows) - 50:,} more (all in the review report)</p>" if len(rows) > 50 else ""
        return (f"<h4>review comments ({len(rows):,}; released as release/review_report.csv, originals "
                "masked)</h4>" + html_table(["essay", "tag", "span", "comment"], shown) + more)

    def reasons(self, just_checked: bool = False) -> list[str]:
        """Why sign-off is not possible yet (empty when it is); ``just_checked``: the leak check has just
        finished (a background thread, which must not use the page's store connection)."""
        if self.counts is None:
            return ["loading"]
        p = self.counts
        reasons = []
        if p.open_spans:
            reasons.append(f"{p.open_spans:,} spans are unresolved")
        if p.unseen:
            reasons.append(f"{p.unseen:,} essays were never opened (open them, or confirm them)")
        if self._signed is not None:
            reasons.append(f"signed off: the release is in {self._signed} (run the leak check again to sign "
                           "off a new one)")
        elif self._busy == "export":
            reasons.append("the release is being exported")
        elif self.running:
            reasons.append("the leak check is running")
        elif self.leak_result is None:
            reasons.append("the leak check has not run")
        elif not self.leak_result.ok:
            reasons.append("the leak check found original values")
        elif not just_checked and self.job.stale():
            reasons.append("decisions changed since the leak check: run it again")
        if not self.reviewer.value:
            reasons.append("choose the signer")
        return reasons

    def reopen_reasons(self) -> list[str]:
        """Why the sign-off cannot be reopened from here now (empty when it can): the store's rules
        (ReviewStore.reopen_sign_off), said before the click."""
        reasons = []
        if self.counts is None:
            return ["loading"]
        if not self.counts.signed_off:
            reasons.append("nothing is signed off")
        if self.reviewer.value not in self.roster:
            reasons.append("only a name on the store's roster reopens: choose one as the signer")
        try:
            check_reason(self.reopen_reason.value.strip())
        except StoreError as e:
            reasons.append(str(e))
        if self.running:
            reasons.append("the leak check or the export is running")
        return reasons

    def _gate_reopen(self) -> None:
        reasons = self.reopen_reasons()
        gate(self.reopen_btn, self.reopen_why, "cannot reopen: " + "; ".join(reasons) if reasons else None)

    def reopen(self) -> bool:
        """Reopen the sign-off as the chosen signer, with the reason typed: one logged step (who, the OS
        account, when, why; ReviewStore.reopen_sign_off). The store decides; the page says what it did."""
        name, reason = self.reviewer.value, self.reopen_reason.value
        try:
            step = self.store.reopen_sign_off(name, reason)
        except StoreError as e:
            self.message.value = _error(str(e))
            return False
        self._signed = None
        self.reopen_reason.value = ""
        self.refresh(background=True)
        self.message.value = (f"sign-off reopened by {html.escape(name)}: {len(step.decision_ids):,} essay(s) back "
                              "to 'reviewed'; a new sign-off is needed before a release")
        return True

    def _gate(self, just_checked: bool = False) -> None:
        self._gate_reopen()
        reasons = self.reasons(just_checked)
        gate(self.sign_btn, self.why, "cannot sign off yet: " + "; ".join(reasons) if reasons else None)
        gate(self.check_btn, self.check_why, "running…" if self._busy == "check" else
             "the release is being exported" if self._busy else None)

    @property
    def running(self) -> bool:
        return self._busy is not None

    @property
    def leak_ok(self) -> bool:
        return self.leak_result is not None and self.leak_result.ok and not self.job.stale()

    def confirm_unopened(self) -> None:
        """Confirm every essay nobody opened, in one bulk step recorded with the signer's name."""
        try:
            step = self.store.confirm_unopened(self.reviewer.value)
        except StoreError as e:
            self.message.value = _error(str(e))
            return
        n = len(step.decision_ids) if step else 0
        self.refresh(background=True)
        self.message.value = f"{n:,} essays confirmed without opening by {html.escape(self.reviewer.value)}"

    # -- the leak check ---------------------------------------------------------------------------------
    def run_leak_check(self, background: bool = True) -> bool | None:
        """Check the release the store would export now, in a background thread (``background``) with the
        progress bar moving; returns the verdict when run in the foreground."""
        with self._lock:
            if self.running:
                return None
            self._busy, self._signed = "check", None
            self._show_bar("reading the review", 0, 1)
            self.leak.value = "leak check: running…"
            if not background:
                self._check()
                return self.leak_ok
            self._start(self._check)
        self._gate()
        return None

    def _start(self, work: object) -> None:
        self._thread = threading.Thread(target=work, name="signoff-work", daemon=True)  # type: ignore[arg-type]
        self._thread.start()

    def wait(self, timeout: float | None = None) -> None:
        """Wait for a running leak check or export, and the tables being read, to finish."""
        for thread in (self._thread, self._below):
            if thread is not None:
                thread.join(timeout)

    def _show_bar(self, what: str, done: int, total: int) -> None:
        self.leak_bar.layout.visibility = "visible"
        self.leak_bar.bar_style = "info"
        self.leak_bar.max = max(total, 1)
        self.leak_bar.value = min(done, self.leak_bar.max)
        self.leak_bar.description = what
        self.leak_bar.tooltip = f"{what}: {done:,} of {total:,} essays"

    def _progress(self, done: int, total: int, what: str) -> None:
        """The bar follows the check: at most a few updates a second (each is a message to the page)."""
        now = time.monotonic()
        if done in (0, total) or what != self.leak_bar.description or now - self._shown_at >= 0.2:
            self._shown_at = now
            self._show_bar(what, done, total)

    def _check(self) -> None:
        verdict: Verdict | None = None
        try:
            verdict = self.job.run(self._progress, threaded=threading.current_thread() is not threading.main_thread())
        except Exception as e:  # noqa: BLE001 - a background thread has no caller: the page says what failed
            self.leak.value = _error(f"the leak check could not run: {e}")
        self.leak_result = verdict
        self._busy = None
        self.leak_bar.bar_style = "success" if verdict is not None and verdict.ok else "danger"
        if verdict is not None:
            self.leak.value = self._verdict_html(verdict) + self._kept_html()
        self._gate(just_checked=True)

    def _kept_html(self) -> str:
        """The rejected spans whose value is accepted elsewhere (workbench.review_kept): the check lets them
        through as decided; the signer should know where they are."""
        text = describe(self.job.kept)
        return f"<br><span class='pw-kept' style='color:#e67700'>{html.escape(text)}</span>" if text else ""

    @staticmethod
    def _verdict_html(v: Verdict) -> str:
        left_out = (f"<br><span style='color:#e67700'>{len(v.unusable):,} essay(s) cannot be released (no file "
                    f"name can be made of the id: {html.escape(', '.join(repr(e) for e, _ in v.unusable[:5]))}"
                    f"{'…' if len(v.unusable) > 5 else ''}); the export leaves them out</span>" if v.unusable else "")
        if v.ok:
            return (f"<span style='color:#2f9e44'>leak check passed: no replaced original found where it counts in "
                    f"the {v.files:,} files release/ would hold (digest {v.digest[:12]}…; {v.seconds:.1f} s, "
                    f"{v.rendered:,} essay{'' if v.rendered == 1 else 's'} rendered anew)</span>{left_out}")
        shown = "".join(f"<li>{html.escape(str(x))}</li>" for x in v.leaks[:20])
        more = f"<li>… and {len(v.leaks) - 20:,} more</li>" if len(v.leaks) > 20 else ""
        return (f"<span style='color:#c92a2a'>leak check failed: {len(v.leaks):,} problem(s) in the release "
                f"({v.seconds:.1f} s)</span><ul>{shown}{more}</ul>{left_out}")

    # -- signing ---------------------------------------------------------------------------------------
    def sign_off(self, background: bool = False) -> Path | None:
        """Export the release and, when release/ holds exactly the bytes the leak check passed (the same
        digest), record who signed it, when, and that digest. ``background``: export in a background thread
        (the button does; returns None at once)."""
        self.refresh()
        if self.sign_btn.disabled:
            self.message.value = _error(self.sign_btn.tooltip or "cannot sign off")
            return None
        if background:
            with self._lock:
                if self.running:
                    return None
                self._busy = "export"
                self.message.value = "exporting the release…"
                self._start(lambda: self._sign(threaded=True))
            self._gate()
            return None
        self._busy = "export"
        return self._sign(threaded=False)

    def _sign(self, threaded: bool) -> Path | None:
        from workbench.pipeline import ReleaseError, export_release  # spaCy: loaded when a release is written

        verdict, name = self.leak_result, self.reviewer.value
        store = self.store.reopen() if threaded else self.store
        path: Path | None = None
        try:
            if verdict is None or not verdict.ok:  # the button is disabled then: a call from code
                raise ReleaseError("the leak check has not passed: run it first")
            path = export_release(store, self.out_dir, passphrase=self.passphrase, mode=self.mode, seed=self.seed)
            # the store takes the verdict from the check (its last one while nothing came in since, so the check
            # does not run twice) and checks the bytes written against it
            store.sign_off(name, self.job.check, release=str(path), written=release_digest(path / "release"))
            self._signed = path
            message = f"signed off by {html.escape(name)}; release written to {html.escape(str(path))}"
            if self.job.kept:
                message += (f"; {len(self.job.kept):,} rejected span(s) keep a value the release replaces "
                            "elsewhere (listed with the leak check)")
        except (ReleaseError, StoreError, PassphraseError) as e:  # PassphraseError: too short for a new key
            message, path = _error(str(e)), None
        except Exception as e:  # noqa: BLE001 - a background thread has no caller: the page says what failed
            message, path = _error(f"the export failed: {e}"), None
        finally:
            self._busy = None
        try:
            self.refresh(store if threaded else None)
        finally:
            if threaded:
                store.close()
        self.message.value = message
        return path
