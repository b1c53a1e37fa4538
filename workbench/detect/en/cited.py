"""Student or cited (the step "cited" asks the English pack; after overlap resolution): names of cited authors, famous
people, fictional characters and brands are not the student's personal information (CRAPII, seed 002).

``demote_cited(text, spans, lang)`` groups adjacent name spans into persons and, unless a person has student
evidence (a byline, signature, self-introduction, greeting, team list or trigger such as "my friend"),
drops it when it
- stands in a reference list (after a "References", "Works Cited", "Bibliography" heading; every span
  there goes but e-mail, phone and user name),
- is cited: "Smith (2019)", "(Smith, 2019)", "(Smith & Lee 2019, p. 4)", "(Smith 45)" (MLA), "Smith et
  al.", "Brown, T. (2008)" (APA reference), "according to X", "as X argues", "the book by X",
- is attributed a quotation: '"...," said X', '"..." - X', 'X said: "..."',
- or is in resources/famous_people.tsv (full name; the last word alone when the list says so, and where that word
  is also a listed first name, only in an essay that names the person in full or before "'s theory", "'s laws");
and lowers (score × 0.3) a name after a profession word (author, professor, philosopher ...). A place-list
word used as an author ("(Buzan, 1974)", "Tony Buzan") is dropped too.
Document-wide consistency: a person confirmed once is kept everywhere; a string dropped once as cited is
dropped everywhere it is not confirmed.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import cache

from workbench import taxonomy
from workbench.detect.evidence import lowered as lower
from workbench.detect.evidence import of_span, score
from workbench.model import Span
from workbench.resources import ResourceError, resource_path
from workbench.resources.wordlists import word_list

__all__ = ["STUDENT_SOURCES", "demote_cited", "famous_people"]

STUDENT_SOURCES = ("en_byline", "en_signoff", "en_self_intro", "en_greeting", "en_team", "triggers")
_NAMES = frozenset(n for n, lab in taxonomy.LABELS.items() if lab.kind == "names" and n != "username")
_KEEP_IN_REFERENCES = frozenset({"email", "phone_nr", "username"})
_BRAND_LABELS = frozenset({"work", "other_institution", "school"})
_REFERENCES = re.compile(
    r"(?im)^[ \t#*]*(?:references?(?:\s+list)?|works\s+cited|bibliography|sources|"
    r"citations|literature(?:\s+cited)?|further\s+reading)[ \t]*:?[ \t*]*$"
)
_AFTER = re.compile(
    r"(?:'s|’s)?\s*(?:\.?\s*\((?:\d{4}[a-z]?|n\.\s?d\.)|,?\s+et\.?\s+al\b|,\s*(?:[A-Z]\.\s*)+"
    r"(?:,|&|and\b|\()|\s*\(\d{4}\)\s*)"
)
#: a citation verb or a quotation after the name, opened by a verb of saying or a colon; never after a genitive
#: ('Michael's notes' is a noun); a quotation mark alone after it may close a quotation that holds the name ('I wrote
#: "Dear Anna" on the card', 'my username is sara99/"Sara Kowalski"' released the name) or quote a word ('Sara
#: "loves" cats')
_VERB_AFTER = re.compile(
    r"\s+(?:argues|argued|states|stated|writes|wrote|notes|"
    r"noted|suggests|suggested|explains|explained|describes|described|claims|claimed|believes|"
    r"defines|defined|puts\s+it|observes|observed|points\s+out|proposed|proposes|famously|once\s+"
    r"said|coined)\b|\s*(?:(?:said|says|wrote|writes)\s*[,:]?|:)\s*[\"“]"
)
_GENITIVE = re.compile(r"['’]s?\Z")
#: a work read or watched, its title in quotation marks: the name is the title's
_TITLE_BEFORE = re.compile(r"(?i)\b(?:read|reading|watched|watching|book|novel|film|movie|play|story|poem)\s*[\"“]\Z")
_BEFORE = re.compile(
    r"(?i)(?:according\s+to|cited\s+in|quoted\s+in|in\s+the\s+words\s+of|as\s+(?:stated|noted|"
    r"argued|described|explained|suggested|mentioned|written|defined|put)\s+by|(?:book|article|"
    r"paper|study|essay|novel|poem|work|talk|video|lecture|theory|model|quote)s?\s+(?:by|of))\s*$"
)
#: a quotation before the name: its closing mark (after a letter or a stop, not the opening one of a quotation that
#: holds the name: 'My mom shouted "Emma Johnson, come here!"' released her), then 'said' or a dash (not a new
#: sentence: 'I watched a movie "Sara Lind". Sara Lind is my neighbour.' released her, review 64 C2)
_QUOTE_BEFORE = re.compile(r"(?i)(?:(?<=\S)[\"”][,.]?\s*(?:(?:said|says|wrote|writes)\s*[-—–~]?|[-—–~])"
                           r"|^\s*[-—–~])\s*$")
_PROFESSIONS = (
    r"(?:author|writer|poet|novelist|psychologist|philosopher|scientist|researcher|"
    r"economist|professor|prof\.?|instructor|lecturer|ceo|founder|president|senator|king|"
    r"queen|emperor|character|protagonist)"
)
_PROFESSION = re.compile(rf"(?i)\b{_PROFESSIONS}\s*$")
#: what every match of _BEFORE, _QUOTE_BEFORE and _PROFESSION ends with, white space aside (at most 12 letters): a
#: test at the end of the text before a name that spares most searches of the whole stretch
_BEFORE_END = re.compile(r"(?i)(?:to|in|of|by)\Z")
_QUOTE_END = re.compile(r"(?i)(?:[\"”][,.]?|said|says|wrote|writes|[-—–~])\Z")
_PROFESSION_END = re.compile(rf"(?i){_PROFESSIONS}\Z")
_PAREN_CONTENT = re.compile(
    r"\b(?:1[5-9]|20)\d\d\b|n\.\s?d\.|et\s+al|\bpp?\.\s*\d|^[^()\d]+\s\d{1,4}(?:-\d+)?$"
)
_GAP = re.compile(r"[\s.\-]*")
_CAPITALISED = re.compile(r"(?:[A-Z][\w'’.-]*|da|de|del|van|von|der|di|la|le|bin|ibn)$")
_URL = re.compile(r"(?:https?://|www\.)\S+|\b[\w-]+\.(?:com|org|net|edu|gov|io)/\S+")
_NUMBER_LABELS = frozenset(
    {
        "other_nr_seq",
        "year",
        "date_digits",
        "phone_nr",
        "personid_nr",
        "account_nr",
        "day",
        "month_digit",
        "age_digits",
        "street_nr",
        "zip_code",
        "transport_nr",
    }
)
_GEO = frozenset(n for n, lab in taxonomy.LABELS.items() if lab.kind == "geo")
_YEAR_AFTER = re.compile(r",?\s*(?:1[5-9]|20)\d\d[a-z]?\b")
_YEAR_PAREN = re.compile(r"(?:'s|’s)?\s*\((?:1[5-9]|20)\d\d[a-z]?[),;]")
_TITLE_WORDS = frozenset(word_list("name_titles", "en"))


@cache
def famous_people() -> dict[str, bool]:
    """resources/famous_people.tsv: casefolded name -> True, and the last word of a name whose row says ``alone``
    (the person goes by it: 'einstein') -> False, unless it is a listed name of its own."""
    path = resource_path("famous_people.tsv")
    out: dict[str, bool] = {}
    with open(path, encoding="utf-8") as f:
        if f.readline().rstrip("\n").split("\t") != ["name", "kind", "alone"]:
            raise ResourceError(f"{path}:1: header is not name, kind, alone")
        for n, line in enumerate(f, 2):
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 3 or not fields[0] or fields[2] not in ("0", "1"):
                raise ResourceError(f"{path}:{n}: expected name, kind and alone (0 or 1), got {fields}")
            name = " ".join(fields[0].replace(".", " ").split()).casefold()
            out[name] = True
            if fields[2] == "1" and " " in name:
                out.setdefault(name.rsplit(" ", 1)[1], False)
    return out


def _key(s: str) -> str:
    s = s.casefold()
    return " ".join((s[:-2] if s.endswith(("'s", "’s")) else s).replace(".", " ").split())


def _groups(text: str, spans: Sequence[Span]) -> list[list[int]]:
    """Indices of name spans that make one person (adjacent, only spaces, dots or hyphens between)."""
    groups: list[list[int]] = []
    for k, s in enumerate(spans):
        if s.label not in _NAMES:
            continue
        prev = spans[groups[-1][-1]] if groups else None
        if (
            prev is not None
            and prev.end <= s.start
            and _GAP.fullmatch(text[prev.end : s.start])
            and "\n" not in text[prev.end : s.start]
        ):
            groups[-1].append(k)
        else:
            groups.append([k])
    return groups


def _student(span: Span) -> int:
    """Student evidence: 2 from a student detector, 1 from the name list with a trigger ('my name is', 'my
    friend': a famous name still goes, 'Mother Teresa', unless a friend shares it: ``_named_friend``), else 0."""
    source = span.source.split(":", 1)[0]
    return 2 if source in STUDENT_SOURCES else int(source == "names" and ("; after '" in span.reason
                                                                          or "; after the person noun" in span.reason))


def _in_parens(text: str, start: int, end: int) -> bool:
    left = text.rfind("(", max(0, start - 80), start)
    right = text.find(")", end, end + 80)
    if left < 0 or right < 0 or ")" in text[left:start] or "(" in text[end:right]:
        return False
    return bool(_PAREN_CONTENT.search(text[left + 1 : right].strip()))


def _expanded(text: str, start: int, end: int) -> str:
    """The capitalised words around ``text[start:end]`` on its line (Albert + Einstein, Leonardo da Vinci),
    as a key."""
    line_start = text.rfind("\n", 0, start) + 1
    line_end = text.find("\n", end)
    left = text[line_start:start].split(" ")[:-1] if text[start - 1 : start] == " " else []
    right = (
        text[end : len(text) if line_end < 0 else line_end].split(" ")[1:]
        if text[end : end + 1] == " "
        else []
    )
    words = [text[start:end]]
    for w in reversed(left[-3:]):
        if not _CAPITALISED.match(w):
            break
        words.insert(0, w)
    for w in right[:3]:
        w = w.rstrip(",.;:!?)")
        if not w or not _CAPITALISED.match(w):
            break
        words.append(w)
    return _key(" ".join(_key(w) for w in words))


@cache
def _famous_by_word() -> dict[str, tuple[str, ...]]:
    """Word -> the famous full names of several words that contain it."""
    out: dict[str, list[str]] = {}
    for name in famous_people():
        if " " in name:
            for w in name.split():
                out.setdefault(w, []).append(name)
    return {w: tuple(names) for w, names in out.items()}


#: a capitalised word right after a name: it is no first name alone ('named Kennedy Avenue', 'Norman Foster')
_CAPITAL_NEXT = re.compile(r"[ \t]+[A-Z]")


@cache
def _person_nouns() -> frozenset[str]:
    return frozenset(word_list("person_nouns", "en"))


_WORD_BEFORE = re.compile(r"([\w'’-]+)([ \t,]*)$")
#: pronouns of a person: 'She is called Teresa' (review 53 C9)
_PERSON_PRONOUNS = frozenset({"she", "he", "him"})
#: possessive pronouns: a person's name ('Her name is Teresa'), or a person's thing ('His phone is called Apple',
#: 'Her dog is called Ted': review 56 C9), as with "brother's"
_POSSESSIVE_PRONOUNS = frozenset({"her", "his", "their"})
#: the words a person's name goes by ("my friend's name is", "first name")
_NAME_WORDS = frozenset({"name", "names", "nickname"})
#: words that open another subject before the name ('the company is called', 'a talk that is called')
_SUBJECT_OPENERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "its"})


def _person_word_before(text: str, start: int) -> bool:
    """The name at ``start`` belongs to a person by the words before it, read back to its subject: a word for a person
    (resources/en/words.tsv person_nouns) or a pronoun ('my friend Teresa', 'my friends Teresa', 'My best friend in
    Sweden is called Norman', 'I have a friend who is called Norman', 'Her name is Teresa', "My friend's first name is
    Norman"), across a clause set off by commas ('My best friend, whom everyone likes, is called Norman'); not where
    a determiner opens another subject first ('the company is called Apple', 'My friend said the company is called
    Apple') or a person's possessive owns no name ("My brother's phone is called Apple": reviews 52 C2, 54, 55 C10)."""
    end, name = start, False
    for _ in range(10):
        m = _WORD_BEFORE.search(text, max(0, end - 40), end)
        if m is None:
            return False
        word = m.group(1).lower()
        low = word.removesuffix("'s").removesuffix("’s")
        if low != word:  # a possessive: the person's name, not the person's thing
            return name and (low in _person_nouns() or low in _PERSON_PRONOUNS)
        if low in _POSSESSIVE_PRONOUNS:
            return name
        if low in _person_nouns() or low in _PERSON_PRONOUNS:
            return True
        if "," in m.group(2):  # a clause set off by commas before the name: read on before its opening comma
            opening = text.rfind(",", max(0, m.start() - 80), m.start())
            if opening < 0:
                return False
            end = opening
            continue
        if low in _SUBJECT_OPENERS:
            return False
        name = name or low in _NAME_WORDS
        end = m.start()
    return False


def _named_friend(text: str, start: int, end: int, key: str) -> bool:
    """A person of the student's life who shares a famous name: a word for a person before it, and either a first
    name alone, no famous full name around it and no capitalised word after it ('my friend Teresa', 'my best friend
    is called Norman'; not 'Mother Teresa', 'named Kennedy Avenue'), or a full name ('My brother is called Michael
    Jackson': review 52 C4)."""
    if not _person_word_before(text, start):
        return False
    if " " in key:
        return True
    return _first_name_alone(key) and not _famous_around(text, start, end, key) and not _CAPITAL_NEXT.match(text, end)


_AND_BEFORE = re.compile(r"([\w'’-]+)[ \t]+(?:and|&)[ \t]+$")


def _and_after(text: str, start: int, confirmed: set[str]) -> bool:
    """The name at ``start`` follows 'and' after a name confirmed as the student's people: 'My friends Romeo and
    Juliet' (review 54: the second was released)."""
    m = _AND_BEFORE.search(text, max(0, start - 60), start)
    return m is not None and _key(m.group(1)) in confirmed


#: ', my classmate' after a name (``_met``)
_MY_PERSON_AFTER = re.compile(r"[ \t]*,[ \t]*my[ \t]+(?:[\w-]+[ \t]+)?([\w-]+)")
#: ' is my' after a name, before the words person_context.person_noun_ends reads ('is my really good friend')
_IS_MY = re.compile(r"[ \t]+(?:is|was)[ \t]+my\b", re.IGNORECASE)
_WORD = re.compile(r"[\w-]+")


def _met(text: str, start: int, end: int, words: int) -> bool:
    """The person at ``text[start:end]`` (``words`` name spans) is someone the student met, greeted or spoke to
    ('Yesterday I met Norman', 'Hi Norman', 'I told Teresa', 'Newton, my neighbour'; after 'with' only one name: 'I
    went to the mall with Clinton', not 'I agree with Tim Brown', review 61), which no famous person of the essay is
    (review 59 C4: released where the essay named Don Norman, Bill Clinton)."""
    from workbench.detect.en.person_context import MEETING, SPOKEN_TO, person_noun_ends

    m = _WORD_BEFORE.search(text, max(0, start - 30), start)
    word = m.group(1).lower() if m else ""
    if word in MEETING or word in SPOKEN_TO or word == "with" and words == 1:
        return True
    after = _MY_PERSON_AFTER.match(text, end)
    if after is not None and after.group(1).lower() in _person_nouns():
        return True
    is_my = _IS_MY.match(text, end)  # 'Norman is my best friend at school' where the essay cites Don Norman
    return is_my is not None and person_noun_ends(_WORD.findall(text.lower(), is_my.end(), is_my.end() + 60)[:6])


def _first_name_alone(key: str) -> bool:
    """``key`` is one first name of the lists: after 'my friend' or 'is called' the student's friend, though a
    famous person goes by it ('my friend Teresa': review 46 C6, released); 'Einstein' is none."""
    from workbench import resources as R

    return " " not in key and key in R.first_names()


def _famous(text: str, start: int, end: int, key: str) -> bool:
    """The person is famous: the list knows the name, or a famous full name around it (Albert Einstein)."""
    return _listed_famous(text, key) or _famous_around(text, start, end, key)


def _listed_famous(text: str, key: str) -> bool:
    """resources/famous_people.tsv knows ``key``: as a name, or as the last word a famous person goes by
    ('Einstein'); a first name of the lists that is only such a last word ('Norman' of Don Norman, 'Teresa',
    'Ronaldo') is that person only where the text also names them in full: 'I met Norman at the party', 'Hi,
    Norman.', 'His nickname is Norman' were released (review 56 C8) though no famous person was in the essay."""
    whole = famous_people().get(key)
    if whole is None:
        return False
    return whole or not _first_name_alone(key) or _full_name_in(text, key) or _country_or_region(key)


#: what a famous person's genitive names and a friend's seldom does: "Darwin's theory", "Newton's laws" (review 61;
#: not 'idea', 'book', 'life', 'letter': "Norman's idea was to go to the cinema" is a friend's)
_FAMOUS_WORK = re.compile(r"(?i)['’]s?\s+(?:theory|theories|laws?|speech|speeches|presidency|era|legacy|inventions?|"
                          r"novels?|poems?|principles?|paintings?|symphony|symphonies)\b")
#: why a mention is dropped where it stands only: its other mentions may be the student's people ('We read "Sara" in
#: class. Sara is my classmate.', "Newton's laws are hard. Newton is my classmate.": review 63 C2)
_HERE_ONLY = frozenset({"title", "work"})


def _country_or_region(key: str) -> bool:
    """``key`` names a country or region too: 'Washington' stays the famous one, not a friend, where no person word
    comes before it ('The capital is called Washington')."""
    from workbench import resources as R

    return any(p.kind in ("country", "region") for p in R.places().get(key, ()))


def _full_name_in(text: str, key: str) -> bool:
    """A famous full name that ends in the word ``key`` stands in ``text`` ('Don Norman', 'John F. Kennedy')."""
    return _full_names_ending(key).search(text) is not None


@cache
def _full_names_ending(key: str) -> re.Pattern[str]:
    names = [n for n in _famous_by_word().get(key, ()) if n.rsplit(" ", 1)[1] == key]
    words = [r"[\s.]+".join(map(re.escape, n.split())) for n in names]
    return re.compile(rf"(?i)\b(?:{'|'.join(words) or '(?!)'})\b")


def _famous_around(text: str, start: int, end: int, key: str) -> bool:
    """A famous full name of several words stands around the person ('Albert Einstein', 'Mother Teresa')."""
    names = {n for w in key.split() for n in _famous_by_word().get(w, ())}
    if not names:
        return False
    wide = f" {_expanded(text, start, end)} "
    return any(f" {name} " in wide for name in names)


def _ends_before(pattern: re.Pattern[str], ending: re.Pattern[str], text: str) -> bool:
    """``pattern.search(text)``, which can only match when ``text`` ends (white space aside) with
    ``ending``: that is tested first."""
    t = text.rstrip()
    return bool(ending.search(t, max(0, len(t) - 12)) and pattern.search(text))


def _cited(text: str, start: int, end: int, key: str, first_alone: bool = False) -> str | None:
    """Why the person at ``text[start:end]`` is cited or public, or None. ``first_alone``: the person is one first name
    ('Tom'): an author is cited by surname or full name, and a first name alone before a citing verb or in a
    quotation's attribution is someone of the student's story ('Tom said "hi" and left', 'Sara explained that she was
    ill', 'Anna: "Where are you?"' were released: review 59 C6)."""
    if _famous(text, start, end, key):
        return "famous"
    before = text[max(0, start - 40) : start]
    if _AFTER.match(text, end) or _in_parens(text, start, end) or _ends_before(_BEFORE, _BEFORE_END, before):
        return "citation"
    if text[end : end + 1] in ('"', "”") and _TITLE_BEFORE.search(before):
        return "title"  # 'We read "Anna Karenina" in class' (review 61)
    if famous_people().get(key) is False and _FAMOUS_WORK.match(text, _genitive_start(text, start, end)):
        return "work"  # "Darwin's theory", "Newton's laws" (review 61)
    if not first_alone and (not _genitive(text, start, end) and _VERB_AFTER.match(text, end)
                            or _ends_before(_QUOTE_BEFORE, _QUOTE_END, before)):
        return "citation"
    return None


def _genitive_start(text: str, start: int, end: int) -> int:
    """Where the genitive ending of the name at ``text[start:end]`` starts ("Darwin's", "Jesus'"), else ``end``."""
    m = _GENITIVE.search(text, start, end)
    return m.start() if m else end


def _genitive(text: str, start: int, end: int) -> bool:
    """The name ends in (or is followed by) a genitive 's: 'Michael's notes', 'Michael's "Lectures"'."""
    return bool(_GENITIVE.search(text, start, end) or text.startswith(("'s", "’s"), end))


def _cited_place(text: str, span: Span) -> bool:
    """A place-list word that is an author here: '(Buzan, 1974)', 'Buzan (1974)', 'Tony Buzan'; a famous person's
    name only where nothing made it a place ('I moved to Darwin', 'Seattle, Washington', 'I was in Darwin' were
    released: the lead's probes, session 21; review 45 C1), or where a genitive or 'according to' makes it the
    person ("In Lincoln's speech", 'According to Darwin': review 44 C5)."""
    word = _key(span.text(text))
    if text[span.start - 1 : span.start] == "(" and _YEAR_AFTER.match(text, span.end):
        return True
    if _YEAR_PAREN.match(text, span.end):
        return True
    evidence = dict(span.evidence)
    genitive = bool(_GENITIVE_AFTER.match(text, span.end) or _GENITIVE.search(text, span.start, span.end)) \
        and bool(_WORK_AFTER.match(text, span.end))  # "Lincoln's speech"; not "Darwin's best hotel" (review 46 C3)
    according = _ACCORDING.search(text, max(0, span.start - 40), span.start) is not None  # ends at the name
    placed = evidence.get("rule") in _PLACED_RULES or bool(evidence.get("place_preposition")) and not genitive \
        and not according  # 'I live in Darwin's old town' is the town
    # 'According to Darwin', "In Lincoln's speech": the person, by the last word alone too
    person = genitive or according
    return not placed and (_famous(text, span.start, span.end, word) or person and word in famous_people())


#: the rules that found a place by what stands around it: after 'live in', 'moved to', or '<town>, '
_PLACED_RULES = frozenset(("places:after_trigger", "places:after_town"))
_GENITIVE_AFTER = re.compile(r"['’]s\b")
#: 'according to' names a source, no place, though 'to' is a place preposition (review 44 C5)
_ACCORDING = re.compile(r"(?i)\baccording\s+to\s+$")  # not 'wrote to', 'talked to': a friend Teresa (review 47 C4)
#: what follows a genitive of a person, not of a town ("Lincoln's speech", "Darwin's theory")
_WORK_AFTER = re.compile(r"(?i)['’]?s?\s*(?:speech|speeches|theory|theories|idea|ideas|book|books|words|life|death|"
                         r"presidency|era|quote|view|views|legacy|argument|law|laws|letter|letters|novel|novels|poem|"
                         r"poems|invention|inventions)\b")  # not 'famous', 'own', 'work' (review 47 C6)


def _workplace(span: Span) -> bool:
    """A trigger found the brand as where someone works or studies ('I work at Starbucks', 'an intern at
    Google'): it stays."""
    source = span.source.split(":", 1)[0]
    return source == "triggers" or source == "en_org_trigger" and span.label in ("work", "school")


_CHUNK = re.compile(r"\S*")


def _urls(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every ``_URL`` match, found only in the runs of non-space characters that hold a
    '/' or 'www.' (every match lies in one such run and holds one of them), not by a scan of the whole text."""
    backwards, n = text[::-1], len(text)
    runs = set()
    for mark in ("/", "www."):
        p = text.find(mark)
        while p >= 0:
            end = _CHUNK.match(text, p).end()  # type: ignore[union-attr]
            runs.add((n - _CHUNK.match(backwards, n - p).end(), end))  # type: ignore[union-attr]
            p = text.find(mark, end)
    return [m.span() for a, b in sorted(runs) for m in _URL.finditer(text, a, b)]


def demote_cited(doc_text: str, spans: Sequence[Span]) -> list[Span]:
    """``spans`` (resolved, sorted) without cited and public people; see the module docstring."""
    spans = sorted(spans, key=lambda s: (s.start, s.end))
    ref = _REFERENCES.search(doc_text)
    ref_start = ref.start() if ref and ref.start() > len(doc_text) // 3 else len(doc_text) + 1
    groups = _groups(doc_text, spans)
    keys = [_key(s.text(doc_text)) if s.label in _NAMES or s.label in _BRAND_LABELS else "" for s in spans]
    confirmed: set[str] = set()
    for g in groups:
        level = max(_student(spans[k]) for k in g)
        start, end = spans[g[0]].start, spans[g[-1]].end
        key = " ".join(keys[k] for k in g)
        if level == 2 or _met(doc_text, start, end, len(g)) \
                or level == 1 and (not _famous(doc_text, start, end, key) or _named_friend(doc_text, start, end, key)) \
                or _and_after(doc_text, start, confirmed) and _first_name_alone(key):
            confirmed.update(keys[k] for k in g)
    drop: set[int] = set()
    lowered: set[int] = set()
    cited_keys: set[str] = set()
    for g in groups:
        person = [keys[k] for k in g]
        if any(k in confirmed for k in person):
            continue
        start, end = spans[g[0]].start, spans[g[-1]].end
        # a first name alone, not a famous person's last word ('Darwin wrote about evolution' stays cited)
        first_alone = len(g) == 1 and spans[g[0]].label.startswith("firstname") and person[0] not in famous_people()
        why = "reference list" if start >= ref_start else _cited(doc_text, start, end, " ".join(person), first_alone)
        if why is None and len(g) == 1 and _listed_famous(doc_text, person[0]):
            why = "famous"
        if why:
            drop.update(g)
            if why not in _HERE_ONLY:
                cited_keys.update(k for k in person if len(k) > 1)
        elif _ends_before(_PROFESSION, _PROFESSION_END, doc_text[max(0, start - 30) : start]):
            lowered.update(g)
    numbers = "/" in doc_text and any(s.label in _NUMBER_LABELS for s in spans)
    urls = _urls(doc_text) if numbers else []
    out = []
    for k, (s, key) in enumerate(zip(spans, keys, strict=True)):
        if s.label in _NUMBER_LABELS and any(a <= s.start and s.end <= b for a, b in urls):
            continue  # a number inside a web address ('hbr.org/2008/06/...') is part of the address
        if s.label in _NAMES and key in _TITLE_WORDS:
            continue
        if s.start >= ref_start and s.label not in _KEEP_IN_REFERENCES and key not in confirmed:
            continue  # not a name the student is confirmed by ('my name is carlos' after a "Sources" heading)
        if k in drop or s.label in _NAMES and key in cited_keys and key not in confirmed:
            continue
        if s.label in _BRAND_LABELS and key in famous_people() and not _workplace(s):
            continue
        if s.label in _GEO and _cited_place(doc_text, s):
            continue
        if k in lowered:
            ev = lower(of_span(s), "likely_cited")
            s = s.with_(score=score(ev), evidence=ev,
                        reason=f"{s.reason}; likely a cited or public person" if s.reason else "likely cited")
        out.append(s)
    return out

