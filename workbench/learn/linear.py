"""A multinomial logistic model over hashed features: fit (scipy L-BFGS), predict, save and load.

Small and fast on two cores: a file holds only the weights of the features seen in training (float16), the
thresholds, the frequency table and a JSON card of what it was trained on. No new dependency: numpy and
scipy come with pandas and statsmodels.
"""

from __future__ import annotations

import io
import json
import zipfile
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from itertools import accumulate, chain
from pathlib import Path
from typing import Any

import numpy as np

from workbench.learn import ModelError
from workbench.learn.features import DIM, GROUPS
from workbench.learn.freq import FreqTable

__all__ = ["LinearModel", "ModelError", "fit"]

FORMAT = 1


@dataclass
class LinearModel:
    """Weights (classes x DIM), per-group thresholds on P(personal), the frequency table and a card."""

    lang: str
    weights: np.ndarray
    thresholds: dict[str, float]
    table: FreqTable
    card: dict[str, Any] = field(default_factory=dict)

    def proba(self, rows: Sequence[Sequence[int]]) -> np.ndarray:
        """P(class) per row of hashed feature indices (rows x classes)."""
        if not rows:
            return np.zeros((0, len(GROUPS)))
        flat = np.array(list(chain.from_iterable(rows)), dtype=np.int64)
        starts = np.array([0, *accumulate(len(r) for r in rows[:-1])], dtype=np.int64)
        logits = np.add.reduceat(self.weights[:, flat], starts, axis=1).T.astype(np.float64)
        logits -= logits.max(axis=1, keepdims=True)
        e = np.exp(logits)
        return e / e.sum(axis=1, keepdims=True)

    def save(self, path: str | Path) -> None:
        Path(path).write_bytes(self.dump())

    def dump(self) -> bytes:
        """The bytes of the model's file (``save``; ``load`` reads them)."""
        nz = np.flatnonzero(np.any(self.weights != 0, axis=0)).astype(np.int32)
        words = sorted(self.table.counts)
        meta = {"format": FORMAT, "lang": self.lang, "dim": DIM, "classes": list(GROUPS),
                "thresholds": self.thresholds, "card": self.card}
        f = io.BytesIO()
        np.savez_compressed(f, columns=nz, weights=self.weights[:, nz].astype(np.float16),
                            words=np.array("\n".join(words)), counts=np.array([self.table.counts[w] for w in words],
                                                                              dtype=np.int32).reshape(-1, 3),
                            meta=np.array(json.dumps(meta, ensure_ascii=False)))
        return f.getvalue()

    @classmethod
    def load(cls, path: str | Path) -> LinearModel:
        try:
            with Path(path).open("rb") as f, np.load(f, allow_pickle=False) as z:
                meta = json.loads(str(z["meta"]))
                if meta.get("format") != FORMAT or meta.get("dim") != DIM or meta.get("classes") != list(GROUPS):
                    raise ModelError(f"{path}: a model of another format (format {meta.get('format')}, "
                                     f"dim {meta.get('dim')}); rebuild it with python -m workbench.learn.build")
                weights = np.zeros((len(GROUPS), DIM), dtype=np.float32)
                weights[:, z["columns"]] = z["weights"].astype(np.float32)
                words = str(z["words"]).split("\n") if str(z["words"]) else []
                counts = z["counts"]
                table = FreqTable({w: (int(c[0]), int(c[1]), int(c[2])) for w, c in zip(words, counts, strict=True)})
        except ModelError:
            raise
        except OSError as e:
            raise ModelError(f"{path}: cannot read the model file ({e.strerror or e})") from None
        except (ValueError, KeyError, TypeError, AttributeError, IndexError, EOFError, zipfile.BadZipFile):
            # not numpy's own words: a junk file gets its hint to load pickled data, which is unsafe
            raise ModelError(f"{path}: not a model file this tool wrote (workbench train or python -m "
                             "workbench.learn.build write them)") from None
        return cls(str(meta["lang"]), weights, {k: float(v) for k, v in meta["thresholds"].items()}, table,
                   meta.get("card", {}))


def fit(rows: Sequence[Sequence[int]], labels: Sequence[int], weights: Sequence[float] | None = None,
        l2: float = 1.0, max_iter: int = 300, init: np.ndarray | None = None,
        fixed: Collection[int] = ()) -> np.ndarray:
    """Weights (classes x DIM) of a softmax regression minimising the weighted cross-entropy plus
    ``l2``/2 |W - init|² (``init``: a model to start from and stay near, when updating one); the columns
    ``fixed`` keep their ``init`` weights (their gradient is zero: the fit starts there and never moves them)."""
    from scipy import optimize, sparse

    k = len(GROUPS)
    cols = np.unique(np.fromiter((c for r in rows for c in r), dtype=np.int64))
    remap = {int(c): n for n, c in enumerate(cols)}
    indptr = np.cumsum([0, *(len(r) for r in rows)])
    indices = np.fromiter((remap[c] for r in rows for c in r), dtype=np.int64)
    x = sparse.csr_matrix((np.ones(len(indices)), indices, indptr), shape=(len(rows), len(cols)))
    y = np.asarray(labels)
    sw = np.ones(len(rows)) if weights is None else np.asarray(weights, dtype=float)
    onehot = np.zeros((len(rows), k))
    onehot[np.arange(len(rows)), y] = 1.0
    prior = np.zeros((k, len(cols))) if init is None else init[:, cols].astype(float)
    still = np.isin(cols, np.fromiter(fixed, dtype=np.int64, count=len(fixed)))

    def loss(flat: np.ndarray) -> tuple[float, np.ndarray]:
        w = flat.reshape(k, len(cols))
        logits = np.asarray(x @ w.T)
        logits -= logits.max(axis=1, keepdims=True)
        logp = logits - np.log(np.exp(logits).sum(axis=1, keepdims=True))
        p = np.exp(logp)
        value = -(sw * (onehot * logp).sum(axis=1)).sum() + 0.5 * l2 * ((w - prior) ** 2).sum()
        grad = np.asarray(x.T @ ((p - onehot) * sw[:, None])).T + l2 * (w - prior)
        grad[:, still] = 0.0
        return float(value), grad.ravel()

    res = optimize.minimize(loss, prior.ravel(), jac=True, method="L-BFGS-B", options={"maxiter": max_iter})
    out = np.zeros((k, DIM), dtype=np.float32) if init is None else init.astype(np.float32).copy()
    out[:, cols] = res.x.reshape(k, len(cols))
    return out
