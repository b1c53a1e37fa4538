"""The release forms besides text (issue 17.5): public SVALA and Kaggle JSON through the one writer and
the one leak check, on the sample corpus through the CLI."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.io.kaggle import read_kaggle
from workbench.io.svala_check import check_file
from workbench.pseudonymize.key import read_key
from workbench.pseudonymize.leak import check_release

SAMPLES = Path(__file__).resolve().parents[2] / "samples" / "corpus"
PASS = "correct horse battery staple"


@pytest.fixture(scope="module")
def release(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("forms") / "out"
    mp = pytest.MonkeyPatch()
    mp.setenv("WORKBENCH_PASSPHRASE", PASS)
    try:
        assert main(["pseudonymize", str(SAMPLES), "--out", str(out), "--also", "svala", "--also", "kaggle",
                     "--keep-origin"]) == 0
    finally:
        mp.undo()
    return out


def test_public_svala_has_no_source_and_the_editor_accepts_it(release: Path) -> None:
    files = sorted((release / "release").glob("*.svala.json"))
    assert len(files) == 22
    for path in files:
        graph = json.loads(path.read_text(encoding="utf-8"))
        assert "".join(t["text"] for t in graph["source"]) == "".join(t["text"] for t in graph["target"])
        text = (release / "release" / path.name.replace(".svala.json", ".txt")).read_text(encoding="utf-8")
        assert "".join(t["text"] for t in graph["target"]).rstrip(" ") == text.rstrip(" ")
        assert check_file(path).ok, check_file(path)


def test_kaggle_json_tags_full_names_b_then_i(release: Path) -> None:
    docs = json.loads((release / "release" / "kaggle.json").read_text(encoding="utf-8"))
    en = next(d for d in docs if d["document"] == "EN01-1")
    first = en["labels"].index("B-NAME_STUDENT")
    assert en["labels"][first + 1] == "I-NAME_STUDENT"  # "Stephen Turner": one name, B then I
    items = read_kaggle(release / "release" / "kaggle.json")
    assert len(items) == 22 and all(e.text == (release / "release" / f"{e.id}.txt").read_text(encoding="utf-8")
                                    for e, _ in items)


def test_check_release_reads_the_forms_and_catches_a_private_graph(release: Path, tmp_path: Path) -> None:
    key = read_key(release / "private" / "key.enc", PASS)
    assert check_release(release / "release", key) == []
    copy = tmp_path / "release"
    shutil.copytree(release / "release", copy)
    graph = json.loads((copy / "SV01-1.svala.json").read_text(encoding="utf-8"))
    graph["source"] = [dict(t, text="Amina ") if i == 3 else t for i, t in enumerate(graph["source"])]
    (copy / "SV01-1.svala.json").write_text(json.dumps(graph, ensure_ascii=False), encoding="utf-8")
    assert check_release(copy, key)  # a graph whose source differs is no public form: its originals leak
