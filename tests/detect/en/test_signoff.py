"""Signatures after closings, and a name alone on the last line."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.signoff import EnSignoffDetector


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "Thanks for reading.\n\nBest regards,\nMaria Gonzalez\n",
            {("Maria", "firstname_female"), ("Gonzalez", "surname")},
        ),
        (
            "See you.\nSincerely,\nSofia Rossi\nEmployee number: 4",
            {("Sofia", "firstname_female"), ("Rossi", "surname")},
        ),
        ("Bye.\nCheers,\nKwame Mensah", {("Kwame", "firstname_male"), ("Mensah", "surname")}),
        ("Ok.\nThanks,\nPriya", {("Priya", "firstname_female")}),
        (
            "I learned a lot in this course.\nLinh Nguyen",
            {("Linh", "firstname_female"), ("Nguyen", "surname")},
        ),
        ("Letter text.\nYours faithfully, John Smith", {("John", "firstname_male"), ("Smith", "surname")}),
        # review22 D: a closing after the last full stop, not on a line of its own
        ("she worked in Luton for 30 years. Love, G.", {("G", "initials")}),
        ("I miss you all. Best wishes, Priya", {("Priya", "firstname_female")}),
    ],
)
def test_signatures(text: str, expected: set[tuple[str, str]]) -> None:
    assert expected <= found(EnSignoffDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "Thanks to the course I now think differently about Design.",
        "Best regards to everyone who helped.",
        "The essay ends here.\nThe End",
        "I think so. Love, Actually is a film.",
        "See you all. Thanks, Sweden!",  # review 26: a surname, spread to every essay
        "Thanks,\nSweden",
    ],
)
def test_no_signature(text: str) -> None:
    assert found(EnSignoffDetector(), text) == set()


def test_a_place_after_love_inside_a_sentence_signs_nothing() -> None:
    # review 30: 'I love Paris.' at the text's end was read as a signature, and Paris became a person
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    text = "I live in Leeds. I love Paris."
    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    assert not [s for s in spans if text[s.start : s.end] == "Paris" and s.label.startswith("firstname")]


@pytest.mark.parametrize(("text", "name"), [
    ("I live in Leeds.\nThanks,\nhope", "hope"),  # review 30: released (no list hit in lower case: a common word)
    ("I live in Leeds.\nlove, will xx", "will"),
    ("I live in Leeds.\nBest wishes,\nmark", "mark"),
    ("I liked it.\n\nbye sam", "sam"),  # the lead's probes, session 21: each released
    ("I liked it.\n\nBye; sam", "sam"),
    ("I liked it.\n\nThanks,\nsam\n\nWords: 120", "sam"),
    ("I liked it.\n\nLove,\nyour son sam", "sam"),
    ("I liked it.\n\nThanks,\nsam x0x0", "sam"),
])
def test_a_lower_case_signature_after_a_closing(text: str, name: str) -> None:
    assert any(t == name and label.startswith("firstname") for t, label in found(EnSignoffDetector(), text))


@pytest.mark.parametrize(("text", "names"), [
    ("I liked it.\n\nBest regards,\nsam smith", {"sam", "smith"}),  # the lead's probes, session 21: released
    ("I liked it.\n\nLove,\nsam and tom", {"sam", "tom"}),
    ("I liked it.\n\nThanks,\nxiaoming", {"xiaoming"}),  # no list holds it; rare, alone after a closing's line
])
def test_every_name_of_a_lower_case_signature(text: str, names: set[str]) -> None:
    assert {t for t, _ in found(EnSignoffDetector(), text)} == names


@pytest.mark.parametrize(("text", "names"), [
    ("I liked it.\n\nbye sam smith", {"sam", "smith"}),  # review 42 C5: the end was sought after 'sam'
    ("I liked it.\n\nbye sam and tom", {"sam", "tom"}),
    ("I liked it.\n\nLove,\nyour loving son sam", {"sam"}),  # review 42 C6
    ("I liked it.\n\nLove,\nyour son, sam", {"sam"}),
    ("I liked it.\n\nYours,\nsam", {"sam"}),
    ("I liked it.\n\nKisses,\nsam", {"sam"}),
    ("I liked it.\n\nYour pen pal,\nsam", {"sam"}),
    ("I liked it.\n\nGoodbye,\nsam", {"sam"}),
    ("I liked it.\n\nThanks,\nsam :P", {"sam"}),
    ("I liked it.\n\nGreetings,\nSam", {"Sam"}),
])
def test_signatures_review_42_found_released(text: str, names: set[str]) -> None:
    assert {t for t, _ in found(EnSignoffDetector(), text)} == names


@pytest.mark.parametrize(("text", "names"), [
    ("I liked it.\n\nbye anna", {"anna"}),  # review 43 C2: a town of the lists too, no well-known place
    ("I liked it.\n\nsee you soon david", {"david"}),
    ("I liked it.\n\nThanks\nsam\n\nWords: 120", {"sam"}),  # review 43 C3: a closing with no comma
    ("I liked it.\n\nBest regards\nsam\nclass 9b", {"sam"}),
    ("I liked it.\n\nKind regards\nsam smith\n\nP.S. See you", {"sam", "smith"}),
    ("I liked it.\n\nThanks,\nthandiwe", {"thandiwe"}),  # review 43 C4: a rare name that starts like 'thanks'
    ("I liked it.\n\nThanks a lot,\nsam", {"sam"}),  # review 43 C5
])
def test_signatures_review_43_found_released(text: str, names: set[str]) -> None:
    assert {t for t, _ in found(EnSignoffDetector(), text)} == names


@pytest.mark.parametrize(("text", "names"), [
    ("I liked it.\n\nbye sofia", {"sofia"}),  # review 44 C1: a capital of a million; signs (as 'bye paris' now)
    ("I liked it.\n\nsee you soon victoria", {"victoria"}),
    ("I liked it.\n\nThanks,\nthando", {"thando"}),  # review 44 C2: two letters off 'thanks' is a name
    ("I liked it.\n\nThanks,\nwishva", {"wishva"}),
])
def test_signatures_review_44_found_released(text: str, names: set[str]) -> None:
    assert {t for t, _ in found(EnSignoffDetector(), text)} == names


@pytest.mark.parametrize("text", ["Love\nhope\n\nThe end", "Things I need:\nLove\njoy\nFriends"])
def test_a_list_word_bare_on_its_line_signs_nothing(text: str) -> None:
    """Review 44 C6: 'love', 'best', 'hugs' start lists and poems; without punctuation they sign no name."""
    assert found(EnSignoffDetector(), text) == set()



@pytest.mark.parametrize("text", [
    "The words I live by:\nlove\nhope\nfaith\njoy\n\nThey guide me.",  # review 42 C7: a list, a poem
    "Three things matter.\nLove\ngrace\nand kindness.",
    "I liked the trip.\nThanks\nhope\nyou liked it",
    "My poem\n\nBye\nsummer\nbye\nautumn\nhello winter",
    "I liked it.\nLove,\nxoxoxo",  # review 42 C8: kisses and misspelt closings are no rare names
    "I liked it.\nThanks,\nbyeee",
    "I liked it.\nYours sincerely,\nsincerly",
])
def test_no_signature_review_42_found_taken(text: str) -> None:
    assert found(EnSignoffDetector(), text) == set()


@pytest.mark.parametrize("text", [
    "I live in Leeds.\nThanks,\nhope you like it",
    "I live in Leeds.\nCheers,\nmate",  # an endearment (review 24), a family word: no signature
    "I live in Leeds.\nLove,\nnan xx",
    "I live in Leeds.\nbye summer",  # a common word at the text's end after a farewell with no comma
    "I live in Leeds.\nThanks, xiaoming",  # a rare word no list holds signs only alone after a closing's line
    "I live in Leeds.\nThanks,\nanonymous",  # no rare word
])
def test_a_lower_case_word_after_a_closing_that_is_no_name_signs_nothing(text: str) -> None:
    assert found(EnSignoffDetector(), text) == set()


@pytest.mark.parametrize("text", [
    "I liked the trip a lot.\nTake care,\nsam",  # review 33: each released
    "I liked the trip a lot.\nLove from,\nsam",
    "I liked the trip a lot.\nYour friend,\nsam",
    "I liked the trip a lot.\nBye,\nsam",
    "I liked the trip a lot.\nSee you soon,\nsam",
    "I liked the trip a lot.\nThanks,\nsam xoxo",
    "I liked the trip a lot.\nThanks,\nsam :D",
    "I liked the trip a lot.\nThank you for reading,\nsam",
    "I liked the trip a lot.\nThanks,\nsam x x",  # review 36: kisses and hearts, as many as written
    "I liked the trip a lot.\nThanks,\nsam xx <3",
    "I liked it.\nOk bye,\nSam",  # review 38: released by 805ae16
    "I liked it.\nTake care and see you soon,\nSam",
    "I liked it.\nBye,\nSydney",
    "I liked it.\nBye,\nJordan",
])
def test_a_signature_after_a_closing_of_several_words_or_with_kisses(text: str) -> None:
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    signed = text.rsplit("\n", 1)[1].split()[0]
    assert [s.label for s in spans if text[s.start : s.end] == signed][0].startswith("firstname")


@pytest.mark.parametrize("text", ["Bye bye Paris!", "I liked it.\nBye,\nmate", "Take care of your health.\nMark it.",
                                  "We swam every day.\nBye summer!", "We swam every day.\nBye, summer",  # review 36
                                  "It was fun.\nBye,\nangel xx",  # review 38: a comma was missing here
                                  "I loved the city.\nSee you soon, Paris!", "I loved it.\nBye, China!",
                                  "I loved the city.\nSee you soon Paris!"])
def test_a_closing_that_is_a_word_of_running_text_signs_no_name_without_a_comma(text: str) -> None:
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    assert not [s for s in spans if s.label.startswith("firstname")]


@pytest.mark.parametrize(("text", "name"), [
    ("I liked it.\nTake care, sam", "sam"),  # review 38: released by 805ae16
    ("I liked it.\nBye, sam", "sam"),
    ("I liked it.\nSee you soon, sam!", "sam"),
    ("I liked it.\nBye, john", "john"),  # review 39: released by bb3d285
    ("I liked it.\nbye, jordan", "jordan"),
    ("I liked it.\nBye, Darwin", "Darwin"),
    ("I liked it.\nBye — Sam", "Sam"),
    ("I liked it.\nTake care, Ann!", "Ann"),
    ("I liked it.\nBye! Per", "Per"),  # review 41: released by e8c80a7
    ("I liked it.\nTake care: Will Smith", "Will"),
])
def test_a_name_set_off_on_the_farewell_s_line_signs_it(text: str, name: str) -> None:
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    spans = detect_corpus([Essay("e1", "l1", text, "en")], lang="en").spans["e1"]
    assert [s.label for s in spans if text[s.start : s.end] == name][0].startswith("firstname")
