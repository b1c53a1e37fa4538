"""workbench.spacy_cli: importing the workbench defers spaCy's command-line package, and every way of
reaching it still gets the real one (each case in a fresh interpreter, as a user's process would be)."""

from __future__ import annotations

import subprocess
import sys

import pytest

CASES = {
    "detection imports no CLI": (
        "import workbench\nfrom workbench.detect import detect_essay\nfrom workbench.model import Essay\n"
        "detect_essay(Essay('e', 'l', 'Jag heter Anna och bor i Lund.', 'sv'))\n"
        "assert 'typer' not in sys.modules and 'weasel' not in sys.modules"),
    "attribute": (
        "import workbench, spacy\nf = spacy.cli.download\n"
        "assert callable(f) and type(spacy.cli) is types.ModuleType and sys.modules['spacy.cli'] is spacy.cli"),
    "from-import": ("import workbench\nfrom spacy.cli import download, info\n"
                    "assert callable(download) and callable(info)"),
    "submodule": (
        "import workbench\nimport spacy.cli.download\nassert callable(spacy.cli.download)\n"
        "assert type(sys.modules['spacy.cli']) is types.ModuleType"),
    "spacy.info": "import workbench, spacy\nassert spacy.info()['spacy_version'] == spacy.__version__",
    "spacy first": "import spacy, workbench\nassert type(sys.modules['spacy.cli']) is types.ModuleType",
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_spacy_cli_is_real_wherever_it_is_used(case: str) -> None:
    code = "import sys, types\n" + CASES[case]
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
