"""Lists of people in one sentence: 'per, liv och bo', 'bill, mark and will', 'jag och liv' (note 27: the members after
the first were released where only a slot before the first one said they were people).

A list here is two to six one-word members joined by a comma, a conjunction or a comma and a conjunction, the last join
a conjunction ('per, liv och bo'; 'bill, mark, and will'), inside one sentence and line. What a member may be is the
caller's (a listed first name, 'jag'); whether the list stands where people stand is the caller's too (its first
member after a verb that meets a person, or 'jag' among them).
"""

from __future__ import annotations

from collections.abc import Callable

from workbench.text import Doc

__all__ = ["name_list"]

#: the conjunctions that join a list's members (Swedish, English)
_CONJUNCTIONS = frozenset({"och", "eller", "and", "or", "&"})
_MOST = 6


def name_list(doc: Doc, i: int, member: Callable[[Doc, int], bool]) -> tuple[list[int], bool] | None:
    """The members of the list that token ``i`` stands in (token indices in order) and whether its last join is a
    conjunction; None when ``i`` stands in no list of two or more members each passing ``member``."""
    if not member(doc, i):
        return None
    members, conj = [i], False
    k = i
    while len(members) < _MOST and (j := _join_before(doc, k)) is not None and member(doc, j[0]):
        k = j[0]
        members.insert(0, k)
    k = i
    while len(members) < _MOST and (j := _join_after(doc, k)) is not None and member(doc, j[0]):
        k, conj = j[0], j[1]
        members.append(k)
    if len(members) < 2:
        return None
    if k == i:  # ``i`` is the last member: the join before it
        conj = _join_before(doc, i)[1]  # type: ignore[index]
    return members, conj


def _join_before(doc: Doc, k: int) -> tuple[int, bool] | None:
    """The member before token ``k`` across one join (its index, whether the join holds a conjunction), or None."""
    toks, j, conj = doc.tokens, k - 1, False
    if j >= 0 and doc.lowers[j] in _CONJUNCTIONS:
        j, conj = j - 1, True
    if j >= 0 and toks[j].text == ",":
        j -= 1
    if j == k - 1 or j < 0 or not toks[j].is_word or doc.is_sentence_initial(k) \
            or "\n" in doc.text[toks[j].end : toks[k].start]:
        return None
    return j, conj


def _join_after(doc: Doc, k: int) -> tuple[int, bool] | None:
    """The member after token ``k`` across one join (as ``_join_before``), or None."""
    toks, j, conj = doc.tokens, k + 1, False
    if j < len(toks) and toks[j].text == ",":
        j += 1
    if j < len(toks) and doc.lowers[j] in _CONJUNCTIONS:
        j, conj = j + 1, True
    if j == k + 1 or j >= len(toks) or not toks[j].is_word or doc.is_sentence_initial(j) \
            or "\n" in doc.text[toks[k].end : toks[j].start]:
        return None
    return j, conj
