"""The sign-off's leak check (workbench.review_release) is the one leak check over the exact bytes
``review export`` writes: the same verdict as ``check-release`` and the writer, the same digest as the exported
release/, and a cache per learner that is right when another learner's decisions change what counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.io import read_corpus
from workbench.model import Essay, Span
from workbench.pipeline import ReleaseError, export_release, init_review
from workbench.pseudonymize.key import read_key
from workbench.pseudonymize.leak import Leak, check_release
from workbench.review_release import ReleaseCheck, Verdict
from workbench.store import ReviewStore, StoreError, release_digest

ROOT = Path(__file__).resolve().parents[1]
PASS = "a passphrase long enough"


def resolve_all(store: ReviewStore, action: str = "accept") -> None:
    """Decide every open span (accepting may propose further occurrences: until none is open)."""
    while store.progress().open_spans:
        for essay_id in store.essay_ids():
            for s in store.spans(essay_id):
                if s.status == "open":
                    store.decide(essay_id, s.id, action, "anna")


def agree_with_export(store: ReviewStore, verdict: Verdict, out: Path) -> None:
    """The verdict is the export's: a passing check exports exactly the bytes it checked, and check-release finds
    nothing in them; a failing one is refused by the writer with the very same leaks."""
    if verdict.ok:
        export_release(store, out, passphrase=PASS)
        assert release_digest(out / "release") == verdict.digest
        assert check_release(out / "release", read_key(out / "private" / "key.enc", PASS)) == []
    else:
        with pytest.raises(ReleaseError) as refused:
            export_release(store, out, passphrase=PASS)
        assert f"{len(verdict.leaks)} leak(s)" in str(refused.value)
        for leak in verdict.leaks[:10]:
            assert str(leak) in str(refused.value)
        assert not (out / "release").exists()


@pytest.fixture
def sample_store(tmp_path: Path) -> ReviewStore:
    store = ReviewStore(tmp_path / "review.db")
    init_review(read_corpus(ROOT / "samples" / "corpus"), store)
    return store


def _add_some(store: ReviewStore) -> None:
    """A reviewer's own spans: the first capitalised word of each essay that no span covers, as a surname."""
    for essay_id in store.essay_ids()[::3]:
        text, spans = store.essay(essay_id).text, store.spans(essay_id)
        for k, word in enumerate(text.split(" ")):
            start = len(" ".join(text.split(" ")[:k])) + (1 if k else 0)
            end = start + len(word.rstrip(".,!?:;"))
            if (end - start >= 4 and word[:1].isupper() and word[:end - start].isalpha()
                    and not any(s.span.start < end and start < s.span.end for s in spans)):
                store.add_span(essay_id, start, end, "surname", "anna")
                break


@pytest.mark.parametrize("review", ["accept all", "reject some", "add some"])
def test_the_sign_off_verdict_is_check_release_s_on_the_exported_release(sample_store: ReviewStore, tmp_path: Path,
                                                                         review: str) -> None:
    store = sample_store
    if review == "reject some":
        for essay_id in store.essay_ids()[::2]:
            for s in store.spans(essay_id)[::3]:
                store.decide(essay_id, s.id, "reject", "anna")
    if review == "add some":
        _add_some(store)
    resolve_all(store)
    check = ReleaseCheck()
    verdict = check.run(store)
    assert verdict.ok == (review != "add some")  # "Hans", "Sverige" as surnames: unmarked elsewhere, they leak
    assert verdict.files == len(store.essay_ids()) + 1  # every essay and the review report
    assert verdict.rendered == len(store.essay_ids()) and verdict.open_spans == 0
    again = check.run(store)  # nothing changed: nothing rendered, the same bytes
    assert again.rendered == 0 and again.digest == verdict.digest and again.leaks == verdict.leaks
    fresh = ReleaseCheck().run(store)  # another kernel: the store's cache, the same bytes
    assert fresh.rendered == 0 and fresh.digest == verdict.digest
    agree_with_export(store, verdict, tmp_path / "out")


TEXT_1 = "Jag heter Ali. Min kompis heter Kalle och han bor i Falun."
TEXT_2 = "Jag heter Kalle och jag bor i Falun. Min syster heter Anna."


def two_learners(path: Path) -> ReviewStore:
    store = ReviewStore(path)
    store.add_essays([
        (Essay("a1", "A", TEXT_1, "sv"), [Span(10, 13, "firstname_male", number=1)]),
        (Essay("b1", "B", TEXT_2, "sv"), [Span(10, 15, "firstname_male", number=1),
                                          Span(30, 35, "city", number=1),
                                          Span(TEXT_2.index("Anna"), TEXT_2.index("Anna") + 4, "firstname_female",
                                               number=1)]),
    ])
    return store


def test_a_name_accepted_in_one_learner_leaks_from_another_learner_s_unchanged_text(tmp_path: Path) -> None:
    store = two_learners(tmp_path / "review.db")
    kalle = next(s.id for s in store.spans("b1") if s.span.label == "firstname_male")
    store.decide("b1", kalle, "reject", "anna")  # B's "Kalle" first judged not personal
    resolve_all(store)
    check = ReleaseCheck()
    first = check.run(store)
    assert first.ok  # "Falun" is B's original: in A's essay it is A's text, judged for A
    agree_with_export(store, first, tmp_path / "first")

    store.decide("b1", kalle, "accept", "anna")  # a decision in learner B only
    second = check.run(store)
    assert second.rendered == 1  # B's essay; A's text is the same bytes, but it is checked again
    assert not second.ok and second.digest != first.digest
    assert [(x.essay_id, x.label) for x in second.leaks] == [("a1", "firstname_male")]
    assert "Kalle" not in str(second.leaks[0])  # named by file, offset and label, never by the value
    agree_with_export(store, second, tmp_path / "second")

    store.undo("anna")
    third = check.run(store)
    assert third.ok and third.digest == first.digest


@pytest.mark.parametrize("kernel", ["one object", "a new object each step"])
def test_a_new_name_is_found_in_every_unchanged_text_that_holds_it_with_or_without_earlier_findings(
        tmp_path: Path, kernel: str) -> None:
    """After B's "Kalle" is made a name, only the hits of "Kalle" are judged in A's texts that had no finding
    (a2), a text with findings already (a1: B's "Anna") is checked again in full, and one without "Kalle" (a3)
    keeps its findings: the verdict is the writer's, leak for leak (context included), and undo gives the first."""
    store = ReviewStore(tmp_path / "review.db")
    store.add_essays([
        (Essay("a1", "A", "Jag heter Ali. Anna och Kalle bor i Falun.", "sv"), [Span(10, 13, "firstname_male")]),
        (Essay("a2", "A", "Min kompis Kalle spelar fotboll med Ali.", "sv"), [Span(36, 39, "firstname_male")]),
        (Essay("a3", "A", "Jag tycker om att simma.", "sv"), []),
        (Essay("b1", "B", TEXT_2, "sv"), [Span(10, 15, "firstname_male", number=1), Span(30, 35, "city", number=1),
                                          Span(TEXT_2.index("Anna"), TEXT_2.index("Anna") + 4, "firstname_female",
                                               number=1)]),
    ])
    kalle = next(s.id for s in store.spans("b1") if s.span.label == "firstname_male")
    store.decide("b1", kalle, "reject", "anna")
    resolve_all(store)
    check = ReleaseCheck()
    first = check.run(store)
    assert [(x.essay_id, x.label) for x in first.leaks] == [("a1", "firstname_female")]
    agree_with_export(store, first, tmp_path / "first")

    store.decide("b1", kalle, "accept", "anna")
    second = (check if kernel == "one object" else ReleaseCheck()).run(store)
    assert second.rendered == 1
    assert [(x.essay_id, x.label) for x in second.leaks] == [("a1", "firstname_female"), ("a1", "firstname_male"),
                                                             ("a2", "firstname_male")]
    assert "[FIRSTNAME_FEMALE] och [ORIGINAL]" in second.leaks[0].context  # a1's old finding sees the new name
    agree_with_export(store, second, tmp_path / "second")

    store.undo("anna")
    third = (check if kernel == "one object" else ReleaseCheck()).run(store)
    assert third.leaks == first.leaks and third.digest == first.digest


def test_another_learner_s_new_original_renders_a_learner_again(tmp_path: Path) -> None:
    """A surrogate keeps clear of every original of the corpus: when learner B's new span makes A's surrogate an
    original, A's unchanged essay is rendered anew, exactly as a fresh export renders it."""
    store = ReviewStore(tmp_path / "review.db")
    store.add_essays([(Essay("a1", "A", "Jag heter Anna och jag bor här.", "sv"),
                       [Span(10, 14, "firstname_female", number=1)])])
    check = ReleaseCheck()
    first = check.run(store)
    export_release(store, tmp_path / "first", passphrase=PASS, allow_unresolved=True)
    surrogate = (tmp_path / "first" / "release" / "a1.txt").read_text(encoding="utf-8").split()[2]
    assert surrogate != "Anna"
    text = f"Min vän heter {surrogate}."
    store.add_essays([(Essay("b1", "B", text, "sv"), [])])
    store.add_span("b1", 14, 14 + len(surrogate), "firstname_female", "anna")
    second = check.run(store)
    assert second.rendered == 2  # B's new essay, and A's: its surrogate is now B's original
    export_release(store, tmp_path / "second", passphrase=PASS, allow_unresolved=True)
    assert release_digest(tmp_path / "second" / "release") == second.digest
    again = (tmp_path / "second" / "release" / "a1.txt").read_text(encoding="utf-8").split()[2]
    assert again != surrogate and first.digest != second.digest


def test_another_learner_s_name_across_two_surrogates_renders_a_learner_again(tmp_path: Path) -> None:
    """A's "Jan Eriksson" gets two surrogates side by side; B's new name is what the pair holds across the word
    boundary ("Marjan Eriksson": "jan Erik"), in neither alone. A's unchanged essay is rendered anew with the
    pair drawn apart, exactly as a fresh export renders it, and the release passes (issue 13.4)."""
    tried = 0
    for seed in range(8):
        store = ReviewStore(tmp_path / f"{seed}.db")
        store.add_essays([(Essay("a1", "A", "Jag heter Jan Eriksson och jag bor här.", "sv"),
                           [Span(10, 13, "firstname_male", number=1), Span(14, 22, "surname", number=1)])])
        check = ReleaseCheck(seed=seed)
        check.run(store)
        export_release(store, tmp_path / f"{seed}-first", passphrase=PASS, seed=seed, allow_unresolved=True)
        first, last = (tmp_path / f"{seed}-first" / "release" / "a1.txt").read_text(encoding="utf-8").split()[2:4]
        if not (first.isalpha() and last.isalpha() and len(first) >= 4 and len(last) >= 5):
            continue
        joined = f"{first[-3:]} {last[:4]}"
        store.add_essays([(Essay("b1", "B", f"Min vän heter {joined}.", "sv"), [])])
        store.add_span("b1", 14, 14 + len(joined), "firstname_male", "anna")
        second = check.run(store)
        assert second.rendered == 2 and second.ok  # B's new essay, and A's: the pair now holds B's name
        export_release(store, tmp_path / f"{seed}-second", passphrase=PASS, seed=seed, allow_unresolved=True)
        assert release_digest(tmp_path / f"{seed}-second" / "release") == second.digest
        assert f"{first} {last}" not in (tmp_path / f"{seed}-second" / "release" / "a1.txt").read_text(encoding="utf-8")
        store.close()
        tried += 1
    assert tried >= 2


def test_the_review_report_is_checked_by_the_one_check(tmp_path: Path) -> None:
    store = two_learners(tmp_path / "review.db")
    kalle = next(s.id for s in store.spans("b1") if s.span.label == "firstname_male")
    store.decide("b1", kalle, "reject", "anna")  # else A's unmarked "Kalle" leaks (the test above)
    resolve_all(store)
    falun = next(s.id for s in store.spans("b1") if s.span.label == "city")
    store.decide("b1", falun, "comment", "anna", tag="Com!", text="she means FALUN")  # masked: no leak
    verdict = ReleaseCheck().run(store)
    assert verdict.ok and verdict.files == 3
    agree_with_export(store, verdict, tmp_path / "out")
    report = (tmp_path / "out" / "release" / "review_report.csv").read_text(encoding="utf-8")
    assert report.splitlines()[1] == "b1,2,Com,city 1 at 30,she means [CITY]"

    # check-release reads each comment as its essay's learner's text: B's city in A's comment is A's text
    key = read_key(tmp_path / "out" / "private" / "key.enc", PASS)
    with (tmp_path / "out" / "release" / "review_report.csv").open("a", encoding="utf-8") as f:
        f.write("a1,1,Com,,Falun again\nb1,2,OBS,,Falun again\nb1,2,Com,,Anna and Kalle\n")
    found = check_release(tmp_path / "out" / "release", key)
    assert sorted((x.line, x.essay_id, x.label) for x in found) == [(4, "b1", "city"), (5, "b1", "firstname_female")]
    assert all(x.file.endswith("review_report.csv") for x in found)

    # a comment is read by detection too: A's name in a comment on B's essay is masked as a name ...
    store.decide("b1", falun, "comment", "anna", tag="OBS!", text="the same town as Ali's")
    masked = ReleaseCheck().run(store)
    assert masked.ok
    agree_with_export(store, masked, tmp_path / "masked")
    report = (tmp_path / "masked" / "release" / "review_report.csv").read_text(encoding="utf-8")
    assert "Ali" not in report and report.splitlines()[2] == "b1,2,OBS,city 1 at 30,the same town as [FIRSTNAME_MALE]"


def test_a_comment_s_own_personal_details_are_masked(tmp_path: Path) -> None:
    """Review 14 released a document comment with a personal ID number, a phone number and a name no span held;
    detection reads each comment now, in its essay's language, and masks what a release replaces."""
    store = two_learners(tmp_path / "review.db")
    kalle = next(s.id for s in store.spans("b1") if s.span.label == "firstname_male")
    store.decide("b1", kalle, "reject", "anna")  # else A's unmarked "Kalle" leaks
    resolve_all(store)
    store.decide("b1", None, "document_comment", "anna",
                 text="Hennes riktiga namn är Ebba Lindqvist, personnummer 19900101-1234, tel 0701234567")
    verdict = ReleaseCheck().run(store)
    agree_with_export(store, verdict, tmp_path / "out")
    report = (tmp_path / "out" / "release" / "review_report.csv").read_text(encoding="utf-8")
    for value in ("Ebba", "Lindqvist", "19900101", "1234", "0701234567"):
        assert value not in report


@pytest.mark.parametrize("kernel", ["one object", "a new object each step"])
def test_after_every_decision_the_cached_check_sees_what_a_fresh_export_writes(sample_store: ReviewStore,
                                                                              tmp_path: Path, kernel: str) -> None:
    """Random decisions in every learner (accept, reject, add, undo), a check after each: the incremental
    check's bytes and leaks are those of a fresh export, whatever it re-rendered, whether the check is the same
    object or a new one (a new kernel, from the store's cache and the record of the last check)."""
    import random

    store, rng, check = sample_store, random.Random(7), ReleaseCheck()
    ids = store.essay_ids()
    for step in range(12):
        essay_id = rng.choice(ids)
        spans = store.spans(essay_id)
        action = rng.choice(["accept", "reject", "add", "undo"] if step else ["accept"])
        if action == "undo":
            store.undo("anna")
        elif action == "add":
            text = store.essay(essay_id).text
            words = [(k, k + len(w)) for k, w in ((text.find(w), w) for w in text.split()) if w.isalpha()
                     and len(w) >= 4 and not any(s.span.start < k + len(w) and k < s.span.end for s in spans)]
            if words:
                start, end = rng.choice(words)
                store.add_span(essay_id, start, end, rng.choice(["surname", "city", "firstname_female"]), "anna")
        elif spans:
            store.decide(essay_id, rng.choice(spans).id, action, "anna")
        if kernel != "one object":
            check = ReleaseCheck()
        verdict = check.run(store)
        out = tmp_path / f"step{step}"
        try:
            export_release(store, out, allow_unresolved=True)
        except ReleaseError as refused:
            assert not verdict.ok and f"{len(verdict.leaks)} leak(s)" in str(refused)
            assert all(str(x) in str(refused) for x in verdict.leaks[:10])
        else:
            assert verdict.ok and release_digest(out / "release") == verdict.digest


def test_blind_reviews_render_nothing_and_the_curator_s_decisions_are_seen(tmp_path: Path) -> None:
    """Blind reviews change no released byte (the release is the shared, adjudicated state): nothing is rendered
    for them; the curator's decisions are decisions in the shared state: the learner is rendered anew and the
    other learner's text checked against the new originals."""
    store = two_learners(tmp_path / "review.db")
    for s in store.spans("a1"):
        store.decide("a1", s.id, "accept", "cecilia")
    store.assign(["b1"], ["anna", "bo"], by="lead")
    check = ReleaseCheck()
    first = check.run(store)
    # B's open "Kalle" is replaced (the safe side), so A's unmarked "Kalle" leaks
    assert first.open_spans == 3 and [(x.essay_id, x.label) for x in first.leaks] == [("a1", "firstname_male")]
    for reviewer in ("anna", "bo"):
        for s in store.view("b1", reviewer).spans:
            reject = reviewer == "anna" and s.span.label == "firstname_male"
            store.decide("b1", s.id, "reject" if reject else "accept", reviewer)
        store.decide("b1", None, "status", reviewer, status="reviewed")
    blind = check.run(store)
    assert blind.rendered == 0 and blind.digest == first.digest and blind.leaks == first.leaks
    with pytest.raises(StoreError, match="not adjudicated"):
        export_release(store, tmp_path / "refused", passphrase=PASS)
    for s in store.spans("b1"):  # the curator sides with anna
        store.decide("b1", s.id, "reject" if s.span.label == "firstname_male" else "accept", "cecilia")
    store.decide("b1", None, "status", "cecilia", status="reviewed")
    settled = check.run(store)
    assert settled.rendered == 1 and settled.ok and settled.open_spans == 0 and settled.digest != first.digest
    agree_with_export(store, settled, tmp_path / "out")


def test_review_init_fills_the_cache_and_a_new_check_reads_only_what_changed(tmp_path: Path) -> None:
    """review init renders the release as the check renders it and records the check: a new object (a new kernel)
    renders nothing, then after decisions only the learners decided on, with the verdict a fresh export gives."""
    store = ReviewStore(tmp_path / "review.db")
    init_review(read_corpus(ROOT / "samples" / "corpus"), store)
    first = ReleaseCheck().run(store)
    assert first.rendered == 0 and first.open_spans > 0
    essay_id = store.essay_ids()[1]
    learner = store.essay(essay_id).learner_id
    store.decide(essay_id, store.spans(essay_id)[0].id, "reject", "anna")
    after = ReleaseCheck().run(store)
    assert after.rendered == sum(store.essay(e).learner_id == learner for e in store.essay_ids())
    export_release(store, tmp_path / "out", allow_unresolved=True)
    assert release_digest(tmp_path / "out" / "release") == after.digest and after.ok


def test_a_new_check_keeps_the_recorded_findings_only_where_the_originals_allow(tmp_path: Path) -> None:
    """The record of the last check (its findings per learner) is read by a new object: a decision in learner B
    that makes A's unchanged text leak is found by a new object as by the object that made the record, and a
    record that is not what the check wrote is ignored, never trusted."""
    store = two_learners(tmp_path / "review.db")
    kalle = next(s.id for s in store.spans("b1") if s.span.label == "firstname_male")
    store.decide("b1", kalle, "reject", "anna")
    resolve_all(store)
    assert ReleaseCheck().run(store).ok
    store.decide("b1", kalle, "accept", "anna")
    second = ReleaseCheck().run(store)  # a new kernel: A's findings were recorded under other originals
    assert second.rendered == 1 and [(x.essay_id, x.label) for x in second.leaks] == [("a1", "firstname_male")]
    agree_with_export(store, second, tmp_path / "second")
    again = ReleaseCheck().run(store)  # the record now holds A's leak: it is given back, not dropped
    assert again.rendered == 0 and again.leaks == second.leaks and again.digest == second.digest
    store.undo("anna")
    third = ReleaseCheck().run(store)
    assert third.ok and third.rendered == 1
    settings = ReleaseCheck()._settings
    store.save_release_cache({}, (settings, b"not a record"))
    store.decide("b1", kalle, "accept", "anna")
    assert [(x.essay_id, x.label) for x in ReleaseCheck().run(store).leaks] == [("a1", "firstname_male")]


def test_a_record_ahead_of_the_store_s_log_is_not_trusted(tmp_path: Path) -> None:
    """A record whose log mark the store has not reached (a store copied back from before it) names findings of
    another state: a new check ignores it and finds what a fresh export finds."""
    import json
    import zlib

    store = two_learners(tmp_path / "review.db")
    resolve_all(store)
    settings = ReleaseCheck()._settings
    ReleaseCheck().run(store)
    data = json.loads(zlib.decompress(store.release_checked(settings) or b""))
    fake = Leak("release/a1.txt", 1, "original value (city)", "a1", 0, "city")
    data["learners"] = {x: [digest, [fake.to_dict()]] for x, (digest, _) in data["learners"].items()}
    store.save_release_cache({}, (settings, zlib.compress(json.dumps({**data, "mark": [10**9, 10**9]}).encode())))
    verdict = ReleaseCheck().run(store)
    assert fake not in verdict.leaks
    agree_with_export(store, verdict, tmp_path / "out")
    store.save_release_cache({}, (settings, zlib.compress(json.dumps(data).encode())))  # the same, at its mark
    assert fake in ReleaseCheck().run(store).leaks  # a record at the store's mark is the store's own (derived) data


def test_the_release_cache_bar_of_review_init_counts_each_essay_once(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                                                     ) -> None:
    """review init's "release cache" bar counts essays, once per step (rendering, checking): 22 for the 22 sample
    essays (it read 44: the two steps' counts added up), and so does the check's progress."""
    import re

    corpus = read_corpus(ROOT / "samples" / "corpus")
    store = ReviewStore(tmp_path / "review.db")
    init_review(corpus, store, progress=True)
    bars = re.findall(r"release cache([^|\r\n]*)\|[^|]*\| *(\d+)/(\d+)", capsys.readouterr().err)
    n = len(list(corpus))
    assert bars and {total for _, _, total in bars} == {str(n)}  # 44 before
    assert all(int(done) <= n for _, done, _ in bars)
    assert {what.strip(" :").split(":")[0].strip() for what, _, _ in bars} >= {"rendering", "checking"}
    seen: list[tuple[int, int, str]] = []
    store.decide(store.essay_ids()[0], store.spans(store.essay_ids()[0])[0].id, "reject", "anna")
    ReleaseCheck().run(store, lambda done, total, what: seen.append((done, total, what)))
    mine = sum(store.essay(e).learner_id == store.essay(store.essay_ids()[0]).learner_id for e in store.essay_ids())
    assert {total for _, total, what in seen if what == "rendering"} == {mine}
    assert {total for _, total, what in seen if what != "rendering"} == {n}
    assert all(done <= total for done, total, _ in seen)


def test_warm_up_loads_what_a_new_kernel_s_first_check_reads_without_spacy() -> None:
    """warm_up (for a page's kernel while it opens) leaves the lists the check reads loaded, and neither it nor
    the check imports detection (spaCy: seconds in a new kernel); in a fresh interpreter, as a kernel is."""
    import subprocess
    import sys

    code = ("import sys\n"
            "from workbench.review_release import warm_up\n"
            "warm_up()\n"
            "from workbench import resources as R\n"
            "from workbench.pseudonymize.scope import _common_words, _listed, common_word\n"
            "assert R.places.cache_info().currsize and R.first_names.cache_info().currsize\n"
            "assert _common_words.cache_info().currsize and common_word.cache_info().currsize\n"
            "assert 'spacy' not in sys.modules, 'spacy imported'\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]


def test_the_entries_read_for_the_hits_of_a_changed_value_judge_them_as_all_entries_do() -> None:
    """An unchanged learner's text that had no finding has only the hits of a changed value judged, with only
    the key entries those hits can lie in read from the cache (_Learner.near): at every offset of the text,
    inside a surrogate, across its edges or between two, each original's hit is judged alike with those
    entries and with all of them (a surrogate standing for another entity hides it, one containing its own
    original is a leak, elsewhere the scope decides)."""
    from workbench.pseudonymize.avoid import Avoid
    from workbench.pseudonymize.leak import LeakCheck
    from workbench.pseudonymize.matcher import Hit
    from workbench.review_release import _How, _Learner, _render

    text = "Jag heter Ali Svensson och bor i Falun. Anna och Ali gillar Falun, Borlänge och Mora."
    essay = Essay("a1", "A", text, "sv")
    spans = [Span(10, 13, "firstname_male", number=1), Span(14, 22, "surname", number=1),
             Span(33, 38, "city", number=1), Span(40, 44, "firstname_female", number=1),
             Span(49, 52, "firstname_male", number=1), Span(60, 65, "city", number=1)]
    originals = [(s.label, text[s.start:s.end], "A") for s in spans]
    made = _render(_How("swell", 0, False, False, Avoid(originals)), ([essay], {"a1": spans}, [], originals, "k"))
    cached = _Learner.load("k", made.dump())
    assert cached is not None and isinstance(cached._body, bytes)
    _, target, entries, kept = made.essays[0]
    others = [("surname", e.surrogate, "B") for e in entries] + [("firstname_female", "Mora", "B")]
    check = LeakCheck([*originals, *others])
    judged = 0
    for key in range(len(check.matcher)):
        for start in range(len(target)):
            for end in range(start + 3, min(len(target), start + 12) + 1):
                hits = [Hit(start, end, key)]
                near_entries, near_kept = cached.near(0, hits)
                assert len(near_entries) <= 1
                assert (check.check_text("a1.txt", target, "A", "a1", near_entries, near_kept, only=hits)
                        == check.check_text("a1.txt", target, "A", "a1", entries, kept, only=hits))
                judged += 1
    assert judged > 1000 and isinstance(cached._body, list) and not cached._typed


@pytest.mark.parametrize("kernel", ["one object", "a new object each step"])
def test_a_typed_surrogate_that_becomes_another_learner_s_name_is_a_leak(tmp_path: Path, kernel: str) -> None:
    """A's "Ali" is written as "Kalle" (a surrogate set by a reviewer); when B's "Kalle" is made a name, the
    "Kalle" in A's unchanged texts, which had no finding, is judged again: a name counts across the release, and
    the renderer would never draw another learner's name as a surrogate (workbench.pseudonymize.avoid), so the
    typed one is a leak too, as the writer says, and so is the "Kalle" A wrote."""
    store = ReviewStore(tmp_path / "review.db")
    store.add_essays([
        (Essay("a1", "A", "Jag heter Ali och bor i en by.", "sv"),
         [Span(10, 13, "firstname_male", frozenset({"surrogate=Kalle"}))]),
        (Essay("a2", "A", "Ali har en hund.", "sv"), [Span(0, 3, "firstname_male", frozenset({"surrogate=Kalle"}))]),
        (Essay("a3", "A", "Min kompis Kalle spelar fotboll.", "sv"), []),
        (Essay("b1", "B", TEXT_2, "sv"), [Span(10, 15, "firstname_male", number=1), Span(30, 35, "city", number=1)]),
    ])
    kalle = next(s.id for s in store.spans("b1") if s.span.label == "firstname_male")
    store.decide("b1", kalle, "reject", "anna")
    resolve_all(store)
    check = ReleaseCheck()
    first = check.run(store)
    assert first.ok
    agree_with_export(store, first, tmp_path / "first")
    assert "Kalle" in (tmp_path / "first" / "release" / "a1.txt").read_text(encoding="utf-8")

    store.decide("b1", kalle, "accept", "anna")
    second = (check if kernel == "one object" else ReleaseCheck()).run(store)
    assert second.rendered == 1
    assert [(x.essay_id, x.label) for x in second.leaks] == [("a1", "firstname_male"), ("a2", "firstname_male"),
                                                           ("a3", "firstname_male")]
    assert [x.what for x in second.leaks][:2] == ["a surrogate that holds another original (firstname_male)"] * 2
    agree_with_export(store, second, tmp_path / "second")


def test_a_check_run_on_another_store_starts_afresh_and_does_not_sign_off_a_leaking_store(tmp_path: Path) -> None:
    # review 18: a check run on a clean store A, then handed to B, went on from A's renders and log mark and
    # signed off B, whose release held an original
    from workbench.store import os_account

    clean, leaking = two_learners(tmp_path / "a.db"), two_learners(tmp_path / "b.db")
    kalle = next(s.id for s in clean.spans("b1") if s.span.label == "firstname_male")
    clean.decide("b1", kalle, "reject", "anna")
    for store in (clean, leaking):
        resolve_all(store)
        store.confirm_unopened("anna")
    clean.open_essay("a1", "anna")
    clean.open_essay("b1", "anna")
    assert not ReleaseCheck().run(leaking).ok
    check = ReleaseCheck()
    assert check.run(clean).ok
    with pytest.raises(StoreError, match="found 1 original"):
        leaking.sign_off(os_account(), check)
    assert not check.run(leaking).ok and check.run(clean).ok  # each run on its own store's state
