"""The review screens' modules import without spaCy: a kernel (and each refill of Voilà's pool of preheated
kernels) does not pay the seconds of CPU spaCy's import costs when the screens never tokenize."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOK_MODULES = ["workbench.ui.app", "workbench.ui.essay_screen", "workbench.ui.learner_screen",
                    "workbench.ui.signoff", "workbench.ui.curator", "workbench.ui.blind_screen",
                    "workbench.ui.search_screen", "workbench.ui.home"]


@pytest.mark.parametrize("module", NOTEBOOK_MODULES)
def test_screen_module_does_not_import_spacy(module: str) -> None:
    code = f"import sys, {module}; print(sorted(m for m in sys.modules if m == 'spacy' or m.startswith('spacy.')))"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    # spacy.cli and spacy.cli.info are workbench.spacy_cli's stand-ins, not spaCy
    assert out.stdout.strip() in ("[]", "['spacy.cli', 'spacy.cli.info']"), out.stdout


def test_detection_names_still_reachable() -> None:
    code = ("import workbench.pipeline as p, workbench.detect as d, workbench.detect.pipeline as dp; "
            "assert p.detect_corpus is dp.detect_corpus is d.detect_corpus; "
            "assert p.Detection is dp.Detection is d.Detection; "
            "from workbench.pipeline import detect_corpus; from workbench.detect import detect_essay; print('ok')")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "ok"
