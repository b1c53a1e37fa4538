"""bench/learn_seeds.py guards: it never builds into the project (the package's model folder included), writes
sentence text only under /tmp, and --models only re-evaluates (no build)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.learn_seeds import main
from workbench.learn import DEFAULT_MODEL


def test_the_package_model_folder_is_refused() -> None:
    assert main([str(DEFAULT_MODEL)]) == 2
    assert main([str(DEFAULT_MODEL / "seeds")]) == 2
    assert main([str(Path(__file__).resolve().parents[2] / "resources" / "seeds")]) == 2  # anywhere in the project


def test_errors_go_under_tmp_only(tmp_path: Path) -> None:
    assert main([str(tmp_path), "--errors", str(Path(__file__).parent / "errors.tsv")]) == 2


def test_models_never_builds(tmp_path: Path) -> None:
    with pytest.raises(SystemExit):
        main(["--models", str(tmp_path)])
    assert not any(tmp_path.iterdir())
