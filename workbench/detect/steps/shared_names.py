"""Step "shared_names" (a corpus step, before shared_words and known_values): a name that many learners write,
and that no learner ever ties to a writer, is a set book's character or a public figure, not a person near
the writer.

Learners who retell a set book or cite an article name its people again and again ("När Shilan då lämnar
honom ...", "Karl har en inre konflikt med sig själv.", "Desiree och Benny ..."). SweLL's annotators left
those names as written (seed 003: only what may reveal the writer is personal), and no sentence alone tells
them from a friend's name: a list knows them and the sentence is third person. The corpus does: a value
proposed as a name in the essays of ``MIN_LEARNERS`` or more learners, none of whom ties it to a writer
anywhere, is dropped in every essay. A mention is tied when
- a rule found it by a trigger or a family word ("heter Shilan", "min vän Karl", "Annas pappa"), or as
  initials, a sign-off, after a person noun: any rule but the ones that read only its form and lists;
- a first- or second-person word stands within ``NEAR`` words of it ("Jag träffade Karl", "Karl och jag",
  "min Karl"), a second-person one also a word further after it ("Hamid, hur mår du?");
- a family or friend word stands right beside it ("Samir mamma", "vännen Edit"; not "hans bror Karl");
- a greeting stands right before it ("Hej Isak!"), a closing before it at the text's end ("Hälsningar,
  Anna."), or it stands alone on its line (a signature).
One tied mention keeps the value everywhere: a classmate or a teacher many learners write about stays as
soon as one of them writes "min lärare Eva". A value written right beside two or more different names
("Hanna Widerstedt", "Hanna Grip") names several people, not one character, and stays too. Only name spans
go (a place many learners write is general knowledge only sometimes: the learned decision reads that);
nothing is added, so known_values spreads no dropped value. Pure: (essays, spans per essay) -> spans per
essay.
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
from workbench.detect.evidence import feature, of_span
from workbench.detect.pack import pack
from workbench.detect.steps import corpus_step
from workbench.model import Essay, Span
from workbench.resources.marks import lexicon
from workbench.resources.wordlists import word_list

__all__ = ["MIN_LEARNERS", "NEAR", "drop_shared_names"]

#: learners whose essays must propose the name (none of them tying it to the writer)
MIN_LEARNERS = 3
#: a first- or second-person word this many words before or after the name ties it to a writer (a
#: second-person one also a word further after it)
NEAR = 2
#: the rules that find a name by its form or a list alone, nothing tying it to someone: a name found by any
#: other rule (a trigger, a family word, initials, a sign-off, a person noun) is tied to the writer
_UNTIED = frozenset({"names:capitalised", "names:sentence_initial", "names:coordinated", "names:coordinated_first_name",
                     "names:next_to_name", "names:lowercase", "names:capitalised_common_word", "names:person_signal",
                     "names:person_verb_after", "names:unknown_before_surname", "names:unknown_after_first_name"})
#: steps whose spans stand on another span's evidence or on the model's reading of the sentence alone
_STEPS = frozenset({"decide", "consistency", "learner_consistency"})
_WORD = re.compile(r"\w+")
_GREETINGS = frozenset(word_list("greetings"))
_CLOSINGS = frozenset(word_list("closings"))
_SECOND = frozenset(word_list("second_person"))


@cache
def _words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """(first- and second-person words, family and friend words, third-person possessives and determiners) of
    every pack's lists, less what is something else in ``lang`` (Swedish "i" is "in"; all when it has no pack)."""
    person = frozenset(w for x in PACKS for w in lexicon(x).first_person) | _SECOND
    family = frozenset(w for x in PACKS for w in lexicon(x).family)
    block = frozenset(w for x in PACKS for w in lexicon(x).word("block")) - _SECOND
    return (person - pack(lang).not_first_person if lang in PACKS else person), family, block


def _is_name(span: Span) -> bool:
    label = taxonomy.LABELS.get(span.label)
    return label is not None and label.kind == "names" and span.label != "username"


def _key(text: str, span: Span) -> str:
    return unicodedata.normalize("NFC", text[span.start : span.end]).casefold()


def _tied(text: str, span: Span, lang: str) -> bool:
    """Whether this mention ties the name to the writer (see the module doc)."""
    ev = of_span(span)
    if span.source.split(":", 1)[0] not in _STEPS and str(feature(ev, "rule")) not in _UNTIED:
        return True  # a trigger, a family word, initials, a sign-off, a person noun found it
    if feature(ev, "trigger") is not None:
        return True
    line_start, line_end = text.rfind("\n", 0, span.start) + 1, text.find("\n", span.end)
    line_end = len(text) if line_end < 0 else line_end
    if not _WORD.search(text, line_start, span.start) and not _WORD.search(text, span.end, line_end):
        return True  # alone on its line: a signature
    before = _WORD.findall(text, max(0, span.start - 60), span.start)[-NEAR:]
    after = _WORD.findall(text, span.end, span.end + 60)[: NEAR + 1]
    if before and before[-1].lower() in _GREETINGS:
        return True  # "Hej Isak!", "Kära Anna"
    if before and before[-1].lower() in _CLOSINGS and not _WORD.search(text, span.end):
        return True  # "Hälsningar, Anna."
    person, family, block = _words(lang)
    if any(w.lower() in person for w in (*before, *after[:NEAR])) or any(w.lower() in _SECOND for w in after):
        return True  # and a second-person word one further after it: "Hamid, hur mår du?"
    if after and after[0].lower() in family:
        return True  # "Samir mamma"
    return bool(before) and before[-1].lower() in family and not (len(before) > 1 and before[-2].lower() in block)


def _bases(keys: Iterable[str]) -> dict[str, str]:
    """Each key, or its base when it is a genitive of another key ("karls" -> "karl")."""
    keys = set(keys)
    return {k: k[:-1] if k.endswith("s") and k[:-1] in keys else k for k in keys}


@corpus_step("shared_names", scope="corpus")
def drop_shared_names(essays: Iterable[Essay], spans: Mapping[str, Sequence[Span]],
                      min_learners: int = MIN_LEARNERS) -> dict[str, list[Span]]:
    """``spans`` without the names many learners write and none ties to the writer (see the module doc)."""
    essays = list(essays)
    found = {e.id: sorted((s for s in spans.get(e.id, ()) if _is_name(s)), key=lambda s: s.start) for e in essays}
    base = _bases(_key(e.text, s) for e in essays for s in found[e.id])

    def key(e: Essay, s: Span) -> str:
        return base[_key(e.text, s)]

    learners: dict[str, set[str]] = defaultdict(set)
    beside: dict[str, set[str]] = defaultdict(set)  # name -> the names written right beside it (one person's)
    tied: set[str] = set()
    for e in essays:
        for s in found[e.id]:
            learners[key(e, s)].add(e.learner_id)
            if _tied(e.text, s, e.language):
                tied.add(key(e, s))
        for a, b in itertools.pairwise(found[e.id]):
            if e.text[a.end : b.start] == " ":
                beside[key(e, a)].add(key(e, b))
                beside[key(e, b)].add(key(e, a))
    gone = {k for k, who in learners.items() if len(who) >= min_learners and k not in tied and len(beside[k]) < 2}
    return {e.id: [s for s in spans.get(e.id, ()) if not (_is_name(s) and key(e, s) in gone)] for e in essays}
