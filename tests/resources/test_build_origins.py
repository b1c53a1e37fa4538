"""name_origins.tsv from names-dataset's shares of bearers per country (workbench.resources.build_origins),
as ``python -m workbench.resources build`` writes it. names-dataset itself (1.8 GiB, a build extra) is not
needed: ``build_origins`` only calls its ``search``, answered here from a small table in its format."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

pytest.importorskip("pycountry", reason="pycountry (extra build-resources) maps names-dataset's country names")

from workbench.resources import RESOURCE_DIR  # noqa: E402
from workbench.resources.build_origins import COLUMNS, write_origins  # noqa: E402


class _Shares:
    """names-dataset's answer format: {"first_name": {"country": {name: share}}, "last_name": ...}."""

    TABLE = {"Abdirahman": ("first_name", {"Somalia": 0.7, "Sweden": 0.3}),
             "Gebremedhin": ("last_name", {"Ethiopia": 0.6, "Eritrea": 0.4})}

    def search(self, name: str) -> dict[str, object]:
        field, shares = self.TABLE.get(name, ("first_name", {}))
        return {field: {"country": shares}}


def test_write_origins(tmp_path: Path) -> None:
    for name in ("countries.tsv",):
        shutil.copy(RESOURCE_DIR / name, tmp_path / name)
    (tmp_path / "first_names.tsv").write_text("name\tgender\tcount\torigins\nAbdirahman\tm\t318\tSE,SO\n"
                                               "Nobody\tm\t1\tSE\n", encoding="utf-8")
    (tmp_path / "surnames.tsv").write_text("name\tcount\torigins\nGebremedhin\t2\tET\n", encoding="utf-8")
    assert write_origins(_Shares(), tmp_path) == 2  # a name names-dataset does not know gets no row
    lines = (tmp_path / "name_origins.tsv").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "\t".join(COLUMNS)
    rows = {r.split("\t")[0]: r.split("\t") for r in lines[1:]}
    assert rows["Abdirahman"][1:3] == ["first", "horn_of_africa"]
    assert rows["Gebremedhin"][1:3] == ["surname", "horn_of_africa"] and rows["Gebremedhin"][3] == "1.00"
