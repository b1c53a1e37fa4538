"""Golden before/after files (tests/golden/): every category, inflected and misspelled mentions, and a
learner's consistency across essays, in every mode. Compared byte for byte.

Regenerate after an intended change (new word lists, a changed rule) with
``WORKBENCH_REGEN_GOLDEN=1 .venv/bin/pytest tests/pseudonymize/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from workbench.io.spans import read_spans
from workbench.pipeline import render_learner
from workbench.pseudonymize.options import RenderOptions

GOLDEN = Path(__file__).resolve().parent.parent / "golden"
VARIANTS = {"swell": ("swell", False), "swell-fake": ("swell", True), "hips": ("hips", False),
            "placeholder": ("placeholder", False), "redact": ("redact", False)}
CASES = sorted(p.name.removesuffix(".input.jsonl") for p in GOLDEN.glob("*.input.jsonl"))


def rendered(case: str, variant: str) -> str:
    items = read_spans(GOLDEN / f"{case}.input.jsonl")
    mode, fake = VARIANTS[variant]
    essays = [e for e, _ in items]
    results = render_learner(essays, {e.id: s for e, s in items}, mode=mode, seed=2024,
                             options=RenderOptions(fake_places=fake))
    return "".join(f"### {r.essay_id}\n{r.target}\n" for r in results)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("case", CASES)
def test_golden(case: str, variant: str) -> None:
    path = GOLDEN / f"{case}.{variant}.txt"
    got = rendered(case, variant)
    if os.environ.get("WORKBENCH_REGEN_GOLDEN"):
        path.write_text(got, encoding="utf-8")
    assert path.exists(), f"{path} missing: run with WORKBENCH_REGEN_GOLDEN=1 to create it"
    assert got.encode("utf-8") == path.read_bytes(), f"{path.name} differs (see the module doc to regenerate)"


def test_there_are_cases() -> None:
    assert {"sv_learner", "en_learner"} <= set(CASES)
