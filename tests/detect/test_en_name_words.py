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
    ("Thanks, Mark", "Mark"),
    ("My teammate Grace said we should start with interviews.", "Grace"),
]

STUDENT_WORDS = [
    # a common word ending in -s is no genitive of a name ('This' of 'Thi', 'Does' of 'Doe')
    ("This is why the project failed.", "This"),
    ("This helped me. After this I felt ready.", "this"),
    ("Does it work? Does the user care?", "Does"),
]

COURT_WORDS = [
    ("This decision was served on the applicant on 22 May 1998. The court rejected this claim.", "this"),
    ("The applicant relied on the relevant provisions of the Law. Under that law he could appeal.", "law"),
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
