"""Swedish held-out figures over seeds 15-18 (issue 15): R / P per seed and their mean, per setting and group.

Builds a model per seed with ``workbench.learn.build`` (its training and tuning parts) into a folder it is
given, never the package's resources/model, and caches each seed's held-out items there (``seed<N>/sv.npz``,
``seed<N>/heldout.pkl``). Then scores detection with each saved model on its cached held-out items in three
settings: "standard" (each of the three renderings of a held-out sentence its own learner), "one learner"
(the renderings of a sentence as one learner), "first rendering" (each held-out sentence once: sentences with
and without personal details in the proportion of the real text). A seed whose model and items are in the
folder is not built again, so after a change behind the model (detection steps, floors, gates) a re-run only
re-evaluates (minutes); ``--rebuild`` builds again after a change to training or features.

Counts and scores only, never sentence text. ``--errors FILE`` (under /tmp only) writes the false and missed
spans of the first rendering, with their source and reason, for analysis; never into the repository.

Usage: python -m bench.learn_seeds DIR [--seeds 15 16 17 18] [--rebuild] [--errors /tmp/x.tsv]
       python -m bench.learn_seeds --models DIR [...]  (re-evaluate only: never builds)
"""

from __future__ import annotations

import argparse
import pickle
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from statistics import mean

from workbench.learn import DEFAULT_MODEL
from workbench.learn.build import detect_items, first_rendering, one_learner, shared_data, swedish, train
from workbench.learn.examples import Item
from workbench.learn.linear import LinearModel
from workbench.learn.scores import JUDGED, score_group, span_scores
from workbench.model import Span

SEEDS = (15, 16, 17, 18)
GROUPS = ("NAME", "PLACE", "INST", "direct")
SETTINGS: dict[str, Callable[[list[Item]], list[Item]]] = {"standard": list, "one learner": one_learner,
                                                          "first rendering": first_rendering}


def seed_model(folder: Path, seed: int, rebuild: bool = False) -> tuple[LinearModel, list[Item]]:
    """The seed's model and held-out items, built (and saved to ``folder/seed<N>``) unless already there."""
    where = folder / f"seed{seed}"
    model_file, items_file = where / "sv.npz", where / "heldout.pkl"
    if rebuild or not (model_file.exists() and items_file.exists()):
        t0 = time.perf_counter()
        train_items, held, table = swedish(shared_data(), seed)
        model, _ = train(train_items, "sv", table, seed, log=lambda *_: None)
        where.mkdir(parents=True, exist_ok=True)
        model.save(model_file)
        items_file.write_bytes(pickle.dumps(held))
        print(f"seed {seed}: built in {time.perf_counter() - t0:.0f} s; thresholds {model.thresholds}",
              file=sys.stderr)
    return LinearModel.load(model_file), pickle.loads(items_file.read_bytes())


def _overlaps(a: Span, spans: Sequence[Span]) -> bool:
    return any(a.start < b.end and b.start < a.end for b in spans)


def write_errors(path: Path, seed: int, items: Sequence[Item], found: dict[str, list[Span]]) -> None:
    """Append the seed's false (predicted, no gold) and missed (gold, not found) spans, one a line."""
    with path.open("a", encoding="utf-8") as f:
        for it in items:
            pred = [s for s in found[it.id] if score_group(s.label) in JUDGED]
            for s in pred:
                if not _overlaps(s, it.gold):
                    f.write(f"{seed}\tfalse\t{s.label}\t{s.source}\t{s.score:.3f}\t{it.text[s.start:s.end]}\t"
                            f"{s.reason}\t{it.id}\t{s.start}\n")
            for g in it.gold:
                if score_group(g.label) in JUDGED and not _overlaps(g, found[it.id]):
                    f.write(f"{seed}\tmissed\t{g.label}\t\t\t{it.text[g.start:g.end]}\t\t{it.id}\t{g.start}\n")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("folder", type=Path, nargs="?", help="where the seeds' models and held-out items go (or are)")
    p.add_argument("--models", type=Path, help="only re-evaluate the models and held-out items saved in this folder")
    p.add_argument("--seeds", type=int, nargs="+", default=list(SEEDS))
    p.add_argument("--rebuild", action="store_true", help="build the models again even if saved")
    p.add_argument("--errors", type=Path, help="a file under /tmp for the first rendering's false and missed spans")
    p.add_argument("--settings", nargs="+", default=list(SETTINGS), choices=list(SETTINGS))
    args = p.parse_args(argv)
    if (args.folder is None) == (args.models is None):
        p.error("give a folder to build into, or --models with a folder already built")
    folder = (args.folder or args.models).resolve()
    if args.models is not None and (args.rebuild or any(not (folder / f"seed{s}" / "sv.npz").exists()
                                                        for s in args.seeds)):
        p.error(f"--models: {folder} lacks a seed's model (or --rebuild given); give it as the folder to build")
    project = Path(__file__).resolve().parents[1]
    if any(folder == top or top in folder.parents for top in (project, DEFAULT_MODEL.resolve())):
        print("error: the folder holds real held-out sentences (pickled): give one outside the project, e.g. under "
              "/tmp, never the package's model folder", file=sys.stderr)
        return 2
    if args.errors is not None:
        if not args.errors.resolve().is_relative_to("/tmp"):
            print("error: --errors writes sentence text: give a file under /tmp", file=sys.stderr)
            return 2
        args.errors.write_text("seed\tkind\tlabel\tsource\tscore\ttext\treason\titem\tstart\n", encoding="utf-8")
    scores: dict[str, dict[int, dict]] = {s: {} for s in args.settings}
    for seed in args.seeds:
        model, held = seed_model(folder, seed, args.rebuild)
        for name in args.settings:
            items = SETTINGS[name](held)
            found = detect_items(items, "sv", model)
            scores[name][seed] = span_scores((it.gold, found[it.id]) for it in items)
            if name == "first rendering" and args.errors is not None:
                write_errors(args.errors, seed, items, found)
    for name in args.settings:
        print(f"\n{name} (R / P; gold / predicted)")
        print("| group | " + " | ".join(f"seed {s}" for s in args.seeds) + " | mean |")
        print("|---|" + "---|" * (len(args.seeds) + 1))
        for g in GROUPS:
            per = [scores[name][s].get(g, {"recall": 0.0, "precision": 0.0, "gold": 0, "pred": 0}) for s in args.seeds]
            cells = [f"{r['recall']:.3f} / {r['precision']:.3f} ({r['gold']} / {r['pred']})" for r in per]
            m = f"**{mean(r['recall'] for r in per):.3f} / {mean(r['precision'] for r in per):.3f}**"
            print(f"| {g} | " + " | ".join(cells) + f" | {m} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
