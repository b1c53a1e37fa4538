"""The learned decision on top of the rules (issue 15): a model trained on real learner text decides, in
context, which rule candidates are personal and adds the ones the rules miss.

- ``decider(model, items)``: the decision the pipeline's step "decide" runs (workbench/detect/steps/decide.py;
  ``detect_corpus`` makes it once per run); ``model`` is a model folder (``sv.npz``/``en.npz``), None for
  ``$WORKBENCH_MODEL`` or else the shipped one (``DEFAULT_MODEL``: resources/model, in the wheel
  workbench/data/model), or "none" for the rules alone; ``items`` are (learner id, text) pairs of the corpus,
  for its counts.
- ``essay_uncertainty(spans)``: how unsure the model is about an essay (for ordering review).
- ``python -m workbench.learn.build``: rebuilds the shipped model from ../shared/data (fixed seed), with its card.
- ``workbench train --db review.db --out DIR``: updates a model from a review store's decisions
  (workbench.learn.review).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from workbench.model import Span
from workbench.resources import RESOURCE_DIR

if TYPE_CHECKING:
    from workbench.learn.decide import Decider, essay_uncertainty, reasons_uncertainty
    from workbench.learn.linear import LinearModel

__all__ = ["DEFAULT_MODEL", "Decide", "Decider", "ModelError", "decider", "essay_uncertainty", "load_models",
           "model_dir", "reasons_uncertainty"]


class ModelError(Exception):
    """A model file or folder that cannot be read (missing, corrupt, another format); the message names it."""


def __getattr__(name: str) -> Any:  # the model code (numpy, scipy) is imported when first used, not by the CLI
    if name in ("Decider", "essay_uncertainty", "reasons_uncertainty"):
        from workbench.learn import decide

        return getattr(decide, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

DEFAULT_MODEL = RESOURCE_DIR / "model"
LANGS = ("sv", "en")
#: the decision: (normalised text, language, the spans so far, learner id, the raw candidates) -> the spans
Decide = Callable[[str, str, Sequence[Span], str, Sequence[Span]], list[Span]]


def model_dir(model: str | Path | None) -> Path | None:
    """The model folder to use: ``model``, else $WORKBENCH_MODEL, else the shipped one; None for "none"."""
    chosen = model if model is not None else os.environ.get("WORKBENCH_MODEL") or DEFAULT_MODEL
    if str(chosen).lower() in ("none", "off", "rules"):
        return None
    path = Path(chosen)
    if not path.is_dir():
        raise ModelError(f"model folder {path} does not exist (give a folder with sv.npz and/or en.npz, "
                         "or 'none' for the rules alone)")
    return path


@cache
def _load(path: Path, mtime: float) -> LinearModel:
    from workbench.learn.linear import LinearModel

    return LinearModel.load(path)


def load_models(folder: Path) -> dict[str, LinearModel]:
    """The models of a folder per language; a language the folder lacks falls back to the shipped model."""
    out = {}
    for lang in LANGS:
        for base in (folder, DEFAULT_MODEL):
            f = base / f"{lang}.npz"
            if f.is_file():
                out[lang] = _load(f, f.stat().st_mtime)
                break
    return out


def _rules_alone(text: str, lang: str, spans: Sequence[Span], learner: str = "", raw: Sequence[Span] = ()
                 ) -> list[Span]:
    return list(spans)


def decider(model: str | Path | None, items: Iterable[tuple[str, str]], lang: str | None = None) -> Decide:
    """The decision step for a corpus of (learner id, text) items (see the module docstring); ``lang``: the
    corpus's language when every essay has it (None or "auto": each its own): without a model for it, the
    rules alone, and the corpus's words are not counted."""
    from workbench.learn.decide import Decider
    from workbench.learn.features import CorpusCounts

    folder = model_dir(model)
    models = load_models(folder) if folder is not None else {}
    if not models or (lang and lang != "auto" and lang not in models):
        return _rules_alone
    return Decider(models, CorpusCounts.of(items))
