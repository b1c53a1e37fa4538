"""The release forms besides plain text (issue 17.5): what ``--also svala`` and ``--also kaggle`` add to
release/, written by the one release writer and scanned by the one leak check.

- ``svala``: ``release/<stem>.svala.json`` per essay, the SweLL public form: a SVALA graph of the
  pseudonymized text alone (source = target, workbench.io.svala.build_target_graph), every surrogate's
  tokens in one edge labelled with its label, running number and gen/def/pl: no source, no original.
- ``kaggle``: ``release/kaggle.json``, the pseudonymized essays as Kaggle PII documents (tokens,
  trailing whitespace, B-/I- tags: workbench.io.kaggle.kaggle_docs), the tags on the surrogates.

``container_texts`` tells the leak check which texts such a file holds, so ``check-release`` checks
them as the essays they are (their learners, their surrogates) and the file around them like a forum's
messages file (workbench.pseudonymize.leak.check_container).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from workbench.model import Essay, Span
from workbench.pseudonymize.render import Rendered

__all__ = ["FORMS", "KAGGLE_FILE", "SVALA_SUFFIX", "container_texts", "kaggle_doc", "public_svala", "svala_structure",
           "target_spans"]

FORMS = ("svala", "kaggle")
SVALA_SUFFIX = ".svala.json"
KAGGLE_FILE = "kaggle.json"


def target_spans(r: Rendered) -> list[Span]:
    """The spans of a rendered essay moved onto its surrogates in the target (prepositions left out)."""
    return [s.with_(start=a, end=b) for s, a, b in r.aligned if b > a and "preposition" not in s.attributes]


def public_svala(r: Rendered) -> bytes:
    """The public SVALA file of a rendered essay (target text, labels, numbers; no source)."""
    from workbench.io.svala import build_target_graph, svala_bytes

    aligned = [(s, a, b) for s, a, b in r.aligned if "preposition" not in s.attributes]
    return svala_bytes(build_target_graph(r.target, aligned), f"{r.essay_id}{SVALA_SUFFIX}")


def kaggle_doc(r: Rendered, language: str, metadata: Mapping[str, str] | None = None) -> dict[str, Any]:
    """The Kaggle PII document of a rendered essay."""
    from workbench.io.kaggle import kaggle_docs

    essay = Essay(r.essay_id, r.learner_id, r.target, language, dict(metadata or {}))
    return kaggle_docs([(essay, target_spans(r))])[0]


Texts = list[tuple[str, str, str]]


def svala_structure(data: bytes | str) -> dict[str, int] | None:
    """What the format of a *public* SVALA file holds of the leak check's material: its one ``"edges"``
    and the ``OBS!`` labels of edges holding two entities. None when the graph is no public one (its
    source differs from its target: a private graph in release/ stays a leak)."""
    from workbench.io.svala import graph_texts

    graph = json.loads(data)
    source, target = graph_texts(graph)
    if source != target:
        return None
    obs = sum(lab == "OBS!" for e in graph["edges"].values() for lab in e["labels"])
    return {'"edges"': 1, "OBS!": obs}


def container_texts(path: Path, files: Mapping[str, str],
                    learners: Mapping[str, str]) -> tuple[Texts | None, dict[str, int] | None]:
    """(essay id, learner id, text) of the essays in a public SVALA or Kaggle file of a release, and what
    its format holds of the leak check's material (svala_structure); (None, None) when ``path`` is
    neither (or unreadable as one). ``files`` maps file stems to essay ids, ``learners`` essay ids to
    learner ids (the key's)."""
    from workbench.io.filenames import essay_id_of
    from workbench.io.svala import graph_texts

    try:
        if path.name.endswith(SVALA_SUFFIX):
            essay = essay_id_of(path.name.removesuffix(SVALA_SUFFIX), dict(files))
            data = path.read_bytes().decode("utf-8")
            structure = svala_structure(data)
            if essay is None or essay not in learners or structure is None:
                return None, None
            return [(essay, learners[essay], graph_texts(json.loads(data))[1])], structure
        if path.name == KAGGLE_FILE:
            docs = json.loads(path.read_bytes().decode("utf-8"))
            return [(str(d["document"]), learners.get(str(d["document"]), str(d.get("learner_id", d["document"]))),
                     str(d["full_text"])) for d in docs], None
    except (ValueError, KeyError, TypeError, AttributeError):
        return None, None
    return None, None
