"""English organisations named after what is said of them: where someone works or studies ('an intern at
Google', 'employed by Acme Widgets', 'volunteers at the Red Cross', 'worked as a dancer for the
Erich-Weinert-Ensemble', 'graduated from Stanford'), what someone
belongs to ('a member of the Green Party', 'membership of the Dev-Yol'), and a kind noun before a name
('the newspaper Hürriyet', 'an illegal organisation, the DHKP-C', 'a company called Domgos'). The name is a
run of capitalised words; a known place, a person's name ('worked for John Smith'), a head noun alone
('a member of Parliament') or a word that only modifies what follows ('a member of the Smith family') is
left alone.
"""

from __future__ import annotations

from collections.abc import Iterator

from wordfreq import zipf_frequency

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.en.org_words import FUNCTION, heads, is_acronym, label_at, name_word, right_edge, supranational
from workbench.model import Span
from workbench.resources.wordlists import word_list, word_map
from workbench.taxonomy import LABELS
from workbench.text import Doc

__all__ = ["EnOrgTriggerDetector"]

#: a word -> the prepositions after which an organisation follows, and the label it gets
_VERBS = {
    **dict.fromkeys("work works worked working job jobs position shift shifts".split(), ({"at", "for"}, "work")),
    **dict.fromkeys("employed hired".split(), ({"by", "at", "with"}, "work")),
    **dict.fromkeys("intern interned internship volunteer volunteers volunteered volunteering".split(),
                    ({"at", "with", "for"}, "work")),
    **dict.fromkeys("employee employees".split(), ({"of", "at"}, "work")),
    **dict.fromkeys("study studies studied studying student".split(), ({"at"}, "school")),
    **dict.fromkeys("graduated graduate".split(), ({"from"}, "school")),
    "enrolled": ({"at", "in"}, "school"),
    **dict.fromkeys("member members membership".split(), ({"of"}, "other_institution")),
}
#: words after which a school follows, in lower case too: 'i go to oakfield academy', 'attends st mary's school'
_GO_TO = frozenset("go goes went going".split())
_GO = _GO_TO | frozenset("attend attends attended attending".split())
#: heads that in lower case name an activity more often than one organisation ('taekwondo club': review 24)
_ACTIVITY_HEADS = frozenset(word_list("activity_heads", "en"))
#: how many words a name in lower case holds before its head noun
_LOWER_WORDS = 3
#: kind nouns right before a name, and the label they give
_KINDS = word_map("org_kind_nouns", "en", values=LABELS)
_WORDS = frozenset(_VERBS.keys() | _KINDS.keys())
_DETERMINERS = set(word_list("determiners", "en"))
_QUOTES = {"“", '"', "‘", "'", "«"}


@register
class EnOrgTriggerDetector(Detector):
    """Organisations after 'works at', 'employed by', 'a member of', 'the newspaper' and the like."""

    name = "en_org_trigger"

    def detect(self, doc: Doc) -> Iterator[Span]:
        toks, lowers = doc.tokens, doc.lowers
        yield from self._going(doc)
        for i in doc.positions(_WORDS):
            if i + 1 >= len(toks):
                continue
            if lowers[i] in _VERBS:
                preps, label = _VERBS[lowers[i]]
                k = self._prep(doc, i, preps)
                if k is None:
                    continue
                j, why = k + 1, f"after '{toks[i].text} ... {toks[k].text}'"
                if j < len(toks) and lowers[j] == "the" and toks[j].text == "the":
                    j += 1
            elif toks[i].text.islower() and (after := self._after_kind(doc, i)) is not None:
                j, label, why = after, _KINDS[lowers[i]], f"after the noun '{toks[i].text}'"
            else:
                continue
            found = self._name(doc, j, after_kind=lowers[i] in _KINDS)
            if found is None and lowers[i] in _VERBS:
                found = _lower_case_name(doc, j)
            if found is not None:
                a, b = found
                yield self.span(toks[a].start, toks[b].end, label_at(doc, i, label), f"organisation {why}",
                                "after_trigger", trigger=lowers[i])

    def _going(self, doc: Doc) -> Iterator[Span]:
        """'i go to oakfield academy', 'she attends st mary's primary school': a school in lower case."""
        toks, lowers = doc.tokens, doc.lowers
        for i in doc.positions(_GO):
            j = i + 2 if lowers[i + 1 : i + 2] == ["to"] and lowers[i] in _GO_TO else i + 1
            if j < len(toks) and lowers[j] == "the":
                j += 1
            found = _lower_case_name(doc, j)
            if found is not None:
                a, b = found
                label = heads().get(lowers[b], "school")
                yield self.span(toks[a].start, toks[b].end, label, f"organisation in lower case after "
                                f"'{toks[i].text}'", "after_trigger", trigger=lowers[i])

    @staticmethod
    def _after_kind(doc: Doc, i: int) -> int | None:
        """Where the name after the kind noun at token ``i`` starts: 'the newspaper X', 'an organisation, the
        X', 'a company called X', 'a club known as X'; None without a determiner before the noun ('After
        school, Ahmed ...' names no school) or with a bare comma after it."""
        if not _DETERMINERS.intersection(doc.words_before(i, 4)):
            return None
        lowers, j = doc.lowers, i + 1
        if j < len(lowers) and lowers[j] == ",":
            if j + 1 >= len(lowers) or doc.tokens[j + 1].text != "the" and doc.tokens[j + 1].text not in _QUOTES:
                return None
            j += 1
        if lowers[j : j + 2] == ["known", "as"]:
            j += 2
        elif j < len(lowers) and lowers[j] in ("called", "named"):
            j += 1
        return j + 1 if j < len(lowers) and doc.tokens[j].text == "the" else j

    @staticmethod
    def _prep(doc: Doc, i: int, preps: set[str]) -> int | None:
        """The preposition right after token ``i``, or after 'as' and up to four lower-case words ('worked as
        a ballet dancer for'), or None."""
        lowers, k = doc.lowers, i + 1
        if k < len(lowers) and lowers[k] == "as":
            k += 1
            while k < len(lowers) and k - i <= 6 and lowers[k] not in preps and doc.tokens[k].text.isalpha() \
                    and doc.tokens[k].text.islower():
                k += 1
        return k if k < len(lowers) and lowers[k] in preps else None

    @staticmethod
    def _name(doc: Doc, j: int, after_kind: bool = False) -> tuple[int, int] | None:
        """First and last token of the organisation's name starting at (or after a quote at) token ``j``.
        After a verb a name followed by a noun only modifies it ('a member of the Smith family'); after a
        kind noun the next word is the verb ('the channel TV3 broadcast')."""
        toks, lowers = doc.tokens, doc.lowers
        if j < len(toks) and toks[j].text in _QUOTES:
            j += 1
        start = j
        if j < len(toks) and toks[j].text == "The" and name_word(doc, j + 1):
            j += 1  # 'The Guardian'
        if not name_word(doc, j):
            return None
        end = j
        while end - start < 5:
            if name_word(doc, end + 1):
                end += 1
            elif end + 2 < len(toks) and toks[end + 1].text == "&" and name_word(doc, end + 2):
                end += 2  # 'Marks & Spencer'
            else:
                break
        end = right_edge(doc, end)
        words = [w for w in lowers[start : end + 1] if w not in ("the", "&")]
        has_head = any(w in heads() for w in words)
        if len(words) == 1 and (words[0] in heads() or words[0] in R.places() and not is_acronym(toks[j].text)):
            return None  # 'a member of Parliament', 'work for Sweden'
        if supranational(words):
            return None  # 'a member of the European Parliament'
        if not has_head and lowers[j] in R.first_names() and not is_acronym(toks[j].text):
            return None  # a person: 'worked for John Smith'
        nxt = toks[end + 1].text if end + 1 < len(toks) else ""
        if not has_head and not after_kind and nxt.isalpha() and nxt.islower() and nxt not in FUNCTION:
            return None  # the name modifies a noun: 'a member of the Smith family', 'at Volvo Cars factory'
        return start, end


#: heads that after one genitive are someone's home, not an organisation ('ahmed's house'; 'st mary's school' is one)
_HOMES = frozenset({"house", "home", "place", "flat", "apartment"})


def _lower_case_name(doc: Doc, j: int) -> tuple[int, int] | None:
    """An organisation written in lower case from token ``j``: up to ``_LOWER_WORDS`` lower-case words and a head
    noun ('oakfield academy', 'st mary's primary school', 'leeds general infirmary'), one of the words before the
    head reading as a name (`_name_like`), so that 'the local school' or 'primary school' is none; no activity head
    ('taekwondo club') and no article first ('a small furniture company'). First and last token, or None."""
    toks, lowers = doc.tokens, doc.lowers
    if j >= len(toks) or lowers[j] in _DETERMINERS:
        return None  # 'a small furniture company'
    end = j
    while end < len(toks) and end - j <= _LOWER_WORDS and toks[end].text.replace("'", "").replace("’", "").isalpha() \
            and toks[end].text.islower():
        if lowers[end] in heads() and lowers[end] not in _ACTIVITY_HEADS and end > j:
            if lowers[end] in _HOMES and end == j + 1 and lowers[j].endswith(("'s", "’s")) \
                    and lowers[j][:-2] in R.first_names():
                # a person's home: 'I went to ahmed's house' (en_word_first_name's); 'storm's house' stays an
                # organisation here, replaced (review 99: no name detector takes it)
                return None
            while end + 1 < len(toks) and lowers[end + 1] in heads() and toks[end + 1].text.islower():
                end += 1  # 'primary school', 'high school'
            named = any(_name_like(w) for w in lowers[j:end] if w not in heads() and w not in FUNCTION)
            return (j, end) if named else None
        end += 1
    return None


def _name_like(word: str) -> bool:
    """A name list's word that is no common word (Zipf < 5: 'mary's', 'leeds'; not 'small', 'central') or that the
    dictionary does not list in lower case ('john's'), or a rare word ('oakfield')."""
    base = word.removesuffix("'s").removesuffix("’s")
    zipf = zipf_frequency(base, "en")
    listed = R.listed(base)
    return listed and (zipf < 5.0 or base not in R.common_words_en()) or zipf < 3.5
