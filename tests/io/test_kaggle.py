from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.io.errors import InputError
from workbench.io.kaggle import FROM_KAGGLE, bio_tokens, read_kaggle, write_kaggle
from workbench.model import Essay, Span
from workbench.taxonomy import KAGGLE_LABELS, LABELS

DOC = {
    "document": 7,
    "full_text": "My name is John Smith.\n\nMail john@x.org or see https://x.org/js now",
    "tokens": ["My", "name", "is", "John", "Smith", ".", "\n\n", "Mail", "john@x.org", "or", "see",
               "https://x.org/js", "now"],
    "trailing_whitespace": [True, True, True, True, False, False, False, True, True, True, True, True, False],
    "labels": ["O", "O", "O", "B-NAME_STUDENT", "I-NAME_STUDENT", "O", "O", "O", "B-EMAIL", "O", "O",
               "B-URL_PERSONAL", "O"],
}


def write(path: Path, docs: list) -> Path:
    path.write_text(json.dumps(docs), encoding="utf-8")
    return path


def test_read_kaggle_maps_labels_and_offsets(tmp_path: Path) -> None:
    (essay, spans), = read_kaggle(write(tmp_path / "k.json", [DOC]))
    assert (essay.id, essay.learner_id, essay.language, essay.text) == ("7", "7", "en", DOC["full_text"])
    assert [(essay.text[s.start:s.end], s.label, s.attributes) for s in spans] == [
        ("John Smith", "firstname_unknown", frozenset({"kaggle=NAME_STUDENT"})),
        ("john@x.org", "email", frozenset({"kaggle=EMAIL"})),
        ("https://x.org/js", "url", frozenset({"kaggle=URL_PERSONAL"})),
    ]


def test_round_trip_is_exact(tmp_path: Path) -> None:
    first = read_kaggle(write(tmp_path / "k.json", [DOC, {**DOC, "document": 8, "labels": ["O"] * 13}]))
    write_kaggle(tmp_path / "out.json", first)
    assert read_kaggle(tmp_path / "out.json") == first
    written = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert [d["document"] for d in written] == [7, 8]
    assert written[0]["tokens"] == DOC["tokens"]  # the tokenizer agrees with Kaggle's on this text
    assert written[0]["trailing_whitespace"] == DOC["trailing_whitespace"]
    assert written[0]["labels"] == DOC["labels"]


@pytest.mark.parametrize(("kaggle", "label"), sorted(FROM_KAGGLE.items()))
def test_every_kaggle_label_round_trips(tmp_path: Path, kaggle: str, label: str) -> None:
    essay = Essay("e1", "L1", "Hi there, Anna Berg-Lind 12 here.", language="en")
    span = Span(10, 24, label, {f"kaggle={kaggle}"}, source="kaggle")
    write_kaggle(tmp_path / "k.json", [(essay, [span])])
    assert read_kaggle(tmp_path / "k.json") == [(essay, [span])]


@pytest.mark.parametrize(("label", "expected"), [
    ("firstname_male", "NAME_STUDENT"), ("surname", "NAME_STUDENT"), ("phone_nr", "PHONE_NUM"),
    ("zip_code", "STREET_ADDRESS"), ("license_nr", "ID_NUM"), ("city", None), ("sensitive", None),
    ("not_a_label", None),
])
def test_write_maps_taxonomy_labels(tmp_path: Path, label: str, expected: str | None) -> None:
    essay = Essay("x", "x", "Jag heter Kalle Anka nu", language="sv")
    write_kaggle(tmp_path / "k.json", [(essay, [Span(10, 20, label)])])
    (doc,) = json.loads((tmp_path / "k.json").read_text(encoding="utf-8"))
    assert doc["document"] == "x" and doc["full_text"] == essay.text
    assert doc["labels"] == (["O", "O", f"B-{expected}", f"I-{expected}", "O"] if expected else ["O"] * 5)
    if expected:
        assert LABELS.get(label) is not None and expected in KAGGLE_LABELS


@pytest.mark.parametrize(("text", "spans"), [
    ("Stockholms, och  Lund\n\n slut ", [(0, 9), (17, 21)]),
    ("  a  b ", [(2, 5)]),  # a span that ends with a space
    ("x y", [(1, 3)]),  # a span that starts with a space
    ("", []),
])
def test_bio_tokens_cover_text_and_cut_at_spans(text: str, spans: list[tuple[int, int]]) -> None:
    tokens, ws, offsets = bio_tokens(text, spans)
    assert "".join(t + (" " if w else "") for t, w in zip(tokens, ws, strict=True)) == text
    assert all(text[a:b] == t for t, (a, b) in zip(tokens, offsets, strict=True))
    starts, ends = {a for a, _ in offsets}, {b for _, b in offsets}
    assert all(s in starts and e in ends for s, e in spans)


def test_spans_inside_words_round_trip(tmp_path: Path) -> None:
    essay = Essay("e", "L1", "Bor i Stockholms län, ring 070-123 45 67.", "sv", {"level": "A2"})
    spans = [Span(6, 15, "place", {"kaggle=STREET_ADDRESS"}, source="kaggle"),
             Span(27, 40, "phone_nr", {"kaggle=PHONE_NUM"}, source="kaggle")]
    write_kaggle(tmp_path / "k.json", [(essay, spans)])
    assert read_kaggle(tmp_path / "k.json") == [(essay, spans)]


def bad(**changes: object) -> dict:
    return {**DOC, **changes}


@pytest.mark.parametrize(("docs", "match"), [
    ([bad(labels=DOC["labels"][:-1])], r"k.json: field 'labels': document 7: lengths differ"),
    ([bad(trailing_whitespace=DOC["trailing_whitespace"][:-1])],
     r"field 'trailing_whitespace': document 7: lengths differ"),
    ([DOC, bad(document=9, labels=["B-NAME"] + DOC["labels"][1:])],
     r"field 'labels': document 9: token 0: unknown BIO tag 'B-NAME'"),
    ([bad(labels=["I-EMAIL"] + DOC["labels"][1:])], r"field 'labels': document 7: token 0: I-EMAIL without"),
    ([bad(labels=DOC["labels"][:4] + ["I-EMAIL"] + DOC["labels"][5:])],
     r"token 4: I-EMAIL without a B-EMAIL"),
    ([bad(tokens=["Xy"] + DOC["tokens"][1:])],
     r"field 'tokens': document 7: token 0 does not match full_text"),
    ([bad(trailing_whitespace=[False] + DOC["trailing_whitespace"][1:])],
     r"field 'tokens': document 7: token 1"),
    ([{k: v for k, v in DOC.items() if k != "labels"}], r"field 'labels': document 7: is missing"),
    ({"document": 1}, r"k.json: a Kaggle PII file is a JSON list"),
])
def test_malformed_input_names_file_document_and_field(tmp_path: Path, docs: object, match: str) -> None:
    with pytest.raises(InputError, match=match):
        read_kaggle(write(tmp_path / "k.json", docs))  # type: ignore[arg-type]


def test_full_text_may_be_absent(tmp_path: Path) -> None:
    doc = {k: v for k, v in DOC.items() if k != "full_text"}
    (essay, spans), = read_kaggle(write(tmp_path / "k.json", [doc]))
    assert essay.text == DOC["full_text"] and len(spans) == 3


def test_a_learner_id_that_is_no_id_is_a_problem(tmp_path: Path) -> None:
    problems: list[str] = []
    (essay, _), = read_kaggle(write(tmp_path / "k.json", [{**DOC, "learner_id": {"x": 1}}]), problems)
    assert essay.learner_id == "7"
    assert any("k.json:document 7: field 'learner_id' is an object, not a string" in p for p in problems), problems
