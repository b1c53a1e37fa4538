"""Every reader normalises once (NFC, invisible characters removed), keeps span offsets right, notes what it
changed without showing text, and refuses what is no text; the CLI releases the same for every Unicode form."""

from __future__ import annotations

import json
import shutil
import unicodedata
from pathlib import Path

import pytest

from tests.conftest import SAMPLES
from workbench.cli import main
from workbench.io import InputError, build_graph, read_annotated, read_corpus, write_kaggle, write_spans, write_svala
from workbench.io.essay_text import EssayTexts
from workbench.model import Essay, Span
from workbench.pseudonymize.rewrite import rewrite

RAW = "Jag heter A\u200bli och bor i Bor\u00adla\u0308nge.\n"  # a zero-width space, a soft hyphen, NFD
CLEAN = "Jag heter Ali och bor i Borlänge.\n"
NAME, CITY = (RAW.index("A\u200bli"), RAW.index(" och")), (RAW.index("Bor"), RAW.index("."))
SPANS = [Span(*NAME, "firstname_male", number=1), Span(*CITY, "city", number=1)]


def make(tmp_path: Path, kind: str) -> Path:
    """One essay with hostile Unicode in each input format (spans over the raw offsets where it has them)."""
    essay = Essay("e1", "L1", RAW)
    if kind == "folder":
        (tmp_path / "in").mkdir()
        (tmp_path / "in" / "metadata.csv").write_text("learner_id,essay_id\nL1,e1\n", encoding="utf-8")
        (tmp_path / "in" / "e1.txt").write_text(RAW, encoding="utf-8")
        return tmp_path / "in"
    path = tmp_path / {"csv": "e.csv", "jsonl": "e.jsonl", "spans": "s.jsonl", "tab": "t.jsonl",
                       "svala": "e1.json", "kaggle": "k.json"}[kind]
    if kind == "csv":
        path.write_text(f'learner_id,essay_id,text\nL1,e1,"{RAW}"\n', encoding="utf-8")
    elif kind == "jsonl":
        path.write_text(json.dumps({"learner_id": "L1", "essay_id": "e1", "text": RAW}) + "\n", encoding="utf-8")
    elif kind == "spans":
        write_spans(path, [(essay, SPANS)])
    elif kind == "tab":
        entities = [{"start_offset": s.start, "end_offset": s.end, "span_text": RAW[s.start:s.end],
                     "entity_type": t, "identifier_type": "DIRECT", "entity_id": f"e1_e{k}"}
                    for k, (s, t) in enumerate(zip(SPANS, ("PERSON", "LOC"), strict=True))]
        path.write_text(json.dumps({"metadata": {"data_id": "e1"}, "text": RAW, "entities": entities}) + "\n",
                        encoding="utf-8")
    elif kind == "svala":
        target, aligned = rewrite(RAW, [(SPANS[0], "Erik"), (SPANS[1], "Kiruna")])
        write_svala(path, build_graph(RAW, target, aligned))
    else:
        write_kaggle(path, [(essay, SPANS[:1])])
    return path


@pytest.mark.parametrize("kind", ["folder", "csv", "jsonl", "spans", "tab", "svala", "kaggle"])
def test_every_reader_normalises_once_and_notes_it(tmp_path: Path, kind: str) -> None:
    corpus = read_corpus(make(tmp_path, kind))
    assert [e.text for e in corpus.essays] == [CLEAN]
    (note,) = corpus.problems
    assert "2 invisible characters removed, NFC applied" in note
    assert "Ali" not in note and "Borl" not in note  # says what changed, never the text


@pytest.mark.parametrize("kind", ["spans", "tab", "svala", "kaggle"])
def test_spans_that_come_with_the_input_follow_the_text(tmp_path: Path, kind: str) -> None:
    ((essay, spans),) = read_annotated(make(tmp_path, kind), [])
    assert essay.text == CLEAN
    covered = [essay.text[s.start:s.end] for s in spans]
    # a SVALA span covers whole tokens, sentence punctuation left out (workbench.io.svala.edge_spans)
    assert covered == {"kaggle": ["Ali"]}.get(kind, ["Ali", "Borlänge"])


def test_a_span_of_only_invisible_characters_is_refused(tmp_path: Path) -> None:
    texts = EssayTexts(tmp_path / "x.jsonl")
    n = texts("a\u200bb", 3)
    with pytest.raises(InputError, match=r"x.jsonl:3: span 0 \[1,2\) holds only invisible characters"):
        texts.spans(n, [Span(1, 2, "city")], 3)


def test_a_lone_surrogate_is_a_problem_and_the_other_rows_are_read(tmp_path: Path) -> None:
    path = tmp_path / "e.jsonl"
    path.write_text('{"learner_id": "L1", "essay_id": "e1", "text": "Jag bor i Bor\\ud800l\\u00e4nge"}\n'
                    '{"learner_id": "L2", "essay_id": "e2", "text": "Hej"}\n', encoding="utf-8")
    corpus = read_corpus(path)
    assert [e.id for e in corpus.essays] == ["e2"]
    assert corpus.problems == [f"{path}:1: the record holds U+D800, a lone surrogate, at character 13: no "
                               "character (a broken \\u escape or a byte that was not UTF-8); line skipped"]


@pytest.mark.parametrize("kind", ["csv", "jsonl"])
def test_a_row_with_broken_utf8_is_a_problem_and_the_other_rows_are_read(tmp_path: Path, kind: str) -> None:
    path = tmp_path / f"e.{kind}"
    rows = [("L1", "e1", "Jag bor i Borlänge."), ("L2", "e2", "Jag heter Åsa."), ("L3", "e3", "Hej då.")]
    if kind == "csv":
        lines = ["learner_id,essay_id,text"] + [f'{a},{b},"{c}"' for a, b, c in rows]
    else:
        lines = [json.dumps({"learner_id": a, "essay_id": b, "text": c}, ensure_ascii=False) for a, b, c in rows]
    data = "\n".join(lines).encode().replace("Åsa".encode(), b"\xc5sa") + b"\n"
    path.write_bytes(data)
    corpus = read_corpus(path)
    assert [e.id for e in corpus.essays] == ["e1", "e3"]
    (problem,) = corpus.problems
    line = 3 if kind == "csv" else 2
    assert problem.startswith(f"{path}:{line}: broken UTF-8: 1 byte(s)")
    at = data.index(b"\xc5")
    assert f"(0xC5) at byte offset {at}" in problem and "not read" in problem


def test_a_broken_utf8_essay_is_not_released_and_the_others_are(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Before: read as cp1252 and released with the originals garbled ("BorlÃ¤nge"), found by nothing."""
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "correct horse battery staple")
    src = tmp_path / "in"
    shutil.copytree(SAMPLES / "corpus", src)
    essay = src / "SV01-1.txt"
    essay.write_bytes(essay.read_bytes().replace(b"bor", b"b\xf6r", 1))
    out = tmp_path / "out"
    assert main(["pseudonymize", str(src), "--out", str(out), "--seed", "1"]) == 1
    released = sorted(p.stem for p in (out / "release").iterdir())
    assert "SV01-1" not in released and len(released) == len(list(src.glob("*.txt"))) - 1
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    (problem,) = [p for p in report["problems"] if "SV01-1" in p]
    assert "SV01-1.txt:" in problem and "broken UTF-8" in problem and "byte offset" in problem
    assert not any("Ã" in p.read_text(encoding="utf-8") for p in (out / "release").iterdir())


def _variant(src: Path, dst: Path, change) -> Path:  # type: ignore[no-untyped-def]
    shutil.copytree(src, dst)
    for path in dst.glob("*.txt"):
        path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")
    return dst


def _hide(text: str) -> str:
    """Soft hyphens and zero-width characters inside names and places, and everything in NFD."""
    for name in ("Borlänge", "Halim", "Sundsvall", "Parisa", "Växjö", "Linnea", "Chinedu", "Göteborg", "Rasha"):
        text = text.replace(name, name[:2] + "\u00ad" + name[2:3] + "\u200b" + name[3:])
    return unicodedata.normalize("NFD", text)


@pytest.mark.parametrize("change", [lambda t: unicodedata.normalize("NFD", t), _hide], ids=["nfd", "hidden"])
def test_the_cli_releases_the_same_whatever_the_unicode_form(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            change) -> None:  # type: ignore[no-untyped-def]
    """The sample corpus in NFD, or with soft hyphens and zero-width characters inside names, once released
    dozens of originals while the checks reported a handful: now the same spans and the same release."""
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", "correct horse battery staple")
    variant = _variant(SAMPLES / "corpus", tmp_path / "variant", change)
    results = {}
    for name, src in (("nfc", SAMPLES / "corpus"), ("variant", variant)):
        out = tmp_path / f"out-{name}"
        assert main(["detect", str(src), "--out", str(tmp_path / f"{name}.jsonl")]) in (0, 1)
        assert main(["pseudonymize", str(src), "--out", str(out), "--seed", "1"]) in (0, 1)
        spans = [json.loads(line) for line in (tmp_path / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()]
        release = {p.name: p.read_text(encoding="utf-8") for p in (out / "release").iterdir()}
        checked = main(["check-release", str(out / "release"), "--key", str(out / "private" / "key.enc")])
        results[name] = (spans, release, checked)
    assert results["variant"] == results["nfc"]
    report = json.loads((tmp_path / "out-variant" / "report.json").read_text(encoding="utf-8"))
    assert any("NFC applied" in p for p in report["problems"])


def test_spans_on_a_right_to_left_override_s_run_follow_the_text_as_shown(tmp_path: Path) -> None:
    # leaks20: the run is read in the order shown; a span on its stored letters covers the name as shown
    raw = "Jag heter \u202enotrebmeP teirraH\u202c och bor här.\n"
    spans = [Span(raw.index("teirraH"), raw.index("\u202c"), "firstname_female", number=1),
             Span(raw.index("notrebmeP"), raw.index(" teirraH"), "surname", number=1)]
    write_spans(tmp_path / "s.jsonl", [(Essay("e1", "L1", raw), spans)])
    ((essay, read),) = read_annotated(tmp_path / "s.jsonl", [])
    assert essay.text == "Jag heter Harriet Pemberton och bor här.\n"
    assert [essay.text[s.start:s.end] for s in read] == ["Harriet", "Pemberton"]


def test_an_essay_whose_right_to_left_embedding_moves_words_is_a_problem_not_read(tmp_path: Path) -> None:
    # an isolate (RLI) with a space at its edge is shown 'HarrietPemberton ', read 'Harriet Pemberton': the order
    # a reader sees is not worked out here (review 28, 1.5), so the essay is not read, and the file's line named
    texts = ["Hon heter Harriet\u2067 Pemberton och bor här.", "Hon heter \u202bHarriet Pemberton\u202c och bor här.",
             "Hon heter Karin."]
    path = tmp_path / "e.jsonl"
    path.write_text("".join(json.dumps({"learner_id": f"L{k}", "essay_id": f"e{k}", "text": t}) + "\n"
                            for k, t in enumerate(texts, 1)), encoding="utf-8")
    corpus = read_corpus(path)
    assert [e.id for e in corpus] == ["e2", "e3"]
    assert [p for p in corpus.problems if "e.jsonl:1: " in p and "right-to-left controls" in p], (
        corpus.problems)
    assert not any("Harriet" in p or "Pemberton" in p for p in corpus.problems)
