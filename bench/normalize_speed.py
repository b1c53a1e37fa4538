"""What normalising every text once on reading costs, on real learner text.

``python -m bench.normalize_speed`` joins the tokens of the SweLL learner sentences in ../shared/data
(swell-learner-text/sv_swell_train.tsv: one token a line, a blank line between sentences) into one text,
and times workbench.normalize.normalize on it as it is (NFC, with seven U+FEFF of its own), in NFD (every
å, ä, ö decomposed) and with a soft hyphen in every tenth word; prints CPU seconds (time.process_time: the
machine may be shared) and seconds per MB of UTF-8, and what the normalisation noted.
"""

from __future__ import annotations

import argparse
import time
import unicodedata
from pathlib import Path

from workbench.normalize import normalize

__all__ = ["learner_text", "main"]

DATA = Path(__file__).resolve().parents[2] / "shared" / "data" / "swell-learner-text" / "sv_swell_train.tsv"


def learner_text(path: Path = DATA) -> str:
    """The sentences of the token-a-line file, a sentence a line."""
    sentences, words = [], []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            words.append(line.split("\t")[0])
        elif words:
            sentences.append(" ".join(words))
            words = []
    return "\n".join(sentences + [" ".join(words)] * bool(words))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=DATA)
    args = parser.parse_args(argv)
    text = learner_text(args.data)
    words = text.split(" ")
    forms = {
        "as read (NFC)": text,
        "NFD": unicodedata.normalize("NFD", text),
        "soft hyphen in every 10th word": " ".join(w[:1] + "\u00ad" + w[1:] if k % 10 == 0 else w
                                                   for k, w in enumerate(words)),
    }
    megabytes = len(text.encode("utf-8")) / 1e6
    print(f"{args.data.name}: {len(text):,} characters, {megabytes:.2f} MB")
    expected = normalize(text).text
    for name, form in forms.items():
        started = time.process_time()
        n = normalize(form)
        cpu = time.process_time() - started
        assert n.text == expected, name
        print(f"{name:32} {cpu:6.3f} s CPU  {cpu / megabytes:6.3f} s/MB  {n.note() or 'nothing changed'}")


if __name__ == "__main__":
    main()
