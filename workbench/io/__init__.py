"""Readers and writers: essays in (folder, CSV, JSONL, span JSONL, SVALA, Kaggle) and out (SVALA, Kaggle,
span JSONL). Every reader raises `InputError` naming file and line/field, or collects such messages in
``Corpus.problems`` and goes on with the other essays.
"""

from workbench.io.encoding import read_text
from workbench.io.errors import InputError
from workbench.io.folder import read_folder
from workbench.io.kaggle import read_kaggle, write_kaggle
from workbench.io.read import detect_format, read_annotated, read_corpus
from workbench.io.spans import read_spans, write_spans
from workbench.io.svala import build_graph, check_invariant, graph_spans, graph_texts, read_svala, write_svala
from workbench.io.tabular import read_csv_essays, read_jsonl_essays

__all__ = [
    "InputError",
    "build_graph",
    "check_invariant",
    "detect_format",
    "graph_spans",
    "graph_texts",
    "read_annotated",
    "read_corpus",
    "read_csv_essays",
    "read_folder",
    "read_jsonl_essays",
    "read_kaggle",
    "read_spans",
    "read_svala",
    "read_text",
    "write_kaggle",
    "write_spans",
    "write_svala",
]
