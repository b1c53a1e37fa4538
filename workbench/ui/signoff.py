"""The release sign-off dashboard: progress per learner and reviewer, counts per category, unresolved
sensitive and extra tags, essays never opened, the leak check, two plots, and the sign-off button
(enabled only when nothing is unresolved and the leak check passed)."""

from __future__ import annotations

import base64
import html
import io
import time
from pathlib import Path

import ipywidgets as w

from workbench.pipeline import ReleaseError, export_release
from workbench.pseudonymize.key import PassphraseError
from workbench.store import ReviewStore, SignoffData, StoreError, os_account, release_digest
from workbench.ui.agreement_panel import agreement_panel

__all__ = ["SignoffDashboard", "dashboard_data"]


def dashboard_data(store: ReviewStore) -> SignoffData:
    """Everything the dashboard shows: the store's aggregate queries over its state (no loop over essays)."""
    return store.signoff_data()


def _plot(data: SignoffData) -> str:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (a, b) = plt.subplots(1, 2, figsize=(10, 3.2))
    labels = data.labels.most_common(15)
    a.barh([k for k, _ in labels][::-1], [v for _, v in labels][::-1], color="#4dabf7")
    a.set_title("flags per category")
    times = data.reviewed_times
    if times:
        b.step([time.strftime("%m-%d %H:%M", time.localtime(t)) for t in times], range(1, len(times) + 1),
               where="post", color="#2f9e44", marker="o")
        b.tick_params(axis="x", labelrotation=45, labelsize=7)
    b.set_title(f"essays reviewed over time ({data.progress.reviewed}/{data.progress.essays})")
    fig.tight_layout()
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=80)
    plt.close(fig)
    return f'<img alt="plots" src="data:image/png;base64,{base64.b64encode(buf.getvalue()).decode()}"/>'


def _table(header: list[str], rows: list[list[object]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in r) + "</tr>" for r in rows)
    return f'<table class="pw-table"><tr>{head}</tr>{body}</table>'


class SignoffDashboard:
    """Sign a reviewed corpus off and export its release to ``out_dir``. The signer is chosen from the OS
    account and the store's roster (no free-text name)."""

    def __init__(self, store: ReviewStore, out_dir: str | Path, passphrase: str | None = None,
                 mode: str = "swell", seed: int = 0, account: str | None = None) -> None:
        self.store, self.out_dir = store, Path(out_dir)
        self.passphrase, self.mode, self.seed = passphrase, mode, seed
        self.account = account or os_account()
        self.summary = w.HTML()
        self.plots = w.HTML()
        self.leak = w.HTML("leak check: not run yet")
        signers = list(dict.fromkeys([self.account, *store.roster()]))
        self.reviewer = w.Dropdown(options=signers, value=self.account, description="signer")
        self.confirm_btn = w.Button(description="confirm the essays nobody opened", layout=w.Layout(width="300px"))
        self.check_btn = w.Button(description="run leak check")
        self.sign_btn = w.Button(description="sign off and export", button_style="success", disabled=True)
        self.why = w.HTML()
        self.message = w.HTML()
        self.leak_ok = False
        for widget, name in [(self.check_btn, "leak-check"), (self.sign_btn, "sign"), (self.reviewer, "reviewer"),
                             (self.message, "message"), (self.leak, "leak"), (self.confirm_btn, "confirm"),
                             (self.why, "why")]:
            widget.add_class(f"pw-{name}")
        self.check_btn.on_click(lambda _: self.run_leak_check())
        self.sign_btn.on_click(lambda _: self.sign_off())
        self.confirm_btn.on_click(lambda _: self.confirm_unopened())
        self.reviewer.observe(lambda _: self._gate(), "value")
        self.widget = w.VBox([w.HBox([self.reviewer, self.sign_btn, self.why]), self.message, self.summary,
                              w.HBox([self.confirm_btn]), self.leak, w.HBox([self.check_btn]), self.plots])
        self.widget.children += (agreement_panel(store),)  # blind review: agreement, essays to adjudicate
        self.refresh()

    def refresh(self) -> None:
        d = self.data = dashboard_data(self.store)
        p = d.progress
        learners = [[r.learner_id, r.essays, r.reviewed, r.open_spans] for r in d.learners]
        more = d.learners_total - len(d.learners)
        unresolved = [[r.learner_id, r.open_sensitive, r.open_extra] for r in d.unresolved]
        never = ", ".join(d.never_opened) + (" …" if p.unseen > len(d.never_opened) else "")
        self.confirm_btn.disabled = p.unseen == 0
        self.confirm_btn.description = (f"confirm the {p.unseen} essays nobody opened" if p.unseen
                                        else "every essay was opened or confirmed")
        self.summary.value = (
            "<style>.pw-table td,.pw-table th{padding:2px 8px;border-bottom:1px solid #eee}</style>"
            f"<h3>Release sign-off</h3><p><b>{p.reviewed}</b> of <b>{p.essays}</b> essays reviewed; "
            f"<b>{p.open_spans}</b> spans still open; <b>{p.unseen}</b> essays never opened"
            f"{': ' + html.escape(never) if never else ''}"
            f"{f'; {p.confirmed} confirmed without opening' if p.confirmed else ''}.</p>"
            + _table(["learner", "essays", "reviewed", "open spans"], learners)
            + (f"<p>… and {more} more learners</p>" if more > 0 else "")
            + "<h4>unresolved sensitive and extra tags</h4>"
            + (_table(["learner", "sensitive", "extra"], unresolved) if unresolved else "<p>none</p>")
            + "<h4>decisions per reviewer</h4>"
            + _table(["reviewer", "decisions"], [[k, v] for k, v in d.reviewers.most_common()])
        )
        self.plots.value = _plot(d)
        self._gate()

    def reasons(self) -> list[str]:
        """Why sign-off is not possible yet (empty when it is)."""
        p = self.data.progress
        reasons = []
        if p.open_spans:
            reasons.append(f"{p.open_spans} spans are unresolved")
        if p.unseen:
            reasons.append(f"{p.unseen} essays were never opened (open them, or confirm them)")
        if not self.leak_ok:
            reasons.append("the leak check has not passed")
        if not self.reviewer.value:
            reasons.append("choose the signer")
        return reasons

    def _gate(self) -> None:
        reasons = self.reasons()
        self.sign_btn.disabled = bool(reasons)
        self.sign_btn.tooltip = "; ".join(reasons) or "ready"
        self.why.value = f"<small>{html.escape(self.sign_btn.tooltip)}</small>" if reasons else ""

    def confirm_unopened(self) -> None:
        """Confirm every essay nobody opened, in one bulk step recorded with the signer's name."""
        try:
            step = self.store.confirm_unopened(self.reviewer.value)
        except StoreError as e:
            self.message.value = f"<span style='color:#c92a2a'>{html.escape(str(e))}</span>"
            return
        n = len(step.decision_ids) if step else 0
        self.message.value = f"{n} essays confirmed without opening by {html.escape(self.reviewer.value)}"
        self.refresh()

    def run_leak_check(self) -> bool:
        """Export into a scratch folder and scan it; the release itself is written only on sign-off."""
        import tempfile

        with tempfile.TemporaryDirectory() as tmp:
            try:
                export_release(self.store, Path(tmp) / "check", passphrase=None, mode=self.mode, seed=self.seed,
                               allow_unresolved=True)
                self.leak_ok = True
                self.leak.value = "<span style='color:#2f9e44'>leak check passed: no original value found</span>"
            except ReleaseError as e:
                self.leak_ok = False
                self.leak.value = f"<span style='color:#c92a2a'>leak check failed: {html.escape(str(e))}</span>"
        self._gate()
        return self.leak_ok

    def sign_off(self) -> Path | None:
        """Export the release, then record who signed it, when, and the digest of its exact bytes."""
        self.refresh()
        if self.sign_btn.disabled:
            self.message.value = f"<span style='color:#c92a2a'>cannot sign off: {self.sign_btn.tooltip}</span>"
            return None
        try:
            path = export_release(self.store, self.out_dir, passphrase=self.passphrase, mode=self.mode,
                                  seed=self.seed)
            name = self.reviewer.value
            # export_release refuses a release its leak check fails, so a written release had no leak
            self.store.sign_off(name, release_digest(path / "release"), leaks=0, release=str(path),
                                account=self.account)
        except (ReleaseError, StoreError, PassphraseError) as e:  # PassphraseError: too short for a new key
            self.message.value = f"<span style='color:#c92a2a'>{html.escape(str(e))}</span>"
            return None
        self.message.value = f"signed off by {html.escape(name)}; release written to {html.escape(str(path))}"
        self.refresh()
        return path
