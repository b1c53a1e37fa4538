"""Context words shared by the gazetteer detectors: what before a word makes it a name, a place, a
workplace or a school (Swedish and English), and common words never to take for names."""

from __future__ import annotations

from workbench.text import Doc

__all__ = [
    "FAMILY_GENDER",
    "NAME_TRIGGERS",
    "PLACE_NOUNS",
    "PLACE_PREPS",
    "PLACE_TRIGGERS",
    "SCHOOL_TRIGGERS",
    "STOP",
    "WORK_TRIGGERS",
    "after_place_noun",
    "after_trigger",
    "gender_hint",
    "place_context",
    "work_context",
]

#: word sequences (lowercased, last word nearest) that announce a name right after them
NAME_TRIGGERS = {
    ("heter",),
    ("hette",),
    ("namn", "är"),
    ("namn", "var"),
    ("name", "is"),
    ("name", "was"),
    ("called",),
    ("named",),
    ("i'm",),
    ("am",),
}
#: family words and friends: a capitalised or known name may follow (min kompis Ali)
FAMILY_GENDER = {
    "kompis": "unknown",
    "vän": "unknown",
    "väninna": "female",
    "kamrat": "unknown",
    "granne": "unknown",
    "bror": "male",
    "brorsa": "male",
    "syster": "female",
    "syrra": "female",
    "fru": "female",
    "man": "male",
    "make": "male",
    "maka": "female",
    "son": "male",
    "dotter": "female",
    "mamma": "female",
    "pappa": "male",
    "mor": "female",
    "far": "male",
    "kusin": "unknown",
    "pojkvän": "male",
    "flickvän": "female",
    "sambo": "unknown",
    "lärare": "unknown",
    "lärarinna": "female",
    "chef": "unknown",
    "farbror": "male",
    "morbror": "male",
    "faster": "female",
    "moster": "female",
    "farmor": "female",
    "mormor": "female",
    "farfar": "male",
    "morfar": "male",
    "friend": "unknown",
    "brother": "male",
    "sister": "female",
    "wife": "female",
    "husband": "male",
    "daughter": "female",
    "mother": "female",
    "father": "male",
    "mum": "female",
    "mom": "female",
    "dad": "male",
    "cousin": "unknown",
    "boyfriend": "male",
    "girlfriend": "female",
    "teacher": "unknown",
    "neighbour": "unknown",
    "uncle": "male",
    "aunt": "female",
    "grandmother": "female",
    "grandfather": "male",
    "herr": "male",
    "fröken": "female",
    "mr": "male",
    "mrs": "female",
    "ms": "female",
}
#: sequences that announce a place right after them
PLACE_TRIGGERS = {
    ("bor", "i"),
    ("bodde", "i"),
    ("bott", "i"),
    ("kommer", "från"),
    ("kom", "från"),
    ("född", "i"),
    ("föddes", "i"),
    ("flyttade", "till"),
    ("flyttade", "från"),
    ("flytta", "till"),
    ("uppvuxen", "i"),
    ("växte", "upp", "i"),
    ("live", "in"),
    ("lived", "in"),
    ("come", "from"),
    ("came", "from"),
    ("am", "from"),
    ("i'm", "from"),
    ("born", "in"),
    ("moved", "to"),
    ("moved", "from"),
    ("grew", "up", "in"),
}
#: a definite place noun (or a saint's 'S:t') before a name makes it a place, with this label ('i delstaten
#: Shan', 'i lägret Shimelba', 'byn X', 'S:t Moritz')
PLACE_NOUNS = {
    **dict.fromkeys("byn staden orten tätorten samhället förorten s:t sankt".split(), "city"),
    **dict.fromkeys("delstaten provinsen regionen landskapet länet".split(), "region"),
    **dict.fromkeys("lägret flyktinglägret".split(), "place"),
}
PLACE_PREPS = {"i", "från", "till", "in", "from", "to", "utanför", "nära", "near", "ifrån", "mot"}
WORK_TRIGGERS = {
    ("jobbar",),
    ("jobbade",),
    ("jobba",),
    ("arbetar",),
    ("arbetade",),
    ("arbeta",),
    ("anställd",),
    ("anställda",),
    ("praktik",),
    ("praktiken",),
    ("praktiserar",),
    ("praktiserade",),
    ("jobb",),
    ("jobbet",),
    ("arbete",),
    ("arbetet",),
    ("arbetsplats",),
    ("arbetsplatsen",),
    ("sommarjobb",),
    ("extrajobb",),
    ("deltid",),
    ("heltid",),
    ("kollegor",),
    ("job",),
    ("internship",),
    ("employer",),
    ("work",),
    ("worked",),
    ("works",),
    ("working",),
    ("employed",),
    ("shift",),
}
SCHOOL_TRIGGERS = {
    ("studerar",),
    ("studerade",),
    ("läser",),
    ("läste",),
    ("går",),
    ("gick",),
    ("study",),
    ("studied",),
    ("studying",),
    ("attend",),
    ("attended",),
    ("pluggar",),
    ("utbildning",),
}
#: words never taken for a name even right after a trigger (heter inte, kommer från en ...)
STOP = set(
    """inte också en ett den det de dom min mitt mina din sin sitt hans hennes vår vårt och eller
men att som så nu då här där i på till från med av för om är var har hade jag du han hon vi ni mig dig
sig oss er dem ska kan vill mycket lite bara väldigt stor stora liten lilla ny nya gamla samma andra annan
alla många några ingen inget hej hejsan hallå tack kära a an the hi hello dear thanks my his her our
their your not also and or but to in at from of is was be it this that there here very so i you he she
we they me him us them same other another""".split()
)


def after_trigger(doc: Doc, i: int, triggers: set[tuple[str, ...]]) -> tuple[str, ...] | None:
    """The trigger (a tuple of lowercased words) that ends right before token ``i``, or None."""
    before = doc.words_before(i, 3)
    for n in (3, 2, 1):
        if len(before) >= n and tuple(before[-n:]) in triggers:
            return tuple(before[-n:])
    return None


def after_place_noun(doc: Doc, i: int) -> str | None:
    """The place noun right before token ``i`` ('delstaten' in 'i delstaten Shan'), or None."""
    before = doc.words_before(i, 1)
    return before[0] if before and before[0] in PLACE_NOUNS else None


def place_context(doc: Doc, i: int) -> bool:
    """True when the word before token ``i`` is a place preposition (i, från, till, in, from ...)."""
    before = doc.words_before(i, 1)
    return bool(before) and before[0] in PLACE_PREPS


def work_context(doc: Doc, i: int) -> bool:
    """True when the sentence says, before token ``i``, that someone works there: a work verb, or a
    profession right before 'på'/'vid'/'at' ('hon är läkare på X', 'barista at X')."""
    before = doc.words_before(i, 6)
    for w in reversed(before):  # the nearest trigger wins: 'jobbar ... och studerar på X'
        if (w,) in WORK_TRIGGERS:
            return True
        if (w,) in SCHOOL_TRIGGERS:
            return False
    if len(before) >= 2 and before[-1] in ("på", "vid", "at", "for"):
        from workbench.resources.marks import lexicon  # the mark lists import this package's Doc only

        return (before[-2],) in lexicon(doc.lang).professions
    return False


def gender_hint(doc: Doc, i: int) -> str | None:
    """The gender a family word right before token ``i`` gives (min bror X -> male), or None."""
    before = doc.words_before(i, 1)
    return FAMILY_GENDER.get(before[0]) if before else None
