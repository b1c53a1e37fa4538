from __future__ import annotations

import hashlib
from pathlib import Path

import pytest

from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.key import MAGIC, Kept, Key
from workbench.pseudonymize.leak import (
    Leak,
    LeakCheck,
    OriginalMatcher,
    check_file_names,
    check_release,
    check_texts,
)
from workbench.pseudonymize.render import KeyEntry

ORIGINALS = [("city", "Borlänge"), ("firstname_male", "Omar"), ("firstname_male", "Ali"), ("phone_nr", "12"),
             ("year", "199"), ("surname", "Öberg")]


def key(originals: list[tuple[str, str]] = ORIGINALS, learner: str = "L", entries: tuple[KeyEntry, ...] = (),
        kept: tuple[Kept, ...] = ()) -> Key:
    """A key whose originals come from essay "src" of ``learner``; release file e1.txt is essay e1 of L."""
    known = tuple(KeyEntry(learner, "src", label, 1, value, "X", 0, 1) for label, value in originals)
    return Key("c", known + entries, {"e1": "e1"}, {"e1": "L", "src": learner}, kept)


def release(tmp_path: Path, text: str, name: str = "e1.txt") -> Path:
    root = tmp_path / "release"
    root.mkdir(exist_ok=True)
    (root / name).write_text(text, encoding="utf-8")
    return root


@pytest.mark.parametrize("text, label", [
    ("Jag bor i Borlänge.", "city"),
    ("Jag bor i BORLÄNGE.", "city"),  # other case
    ("Jag bor i Borlange.", "city"),  # diacritics dropped
    ("Jag bor i Bor\u00adlänge.", "city"),  # a soft hyphen inside
    ("Jag bor i Borla\u0308nge.", "city"),  # NFD
    ("Jag bor i B\u03bfrl\u0430nge.", "city"),  # a Greek omicron and a Cyrillic a (review 13)
    ("Vi gick till Borlängebadet.", "city"),  # inside a longer word
    ("Jag bor i Bor\u200alänge.", "city"),  # a hair space inside (review 13, finding 5)
    ("Jag bor i Bor\u2009län\u202fge.", "city"),  # thin and narrow no-break spaces
    ("Jag bor i Bor\u2800länge.", "city"),  # a Braille blank
    ("Jag bor i Bor\u2028länge.", "city"),  # a line separator
    ("Jag bor i Bor-\nlänge.", "city"),  # hyphenated over a line break
    ("Jag bor i Bor-\r\nlänge.", "city"),
    ("Jag bor i B o r l ä n g e.", "city"),  # letter-spaced (review 13, finding 15)
    ("Jag bor i \u202eegnälroB\u202c.", "city"),  # reversed under a right-to-left override
    ("Hej Omar!", "firstname_male"),
    ("Hej ᴏᴍᴀʀ!", "firstname_male"),  # small capitals (review 62 C4)
    ("Hej 🅞🅜🅐🅡!", "firstname_male"),  # negative circled letters
    ("Hej ⒪⒨⒜⒭!", "firstname_male"),  # parenthesised letters
    ("ali kom sent", "firstname_male"),
    ("Familjen Oberg", "surname"),
    ("github: ali-oberg", "firstname_male/surname"),  # inside a handle: reported once, both labels
])
def test_planted_originals_are_found(tmp_path: Path, text: str, label: str) -> None:
    leaks = check_release(release(tmp_path, "Första raden.\n" + text), key())
    assert len(leaks) >= 1 and leaks[0].line == 2 and leaks[0].essay_id == "e1"
    assert {x.label for x in leaks} <= set(label.split("/")) | {label}
    assert leaks[0].file.endswith("e1.txt") and leaks[0].offset is not None


@pytest.mark.parametrize("text", [
    "Jag bor i Guntorp med Erik.",
    "På sommaren är kvaliteten bra.",  # "Omar" in "sommaren", "Ali" in "kvaliteten": short names need a word
    "Jag har 12 äpplen och 199 kronor.",  # short digit strings are not checked
])
def test_clean_release_passes(tmp_path: Path, text: str) -> None:
    assert check_release(release(tmp_path, text), key()) == []


@pytest.mark.parametrize("originals, text, leaks", [
    ([("city", "Borlänge")], "Jag bor i Borlänge.", 0),  # another learner's place: their text, not a leak
    ([("year", "2019")], "Sedan 2019 bor jag här.", 0),  # another learner's date
    ([("surname", "Öberg")], "Familjen Öberg.", 1),  # names count across the release
    ([("email", "ali@x.se")], "skriv till ali@x.se", 1),  # so do contact values
    ([("firstname_male", "Hans")], "Hans bil är röd.", 1),  # a common-word name, capitalised
    ([("firstname_male", "Hans")], "Jag såg hans bil.", 0),  # ... in lower case: the pronoun
    ([("firstname_male", "hans")], "Jag såg hans bil.", 0),  # written lower case by the other learner only
    ([("firstname_female", "Lara")], "Vi ska lära oss.", 0),  # folded equal, but "lära" is a common word
    ([("firstname_female", "Liv")], "Mitt liv är bra.", 0),  # a Swedish noun too: no leak verdict on it
    ([("firstname_female", "Liv")], "Jag och Liv gick ut.", 1),
    ([("firstname_male", "Per")], "Två gånger per vecka.", 0),
    ([("firstname_male", "Arkan")], "Det ökade markant.", 0),  # inside a common word, in lower case
    # names that are above all Swedish words (resources/sv/words.tsv, name_words), in another learner's lower case:
    # the check refused releases over 'Flaskan är tom.' beside a learner's friend Tom (review 111 C1); a name that is
    # no word counts in lower case as before (review 112 C1: 'kalle', 'sven' were let through by a wider list)
    ([("firstname_male", "Tom")], "Flaskan är tom.", 0),
    ([("firstname_male", "Björn")], "Vi såg en björn.", 0),
    ([("firstname_male", "Tom")], "Jag och Tom gick ut.", 1),
    ([("firstname_male", "Kalle")], "Sedan kom kalle hem.", 1),
    ([("firstname_male", "Vide")], "Igår var jag med vide.", 1),  # rare as a word (review 113 C1)
    ([("firstname_male", "Arkan")], "Jag träffade arkan igår.", 1),  # a name written in lower case
    ([("firstname_male", "Arkan")], "Markant, sa Arkanson.", 1),  # capitalised, inside a longer word
    # inside a longer word, a letter with a diacritic that the name lacks: folding alone made them equal
    ([("firstname_male", "Allan")], "Väderförhållanden är bra.", 0),
    ([("surname", "Jönsson")], "Skriv till annajonsson99.", 1),  # the diacritic dropped: the name
    ([("firstname_male", "Allan")], "Hej Ållan!", 1),  # a whole word: a spelling of the name
    ([("city", "Goteborg")], "Jag bor iGöteborg nu.", 0),  # another learner's place: their text
    ([("firstname_male", "Bjorn")], "Jag och minkompisBjörn spelar.", 1),  # glued, capitalised (review 50 C9)
    # a name after an article counts (review 51 C6: 'the smith family', 'the james family' were released)
    ([("surname", "Smith")], "We visited the smith family.", 1),
    ([("surname", "Thé")], "Jag träffade Thé igår.", 1),  # a name that folds to 'the' (review 55 C7)
    # a name that folds to a function word counts capitalised wherever it stands: at a sentence's opening too it may
    # be the name ('My and I went', 'Stora är en liten stad': reviews 57, 58), so a release with a learner named Thé
    # stops at her 'The' until a reviewer settles it (review 56 C2; the function-word rules of afa27ab and e27a7f8
    # released names and were removed)
    ([("firstname_unknown", "Thé")], "The food was good.", 1),
    ([("firstname_female", "Hân")], "Alla kallar mig bara Han.", 1),
    ([("firstname_unknown", "The")], "The food was good.", 1),  # a name written so: capitalised, it counts
    # a two-word name in lower case: wordfreq finds the phrase "jan erik" as frequent as a common word
    ([("firstname_male", "Jan Erik")], "Jag träffade jan erik igår.", 1),
    ([("firstname_male", "Jan Erik")], "Jag träffade Jan Erik igår.", 1),
    # a genitive in 's is as common a word as its name (session 27: 'his will's terms' took another learner's name)
    ([("firstname_male", "will's")], "His will's terms were clear.", 0),
    ([("firstname_male", "will's")], "Will's mother called.", 1),
    ([("firstname_male", "ahmed's")], "I met ahmed's sister.", 1),
])
def test_scope_of_another_learners_originals(tmp_path: Path, originals: list[tuple[str, str]], text: str,
                                             leaks: int) -> None:
    assert len(check_release(release(tmp_path, text), key(originals, learner="L2"))) == leaks


@pytest.mark.parametrize("value, leaks", [("Hans", 0), ("hans", 1)])
def test_a_common_word_name_in_the_learners_own_essays(tmp_path: Path, value: str, leaks: int) -> None:
    """Lower-case "hans" counts in the learner's own essays only when the learner wrote the name so."""
    assert len(check_release(release(tmp_path, "Jag såg hans bil."), key([("firstname_male", value)]))) == leaks


@pytest.mark.parametrize("value, text, leaks", [
    ("hope", "I hope you like my essay.", 0),  # after a subject pronoun: the word (review 33)
    ("hope", "My hope is that we hope.", 0),  # after a determiner or a pronoun
    ("hope", "Did hope call you?", 1),  # after an auxiliary: a name may stand there ('did mark call you?')
    ("hope", "me and hope went out.", 1),
    ("hope", "I told her, hope is here.", 1),  # punctuation between: no pronoun right before it
    ("dag", "Det var en dag i maj.", 0),
    ("dag", "Hej då från dag.", 1),
    ("hope", "Was it hope who called?", 1),  # a pronoun that opens no clause (review 35)
    ("hope", "I think that hope is right.", 1),
    ("hope", "I know it, and we hope so.", 0),  # a pronoun after a clause opener
    ("will", "It was his will.", 0),  # review 36: 'his' a determiner
    ("dag", "Igår träffade jag dag.", 1),  # Swedish word order: the subject after the verb
    ("dag", "Hon är kär i dag.", 1),
])
def test_a_learner_s_lower_case_common_word_name_after_a_pronoun_or_determiner(tmp_path: Path, value: str, text: str,
                                                                               leaks: int) -> None:
    originals = [("firstname_female" if value == "hope" else "firstname_male", value)]
    assert len(check_release(release(tmp_path, text), key(originals))) == leaks


def test_a_learner_s_own_place_counts_after_a_determiner_though_another_learner_has_that_name(tmp_path: Path) -> None:
    """Review 35: another learner named Paris made this learner's 'the paris nights' no mention of her town
    (while 'paris' was a common word; 'providence' is one: the city of one learner, a name of another)."""
    entries = (KeyEntry("L", "src", "city", 1, "providence", "X", 0, 1),
               KeyEntry("L2", "src2", "firstname_female", 1, "Providence", "X", 0, 1))
    keyfile = Key("c", entries, {"e1": "e1"}, {"e1": "L", "src": "L", "src2": "L2"}, ())
    leaks = check_release(release(tmp_path, "i love my providence. the providence nights are long."), keyfile)
    assert [x.label for x in leaks] == ["city", "city"]


@pytest.mark.parametrize("text, what", [
    (MAGIC.decode() + "garbage", "key file header"),
    ("Han heter A. OBS! kolla", 'review comment "OBS!"'),
    ("Com! stavning", 'review comment "Com!"'),
    ('{"source": [], "target": [], "edges": {}}', "SVALA graph"),
])
def test_material_that_must_not_be_released(tmp_path: Path, text: str, what: str) -> None:
    leaks = check_release(release(tmp_path, text, "notes.md"), key([]))  # a file that is no essay of the key
    assert [x.what for x in leaks if what in x.what]


def test_a_learner_s_own_obs_in_an_essay_is_no_review_comment(tmp_path: Path) -> None:
    """SweLL's train text holds "OBS! Så med teknologen": in an essay's text the marks are the learner's words (a
    surrogate never holds one), as they already were inside a Kaggle or SVALA container; the key header and a
    SVALA graph still count there."""
    assert check_release(release(tmp_path, "Han heter A. OBS! kolla. Com! stavning"), key([])) == []
    leaks = check_release(release(tmp_path, MAGIC.decode() + " OBS!"), key([]))
    assert [x.what for x in leaks] == ["key file header"]


def test_messages_never_show_the_original_nor_a_hash_of_it(tmp_path: Path) -> None:
    text = "Han heter Omar Öberg och bor i Borlänge med Ali."
    leaks = check_release(release(tmp_path, text), key())
    assert [x.label for x in leaks] == ["firstname_male", "surname", "city", "firstname_male"]
    for leak in leaks:
        message = str(leak) + repr(leak.to_dict())
        for value in ("Omar", "Öberg", "Borlänge", "Ali"):
            assert fold(value) not in fold(message)
            for digest in (hashlib.sha256(v.encode()).hexdigest()[:10] for v in (value, fold(value))):
                assert digest not in message
    assert leaks[0].context == "Han heter [FIRSTNAME_MALE] [ORIGINAL] och bor i [ORIGINAL] med [ORIGINAL]."
    assert leaks[0].offset == 10 and str(leaks[0]).startswith(f"{leaks[0].file}:1 (offset 10): original value")


def test_every_file_in_subfolders_is_scanned(tmp_path: Path) -> None:
    """A file that is no essay of the key is text of no known learner: names and contact values count."""
    root = release(tmp_path, "ren text")
    (root / "sub").mkdir()
    (root / "sub" / "notes.md").write_text("a\nb\nÖberg i Borlänge", encoding="utf-8")
    (root / "blob.bin").write_bytes(b"\xff\xfe" + b"Omar")
    leaks = check_release(root, key())
    assert sorted((Path(x.file).name, x.line, x.label) for x in leaks) == [
        ("blob.bin", 1, "firstname_male"), ("notes.md", 3, "surname")]


def test_plain_strings_are_accepted() -> None:
    assert OriginalMatcher(["Borlänge", "ab"]).find("bor i BORLANGE") == ["borlange"]


def test_missing_folder_fails(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        check_release(tmp_path / "nope", key())


def test_leak_str() -> None:
    assert str(Leak("r/e1.txt", 3, "x")) == "r/e1.txt:3: x"


def test_a_surrogate_is_judged_by_the_scope_of_the_originals_it_holds(tmp_path: Path) -> None:
    """'juni' standing for 'maj' is no leak where 'juni' is another learner's date (a date counts in its own
    learner's essays only), and a leak where it is this learner's: the renderer never draws such a surrogate
    (workbench.pseudonymize.avoid), so only a reviewer's typed one can be (review 13 released one)."""
    text = "Den 3 juni och den 4 maj."
    entries = (KeyEntry("L", "e1", "month_word", 1, "maj", "juni", 6, 10),
               KeyEntry("L", "e1", "month_word", 2, "juni", "maj", 21, 24))
    root = release(tmp_path, text)
    moved = tuple(e._replace(essay_id="src") for e in entries)  # the same originals, no surrogates here
    assert len(check_release(root, key([], entries=moved))) == 2
    swapped = check_release(root, key([], entries=entries))  # both months this learner's own
    assert [(x.offset, x.what) for x in swapped] == [(6, "a surrogate that holds another original (month_word)"),
                                                    (21, "a surrogate that holds another original (month_word)")]
    elsewhere = (KeyEntry("M", "src", "month_word", 1, "juni", "mars", 0, 4),
                 KeyEntry("M", "src", "month_word", 2, "maj", "april", 0, 3))
    own = tuple(e._replace(original=o) for e, o in zip(entries, ("oktober", "november"), strict=True))
    assert check_release(root, Key("c", own + elsewhere, {"e1": "e1"}, {"e1": "L", "src": "M"})) == []


def test_a_surrogate_containing_its_own_original_is_reported(tmp_path: Path) -> None:
    entry = KeyEntry("L", "e1", "city", 1, "Borlänge", "Borlängeby", 10, 20)
    leaks = check_release(release(tmp_path, "Jag bor i Borlängeby."), key([], entries=(entry,)))
    assert [x.what for x in leaks] == ["a surrogate that contains its own original (city)"]


def test_an_occurrence_a_reviewer_kept_is_accepted(tmp_path: Path) -> None:
    root = release(tmp_path, "Hans heter Omar. Hans bil är röd.")
    names = [("firstname_male", "Hans")]
    assert [x.offset for x in check_release(root, key(names))] == [0, 17]
    kept = (Kept("e1", 17, 21, "firstname_male", "anna"),)
    assert [x.offset for x in check_release(root, key(names, kept=kept))] == [0]


def test_the_in_memory_api_gives_the_same_verdict(tmp_path: Path) -> None:
    """check_texts (the sign-off's API) over (file, learner, text) and check_release over the written
    files give the same leaks; a LeakCheck built once checks essays one at a time."""
    texts = {"e1.txt": "Omar bor i Borlänge.", "e2.txt": "Omar bor i Borlänge."}
    root = tmp_path / "release"
    root.mkdir()
    for name, text in texts.items():
        (root / name).write_text(text, encoding="utf-8")
    k = key()
    k.learners["e2"] = "L2"
    on_disk = check_release(root, k)
    in_memory = check_texts([(str(root / n), k.learners[n[:2]], t) for n, t in texts.items()], k)
    assert on_disk == in_memory and [(Path(x.file).name, x.label) for x in on_disk] == [
        ("e1.txt", "firstname_male"), ("e1.txt", "city"), ("e2.txt", "firstname_male")]
    check = LeakCheck.of_key(k)
    assert [x.label for x in check.check_text("e2.txt", texts["e2.txt"], "L2", "e2")] == ["firstname_male"]


def test_a_name_in_a_file_name_is_a_leak(tmp_path: Path) -> None:
    """A file's stem is its essay id: a learner's name in it is released as surely as in the text (reviews 13
    and 14: 'Karin_Lundqvist_uppsats.txt' passed every check). Names, contact and ID values count there, as in
    a text of no known learner; the decoded id is read ('G%C3%B6ran' is 'Göran')."""
    root = release(tmp_path, "Jag heter [NAMN].", "Karin_Lundqvist_uppsats.txt")
    (root / "G%C3%B6ran_uppsats.txt").write_text("Inget här.", encoding="utf-8")
    (root / "Borlänge_uppsats.txt").write_text("Inget här.", encoding="utf-8")  # a place: its learner's text only
    names = [("firstname_female", "Karin"), ("surname", "Lundqvist"), ("firstname_male", "Göran"),
             ("city", "Borlänge")]
    leaks = check_release(root, key(names))
    assert sorted((Path(x.file).name, x.label) for x in leaks) == [
        ("G%C3%B6ran_uppsats.txt", "firstname_male"),
        ("Karin_Lundqvist_uppsats.txt", "firstname_female"), ("Karin_Lundqvist_uppsats.txt", "surname")]
    assert all(x.what.endswith("in the file name (rename the essay)") for x in leaks)
    assert all("Karin" not in x.context and "Göran" not in x.context for x in leaks)  # masked, as in a text
    checker = LeakCheck(set(map(lambda n: (n[0], n[1], "L"), names)))
    assert check_file_names(["e1.txt", "sub/e2.svala.json"], checker) == []
    assert [x.label for x in check_file_names(["x~1a2b.txt"], checker, {"x~1a2b": "Karin_x"})] == ["firstname_female"]
    # review 15: a 3-4-letter name (a whole word only) joined by "_", a capital or a digit
    short = LeakCheck({("firstname_female", "Ida", "L"), ("surname", "Berg", "L")})
    for joined in ("Ida_Berg_1.txt", "IdaBerg2.txt", "uppsats_Ida_Berg.txt"):
        assert [x.label for x in check_file_names([joined], short)] == ["firstname_female", "surname"], joined
    assert check_file_names(["Bergen_1.txt", "e2.txt", "idag.txt"], short) == []
    # review 16: two to four capitals are a course code, no name ("SAM_A2_03" for another learner's "Sam")
    codes = LeakCheck({("firstname_male", "Sam", "L"), ("firstname_male", "Per", "L"), ("firstname_male", "Ulf", "L")})
    assert check_file_names(["SAM_A2_03.txt", "KURS_PER3_06.txt", "EN_SAM.txt"], codes) == []
    assert [x.label for x in check_file_names(["Sam_A2.txt", "SVAUlf_03.txt", "Per2019.txt"], codes)] == [
        "firstname_male"] * 3


def test_an_essay_file_name_counts_its_learners_places(tmp_path: Path) -> None:
    """Review 47 C3: 'Kiruna.txt', the file of an essay of the learner whose Kiruna was replaced, passed; the name of
    a file the key knows as an essay is checked against that essay's learner's originals too."""
    k = Key("c", (KeyEntry("L", "Kiruna_1", "city", 1, "Kiruna", "Mora", 10, 14),), {"Kiruna_1": "Kiruna_1"},
            {"Kiruna_1": "L"}, ())
    root = release(tmp_path, "Jag bor i Mora.", "Kiruna_1.txt")
    assert [(Path(x.file).name, x.label) for x in check_release(root, k)] == [("Kiruna_1.txt", "city")]
    check = LeakCheck.of_key(k)
    assert check_file_names(["Kiruna_1.txt"], check) == []  # no learner given: a place of no one's text
    assert [x.label for x in check_file_names(["Kiruna_1.txt"], check, learner_of=k.learner_of)] == ["city"]


def test_an_essay_file_name_in_capitals_counts_its_learners_own_originals() -> None:
    """Review 60 C2: 'LUND_1.txt', 'OMAR_2.txt' passed, their capitals masked as a course code; a code that is the
    learner's own original counts, another learner's 'Sam' in 'SAM_A2_03' still does not (review 16)."""
    entries = (KeyEntry("A", "LUND_1", "city", 1, "Lund", "Mora", 10, 14),
               KeyEntry("B", "OMAR_2", "firstname_male", 1, "Omar", "Ali", 10, 13),
               KeyEntry("D", "e4", "firstname_male", 1, "Sam", "Bo", 10, 12))
    learners = {"LUND_1": "A", "OMAR_2": "B", "SAM_A2_03": "C", "e4": "D"}
    k = Key("c", entries, {e: e for e in learners}, learners, ())
    check = LeakCheck.of_key(k)
    found = check_file_names(["LUND_1.txt", "OMAR_2.txt", "SAM_A2_03.txt"], check, learner_of=k.learner_of)
    assert [(Path(x.file).name, x.label) for x in found] == [("LUND_1.txt", "city"), ("OMAR_2.txt", "firstname_male")]


def test_a_review_mark_in_a_typed_surrogate_counts(tmp_path: Path) -> None:
    """Review 16: a reviewer typed the surrogate "OBS! Kalle" and the release passed, as an essay's own "OBS!" is
    the learner's; inside a surrogate it is the reviewer's and counts."""
    text = "Jag heter OBS! Kalle. OBS! Jag bor här."
    typed = (KeyEntry("L", "e1", "firstname_male", 1, "Omar", "OBS! Kalle", 10, 20),)
    leaks = check_release(release(tmp_path, text), key([], entries=typed))
    assert [x.what for x in leaks] == ['review comment "OBS!"']
    drawn = (KeyEntry("L", "e1", "firstname_male", 1, "Omar", "Kalle", 15, 20),)
    assert check_release(release(tmp_path, text), key([], entries=drawn)) == []


@pytest.mark.parametrize("value", ["Пётр Королёв", "Θεσσαλονίκη", "Harrїet", "Karίn", "Иван", "Borlänge",
                                   "Bjǿrn Ǿstergaard", "Ƀob"])  # review 16: "Ǿ" folds to "ø", then to "o"
def test_the_match_form_of_a_match_form_is_itself(tmp_path: Path, value: str) -> None:
    """Review 15: look-alike letters mapped before folding made "ё", "ί" fold to a Cyrillic "е" and a Greek "ι"
    left as they were, so a value's key was not its own match form; detection, review init and check-release
    crashed with KeyError on such a name. The look-alikes are mapped after folding, and such a name is found."""
    from workbench.pseudonymize.matcher import match_form, match_key

    form = match_key(value)
    assert form is not None and match_form(form)[0] == form
    assert [x.label for x in check_release(release(tmp_path, f"Jag heter {value}."), key([("surname", value)]))] \
        == ["surname"]


@pytest.mark.parametrize(("essay_id", "names"), [
    ("Karin_Lundqvist_uppsats", 2), ("essay-Ida-3", 1), ("IdaBerg2", 1),  # "berg" is a word: mountain
    ("SAM_A2_03", 0), ("KURS_PER3_06", 0), ("EN01-1", 0), ("e12", 0),  # course codes and the tool's ids
    ("Essay_final", 0), ("Summer_holiday", 0), ("Text_Rose", 0), ("uppsats_1", 0),  # common words
])
def test_listed_names_in_an_essay_id(essay_id: str, names: int) -> None:
    """Review 15 (N2): a name in a file name that no essay text holds is in no key; the run warns of it."""
    from workbench.pseudonymize.leak import listed_names_in_id

    assert listed_names_in_id(essay_id) == names


@pytest.mark.parametrize(("name", "found"), [
    ("900512-1234.txt", True),  # a checksum that fails, with the personnummer's '-' (review 74)
    ("900512+1234.txt", True),
    ("9005121232.txt", True),  # a valid checksum
    ("19900512-1030.txt", True),
    ("20190512-1030.txt", False),  # this century's date and a time (review 75 C8)
    ("essay_20190512.txt", False),
    ("199005121234.txt", False),  # no separator, no valid checksum: as the personid detector reads it
])
def test_a_personnummer_in_a_file_name(name: str, found: bool) -> None:
    from workbench.pseudonymize.leak import _personnummer_in

    assert _personnummer_in(name) is found


def test_a_two_letter_name_in_a_file_name_is_named_as_written() -> None:
    from workbench.pseudonymize.leak import LeakCheck, check_file_names

    check = LeakCheck([("firstname_male", "Al", "L1"), ("city", "Lund", "L1")])
    leaks = check_file_names(["AL_1.txt", "Algebra_1.txt"], check, {}, "release", lambda e: e)
    assert [(x.file, x.what.split(" of ")[0]) for x in leaks] == [("release/AL_1.txt", "'AL'")]


def test_known_values_order_their_keys_whatever_the_hash_seed() -> None:
    """Review 81 C6: two keys matching one span ('900572_1234' a form of 19900572-1234 and of 900572-1234) were ordered
    by a set's iteration, so the same corpus and seed rendered it differently in two runs (PYTHONHASHSEED)."""
    import os
    import subprocess
    import sys

    code = ("from workbench.pseudonymize.scope import KnownValues; print(KnownValues(["
            "('personid_nr', '19900572-1234', 'L1'), ('other_nr_seq', '9005721234', 'L1'), "
            "('personid_nr', '900572-1234', 'L1'), ('firstname_female', 'Anna', 'L2')]).matcher.keys)")
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": str(seed)}).stdout for seed in (1, 2, 3)}
    assert len(runs) == 1, runs
