from __future__ import annotations

from pathlib import Path

from workbench.store import ReviewStore, os_account, release_digest
from workbench.ui.signoff import SignoffDashboard, dashboard_data


def accept_all(store: ReviewStore) -> None:
    for e in store.essay_ids():
        store.open_essay(e, "anna")
        for s in store.spans(e):
            if s.status == "open":
                store.decide(e, s.id, "accept", "anna")
        store.decide(e, None, "status", "anna", status="reviewed")


def test_dashboard_lists_progress_and_unresolved(store: ReviewStore, tmp_path: Path) -> None:
    data = dashboard_data(store)
    assert data.progress.essays == 2 and data.progress.open_spans == 8 and data.never_opened == ["e1", "e2"]
    assert [(r.learner_id, r.open_sensitive) for r in data.unresolved] == [("L1", 1)]
    dash = SignoffDashboard(store, tmp_path / "release", account="anna")
    assert "0</b> of <b>2</b> essays reviewed" in dash.summary.value
    assert "flags per category" in dash.plots.value and "essays reviewed over time (0/2)" in dash.plots.value
    assert dash.sign_btn.disabled and "unresolved" in dash.sign_btn.tooltip
    assert "unresolved" in dash.why.value  # the reason is shown next to the button, not only in a tooltip
    assert dash.sign_off() is None and "cannot sign off" in dash.message.value
    assert not (tmp_path / "release").exists()


def test_sign_off_a_reviewed_corpus_writes_the_release(store: ReviewStore, tmp_path: Path) -> None:
    accept_all(store)
    store.add_reviewer("Signe")
    dash = SignoffDashboard(store, tmp_path / "out", account="anna")
    assert list(dash.reviewer.options) == ["anna", "Signe"]  # the OS account and the roster: no free text
    dash.reviewer.value = "Signe"
    assert dash.sign_btn.disabled  # the leak check has not run
    dash.check_btn.click()  # in a background thread, the page stays usable
    dash.wait()
    assert dash.leak_ok and "passed" in dash.leak.value and not dash.sign_btn.disabled
    runs: list[object] = []
    check_run = dash.job.check.run
    dash.job.check.run = lambda *a, **k: runs.append(a) or check_run(*a, **k)  # type: ignore[method-assign]
    dash.sign_btn.click()  # the export runs in a background thread too
    dash.wait()
    assert "signed off by Signe" in dash.message.value
    assert runs == []  # the store took the verdict of the page's check: the check did not run twice
    released = (tmp_path / "out" / "release" / "e1.txt").read_text(encoding="utf-8")
    assert "Borlänge" not in released and "Ali" not in released and "muslim" in released
    signed = store.signoffs()[0]
    assert signed.reviewer == "Signe" and signed.digest == release_digest(tmp_path / "out" / "release")
    assert signed.digest == dash.leak_result.digest  # the bytes the leak check passed are the bytes exported
    assert signed.essays == 2 and signed.leaks == 0
    assert {store.status(e) for e in store.essay_ids()} == {"signed off"}


def test_essays_nobody_opened_are_confirmed_in_bulk_before_sign_off(store: ReviewStore, tmp_path: Path) -> None:
    for e in store.essay_ids():
        for s in store.spans(e):
            if s.status == "open":
                store.decide(e, s.id, "accept", "anna")  # deciding opens an essay: so open none of them here
    store.decide("e1", None, "status", "anna", status="reviewed")
    dash = SignoffDashboard(store, tmp_path / "out", account="anna")
    assert dash.data.progress.unseen == 0  # deciding in an essay counts as opening it
    assert dash.confirm_btn.disabled


def test_comments_are_listed_and_released_as_a_report_without_originals(store: ReviewStore, tmp_path: Path) -> None:
    city = next(s for s in store.spans("e1") if s.span.label == "city")
    store.decide("e1", city.id, "comment", "anna", tag="OBS!", text="Borlänge is her home town")
    store.decide("e2", None, "document_comment", "anna", text="Omar again")
    accept_all(store)
    store.add_reviewer("anna")  # the signer: on the roster (the store, not the page, knows this process's account)
    dash = SignoffDashboard(store, tmp_path / "out", account="anna")
    assert "review comments (2" in dash.comments.value and "[CITY] is her home town" in dash.comments.value
    assert "Borlänge" not in dash.comments.value and "[FIRSTNAME_MALE] again" in dash.comments.value
    assert dash.run_leak_check(background=False)  # the one leak check covers the report, in release/
    assert dash.leak_result.files == 3
    assert dash.sign_off() is not None
    report = (tmp_path / "out" / "release" / "review_report.csv").read_text(encoding="utf-8")
    assert report.splitlines()[0] == "essay,position,tag,span,comment"
    assert "e1,1,OBS,city 1 at 24,[CITY] is her home town" in report and "Borlänge" not in report
    assert "OBS!" not in report and "Omar" not in report


def test_the_page_shows_the_controls_at_once_and_reads_the_tables_on_a_connection_of_their_own(
        store: ReviewStore, tmp_path: Path, monkeypatch) -> None:
    """Opening the page reads the counts (one aggregate query) for the controls on top; the tables, comments
    and plots below read every span of the corpus, in a background thread on its own connection."""
    import threading

    dash = SignoffDashboard(store, tmp_path / "out", account="anna", lazy=True)
    hold = threading.Event()
    real = ReviewStore.signoff_data
    readers: list[tuple[str, bool]] = []

    def slow(self: ReviewStore, *args, **kwargs):  # type: ignore[no-untyped-def]
        readers.append((threading.current_thread().name, self is store))
        hold.wait(10)
        return real(self, *args, **kwargs)

    monkeypatch.setattr(ReviewStore, "signoff_data", slow)
    dash.start()
    assert "0</b> of <b>2</b> essays reviewed" in dash.summary.value and "unresolved" in dash.why.value
    assert dash.plots.value == "" and dash.sign_btn.disabled  # the page already takes clicks: tables still come
    dash.reviewer.value = "anna"
    hold.set()
    dash.wait()
    assert readers == [("signoff-tables", False)]  # not the page's connection: a connection serves one thread
    assert "flags per category" in dash.plots.value and "L1" in dash.learner_pager.table.value
    assert dash.data is not None and dash.data.progress.essays == 2


def test_the_leak_check_names_rejected_values_accepted_elsewhere(store: ReviewStore, tmp_path: Path) -> None:
    """Review 14's F19: one reject of another learner's accepted name keeps it in the release, as decided; the
    page says where (essay, offsets, label, who), never the value."""
    from workbench.model import Essay, Span

    store.add_essays([(Essay("e3", "L2", "Min vän Ali bor här.", "sv"), [Span(8, 11, "firstname_male")])])
    accept_all(store)
    store.decide("e3", store.spans("e3")[0].id, "reject", "bo")
    store.add_reviewer("anna")  # the signer
    dash = SignoffDashboard(store, tmp_path / "out", account="anna")
    assert dash.run_leak_check(background=False)  # it passes: the reject is a decision
    assert "1 rejected span(s) keep a value that the release replaces elsewhere" in dash.leak.value
    where = "essay e3 [8, 11) firstname_male, rejected by bo (replaced as firstname_male for learner L1)"
    assert where in dash.leak.value
    assert "Ali" not in dash.leak.value
    assert dash.sign_off() is not None, dash.message.value
    assert "1 rejected span(s) keep a value the release replaces elsewhere" in dash.message.value


def test_the_page_reopens_a_sign_off_as_a_roster_name_with_a_reason(store: ReviewStore, tmp_path: Path) -> None:
    """The CLI's `review reopen --by --reason`, on the sign-off page: the button says why it is disabled
    (nothing signed off; not a roster name; a reason too short) and the store records the step."""
    accept_all(store)
    store.add_reviewer("Signe")
    dash = SignoffDashboard(store, tmp_path / "out", account="anna")
    assert dash.reopen_btn.disabled and "nothing is signed off" in dash.reopen_why.value
    dash.reviewer.value = "Signe"
    assert dash.run_leak_check(background=False) and dash.sign_off() is not None
    dash.reviewer.value = "anna"  # the OS account signs off, but only a roster name reopens
    dash.reopen_reason.value = "x"
    assert dash.reopen_btn.disabled and "only a name on the store&#x27;s roster reopens" in dash.reopen_why.value
    assert "at least 3 words and 15 characters" in dash.reopen_why.value
    dash.reviewer.value = "Signe"
    dash.reopen_reason.value = "Borlänge was missed in e2"
    assert not dash.reopen_btn.disabled and dash.reopen_why.value == ""
    dash.reopen_btn.click()
    dash.wait()
    assert "sign-off reopened by Signe: 2 essay(s) back to 'reviewed'" in dash.message.value
    assert store.progress().signed_off == 0 and dash.reopen_reason.value == ""
    reopened = [d for d in store.history("e1") if d.value.get("reopens") == 1]
    assert [(d.reviewer, d.value["reason"]) for d in reopened] == [("Signe", "Borlänge was missed in e2")]
    assert dash.reopen_btn.disabled and dash.sign_btn.disabled  # a new check, then a new sign-off


def test_the_page_shows_the_roster_changes_made_from_outside_it_since_the_last_sign_off(
        store: ReviewStore, tmp_path: Path) -> None:
    """A roster changed with --override (a login the roster does not let in) is shown to whoever signs off:
    every such change since the last sign-off, with its time, login name, name and reason."""
    accept_all(store)
    store.add_reviewer("Anna")  # the first entry is free: a person's name, not this process's login
    store.add_reviewer("Signe", override="the roster holds people's names, not logins")
    dash = SignoffDashboard(store, tmp_path / "out", account="anna")
    shown = dash.roster_overrides.value
    assert "1 roster change(s) made from outside the roster since the last sign-off" in shown
    assert "Signe" in shown and "the roster holds people&#x27;s names, not logins" in shown
    assert os_account() in shown and "added" in shown
    assert "Anna" not in shown.split("<table")[1]  # the free first entry was no override
    dash.reviewer.value = "Signe"
    assert dash.run_leak_check(background=False) and dash.sign_off() is not None
    dash.refresh()
    assert dash.roster_overrides.value == ""  # seen at that sign-off
    store.add_reviewer("Signe", roster=False, override="Signe left the project in May")
    dash.refresh()
    assert "Signe left the project in May" in dash.roster_overrides.value and "taken off" in dash.roster_overrides.value
    assert "the roster holds people" not in dash.roster_overrides.value
