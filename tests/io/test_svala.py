from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.io.errors import InputError
from workbench.io.svala import (
    FINAL_SPACE_KEY,
    SENTENCE_PUNCTUATION,
    build_graph,
    check_invariant,
    graph_spans,
    graph_texts,
    read_svala,
    tokenize,
    write_svala,
)
from workbench.model import Span
from workbench.pseudonymize.rewrite import rewrite


def graph_of(text: str, reps: list[tuple[Span, str]]) -> tuple[str, dict]:
    target, aligned = rewrite(text, reps)
    return target, build_graph(text, target, aligned)


def edges_by_labels(graph: dict) -> dict[tuple[str, ...], list[str]]:
    return {tuple(e["labels"]): e["ids"] for e in graph["edges"].values() if e["labels"]}


@pytest.mark.parametrize(("text", "expected"), [
    ("", []),
    ("a b", [(0, 2), (2, 3)]),
    ("  a  b\n", [(0, 5), (5, 7)]),
    ("   ", [(0, 3)]),
])
def test_tokenize_covers_the_text(text: str, expected: list[tuple[int, int]]) -> None:
    assert tokenize(text) == expected


@pytest.mark.parametrize(("text", "reps", "labelled"), [
    # one word for one word: 1:1 edge with label, number and morphology
    ("Jag bor i Stockholm .", [(Span(10, 19, "city", {"gen"}, 1), "Göteborg")],
     {("city", "1", "gen"): ["s3", "t3"]}),
    # the span covers part of a whitespace token: the edge takes the whole token
    ("Jag bor i Stockholms, nu", [(Span(10, 19, "city", number=2), "Lund")], {("city", "2"): ["s3", "t3"]}),
    # a surrogate of a different number of words
    ("Hon heter Anna Maria Berg idag", [(Span(10, 20, "firstname_female", number=1), "Eva")],
     {("firstname_female", "1"): ["s2", "s3", "t2"]}),
    ("Hon heter Li .", [(Span(10, 12, "firstname_female", number=1), "Anna Karin")],
     {("firstname_female", "1"): ["s2", "t2", "t3"]}),
    # two spans in one whitespace token share one edge: the first one's labels, OBS! naming the other
    ("Resan Malmö-Lund var lång",
     [(Span(6, 11, "city", number=1), "Kiruna"), (Span(12, 16, "city", {"foreign"}, 2), "Oslo")],
     {("city", "1", "OBS!"): ["s1", "t1"]}),
    # a span a reviewer added
    ("Ring 070-1234567 nu", [(Span(5, 16, "phone_nr", {"manual"}, 1), "000-0000000")],
     {("phone_nr", "1"): ["s1", "t1"]}),
    # a label over unchanged text (mark-only)
    ("Min mamma bor här", [(Span(4, 9, "fam", number=1), "mamma")], {("fam", "1"): ["s1", "t1"]}),
])
def test_build_graph_edges(text: str, reps: list[tuple[Span, str]], labelled: dict) -> None:
    target, graph = graph_of(text, reps)
    assert check_invariant(graph) == []
    assert graph_texts(graph) == (text, target)
    assert edges_by_labels(graph) == labelled
    unlabelled = [e for e in graph["edges"].values() if not e["labels"]]
    assert all(len(e["ids"]) == 2 and not e["manual"] for e in unlabelled)  # unchanged tokens 1:1
    assert all(e["manual"] for e in graph["edges"].values() if e["labels"])  # as the editor saves them


def test_edge_of_two_entities_names_the_second() -> None:
    _, graph = graph_of("Resan Malmö-Lund var lång",
                        [(Span(6, 11, "city", number=1), "Kiruna"), (Span(12, 16, "city", {"foreign"}, 2), "Oslo")])
    (shared,) = [e for e in graph["edges"].values() if e["labels"]]
    assert shared["comment"] == "more than one entity in this edge; also: city 2 foreign"


def test_edge_ids_follow_svala() -> None:
    _, graph = graph_of("a b", [])
    assert graph == {
        "source": [{"id": "s0", "text": "a "}, {"id": "s1", "text": "b "}],
        "target": [{"id": "t0", "text": "a "}, {"id": "t1", "text": "b "}],
        "edges": {"e-s0-t0": {"id": "e-s0-t0", "ids": ["s0", "t0"], "labels": [], "manual": False},
                  "e-s1-t1": {"id": "e-s1-t1", "ids": ["s1", "t1"], "labels": [], "manual": False}},
        FINAL_SPACE_KEY: ["source", "target"],
    }


@pytest.mark.parametrize(("text", "reps", "added"), [
    ("slut\n", [], None),
    ("slut", [], ["source", "target"]),
    ("bor i Lund\n", [(Span(6, 11, "city"), "Umeå")], ["target"]),  # the span ate the newline
    ("", [], None),
    ("  \n ", [], None),
    ("x", [(Span(0, 1, "extra"), " ")], ["source"]),
])
def test_text_without_final_whitespace_round_trips(tmp_path: Path, text: str, reps: list,
                                                   added: list | None) -> None:
    target, graph = graph_of(text, reps)
    assert graph.get(FINAL_SPACE_KEY) == added
    assert check_invariant(graph) == []
    write_svala(tmp_path / "g.json", graph)
    again = read_svala(tmp_path / "g.json")
    assert again == graph
    assert graph_texts(again) == (text, target)


def test_graph_spans_gives_back_whole_word_spans() -> None:
    text = "Jag heter Ali och bor i Borlänge.\nAli gillar Lund"
    spans = [Span(10, 13, "firstname_male", number=1), Span(24, 32, "city", number=1),
             Span(34, 37, "firstname_male", {"manual"}, 1), Span(45, 49, "city", {"def", "foreign"}, 2)]
    surrogates = ["Erik", "Kiruna", "Erik", "Oslo"]
    _, graph = graph_of(text, list(zip(spans, surrogates, strict=True)))
    source, found = graph_spans(graph)
    assert source == text
    assert [(s.start, s.end, s.label, s.number, s.attributes) for s in found] == [
        (10, 13, "firstname_male", 1, frozenset()),
        (24, 32, "city", 1, frozenset()),  # the whitespace token "Borlänge." without its full stop
        (34, 37, "firstname_male", 1, frozenset()),  # "manual" is how an edge was aligned, not a span flag
        (45, 49, "city", 2, frozenset({"def", "foreign"})),
    ]
    assert all(s.source == "svala" and source[s.start:s.end].strip() == source[s.start:s.end] for s in found)


def test_demo_round_trip(shared_data: Path, tmp_path: Path) -> None:
    path = shared_data / "svala-format" / "demo-anon.json"
    graph = read_svala(path)
    write_svala(tmp_path / "demo.json", graph)
    assert read_svala(tmp_path / "demo.json") == graph == json.loads(path.read_text(encoding="utf-8"))


def test_demo_spans_map_old_labels(shared_data: Path) -> None:
    graph = read_svala(shared_data / "svala-format" / "demo-anon.json")
    source, spans = graph_spans(graph)
    assert len(spans) == sum(1 for e in graph["edges"].values() if e["labels"])
    assert {s.label for s in spans} == {"city", "firstname_male", "transport_name", "country"}
    assert all("manual" not in s.attributes and s.number is not None for s in spans)
    old = {a for s in spans for a in s.attributes if a.startswith("svala=")}
    assert old == {"svala=city_swe", "svala=transport"}
    for span in spans:  # offsets cover whole source tokens
        assert source[span.start:span.end].strip() and not source[span.start:span.end][0].isspace()
        assert span.end == len(source) or source[span.end].isspace()
    assert graph_texts(graph)[0] == source


def valid() -> dict:
    return build_graph("a b", "a b", [])


def _mutate(fn):  # type: ignore[no-untyped-def]
    g = copy.deepcopy(valid())
    fn(g)
    return g


@pytest.mark.parametrize(("graph", "problem"), [
    ([], "must be a JSON object"),
    ({"source": [], "target": []}, "'edges' must be an object"),
    (_mutate(lambda g: g["target"].__setitem__(1, {"id": "t0", "text": "b "})),
     "used more than once over tokens and edges: t0"),
    (_mutate(lambda g: g["edges"]["e-s1-t1"]["ids"].append("x9")), "refers to unknown token(s) x9"),
    (_mutate(lambda g: g["edges"]["e-s1-t1"]["ids"].insert(0, "s0")), "not in exactly one edge: s0"),
    (_mutate(lambda g: g["edges"].pop("e-s1-t1")), "not in exactly one edge: s1, t1"),
    (_mutate(lambda g: g["source"][0].__setitem__("text", "a")), "s0: text does not match"),
    (_mutate(lambda g: g["source"][0].__setitem__("text", "a b ")), "s0: text does not match"),
    (_mutate(lambda g: g.__setitem__("comment", "")), "graph comment must be a non-empty string"),
    (_mutate(lambda g: g["edges"]["e-s0-t0"].__setitem__("comment", "")), "not in the editor's normal form"),
    (_mutate(lambda g: g["edges"]["e-s0-t0"].update(comment="x")), "has a comment but no comment label"),
    (_mutate(lambda g: g["edges"]["e-s0-t0"].update(labels=["OBS!"], comment="")),
     "edge comment(s) must not be empty"),
    (_mutate(lambda g: g["edges"]["e-s0-t0"].update(labels=["city", "city"])), "not in the editor's normal form"),
    (_mutate(lambda g: g["edges"]["e-s0-t0"].update(extra=1)), "not in the editor's normal form"),
    (_mutate(lambda g: g["edges"]["e-s0-t0"].update(ids=[])), "e-s0-t0 has no token ids"),
    (_mutate(lambda g: g.__setitem__("edges", {"e-s0-s1-t0-t1": {
        "id": "e-s0-s1-t0-t1", "ids": ["s0", "s1", "t0", "t1"], "labels": ["city"], "manual": False}})),
     "not automatically aligned: the editor's alignment changes edge(s) e-s0-s1-t0-t1, e-s0-t0, e-s1-t1"),
    (_mutate(lambda g: g["edges"].__setitem__("x", g["edges"].pop("e-s0-t0"))), "edge key x and its id"),
    (_mutate(lambda g: g["edges"]["e-s0-t0"].__setitem__("manual", "no")), "'manual' must be true or false"),
    (_mutate(lambda g: g["edges"]["e-s0-t0"].__setitem__("labels", "city")), "'labels' must be a list"),
    (_mutate(lambda g: g.__setitem__(FINAL_SPACE_KEY, ["middle"])), FINAL_SPACE_KEY),
])
def test_check_invariant_finds(graph: object, problem: str) -> None:
    assert any(problem in p for p in check_invariant(graph)), check_invariant(graph)


def test_invariant_messages_do_not_quote_text() -> None:
    g = valid()
    g["source"][0]["text"] = "Zlatan"
    assert not any("Zlatan" in p for p in check_invariant(g))


@pytest.mark.parametrize(("content", "match"), [
    ("{\n  not json", r"g.json:2: not JSON"),
    ('{"source": [], "target": [], "edges": {"e-s9": {"id": "e-s9", "ids": ["s9"], "labels": [], '
     '"manual": false}}}',
     r"g.json: not a valid SVALA graph: edge e-s9 refers to unknown token\(s\) s9"),
])
def test_read_svala_rejects_bad_files(tmp_path: Path, content: str, match: str) -> None:
    (tmp_path / "g.json").write_text(content, encoding="utf-8")
    with pytest.raises(InputError, match=match):
        read_svala(tmp_path / "g.json")


def test_write_svala_refuses_an_invalid_graph(tmp_path: Path) -> None:
    g = valid()
    g["edges"].pop("e-s0-t0")
    with pytest.raises(ValueError, match="invalid SVALA graph"):
        write_svala(tmp_path / "g.json", g)
    assert not (tmp_path / "g.json").exists()


TEXT = st.text(alphabet=st.sampled_from("ab Åö,.\n\t\r\u00a0-"), max_size=40)


@st.composite
def rewrites(draw: st.DrawFn) -> tuple[str, list[tuple[Span, str]]]:
    text = draw(st.text(alphabet=st.sampled_from("ab Åö,.\n\t\r\u00a0-"), min_size=0, max_size=60))
    cuts = sorted(set(draw(st.lists(st.integers(0, len(text)), max_size=12))))
    pairs = [(a, b) for a, b in zip(cuts[::2], cuts[1::2], strict=False) if b > a]
    attrs = st.sets(st.sampled_from(["gen", "def", "pl", "foreign", "manual"]), max_size=2)
    return text, [(Span(a, b, draw(st.sampled_from(["city", "surname", "extra"])), draw(attrs),
                        draw(st.none() | st.integers(1, 9))), draw(TEXT)) for a, b in pairs]


@settings(max_examples=300, deadline=None)
@given(rewrites())
def test_build_graph_property(case: tuple[str, list[tuple[Span, str]]]) -> None:
    text, reps = case
    target, aligned = rewrite(text, reps)
    graph = build_graph(text, target, aligned)
    assert check_invariant(graph) == []
    assert graph_texts(graph) == (text, target)
    assert graph_texts(json.loads(json.dumps(graph))) == (text, target)
    labelled = [e for e in graph["edges"].values() if e["labels"]]
    assert len(labelled) <= len(reps)
    assert all(e["manual"] for e in labelled) and not any(e["manual"] for e in graph["edges"].values()
                                                          if not e["labels"])
    _, spans = graph_spans(graph)
    shared = " ".join(e.get("comment", "") for e in labelled)
    for span, _ in reps:  # the words of every span lie within a span read back from the graph
        core = text[span.start:span.end]
        if core.strip().strip(SENTENCE_PUNCTUATION):
            start = span.start + len(core) - len(core.lstrip(" \t\n\r\u00a0" + SENTENCE_PUNCTUATION))
            end = span.end - len(core) + len(core.rstrip(" \t\n\r\u00a0" + SENTENCE_PUNCTUATION))
            assert any(s.start <= start and end <= s.end and s.label == span.label for s in spans) \
                or span.label in shared  # a second entity in one edge: named in its OBS! comment


def test_target_graph_carries_no_source() -> None:
    from workbench.io.svala import build_target_graph
    from workbench.io.svala_check import check_graph

    text = "Jag heter Ali och bor i Borlänge."
    target, aligned = rewrite(text, [(Span(10, 13, "firstname_male", number=1), "Erik Johan"),
                                     (Span(24, 32, "city", number=1), "Umeå")])
    graph = build_target_graph(target, aligned)
    assert check_graph(graph) == ([], [])
    assert graph_texts(graph) == (target, target)
    assert "Ali" not in json.dumps(graph) and "Borlänge" not in json.dumps(graph)
    assert edges_by_labels(graph) == {("firstname_male", "1"): ["s2", "s3", "t2", "t3"], ("city", "1"): ["s7", "t7"]}
