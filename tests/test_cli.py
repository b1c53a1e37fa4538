"""The command line end to end, on real files: outputs, exit statuses, bad input, determinism, the key."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import SAMPLES
from workbench.cli import main

ESSAYS = {
    "a1": "Jag heter Ali och jag är 18 år. Jag bor i Borlänge. Ring mig på 070-123 45 67.",
    "a2": "Jag bor fortfarande i Borlänge. Min mejl är ali.h@example.se.",
    "b1": "Hej! Jag heter Sara och kommer från Syrien. Jag föddes 1990.",
}


def write_folder(root: Path, essays: dict[str, str] = ESSAYS, rows: list[str] | None = None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for eid, text in essays.items():
        (root / f"{eid}.txt").write_text(text, encoding="utf-8")
    rows = rows if rows is not None else [f"{eid[0].upper()},{eid}" for eid in essays]
    (root / "metadata.csv").write_text("learner_id,essay_id\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return root


@pytest.fixture
def passphrase(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "correct horse battery staple")
    return "correct horse battery staple"


def test_pseudonymize_writes_release_private_and_report(tmp_path: Path, passphrase: str) -> None:
    src, out = write_folder(tmp_path / "in"), tmp_path / "out"
    assert main(["pseudonymize", str(src), "--out", str(out), "--seed", "3"]) == 0
    released = {p.stem: p.read_text(encoding="utf-8") for p in (out / "release").glob("*.txt")}
    assert sorted(released) == ["a1", "a2", "b1"]
    assert "000-000 00 00" in released["a1"] and "email@dot.com" in released["a2"]
    for original in ("070-123 45 67", "ali.h@example.se"):
        assert all(original not in text for text in released.values())
    assert main(["private", "export", str(out / "private"), "--out", str(tmp_path / "svala")]) == 0
    graph = json.loads((tmp_path / "svala" / "a1.svala.json").read_text(encoding="utf-8"))
    assert {"source", "target", "edges"} <= set(graph)
    assert (out / "private" / "key.enc").read_bytes().startswith(b"WORKBENCH-KEY")
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["essays"] == 3 and report["learners"] == 2
    assert main(["check-release", str(out / "release"), "--key", str(out / "private" / "key.enc")]) == 0
    restored = tmp_path / "restored.txt"
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert main(["reidentify", str(out / "release" / "a1.txt"), "--key", str(out / "private" / "key.enc")]) == 0
    restored.write_text(buf.getvalue(), encoding="utf-8")
    assert restored.read_text(encoding="utf-8") == ESSAYS["a1"]


def test_same_seed_same_bytes(tmp_path: Path, passphrase: str) -> None:
    src = write_folder(tmp_path / "in")
    outs = []
    for k in range(2):
        out = tmp_path / f"out{k}"
        assert main(["pseudonymize", str(src), "--out", str(out), "--seed", "7", "--mode", "hips"]) == 0
        outs.append({p.name: p.read_bytes() for p in sorted((out / "release").iterdir())})
    assert outs[0] == outs[1]


def test_no_passphrase_stops_before_writing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.delenv("WORKBENCH_PASSPHRASE", raising=False)
    out = tmp_path / "out"
    assert main(["pseudonymize", str(write_folder(tmp_path / "in")), "--out", str(out)]) == 2
    assert "WORKBENCH_PASSPHRASE" in capsys.readouterr().err
    assert not out.exists()
    assert main(["pseudonymize", str(tmp_path / "in"), "--out", str(out), "--no-key"]) == 0
    assert not (out / "private" / "key.enc").exists() and (out / "release" / "a1.txt").exists()


def test_bad_input_is_reported_and_the_rest_processed(tmp_path: Path, passphrase: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    essays = {**ESSAYS, "empty": ""}
    src = write_folder(tmp_path / "in", essays, ["A,a1", "A,a2", "B,b1", "C,empty", "D,missing"])
    (src / "orphan.txt").write_text("Jag heter Nils.", encoding="utf-8")
    out = tmp_path / "out"
    assert main(["pseudonymize", str(src), "--out", str(out)]) == 1
    err = capsys.readouterr().err
    assert "empty" in err and "missing" in err and "orphan" in err
    assert {p.stem for p in (out / "release").glob("*.txt")} >= {"a1", "a2", "b1", "orphan"}
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert len(report["problems"]) >= 3


def test_unreadable_input_is_a_clear_error(tmp_path: Path, passphrase: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pseudonymize", str(tmp_path / "nowhere"), "--out", str(tmp_path / "out")]) == 2
    assert "no such file or folder" in capsys.readouterr().err


def test_wrong_passphrase_is_a_clear_error(tmp_path: Path, passphrase: str, monkeypatch: pytest.MonkeyPatch,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert main(["pseudonymize", str(write_folder(tmp_path / "in")), "--out", str(out)]) == 0
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "wrong")
    assert main(["check-release", str(out / "release"), "--key", str(out / "private" / "key.enc")]) == 2
    assert "wrong passphrase" in capsys.readouterr().err


def test_detect_writes_the_span_format(tmp_path: Path) -> None:
    spans = tmp_path / "spans.jsonl"
    assert main(["detect", str(write_folder(tmp_path / "in")), "--out", str(spans)]) == 0
    records = [json.loads(line) for line in spans.read_text(encoding="utf-8").splitlines()]
    assert [r["id"] for r in records] == ["a1", "a2", "b1"]
    labels = {s["label"] for r in records for s in r["spans"]}
    assert {"phone_nr", "email", "age_digits"} <= labels
    for r in records:
        for s in r["spans"]:
            assert 0 <= s["start"] < s["end"] <= len(r["text"]) and s.get("reason")


def test_sample_corpus_end_to_end(tmp_path: Path, passphrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 13.2: pseudonymize said "leak check passed" while check-release found 5 leaks (the learner's
    surname and nickname inside the handle chi-okafor ...). Now the one check gives one verdict: the run
    passes and check-release, on the same release and key, finds nothing."""
    out = tmp_path / "out"
    assert main(["pseudonymize", str(SAMPLES / "corpus"), "--out", str(out), "--seed", "1"]) == 0
    assert len(list((out / "release").glob("*.txt"))) == len(list((SAMPLES / "corpus").glob("*.txt")))
    err = capsys.readouterr().err
    assert "leak check passed (no replaced original left where it counts); 0 input problem(s) in report.json" in err
    assert main(["check-release", str(out / "release"), "--key", str(out / "private" / "key.enc")]) == 0
    assert "0 leak(s) found" in capsys.readouterr().err
    handle = (out / "release" / "EN01-1.txt").read_text(encoding="utf-8")
    assert "okafor" not in handle.lower() and "On GitHub I am " in handle


def test_check_release_names_leaks_without_values_or_hashes(tmp_path: Path, passphrase: str,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "out"
    assert main(["pseudonymize", str(write_folder(tmp_path / "in")), "--out", str(out)]) == 0
    a1 = out / "release" / "a1.txt"
    a1.write_text(a1.read_text(encoding="utf-8") + " Hälsningar, Ali från Borlänge", encoding="utf-8")
    assert main(["check-release", str(out / "release"), "--key", str(out / "private" / "key.enc")]) == 1
    err = capsys.readouterr().err
    assert "a1.txt:1 (offset " in err and "original value (firstname_male)" in err and "[FIRSTNAME_MALE]" in err
    assert "original value (city)" in err and "2 leak(s) found" in err
    assert "Ali" not in err and "Borlänge" not in err and "sha256" not in err


def test_evaluate_and_agreement_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    gold = SAMPLES / "gold.jsonl"
    assert main(["evaluate", "--gold", str(gold), "--pred", str(gold), "--html", str(tmp_path / "r.html")]) == 0
    assert "1.000" in capsys.readouterr().out and (tmp_path / "r.html").exists()
    assert main(["agreement", str(gold), str(gold)]) == 0


def test_review_init_and_export(tmp_path: Path, passphrase: str, capsys: pytest.CaptureFixture[str]) -> None:
    from workbench.store import ReviewStore

    db = tmp_path / "review.db"
    assert main(["review", "init", str(write_folder(tmp_path / "in")), "--db", str(db)]) == 0
    assert main(["review", "export", "--db", str(db), "--out", str(tmp_path / "rel")]) == 1
    assert "unresolved" in capsys.readouterr().err and not (tmp_path / "rel" / "release").exists()
    store = ReviewStore(db)
    for e in store.essay_ids():
        for s in store.spans(e):
            store.decide(e, s.id, "accept", "t")
    assert main(["review", "export", "--db", str(db), "--out", str(tmp_path / "rel")]) == 0
    assert "000-000 00 00" in (tmp_path / "rel" / "release" / "a1.txt").read_text(encoding="utf-8")


def test_forum_pseudonymize_command(tmp_path: Path, passphrase: str) -> None:
    forum = SAMPLES / "forum"
    out = tmp_path / "forum"
    assert main(["forum", "pseudonymize", str(forum / "messages.xml"), "--participants",
                 str(forum / "participants.csv"), "--out", str(out), "--no-detect"]) == 0
    assert (out / "release" / "messages.xml").exists() and (out / "private" / "conversion_table.csv").exists()


def test_review_annotations_feed_agreement(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from workbench.store import ReviewStore

    db = tmp_path / "review.db"
    assert main(["review", "init", str(write_folder(tmp_path / "in")), "--db", str(db)]) == 0
    store = ReviewStore(db)
    for e in store.essay_ids():
        for k, s in enumerate(store.spans(e)):
            store.decide(e, s.id, "accept", "anna")
            store.decide(e, s.id, "accept" if k % 2 else "reject", "bo")
    for who in ("anna", "bo"):
        assert main(["review", "annotations", "--db", str(db), "--reviewer", who, "--out",
                     str(tmp_path / f"{who}.jsonl")]) == 0
    assert main(["agreement", str(tmp_path / "anna.jsonl"), str(tmp_path / "bo.jsonl")]) == 0
    assert "kappa" in capsys.readouterr().out.lower()


def test_detect_explain_shows_the_steps(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "spans.jsonl"
    assert main(["detect", str(SAMPLES / "corpus"), "--out", str(out), "--explain"]) == 0
    err = capsys.readouterr().err
    for step in ("normalise", "candidates", "resolve", "cited", "essay_consistency", "genre",
                 "learner_consistency", "known_values"):
        assert f"\n{step} " in err


def test_reidentify_of_an_essay_the_key_does_not_know_fails(tmp_path: Path, passphrase: str,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    """Review 13, finding 14: a renamed file (or --essay of an id the key lacks) printed the pseudonymized
    text unchanged and exited 0, as if it were the original. Now it is an error naming the essay, and the
    text is not printed. An essay the key knows with nothing replaced in it still prints as it is."""
    out, key = tmp_path / "out", str(tmp_path / "out" / "private" / "key.enc")
    essays = {**ESSAYS, "c1": "Det regnar idag."}
    assert main(["pseudonymize", str(write_folder(tmp_path / "in", essays)), "--out", str(out)]) == 0
    renamed = tmp_path / "renamed.txt"
    renamed.write_bytes((out / "release" / "a1.txt").read_bytes())
    capsys.readouterr()
    for extra in ([str(renamed)], [str(out / "release" / "a1.txt"), "--essay", "nosuch"]):
        assert main(["reidentify", *extra, "--key", key]) == 2
        cap = capsys.readouterr()
        assert cap.out == "" and "the key knows no essay" in cap.err
    assert main(["reidentify", str(out / "release" / "c1.txt"), "--key", key]) == 0
    assert capsys.readouterr().out == essays["c1"]


def test_out_naming_an_existing_file_is_a_clear_error(tmp_path: Path, passphrase: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Review 13, finding 13: --out naming an existing file gave a raw FileExistsError traceback."""
    taken = tmp_path / "taken.txt"
    taken.write_text("mine", encoding="utf-8")
    forum = SAMPLES / "forum"
    for command in (["pseudonymize", str(write_folder(tmp_path / "in"))],
                    ["forum", "pseudonymize", str(forum / "messages.xml"), "--participants",
                     str(forum / "participants.csv"), "--no-detect"]):
        assert main([*command, "--out", str(taken)]) == 2
        assert f"{taken}: already there and not a folder" in capsys.readouterr().err
    assert taken.read_text(encoding="utf-8") == "mine"


def test_with_v_a_stopped_run_shows_where(tmp_path: Path) -> None:
    """Review 13, finding 13: "(the run stopped; -v shows where)" was untrue, as the traceback was logged
    at DEBUG and -v shows INFO. The real command in its own process, a renderer made to fail in it."""
    import subprocess
    import sys

    script = ("import sys\nimport workbench.pseudonymize.learner as learner\nreal = learner.render_essay\n"
              "def render_essay(essay, *args, **kwargs):\n"
              "    if essay.id == 'a2':\n        raise ValueError('a renderer that fails on purpose')\n"
              "    return real(essay, *args, **kwargs)\n"
              "learner.render_essay = render_essay\nfrom workbench.cli import main\nsys.exit(main(sys.argv[1:]))\n")
    src = write_folder(tmp_path / "in")
    for verbose in ([], ["-v"]):
        run = subprocess.run([sys.executable, "-c", script, *verbose, "pseudonymize", str(src), "--out",
                              str(tmp_path / "out"), "--no-key", "--workers", "1"],
                             capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1], timeout=300)
        assert run.returncode == 2
        assert "a renderer that fails on purpose (the run stopped; -v shows where)" in run.stderr
        assert ("Traceback" in run.stderr and "in render_essay" in run.stderr) == bool(verbose), run.stderr[-2000:]
