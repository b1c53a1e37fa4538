"""hips dates on real files: a shifted date never keeps its year (the sample essay SV04-2 leaked "2017",
another learner's original year, on every seed), and writes no number of the essay's originals."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from tests.pseudonymize._helpers import spans_for
from workbench.cli import main
from workbench.model import Essay, Span
from workbench.pseudonymize.hips import shift_date
from workbench.pseudonymize.key import read_key
from workbench.pseudonymize.leak import check_release
from workbench.pseudonymize.operators import RenderContext
from workbench.pseudonymize.render import render_essay

ESSAYS = {  # learner S arrived on 2017-08-21; learner T has lived in Karlstad since 2017 (another original)
    "S-1": ("S", "sv", "Jag kom till Sverige den 2017-08-21. Först kom jag till Malmö med tåg från Danmark. "
                       "Jag fick uppehållstillstånd 2018."),
    "T-1": ("T", "sv", "Sedan 2017 bor jag i Karlstad och arbetar på Stora Enso i Skoghall."),
    "E-1": ("E", "en", "My name is Maria Lopez. I moved to Denver on 12/25/2019 and started school in 2019."),
}
DATE = {"S-1": re.compile(r"den (\S+)\. Först"), "E-1": re.compile(r"on (\S+) and")}
PASSPHRASE = "correct horse battery staple"


@pytest.fixture(autouse=True)
def _fast_scrypt(monkeypatch: pytest.MonkeyPatch) -> None:
    import workbench.pseudonymize.key as key

    defaults = list(key.write_key.__defaults__ or ())
    defaults[-1] = 10
    monkeypatch.setattr(key.write_key, "__defaults__", tuple(defaults))
    monkeypatch.setenv("WORKBENCH_PASSPHRASE", PASSPHRASE)


def write_corpus(root: Path) -> Path:
    root.mkdir(parents=True)
    for eid, (_, _, text) in ESSAYS.items():
        (root / f"{eid}.txt").write_text(text, encoding="utf-8")
    rows = [f"{learner},{eid},{lang}" for eid, (learner, lang, _) in ESSAYS.items()]
    (root / "metadata.csv").write_text("learner_id,essay_id,language\n" + "\n".join(rows) + "\n",
                                       encoding="utf-8")
    return root


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_hips_release_of_a_folder_passes_the_leak_check_and_moves_the_year(tmp_path: Path, seed: int) -> None:
    src, out = write_corpus(tmp_path / "in"), tmp_path / "out"
    assert main(["pseudonymize", str(src), "--out", str(out), "--mode", "hips", "--seed", str(seed)]) == 0
    assert check_release(out / "release", read_key(out / "private" / "key.enc", PASSPHRASE)) == []
    released = {p.stem: p.read_text(encoding="utf-8") for p in (out / "release").glob("*.txt")}
    for eid, pattern in DATE.items():
        original = pattern.search(ESSAYS[eid][2])[1]  # type: ignore[index]
        match = pattern.search(released[eid])
        assert match, released[eid]
        surrogate = match[1]
        assert re.sub(r"\d", "9", surrogate)[-4:] == re.sub(r"\d", "9", original)[-4:]  # same format
        years = {g for g in re.findall(r"\d+", surrogate) if len(g) == 4}
        assert years and years.isdisjoint(re.findall(r"\b\d{4}\b", ESSAYS[eid][2])), surrogate  # the essay's


def test_the_date_writes_no_number_of_the_essays_originals() -> None:
    text = "Jag kom den 2017-08-21, fyllde 21 i maj 2018 och fick beslut i 11:e månaden 2016."
    spans = spans_for(text, ("2017-08-21", "date_digits"), ("21", "age_digits", (), 1), ("2018", "year"),
                      ("11", "month_digit"), ("2016", "year"))
    taken = {2017, 8, 21, 2018, 11, 2016}
    for seed in range(50):
        r = render_essay(Essay("x", "L", text), spans, mode="hips", seed=seed)
        date = next(e.surrogate for e in r.entries if e.label == "date_digits")
        assert re.fullmatch(r"\d{4}-\d\d-\d\d", date)
        assert taken.isdisjoint(int(g) for g in date.split("-")), date


def numbers(date: str) -> set[int]:
    groups = [date[:4], date[4:6], date[6:]] if date.isdigit() else re.findall(r"\d+", date)
    return {int(g) for g in groups}


@pytest.mark.parametrize("original, lang", [("2018-12-01", "sv"), ("18/01/12", "sv"), ("20180112", "sv"),
                                            ("12/25/2019", "en"), ("29/2-2020", "sv"), ("1/2", "sv")])
def test_year_month_and_day_all_change(original: str, lang: str) -> None:
    for seed in range(30):
        out = shift_date(original, Span(0, 1, "date_digits"), RenderContext(rng=random.Random(seed), lang=lang))
        assert numbers(original).isdisjoint(numbers(out)), (original, out)
