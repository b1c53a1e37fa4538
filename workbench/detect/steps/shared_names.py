"""Step "shared_names" (a corpus step, before shared_words and known_values): in essays about a book, a film or
an article, a name that many learners write, none of them ever as someone of their own life, is likely the
text's character or author: it is lowered for a reviewer to dismiss in one action, and still replaced until
one does.

Learners who retell a set book or cite an article name its people again and again ("När Shilan då lämnar
honom ...", "Karl har en inre konflikt med sig själv.", "Desiree och Benny ..."). SweLL's annotators left
those names as written (seed 003: only what may reveal the writer is personal), and no sentence alone tells
them from a friend's name: a list knows them and the sentence is third person. A name's spans are lowered
(``score = min(score * 0.3, 0.3)``, the reason says why, never the name) in every essay where three things hold:
- the essays of ``MIN_LEARNERS`` or more learners propose it (as a name; a genitive counts as its base);
- no mention of it anywhere is tied to a writer (below);
- at least half of those learners write it in an essay about a text: one with a story cue (the word list
  ``story_cues``: "boken", "romanen", "huvudpersonen", "författaren", "novel", "protagonist" ...).
The step lowers and never drops: two reviews of a version that dropped such names found it losing people of
the learners' lives whom they write only in the third person ("Eva är snäll. Hon hjälper oss ofta.", "Sara
följde med.", "Lindqvist valde novellen."): with each SweLL gold first name re-rendered so that three
learners write it, 6 % of the names went, and 11 % in essays with a story cue (resources/model/CARD.md).
A mention is tied when
- a rule found it by a trigger or a family word ("heter Shilan", "min vän Karl", "Annas pappa"), or as
  initials, a sign-off, after a person noun: any rule but the ones that read only its form and lists;
- a first- or second-person word stands within ``NEAR`` words of it, across a sentence's end too ("Jag
  träffade Karl", "Karl och jag", "min Karl"), a second-person one also a word further after it ("Hamid, hur
  mår du?");
- a family, friend or role word or a profession stands right beside it ("Samir mamma", "vännen Edit", "Läraren
  Eva", "Svenskläraren Eva", "Grannen Birgitta");
- a greeting stands right before it ("Hej Isak!"), a closing before it at the text's end ("Hälsningar,
  Anna."), or it stands alone on its line (a signature).
One tied mention keeps the value's scores everywhere, and a value written right beside two or more different
names ("Hanna Widerstedt", "Hanna Grip") names several people and keeps them too. The text is read as
detection read it (NFC, invisible characters dropped), in the language detection chose for the essay. Pure:
(essays, spans per essay) -> spans per essay.
"""

from __future__ import annotations

import itertools
import re
import unicodedata
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from functools import cache

from workbench import taxonomy
from workbench.detect.base import PACKS
from workbench.detect.evidence import feature, lowered, of_span, score
from workbench.detect.lib.context import CLOSINGS, GREETINGS, ROLE_NOUNS
from workbench.detect.pack import first_person_words
from workbench.detect.steps import corpus_step
from workbench.model import Essay, Span
from workbench.normalize import strip_invisible
from workbench.resources.marks import lexicon
from workbench.resources.wordlists import word_list

__all__ = ["MIN_LEARNERS", "NEAR", "lower_shared_names"]

#: learners whose essays must propose the name (none of them tying it to a writer) for it to be lowered
MIN_LEARNERS = 3
#: a first- or second-person word this many words before or after the name ties it to a writer (a
#: second-person one also a word further after it)
NEAR = 2
#: the rules that find a name by its form or a list alone, nothing tying it to someone: a name found by any
#: other rule (a trigger, a family word, initials, a sign-off, a person noun) is tied to a writer
_UNTIED = frozenset({"names:capitalised", "names:sentence_initial", "names:coordinated", "names:coordinated_first_name",
                     "names:next_to_name", "names:lowercase", "names:capitalised_common_word", "names:person_signal",
                     "names:person_verb_after", "names:unknown_before_surname", "names:unknown_after_first_name"})
#: steps whose spans stand on another span's evidence or on the model's reading of the sentence alone
_STEPS = frozenset({"decide", "consistency", "learner_consistency"})
_WORD = re.compile(r"\w+")
_WINDOW = 60  # characters read on each side of a mention for its words
_SECOND = frozenset(word_list("second_person"))
_CUES = frozenset(word_list("story_cues"))


@cache
def _words(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """(first- and second-person words, family and friend words and professions) of every pack's lists, less
    what is something else in ``lang`` (Swedish "i" is "in"; all of them when it has no pack)."""
    beside = frozenset(w for x in PACKS for w in (*lexicon(x).family, *(p[0] for p in lexicon(x).professions
                                                                        if len(p) == 1))) | ROLE_NOUNS
    return first_person_words(lang) | _SECOND, beside


def _beside(word: str, beside: frozenset[str]) -> bool:
    """A family, friend or role word or a profession, or a compound ending in a profession ("svenskläraren")."""
    suffixes = _suffixes()  # a look-up per ending of the word, not a test per suffix (there are hundreds)
    return word in beside or any(word[i:] in suffixes for i in range(3, len(word)))


@cache
def _suffixes() -> frozenset[str]:
    return frozenset(w for x in PACKS for w in lexicon(x).profession_suffixes)


def _clean(text: str) -> str:
    """``text`` as detection reads it: NFC, invisible characters dropped."""
    return unicodedata.normalize("NFC", strip_invisible(text))


def _is_name(span: Span) -> bool:
    label = taxonomy.LABELS.get(span.label)
    return label is not None and label.kind == "names" and span.label != "username"


def _key(text: str, span: Span) -> str:
    """The name a span holds: cleaned, case-folded, a genitive's ending dropped ("Karls", "Karl's": "karl")."""
    key = _clean(text[span.start : span.end]).casefold()
    if "gen" in span.attributes:
        key = key[:-2] if key.endswith(("'s", "’s", ":s")) else key[:-1] if key.endswith("s") else key
    return key


def _tied(text: str, span: Span, lang: str) -> bool:
    """Whether this mention ties the name to a writer (see the module doc)."""
    ev = of_span(span)
    if span.source.split(":", 1)[0] not in _STEPS and str(feature(ev, "rule")) not in _UNTIED:
        return True  # a trigger, a family word, initials, a sign-off, a person noun found it
    if feature(ev, "trigger") is not None:
        return True
    line_start, line_end = text.rfind("\n", 0, span.start) + 1, text.find("\n", span.end)
    line_end = len(text) if line_end < 0 else line_end
    if not _WORD.search(_clean(text[line_start : span.start])) and not _WORD.search(_clean(text[span.end : line_end])):
        return True  # alone on its line: a signature
    before = _WORD.findall(_clean(text[max(0, span.start - _WINDOW) : span.start]).lower())[-NEAR:]
    after = _WORD.findall(_clean(text[span.end : span.end + _WINDOW]).lower())[: NEAR + 1]
    if before and before[-1] in GREETINGS:
        return True  # "Hej Isak!", "Kära Anna"
    if before and before[-1] in CLOSINGS and not _WORD.search(_clean(text[span.end :])):
        return True  # "Hälsningar, Anna."
    person, beside = _words(lang)
    return (any(w in person for w in (*before, *after[:NEAR])) or any(w in _SECOND for w in after)
            or bool(before and _beside(before[-1], beside)) or bool(after and _beside(after[0], beside)))


def _about_a_text(text: str) -> bool:
    return not _CUES.isdisjoint(_WORD.findall(_clean(text).lower()))


@corpus_step("shared_names", scope="corpus")
def lower_shared_names(essays: Iterable[Essay], spans: Mapping[str, Sequence[Span]],
                       min_learners: int = MIN_LEARNERS) -> dict[str, list[Span]]:
    """``spans`` with the names of the people of a text many learners write about lowered (see the module doc)."""
    essays = list(essays)
    found = {e.id: sorted((s for s in spans.get(e.id, ()) if _is_name(s)), key=lambda s: s.start) for e in essays}
    learners: dict[str, set[str]] = defaultdict(set)
    in_texts: dict[str, set[str]] = defaultdict(set)  # name -> the learners who write it in an essay about a text
    beside: dict[str, set[str]] = defaultdict(set)  # name -> the names written right beside it (one person's)
    tied: set[str] = set()
    for e in essays:
        about = bool(found[e.id]) and _about_a_text(e.text)
        for s in found[e.id]:
            key = _key(e.text, s)
            learners[key].add(e.learner_id)
            if about:
                in_texts[key].add(e.learner_id)
            if key not in tied and _tied(e.text, s, e.language):
                tied.add(key)
        for a, b in itertools.pairwise(found[e.id]):
            gap = e.text[a.end : b.start]
            if gap and gap.isspace() and "\n" not in gap:
                beside[_key(e.text, a)].add(_key(e.text, b))
                beside[_key(e.text, b)].add(_key(e.text, a))
    shared = {k: len(who) for k, who in learners.items() if len(who) >= min_learners and k not in tied
              and len(beside[k]) < 2 and 2 * len(in_texts[k]) >= len(who)}
    return {e.id: [_lowered(s, shared[k]) if _is_name(s) and (k := _key(e.text, s)) in shared else s
                   for s in spans.get(e.id, ())] for e in essays}


def _lowered(span: Span, learners: int) -> Span:
    ev = lowered(of_span(span), "shared_names")
    why = (f"written by {learners} learners, at least half of them in essays about a text, by none as someone "
           "they know: perhaps the text's character or author (a person of their lives they write of only in the "
           "third person looks the same: read before dismissing)")
    return span.with_(score=score(ev), evidence=ev, reason=f"{span.reason}; {why}" if span.reason else why)
