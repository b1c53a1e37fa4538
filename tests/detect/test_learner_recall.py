"""Learner-text recall rules, through the whole Swedish pipeline (realistic new sentences): hyphenated
surnames after a first name ('Al-Khatib'), training compounds ('undersköterskeutbildning'),
lakes and hills after 'går på' and streets after a workplace are no institutions, 'Stadsbiblioteket' is a
place, 'ett köpcentrum, det heter X' names a place, a bare 'nummer' with a chain not shaped like a phone is
another number, lower-case local institutions, workplaces, villages and names are found, 'i 7:e månaden'
is a month digit, a month after a preposition inside a sentence is a month."""

from __future__ import annotations

import pytest

from workbench.model import Essay
from workbench.pipeline import detect_corpus


def _found(text: str) -> set[tuple[str, str]]:
    essay = Essay(id="t", learner_id="L", text=text)
    spans = detect_corpus([essay], lang="sv").spans.get("t", [])
    return {(text[s.start : s.end], s.label) for s in spans}


@pytest.mark.parametrize(
    ("text", "expected", "not_expected"),
    [
        # geographic names after a school trigger
        ("På helgerna går vi på Vänersjön och fiskar.", ("Vänersjön", "geo"), ("Vänersjön", "school")),
        ("Varje söndag går jag upp på Södra kungsberget med min hund.", ("Södra kungsberget", "geo"),
         ("Södra", "school")),
        ("Min son går på Tallbackaskolan i Gävle.", ("Tallbackaskolan", "school"), None),
        # numbers after a bare 'nummer'
        ("På Migrationsverket fick jag ett kort, mitt nummer var 27-448193.", ("27-448193", "other_nr_seq"),
         ("27-448193", "phone_nr")),
        ("Mitt nummer är 0736-55 21 09, ring gärna!", ("0736-55 21 09", "phone_nr"), None),
        ("Ring mig på 736 552 109 efter fem.", ("736 552 109", "phone_nr"), None),
        # streets after a workplace, the city's own buildings, names after 'det heter' / 'som heter'
        ("Jag jobbar på Frisör Lotta vid Drottninggatan.", ("Drottninggatan", "place"),
         ("Drottninggatan", "work")),
        ("Efter skolan sitter jag ofta på Stadsbiblioteket och läser.", ("Stadsbiblioteket", "place"), None),
        ("Min fru jobbar på Stadsbiblioteket.", ("Stadsbiblioteket", "work"), None),
        ("Nära oss finns en galleria, den heter Solstaden.", ("Solstaden", "place"),
         ("Solstaden", "firstname_unknown")),
        ("Vi bor i en liten by som heter Ersmark.", ("Ersmark", "city"), ("Ersmark", "firstname_unknown")),
        ("Min kollega heter Zorbak och kommer från Syrien.", ("Zorbak", "firstname_unknown"), None),
        # the school, workplace or village before 'heter' (before, a person's first name and surname: the
        # surrogate read 'Min skola heter Anna Berg')
        ("Min skola heter Sfi Kista.", ("Sfi Kista", "school"), ("Kista", "surname")),
        ("Mitt företag heter Nordic Bygg.", ("Nordic Bygg", "work"), ("Nordic", "firstname_unknown")),
        ("Byn heter Karokh.", ("Karokh", "city"), ("Karokh", "firstname_unknown")),
        # after a preposition the noun is no subject: the teacher is named (review 24: 'heter A-skola')
        ("Läraren på skolan heter Warsame. Warsame är snäll.", ("Warsame", "firstname_unknown"), ("Warsame", "school")),
        ("Jag jobbar i Lund, företaget heter Nordic Bygg.", ("Nordic Bygg", "work"), None),  # review 25: a person
        ("Min kompis heter ju Omar. Det är ju kallt.", ("Omar", "firstname_male"), ("ju", "firstname_unknown")),
        # hyphenated surnames after a first name, training compounds
        ("Vår granne heter Khaled Abu-Zaid och kommer från Gaza.", ("Abu-Zaid", "surname"), None),
        ("Min lärare heter Mona El-Sayed.", ("El-Sayed", "surname"), None),
        ("Min syster har börjat en sjuksköterskeutbildning i Umeå.", ("sjuksköterskeutbildning", "edu"), None),
        ("Omar går en elektrikerutbildning på Komvux.", ("elektrikerutbildning", "edu"), None),
        # a part of the town after 'i <Town>, på'
        ("Nu bor vi i Örebro, på Vivalla, nära skolan.", ("Vivalla", "city"), None),
        ("Jag jobbar i Malmö, på Kavlix sedan i våras.", ("Kavlix", "work"), ("Kavlix", "city")),
        # month digits and month words
        ("Jag kom till Sverige i 4:e månaden 2019.", ("4", "month_digit"), None),
        ("Vi flyttade till Kiruna, i december var det mörkt hela dagen.", ("december", "month_word"), None),
        ("Min bror fyller år i 10:e månaden.", ("10", "month_digit"), None),
    ],
)
def test_learner_rules(text: str, expected: tuple[str, str], not_expected: tuple[str, str] | None) -> None:
    found = _found(text)
    assert expected in found
    if not_expected is not None:
        assert not_expected not in found


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # lower-case local institutions, workplaces, villages and names a review of main found missed (issue 15;
        # these sentences are new): the rules propose them and the shipped model keeps them
        ("Min dotter går på lundqvistskolan i Kalmar.", ("lundqvistskolan", "school")),
        ("Jag jobbade på solbackehemmet i tre år.", ("solbackehemmet", "work")),
        ("Min fru jobbar på willys i centrum.", ("willys", "work")),
        ("På lördagar lånar jag böcker på Kiruna bibliotek.", ("Kiruna bibliotek", "other_institution")),
        ("Jag är volontär på Röda Korset i Kiruna.", ("Röda Korset", "work")),
        ("Jag är medlem i Svenska kyrkan.", ("Svenska kyrkan", "other_institution")),
        ("Min man ber i moskén på rosenlund varje fredag.", ("rosenlund", "city")),
        ("Jag saknar min by zarqaban väldigt mycket.", ("zarqaban", "city")),
        ("jag heter karim hassan och jag bor i falun.", ("hassan", "surname")),
        ("jag heter thanh och min man heter hung.", ("hung", "firstname_unknown")),
        # a common first name in lower case that is also a frequent word, after a naming trigger (review 16)
        ("jag heter per och jag bor i umeå.", ("per", "firstname_unknown")),
        ("min dotter heter liv.", ("liv", "firstname_unknown")),
        ("min pappa heter dag. dag bor i bogota.", ("dag", "firstname_unknown")),  # review 22: released
        # a first name that is a stop word too, alone after 'heter'; a signature after a closing (review 29: released)
        ("Jag heter hans och jag kommer från Tyskland.", ("hans", "firstname_unknown")),
        ("Jag bor i Lund.\nMed vänlig hälsning\nHans B", ("Hans", "firstname_male")),
        ("Jag bor i Lund. Med vänlig hälsning Hans B", ("Hans", "firstname_male")),
        ("min man milos jobbar på bygget.", ("milos", "firstname_male")),
        ("Jag bor i Falun men jag komer från sirien.", ("sirien", "city")),
        # a second review's misses (recall18; new sentences): supine work verbs, an adverb before 'på', a town's
        # church that keeps the sentence's religion mark for the reviewer
        ("Jag har jobbat på Lidl i fyra år.", ("Lidl", "work")),
        ("Min fru har arbetat på ica sedan i våras.", ("ica", "work")),
        ("Min bror bor nu på rosenlund med sin familj.", ("rosenlund", "city")),
        ("Vi går i Avesta kyrka varje söndag.", ("kyrka", "sensitive")),
        # an organisation after a word of membership (the decision keeps it: tests/learn/test_model.py)
        ("Jag hjälper till på Röda Korset varje lördag.", ("Röda Korset", "other_institution")),
        ("På fritiden är jag engagerad i Röda Korset.", ("Röda Korset", "other_institution")),
        # a part of town built of common words after 'bor på' (a third review's sentences)
        ("Jag bor på bredäng.", ("bredäng", "city")),
        ("Vi bodde på brandbergen i fem år.", ("brandbergen", "city")),
        # the writer's own name in lower case that is a Swedish word (the lead's probes, session 21: released)
        ("Jag heter vilja och jag kommer från Syrien.", ("vilja", "firstname_unknown")),
        ("jag heter lycka.", ("lycka", "firstname_unknown")),
        ("Jag heter trivs Swift och jag bor i Lund.", ("trivs", "firstname_unknown")),  # a word, then a surname
        ("Hej! Jag heter vilja Ahmed.", ("vilja", "firstname_unknown")),  # review 45 C3
        # a town in a list after a place trigger: the model dropped the second, which had no trigger of its own
        ("Jag har bott i Lund och Göteborg.", ("Göteborg", "city")),
        ("Jag bor i Stockholm och Göteborg.", ("Göteborg", "city")),
        ("Jag har bott i Lund, Malmö och Göteborg.", ("Göteborg", "city")),
    ],
)
def test_lower_case_recall(text: str, expected: tuple[str, str]) -> None:
    assert expected in _found(text)


@pytest.mark.parametrize(
    "text",
    [
        "I januari är det kallt i Sverige.",
        "Han kom den 3:e månaden.",
    ],
)
def test_general_months_stay(text: str) -> None:
    assert not {label for _, label in _found(text)} & {"month_word", "month_digit"}


def test_general_training_stays() -> None:
    assert not {label for _, label in _found("Sjuksköterskeutbildningen är tre år lång.")} & {"edu"}


@pytest.mark.parametrize(
    ("text", "word", "label"),
    [
        # a third review's sentences: a list's ordinary word after a family word, a shop where the work word does
        # not govern the preposition
        ("min bror gift med en kvinna från Iran.", "gift", "firstname"),
        ("min mor far bor i Iran.", "far", "firstname"),
        ("Jag har jobbat hemma, nu handlar jag på ica.", "ica", "work"),
        # no name after a naming trigger: a filler, the sentence going on, a thing's name, an adjective or a clause
        ("Min dotter heter likadant som min mamma.", "likadant", "firstname"),
        ("Jag hette sara förut.", "förut", "surname"),
        ("Jag heter anna bor i Kista.", "bor", "surname"),
        ("Skolan heter kunskap och framtid.", "kunskap", "firstname"),
        ("Han hette Anders, och ljudet av hans namn är vad jag minns bäst.", "vad", "firstname"),  # SweLL train
        ("Mitt namn är svårt att uttala.", "svårt", "firstname"),
        ("Jag heter väl inte Anna.", "väl", "firstname"),
        ("Jag heter ju Anna.", "ju", "firstname"),
        ("Jag heter idag Anna.", "idag", "firstname"),  # review 44 C3: an adverb before the name
        ("Jag heter fortfarande Anna och jag bor i Lund.", "fortfarande", "firstname"),
        ("Hej! Jag heter typ Sara Ali.", "typ", "firstname"),  # review 46 C1
        ("Hej! Jag heter nämligen Anna Berg.", "nämligen", "firstname"),
        ("Jag bor i Göteborg och Berg är min granne.", "Berg", "city"),  # review 44 C7: a neighbour, no town
        ("Vad heter hans fru?", "hans", "firstname"),
        ("Vad heter hans och hennes barn?", "hans", "firstname"),  # review 30
        ("Vad heter hans Fru?", "hans", "firstname"),
        ("Jag gillar Lund. Kram och hans hund.", "hans", "firstname"),
        ("När jag har jobbat klart brukar jag handla på willys.", "willys", "work"),
    ],
)
def test_ordinary_words_stay(text: str, word: str, label: str) -> None:
    assert not any(found == word and lab.startswith(label) for found, lab in _found(text))
