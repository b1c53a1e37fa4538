"""The project's SVALA files and its Python port of the editor's checks, against the SweLL editor's own code.

``python -m bench.svala_editor --out DIR [--editor /tmp/svala-editor] [--mutations 8] [--seed 0]``

1. Writes the sample corpus in every mode (swell, hips, placeholder, redact, swell with fake places, swell
   numbered per essay) with the project's pipeline and opens its sealed private SVALA files as
   ``workbench private export`` does: DIR/<mode>/svala/*.svala.json.
2. Builds more files in DIR/files/: demo-anon.json (../shared/data, when there), the golden edge-kind
   fixtures and the editor-style file (tests/golden/svala/edges, editor), editor-style correction graphs
   (seeded random edits of the sample essays, every edge automatic, aligned by the port), a third of the
   swell files, each of these through a review store and back with seeded decisions (workbench.svala_store),
   and broken variants of all of these (seeded mutations: the
   old writer's manual=false, split or merged edges, unsorted ids, stray comments, bad token texts,
   missing numbers, two main labels, swapped target words ...).
3. Checks every file with the Python port (invariants, then the editor's validation of a finished essay)
   and, with ``--editor`` (the harness in ../shared/tools/svala-editor copied and built as its README says;
   needs node), with the editor's own code, and compares them file for file.

Prints, per group of files: how many, how many the port and the editor accept, how many verdicts and
validation findings agree, the editor's failures by kind, and every disagreement. The project's tests
do not need node; this is the measurement behind them.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import re
import shutil
import subprocess
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from bench.corpus import ROOT, load_sample
from workbench.io.svala import tokenize
from workbench.io.svala_align import align, edge
from workbench.io.svala_check import check_file
from workbench.io.svala_editor_rules import validate

__all__ = ["MUTATIONS", "correction_graph", "main", "mutate"]

MODES = {"swell": {}, "hips": {"mode": "hips"}, "placeholder": {"mode": "placeholder"},
         "redact": {"mode": "redact"}, "swell-fake": {"fake_places": True}, "swell-per-essay": {"learner_wide": False}}
DEMO = ROOT.parent / "shared" / "data" / "svala-format" / "demo-anon.json"
GOLDEN = [ROOT / "tests" / "golden" / "svala" / sub for sub in ("edges", "editor")]
Graph = dict[str, Any]


PASSPHRASE = "bench passphrase, not a secret"


def write_modes(out: Path) -> dict[str, Path]:
    """The sample corpus pseudonymized in every mode, its sealed private SVALA files opened as
    ``workbench private export`` opens them for the editor; the folder of each mode's files."""
    from workbench.pipeline import pseudonymize_corpus
    from workbench.pseudonymize.private import export_svala

    corpus = load_sample()
    folders = {}
    for name, options in MODES.items():
        pseudonymize_corpus(corpus, out / name / "run", seed=1, passphrase=PASSPHRASE, **options)  # type: ignore[arg-type]
        export_svala(out / name / "run" / "private", out / name / "svala", PASSPHRASE)
        folders[name] = out / name / "svala"
    return folders


def correction_graph(text: str, rng: random.Random) -> Graph:
    """A graph as the editor makes one in correction mode: the target edited (typos fixed or made, words
    dropped, added, joined, split, moved), every edge automatic, some with labels, aligned by `align`."""
    words = re.findall(r"\S+\s*", text)[:60]
    out = []
    for w in words:
        r = rng.random()
        if r < 0.06:
            continue
        if r < 0.12:
            out.append(w[::-1] if len(w.strip()) > 1 else w)
        elif r < 0.18:
            out.append(w.rstrip() + rng.choice(["s ", "en ", "! "]))
        elif r < 0.22 and out:
            out[-1] = out[-1].rstrip() + w  # joined with the word before
        elif r < 0.26 and len(w.strip()) > 3:
            out.append(w[:2] + " " + w[2:])
        elif r < 0.29:
            out.insert(max(0, len(out) - 2), w)  # moved
        else:
            out.append(w)
    graph: Graph = {}
    edges = {}
    for side, t, prefix in (("source", "".join(words), "s"), ("target", "".join(out), "t")):
        t = t if not t or t[-1].isspace() else t + " "
        graph[side] = [{"id": f"{prefix}{i}", "text": t[a:b]} for i, (a, b) in enumerate(tokenize(t))]
        for tok in graph[side]:
            labels = [rng.choice(["O", "M-Case", "L-W", "S-WO"])] if rng.random() < 0.1 else []
            e = edge([tok["id"]], labels)
            edges[e["id"]] = e
    graph["edges"] = edges
    return align(graph)


def _pick(rng: random.Random, edges: list[Graph]) -> Graph | None:
    return rng.choice(edges) if edges else None


def _labelled(g: Graph) -> list[Graph]:
    return [e for e in g["edges"].values() if e["labels"]]


def _plain(g: Graph) -> list[Graph]:
    return [e for e in g["edges"].values() if not e["labels"] and not e["manual"]]


def _replace(g: Graph, old: Sequence[Graph], new: Sequence[Graph]) -> Graph:
    for e in old:
        del g["edges"][e["id"]]
    for e in new:
        g["edges"][e["id"]] = e
    return g


def _manual_false(g: Graph, rng: random.Random) -> Graph | None:
    if not any(e["manual"] for e in g["edges"].values()):
        return None
    for e in g["edges"].values():
        e["manual"] = False
    return g


def _split(g: Graph, rng: random.Random) -> Graph | None:
    e = _pick(rng, [e for e in g["edges"].values() if len(e["ids"]) > 2])
    return None if e is None else _replace(g, [e], [edge([i], e["labels"], e["manual"]) for i in e["ids"]])


def _merge(manual: bool) -> Callable[[Graph, random.Random], Graph | None]:
    def merge(g: Graph, rng: random.Random) -> Graph | None:
        plain = _plain(g)
        if len(plain) < 2:
            return None
        k = rng.randrange(len(plain) - 1)
        a, b = plain[k], plain[k + 1]
        return _replace(g, [a, b], [edge(a["ids"] + b["ids"], a["labels"] + b["labels"], manual)])
    return merge


def _edit_edge(fn: Callable[[Graph], None], pool: Callable[[Graph], list[Graph]] = lambda g: list(g["edges"].values())
               ) -> Callable[[Graph, random.Random], Graph | None]:
    def mutation(g: Graph, rng: random.Random) -> Graph | None:
        e = _pick(rng, pool(g))
        if e is None:
            return None
        fn(e)
        return g
    return mutation


def _token(fn: Callable[[Graph, dict[str, str]], None], side: str = "target"
           ) -> Callable[[Graph, random.Random], Graph | None]:
    def mutation(g: Graph, rng: random.Random) -> Graph | None:
        if len(g[side]) < 3:
            return None
        fn(g, g[side][rng.randrange(1, len(g[side]) - 1)])
        return g
    return mutation


def _swap_targets(g: Graph, rng: random.Random) -> Graph | None:
    plain = [i for i in _plain(g) if len(i["ids"]) == 2]
    if len(plain) < 2:
        return None
    a, b = rng.sample(plain, 2)
    ta, tb = (next(t for t in g["target"] if t["id"] in e["ids"]) for e in (a, b))
    ta["text"], tb["text"] = tb["text"], ta["text"]
    return g


def _rekey(g: Graph) -> Graph | None:
    if not g["edges"]:
        return None
    k = next(iter(g["edges"]))
    g["edges"]["x" + k] = g["edges"].pop(k)
    return g


def _drop(labels: list[str], keep: Callable[[str], bool]) -> list[str]:
    return [lab for lab in labels if keep(lab)]


MUTATIONS: dict[str, Callable[[Graph, random.Random], Graph | None]] = {
    "manual-false (the old writer)": _manual_false,
    "labelled edge split": _split,
    "two automatic edges merged": _merge(False),
    "two edges merged, manual": _merge(True),
    "ids unsorted": _edit_edge(lambda e: e["ids"].reverse(), lambda g: [e for e in g["edges"].values()
                                                                        if len(e["ids"]) > 1]),
    "label repeated": _edit_edge(lambda e: e["labels"].append(e["labels"][0]), _labelled),
    "extra key on an edge": _edit_edge(lambda e: e.update(note="x")),
    "comment without a comment label": _edit_edge(lambda e: e.update(comment="x")),
    "OBS! with a comment": _edit_edge(lambda e: e.update(labels=e["labels"] + ["OBS!"], comment="titta")),
    "empty comment": _edit_edge(lambda e: e.update(labels=e["labels"] + ["Com!"], comment="")),
    "empty graph comment": lambda g, rng: {**g, "comment": ""},
    "graph comment": lambda g, rng: {**g, "comment": "dokumentkommentar"},
    "running number dropped": _edit_edge(lambda e: e.update(labels=_drop(e["labels"], lambda x: not x.isdigit())),
                                         _labelled),
    "second main label": _edit_edge(lambda e: e.update(labels=e["labels"] + ["surname"]), _labelled),
    "number left alone": _edit_edge(lambda e: e.update(labels=_drop(e["labels"], str.isdigit) or ["7"]),
                                    _labelled),
    "manual as a string": _edit_edge(lambda e: e.update(manual="true")),
    "token without its space": _token(lambda g, t: t.update(text=t["text"].rstrip())),
    "token with two words": _token(lambda g, t: t.update(text="två ord ")),
    "target word changed": _token(lambda g, t: t.update(text="Xq" + t["text"])),
    "target word replaced": _token(lambda g, t: t.update(text="zzz ")),
    "target word with an emoji": _token(lambda g, t: t.update(text="🙂" + t["text"])),
    "target words swapped": _swap_targets,
    "token id twice": _token(lambda g, t: t.update(id=g["target"][0]["id"])),
    "edge key not its id": lambda g, rng: _rekey(g),
    "unknown token referred to": _edit_edge(lambda e: e["ids"].append("s99999")),
}


def mutate(graph: Graph, rng: random.Random, n: int) -> list[tuple[str, Graph]]:
    """Up to ``n`` broken (or still valid) variants of ``graph``, each by one mutation, named."""
    out = []
    for name in rng.sample(sorted(MUTATIONS), min(n, len(MUTATIONS))):
        g = MUTATIONS[name](copy.deepcopy(graph), rng)
        if g is not None:
            out.append((name, g))
    return out


def build_files(out: Path, written: dict[str, Path], n_mutations: int, seed: int) -> dict[str, list[Path]]:
    """Every file of step 2, by group."""
    rng = random.Random(seed)
    groups: dict[str, list[Path]] = {}
    bases: list[tuple[str, Graph]] = []
    if DEMO.is_file():
        bases.append(("demo-anon", json.loads(DEMO.read_text(encoding="utf-8"))))
    for path in sorted(p for folder in GOLDEN for p in folder.glob("*.json")):
        bases.append((f"golden-{path.stem}", json.loads(path.read_text(encoding="utf-8"))))
    essays = load_sample().essays
    for essay in essays:
        bases.append((f"correction-{essay.id}", correction_graph(essay.text, rng)))
    for path in sorted(written["swell"].glob("*.json"))[::3]:
        bases.append((f"swell-{path.stem}", json.loads(path.read_text(encoding="utf-8"))))
    groups["reviewed"] = reviewed_files(out, bases, rng)
    for name, graph in bases:
        group = name.split("-")[0]
        folder = out / "files" / group
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{name}.json"
        path.write_text(json.dumps(graph, ensure_ascii=False), encoding="utf-8")
        groups.setdefault(group, []).append(path)
        for m, (what, g) in enumerate(mutate(graph, rng, n_mutations)):
            mpath = out / "files" / "mutated" / f"{name}~{m:02d}.json"
            mpath.parent.mkdir(parents=True, exist_ok=True)
            mpath.write_text(json.dumps(g, ensure_ascii=False), encoding="utf-8")
            (mpath.parent / f"{mpath.stem}.what").write_text(what, encoding="utf-8")
            groups.setdefault("mutated", []).append(mpath)
    return groups


def reviewed_files(out: Path, bases: list[tuple[str, Graph]], rng: random.Random) -> list[Path]:
    """Each base graph imported into a review store, a few seeded decisions taken (reject, relabel, another
    number, a comment, a span added on an unlabelled word, a document comment), and exported again."""
    from workbench.store import ReviewStore, StoreError
    from workbench.svala_store import export_svala, import_svala

    folder = out / "files" / "reviewed"
    folder.mkdir(parents=True, exist_ok=True)
    store = ReviewStore(out / "review.db")
    paths = []
    for name, graph in bases:
        if not import_svala(store, graph, name):
            continue
        states = store.spans(name)
        text = store.essay(name).text
        for state in rng.sample(states, min(4, len(states))):
            action = rng.choice(["reject", "relabel", "number", "comment", "accept"])
            value = {"relabel": {"label": rng.choice(["city", "surname", "work", "fam"])},
                     "number": {"number": rng.choice([1, 2, 9])},
                     "comment": {"tag": rng.choice(["OBS!", "Com!"]), "text": "granska"}}.get(action, {})
            store.decide(name, state.id, action, "bench", **value)
        taken = [(s.span.start, s.span.end) for s in store.spans(name)]
        for m in list(re.finditer(r"\w{4,}", text))[rng.randrange(5)::7][:2]:
            if all(m.end() <= a or b <= m.start() for a, b in taken):
                try:
                    store.add_span(name, m.start(), m.end(), rng.choice(["sensitive", "city"]), "bench")
                except StoreError:
                    pass
        store.decide(name, None, "document_comment", "bench", text=rng.choice(["", "granskad"]))
        path = folder / f"{name}.json"
        path.write_text(json.dumps(export_svala(store, graph, name), ensure_ascii=False), encoding="utf-8")
        paths.append(path)
    return paths


def _kind(violation: str) -> str:
    return re.sub(r"\d+", "N", violation.split(":")[1 if violation.startswith("Error") else 0])[:60].strip()


def compare(files: list[Path], editor: Path | None) -> dict[str, Any]:
    """The port's and (with ``editor``) node's verdicts on ``files``, and where they differ."""
    ours = {}
    for f in files:
        result = check_file(f, validate_done=False)
        graph = json.loads(f.read_text(encoding="utf-8")) if result.ok else None
        findings = {(x.rule, x.severity, x.edge) for x in validate(graph)} if graph is not None else set()
        ours[str(f)] = (result.ok, findings)
    row: dict[str, Any] = {"files": len(files), "port accepts": sum(ok for ok, _ in ours.values()),
                           "port validation errors": sum(sum(s == "error" for _, s, _ in v) for _, v in ours.values())}
    if editor is None:
        return row
    node = subprocess.run(["node", str(editor / "check" / "dist" / "check" / "check.js"), *map(str, files)],
                          capture_output=True, text=True, check=True, cwd=editor)
    theirs = {}
    kinds: Counter[str] = Counter()
    for r in json.loads(node.stdout):
        ok = r["invariant"] == "ok"
        if not ok:
            kinds[_kind(r["invariant"])] += 1
        found = {(name.split(" [")[0], name.split(" [")[1].rstrip("]"), json.loads(e)["id"])
                 for name, es in (r.get("validation") or {}).items() for e in es} if ok else set()
        theirs[r["file"]] = (ok, found)
    disagree = [f for f in ours if ours[f][0] != theirs[f][0] or ours[f][1] != theirs[f][1]]
    row.update({"editor accepts": sum(ok for ok, _ in theirs.values()),
                "editor validation errors": sum(sum(s == "error" for _, s, _ in v) for _, v in theirs.values()),
                "agree": len(files) - len(disagree), "editor failures by kind": dict(kinds.most_common()),
                "disagreements": [(f, ours[f], theirs[f]) for f in disagree]})
    return row


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", type=Path, required=True, help="a folder for the files (emptied first)")
    p.add_argument("--editor", type=Path, help="the built editor harness (copy of ../shared/tools/svala-editor)")
    p.add_argument("--mutations", type=int, default=8, help="broken variants per base file")
    p.add_argument("--seed", type=int, default=0)
    args = p.parse_args(argv)
    if args.editor is not None and (shutil.which("node") is None
                                    or not (args.editor / "check" / "dist" / "check" / "check.js").is_file()):
        p.error(f"--editor {args.editor}: needs node and the harness built there (npm ci && tsc -p check)")
    shutil.rmtree(args.out, ignore_errors=True)
    written = write_modes(args.out)
    groups = {f"written {name}": sorted(folder.glob("*.json")) for name, folder in written.items()}
    groups.update(build_files(args.out, written, args.mutations, args.seed))
    total_disagree = 0
    for name, files in groups.items():
        row = compare(files, args.editor)
        disagreements = row.pop("disagreements", [])
        total_disagree += len(disagreements)
        print(f"{name}: " + ", ".join(f"{k} {v}" for k, v in row.items()))
        for f, mine, theirs in disagreements:
            what = Path(f).with_suffix(".what")
            print(f"  DISAGREE {f} ({what.read_text() if what.exists() else ''}): port {mine}, editor {theirs}")
    if args.editor is None:
        print("(no --editor: the editor's own code was not run, only the port)")
    return 1 if total_disagree else 0


if __name__ == "__main__":
    raise SystemExit(main())
