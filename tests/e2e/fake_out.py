"""A fake but realistic pseudonymization output folder for the browser tests (the real CLI is not needed)."""

from __future__ import annotations

import json
from pathlib import Path

__all__ = ["FAKE_RELEASE", "FAKE_REPORT", "make_fake_out"]

#: A fake but realistic output folder: counts only in the report, pseudonymized texts in release/.
FAKE_REPORT = {
    "essays": 3, "learners": 2, "spans": 9, "mode": "swell", "seed": 1,
    "per_label": {"firstname_female": 3, "city": 2, "school": 1, "phone_nr": 1, "year": 2},
    "per_learner": {
        "L001": {"firstname_female": 2, "city": 1, "year": 1},
        "L002": {"firstname_female": 1, "city": 1, "school": 1, "phone_nr": 1, "year": 1},
    },
    "problems": ["samples/corpus/E003.txt:2: the original text 'Ingegerd Blomqvist' is never shown"],
}
FAKE_RELEASE = {
    "E001": "Jag heter A och bor i B-stad. Jag kom hit år 2010.",
    "E002": "Min vän A2 går på C-skolan i B-stad.",
    "E003": "Ring mig på 070-000 00 00. Hälsningar, A",
}


def make_fake_out(folder: Path) -> Path:
    """Write a fake output folder (report.json, release/*.txt) into ``folder``; returns it."""
    (folder / "release").mkdir(parents=True)
    (folder / "report.json").write_text(json.dumps(FAKE_REPORT, indent=1), encoding="utf-8")
    for essay_id, text in FAKE_RELEASE.items():
        (folder / "release" / f"{essay_id}.txt").write_text(text, encoding="utf-8")
    return folder
