"""Readability of surrogates (issue 17.6): how many surrogates differ from their original in kind, gender,
preposition, inflection or case, per mode, on three sets of text:

- ``sample``: the sample corpus (samples/corpus) with the spans detection finds;
- ``own``: a few hundred Swedish and English sentences written for this check from templates (islands,
  lakes, mountains, districts, streets, parks, people by full name, first name, possessive and nickname,
  lower-case and capitalised), with their spans (workbench-written: a smoke test, not a result);
- ``swell``: real learner sentences of ../shared/data/swell-learner-text/silver_spans.jsonl (the SweLL
  train split; the dev and test splits stay unseen) with their silver spans.

A surrogate counts as
- kind: a place of another kind (workbench.pseudonymize.lexicon.place_kind: lake, island, street ...);
- gender: a first name the lists give the other gender (firstname_male / _female only);
- preposition: "i"/"på" before it that the surrogate does not take, where the learner's was right;
- inflection: a genitive original without a genitive surrogate, or a Swedish definite one without a
  definite ending;
- case: written in another case than the original (lower case, capitals; SweLL's fake forms excepted).

Run: ``python -m bench.readability`` (``--seeds N`` to average over seeds; default 3).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

from workbench import resources as R
from workbench import taxonomy
from workbench.io import read_corpus
from workbench.model import Essay, Span
from workbench.pipeline import detect_corpus, number_and_render
from workbench.pseudonymize.lexicon import PREPOSITIONS, listed, place_kind
from workbench.pseudonymize.morphology import as_written, base, infer
from workbench.pseudonymize.prepositions import PLACE_LABELS, written_preposition
from workbench.pseudonymize.render import Rendered

ROOT = Path(__file__).resolve().parents[1]
SILVER = ROOT.parent / "shared" / "data" / "swell-learner-text" / "silver_spans.jsonl"
MODES = (("swell", False), ("swell", True), ("hips", False), ("markers", False))
CHECKS = ("kind", "gender", "preposition", "inflection", "case")
_GENDER = {"firstname_male": "male", "firstname_female": "female"}
_DEFINITE_END = ("n", "t", "na")


def own_sentences() -> list[tuple[Essay, list[Span]]]:
    """Template sentences with their spans (see the module doc)."""
    out: list[tuple[Essay, list[Span]]] = []
    rows: list[tuple[str, str, str, str]] = []  # (lang, template with {x}, the place or name, label)
    for name in listed("island")[:20]:
        rows += [("sv", "Vi bor på {x} sedan två år.", name, "region"),
                 ("sv", "Min mormor bor på {x}.", name, "region")]
    for name in listed("lake")[:20]:
        rows += [("sv", "På sommaren badar vi i {x} varje dag.", name, "geo")]
    for name in listed("mountain")[:15]:
        rows += [("sv", "Vi gick upp på {x} i juli.", name, "geo")]
    for name in listed("river")[:15]:
        rows += [("sv", "Vi paddlade på {x} förra året.", name, "geo")]
    for name in listed("district")[:20]:
        rows += [("sv", "Jag bor i {x} med min familj.", name, "area")]
    for name in ("Stockholm", "Göteborg", "Borlänge", "Umeå", "Malmö", "Växjö", "Luleå", "Gävle", "Karlstad", "Örebro"):
        rows += [("sv", "Jag bor i {x} nu.", name, "city"),
                 ("sv", "jag flyttade till {x} i fjol.", name.lower(), "city"),
                 ("sv", "{x} är en fin stad.", name + "s", "city")]
    for name in ("Vasagatan", "Storgatan", "Kungsgatan", "Drottninggatan", "Linnégatan"):
        rows += [("sv", "Vi bor på {x} i centrum.", name, "place")]
    for name in ("Stadsbiblioteket", "Slottsskogen", "Hagaparken", "Liseberg", "Centralstationen"):
        rows += [("sv", "Vi träffas på {x} i morgon.", name, "place")]
    for name in ("Hagaskolan", "Komvux", "Katedralskolan", "Rudbecksgymnasiet"):
        rows += [("sv", "Jag läser på {x}.", name, "school")]
    firsts = [("Anna", "female"), ("Fatima", "female"), ("Katarzyna", "female"), ("Zeynep", "female"),
              ("Ahmed", "male"), ("Erik", "male"), ("Javier", "male"), ("Chinedu", "male"), ("Per", "male")]
    for name, g in firsts:
        label = f"firstname_{g}"
        rows += [("sv", "Min vän heter {x} och bor här.", name, label),
                 ("sv", "{x} bror är snäll.", name + "s", label),
                 ("sv", "min kompis {x} kommer i dag.", name.lower(), label),
                 ("en", "My friend {x} lives next door.", name, label),
                 ("en", "{x} brother is kind.", name + "'s", label)]
    for i, (lang, template, x, label) in enumerate(rows):
        at = template.index("{x}")
        text = template.replace("{x}", x)
        attrs = frozenset({"gen"}) if x.endswith(("s", "'s")) and template.startswith("{x}") else frozenset()
        out.append((Essay(f"own-{i}", f"own-{i}", text, lang), [Span(at, at + len(x), label, attrs)]))
    # full names, first names alone, possessives and nicknames of one person in one text
    people = [("Katarzyna Nowak", "Kasia"), ("Per Svensson", "Pelle"), ("Chinedu Okafor", "Chi"),
              ("Robert Smith", "Bob"), ("Margareta Berg", "Greta")]
    for i, (full, nick) in enumerate(people):
        first, sur = full.split()
        lang = "en" if sur in ("Okafor", "Smith") else "sv"
        text = (f"My name is {full}, but people call me {nick}. {first}'s sister lives with {sur}."
                if lang == "en" else f"Jag heter {full} men alla kallar mig {nick}. {first}s syster bor hos {sur}.")
        spans, pos = [], 0
        for word, label in ((first, "firstname_unknown"), (sur, "surname"), (nick, "nickname"),
                            (first, "firstname_unknown"), (sur, "surname")):
            at = text.index(word, pos)
            spans.append(Span(at, at + len(word), label))
            pos = at + len(word)
        out.append((Essay(f"person-{i}", f"person-{i}", text, lang), spans))
    return out


def swell_sentences() -> list[tuple[Essay, list[Span]]]:
    """The silver sentences with spans (empty when ../shared/data is not there)."""
    if not SILVER.is_file():
        return []
    out = []
    for line in SILVER.read_text(encoding="utf-8").splitlines():
        d = json.loads(line)
        spans = [Span(s["start"], s["end"], s["label"], frozenset({"foreign"} if s.get("foreign") else ()))
                 for s in d["spans"] if taxonomy.is_label(s["label"])]
        if spans:
            out.append((Essay(d["id"], d["id"], d["text"], "sv"), spans))
    return out


def sample() -> list[tuple[Essay, list[Span]]]:
    corpus = read_corpus(ROOT / "samples" / "corpus")
    found = detect_corpus(corpus)
    return [(Essay(e.id, e.learner_id, e.text, found.languages[e.id], e.metadata), found.spans[e.id]) for e in corpus]


def _gender(name: str) -> str | None:
    rec = R.first_names().get(name.strip().lower())
    return None if rec is None or rec.gender == "unknown" else rec.gender


def differences(r: Rendered, lang: str) -> Counter[str]:
    """The checks each surrogate of a rendered text fails, counted (and "spans": how many were looked at)."""
    out: Counter[str] = Counter()
    for span, a, b in r.aligned:
        label = taxonomy.get(span.label)
        if "preposition" in span.attributes or label.group == "mark-only" or label.kind not in (
                "names", "geo", "institution", "transport"):
            continue
        original, surrogate = r.source[span.start : span.end], r.target[a:b]
        if surrogate.startswith("[") and surrogate.endswith("]") and " " in surrogate:  # markers mode
            surrogate = surrogate[surrogate.index(" ") + 1 : -1]
        out["spans"] += 1
        attrs = infer(original, span.attributes, lang, (), label.kind)
        o_base, s_base = base(original, attrs), base(surrogate, attrs)
        fake = len(surrogate) > 2 and surrogate[1] == "-" and surrogate[0].isupper()
        if span.label in PLACE_LABELS and place_kind(o_base, span.label)[0] != place_kind(s_base, span.label)[0]:
            out["kind"] += 1
        want = _GENDER.get(span.label)
        got = _gender(s_base) if want else None
        if want and got and got != want:
            out["gender"] += 1
        if span.label in PLACE_LABELS and lang == "sv":
            before = written_preposition(r.target, Span(a, b, span.label))
            was = written_preposition(r.source, span)
            if before and was and before[2].lower() in PREPOSITIONS:
                needs, had = place_kind(s_base, span.label)[1], place_kind(o_base, span.label)[1]
                if needs and before[2].lower() != needs and had in ("", was[2].lower()):
                    out["preposition"] += 1
        if ("gen" in attrs and not surrogate.endswith(("s", "'s", "’s", "'", "x", "z"))) or (
                lang == "sv" and "def" in attrs and not s_base.split()[-1].endswith(_DEFINITE_END)):
            out["inflection"] += 1
        if not fake and as_written(surrogate, original) != surrogate:
            out["case"] += 1
    return out


def run(seeds: int) -> list[dict[str, object]]:
    sets = {"sample": sample(), "own": own_sentences(), "swell": swell_sentences()}
    rows = []
    for name, items in sets.items():
        if not items:
            print(f"{name}: no data ({SILVER} missing)", file=sys.stderr)
            continue
        essays = [e for e, _ in items]
        spans = {e.id: s for e, s in items}
        for mode, fake in MODES:
            total: Counter[str] = Counter()
            for seed in range(seeds):
                rendered = number_and_render(essays, spans, mode, seed, fake_places=fake)
                for essay, r in zip(essays, rendered, strict=True):
                    total += differences(r, essay.language)
            rows.append({"set": name, "mode": mode + ("+fake" if fake else ""), "surrogates": total["spans"],
                         **{c: total[c] for c in CHECKS}})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args(argv)
    rows = run(args.seeds)
    head = ["set", "mode", "surrogates", *CHECKS]
    print("  ".join(f"{h:>11}" for h in head))
    for row in rows:
        print("  ".join(f"{row[h]!s:>11}" for h in head))
    return 0


if __name__ == "__main__":
    sys.exit(main())
