"""English words that look like names: ordinary words stay words, lone first names stay names.

Through the whole detection (detectors, overlap resolution, consistency), on student-essay sentences first
and court text (TAB) second. A case lists the essay and a word that must (or must not) be flagged as a
person name (any label of kind ``names``).
"""

from __future__ import annotations

import pytest

from workbench import taxonomy
from workbench.model import Essay
from workbench.pipeline import detect_corpus


def _names(text: str) -> list[str]:
    """The text of every person-name span in ``text`` read as English."""
    spans = detect_corpus([Essay("e", "l", text, "en")], lang="en").spans["e"]
    return [text[s.start : s.end] for s in spans if taxonomy.LABELS[s.label].kind == "names"]


STUDENT_NAMES = [
    # lone first names, however common the word
    ("John and I worked on the project.", "John"),
    ("Michael and I interviewed five users.", "Michael"),
    ("Will and I stayed late to finish the slides.", "Will"),
    ("Thanks, Mark", "Mark"),
    ("My teammate Grace said we should start with interviews.", "Grace"),
    ("I showed the prototype to Grace and she liked it.", "Grace"),
    ("After the workshop Mark sent us his notes.", "Mark"),
    ("John's idea was to ask the users first.", "John's"),
    ("David's idea was to ask the users first.", "David's"),
    ("Later Jordan and I tested the second version.", "Jordan"),
    # nationality words and common nouns with strong name evidence
    ("My friend Sami explained the method.", "Sami"),
    ("Sami and I built the prototype.", "Sami"),
    ("Sami's idea was the best one.", "Sami's"),
    ("I worked with Sami Yusuf on the survey.", "Sami"),
    ("Dear Sami, thank you for the feedback.", "Sami"),
    ("My name is German Ramirez and I study design.", "German"),
    ("I interviewed Mr French, the head of the department.", "French"),
    ("Gordon Brown was prime minister.", "Brown"),
    ("Our guest speaker was Paul Law from the city council.", "Law"),
    ("My teacher Mr Brown gave us feedback.", "Brown"),
]

STUDENT_WORDS = [
    # a common word ending in -s is no genitive of a name ('This' of 'Thi', 'Does' of 'Doe')
    ("This is why the project failed.", "This"),
    ("This helped me. After this I felt ready.", "this"),
    ("Does it work? Does the user care?", "Does"),
    ("German law says that a worker has rights.", "German"),
    ("We learned about the Sami people in the north.", "Sami"),
    ("Kurdish culture is rich in music and poetry.", "Kurdish"),
    ("Law students often work long hours.", "Law"),
    ("I read about French cooking and German beer.", "French"),
    ("The German and French teams met in Berlin.", "German"),
    ("She speaks English and a little Kurdish at home.", "English"),
    ("My mother is Irish and my father is Scottish.", "Irish"),
    ("The Brown family next door has a dog.", "Brown"),
]

COURT_WORDS = [
    ("This decision was served on the applicant on 22 May 1998. The court rejected this claim.", "this"),
    ("The applicant relied on the relevant provisions of the Law. Under that law he could appeal.", "law"),
    ("The applicant Sami villages are all situated in the municipality of Härjedalen.", "Sami"),
    ("The applicant was convicted under German law.", "German"),
    ("He was a member of a Kurdish political organisation.", "Kurdish"),
    ("The French authorities refused to extradite him.", "French"),
    ("He was tried by the Diyarbakır Martial Law Court in 1994.", "Law"),
    ("Article 14 of the German Basic Law protects the right to property.", "Law"),
    ("For them there are already available benefits such as One Parent Benefit.", "Parent"),
    ("The Joint Civil Chambers of the Court of Cassation upheld the judgment.", "Chambers"),
    ("He was taken into custody by officers from the Anti-Terrorist Branch.", "Branch"),
]


@pytest.mark.parametrize(("text", "word"), STUDENT_NAMES)
def test_lone_names_in_student_essays_stay_names(text: str, word: str) -> None:
    assert word in _names(text)


@pytest.mark.parametrize(("text", "word"), STUDENT_WORDS + COURT_WORDS)
def test_ordinary_words_are_no_names(text: str, word: str) -> None:
    assert word not in _names(text)


def test_a_name_is_still_spread_to_a_lower_case_occurrence_that_is_no_common_word() -> None:
    text = "My friend Tesfay helped me. Later tesfay and I finished the poster."
    assert _names(text) == ["Tesfay", "tesfay"]
