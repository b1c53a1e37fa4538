"""Places of general knowledge in Swedish essays: countries and cities a learner gives as examples.

SweLL's guidelines (seed 003) mark a country or a city only when the context ties it to the writer (where
they come from or live, where a family member lives), not in general information about it. Learners who
write about the world give examples: "i utvecklingsländer, t.ex. Bangladesh och Kambodja", "i andra länder,
till exempel i USA eller i Japan", "länder som Norge och Danmark". ``demote_listed`` drops a country, region
or town right after such an example word ("t.ex.", "till exempel", "exempelvis", "bland annat", "såsom",
"länder som" ...), with the places listed after it (joined by ",", "och", "eller", "samt", "&", each perhaps
after "i", "till", "från"), when their sentence holds no word that ties a place to a person: a first-person
or possessive pronoun, a family word, a verb of living, birth, moving or travel ("jag", "min", "hennes",
"mamma", "bor", "född", "kommer", "flyttade" ...). A list with a place a trigger found ("bor i") stays whole.
Lists without an example word stay: SweLL's annotators mark them in learners' own stories ("Ruinen ligger
mellan X och Y"; dropping every list of two places without such a tie lost 8 gold places and 2 false ones in
SweLL's training sentences). With the example word, no gold span of SweLL's training sentences is dropped.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from workbench import taxonomy
from workbench.detect.sv.cited import found_by_trigger
from workbench.model import Span

__all__ = ["demote_listed"]

#: the labels of a country, a region or a town (not of an address: "Storgatan 5, 123 45 Kista")
_PLACES = frozenset({"country", "region", "city", "place"}) & frozenset(taxonomy.LABELS)

#: what joins two places of a list ("Bangladesh och Kambodja", "i Italien eller i Spanien", "Norge, Danmark")
_JOIN = re.compile(r"(?i)\s*(?:,|och|eller|samt|&)\s+(?:(?:i|till|från)\s+)?\Z|\s*,\s*\Z")
#: what introduces examples, right before the first place of a list ("t.ex. Bangladesh", "till exempel i USA")
_EXAMPLES = re.compile(r"(?i)(?:\bt\.\s?ex\.?|\btill exempel|\bexempelvis|\bbland annat|\bbl\.\s?a\.?|\bsåsom|"
                       r"\b(?:länder|land|städer|stad|orter)\s+som)[\s,:]+(?:(?:i|till|från)\s+)?\Z")
#: a word that ties a place to a person in the sentence
_TIE = re.compile(
    r"(?i)\b(?:jag|mig|mej|min|mitt|mina|vi|oss|vår|vårt|våra|hans|hennes|deras|hemland|hemlandet|hemstad|"
    r"hemstaden|hemma|familj|familjen|släkt|släkten|släktingar|mamma|mamman|pappa|pappan|mor|far|föräldrar|"
    r"bror|brodern|syster|systern|barn|son|dotter|fru|man|make|maka|kusin|farmor|farfar|mormor|morfar|vän|"
    r"vänner|kompis|bor|bodde|bott|bosatt|född|födde|föddes|kommer|kom|flyttade|flytta|flyttat|växte|"
    r"uppvuxen|besökte|reste|åkte)\b")
#: the end of a sentence: not the full stops of an abbreviation ("t.ex.", "bl.a.")
_SENTENCE_END = re.compile(r"[!?\n]|(?<=\w\w\w)\.(?=\s|\Z)")


def _sentence(text: str, start: int, end: int) -> str:
    before = max((m.end() for m in _SENTENCE_END.finditer(text, 0, start)), default=0)
    after = _SENTENCE_END.search(text, end)
    return text[before : after.start() if after else len(text)]


def demote_listed(text: str, spans: Sequence[Span]) -> list[Span]:
    """``spans`` without the places of a list in a sentence that ties no place to a person (module docstring)."""
    places = sorted((s for s in spans if s.label in _PLACES), key=lambda s: s.start)
    if not places:
        return list(spans)
    lists: list[list[Span]] = []
    for s in places:
        prev = lists[-1][-1] if lists else None
        if prev is not None and prev.end <= s.start and _JOIN.match(text[prev.end : s.start]):
            lists[-1].append(s)
        else:
            lists.append([s])
    dropped: set[Span] = set()
    for group in lists:
        if not _EXAMPLES.search(text[max(0, group[0].start - 30) : group[0].start]):
            continue
        if any(found_by_trigger(s) for s in group):
            continue
        if not _TIE.search(_sentence(text, group[0].start, group[-1].end)):
            dropped.update(group)
    return [s for s in spans if s not in dropped] if dropped else list(spans)
