"""Family members and friends (guidelines 003, section 15: <fam>), only when they are the writer's: after a
first-person possessive ("min mamma", "mina barn", "my brother", "min lilla bror"), counted ("fem bröder och
fyra systrar", "two sisters"), after "jag har"/"I have", or bare in a sentence about the writer
("Mamma och jag ..."), and after 'din' in a letter or 'hans'/'hennes' in an essay about the writer's own people
("min bror Hiwa och hans fru"). "Mamma Mia" (a title), "hennes mamma" in an essay about a film, "två
bröder" in a sentence about a book's characters and "Barn behöver ..." are left alone.

Mark-only: the span is flagged for a reviewer and never replaced.
"""

from __future__ import annotations

from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import GREETINGS
from workbench.model import Span
from workbench.resources.marks import SentenceView, lexicon, sentence_view
from workbench.resources.wordlists import word_list
from workbench.text import Doc

__all__ = ["FamilyDetector"]


@register
class FamilyDetector(Detector):
    """Family and friend words about people related to the writer."""

    name = "fam"

    def detect(self, doc: Doc) -> Iterator[Span]:
        lex, view = lexicon(doc.lang), sentence_view(doc)
        words, tokens = view.lowers, doc.tokens
        possessive, block, have = lex.word("possessive"), lex.word("block"), lex.word("have")
        letter_own: tuple[bool, bool] | None = None  # computed when a family word needs it
        for i in doc.positions(lex.family):
            (kind, needs), a = lex.family[words[i]], view.bounds[view.sentence_of[i]][0]
            owner = None
            for j in range(i - 1, max(a, i - 4) - 1, -1):  # "min (lilla) bror", "min mamma och pappa"
                if words[j] in block:
                    break
                if words[j] in possessive:
                    owner = j
                    break
            if owner is not None and (needs != "strict" or owner == i - 1):
                counted = i - 1 > owner and (words[i - 1] in lex.word("count") or words[i - 1].isdigit())
                yield self.span(tokens[i - counted].start, tokens[i].end, "fam",  # "mina (två) barn"
                                f"family word after '{words[owner]}'", "possessive", pattern="possessive",
                                trigger=words[owner], kind=kind)
                continue
            near = None
            if _NEAR.intersection(words[max(a, i - 2) : i]):
                if letter_own is None:
                    letter_own = _letter_and_own(doc, view, possessive, lex.family)
                near = _near_owner(view, i, a, *letter_own)
            if near is not None:
                yield self.span(tokens[i].start, tokens[i].end, "fam", f"family word after '{words[near]}', "
                                "someone the writer writes about", "near_possessive", pattern="near",
                                trigger=words[near], kind=kind)
                continue
            if needs == "strict" or any(words[j] in block for j in range(max(a, i - 3), i)):
                continue
            about = view.about[view.sentence_of[i]]
            prev = words[i - 1] if i > a else ""
            story = about != "first" and doc.pack.story(view, view.sentence_of[i])
            if about and not story and (prev in lex.word("count") or prev.isdigit() and 1 < int(prev) < 40):
                yield self.span(tokens[i - 1].start, tokens[i].end, "fam", "number of family members", "count",
                                pattern="count", about=about, kind=kind)
            elif about == "first" and have.intersection(words[max(a, i - 3) : i]):
                yield self.span(tokens[i].start, tokens[i].end, "fam", f"family word after "
                                f"'{next(x for x in words[max(a, i - 3) : i] if x in have)}'", "after_have",
                                pattern="have", about=about, kind=kind)
            elif about == "first" and needs == "any" and not _title(doc, i):
                yield self.span(tokens[i].start, tokens[i].end, "fam",
                                "family word in a sentence about the writer", "bare", pattern="bare", about=about,
                                kind=kind)


#: second- and third-person possessives of someone the writer writes to or about ('din mamma', 'hans fru')
_YOUR = frozenset(word_list("second_person_possessives"))
_NEAR = _YOUR | frozenset(word_list("near_possessives"))


def _near_owner(view: SentenceView, i: int, a: int, letter: bool, own: bool) -> int | None:
    """The index of 'din'/'hans'/'hennes' right before family word ``i`` (or one word before: 'hans lilla
    bror') when that person is close to the writer: 'din' in a letter ('din mamma', 'din vän Ahmed'),
    'hans'/'hennes' in an essay that names the writer's own people ('min bror Hiwa och hans fru'), else
    None. 'hennes mamma' in an essay about a film, 'din partner' in advice are left alone."""
    words = view.lowers
    owner = next((j for j in (i - 1, i - 2) if j >= a and words[j] in _NEAR), None)
    if owner is None or owner == i - 2 and not words[i - 1].isalpha():
        return None
    return owner if (letter if words[owner] in _YOUR else letter or own) else None


def _letter_and_own(doc: Doc, view: SentenceView, possessive: frozenset[str], family: dict) -> tuple[bool, bool]:
    """(the essay opens with a greeting, it names a family member or friend of the writer's: 'min bror')."""
    words = view.lowers
    first = next((w for w in words if w[:1].isalpha()), "")
    own = any(x in family for k in doc.positions(possessive) for x in words[k + 1 : k + 3])
    return first in GREETINGS, own


def _title(doc: Doc, i: int) -> bool:
    """True when a capitalized family word looks like part of a name or title ("Mamma Mia")."""
    tok = doc.tokens[i]
    nxt = doc.tokens[i + 1] if i + 1 < len(doc.tokens) else None
    return (tok.is_capitalized and not doc.is_sentence_initial(i)) or (
        nxt is not None and nxt.is_word and nxt.is_capitalized and nxt.start == tok.end + 1)
