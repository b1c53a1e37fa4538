"""The package as users get it: pip install of the wheel into a fresh virtual environment, no checkout beside
it, gives a working workbench detect and workbench pseudonymize (the resources ship inside it)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _listed_packages() -> list[str]:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11 and later
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return list(config["tool"]["setuptools"]["packages"])


def test_every_package_is_listed_in_pyproject() -> None:
    found = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "workbench").rglob("__init__.py")}
    assert set(_listed_packages()) == found | {"workbench.data"}


def _run(cmd: list[str], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, f"{' '.join(cmd)} failed:\n{proc.stdout}\n{proc.stderr}"
    return proc


def test_the_wheel_works_in_a_fresh_environment_without_a_checkout(tmp_path: Path) -> None:
    # a copy of what git would check out, so that building leaves the checkout as it is
    source = tmp_path / "source"
    source.mkdir()
    for part in ("pyproject.toml", "README.md", "workbench", "resources"):
        src = ROOT / part
        if src.is_dir():
            shutil.copytree(src, source / part, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(src, source / part)
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "WORKBENCH_RESOURCES", "VIRTUAL_ENV")}
    dist = tmp_path / "dist"
    # build isolation gets setuptools and wheel from the index pip is configured with (a local one here)
    _run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", str(source), "-w", str(dist)], tmp_path, env)
    (wheel,) = dist.glob("*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    shipped = {f"workbench/data/{p.relative_to(ROOT / 'resources').as_posix()}"
               for p in (ROOT / "resources").rglob("*") if p.is_file() and p.suffix in (".tsv", ".md")}
    assert shipped <= names and "workbench/detect/pipeline.cfg" in names
    assert "workbench/ui/jupyter/voila/templates/workbench/conf.json" in names  # workbench serve's template
    shutil.rmtree(source)  # nothing of the project is left but the wheel

    env_dir = tmp_path / "env"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    purelib = _run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp_path,
                   env).stdout.strip()
    # the dependencies (spaCy, wordfreq ...) come from this environment, offline; the package only from the wheel
    Path(purelib, "zz_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    _run([str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", str(wheel)], tmp_path, env)

    work = tmp_path / "work"
    shutil.copytree(ROOT / "samples" / "corpus", work / "corpus")
    where = _run([str(python), "-c", "import workbench, workbench.resources as r; print(workbench.__file__); "
                  "print(r.RESOURCE_DIR)"], work, env).stdout.split()
    assert all(w.startswith(purelib) for w in where)
    workbench = str(env_dir / "bin" / "workbench")
    _run([workbench, "detect", "corpus", "--out", "spans.jsonl"], work, env)
    assert (work / "spans.jsonl").read_text(encoding="utf-8").count('"label"') > 300
    _run([workbench, "pseudonymize", "corpus", "--out", "out", "--seed", "1"], work,
         {**env, "WORKBENCH_PASSPHRASE": "a passphrase for the test only"})
    assert len(list((work / "out" / "release").glob("*.txt"))) == 22 and (work / "out" / "private" / "key.enc").exists()
    # hips keeps every name's origin: the surrogate lists name_origins.tsv, name_regions.tsv, nicknames.tsv ...
    _run([workbench, "pseudonymize", "corpus", "--out", "hips", "--mode", "hips", "--seed", "1", "--no-key"], work,
         env)
    assert len(list((work / "hips" / "release").glob("*.txt"))) == 22


@pytest.mark.parametrize("name", ["places.tsv", "words.tsv", "sv/words.tsv", "marks/family.tsv", "scores.tsv",
                                  "name_origins.tsv", "name_regions.tsv", "nicknames.tsv", "place_kinds.tsv"])
def test_resources_are_found_where_the_code_looks(name: str) -> None:
    from workbench.resources import RESOURCE_DIR

    assert (RESOURCE_DIR / name).is_file()
