from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.pseudonymize._helpers import spans_for
from workbench.io.svala import check_invariant, graph_texts
from workbench.model import Corpus, Essay
from workbench.pipeline import ReleaseError, corpus_id, pseudonymize_corpus, render_learner
from workbench.pseudonymize.key import Kept, read_key, reidentify
from workbench.pseudonymize.leak import check_release
from workbench.pseudonymize.private import export_svala
from workbench.pseudonymize.release import LeakError, write_release
from workbench.pseudonymize.render import render_essay
from workbench.pseudonymize.rewrite import rewrite

PW = "a passphrase for tests"
A = Essay("a1", "L1", "Jag heter Alice och bor i Borlänge.")
B = Essay("a2", "L1", "I Borlänge bor hans syster. Alice gillar det.")
C = Essay("b1", "L2", "Jag heter Hans och bor i Mora. Hans bil är röd.")
SPANS = {
    "a1": spans_for(A.text, ("Alice", "firstname_female"), ("Borlänge", "city")),
    "a2": spans_for(B.text, ("Borlänge", "city"), ("Alice", "firstname_female")),
    "b1": spans_for(C.text, ("Hans", "firstname_male"), ("Mora", "city")),  # the 2nd "Hans" left unmarked
}


@pytest.fixture(autouse=True)
def _fast_scrypt(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("workbench.pseudonymize.sealed.DEFAULT_LOG_N", 10)  # what releases seal with


HANS_KEPT = {"b1": [(31, 35, "firstname_male", "reviewer")]}  # "Hans bil": the pronoun, a reviewer kept it


def run(tmp_path: Path, passphrase: str | None = PW, **kw: object):  # type: ignore[no-untyped-def]
    corpus = Corpus.of([A, B, C])
    kw.setdefault("kept", HANS_KEPT)
    return pseudonymize_corpus(corpus, tmp_path / "out", spans=SPANS, passphrase=passphrase, seed=1,
                               **kw)  # type: ignore[arg-type]


def test_layout_key_and_report(tmp_path: Path) -> None:
    summary = run(tmp_path)
    out = tmp_path / "out"
    assert sorted(p.name for p in (out / "release").iterdir()) == ["a1.txt", "a2.txt", "b1.txt"]
    assert sorted(p.name for p in (out / "private").iterdir()) == ["a1.svala.enc", "a2.svala.enc",
                                                                   "b1.svala.enc", "key.enc"]
    assert [p.name for p in out.iterdir() if p.name.startswith(".")] == []
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["essays"] == 3 and report["learners"] == 2 and report["replaced_per_label"]["city"] == 3
    assert "Alice" not in (out / "report.json").read_text(encoding="utf-8")
    assert report["problems"] == [] and "renamed_files" not in report
    key = read_key(out / "private" / "key.enc", PW, corpus_id=corpus_id([A, B, C]))
    assert key.files == {"a1": "a1", "a2": "a2", "b1": "b1"} and key.learners == {"a1": "L1", "a2": "L1", "b1": "L2"}
    assert [(k.essay_id, k.label, k.reviewer) for k in key.kept] == [("b1", "firstname_male", "reviewer")]
    for essay in (A, B, C):
        released = (out / "release" / f"{essay.id}.txt").read_text(encoding="utf-8")
        assert reidentify(released, key, essay.id) == essay.text
    export_svala(out / "private", tmp_path / "svala", PW)
    graph = json.loads((tmp_path / "svala" / "a1.svala.json").read_text(encoding="utf-8"))
    assert check_invariant(graph) == [] and graph_texts(graph)[0] == A.text
    assert "3 essays of 2 learners" in str(summary)


def test_an_unmarked_repeat_of_a_name_is_a_leak_until_a_reviewer_keeps_it(tmp_path: Path) -> None:
    """The same verdict as check-release: the second "Hans" in b1 is the learner's name as far as the key
    knows; released unmarked, it is fatal (no warning that the writer passes and check-release fails)."""
    with pytest.raises(ReleaseError, match=r"release/b1.txt:1 \(offset \d+\): original value \(firstname_male\)"):
        run(tmp_path, kept={})
    assert not (tmp_path / "out" / "release").exists()
    run(tmp_path)  # kept by a reviewer: released, and check-release agrees
    key = read_key(tmp_path / "out" / "private" / "key.enc", PW)
    assert check_release(tmp_path / "out" / "release", key) == []
    b1 = (tmp_path / "out" / "release" / "b1.txt").read_text(encoding="utf-8")
    assert b1[key.kept[0].target_start : key.kept[0].target_end] == "Hans"


def test_learner_wide_consistency(tmp_path: Path) -> None:
    run(tmp_path)
    a1 = (tmp_path / "out" / "release" / "a1.txt").read_text(encoding="utf-8")
    a2 = (tmp_path / "out" / "release" / "a2.txt").read_text(encoding="utf-8")
    city = a1.removeprefix("Jag heter ").split(" och bor i ")[1].rstrip(".")
    name = a1.removeprefix("Jag heter ").split(" och ")[0]
    assert a2.startswith(f"I {city} bor") and f"{name} gillar" in a2


def test_no_key(tmp_path: Path) -> None:
    run(tmp_path, passphrase=None)
    assert not (tmp_path / "out" / "private" / "key.enc").exists()


def test_same_seed_same_release(tmp_path: Path) -> None:
    run(tmp_path / "x")
    run(tmp_path / "y")
    for name in ("a1.txt", "a2.txt", "b1.txt"):
        x, y = tmp_path / "x/out/release" / name, tmp_path / "y/out/release" / name
        assert x.read_bytes() == y.read_bytes()


def test_a_leak_stops_the_release_and_leaves_the_old_one(tmp_path: Path) -> None:
    run(tmp_path)
    before = (tmp_path / "out" / "release" / "a1.txt").read_text(encoding="utf-8")
    bad = render_essay(A, SPANS["a1"], seed=1)
    city = SPANS["a1"][1]
    bad.target, bad.aligned = rewrite(A.text, [(city, "Borlänge")])  # an operator that kept the original
    with pytest.raises(LeakError, match=r"release/a1.txt:1 \(offset 26\): original value \(city\): .*bor i \[CITY\]"):
        write_release(tmp_path / "out", [bad], bad.entries, None, "c")
    assert (tmp_path / "out" / "release" / "a1.txt").read_text(encoding="utf-8") == before
    assert [p.name for p in (tmp_path / "out").iterdir() if p.name.startswith(".")] == []


def test_a_learner_s_own_obs_is_released(tmp_path: Path) -> None:
    """A learner who writes "OBS!" (SweLL's train text holds one) is released: the writer's check refused every
    corpus holding one (a file that is no essay's text still may not hold it: test_leak)."""
    essay = render_essay(A, SPANS["a1"], seed=1)
    essay.source += " OBS! kolla"
    essay.target += " OBS! kolla"
    write_release(tmp_path / "out", [essay], essay.entries, None, "c")
    assert (tmp_path / "out" / "release" / "a1.txt").read_text(encoding="utf-8").endswith("OBS! kolla")


def test_per_essay_numbering(tmp_path: Path) -> None:
    out = render_learner([A, B], SPANS, learner_wide=False, seed=1)
    assert [s.number for s, _, _ in out[1].aligned] == [1, 1]  # numbering restarts per essay


def test_report_counts_are_no_original_years(tmp_path: Path) -> None:
    essay = Essay("y1", "L9", "Jag kom hit 2019 och bor kvar.")
    rendered = render_essay(essay, spans_for(essay.text, ("2019", "year")), seed=1)
    write_release(tmp_path / "ok", [rendered], None, None, "c", report={"essays_read": 2019})  # a count
    with pytest.raises(LeakError, match=r"report.json:\d+ \(offset \d+\): original value \(year\)"):
        write_release(tmp_path / "bad", [rendered], None, None, "c", report={"note": "since 2019"})


@pytest.mark.parametrize("mode", ["swell", "placeholder", "markers"])
def test_an_original_that_reads_as_a_label_is_no_leak_in_the_tools_own_words(tmp_path: Path, mode: str) -> None:
    # "Malmö City": the original "City" was found in report.json's label "city" and in "[CITY-1]", and one learner
    # stopped the release of the whole corpus (review 22)
    essay = Essay("m1", "L9", "Jag bor i Malmö City.")
    spans = spans_for(essay.text, ("Malmö", "city"), ("City", "city"))
    corpus = Corpus.of([essay])
    pseudonymize_corpus(corpus, tmp_path / "out", spans={"m1": spans}, passphrase=PW, seed=1, mode=mode)
    text = (tmp_path / "out" / "release" / "m1.txt").read_text(encoding="utf-8")
    assert "Malmö" not in text and "City" not in text
    assert check_release(tmp_path / "out" / "release", read_key(tmp_path / "out" / "private" / "key.enc", PW)) == []


def test_results_may_stream_with_originals_given(tmp_path: Path) -> None:
    rendered = (render_essay(e, SPANS[e.id], seed=1) for e in (A, C))  # a generator, read once
    originals = [(s.label, s.text(e.text), e.learner_id) for e in (A, C) for s in SPANS[e.id]]
    kept = {"b1": [Kept("b1", 37, 41, "firstname_male", "t")]}  # where "Hans bil" lands in b1's target
    write_release(tmp_path / "out", rendered, None, PW, "c", originals=originals, files={"a1": "a1", "b1": "b1"},
                  kept=kept)
    key = read_key(tmp_path / "out" / "private" / "key.enc", PW)
    assert {x.essay_id for x in key.entries} == {"a1", "b1"}
    assert reidentify((tmp_path / "out" / "release" / "b1.txt").read_text(encoding="utf-8"), key, "b1") == C.text


def test_review_export_keeps_what_a_reviewer_rejected_and_the_check_accepts_it(tmp_path: Path) -> None:
    """A rejected span is the reviewer's "not personal here": export_release records it as kept, so the
    leak check (writer and check-release alike) accepts the original there, and nowhere else."""
    from workbench.pipeline import export_release
    from workbench.store import ReviewStore

    store = ReviewStore(tmp_path / "r.db")
    hans = spans_for(C.text, ("Hans", "firstname_male"), ("Mora", "city"))
    second = hans[0].with_(start=31, end=35, source="known_value")
    store.add_essays([(C, [*hans, second])])
    for s in store.spans("b1"):
        store.decide("b1", s.id, "reject" if s.span.start == 31 else "accept", "rita")
    export_release(store, tmp_path / "out", passphrase=PW, seed=1)
    key = read_key(tmp_path / "out" / "private" / "key.enc", PW)
    assert [(k.essay_id, k.label, k.reviewer) for k in key.kept] == [("b1", "firstname_male", "rita")]
    assert check_release(tmp_path / "out" / "release", key) == []


def test_an_essay_id_that_holds_an_original_stops_the_release(tmp_path: Path) -> None:
    """A file's stem is its essay id: "Alice 1" released as release/Alice%201.txt shows the name Alice (reviews 13
    and 14 found such ids passing every check). The release stops, naming the file and what to do; an id without
    an original is released as before, and report.json's list of renamed files is not scanned a second time."""
    essay = Essay("Alice 1", "L1", A.text)
    with pytest.raises(ReleaseError, match=r"Alice%201.txt:1 \(offset 0\): original value \(firstname_female\) in the "
                                        r"file name \(rename the essay\)"):
        pseudonymize_corpus(Corpus.of([essay]), tmp_path / "out", spans={"Alice 1": SPANS["a1"]}, passphrase=None)
    assert not (tmp_path / "out" / "release").exists()
    renamed = Essay("uppsats 1", "L1", A.text)
    pseudonymize_corpus(Corpus.of([renamed]), tmp_path / "ok", spans={"uppsats 1": SPANS["a1"]}, passphrase=None)
    report = json.loads((tmp_path / "ok" / "report.json").read_text(encoding="utf-8"))
    assert report["renamed_files"] == {"uppsats%201": "uppsats 1"}
    assert [p.name for p in (tmp_path / "ok" / "release").iterdir()] == ["uppsats%201.txt"]


_HIDDEN = [  # (essay id, learner, language, text): names behind separators, line breaks, spacing, overrides, scripts
    ("a0", "A", "en", "My name is Harriet Pemberton and I live in Stockport."),
    ("a1", "A", "en", "Yesterday I met Har\u200ariet Pemb\u2009erton.\nWe went to Stoc\u202fkport by bus."),
    ("a2", "A", "en", "Yesterday I met Har\u2800riet Pemb\u2028erton in Stock\u2029port."),
    ("a3", "A", "en", "Yesterday I met Har-\nriet Pemb-\r\nerton in Stock-\nport."),
    ("a4", "A", "en", "Yesterday I met H a r r i e t  P e m b e r t o n in S t o c k p o r t."),
    ("a5", "A", "en", "Yesterday I met \u202eteirraH\u202c \u202enotrebmeP\u202c in \u202etropkcotS\u202c."),
    ("b0", "B", "sv", "Hej! Jag heter K a r i n  L u n d q v i s t och jag bor i H u d i k s v a l l."),
    ("c0", "C", "sv", "Jag heter Wang Wei (王伟). Jag bor i Göteborg men kommer från 成都."),
    ("d0", "D", "sv", "Jag heter Ivan Petrov. På ryska skriver jag mitt namn Иван Петров. "
                      "Jag kommer från Новосибирск."),
    ("e0", "E", "sv", "Jag heter Mohammed Haddad, på arabiska محمد حداد. Jag kommer från حلب."),
    ("f0", "F", "en", "My name is Yiannis Papadopoulos, in Greek Γιάννης Παπαδόπουλος, from Θεσσαλονίκη."),
]
_HIDDEN_NAMES = ["harriet", "pemberton", "stockport", "karin", "lundqvist", "hudiksvall", "王伟", "成都", "иван",
                 "петров", "новосибирск", "محمد", "حداد", "حلب", "γιάννης", "παπαδόπουλος", "θεσσαλονίκη"]


def test_names_hidden_by_separators_line_breaks_spacing_overrides_or_scripts_are_not_released(tmp_path: Path) -> None:
    """Review 13, findings 5, 9 and 15: each of these was released readable with 'leak check passed'."""
    from workbench.io import read_corpus
    from workbench.normalize import normalize
    from workbench.pseudonymize.matcher import closed_up

    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps({"essay_id": i, "learner_id": lr, "language": lang, "text": t},
                                      ensure_ascii=False) + "\n" for i, lr, lang, t in _HIDDEN), encoding="utf-8")
    pseudonymize_corpus(read_corpus(src), tmp_path / "out", seed=1, passphrase=None)  # the leak check passes
    for path in sorted((tmp_path / "out" / "release").glob("*.txt")):
        shown = closed_up(normalize(path.read_text(encoding="utf-8")).text).casefold()
        assert [n for n in _HIDDEN_NAMES if n in shown] == [], path.name


def test_a_listed_name_in_an_essay_id_no_text_holds_is_a_warning_that_does_not_show_it(tmp_path: Path) -> None:
    essays = [Essay("Karin_Lundqvist_uppsats", "L1", "Jag gillar fotboll och musik.", "sv"),
              Essay("SAM_A2_03", "L2", "Jag gillar att läsa böcker.", "sv")]
    summary = pseudonymize_corpus(Corpus.of(essays), tmp_path / "out", seed=1, passphrase=None)
    warned = [p for p in summary.problems if "first-name or surname list" in p]
    assert len(warned) == 1 and warned[0].startswith("essay 1 of the input") and "Karin" not in warned[0]


@pytest.mark.parametrize("sep", ["\u2009", "\u202f", "\u2028", "\u2029"])
def test_a_name_before_a_wider_separator_is_replaced_not_glued_to_the_next_word(tmp_path: Path, sep: str) -> None:
    # review 19: normalize joined these, "Harriet\u2028and" became "Harrietand", and the name was released
    from workbench.io import read_corpus

    texts = [("e1", "en", f"Yesterday I met Harriet{sep}and we went to Stockport{sep}where it rained."),
             ("s1", "sv", f"Igår träffade jag Karin{sep}och hennes bror i Sundsvall{sep}men de bor i Kiruna.")]
    src = tmp_path / "in.jsonl"
    src.write_text("".join(json.dumps({"essay_id": i, "learner_id": i, "language": lang, "text": t},
                                      ensure_ascii=False) + "\n" for i, lang, t in texts), encoding="utf-8")
    pseudonymize_corpus(read_corpus(src), tmp_path / "out", seed=1, passphrase=None)
    for path in sorted((tmp_path / "out" / "release").glob("*.txt")):
        out = path.read_text(encoding="utf-8")
        assert not {"Harriet", "Stockport", "Karin", "Sundsvall"} & set(out.replace(sep, " ").split()), out
        assert f"{sep}and " in out or f"{sep}och " in out  # the next word is still there, apart


_ALONE = [  # (essay id, language, text): each its own learner's, the name known nowhere else
    ("s1", "sv", "Jag heter Ka\u2009rin."),
    ("s2", "sv", "Min vän heter Em-\nma och hon bor här."),
    ("e1", "en", "My friend Har\u2009riet lives here."),
    ("e2", "en", "My friend Har\u2028riet lives here."),
    ("s3", "sv", "Hon heter \u202enotrebmeP teirraH\u202c och bor här."),
    ("s4", "sv", "Igår träffade jag \u202enotrebmeP teirraH\u202c på stan."),
    ("e3", "en", "Yesterday I met \u202enotrebmeP teirraH\u202c in town."),
    ("e4", "en", "Yesterday I met \u2067\u202enotrebmeP teirraH\u2069 in town."),
    # an embedding or isolate turns no Latin letter (UAX #9; tests/test_normalize.py): the name shown is the one read
    ("s5", "sv", "Hon heter \u202bHarriet Pemberton\u202c och bor här."),
    ("e5", "en", "Yesterday I met \u2067Harriet Pemberton\u2069 in town."),
    # an empty isolate or embedding inside the override ended its run at their pop (safety21)
    ("s6", "sv", "Hon heter \u202e\u2066\u2069notrebmeP teirraH\u202c och bor här."),
    ("e6", "en", "Yesterday I met \u202e\u202a\u202cnotrebmeP teirraH\u202c in town."),
]
_ALONE_NAMES = ["karin", "emma", "harriet", "pemberton"]


_SHOWN = [  # (essay id, text, the words a reader sees: python-bidi 0.6.12, and parts of them read before the fix),
    # each its own learner's (review 28)
    # a PDF closed the isolate opened inside the override: the isolate's rest was turned, the place released
    ("a1", "Igår träffade jag \u202e\u2067Harriet\u202c Pemberton\u2069\u202c på bussen.", ["Harriet", "Pemberton"],
     []),
    ("a3", "Jag bor i \u202e\u2066Göteborg\u202c och Uppsala\u2069\u202c med familjen.", ["Göteborg", "Uppsala"], []),
    # two runs parted by a doubled PDF were read apart, as 'rietHar'
    ("d1", "Sedan kom \u202eteir\u202c\u202c\u202eraH\u202c också och vi åt glass.", ["Harriet"], ["riet", "Har"]),
    # the white space at the line's end was turned with an override never closed: the name read split
    ("b1", "Igår träffade jag Harriet Pemb\u202enotre \nPå bussen.", ["Harriet", "Pemberton"], ["Pemb", "erton"]),
    ("b2", "Jag bor i Upp\u202ealas \nmed familjen.", ["Uppsala"], ["Upp", "sala"]),
    # a PDI that closes no isolate ended the override's run: the name was read as stored, turned
    ("c1", "Sedan kom \u202e\u2069teirraH\u202c också och vi åt glass.", ["Harriet"], []),
]


@pytest.mark.parametrize(("essay", "text", "names", "parts"), _SHOWN)
def test_a_name_a_reader_sees_under_overrides_is_read_and_replaced(tmp_path: Path, essay: str, text: str,
                                                                   names: list[str], parts: list[str]) -> None:
    from workbench.io import read_corpus
    from workbench.normalize import normalize

    assert all(n in normalize(text).text.split() for n in names)  # read as shown
    src = tmp_path / f"{essay}.jsonl"
    src.write_text(json.dumps({"essay_id": essay, "learner_id": essay, "language": "sv", "text": text},
                              ensure_ascii=False), encoding="utf-8")
    pseudonymize_corpus(read_corpus(src), tmp_path / "out", seed=1, passphrase=None)
    out = normalize((tmp_path / "out" / "release" / f"{essay}.txt").read_text(encoding="utf-8")).text.casefold()
    read = {w.casefold() for n in names + parts for w in (n, n[::-1])}
    assert not read & set(re.findall(r"[^\W\d_]+", out)), out  # nor reversed, nor a part of it


def test_a_name_split_or_turned_known_nowhere_else_is_not_released(tmp_path: Path) -> None:
    from workbench.io import read_corpus
    from workbench.normalize import normalize
    from workbench.pseudonymize.matcher import closed_up

    for i, lang, t in _ALONE:  # one corpus each: no other essay makes the name known
        src = tmp_path / f"{i}.jsonl"
        src.write_text(json.dumps({"essay_id": i, "learner_id": i, "language": lang, "text": t}, ensure_ascii=False),
                       encoding="utf-8")
        pseudonymize_corpus(read_corpus(src), tmp_path / i, seed=1, passphrase=None)
        out = (tmp_path / i / "release" / f"{i}.txt").read_text(encoding="utf-8")
        shown = closed_up(normalize(out, closed=True).text).casefold()
        assert [n for n in _ALONE_NAMES if n in shown or n[::-1] in shown] == [], out
        assert not set(out) & set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"), out  # shown as read
