"""The detectors' word lists (resources/words.tsv, resources/<lang>/words.tsv): loaded as the code had them,
and every bad row named by file and line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from workbench.resources import RESOURCE_DIR, ResourceError
from workbench.resources.wordlists import path_of, phrases, word_list, word_map

HEADER = "# a comment\nlist\tentry\tvalue\n"


def _write(tmp_path: Path, rows: str, scope: str = "") -> Path:
    path = path_of(scope, tmp_path)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEADER + rows, encoding="utf-8")
    return tmp_path


def test_the_shipped_lists_load() -> None:
    for scope in ("", "sv", "en"):
        assert path_of(scope).is_file()
    assert ("namn", "är") in phrases("name_triggers")
    assert word_map("family_gender")["bror"] == "male"
    assert word_list("geo_suffixes", "sv")[0] == "sjön"
    assert word_map("months", "en")["may"] == "5"


def test_lists_keep_the_files_order_and_values(tmp_path: Path) -> None:
    d = _write(tmp_path, "b\tzeta\t-\nb\talpha\t-\nm\tbror\tmale\np\tnamn är\t-\n")
    assert word_list("b", directory=d) == ("zeta", "alpha")
    assert word_map("m", values=("male",), directory=d) == {"bror": "male"}
    assert phrases("p", directory=d) == {("namn", "är")}


@pytest.mark.parametrize(
    ("rows", "ask", "message"),
    [
        ("b\tx\t-\nb\tx\t-\n", lambda d: word_list("b", directory=d), r":4: 'x' is in list 'b' already \(.*:3\)"),
        ("B\tx\t-\n", lambda d: word_list("B", directory=d), r":3: list name 'B' is not lowercase"),
        ("b\tx\tmale\n", lambda d: word_list("b", directory=d), r":3: list 'b' takes no value, got 'male'"),
        ("m\tx\t-\n", lambda d: word_map("m", directory=d), r":3: list 'm' needs a value for 'x'"),
        ("m\tx\tmal\n", lambda d: word_map("m", values=("male",), directory=d), r":3: 'mal' is not one of male"),
        ("p\tnamn  är\t-\n", lambda d: word_list("p", directory=d), r":3: 'namn  är' has two spaces"),
        ("b\tx\n", lambda d: word_list("b", directory=d), r":3: 3 tab-separated columns, got 2"),
        ("b\tx\t-\n", lambda d: word_list("c", directory=d), r": no list 'c'"),
    ],
)
def test_a_bad_row_names_file_and_line(tmp_path: Path, rows: str, ask, message: str) -> None:  # type: ignore[no-untyped-def]
    d = _write(tmp_path, rows)
    with pytest.raises(ResourceError, match=re.escape(str(path_of("", d))) + message):
        ask(d)


def test_every_list_in_the_files_is_read_by_the_code() -> None:
    import workbench.detect.base as base
    import workbench.detect.pipeline as pipeline

    base._load_all()
    pipeline._load_steps()
    code = "\n".join(p.read_text(encoding="utf-8") for p in (RESOURCE_DIR.parent / "workbench").rglob("*.py"))
    for scope in ("", "sv", "en"):
        names = {line.split("\t", 1)[0] for line in path_of(scope).read_text(encoding="utf-8").splitlines()[1:]
                 if line and not line.startswith("#")} - {"list"}
        unread = sorted(n for n in names if f'"{n}"' not in code)
        assert unread == [], f"{path_of(scope)}: lists no code reads"
