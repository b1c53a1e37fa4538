"""Readability of surrogates (issue 17.6): how many surrogates differ from their original in kind, gender,
preposition, inflection or case, per mode, on four sets of text:

- ``sample``: the sample corpus (samples/corpus) with the spans detection finds;
- ``own``: a few hundred Swedish and English sentences written for this check from templates (islands,
  lakes, mountains, districts, streets, parks, people by full name, first name, possessive and nickname,
  lower-case and capitalised), with their spans (workbench-written: a smoke test, not a result);
- ``swell``: real learner sentences of ../shared/data/swell-learner-text/silver_spans.jsonl (the SweLL
  train split; the dev and test splits stay unseen) with their silver spans;
- ``news`` (held out: never looked at while the renderer was tuned): the Swedish news sentences of
  ../shared/data/swedish-news-ner with a PER, LOC or ORG entity, labelled from the project's lists, not
  by hand (news_sentences: a person's first word a first name of the lists' gender, its last a surname;
  a place the label its gazetteer kind gives, foreign outside Sweden; an organisation other_institution;
  an entity the lists cannot label is left out).

A surrogate counts as
- kind: a place of another kind (lake, island, street ...: workbench.pseudonymize.lexicon.place_kind for
  the surrogate, prepositions.kind_at for the original: its listed kind, else what the text shows, a
  street before a house number, a city part after "på");
- gender: a first name the lists give the other gender (firstname_male / _female only);
- preposition: "i"/"på" before it that the surrogate does not take, where the learner's was right;
- inflection: a genitive original without a genitive surrogate, or a Swedish definite one without a
  definite ending;
- case: written in another case than the original (lower case, capitals; SweLL's fake forms excepted).

Origin (``--origins``): the cultural region the lists give each first name and surname of a hand-labelled
set (tests/golden/surrogates/name_regions.labelled.tsv: the names of the sample corpus's gold spans and of
the silver sentences, labelled for this check by the engineer with the regions a reader would accept),
counted wrong or missing; a name the lists do not know counts again with the region of the same person's
other name (the ``person`` column), as the firstname and surname operators use it.

Run: ``python -m bench.readability`` (``--seeds N`` to sum over seeds, default 3; ``--show MODE`` prints
every difference of a mode with its context; ``--set NAME`` runs one set only).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import NamedTuple

from workbench import resources as R
from workbench import taxonomy
from workbench.io import read_corpus
from workbench.model import Essay, Span
from workbench.pipeline import detect_corpus, number_and_render
from workbench.pseudonymize.lexicon import PREPOSITIONS, known_name, listed, place_kind
from workbench.pseudonymize.morphology import as_written, base, infer, reads_definite
from workbench.pseudonymize.prepositions import PLACE_LABELS, kind_at, written_preposition
from workbench.pseudonymize.render import Rendered

ROOT = Path(__file__).resolve().parents[1]
SILVER = ROOT.parent / "shared" / "data" / "swell-learner-text" / "silver_spans.jsonl"
NEWS = ROOT.parent / "shared" / "data" / "swedish-news-ner" / "train_corpus.txt"
MODES = (("swell", False), ("swell", True), ("hips", False), ("markers", False))
CHECKS = ("kind", "gender", "preposition", "inflection", "case")
_GENDER = {"firstname_male": "male", "firstname_female": "female"}


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


def _news_label(words: list[str], tag: str) -> list[tuple[int, int, str, frozenset[str]]]:
    """(first word, end word, label, attributes) of the spans of one news entity (see the module doc)."""
    from workbench.pseudonymize.lists import country_code

    def bare(word: str) -> str:  # "Stockholms" -> "Stockholm" when only the bare form is known
        return word[:-1] if word.endswith("s") and len(word) > 3 else word

    if tag == "PER":
        firsts, surnames = R.first_names(), R.surnames()
        out = []
        first = firsts.get(words[0].lower()) or firsts.get(bare(words[0]).lower())
        if first is not None and (len(words) > 1 or words[0].lower() not in surnames):
            out.append((0, 1, f"firstname_{first.gender}", frozenset()))
        if len(words) > 1 or first is None:
            last = words[-1]
            if last.lower() in surnames or bare(last).lower() in surnames:
                out.append((len(words) - 1, len(words), "surname", frozenset()))
        return out
    if tag == "ORG":
        return [(0, len(words), "other_institution", frozenset())]
    name = " ".join(words)
    for form in (name, bare(name)):
        if country_code(form):
            return [(0, len(words), "country", frozenset())]
        records = R.places().get(form.lower())
        if records:
            best = next((r for r in records if r.kind == "city" and r.country == "SE"), records[0])
            foreign = frozenset() if best.country == "SE" else frozenset({"foreign"})
            return [(0, len(words), best.kind, foreign)]
    return []


def news_sentences() -> list[tuple[Essay, list[Span]]]:
    """The news sentences with spans (empty when ../shared/data is not there; see the module doc)."""
    if not NEWS.is_file():
        return []
    out: list[tuple[Essay, list[Span]]] = []
    tokens: list[tuple[str, str]] = []
    for line in [*NEWS.read_text(encoding="utf-8").splitlines(), ""]:
        parts = line.split()
        if len(parts) == 2:
            tokens.append((parts[0], parts[1]))
            continue
        if not tokens:
            continue
        text, starts, spans = "", [], []
        for word, _ in tokens:
            text += (" " if text else "")
            starts.append(len(text))
            text += word
        k = 0
        while k < len(tokens):
            tag, j = tokens[k][1], k
            while j < len(tokens) and tokens[j][1] == tag:
                j += 1
            if tag in ("PER", "LOC", "ORG"):
                for a, b, label, attrs in _news_label([w for w, _ in tokens[k:j]], tag):
                    if taxonomy.is_label(label):
                        end = starts[k + b - 1] + len(tokens[k + b - 1][0])
                        spans.append(Span(starts[k + a], end, label, attrs))
            k = j
        if spans:
            n = f"news-{len(out)}"
            out.append((Essay(n, n, text, "sv"), spans))
        tokens = []
    return out


def sample() -> list[tuple[Essay, list[Span]]]:
    corpus = read_corpus(ROOT / "samples" / "corpus")
    found = detect_corpus(corpus)
    return [(Essay(e.id, e.learner_id, e.text, found.languages[e.id], e.metadata), found.spans[e.id]) for e in corpus]


def _gender(name: str) -> str | None:
    rec = R.first_names().get(name.strip().lower())
    return None if rec is None or rec.gender == "unknown" else rec.gender


class Finding(NamedTuple):
    """One surrogate that fails a check: which check, the span, the original and the surrogate as written."""

    check: str
    span: Span
    original: str
    surrogate: str
    target_start: int
    target_end: int


def findings(r: Rendered, lang: str) -> Iterator[Finding | None]:
    """The checks each surrogate of a rendered text fails (None once for each surrogate looked at)."""
    for span, a, b in r.aligned:
        label = taxonomy.get(span.label)
        if "preposition" in span.attributes or label.group == "mark-only" or label.kind not in (
                "names", "geo", "institution", "transport"):
            continue
        original, surrogate = r.source[span.start : span.end], r.target[a:b]
        if surrogate.startswith("[") and surrogate.endswith("]") and " " in surrogate:  # markers mode
            surrogate = surrogate[surrogate.index(" ") + 1 : -1]
        yield None

        def found(check: str, span: Span = span, original: str = original, surrogate: str = surrogate,
                  a: int = a, b: int = b) -> Finding:
            return Finding(check, span, original, surrogate, a, b)

        attrs = infer(original, span.attributes, lang, (), label.kind, span.label)
        o_base, s_base = base(original, attrs, (), span.label), base(surrogate, attrs, (), span.label)
        if "gen" in attrs and s_base == surrogate and surrogate.endswith("s") \
                and known_name(surrogate[:-1], span.label):  # "Aleksandras": Aleksandra's, not the Lithuanian
            s_base = surrogate[:-1]
        fake = len(surrogate) > 2 and surrogate[1] == "-" and surrogate[0].isupper()
        address = any(c.isdigit() for c in original)  # a whole address: its parts have kinds, not it
        kind = kind_at(r.source, span, o_base) if span.label in PLACE_LABELS else ("", "")
        if span.label in PLACE_LABELS and not address and kind[0] != place_kind(s_base, span.label)[0]:
            yield found("kind")
        want = _GENDER.get(span.label)
        got = _gender(s_base) if want else None
        if want and got and got != want:
            yield found("gender")
        if span.label in PLACE_LABELS and lang == "sv":
            before = written_preposition(r.target, Span(a, b, span.label))
            was = written_preposition(r.source, span)
            if before and was and before[2].lower() in PREPOSITIONS:
                needs, had = place_kind(s_base, span.label)[1], kind[1]
                if needs and before[2].lower() != needs and had in ("", was[2].lower()):
                    yield found("preposition")
        if ("gen" in attrs and not surrogate.endswith(("s", "'s", "’s", "'", "x", "z"))) or (
                lang == "sv" and "def" in attrs and not reads_definite(s_base)):
            yield found("inflection")
        if not fake and as_written(surrogate, original) != surrogate:
            yield found("case")


def differences(r: Rendered, lang: str) -> Counter[str]:
    """The checks each surrogate of a rendered text fails, counted (and "spans": how many were looked at)."""
    return Counter("spans" if f is None else f.check for f in findings(r, lang))


def _show(f: Finding, r: Rendered, width: int = 40) -> str:
    """One finding on one line: check, label, original -> surrogate, and the source around it."""
    s = f.span
    left = r.source[max(0, s.start - width) : s.start].replace("\n", " ")
    right = r.source[s.end : s.end + width].replace("\n", " ")
    return (f"{f.check:<11} {s.label:<17} {f.original!r} -> {f.surrogate!r}  [{r.essay_id}] "
            f"...{left}<<{f.original}>>{right}...")


LABELLED = ROOT / "tests" / "golden" / "surrogates" / "name_regions.labelled.tsv"


def origin_errors() -> dict[str, list[str]]:
    """The hand-labelled names whose region is wrong, missing, and still missing or wrong with the region
    of the person's other name (see the module doc)."""
    import csv

    from workbench.pseudonymize.lists import name_region

    out: dict[str, list[str]] = {"names": [], "wrong": [], "missing": [], "person": []}
    with open(LABELLED, encoding="utf-8") as f:
        for row in csv.DictReader(f, delimiter="\t"):
            ok = row["regions"].split(",")
            got = name_region(row["name"], row["kind"])
            other = "first" if row["kind"] == "surname" else "surname"
            linked = got or (name_region(row["person"], other) if row["person"] else None)
            out["names"].append(row["name"])
            if got is None:
                out["missing"].append(row["name"])
            elif got not in ok:
                out["wrong"].append(f"{row['name']} ({got})")
            if linked not in ok:
                out["person"].append(f"{row['name']} ({linked})")
    return out


def run(seeds: int, show: Sequence[str] = (), only: Sequence[str] = ()) -> list[dict[str, object]]:
    """The table (one row per set and mode, summed over ``seeds``); each difference in the modes ``show``
    printed on stderr (see ``show``); only the sets ``only`` when given."""
    loaders = {"sample": sample, "own": own_sentences, "swell": swell_sentences, "news": news_sentences}
    sets = {name: load() for name, load in loaders.items() if not only or name in only}
    rows = []
    for name, items in sets.items():
        if not items:
            print(f"{name}: no data (../shared/data missing)", file=sys.stderr)
            continue
        essays = [e for e, _ in items]
        spans = {e.id: s for e, s in items}
        for mode, fake in MODES:
            total: Counter[str] = Counter()
            for seed in range(seeds):
                rendered = number_and_render(essays, spans, mode, seed, fake_places=fake)
                for essay, r in zip(essays, rendered, strict=True):
                    for f in findings(r, essay.language):
                        total["spans" if f is None else f.check] += 1
                        if f is not None and mode + ("+fake" if fake else "") in show:
                            print(f"{name} {mode}{'+fake' if fake else ''} seed {seed}: {_show(f, r)}",
                                  file=sys.stderr)
            rows.append({"set": name, "mode": mode + ("+fake" if fake else ""), "surrogates": total["spans"],
                         **{c: total[c] for c in CHECKS}})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--show", action="append", default=[], metavar="MODE",
                        help="print every difference of MODE (swell, swell+fake, hips, markers) on stderr")
    parser.add_argument("--set", action="append", default=[], dest="sets", choices=["sample", "own", "swell", "news"],
                        help="only this set (repeatable; default: all four)")
    parser.add_argument("--origins", action="store_true", help="also the origin check of the labelled names")
    args = parser.parse_args(argv)
    if args.origins:
        o = origin_errors()
        print(f"origin, {len(o['names'])} hand-labelled names: {len(o['wrong'])} wrong {o['wrong']}, "
              f"{len(o['missing'])} missing {o['missing']}; with the person's other name: "
              f"{len(o['person'])} wrong or missing {o['person']}")
    rows = run(args.seeds, args.show, args.sets)
    head = ["set", "mode", "surrogates", *CHECKS]
    print("  ".join(f"{h:>11}" for h in head))
    for row in rows:
        print("  ".join(f"{row[h]!s:>11}" for h in head))
    return 0


if __name__ == "__main__":
    sys.exit(main())
