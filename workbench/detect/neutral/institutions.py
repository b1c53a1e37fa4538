"""Schools, workplaces, public authorities and other institutions.

'Rinkebyskolan', 'Stockholms universitet', 'Komvux Malmö', 'SFI Rinkeby' -> school; 'Skatteverket' ->
public_authority; 'Röda Korset', 'IFK Göteborg', 'Teleborg United', 'föreningen Hopp' -> other_institution;
a company ('Stora Enso', 'Medelpads Åkeri AB', 'restaurangen Lilla Kök') -> other_institution; any of them
where the writer works ('jag jobbar på Rinkebyskolan', 'hon är läkare på X', 'jag är volontär på Röda
Korset') -> work; a listed company after an article or possessive is a product ('en gammal Scania', 'sin gamla
Volvo') and left alone. A town before an institution head names the town's institution ('Borlänge bibliotek',
'Borlänge trafikskola'). An organisation after a word of membership ('medlem i Svenska kyrkan') carries it as
evidence. Learners skip capitals (the pack's ``lowercase_institution_preps``): a local school or
home with a rare first part ('går på tallnässkolan', 'jobbade på sjövikshemmet'), a listed company where
someone works ('jobbar på lidl', 'hemkop'), a town and a head ('borlänge sjukhus'); a chain where someone
only shops ('handlar på willys') identifies no one (guidelines 003, 4) and is left alone. A bare
'SFI' or 'Komvux' names a kind of school, not one school, and is left alone (SweLL kept it). In English an
institution word names one only after a capitalised word that is no function word ('My school', 'Although
Viasat AB' do not) or, capitalised itself, before a name ('the united German legal system' does not).
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from wordfreq import zipf_frequency

from workbench.detect.base import Detector, register
from workbench.detect.lib.context import NAME_TRIGGERS, STOP, after_trigger, work_context
from workbench.detect.lib.gazetteer import analyse
from workbench.model import Span
from workbench.pseudonymize.fold import fold
from workbench.resources import common_compounds, common_words, first_names, patterns, places, surnames
from workbench.resources.wordlists import word_list, word_map
from workbench.taxonomy import LABELS
from workbench.text import Doc

__all__ = ["COMPANY_FORMS", "NOUNS", "InstitutionDetector", "institution_word"]

#: company forms after a name: 'Medelpads Åkeri AB'
COMPANY_FORMS = set(word_list("company_forms"))
#: a definite noun before a name: 'förskolan Regnbågen', 'restaurangen Lilla Kök', 'klubben Hopp'
NOUNS = word_map("institution_nouns", values=LABELS)
#: 'Stadsbiblioteket', 'Stadsmuseet': the city's own building, a place to meet rather than an institution (003)
_LANDMARK = ("stads", "kommunhus", "rådhus")
_COMPOUND_HEADS = word_list("institution_compound_heads")
#: institution heads after a town's name: 'Borlänge bibliotek', 'borlänge sjukhus', 'Borlänge trafikskola'
_TOWN_HEADS = word_map("town_institution_heads", values=LABELS)
_TOWN_ENDINGS = tuple(sorted(_TOWN_HEADS, key=len, reverse=True))
#: authorities every town has, named by a definite noun a learner may capitalise ('Polisen', 'Kommunen'): the
#: police or the municipality as such, no institution that identifies anyone (SweLL's annotators marked none of
#: their 35 mentions in the train sentences); where someone works there they are work ('jobbar på Kommunen')
_EVERY_TOWN = frozenset({"polisen", "kommunen", "socialtjänsten", "tingsrätten", "länsstyrelsen"})


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    """(exact names, suffixes, institution words), lowercased -> label."""
    exact: dict[str, str] = {}
    suffix: dict[str, str] = {}
    words: dict[str, str] = {}
    for p in patterns():
        table = {"institution": exact, "institution_suffix": suffix, "institution_word": words}.get(p.kind)
        if table is not None:
            table[p.text.lower()] = p.label
    return exact, suffix, words


@lru_cache(maxsize=1)
def _looked_at() -> tuple[frozenset[str], tuple[str, ...]]:
    """(words, endings): a token that is none of the words and has none of the endings is no institution."""
    exact, suffix, words = _tables()
    looked_at = frozenset({*exact, *words, *NOUNS, *(f.lower() for f in COMPANY_FORMS), *_lowercase_names()})
    return looked_at, (*suffix, *_COMPOUND_HEADS, *_TOWN_ENDINGS)


@lru_cache(maxsize=1)
def _lowercase_names() -> dict[str, str]:
    """A listed one-word company, school or organisation as a learner writes it in lower case where someone
    works there: itself, without its diacritics ('hemkop': workbench.pseudonymize.fold), in the genitive ('ikeas
    lager') -> its key in the exact table. Public authorities stay capitals-only ('jobbar på kommunen': the
    municipality as such), and so do names that are also a word or a town (``_word_or_town``)."""
    exact = _tables()[0]
    out: dict[str, str] = {}
    for key, label in exact.items():
        if " " in key or label == "public_authority" or not key.replace("&", "").replace("-", "").isalnum() \
                or _word_or_town(key):
            continue
        for form in (key, fold(key)):
            out.setdefault(form, key)
            if not form.endswith("s"):
                out.setdefault(form + "s", key)
    return out


#: a definite form whose stem is this common is an ordinary noun in lower case ('apoteket': 'apotek' 4.0)
_COMMON_STEM = 4.0


def _word_or_town(key: str) -> bool:
    """A company's name that in lower case is an ordinary word the gazetteer knows ('lo', 'bilda'), a noun's
    definite form ('apoteket': the pharmacy), or a Swedish town, also in its definite form ('boliden',
    'sandvik': Sandviken)."""
    return key in common_words() or any(p.country == "SE" for f in (key, key + "en") for p in places().get(f, ())) \
        or any(key.endswith(e) and key[:-2].isalpha() and zipf_frequency(key[:-2], "sv") >= _COMMON_STEM
               for e in ("et", "en"))


def _lowercase_workplace(doc: Doc, i: int) -> str | None:
    """The listed name (the exact table's key) of a lower-case token ``i`` right after one of the pack's
    ``lowercase_institution_preps`` where the sentence says someone works ('min man jobbar på ica', 'jobbar på
    lidl', 'praktiserar på ikeas lager'; not 'handlar på willys': a nationwide chain where someone shops does
    not identify them, guidelines 003, 4), or None."""
    key = _lowercase_names().get(doc.lowers[i])
    before = doc.words_before(i, 1)
    if key is None or doc.tokens[i].is_capitalized or not before or \
            before[0] not in doc.pack.lowercase_institution_preps:
        return None
    return key if work_context(doc, i, governs=True) else None


#: words that make the organisation after them the writer's own: an NGO, a church, a club they belong to or help
#: in ('jag är medlem i Svenska kyrkan', 'hjälper till på Röda Korset'; guidelines 003, section 3)
_MEMBER_WORDS = frozenset(word_list("member_triggers"))


#: the prepositions between a membership word and its organisation ('medlem i', 'hjälper till på', 'engagerad i')
_MEMBER_PREPS = frozenset(word_list("member_prepositions"))


def _member_context(doc: Doc, i: int) -> str | None:
    """The membership word whose complement token ``i`` starts ('medlem i X', 'hjälper till på X'), in a sentence
    that speaks of the writer (jag, vi, min ...: not 'Många är medlemmar i Svenska kyrkan'), or None."""
    before = doc.words_before(i, 8)
    if len(before) < 2 or before[-1] not in _MEMBER_PREPS:
        return None
    word = before[-3] if before[-2] == "till" and len(before) >= 3 else before[-2]
    if word not in _MEMBER_WORDS or not doc.pack.first_person.search(" ".join(before)):
        return None
    return word


def _town_head(doc: Doc, i: int) -> str | None:
    """The label of token ``i`` when it is an institution head after a town's name that names that town's
    institution ('Borlänge bibliotek', 'Borlänge trafikskola'; in lower case, 'borlänge sjukhus', only in a
    pack whose learners skip capitals): the town is a listed place, no country or region ('i Sverige skola':
    the country's schools), and no common word. (A rare word no list holds as the town, 'råköping universitet',
    moved the model's threshold for the words no rule took on held-out seeds and cost precision: left out.) A
    head that is a word of religion ('Avesta kyrka', 'Borlänge moské') is left to the town's span and the sensitive
    mark: the sentence goes to the reviewer as one about religion."""
    low = doc.lowers[i]
    head = next((h for h in _TOWN_ENDINGS if low.endswith(h)), None)
    if head is None or i < 1 or doc.is_sentence_initial(i) or _religious(doc.lang, low):
        return None
    prev = doc.tokens[i - 1]
    if not prev.is_word or not (prev.is_capitalized or doc.pack.lowercase_institution_preps and prev.text.islower()):
        return None
    town = prev.lower
    towns = [p for p in places().get(town, ()) if p.kind not in ("country", "region")]  # 'i Sverige skola'
    return _TOWN_HEADS[head] if towns and doc.pack.zipf(town) < _TOWN_ZIPF else None


def _religious(lang: str, word: str) -> bool:
    """``word`` is a sensitive word of religion ('kyrka', 'moské'; a hospital is health, and a workplace where
    someone works, so 'kiruna sjukhus' stays one institution)."""
    from workbench.resources.marks import lexicon  # the mark lists import this package's Doc only

    hit = lexicon(lang).sensitive_of(word)
    return hit is not None and hit[0] == "religion"


def institution_word(word: str) -> str | None:
    """The label an institution word or noun gives ('universitet' -> school, 'klubben' -> other_institution,
    'universitetssjukhus' -> other_institution), or None."""
    words = _tables()[2]
    head = next((h for h in _COMPOUND_HEADS if word.endswith(h)), None)
    return words.get(word) or NOUNS.get(word) or (words.get(head) if head else None)


def _known(word: str) -> bool:
    w = word[:-1] if word.endswith("s") else word
    return word in places() or w in places() or w in first_names()


#: institution suffixes whose ordinary compounds common_compounds() does not list ('barnhemmet',
#: 'ålderdomshemmet'): a capital mid-sentence is no evidence of a name on them, only a rare first part is
_UNLISTED_HEADS = frozenset({"hemmet"})
#: a town before an institution head is no common word ('Borlänge' 0, not 'Mora' as a word, 'Sala')
_TOWN_ZIPF = 3.0
#: a lower-case school's or home's first part is a name when no word is that common ('tallnäs', 'maser',
#: 'björkängs', 'sjöviks'; not 'grund', 'sjuk', 'hyres', 'trafik'), or this common when a name list holds it
#: ('ljungbergs' 3.1, 'lundqvists' 3.7: surnames); wordfreq folds case, so a local name is in its vocabulary but rare
_RARE_STEM_ZIPF, _LISTED_STEM_ZIPF = 2.6, 4.0
#: the whole word itself is unknown to wordfreq: 'ålderdomshemmet' (2.7), 'koranskolan' (1.2) are words
_WORD_ZIPF = 1.0


def _rare_stem(prefix: str) -> bool:
    """``prefix`` (the part before an institution suffix, with or without a joining 's') reads as a name."""
    stems = {prefix, prefix[:-1]} if prefix.endswith("s") and len(prefix) > 4 else {prefix}
    common = max(zipf_frequency(s, "sv") for s in stems)
    listed = any(s in places() or s in first_names() or s in surnames() for s in stems)
    return common < _RARE_STEM_ZIPF or listed and common < _LISTED_STEM_ZIPF


def _local_name(doc: Doc, i: int, prefix: str) -> str | None:
    """A learner's lower-case local school or home ('går på tallnässkolan', 'jobbade på sjövikshemmet', 'som
    hette tallnässkolan'): right after one of the pack's ``lowercase_institution_preps`` or a naming trigger
    (which it returns), a word that is no ordinary compound and wordfreq does not know, one letter from none
    of them, whose first part reads as a name (``_rare_stem``); else None."""
    if not doc.pack.lowercase_institution_preps:
        return None
    before = doc.words_before(i, 1)
    trig = after_trigger(doc, i, NAME_TRIGGERS)
    context = " ".join(trig) if trig else before[0] if before and before[0] in doc.pack.lowercase_institution_preps \
        else None
    low = doc.lowers[i]
    if context is None or low in common_compounds() or zipf_frequency(low, "sv") >= _WORD_ZIPF \
            or len(prefix) < 3 or not prefix.isalpha() or not _rare_stem(prefix) or _compounds().near(low):
        return None
    return context


@lru_cache(maxsize=1)
def _compounds():  # -> workbench.learn.nearword.Lexicon
    """The ordinary compounds, to tell a learner's misspelt one ('trafiskolan': trafikskolan) from a name."""
    from workbench.learn.nearword import Lexicon  # workbench.learn reads workbench.detect

    return Lexicon.of_words(common_compounds())


_DETERMINERS = frozenset(word_list("determiners"))


def _product(doc: Doc, i: int) -> bool:
    """An article or possessive (and maybe one adjective) before a company name: one of its products."""
    toks = doc.tokens
    if i < 1 or not toks[i - 1].is_word:  # 'i en klädbutik, Lindex': a comma between
        return False
    return doc.lowers[i - 1] in _DETERMINERS or (
        i >= 2 and toks[i - 1].text.isalpha() and toks[i - 1].text.islower() and doc.lowers[i - 2] in _DETERMINERS)


def _name_word(doc: Doc, k: int) -> bool:
    """Token ``k`` can be part of an institution's name: a capitalised word, not a function word (in English
    also no sentence opener, title or month: 'Although', 'My')."""
    tok = doc.tokens[k] if 0 <= k < len(doc.tokens) else None
    return (tok is not None and tok.is_word and tok.is_capitalized and tok.lower not in STOP
            and tok.lower not in doc.pack.function_words)


@register
class InstitutionDetector(Detector):
    name = "institutions"

    def detect(self, doc: Doc) -> Iterator[Span]:
        exact, suffixes, words = _tables()
        toks = doc.tokens
        for h in analyse(doc):  # multi-word names from the lists (Röda Korset)
            if h.extra.get("multi") == "institution":
                yield self._span(doc, h.i, h.start, h.end, exact[h.base], f"institution list ({h.base})", "listed")
        looked_at, ends = _looked_at()
        for i in doc.positions(looked_at, ends):
            tok, low = toks[i], doc.lowers[i]
            if tok.text in COMPANY_FORMS and _name_word(doc, i - 1):
                start = self._left(doc, i - 1)
                yield self._span(doc, i, toks[start].start, tok.end, "other_institution",
                                 f"company name + '{tok.text}'", "company_form")
                continue
            if low in NOUNS and _name_word(doc, i + 1) and zipf_frequency(toks[i + 1].lower, doc.lang) < 4.0:
                end = self._right(doc, i + 1)
                yield self._span(doc, i, tok.start, toks[end].end, NOUNS[low], f"'{low}' + a name", "noun_and_name")
                continue
            if (key := _lowercase_workplace(doc, i)) is not None:
                yield self._span(doc, i, tok.start, tok.end, exact[key], f"institution list ({key}), in lower case",
                                 "listed_lowercase")
                continue
            if (town_label := _town_head(doc, i)) is not None:
                yield self._span(doc, i, toks[i - 1].start, tok.end, town_label,
                                 f"town {toks[i - 1].text} + '{low}'", "town_and_word")
                continue
            if low not in exact and low not in words and not low.endswith(ends):
                continue
            cap = tok.is_capitalized
            mid = cap and not doc.is_sentence_initial(i)
            if low in exact and (cap or low.isupper()):
                if _product(doc, i):
                    continue  # 'en gammal Scania', 'i sin gamla Volvo': a vehicle, not the company
                if low in _EVERY_TOWN and not work_context(doc, i):
                    continue  # 'Polisen kom', 'Kommunen betalar': the police, the municipality, no one's own
                nxt = toks[i + 1] if i + 1 < len(toks) else None
                end = nxt.end if nxt is not None and nxt.is_capitalized and nxt.text.isalpha() else tok.end
                yield self._span(doc, i, tok.start, end, exact[low], f"institution list ({tok.text})", "listed")
            elif (low in words or low.endswith(_COMPOUND_HEADS)) and (len(low) > 3 or tok.text.isupper()):
                head = low if low in words else next(h for h in _COMPOUND_HEADS if low.endswith(h))
                label = words.get(head, "other_institution")
                prev, nxt = (toks[i - 1] if i else None), (toks[i + 1] if i + 1 < len(toks) else None)
                capital = doc.pack.institution_word_needs_capital
                if (
                    prev is not None
                    and prev.is_capitalized
                    and prev.is_word
                    and prev.lower not in doc.pack.function_words
                    and (not doc.is_sentence_initial(i - 1) or _known(prev.lower))
                ):
                    start = self._left(doc, i - 1)
                    yield self._span(doc, i, toks[start].start, tok.end, label, f"{prev.text} + '{low}'",
                                     "name_and_word")
                elif nxt is not None and _name_word(doc, i + 1) and (cap or not capital) and (
                    _known(nxt.lower) or tok.text.isupper() and zipf_frequency(nxt.lower, doc.lang) < 3.5
                ):
                    yield self._span(doc, i, tok.start, nxt.end, label, f"'{low}' + {nxt.text}", "word_and_name")
            else:
                suf = next((s for s in suffixes if low.endswith(s) and len(low) - len(s) >= 3), None)
                if suf is None or not low[: -len(suf)].replace("-", "").isalpha():
                    continue
                prefix = low[: -len(suf)].rstrip("-")
                local = None if mid else _local_name(doc, i, prefix)
                if _known(prefix) or mid and low not in common_compounds() and (
                        suf not in _UNLISTED_HEADS or _rare_stem(prefix)) or local:
                    why = (f"known name + '-{suf}'" if _known(prefix) else "capitalised mid-sentence" if mid
                           else f"a name no word list knows + '-{suf}' after '{local}'")
                    yield self._span(
                        doc,
                        i,
                        tok.start,
                        tok.end,
                        suffixes[suf],
                        f"institution name ({why})",
                        "suffix" if cap else "suffix_lowercase",
                        trigger=local,
                    )

    @staticmethod
    def _left(doc: Doc, k: int) -> int:
        """The first of up to three capitalised words ending at ``k`` (Sundsvall Kurdiska Förening)."""
        start = k
        while k - start < 2 and _name_word(doc, start - 1) and not doc.is_sentence_initial(start):
            start -= 1
        return start

    @staticmethod
    def _right(doc: Doc, k: int) -> int:
        """The last of up to three capitalised words starting at ``k`` (Lilla Kök)."""
        end = k
        while end - k < 2 and _name_word(doc, end + 1):
            end += 1
        return end

    def _span(self, doc: Doc, i: int, start: int, end: int, label: str, why: str, rule: str,
              trigger: str | None = None) -> Span:
        """``trigger``: the context word the rule read ('på' in 'går på tallnässkolan'; for an organisation, a
        word of membership before it, also as ``member``: 'medlem i Svenska kyrkan'), evidence that keeps the span for
        the reviewer when the model is unsure (workbench.learn.decide: KEEP_FEATURES; ``member`` at any confidence)."""
        cap = doc.text[start : start + 1].isupper()
        first = min(i, doc.token_index(start))  # the name's first token: the words before the whole name count
        member = _member_context(doc, first) if trigger is None and label == "other_institution" else None
        more: dict[str, str] = {"trigger": trigger} if trigger else {}
        if member:
            more = {"trigger": member, "member": member}
        if work_context(doc, first):
            return self.span(start, end, "work", why + "; where someone works", rule, pattern=label, cap=cap,
                             work_context=True, **more)
        if label == "other_institution" and doc.lowers[i].startswith(_LANDMARK) and end - start == len(doc.lowers[i]):
            return self.span(start, end, "place", why + "; the city's own building", rule, pattern=label, cap=cap,
                             landmark=True, **more)
        return self.span(start, end, label, why, rule, cap=cap, **more)
