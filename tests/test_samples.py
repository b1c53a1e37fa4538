"""The bundled sample corpus: generated files up to date, corpus shape, gold spans valid and complete."""

from __future__ import annotations

import csv
import importlib.util
import sys
from collections import Counter, defaultdict
from pathlib import Path
from types import ModuleType

import pytest

from workbench import taxonomy
from workbench.io.spans import read_spans
from workbench.model import Essay, Span
from workbench.text import tokenize

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
CORPUS = SAMPLES / "corpus"
GOLD = SAMPLES / "gold.jsonl"

#: Labels the gold must cover (the task's list of important categories).
REQUIRED_LABELS = (
    "firstname_male", "firstname_female", "firstname_unknown", "surname", "initials",
    "city", "country", "region", "area", "place", "street_nr", "geo", "zip_code",
    "school", "work", "public_authority", "other_institution", "transport_name", "transport_nr",
    "age_digits", "age_string", "date_digits", "day", "month_word", "year",
    "phone_nr", "email", "url", "personid_nr", "account_nr", "license_nr", "other_nr_seq",
    "prof", "edu", "fam", "sensitive", "extra",
)

#: (essay, string) pairs that occur in the essay and must not be covered by any gold span.
TRAPS = [
    ("SV01-1", "Hej"), ("SV01-1", "Hans"), ("SV01-1", "Vid"), ("SV01-1", "Först"), ("SV01-1", "Sverige"),
    ("SV01-2", "18 kronor"), ("SV02-1", "Hans fru"), ("SV02-2", "hans bil"), ("SV04-2", "18 kronor"),
    ("SV03-2", "Jonas Hassen Khemiri"), ("SV03-2", "Astrid Lindgren"), ("SV03-2", "Selma Lagerlöf"),
    ("SV03-2", "Halim"), ("SV03-2", "Vid"), ("SV03-3", "år 1989 föll muren"), ("SV03-3", "Berlin"),
    ("SV07-2", "År 1989 föll muren"), ("SV06-1", "Vid"), ("SV06-1", "Först"), ("SV05-2", "40 kronor"),
    ("SV03-2", "Stockholm"), ("SV06-1", "Scania"), ("SV08-1", "Pelle"), ("SV08-2", "Volvo"),
    ("EN01-2", "Smith (2019)"), ("EN01-2", "Tim Brown"), ("EN02-2", "Johnson (2020)"),
]

#: (essay, surface strings) that must share one running number (same entity, other spelling or case).
SAME_ENTITY = [
    ("SV01-1", ("borlänge", "Borlänge")), ("SV01-2", ("Stokholm", "Stockholm")),
    ("SV02-2", ("Ahmeds", "Ahmed")), ("SV04-2", ("malmö", "Malmös", "Malmö")),
    ("SV05-1", ("Göteborj", "Göteborg")), ("SV08-2", ("Linnea", "Lineas")),
]


def _load_build() -> ModuleType:
    spec = importlib.util.spec_from_file_location("samples_build", SAMPLES / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


build = _load_build()


@pytest.fixture(scope="module")
def gold() -> list[tuple[Essay, list[Span]]]:
    return read_spans(GOLD)


@pytest.fixture(scope="module")
def by_id(gold: list[tuple[Essay, list[Span]]]) -> dict[str, tuple[Essay, list[Span]]]:
    return {essay.id: (essay, spans) for essay, spans in gold}


@pytest.fixture(scope="module")
def metadata() -> list[dict[str, str]]:
    with (CORPUS / "metadata.csv").open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_build_output_is_up_to_date(tmp_path: Path) -> None:
    build.build(SAMPLES / "source", tmp_path)
    fresh = sorted(p.name for p in (tmp_path / "corpus").iterdir())
    committed = sorted(p.name for p in CORPUS.iterdir())
    assert fresh == committed, "run `python samples/build.py` and commit the result"
    for name in fresh:
        assert (tmp_path / "corpus" / name).read_bytes() == (CORPUS / name).read_bytes(), name
    assert (tmp_path / "gold.jsonl").read_bytes() == GOLD.read_bytes()


def test_metadata_columns_and_files_agree(metadata: list[dict[str, str]], by_id: dict) -> None:
    assert list(metadata[0]) == list(build.METADATA_COLUMNS)
    ids = [row["essay_id"] for row in metadata]
    assert len(ids) == len(set(ids))
    assert set(ids) == {p.stem for p in CORPUS.glob("*.txt")} == set(by_id)
    for row in metadata:
        essay, _ = by_id[row["essay_id"]]
        assert (essay.learner_id, essay.language) == (row["learner_id"], row["language"])
        assert essay.metadata == {k: row[k] for k in ("L1", "level", "genre", "topic")}


def test_corpus_shape(metadata: list[dict[str, str]]) -> None:
    essays: dict[tuple[str, str], int] = Counter((r["language"], r["learner_id"]) for r in metadata)
    swedish = {lid: n for (lang, lid), n in essays.items() if lang == "sv"}
    english = {lid: n for (lang, lid), n in essays.items() if lang == "en"}
    assert len(swedish) >= 6 and all(2 <= n <= 4 for n in swedish.values())
    assert len(english) >= 2 and all(n >= 2 for n in english.values())
    assert {r["level"] for r in metadata if r["language"] == "sv"} == {"A", "B", "C"}
    assert len({r["L1"] for r in metadata}) >= 6


def test_beginner_essays_are_80_to_200_tokens(gold: list[tuple[Essay, list[Span]]]) -> None:
    for essay, _ in gold:
        if essay.language == "sv" and essay.metadata["level"] == "A":
            words = sum(1 for t in tokenize(essay.text) if t.is_word)
            assert 80 <= words <= 200, (essay.id, words)


def test_gold_offsets_match_corpus_text(gold: list[tuple[Essay, list[Span]]]) -> None:
    for essay, spans in gold:
        text = (CORPUS / f"{essay.id}.txt").read_text(encoding="utf-8")
        assert text == essay.text, essay.id
        assert "[[" not in text and "]]" not in text
        for span in spans:
            covered = span.text(text)
            assert covered and covered == covered.strip(), (essay.id, span)
        assert all(not a.overlaps(b) for a, b in zip(spans, spans[1:], strict=False)), essay.id


def test_labels_attributes_and_numbers_are_valid(gold: list[tuple[Essay, list[Span]]]) -> None:
    for essay, spans in gold:
        firsts: dict[str, list[int]] = defaultdict(list)
        for span in spans:
            assert taxonomy.is_label(span.label), (essay.id, span.label)
            for attr in span.attributes:
                subgroup = attr.removeprefix("subgroup=")
                assert attr in taxonomy.ATTRIBUTES or subgroup in taxonomy.SENSITIVE_SUBGROUPS
            assert span.number is not None
            family = firsts[build.number_family(span.label)]
            if span.number not in family:
                family.append(span.number)
        for family in firsts.values():
            assert family == list(range(1, len(family) + 1)), essay.id


@pytest.fixture(scope="module")
def label_counts(gold: list[tuple[Essay, list[Span]]]) -> Counter[str]:
    return Counter(span.label for _, spans in gold for span in spans)


@pytest.mark.parametrize("label", REQUIRED_LABELS)
def test_gold_covers_label(label_counts: Counter[str], label: str) -> None:
    assert label_counts[label] >= 1, f"no gold span labelled {label!r}"


def test_gold_label_coverage(gold: list[tuple[Essay, list[Span]]], label_counts: Counter[str]) -> None:
    assert set(label_counts) <= set(taxonomy.LABELS)
    assert len(label_counts) >= len(REQUIRED_LABELS)
    foreign = {s.label for _, spans in gold for s in spans if "foreign" in s.attributes}
    assert {"city", "area", "place", "region", "geo"} <= foreign
    attributes = {a for _, spans in gold for s in spans for a in s.attributes}
    assert {"gen", "def"} <= attributes
    assert {a for a in attributes if a.startswith("subgroup=")} >= {"subgroup=religion", "subgroup=politics"}


@pytest.mark.parametrize(("essay_id", "trap"), TRAPS)
def test_traps_are_not_annotated(by_id: dict, essay_id: str, trap: str) -> None:
    essay, spans = by_id[essay_id]
    start = essay.text.find(trap)
    assert start >= 0, f"{trap!r} not in {essay_id}"
    while start >= 0:
        probe = Span(start, start + len(trap), "extra")
        assert not any(probe.overlaps(s) for s in spans), (essay_id, trap)
        start = essay.text.find(trap, start + 1)


def test_sweden_is_never_annotated(gold: list[tuple[Essay, list[Span]]]) -> None:
    for essay, spans in gold:
        assert not [s for s in spans if s.text(essay.text).casefold().startswith(("sverige", "sweden"))]


@pytest.mark.parametrize(("essay_id", "surfaces"), SAME_ENTITY)
def test_same_entity_same_number(by_id: dict, essay_id: str, surfaces: tuple[str, ...]) -> None:
    essay, spans = by_id[essay_id]
    numbers = {(s.label, s.number) for s in spans if s.text(essay.text) in surfaces}
    assert len(numbers) == 1, numbers


def test_personid_nr_has_a_valid_checksum(gold: list[tuple[Essay, list[Span]]]) -> None:
    for essay, spans in gold:
        for s in spans:
            if s.label == "personid_nr":
                digits = [int(c) for c in s.text(essay.text) if c.isdigit()][-10:]
                total = sum(d * 2 // 10 + d * 2 % 10 if i % 2 == 0 else d for i, d in enumerate(digits))
                assert total % 10 == 0


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("Jag bor i [[Borlänge|town]].", "x.txt:1: unknown label 'town'"),
        ("a\n[[Oslo|city|abroad]]", "x.txt:2: unknown attribute 'abroad'"),
        ("[[Hisingen|area]]", "must carry 'foreign'"),
        ("[[tro|sensitive]]", "needs a subgroup"),
        ("[[Oslo|country|foreign]]", "does not take 'foreign'"),
        ("[[Ali|firstname_male|subgroup=religion]]", "only allowed on 'sensitive'"),
        ("ok\n\n[[Ali|firstname_male", "x.txt:3: malformed markup"),
        ("[[ Ali|firstname_male]]", "whitespace"),
    ],
)
def test_markup_errors_name_file_and_line(source: str, message: str) -> None:
    with pytest.raises(build.MarkupError, match=message.replace("(", r"\(").replace("[", r"\[")):
        build.parse_markup(source, "x.txt")


@pytest.mark.parametrize(
    ("source", "expected"),
    [
        ("I [[Malmö|city]] och [[Malmös|city|gen]] hamn", [("city", 1, ()), ("city", 1, ("gen",))]),
        ("[[Ali|firstname_male]] och [[Sara|firstname_female]]", [("firstname_male", 1, ()),
                                                                 ("firstname_female", 2, ())]),
        ("[[Stokholm|city|ref=Stockholm]] [[Stockholm|city]] [[Uppsala|city]]",
         [("city", 1, ()), ("city", 1, ()), ("city", 2, ())]),
        ("[[Ali|firstname_male]] [[Hassan|surname]]", [("firstname_male", 1, ()), ("surname", 1, ())]),
    ],
)
def test_parse_markup_numbers_entities(source: str, expected: list[tuple[str, int, tuple[str, ...]]]) -> None:
    text, mentions = build.parse_markup(source, "x.txt")
    spans = build.number_mentions(mentions)
    assert "[[" not in text and "ref=" not in text
    assert [(s.label, s.number, tuple(sorted(s.attributes))) for s in spans] == expected


def test_metadata_errors_name_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "metadata.csv"
    path.write_text("learner_id,essay_id,language,L1,level,genre,topic\nS1,S1-1,sv,Somali,D,letter,Brev\n",
                    encoding="utf-8")
    with pytest.raises(build.MarkupError, match=r"metadata.csv:2: level 'D'"):
        build.read_metadata(path)


def test_corpus_folder_reads_back_as_the_gold_texts(gold: list[tuple[Essay, list[Span]]]) -> None:
    io = pytest.importorskip("workbench.io")
    if not hasattr(io, "read_corpus"):
        pytest.skip("workbench.io.read_corpus is not written yet")
    corpus = io.read_corpus(CORPUS)
    assert corpus.problems == []
    assert {e.id: (e.learner_id, e.text) for e in corpus} == {e.id: (e.learner_id, e.text) for e, _ in gold}
