"""Build resources/name_origins.tsv: the cultural region of every first name and surname of the lists.

names-dataset (build time only: it needs ~1.8 GiB of memory and 20 s to load) gives, for a name, the
share of its bearers in each country. Divided by the square root of the country's population
(countries.tsv), so that a small country's own names are not outvoted by a large one's few bearers, and
summed per region (resources/name_regions.tsv; countries where many immigrants' names are common vote
with less weight; shares under 2 % are noise and do not vote), the largest sum is the name's region,
written with its share of the sum. A name names-dataset does not know gets no row; at run time such a
name, and one whose region has less than 35 % of the sum (a diaspora's rather than an origin: "Hodan"),
is voted by the ``origins`` column of first_names.tsv / surnames.tsv (workbench.pseudonymize.lists).

Run: ``python -m workbench.resources.build_origins`` (with names-dataset and pycountry installed).
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

__all__ = ["build_origins", "main"]

COLUMNS = ("name", "kind", "region", "share")


def _regions(resources: Path) -> dict[str, tuple[str, float]]:
    with open(resources / "name_regions.tsv", encoding="utf-8") as f:
        rows = list(csv.reader(f, delimiter="\t"))[1:]
    return {code: (region, float(w)) for code, region, w in rows}


def _names(resources: Path, file: str) -> list[str]:
    with open(resources / file, encoding="utf-8") as f:
        return [line.split("\t", 1)[0] for line in list(f)[1:]]


def build_origins(nd: object, resources: Path) -> list[tuple[str, str, str, str]]:
    """Rows (name, first|surname, region, share of the region's vote) for name_origins.tsv."""
    import pycountry

    regions = _regions(resources)
    with open(resources / "countries.tsv", encoding="utf-8") as f:
        population = {r[0]: max(1, int(r[5])) / 1e6 for r in list(csv.reader(f, delimiter="\t"))[1:]}
    codes: dict[str, str] = {}
    out = []
    for kind, file, field in (("first", "first_names.tsv", "first_name"), ("surname", "surnames.tsv", "last_name")):
        for name in _names(resources, file):
            hit = (nd.search(name) or {}).get(field) or {}  # type: ignore[attr-defined]
            votes: dict[str, float] = {}
            for country, share in (hit.get("country") or {}).items():
                if country not in codes:
                    found = pycountry.countries.get(name=country) or pycountry.countries.get(common_name=country)
                    codes[country] = found.alpha_2 if found else ""
                region = regions.get(codes[country])
                if region and share >= 0.02 and codes[country] in population:
                    weighted = share * region[1] / population[codes[country]] ** 0.5
                    votes[region[0]] = votes.get(region[0], 0.0) + weighted
            total = sum(votes.values())
            if total <= 0:
                continue
            winner, best = max(sorted(votes.items()), key=lambda kv: kv[1])
            out.append((name, kind, winner, f"{best / total:.2f}"))
    return out


def main() -> int:
    from names_dataset import NameDataset

    from workbench.resources import RESOURCE_DIR

    rows = build_origins(NameDataset(), RESOURCE_DIR)
    with open(RESOURCE_DIR / "name_origins.tsv", "w", encoding="utf-8", newline="") as f:
        f.write("\t".join(COLUMNS) + "\n")
        for row in rows:
            f.write("\t".join(row) + "\n")
    print(f"{len(rows)} names written to {RESOURCE_DIR / 'name_origins.tsv'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
