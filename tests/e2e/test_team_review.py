"""Team review in chromium: a blind reviewer's page shows only their own decisions; the curator settles the
differences of two blind reviews and the essay counts as adjudicated; a corpus-wide search adds spans at
every unmarked hit in one bulk decision and undo takes it back, on a SQLite and on a PostgreSQL store."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bench.pg_server import pg_bin, temporary_server
from workbench.model import Essay, Span
from workbench.store import Query, ReviewStore

pytestmark = pytest.mark.e2e

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
TIMEOUT = 90_000
TEXT = "Jag heter Ali och bor i Borlänge. Min bror Omar jobbar på Ica."
SPANS = [Span(10, 13, "firstname_male", number=1, source="names"), Span(24, 32, "city", number=1, source="places"),
         Span(38, 42, "fam", source="fam"), Span(43, 47, "firstname_male", number=2, source="names")]
OTHER = "Hej! Vi åkte till Borlange i somras."  # the same city, misspelt and unmarked


@pytest.fixture(scope="module")
def pg_url() -> Iterator[str]:
    if pg_bin() is None:
        pytest.skip("PostgreSQL server not installed: apt-get install -y postgresql (make test does)")
    pytest.importorskip("psycopg", reason="psycopg missing: pip install -e '.[dev]'")
    with temporary_server() as server:
        yield server.url()


def make_store(target: str) -> ReviewStore:
    store = ReviewStore(target)
    store.add_essays([(Essay("e1", "L1", TEXT, "sv"), SPANS), (Essay("e2", "L2", OTHER, "sv"), [])])
    return store


def blind_reviews(store: ReviewStore) -> None:
    """anna rejects 'bror', bo accepts every candidate; both finish."""
    store.assign(["e1"], ["anna", "bo"], by="lead")
    for who in ("anna", "bo"):
        for s in store.view("e1", who).spans:
            store.decide("e1", s.id, "reject" if who == "anna" and s.span.label == "fam" else "accept", who)
        store.decide("e1", None, "status", who, status="reviewed")


def test_a_blind_reviewer_sees_only_their_own_decisions(serve_notebook, page, screenshot_dir: Path,
                                                        tmp_path: Path) -> None:
    db = tmp_path / "review.db"
    store = make_store(str(db))
    store.assign(["e1"], ["anna", "bo"], by="lead")
    city = store.view("e1").spans[1].id
    store.decide("e1", city, "accept", "bo")
    url = serve_notebook(NOTEBOOKS / "blind.ipynb", tmp_path / "out", {"WORKBENCH_DB": str(db),
                                                                      "WORKBENCH_REVIEWER": "anna"})
    page.goto(url, timeout=TIMEOUT)
    page.locator(".pw-text mark").first.wait_for(timeout=TIMEOUT)
    assert page.locator(".pw-text mark.pw-accepted").count() == 0  # bo's accept is not shown to anna
    page.locator(f'.pw-text mark[data-span="{city}"]').click()
    page.locator(".pw-reject").click()
    page.locator(f'.pw-text mark.pw-rejected[data-span="{city}"]').wait_for(timeout=10_000)
    page.screenshot(path=str(screenshot_dir / "team_blind_review.png"), full_page=True)
    assert {s.id: s.status for s in store.view("e1", "anna").spans}[city] == "rejected"
    assert {s.id: s.status for s in store.view("e1", "bo").spans}[city] == "accepted"
    assert {s.id: s.status for s in store.view("e1").spans}[city] == "open"


def test_the_curator_adjudicates_in_the_browser(serve_notebook, page, screenshot_dir: Path, tmp_path: Path) -> None:
    db = tmp_path / "review.db"
    store = make_store(str(db))
    blind_reviews(store)
    url = serve_notebook(NOTEBOOKS / "curator.ipynb", tmp_path / "out", {"WORKBENCH_DB": str(db),
                                                                        "WORKBENCH_REVIEWER": "cecilia"})
    page.goto(url, timeout=TIMEOUT)
    unit = page.locator(".pw-unit")
    unit.first.wait_for(timeout=TIMEOUT)
    assert unit.count() == 1 and "bror" in unit.inner_text()
    assert page.locator(".pw-versions .pw-text").count() == 3  # the shared state, anna's and bo's
    page.locator("button.pw-take-agreed").click()
    page.locator(".pw-message", has_text="took the agreed versions").wait_for(timeout=10_000)
    page.locator(".pw-unit button.pw-take-0").click()  # anna: not marked
    page.locator(".pw-message", has_text="took “not marked”").wait_for(timeout=10_000)
    page.screenshot(path=str(screenshot_dir / "team_curator.png"), full_page=True)
    page.locator("button.pw-adjudicated").click()
    page.locator(".pw-message", has_text="essay e1 adjudicated").wait_for(timeout=10_000)
    again = ReviewStore(db)
    assert again.progress().adjudicated == 1
    assert {s.span.label: s.status for s in again.spans("e1")}["fam"] == "rejected"
    assert {d.reviewer for d in again.history("e1") if d.layer is None and d.action != "assign"} == {"cecilia"}


@pytest.mark.parametrize("backend", ["sqlite", "postgres"])
def test_search_and_bulk_add_then_undo(serve_notebook, page, screenshot_dir: Path, tmp_path: Path,
                                       request: pytest.FixtureRequest, backend: str) -> None:
    target = str(tmp_path / "review.db") if backend == "sqlite" else request.getfixturevalue("pg_url")
    store = make_store(target)
    url = serve_notebook(NOTEBOOKS / "search.ipynb", tmp_path / "out", {"WORKBENCH_DB": target,
                                                                       "WORKBENCH_REVIEWER": "anna"})
    page.goto(url, timeout=TIMEOUT)
    page.locator(".pw-find input").wait_for(timeout=TIMEOUT)
    page.locator(".pw-find input").fill("Borlänge")
    page.locator(".pw-find input").press("Enter")  # sync the text widget before the click
    page.locator(".pw-fuzzy input").check()
    page.locator("button.pw-search").click()
    page.locator(".pw-summary", has_text="2 hits in 2 essays").wait_for(timeout=10_000)
    rows = page.locator(".pw-hit-row")
    rows.nth(1).wait_for(timeout=10_000)  # the rows are new widgets: they come after the summary
    assert rows.count() == 2 and "unmarked" in rows.nth(1).inner_text() and "Borlange" in rows.nth(1).inner_text()
    page.locator(".pw-scope select").select_option("ticked hits")
    rows.nth(0).locator("input[type=checkbox]").check()  # e1's "Borlänge", an open city span
    page.locator("button.pw-bulk-accept").click()
    page.locator(".pw-message", has_text="accepted 1 span(s) in one bulk decision").wait_for(timeout=10_000)
    page.locator(".pw-scope select").select_option("all hits")
    page.locator(".pw-new-label select").select_option("city")
    page.locator("button.pw-bulk-add").click()
    page.locator(".pw-message", has_text="added 1 span(s) in one bulk decision").wait_for(timeout=10_000)
    page.screenshot(path=str(screenshot_dir / f"team_search_{backend}.png"), full_page=True)
    assert [h.status for h in store.search(Query("borlange", fuzzy=True)).hits] == ["accepted", "accepted"]
    page.locator("button.pw-undo").click()
    page.locator(".pw-message", has_text="undid").wait_for(timeout=10_000)
    assert [h.status for h in store.search(Query("borlange", fuzzy=True)).hits] == ["accepted", "unmarked"]
    store.close()
