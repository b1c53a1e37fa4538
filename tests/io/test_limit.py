"""The size limit per essay: a larger essay is a named problem, refused before its file is read, and the
other essays are still read and released."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.test_cli import write_folder
from workbench.cli import main
from workbench.io import read_corpus
from workbench.io.limit import DEFAULT, ENV_VAR, essay_limit, parse_size


@pytest.mark.parametrize(("value", "size"), [("1000", 1000), ("500k", 500_000), ("2M", 2_000_000),
                                             ("1 GB", 1_000_000_000), ("3mb", 3_000_000)])
def test_parse_size(value: str, size: int) -> None:
    assert parse_size(value) == size


@pytest.mark.parametrize("value", ["", "0", "-5", "2T", "lots"])
def test_bad_sizes_are_refused(value: str) -> None:
    with pytest.raises(ValueError, match="no size"):
        parse_size(value)


def test_the_limit_comes_from_the_argument_then_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert essay_limit() == DEFAULT == 1_000_000
    monkeypatch.setenv(ENV_VAR, "20k")
    assert essay_limit() == 20_000 and essay_limit("3k") == 3000 and essay_limit(5) == 5
    monkeypatch.setenv(ENV_VAR, "much")
    with pytest.raises(ValueError, match=f"{ENV_VAR}: 'much' is no size"):
        essay_limit()


def test_a_huge_essay_file_is_refused_before_it_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A 50 MB essay once ended in MemoryError with nothing written; now it is not even read."""
    src = write_folder(tmp_path / "in", {"a1": "Jag heter Ali.", "b1": "Jag bor i Mora."})
    with (src / "b1.txt").open("wb") as f:
        f.truncate(50_000_000)  # sparse: costs no disk
    read_bytes = Path.read_bytes

    def guarded(self: Path) -> bytes:
        assert self.name != "b1.txt", "the huge file was read"
        return read_bytes(self)

    monkeypatch.setattr(Path, "read_bytes", guarded)
    corpus = read_corpus(src)
    assert [e.id for e in corpus.essays] == ["a1"]
    (problem,) = corpus.problems
    assert problem.startswith(f"{src / 'b1.txt'}: the essay is 50.00 MB (50,000,000 bytes), over the limit of "
                              "1.00 MB (1,000,000 bytes) per essay; it is not read")
    assert "--max-essay-size 50M" in problem and f"{ENV_VAR}=50M" in problem and "essay skipped" in problem


@pytest.mark.parametrize("kind", ["csv", "jsonl", "spans"])
def test_one_huge_row_is_a_problem_and_the_other_rows_are_read(tmp_path: Path, kind: str) -> None:
    big = "Jag bor i Mora. " * 20_000  # 320 kB, more than the csv module's own field limit (131072)
    rows = [("L1", "e1", "Jag heter Ali."), ("L2", "e2", big), ("L3", "e3", big[:150_000])]
    path = tmp_path / f"e.{'jsonl' if kind == 'spans' else kind}"
    if kind == "csv":
        path.write_text("learner_id,essay_id,text\n" + "".join(f'{a},{b},"{c}"\n' for a, b, c in rows),
                        encoding="utf-8")
    else:
        fields = ("learner_id", "id" if kind == "spans" else "essay_id", "text")
        path.write_text("".join(json.dumps(dict(zip(fields, r, strict=True))) + "\n" for r in rows),
                        encoding="utf-8")
    corpus = read_corpus(path, max_essay_size="200k")
    assert [e.id for e in corpus.essays] == ["e1", "e3"]
    (problem,) = corpus.problems
    assert problem.startswith(f"{path}:{3 if kind == 'csv' else 2}: the essay is 0.32 MB (320,000 bytes), over "
                              "the limit of 0.20 MB (200,000 bytes) per essay")
    assert "essay 'e2' skipped" in problem


def test_the_cli_option_and_the_environment_set_the_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "correct horse battery staple")
    src = write_folder(tmp_path / "in", {"a1": "Jag heter Ali och bor i Borlänge.", "b1": "Jag bor i Mora. " * 200})
    out = tmp_path / "out"
    assert main(["pseudonymize", str(src), "--out", str(out), "--max-essay-size", "2k"]) == 1
    assert sorted(p.name for p in (out / "release").iterdir()) == ["a1.txt"]
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert any("b1.txt: the essay is 3,200 bytes, over the limit of 2,000 bytes" in p for p in report["problems"])
    monkeypatch.setenv(ENV_VAR, "1k")
    assert main(["detect", str(src), "--out", str(tmp_path / "s.jsonl")]) == 1
    assert main(["detect", str(src), "--out", str(tmp_path / "s.jsonl"), "--max-essay-size", "4k"]) == 0
    assert main(["review", "init", str(src), "--db", str(tmp_path / "r.db"), "--max-essay-size", "1k"]) == 1
    assert main(["detect", str(src), "--out", str(tmp_path / "s.jsonl"), "--max-essay-size", "big"]) == 2
