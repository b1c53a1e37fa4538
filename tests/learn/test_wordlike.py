"""Misspelt and compounded common Swedish words are no names: the step "decide" does not add them (words
from held-out SweLL sentences where it did, and names it must still be able to add)."""

from __future__ import annotations

import pytest

from workbench.learn import decide
from workbench.learn.wordlike import compounded, misspelt


@pytest.mark.parametrize("word", ["keffe", "bonder", "billjeter", "Vinntern"])
def test_misspelt_common_words(word: str) -> None:
    assert misspelt(word)


@pytest.mark.parametrize("word", ["Gymnasiumutbildning", "Familjekärlek", "textilproduktion"])
def test_compounds_of_common_words(word: str) -> None:
    assert compounded(word)


@pytest.mark.parametrize("word", ["soraya", "baghdad", "Ahmed", "kaffe", "Irzael", "Tveitvollen", "stan"])
def test_listed_common_short_and_unlike_words_are_neither(word: str) -> None:
    assert not misspelt(word) and not compounded(word)


class _Table:
    def get(self, word: str) -> tuple[int, int, int]:
        return (0, 0, 0)


@pytest.mark.parametrize(
    ("word", "kind"),
    [
        ("keffe", decide._NEVER),  # lower case and misspelt: never added
        ("Gymnasiumutbildning", decide._NOT_INITIAL),  # capitalised compound: a name only within a sentence
        ("Vinntern", decide._NOT_INITIAL),
        ("Irzael", decide._ALWAYS),  # unlike any word: the model decides, wherever it stands
        ("behruz", decide._ALWAYS),
        ("baghdad", decide._ALWAYS),  # lower case, known to wordfreq (which folds case) as a listed place or name
        ("tuomas", decide._ALWAYS),
        ("gamal", decide._NEVER),  # listed, but one edit from a common word ("gammal"): a learner's misspelling
        ("sakar", decide._NEVER),
        ("jar", decide._NEVER),  # listed, but short
        ("kaffe", decide._NEVER),  # a common word
        ("STAN", decide._NEVER),  # ALL CAPS: capitals say nothing ("Paek'ak STAN", held out)
        ("AXUNDOV", decide._NEVER),
        ("T:ex", decide._NEVER),  # an abbreviation with a colon ("Som T:ex.", held out)
        ("Sfi2", decide._NEVER),  # a code
        # a very frequent word (Zipf 6 or more), capitalised where a learner left out a full stop ("Burocentrum 7
        # Vi har", "Mina första intryck Därför att": SweLL's train text), is never added; a common first name is
        ("Vi", decide._NEVER),
        ("Därför", decide._NEVER),
        ("Man", decide._NEVER),
        ("Per", decide._NOT_INITIAL),
        ("Eva", decide._NOT_INITIAL),
    ],
)
def test_what_the_decision_makes_a_candidate(word: str, kind: int) -> None:
    assert decide._generated_kind(word, "sv", _Table()) == kind
