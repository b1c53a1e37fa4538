"""Names from the lists and from triggers: capitalisation, inflection, gender, common-word traps."""

from __future__ import annotations

import pytest

from workbench.detect.neutral.names import NameDetector
from workbench.detect.neutral.triggers import TriggerDetector
from workbench.detect.steps.resolve import resolve_overlaps
from workbench.text import parse


def found(text: str, lang: str = "sv") -> dict[str, tuple[str, frozenset[str]]]:
    doc = parse(text, lang)
    spans = resolve_overlaps([*NameDetector().detect(doc), *TriggerDetector().detect(doc)])
    return {s.text(text): (s.label, s.attributes) for s in spans}


@pytest.mark.parametrize(
    ("text", "word", "label"),
    [
        ("Jag heter Erik Olsson.", "Erik", "firstname_male"),
        ("Jag heter Erik Olsson.", "Olsson", "surname"),
        ("Jag heter Amina Warsame.", "Warsame", "surname"),
        ("Igår träffade jag Anna på stan.", "Anna", "firstname_female"),
        ("Min syster Kim bor här.", "Kim", "firstname_female"),
        ("Min bror Kim bor här.", "Kim", "firstname_male"),
        ("Vi var hemma hos Kim igår.", "Kim", "firstname_unknown"),
        ("jag heter ahmed och jag är trettio år.", "ahmed", "firstname_male"),
        ("Mitt namn är hodan.", "hodan", "firstname_female"),
        ("Igår ringde Yonas till mig.", "Yonas", "firstname_male"),
        ("Jag och Fatima lagade mat.", "Fatima", "firstname_female"),
        ("Jag heter Xylofina Brumbergsson.", "Xylofina", "firstname_unknown"),
        ("Jag heter Xylofina Brumbergsson.", "Brumbergsson", "surname"),
        ("jag heter zorblat.", "zorblat", "firstname_unknown"),
        ("Min kompis Trollan kommer snart.", "Trollan", "firstname_unknown"),
        ("Min fru Lisa lagar mat.", "Lisa", "firstname_female"),
        ("Igår pratade jag med Johansson.", "Johansson", "surname"),
        ("Sedan kom Hans och Maria.", "Hans", "firstname_male"),
        ("Hej Erik!", "Erik", "firstname_male"),
        ("My name is John Smith.", "John", "firstname_male"),
        ("My name is John Smith.", "Smith", "surname"),
        ("Yesterday I met my friend Sarah.", "Sarah", "firstname_female"),
        ("I work with Mohammed every day.", "Mohammed", "firstname_male"),
        ("My name is tesfay.", "tesfay", "firstname_male"),
        # a trigger that names the surname: before, 'efternamn är' was none, and "Al-Rashid" went out as a city
        ("Mitt efternamn är Al-Rashid.", "Al-Rashid", "surname"),
        ("Mitt förnamn är Xylofina.", "Xylofina", "firstname_unknown"),
        ("My surname is Pemberton.", "Pemberton", "surname"),
        ("My last name is Okonkwo-Adeyemi.", "Okonkwo-Adeyemi", "surname"),
        ("Mitt efternamn är Ali.", "Ali", "surname"),  # a first-name list's word, named a surname
        # a double first name no list holds, both parts first names (before: English missed it)
        ("I met Ana-Maria yesterday.", "Ana-Maria", "firstname_female"),
        ("Jag träffade Sara-Li igår.", "Sara-Li", "firstname_female"),
    ],
)
def test_names_found(text: str, word: str, label: str) -> None:
    assert found(text, "en" if text.startswith(("My", "I ", "Yes")) else "sv")[word][0] == label


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Eriks bok ligger här.", "Eriks"),
        ("Jag lånade Annas cykel.", "Annas"),
        ("I borrowed John's bike.", "John's"),
    ],
)
def test_genitive(text: str, word: str) -> None:
    label, attrs = found(text, "en" if text.startswith("I ") else "sv")[word]
    assert label.startswith("firstname") and "gen" in attrs


@pytest.mark.parametrize(
    ("text", "word"),
    [
        ("Han tog hans bok.", "hans"),
        ("Vid sjön var det kallt.", "Vid"),
        ("Först åt vi frukost.", "Först"),
        ("Bor du här?", "Bor"),
        ("Hej! Hur mår du?", "Hej"),
        ("Man kan inte veta.", "Man"),
        ("Alla var glada.", "Alla"),
        ("Kan du komma?", "Kan"),
        ("Vi åkte hem.", "Vi"),
        ("Det kostar tio kronor per dag.", "per"),
        ("Jag vill bo i ett hus.", "bo"),
        ("I mars åkte vi.", "mars"),
        ("Jag heter inte så.", "inte"),
        ("The weather in May was fine.", "May"),
        ("I will mark the books.", "mark"),
    ],
)
def test_common_words_not_flagged(text: str, word: str) -> None:
    assert word not in found(text, "en" if text.startswith(("The", "I ")) else "sv")


def test_every_span_has_reason_and_score() -> None:
    doc = parse("Jag heter Erik Olsson och min vän heter Sara.")
    for s in NameDetector().detect(doc):
        assert s.reason and 0 < s.score <= 1 and s.source == "names"


@pytest.mark.parametrize(
    ("text", "lang", "initials"),
    [
        ("Min chef, som alla kallar P-O, säger att jag är duktig.", "sv", "P-O"),
        ("Jag träffade M.K. på kursen.", "sv", "M.K."),
        ("Brevet var från E. Olsson på kontoret.", "sv", "E."),
        ("Best regards,\nChinedu O.", "en", "O."),
        ("Cheers,\nL.F.R.", "en", "L.F.R."),
        # review22 D: the surname initial after a signed first name or initials at the text's end
        ("vi bor på Teleborgsvägen 7. hälsningar /ewa Z", "sv", "Z"),
        ("Vi handlar på Ikea. mvh S-Å N", "sv", "N"),
        ("Vi ses snart! Hälsningar Ewa Z.", "sv", "Z."),
    ],
)
def test_initials(text: str, lang: str, initials: str) -> None:
    from workbench.detect.neutral.names import NameDetector
    from workbench.detect.steps.resolve import resolve_overlaps

    spans = resolve_overlaps(NameDetector().detect(parse(text, lang)))
    assert {s.text(text): s.label for s in spans}[initials] == "initials"


@pytest.mark.parametrize(
    ("text", "lang"),
    [("He moved to the U.S. last year.", "en"), ("A. Inledning", "sv"), ("I. Introduction", "en"),
     ("Jag tycker om vitamin C", "sv"), ("My friend Tom and I", "en"), ("Jag heter Ewa Z och bor i Lund.", "sv")],
)
def test_not_initials(text: str, lang: str) -> None:
    from workbench.detect.neutral.names import NameDetector

    assert all(s.label != "initials" for s in NameDetector().detect(parse(text, lang)))


@pytest.mark.parametrize(
    ("text", "word"),
    [
        # sentence-initial imperative (samples/corpus SV02-2): 'Ring' is also a surname
        ("Säg till om de inte kommer fram. Ring mig på 070-174 06 48 när du kan.", "Ring"),
        # a verb first, a pronoun after it (SweLL): 'Kramar', 'Finns' are in the name lists
        ("Hej Segerstad kommunen !\nKramar dig !", "Kramar"),
        ("Finns det någon som kan hjälpa mig?", "Finns"),
        # a letter's sign-off on its own line: the name on the next line is no neighbour
        ("Vi ses snart!\nKramar\nAnna", "Kramar"),
        # a film title, in quotes or not, and the same title elsewhere in the essay (SweLL)
        ('Filmen " Modig " handlar om en skotsk prinsessa.', "Modig"),
        ("Ett annat verk som tar upp detta tema är filmen Modig .", "Modig"),
        ("I filmen Modig bråkar Merida med sin mamma. Jämförelse mellan Modig och boken är svår.", "Modig"),
    ],
)
def test_capitalised_common_words_not_names(text: str, word: str) -> None:
    assert word not in found(text)


@pytest.mark.parametrize(
    ("text", "word", "label"),
    [
        ("Björn är min bästa vän.", "Björn", "firstname_male"),  # a common name, though also 'bear'
        ("Erik bor i Umeå med sin familj.", "Erik", "firstname_male"),
        ("Mark Levengood är rolig.", "Mark", "firstname_male"),  # a surname after it
        ("Vi ses snart!\nKramar\nAnna", "Anna", "firstname_female"),
        ("Igår läste jag om Modig i tidningen.", "Modig", "surname"),  # mid-sentence: a capital counts
    ],
)
def test_names_in_the_same_positions_kept(text: str, word: str, label: str) -> None:
    assert found(text)[word][0] == label


@pytest.mark.parametrize(
    ("text", "word", "label"),
    [
        # the last of a person's names is the surname even when only the first-name list has it
        ("Hej! Jag heter Rebin Qadir och jag är 27 år.", "Qadir", "surname"),  # samples/corpus SV06-1
        ("Ungefär så tycker också Tuija Nikko trots att hon försvarar svenskan.", "Nikko", "surname"),
        ("I artikeln skriver Cecilia Christner Riad om hur Finland var en del av Sverige.", "Riad", "surname"),
        # a double Swedish first name stays a first name
        ("Igår kom Anna Karin hem från jobbet.", "Karin", "firstname_female"),
    ],
)
def test_surname_at_the_end_of_a_name(text: str, word: str, label: str) -> None:
    assert found(text)[word][0] == label


@pytest.mark.parametrize(("text", "word"), [
    ("I talked to Harriet Pemberton about it.", "Pemberton"),  # Zipf 2.9: in the vocabulary, no surname list's
    ("Yesterday I met Harriet Pemberton-Smith.", "Pemberton-Smith"),
])
def test_an_english_surname_after_a_first_name_that_the_vocabulary_holds_or_hyphenated(text: str, word: str) -> None:
    # before, the first name was replaced and the surname released ("Leigh Pemberton-Smith")
    assert found(text, "en")[word][0] == "surname"


@pytest.mark.parametrize(("text", "word", "lang"), [
    ("Her cousin is Luca McAllister.", "McAllister", "en"),  # Zipf 3.0, capitalised unlike a word
    ("Her cousin is Luca O'Malley.", "O'Malley", "en"),
    ("Her cousin Luca D'Angelo came.", "D'Angelo", "en"),
    ("My friends Siobhan MacLeod and Emma LaRue.", "MacLeod", "en"),
    ("Min kompis heter Luca D'Angelo.", "D'Angelo", "sv"),
])
def test_a_prefixed_surname_after_a_first_name(text: str, word: str, lang: str) -> None:
    # before, the first name was replaced and the surname released
    assert found(text, lang)[word][0] == "surname"


def test_a_prefix_before_a_common_word_is_no_surname() -> None:
    assert "MacBook" not in found("Emma MacBook is new.", "en")  # review 24


@pytest.mark.parametrize(("text", "word", "label"), [
    ("my brother ethan is annoying.", "ethan", "firstname_male"),
    ("me and sophie walked home.", "sophie", "firstname_female"),
    ("sophie and i walked home.", "sophie", "firstname_female"),
    ("hi sophie, how are you?", "sophie", "firstname_female"),
    ("my friend's name is priya patel.", "patel", "surname"),  # 'patel' is in the dictionary's lower case
    ("hi my name is harriet pemberton.", "pemberton", "surname"),  # in no list
])
def test_english_names_in_lower_case_in_a_persons_context(text: str, word: str, label: str) -> None:
    # students write in lower case: these were released
    assert found(text, "en")[word][0] == label


@pytest.mark.parametrize(("text", "word", "lang"), [
    ("I visited my grandma Folake. she lives in Ikeja.", "Folake", "en"),  # 'grandma' was no family word
    ("i live in croydon with my little brother tunde.", "tunde", "en"),  # an adjective between
    ("min lilla syster amina är 5 år.", "amina", "sv"),
])
def test_a_family_members_name_after_a_possessive_and_a_family_word(text: str, word: str, lang: str) -> None:
    # review 22: released
    assert found(text, lang)[word][0].startswith("firstname")


@pytest.mark.parametrize(("text", "word", "lang"), [("my name is Olivia May Jones.", "May", "en"),
                                               ("Jag heter Anna Maj Berg.", "Maj", "sv")])
def test_a_month_or_word_between_a_first_name_and_a_surname_is_a_middle_name(text: str, word: str, lang: str) -> None:
    assert found(text, lang)[word][0] == "middlename"  # review 22: 'May' was released


def test_a_title_after_heter_is_no_first_name() -> None:
    # the first-name list holds 'Doktor' (4 bearers): it was a first name, and another learner's 'doktor' a leak
    # that stopped the release of the corpus (review 22)
    got = found("min rektor heter doktor Anna Berg, hon är snäll.")
    assert "doktor" not in got and got["Anna"][0] == "firstname_female" and got["Berg"][0] == "surname"


@pytest.mark.parametrize(("text", "word", "lang"), [
    ("Hej! Vi ses snart. tack, lisa", "lisa", "sv"),
    ("Hej! Vi ses snart. kram maria :)", "maria", "sv"),
    ("See you soon. thanks, tom", "tom", "en"),  # 'tom' is a word too: the closing at the text's end decides
    ("See you soon. love, sophie xx", "sophie", "en"),
])
def test_a_lower_case_signature_after_a_closing_at_the_texts_end(text: str, word: str, lang: str) -> None:
    # these were released: the signature rules read capitals only
    assert found(text, lang)[word][0].startswith("firstname")


@pytest.mark.parametrize("text", ["I said thanks, will you come?", "Thanks, mark my words, it works.",
                                  "See you soon. love, honey", "See you soon. cheers, mate",  # review 24
                                  "See you soon. love, nan"])
def test_a_closing_inside_the_text_signs_nothing(text: str) -> None:
    assert not found(text, "en")


@pytest.mark.parametrize("text", ["inter alia the court found for him.", "my name is sophie and i am 15.",
                                  "my name is oliver im 14."])
def test_no_lower_case_english_name_without_a_persons_context(text: str) -> None:
    assert set(found(text, "en")) <= {"sophie", "oliver"}


@pytest.mark.parametrize(("text", "word"), [
    ("Yesterday I visited the museum with Emma Colosseum and we liked it.", "Colosseum"),  # a landmark
    ("I went with Emma Acropolis and Emma Kremlin.", "Acropolis"),
    ("I met Harriet Stonehenge and John Louvre.", "Stonehenge"),
    ("We met Emma Louvre there.", "Louvre"),
    ("I talked to Emma Parliament today.", "Parliament"),  # an organisation's head noun
    ("We met Emma Museum there.", "Museum"),
    ("I wrote to Emma Gendarmerie about it.", "Gendarmerie"),
    ("We flew with Emma Alhambra last year.", "Alhambra"),  # a listed place
])
def test_an_english_landmark_place_or_institution_word_after_a_first_name_is_no_surname(text: str, word: str) -> None:
    # leaks20: any rare capitalised word after an English first name was a surname ('Emma Colosseum')
    assert "surname" not in found(text, "en").get(word, ("",))


@pytest.mark.parametrize(("text", "word"), [
    ("Min man heter lamin och han jobbar mycket.", "lamin"),  # the place list's "Lamin", no name list's
    ("Min kompis heter cali.", "cali"),
    ("Min dotter heter Florens.", "Florens"),
])
def test_a_place_list_word_a_naming_trigger_introduces_is_a_name(text: str, word: str) -> None:
    # before, a list word after 'heter' was left to its list, and no place rule names a person: nothing was found
    doc = parse(text)
    assert [s.text(text) for s in TriggerDetector().detect(doc) if s.label.startswith("firstname")] == [word]


@pytest.mark.parametrize(("text", "word", "label"), [
    ("jag heter karim hassan och jag bor i falun.", "hassan", "surname"),  # a surname after a named first name
    ("jag heter karin svensson-öberg och bor i mora.", "svensson-öberg", "surname"),  # before: released
    ("jag heter ali el-amin och kommer från egypten.", "el-amin", "surname"),
    ("Hej talib!", "talib", "surname"),  # after a greeting: no word, a list's name (held out, seed 18: missed)
    ("min man milos jobbar på bygget.", "milos", "firstname_male"),  # a possessive and a family word
    ("jag heter thanh och min man heter hung.", "hung", "firstname_unknown"),  # rare, after 'heter'
])
def test_lower_case_names_in_context(text: str, word: str, label: str) -> None:
    assert found(text)[word][0] == label


@pytest.mark.parametrize(("text", "word"), [
    ("min son erik är fem år.", "erik"),  # Zipf 4.8 as a word (wordfreq folds case), 32,401 bearers
    ("min kusin daniel spelar fotboll.", "daniel"),
    ("min fru marie är lärare.", "marie"),
])
def test_a_common_lower_case_name_after_a_family_word_is_a_name(text: str, word: str) -> None:
    assert found(text)[word][0].startswith("firstname")


@pytest.mark.parametrize(("text", "word"), [
    ("min man sa att det var kallt.", "sa"),  # Zipf 5.6: a word
    ("min bror gift med en svensk.", "gift"),  # Zipf 4.8, but only 111 bearers
    ("min mor far till jobbet.", "far"),
    ("min kusin bror är snäll.", "bror"),  # a family word, though 1,796 bear it as a name
])
def test_a_common_word_after_a_family_word_is_no_name(text: str, word: str) -> None:
    assert word not in found(text)


def test_a_name_apart_from_the_named_one_is_no_surname() -> None:
    assert found("jag heter karim och hassan är min bror.").get("hassan", ("",))[0] != "surname"


@pytest.mark.parametrize(("text", "word"), [("We worked from May-June.", "May-June"), ("It was So-So.", "So-So"),
                                           ("Ha-Ha! Tom-Tom.", "Tom-Tom")])
def test_a_month_range_or_a_doubled_word_is_no_double_first_name(text: str, word: str) -> None:
    assert word not in found(text, "en")  # review 17


@pytest.mark.parametrize("text", ["Hej alla!", "Hej allihopa!", "hej mamma", "Kära farmor!", "Hej bror!", "Hej sol!",
                                  "Jag sa hej sten, och gick.", "Hej tal:",
                                  "Jag behöver:\n- mjölk\n- sten", "Hej!\nMin favoritfärg är:\nrosa",
                                  "Hej!\nMin favoritfärg är\nrosa", "Hej!\nJag bor i ett hus av trä och\nsten",
                                  "Hallå eko!",
                                  "Tja bas!", "Hej lilja!"])  # review 111 C2: names of fewer than 300 bearers
def test_a_word_after_a_greeting_is_no_name(text: str) -> None:
    assert found(text) == {}


@pytest.mark.parametrize(("text", "word"), [
    # listed first names that are words too, addressed by a greeting that opens the line (the lead's probes, session
    # 29: released)
    ("Hej lina,\nHur mår du?", "lina"),
    ("Hej kära rosa!", "rosa"),
    ("Hej tom,\nTack för brevet.", "tom"),
    ("Vi ses!\nhej sten\nHur mår du?", "sten"),
    ("- Hej lina! sa jag.", "lina"),  # review 111 C4: dialogue, a comma after the greeting, a question
    ("Hej, sten!", "sten"),
    ("Hej lina?", "lina"),
    ("Hej lina :)", "lina"),
    ("Hejsan lina och sten!", "sten"),  # a list after a greeting (review 111 C4)
    # other greetings, and a question or wish that opens the message with no mark after the name (the lead's probes,
    # session 30: released; review 111 C2 had kept 'Hej lina hur mår du' a word, but a rope is asked nothing)
    ("Hej lina hur mår du", "lina"),
    ("God morgon lina!", "lina"),
    ("Hej igen lina!", "lina"),
    ("Hey sten!", "sten"),
    ("Tjo lina!", "lina"),
    ("Hej, lina och per!", "lina"),  # 'Hej' is a first name of 6 bearers, no member of the list
    ("hej lina kan du komma?", "lina"),  # review 123 C2
    ("hejsan lina vill du fika?", "lina"),
    ("Tack sten för blommorna!", "sten"),  # thanks greet too (note 29: released)
    # alone on a letter's last line (note 29: released)
    ("Hej!\nJag mår bra.\nSkriv snart!\nbjörn", "björn"),
    ("Tack för brevet.\n/lina", "lina"),
    ("Hej\nsten", "sten"),  # crashed the names detector at 8bb3837 (IndexError)
])
def test_a_name_that_is_a_word_too_after_a_greeting_opening_its_line(text: str, word: str) -> None:
    assert word in found(text)


@pytest.mark.parametrize("text", ["jag heter karin svensson-hej.", "jag heter karin och-så vidare."])
def test_a_lower_case_hyphenated_word_is_a_surname_only_of_listed_or_unknown_parts_after_a_naming_trigger(
        text: str) -> None:
    assert [w for w, (label, _) in found(text).items() if label == "surname"] == []


@pytest.mark.parametrize(("text", "word", "found_"), [
    ("Annas pappa jobbar på sjukhuset.", "Annas", True),  # a first name in the genitive before a family word
    ("Jag pratade med Karins bror igår.", "Karins", True),
    ("Jag var hemma hos Omars familj igår.", "Omars", True),  # any family or friend word (marks/family.tsv)
    ("Annas lilla bror går i min klass.", "Annas", True),  # an adjective of the list between
    ("jag träffade omars fru igår.", "omars", True),  # in lower case, a name that is no word
    ("pers bror bor i Lund.", "pers", False),  # 'per' is a word too
    ("Hans pappa jobbar här.", "Hans", False),  # 'his': no genitive of a name
    ("Boken handlar om Kristinas barn.", "Kristinas", False),  # a story's people (the rule; other evidence may)
    ("Apples familj av telefoner är dyr.", "Apples", False),  # a product family
])
def test_a_name_in_the_genitive_before_a_family_word(text: str, word: str, found_: bool) -> None:
    spans = [s for s in NameDetector().detect(parse(text)) if s.text(text) == word and "before '" in s.reason]
    assert bool(spans) == found_


def test_a_part_of_a_town_before_it_is_no_surname() -> None:
    text = "We grew up in Small Heath, Birmingham."
    assert not [s for s in NameDetector().detect(parse(text, "en")) if s.label == "surname"]


@pytest.mark.parametrize(("text", "name"), [
    ("My name is Tom. i go to Coláiste Chríost Rí in cork and I love it.", "Coláiste Chríost Rí"),  # review 22
    ("Now I go to Scoil Mhuire every day.", "Scoil Mhuire"),
])
def test_a_school_named_by_its_first_word_after_a_place_trigger_is_a_school(text: str, name: str) -> None:
    assert found(text, "en")[name][0] == "school"


@pytest.mark.parametrize(("text", "name"), [
    ("me and my brother jake played football.", "jake"),  # the lead's probes, session 21: released (167 bearers)
    ("my friend luke and my sister chloe came.", "luke"),
    ("my brother hunter likes games.", "hunter"),
    # frequent (Zipf 5 and more), but no word in lower case (resources/common_words_en.tsv, lower = 0): the lead's
    # probes, session 22: released
    ("My brother james is ten years old.", "james"),
    ("my friend david told me.", "david"),
    ("me and john went to the cinema.", "john"),
])
def test_an_english_lower_case_name_after_a_family_word(text: str, name: str) -> None:
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    spans = detect_corpus([Essay("e1", "l1", text, "en")]).spans["e1"]
    assert name in [s.text(text) for s in spans if s.label.startswith("firstname")]


@pytest.mark.parametrize("text", ["My brother drew a picture.", "My friend will come tomorrow.",
                                  "My sister may be late."])
def test_an_english_word_after_a_family_word_stays(text: str) -> None:
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    assert [s.label for s in detect_corpus([Essay("e1", "l1", text, "en")]).spans["e1"]] == ["fam"]
