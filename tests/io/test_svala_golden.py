"""Golden SVALA files: one small file per edge kind (tests/golden/svala/edges/, from edges.input.jsonl), and the
sample corpus's gold annotation in every mode as a listing of its labelled edges (tests/golden/svala/
sample.<variant>.txt). Compared byte for byte; every graph also passes the editor's invariants and its
validation of a finished essay (the node cross-check of the same files: bench/svala_editor.py).

Regenerate after an intended change with ``WORKBENCH_REGEN_GOLDEN=1 .venv/bin/pytest tests/io/test_svala_golden.py``
and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.conftest import SAMPLES
from workbench.io.spans import read_spans
from workbench.io.svala import build_graph, svala_bytes
from workbench.io.svala_check import check_graph
from workbench.pipeline import render_learner
from workbench.pseudonymize.options import RenderOptions
from workbench.pseudonymize.render import render_essay
from workbench.store import ReviewStore
from workbench.svala_store import export_svala, import_svala

GOLDEN = Path(__file__).resolve().parent.parent / "golden" / "svala"
EDGE_CASES = {e.id: (e, spans) for e, spans in read_spans(GOLDEN / "edges.input.jsonl")}
VARIANTS = {"swell": ("swell", False), "swell-fake": ("swell", True), "hips": ("hips", False),
            "placeholder": ("placeholder", False), "redact": ("redact", False)}


def _compare(path: Path, got: bytes) -> None:
    if os.environ.get("WORKBENCH_REGEN_GOLDEN"):
        path.write_bytes(got)
    assert path.exists(), f"{path} missing: run with WORKBENCH_REGEN_GOLDEN=1 to create it"
    assert got == path.read_bytes(), f"{path.name} differs (see the module doc to regenerate)"


def _graph(case: str) -> dict:
    essay, spans = EDGE_CASES[case]
    r = render_essay(essay, spans, mode="swell", seed=2024)
    return build_graph(r.source, r.target, r.aligned)


def _accepted(graph: dict) -> None:
    problems, warnings = check_graph(graph)
    assert problems == [], problems
    assert all("Temporary/comment tags" in w for w in warnings), warnings


@pytest.mark.parametrize("case", sorted(EDGE_CASES))
def test_edge_kind(case: str) -> None:
    graph = _graph(case)
    _accepted(graph)
    _compare(GOLDEN / "edges" / f"{case}.json", svala_bytes(graph))


def test_edge_kinds_look_as_named() -> None:
    def labelled(case: str) -> list[tuple[int, int, list[str]]]:
        g = _graph(case)
        return [(sum(i[0] == "s" for i in e["ids"]), sum(i[0] == "t" for i in e["ids"]), e["labels"])
                for e in g["edges"].values() if e["labels"]]

    assert labelled("one_token") == [(1, 1, ["city", "1"])]
    assert labelled("several_tokens")[0][0] == 2
    assert labelled("unchanged_text") == [(1, 1, ["fam", "1"]), (1, 1, ["fam", "2"]), (1, 1, ["fam", "1"])]
    assert labelled("merged_number") == [(1, 1, ["city", "1"]), (1, 1, ["city", "1"])]
    assert labelled("two_entities_one_token") == [(1, 1, ["city", "1", "OBS!"])]
    assert labelled("morphology") == [(1, 1, ["city", "1", "gen"])]


def test_comment_edge_kind() -> None:
    """An OBS! and a Com! comment and a document comment, written by the review round trip."""
    graph = _graph("one_token")
    store = ReviewStore(":memory:")
    import_svala(store, graph, "one_token")
    (state,) = store.spans("one_token")
    store.decide("one_token", state.id, "comment", "rev", tag="OBS!", text="Finns det flera Lund?")
    store.decide("one_token", state.id, "comment", "rev", tag="Com!", text="Staden är pseudonymiserad")
    store.decide("one_token", None, "document_comment", "rev", text="Kort uppsats.")
    out = export_svala(store, graph, "one_token", seed=2024)
    _accepted(out)
    (e,) = [e for e in out["edges"].values() if e["labels"]]
    assert e["labels"] == ["city", "1", "OBS!", "Com!"]
    assert e["comment"] == "Finns det flera Lund?\n\nStaden är pseudonymiserad" and out["comment"] == "Kort uppsats."
    _compare(GOLDEN / "edges" / "comment.json", svala_bytes(out))


def _listing(variant: str) -> str:
    mode, fake = VARIANTS[variant]
    items = read_spans(SAMPLES / "gold.jsonl")
    learners: dict[str, list] = {}
    for essay, spans in items:
        learners.setdefault(essay.learner_id, []).append((essay, spans))
    lines = []
    for group in learners.values():
        essays = [e for e, _ in group]
        for r in render_learner(essays, {e.id: s for e, s in group}, mode=mode, seed=2024,
                                options=RenderOptions(fake_places=fake)):
            graph = build_graph(r.source, r.target, r.aligned)
            _accepted(graph)
            edges = list(graph["edges"].values())
            plain = [e for e in edges if not e["labels"]]
            # the rest: unchanged words 1:1, or an "i"/"på" the surrogate needed (a manual edit, no label)
            preps = {(a, b) for s, a, b in r.aligned if "preposition" in s.attributes}
            assert len(preps) == sum(e["manual"] for e in plain)
            assert all(len(e["ids"]) == 2 for e in plain)
            text = {t["id"]: t["text"] for side in ("source", "target") for t in graph[side]}
            lines.append(f"### {r.essay_id}: {len(graph['source'])} source and {len(graph['target'])} target "
                         f"tokens, {len(plain)} unchanged 1:1, {len(edges) - len(plain)} labelled:")
            for e in edges:
                if e["labels"]:
                    side = [" ".join(text[i].strip() for i in e["ids"] if i[0] == p) for p in "st"]
                    lines.append(f"{e['id']} [{' '.join(e['labels'])}] {side[0]!r} -> {side[1]!r}")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_sample_corpus(variant: str) -> None:
    _compare(GOLDEN / f"sample.{variant}.txt", _listing(variant).encode("utf-8"))
