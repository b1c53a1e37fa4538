"""`workbench train` on real SQLite (and PostgreSQL) stores: what it says it wrote, and one line for each failure."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.store.conftest import pg_server  # noqa: F401  (the test PostgreSQL server, a fixture)
from workbench.cli import main
from workbench.model import Corpus, Essay
from workbench.pipeline import init_review
from workbench.store import Edit, ReviewStore

SV = "Jag heter Amina och bor i Borlänge. Min kompis Pippi bor i Lund."
EN = "My name is Quillon Barstowe and I live in Leeds."


def _store(db: Path, essays: list[Essay], reviewed: bool = True) -> Path:
    with ReviewStore(db) as store:
        init_review(Corpus.of(essays), store)
        for essay in essays if reviewed else []:
            edits = [Edit(essay.id, "reject" if st.span.start == SV.index("Pippi") else "accept", st.id)
                     for st in store.spans(essay.id)]
            if edits:
                store.apply("ann", edits)
            store.decide(essay.id, None, "status", "ann", status="reviewed")
    return db


def _train(db: Path | str, out: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    rc = main(["train", "--db", str(db), "--out", str(out)])
    return rc, capsys.readouterr().err


def test_train_names_the_files_it_wrote_and_fails_when_it_wrote_none(tmp_path: Path, capsys) -> None:
    """Review14 F13: "model written to DIR" and exit 0 with no file written."""
    empty = tmp_path / "empty.db"
    ReviewStore(empty).close()
    rc, err = _train(empty, tmp_path / "m0", capsys)
    assert rc == 2 and "no review store there yet (an empty database)" in err  # the store says so (fixc)
    assert not (tmp_path / "m0").exists()

    unreviewed = _store(tmp_path / "open.db", [Essay("s1", "L1", SV, "sv")], reviewed=False)
    rc, err = _train(unreviewed, tmp_path / "m1", capsys)
    assert rc == 2 and "1 essays left out: 1 not marked reviewed" in err and "no model written" in err

    english = _store(tmp_path / "en.db", [Essay("e1", "L1", EN, "en")])
    rc, err = _train(english, tmp_path / "m2", capsys)
    assert rc == 2 and "no model to update for the reviewed essays' language (en)" in err
    assert "written:" not in err and not (tmp_path / "m2").exists()

    both = _store(tmp_path / "both.db", [Essay("s1", "L1", SV, "sv"), Essay("e1", "L2", EN, "en")])
    (tmp_path / "m3").mkdir(mode=0o700)
    (tmp_path / "m3" / "en.npz").write_bytes(b"from before")
    rc, err = _train(both, tmp_path / "m3", capsys)
    assert rc == 0 and f"written: {tmp_path / 'm3' / 'sv.npz'}" in err
    assert f"left as it was: {tmp_path / 'm3' / 'en.npz'} (from an earlier run" in err
    assert "en: no en model to update (1 reviewed essays left as they are)" in err
    # both counts are of the labels the model decides on: 3 accepted in each essay, 1 rejected (Pippi)
    assert "6 accepted and 1 rejected spans read (of the labels the model decides on" in err


def test_train_failures_are_one_line_each(tmp_path: Path, capsys) -> None:
    """Review14 F14: tracebacks for a corrupt store, a store that is a folder, --out an existing file or a
    dangling symbolic link; and the shipped model folder is never overwritten."""
    db = _store(tmp_path / "s.db", [Essay("s1", "L1", SV, "sv")])
    corrupt = tmp_path / "trunc.db"
    corrupt.write_bytes(db.read_bytes()[:20_000])
    (tmp_path / "file").write_text("hi")
    (tmp_path / "dangle").symlink_to(tmp_path / "nowhere" / "x")
    from workbench.learn import DEFAULT_MODEL

    cases = [(corrupt, tmp_path / "m", "trunc.db: not a usable review store"),
             (tmp_path, tmp_path / "m", "not a usable review store"),
             (db, tmp_path / "file", "--out " + str(tmp_path / "file") + " is a file, not a folder"),
             (db, tmp_path / "dangle", "is a symbolic link to nothing"),
             (db, DEFAULT_MODEL, "is the shipped model; name another folder"),
             (f"postgresql://ann:secret@/x?host={tmp_path / 'nosocket'}", tmp_path / "m", "review store")]
    for store, out, message in cases:
        rc, err = _train(store, out, capsys)
        assert rc == 2 and message in err and "Traceback" not in err, (store, out, err)
        assert err.count("\n") == 1 and "secret" not in err, err
    assert (tmp_path / "file").read_text() == "hi" and not (tmp_path / "m").exists()


def test_train_on_a_postgresql_schema_that_is_missing_is_one_line(pg_server, tmp_path: Path,  # noqa: F811
                                                                 capsys) -> None:
    url = pg_server.url().replace("search_path%3D", "search_path%3Dnope_")
    rc, err = _train(url, tmp_path / "m", capsys)
    assert rc == 2 and "no schema of its search_path exists" in err and "Traceback" not in err
    assert err.count("\n") == 1, err


def test_a_model_trained_from_review_is_owner_only_and_says_it_is_private(tmp_path: Path, capsys) -> None:
    """Review14 F5: the model holds hashed context words of the reviewed (real) texts: as private as the store."""
    import stat

    from workbench.learn.linear import LinearModel

    db = _store(tmp_path / "s.db", [Essay("s1", "L1", SV, "sv")])
    rc, err = _train(db, tmp_path / "m", capsys)
    assert rc == 0 and "private: this model is trained on the reviewed essays" in err and "never release" in err
    assert stat.S_IMODE((tmp_path / "m").stat().st_mode) == 0o700
    assert stat.S_IMODE((tmp_path / "m" / "sv.npz").stat().st_mode) == 0o600
    assert "never release it" in LinearModel.load(tmp_path / "m" / "sv.npz").card["private"]
    rc, err = _train(db, tmp_path / "m", capsys)  # again into the same (owner-only) folder
    assert rc == 0 and "written:" in err
    (tmp_path / "open").mkdir(mode=0o755)
    (tmp_path / "open").chmod(0o755)
    rc, err = _train(db, tmp_path / "open", capsys)
    assert rc == 2 and "open to others (mode 755)" in err and not (tmp_path / "open" / "sv.npz").exists()


def test_the_words_of_the_stores_spans_leave_no_trace_in_the_model(tmp_path: Path, capsys) -> None:
    """Review14 F5: a guessed name's context-word features were new or changed columns of the trained model.
    The features holding a word of a span not rejected (an original) keep the shipped model's weights; those
    of other words (here 'heter', 'bor') are learnt as before."""
    import zlib

    import numpy as np

    from workbench.learn import DEFAULT_MODEL
    from workbench.learn.features import DIM
    from workbench.learn.linear import LinearModel

    db = _store(tmp_path / "s.db", [Essay("s1", "L1", SV, "sv"), Essay("s2", "L2", "Vi såg Amina i Lund.", "sv")])
    assert _train(db, tmp_path / "m", capsys)[0] == 0
    base = LinearModel.load(DEFAULT_MODEL / "sv.npz").weights
    new = LinearModel.load(tmp_path / "m" / "sv.npz").weights
    changed = set(np.flatnonzero(np.any(new != base, axis=0)).tolist())

    def buckets(word: str) -> set[int]:
        return {zlib.crc32(f"{p}={word}".encode()) & (DIM - 1) for p in ("ctx", "L1", "L2", "R1", "R2")}

    for original in ("amina", "borlänge", "lund"):
        assert not buckets(original) & changed, original
    assert buckets("heter") & changed and buckets("bor") & changed
