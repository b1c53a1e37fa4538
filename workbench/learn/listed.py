"""Is a word in the project's name or place lists, in any case? Evidence for the words no rule took.

The rules look names and places up as written ("Baghdad"); a learner writes "baghdad", "peshawar",
"soraya", and those came to the learned decision as words no rule took, with nothing saying that a list
holds them (on held-out SweLL sentences most of the lower-case places it missed were listed). The feature
says which lists hold the lower-cased word (first names, surnames, places), alone and with the word's case;
the model weighs it against the rest (a list also holds "vara" and "stan").
"""

from __future__ import annotations

from functools import cache

__all__ = ["features", "lists_of"]


@cache
def _lists() -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    from workbench import resources as R

    return frozenset(R.first_names()), frozenset(R.surnames()), frozenset(R.places())


def lists_of(word: str) -> str:
    """Which lists hold ``word`` (lower-cased): "f" first names, "s" surnames, "p" places, joined; "-" none."""
    low = word.lower()
    return "".join(tag for tag, words in zip("fsp", _lists(), strict=True) if low in words) or "-"


def features(word: str, case: str) -> list[str]:
    """The feature strings of a candidate's head word."""
    held = lists_of(word)
    return [f"lst={held}", f"case*lst={case}*{held}"]
