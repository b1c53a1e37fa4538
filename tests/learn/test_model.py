"""The model: fitting, saving and loading, the shipped model's decisions, and detection with and without it."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from workbench.detect import detect_corpus
from workbench.learn import DEFAULT_MODEL, ModelError, load_models, model_dir
from workbench.learn.decide import Decider, confidence, essay_uncertainty
from workbench.learn.features import GROUPS, CorpusCounts, hash_features
from workbench.learn.freq import FreqTable
from workbench.learn.linear import LinearModel, fit
from workbench.model import Essay, Span


def _tiny() -> LinearModel:
    rows = [hash_features(["b", "L1=heter"]), hash_features(["b", "L1=den"])] * 5
    weights = fit(rows, [1, 0] * 5, l2=0.1)
    return LinearModel("sv", weights, {"gen": 0.5}, FreqTable({"lund": (3, 1, 0)}), {"seed": 1})


def test_fit_learns_and_file_round_trips(tmp_path: Path) -> None:
    model = _tiny()
    p = model.proba([hash_features(["b", "L1=heter"]), hash_features(["b", "L1=den"])])
    assert p[0, GROUPS.index("NAME")] > 0.8 and p[1, 0] > 0.8
    model.save(tmp_path / "sv.npz")
    back = LinearModel.load(tmp_path / "sv.npz")
    assert back.thresholds == {"gen": 0.5} and back.table.counts == {"lund": (3, 1, 0)} and back.card == {"seed": 1}
    assert np.allclose(back.proba([hash_features(["b", "L1=heter"])]), p[:1], atol=1e-3)


def test_unreadable_model_and_missing_folder_fail_loudly(tmp_path: Path) -> None:
    (tmp_path / "sv.npz").write_bytes(b"not a model")
    with pytest.raises(ModelError, match=r"sv.npz: not a model file this tool wrote") as raised:
        LinearModel.load(tmp_path / "sv.npz")
    assert "pickle" not in str(raised.value)  # review14 F20: numpy's hint to load it unsafely is not passed on
    (tmp_path / "en.npz").write_bytes(b"PK\x03\x04 a broken zip")
    with pytest.raises(ModelError, match=r"en.npz: not a model file this tool wrote"):
        LinearModel.load(tmp_path / "en.npz")
    np.savez(tmp_path / "x.npz", meta=np.array("not json"))
    with pytest.raises(ModelError, match=r"x.npz: not a model file this tool wrote"):
        LinearModel.load(tmp_path / "x.npz")
    with pytest.raises(ModelError, match=r"y.npz: cannot read the model file \(No such file"):
        LinearModel.load(tmp_path / "y.npz")
    with pytest.raises(ModelError, match=r"does not exist"):
        model_dir(tmp_path / "nowhere")
    assert model_dir("none") is None


def test_shipped_model_loads_and_is_small() -> None:
    assert (DEFAULT_MODEL / "sv.npz").stat().st_size < 3_000_000
    models = load_models(DEFAULT_MODEL)
    assert "sv" in models and set(models["sv"].thresholds) >= {"gen", "rule:NAME", "rule:PLACE", "rule:INST"}
    assert (DEFAULT_MODEL / "CARD.md").is_file()


def _detect(text: str, model: str | None = None) -> dict[str, Span]:
    essay = Essay("t", "L", text, "sv")
    return {text[s.start : s.end]: s for s in detect_corpus([essay], lang="sv", model=model).spans["t"]}


def test_shipped_model_keeps_a_home_town_with_its_confidence() -> None:
    spans = _detect("Jag heter Fatima och jag bor i Borlänge med min familj.")
    assert spans["Borlänge"].label == "city" and 0.5 < spans["Borlänge"].score <= 1.0
    assert "model:" in spans["Borlänge"].reason and confidence(spans["Borlänge"]) == spans["Borlänge"].score
    assert "Fatima" in spans


def test_spans_the_model_does_not_decide_pass_through() -> None:
    text = "Jag är 23 år gammal och har tre systrar."
    rules, learned = _detect(text, "none"), _detect(text)
    untouched = {k: s for k, s in rules.items() if s.label in ("age_digits", "age_string", "fam")}
    assert untouched and all(learned[k] == s and confidence(learned[k]) is None for k, s in untouched.items())


def test_detect_corpus_uses_the_model_unless_told_not_to() -> None:
    essays = [Essay("e1", "L1", "Jag bor i Ystad. Ystad är en liten stad i Skåne.", "sv"),
              Essay("e2", "L2", "Min lärare heter Karin.", "sv")]
    rules = detect_corpus(essays, lang="sv", model="none").spans
    learned = detect_corpus(essays, lang="sv").spans
    assert all(confidence(s) is None for v in rules.values() for s in v)
    assert any(confidence(s) is not None for v in learned.values() for s in v)
    with pytest.raises(ModelError):
        detect_corpus(essays, lang="sv", model="/nowhere/at/all")


def test_explain_shows_what_the_step_decide_changed() -> None:
    essays = [Essay("e1", "L1", "Jag bor i Ystad med min kompis Ahmad.", "sv")]
    found = detect_corpus(essays, lang="sv", explain="spans")
    assert found.explain is not None and "decide" in found.explain.steps
    assert list(found.explain.steps).index("cited") == list(found.explain.steps).index("decide") + 1
    assert any("\tdecide\t" in line and "model:" in line for line in found.explain.details or [])


def test_corpus_counts_count_learners_once() -> None:
    counts = CorpusCounts.of([("L1", "Anna och Anna"), ("L1", "Anna"), ("L2", "Anna bor")])
    assert counts.learners == 2 and counts.df["anna"] == 2 and counts.tf["L1", "anna"] == 3


def test_uncertainty_is_highest_near_one_half() -> None:
    sure = [Span(0, 3, "city", score=0.99, evidence=(("rule", "places:list"), ("model", 0.99)))]
    unsure = [*sure, Span(5, 8, "firstname_unknown", score=0.52, evidence=(("rule", "decide:added"), ("model", 0.52)))]
    assert essay_uncertainty(sure) < 0.05 < essay_uncertainty(unsure)
    assert essay_uncertainty([Span(0, 3, "city")]) == 0.0  # rules alone: no model score


def test_decider_leaves_languages_without_a_model_alone() -> None:
    spans = [Span(0, 4, "firstname_unknown")]
    assert Decider({}, None)("John was here", "en", spans) == spans


def test_names_and_places_a_rule_found_by_context_are_dropped_only_when_the_model_is_sure() -> None:
    # sentences of our sample essays the model scores low ("chef" and "Stockholm" are frequent in learner text)
    text = "Min chef heter Lars Johansson. Vi sov en natt i Stockholm och sen åkte vi buss till Märsta."
    rules, learned = _detect(text, "none"), _detect(text)
    for word in ("Lars", "Stockholm"):
        key = next(k for k in rules if word in k)
        assert key in learned and learned[key].label == rules[key].label and confidence(learned[key]) is not None
    # a place after a place preposition, but an essay's topic: P(personal) below the floor (0.01)
    topic = "I Finland har svenska en stark ställning."
    assert "Finland" in _detect(topic, "none") and "Finland" not in _detect(topic)


@pytest.mark.parametrize("text, names", [
    ("Min mentor heter Patrik.", ["Patrik"]),  # "Patrik" stands unmasked in SweLL's text: the model read 0.005
    ("Min lärare heter Lars.", ["Lars"]),
    ("Jag heter Sara Lindqvist.", ["Sara", "Lindqvist"]),  # the surname read 0.002
    ("Min mentor heter Patrik Lindqvist och han är snäll.", ["Patrik", "Lindqvist"]),
])
def test_a_name_a_naming_trigger_introduces_and_its_surname_are_kept_however_sure_the_model_is(
        text: str, names: list[str]) -> None:
    # found by a review of main (sentences we wrote): before, each sentence went out with the name(s) unreplaced
    learned = _detect(text)
    for name in names:
        assert name in learned, name
        assert learned[name].label.startswith(("firstname", "surname")) and confidence(learned[name]) is not None


@pytest.mark.parametrize("text, kept, label", [
    ("Min dotter Hanna går i skolan.", "Hanna", "firstname"),  # the model read 0.001
    ("Min dotter hanna går i skolan.", "hanna", "firstname"),  # learners never write "hanna" in lower case
    ("Annas pappa jobbar på sjukhuset.", "Annas", "firstname"),  # genitive, the family word its trigger: 0.16
    ("Jag pratade med min handläggare Ulla på Arbetsförmedlingen i Solna.", "Ulla", "firstname"),  # 0.18
    ("Min kurator Lena hjälpte mig.", "Lena", "firstname"),  # a role of the writer's life after a possessive
    ("Min handledare, professor Ingrid Malmberg, har hjälpt mig.", "Ingrid", "firstname"),  # review 22: cited
    ("Jag hjälper till på Röda Korset varje lördag.", "Röda Korset", "other_institution"),  # 0.006
    ("På fritiden är jag engagerad i Röda Korset.", "Röda Korset", "other_institution"),
])
def test_a_family_members_name_and_the_writers_organisation_are_kept_however_sure_the_model_is(
        text: str, kept: str, label: str) -> None:
    # found by reviews of main (sentences we wrote): before, each went out unreplaced
    learned = _detect(text)
    assert kept in learned and learned[kept].label.startswith(label)


@pytest.mark.parametrize("text, name", [
    ("Jag träffade Fatima igår.", "Fatima"),  # names SweLL's set books and cited researchers bear: the model learnt
    ("Kära Karl,", "Karl"),  # from the table's counts of them to drop them everywhere (before: all missed)
    ("Astrid och jag gick till skolan.", "Astrid"),
    ("Sedan ringde Tuija till mig.", "Tuija"),
    ("Igår åt jag middag med Andreas och hans bror.", "Andreas"),
    ("Igår ringde Axel till mig.", "Axel"),  # once capitalised, once in lower case in SweLL's text: 0.029 before
])
def test_names_that_swell_essays_mention_are_found_in_other_essays(text: str, name: str) -> None:
    found = _detect(text)
    assert name in found and found[name].label.startswith("firstname")


@pytest.mark.parametrize("text, word", [
    ("min bror gift med en kvinna från Iran.", "gift"),  # a list's ordinary word after a family word, lower case
    ("Många är medlemmar i Svenska kyrkan i Sverige.", "Svenska kyrkan"),  # no one's membership
    ("Jag är engagerad i samhället och Röda Korset är bra.", "Röda Korset"),
])
def test_a_word_after_a_family_or_membership_word_is_decided_by_the_model(text: str, word: str) -> None:
    assert word not in _detect(text)


@pytest.mark.parametrize("text, names", [
    ("Jag heter Karin Svensson-Öberg.", ["Karin", "Svensson-Öberg"]),  # the double surname read 0.09: released
    ("Min lärare Karin Svensson-Öberg är snäll.", ["Karin", "Svensson-Öberg"]),  # 0.02
    ("Jag träffade Anna Lindqvist-Berg igår.", ["Anna", "Lindqvist-Berg"]),  # 0.03
    ("Anna Frinsk-Hallgren är min kompis.", ["Anna", "Frinsk-Hallgren"]),  # 0.04
])
def test_an_unknown_surname_after_a_kept_first_name_is_kept_with_it(text: str, names: list[str]) -> None:
    # no rendering writes a hyphenated double surname, and the model dropped it behind a first name it kept: the
    # output read "Helena Svensson-Öberg"
    learned = _detect(text)
    for name in names:
        assert name in learned, name
    assert learned[names[1]].label == "surname"


@pytest.mark.parametrize("text", ["Tack för allt. M.v.h Karin", "Hej då! M.v.h. Ali"])
def test_a_closing_abbreviated_with_periods_is_no_name(text: str) -> None:
    # real SweLL train text: the model added "M.v.h" as a name or a town in 3 of 3,000 sentences, and known
    # values spread it to "M v h" in other learners' essays
    assert "M.v.h" not in _detect(text)


def test_a_name_part_is_kept_beside_a_kept_name_only() -> None:
    from workbench.learn.decide import _parts_of_kept_names

    text = "Sara Lindqvist och Berg"
    first, surname, alone = (Span(0, 4, "firstname_female"), Span(5, 14, "surname"), Span(19, 23, "surname"))
    kept = _parts_of_kept_names(text, [(surname, 0.002), (alone, 0.002)], [first])
    assert [(s.start, s.end) for s in kept] == [(5, 14)] and "beside a name kept" in kept[0].reason
    assert _parts_of_kept_names(text, [(surname, 0.002)], []) == []
    # review 64 C3: the first name before a kept surname ('PETER SMITH': 0.19 and 0.55)
    assert [(s.start, s.end) for s in _parts_of_kept_names(text, [(first, 0.19)], [surname])] == [(0, 4)]


def test_a_first_name_in_capitals_before_a_kept_surname_is_replaced() -> None:
    assert "PETER" in _detect("Igår träffade jag PETER SMITH i STOCKHOLM.")


@pytest.mark.parametrize(("text", "first"), [("Igår träffade jag karin larsson på stan.", "karin"),
                                             ("Igår träffade jag peter smith i stockholm. Vi åt glass.", "peter")])
def test_a_first_name_in_lower_case_before_a_surname_in_lower_case_is_replaced(text: str, first: str) -> None:
    """Review 65 C1: the surname was replaced, the first name released ('peter danielsson')."""
    assert first in _detect(text)


@pytest.mark.parametrize(("text", "name"), [
    ("Igår träffade jag hans larsson på stan.", ("hans", "larsson")),
    ("Jag och per andersson gick till skolan.", ("per", "andersson")),
    ("Jag pratade med bo nilsson igår.", ("bo", "nilsson")),
    ("Igår träffade jag BO LUNDGREN.", ("BO", "LUNDGREN")),
    ("Igår träffade jag Hans Larsson.", ("Hans", "Larsson")),
    ("Per Andersson bor i Lund.", ("Per", "Andersson")),
    ("Klara Nilsson och Liv Berg kom.", ("Klara", "Nilsson", "Liv", "Berg")),
    ("Jag träffade inga Svensson igår.", ("inga", "Svensson")),  # review 71 C2: lower case before a capital
])
def test_a_first_name_that_is_a_common_word_before_a_surname_is_replaced(text: str, name: tuple[str, ...]) -> None:
    """Hans, Per, Bo (a word too: 'his', 'per', 'live') before a surname were released, the surname replaced."""
    found = _detect(text)
    assert set(name) <= set(found), found
    assert found[name[1]].label == "surname"  # 'Andersson': 4 first names in the list, 50,317 surnames


def test_a_common_word_before_a_surname_in_another_case_stays() -> None:
    assert "hans" not in _detect("Jag läste hans Larsson-bok igår.")
    assert "hans" not in _detect("Hon gillar hans Andersson-tröja.")
    # review 72 C7: a word before that makes it the word
    assert "inga" not in _detect("Det finns inga Andersson här.")
    assert "per" not in _detect("Det kostar 10 kr per Johansson.")
    assert "klara" not in _detect("Han kan klara Svensson.")


def test_labels_the_model_did_not_learn_pass_through() -> None:
    from workbench.learn.decide import MIN_SUPPORT, decides

    model = load_models(DEFAULT_MODEL)["sv"]
    assert decides(model, "city") and decides(model, "firstname_female")
    assert not decides(model, "street_nr") and not decides(model, "public_authority")
    assert model.card["labels"].get("street_nr", 0) < MIN_SUPPORT
    assert decides(model, "place", "places") and not decides(model, "place", "street")  # few street candidates
    text = "Jag bor på Storgatan 12 och jobbar på Skatteverket. Jag jobbar på Frisör Lotta vid Drottninggatan."
    rules, learned = _detect(text, "none"), _detect(text)
    passing = {k: s for k, s in rules.items() if s.label in ("street_nr", "public_authority")
               or s.source.startswith("street")}
    assert len(passing) >= 3 and all(learned[k] == s for k, s in passing.items())


def test_a_rules_value_of_the_learner_wins_over_the_models_guess() -> None:
    # the model alone reads "Qorsho" at a sentence's start as a place; the learner's other essay says a name
    essays = [Essay("e1", "l1", "Jag heter Qorsho.", "sv"), Essay("e2", "l1", "Qorsho är trött idag.", "sv")]
    (span,) = [s for s in detect_corpus(essays, lang="sv").spans["e2"] if s.start == 0]
    assert span.source == "consistency" and span.label.startswith("firstname")


def test_thresholds_rest_on_rows_read_by_a_model_that_never_saw_their_sentence() -> None:
    from workbench.learn.build import _fold, _out_of_fold
    from workbench.learn.examples import Rows
    from workbench.learn.features import Candidate

    def rows(ids: list[str]) -> Rows:
        out = Rows()
        for n, i in enumerate(ids):  # a feature only this sentence has, and the class it says
            out.x.append(hash_features(["b", f"only={i}", "L1=heter" if n % 2 else "L1=den"]))
            out.y.append(n % 2)
            out.w.append(1.0)
            out.where.append((i, Candidate(0, 1)))
        return out

    ids = [f"train-{n:04d}#0" for n in range(60)]
    fit_rows, tune_rows = rows([i for i in ids if _fold(i)]), rows([i for i in ids if not _fold(i)])
    model = LinearModel("sv", fit(fit_rows.x, fit_rows.y, fit_rows.w, l2=0.1), {}, FreqTable({}))
    got, proba = _out_of_fold(fit_rows, tune_rows, model, l2=0.1)
    assert len(got.y) == len(ids) and proba.shape == (len(ids), len(GROUPS))
    assert np.allclose(proba[: len(tune_rows.y)], model.proba(tune_rows.x))  # the tuning part: the model itself
    seen = model.proba(fit_rows.x)  # the model fitted on them: sure of each (its own feature) ...
    out_of_fold = dict(zip((i for i, _ in got.where), proba[:, 1], strict=True))
    for (i, _), y, p in zip(fit_rows.where, fit_rows.y, seen[:, 1], strict=True):
        if y:  # ... out of fold only the shared context word speaks: less sure
            assert out_of_fold[i] < p


def test_a_naming_triggers_name_is_kept_at_any_confidence_a_place_prepositions_place_only_above_the_floor() -> None:
    from workbench.detect.evidence import evidence
    from workbench.learn.decide import KEEP_FLOOR, _kept_by_context

    for rule in ("names:after_trigger", "triggers:after_name_trigger"):
        assert _kept_by_context(evidence(rule, trigger="heter"), 0.001)
    place = evidence("triggers:after_place_preposition", place_preposition="i")
    assert _kept_by_context(place, KEEP_FLOOR) and not _kept_by_context(place, KEEP_FLOOR / 2)


def test_an_items_corpus_count_draw_is_its_own() -> None:
    """Bisect 99: the draw was one after another, so a training sentence skipped shifted every later one's; now each
    item's draw depends on the seed and its id alone, and about the share asked for drops the counts."""
    from workbench.learn.examples import keeps_counts

    ids = [f"train-{k:04d}#{r}" for k in range(500) for r in range(2)]
    draws = {i: keeps_counts(15, i, 0.5) for i in ids}
    assert {i: keeps_counts(15, i, 0.5) for i in reversed(ids[1:])} == {i: draws[i] for i in ids[1:]}
    assert 0.45 < sum(draws.values()) / len(draws) < 0.55
    assert [keeps_counts(16, i, 0.5) for i in ids] != list(draws.values())
