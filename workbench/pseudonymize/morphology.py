"""Morphology: the surrogate takes the form the original had (guidelines 003, "Morphology").

A span says ``gen`` (Volvos), ``def`` (Stadsbiblioteket) or ``pl`` (Mölndalsbor); nominative singular
is the default. The renderer asks :func:`infer` for the form when the span does not say (a genitive
's, or a Swedish -s when the bare form occurs too), strips it with :func:`base` before choosing a
surrogate (so Borlänge and Borlänges share one), and puts it back with :func:`inflect`:
Swedish genitive adds -s unless the word ends in s, x or z ("Guntorps", "Lars"); English adds 's
("Emma's", "James'"); SweLL's fake forms inflect as the Swedish nouns they end in (A-skolan, A-stadens,
A-länder). Real names take no definite or plural ending. A Swedish place or institution written in its
definite form ("Stadsbiblioteket", "Hagaskolan", "Storsjön") is ``def`` (its head noun in
``_SV_DEFINITE``), so its fake form is definite too ("A-skolan"). ``as_written`` gives a surrogate the case
of its original. Prepositions before a span: workbench.pseudonymize.prepositions.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["as_written", "base", "definite_head", "infer", "inflect", "reads_definite"]

_APOS_GEN = re.compile(r"(['’`´])s?$")
#: stem -> (definite, plural, definite plural), Swedish
_SV_NOUNS = {
    "stad": ("staden", "städer", "städerna"),
    "skola": ("skolan", "skolor", "skolorna"),
    "arbetsplats": ("arbetsplatsen", "arbetsplatser", "arbetsplatserna"),
    "myndighet": ("myndigheten", "myndigheter", "myndigheterna"),
    "institution": ("institutionen", "institutioner", "institutionerna"),
    "land": ("landet", "länder", "länderna"),
    "hemland": ("hemlandet", "hemländer", "hemländerna"),
    "region": ("regionen", "regioner", "regionerna"),
    "område": ("området", "områden", "områdena"),
    "plats": ("platsen", "platser", "platserna"),
    "linjen": ("linjen", "linjer", "linjerna"),
    "efternamn": ("efternamnet", "efternamn", "efternamnen"),
}
#: Swedish head nouns of place and institution names in their definite form (the name then is ``def``)
_SV_DEFINITE = ("skolan", "gymnasiet", "universitetet", "högskolan", "biblioteket", "sjukhuset", "kyrkan",
                "parken", "torget", "gatan", "vägen", "sjön", "älven", "ån", "berget", "fjället", "ön", "skogen",
                "stationen", "hallen", "badet", "huset", "centralen", "platsen", "gränden", "stigen", "backen",
                "kliniken", "förskolan", "föreningen", "klubben", "myndigheten", "verket", "kommunen")
_EN_PLURAL = {"city": "cities", "country": "countries", "authority": "authorities"}
_FAKE = re.compile(r"^([A-Z]+-)(\w+)$")


def infer(original: str, attributes: Iterable[str], lang: str, others: Iterable[str] = (),
          kind: str = "", label: str = "") -> frozenset[str]:
    """The span's attributes plus ``gen`` when the original is visibly genitive: ends in 's / ’s, or
    (Swedish) in -s while the bare form is another mention of the same entity (``others``) or a name the
    lists know as ``label`` and the whole is not ("Strandvägens", "Annas"; not "Lars", "Paris":
    lexicon.known_name); plus ``def`` for a Swedish place or institution (taxonomy kind
    ``geo``/``institution``) in its definite form."""
    attrs = frozenset(attributes)
    others = tuple(others)
    bare = {o.casefold() for o in others}
    if "gen" in attrs:
        pass
    elif _APOS_GEN.search(original) and len(original) > 2:
        attrs = attrs | {"gen"}
    elif lang == "sv" and original.endswith("s") and (original[:-1].casefold() in bare
                                                      or _known_genitive(original, label)):
        attrs = attrs | {"gen"}
    if lang == "sv" and kind in ("geo", "institution") and "def" not in attrs:
        words = base(original, attrs, others, label).split()
        word = words[-1].casefold() if words else ""
        if any(word == h or (word.endswith(h) and len(word) > len(h) + 1) for h in _SV_DEFINITE):
            attrs = attrs | {"def"}
    return attrs


def definite_head(name: str) -> str | None:
    """The Swedish definite head noun ``name`` ends in, as written ("biblioteket" of "Linsbiblioteket",
    "skolan" of "Hagaskolan"), or None."""
    words = name.split()
    word = words[-1] if words else ""
    low = word.casefold()
    for h in sorted(_SV_DEFINITE, key=len, reverse=True):
        if low.endswith(h) and len(low) > len(h) + 1:
            return word[len(word) - len(h):]
    return None


def _known_genitive(original: str, label: str) -> bool:
    """``original`` ends in -s, its bare form is a name the lists know as ``label`` and it is not."""
    if not label or len(original) < 4 or not original.endswith("s"):
        return False
    from workbench.pseudonymize.lexicon import known_name

    return known_name(original[:-1], label) and not known_name(original, label)


def reads_definite(name: str) -> bool:
    """Does the Swedish name ``name`` end like a definite noun: its last word in -n, -t or -na ("Storsjön",
    "Vänern", "Slottsskogen", "Kosteröarna", "Stadsbiblioteket"), as a surrogate of a ``def`` original
    should ("Björkö" for "Baraön" does not)?"""
    words = name.split()
    return bool(words) and words[-1].lower().endswith(("n", "t", "na"))


def base(original: str, attributes: Iterable[str], others: Iterable[str] = (), label: str = "") -> str:
    """The original without its genitive ending (for choosing a surrogate), when that is certain: an
    apostrophe, or an -s after a bare form that is another mention (``others``) or a name the lists know
    as ``label`` while the whole is not."""
    if "gen" not in attributes:
        return original
    stripped = _APOS_GEN.sub("", original)
    if stripped != original:
        return stripped
    if original.endswith("s") and (original[:-1].casefold() in {o.casefold() for o in others}
                                   or _known_genitive(original, label)):
        return original[:-1]
    return original


def _sv_genitive(word: str) -> str:
    return word if word[-1:].lower() in ("s", "x", "z") else word + "s"


def _en_genitive(word: str, apostrophe: str) -> str:
    return word + apostrophe if word.endswith(("s", "S")) else word + apostrophe + "s"


def inflect(surrogate: str, attributes: Iterable[str], lang: str = "sv", original: str = "") -> str:
    """``surrogate`` in the form the attributes ask for (see the module doc)."""
    attrs = frozenset(attributes)
    if not surrogate:
        return surrogate
    word = surrogate
    fake = _FAKE.match(surrogate)
    if fake and ("def" in attrs or "pl" in attrs):
        prefix, stem = fake.groups()
        if lang == "sv" and stem in _SV_NOUNS:
            definite, plural, both = _SV_NOUNS[stem]
            word = prefix + (both if {"def", "pl"} <= attrs else plural if "pl" in attrs else definite)
        elif lang == "en" and "pl" in attrs:
            word = prefix + _EN_PLURAL.get(stem, stem + "s")
    if "gen" not in attrs:
        return word
    if lang == "en":
        found = _APOS_GEN.search(original)
        return _en_genitive(word, found.group(1) if found else "'")
    return _sv_genitive(word)


def as_written(surrogate: str, original: str) -> str:
    """``surrogate`` in the case the original was written in: all lower case ("östersund" ->
    "jönköping"), all capitals ("ANNA" -> "EVA") but for an acronym of two or three capitals, which says nothing
    of the writer's case ("USA" -> "Brasilien", was "BRASILIEN": the lead's probes, session 21), else as it is;
    SweLL's fake forms stay as they are."""
    letters = [c for c in original if c.isalpha()]
    if not letters or _FAKE.match(surrogate.split()[0] if surrogate.split() else ""):
        return surrogate  # SweLL's fake forms (A-stad) are markers: they keep their capital
    if all(c.islower() for c in letters):
        return surrogate.lower()
    if len(letters) > 3 and all(c.isupper() for c in letters):
        return surrogate.upper()
    return surrogate
