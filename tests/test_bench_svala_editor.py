"""bench/svala_editor.py without node: its editor-style graphs are valid, its mutations seeded and named."""

from __future__ import annotations

import random

from bench.svala_editor import MUTATIONS, correction_graph, mutate
from workbench.io.svala_invariant import check_invariant


def test_correction_graphs_are_aligned_and_mutations_are_reproducible() -> None:
    text = "Jag heter Ali och bor i Borlänge. Jag har bott här i fem år och tycker om staden."
    graphs = [correction_graph(text, random.Random(k)) for k in range(20)]
    assert all(check_invariant(g) == [] for g in graphs)
    assert any(g["source"] != g["target"] for g in graphs)
    first = mutate(graphs[0], random.Random(1), len(MUTATIONS))
    assert first == mutate(graphs[0], random.Random(1), len(MUTATIONS))
    assert {name for name, _ in first} <= set(MUTATIONS) and len(first) > 10
    assert sum(check_invariant(g) != [] for _, g in first) > len(first) // 2
