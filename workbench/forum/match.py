"""Find the mentions of participants in a text, from the conversion table.

- every text form (login, full name, first and last name, nicknames, altered forms), case-insensitive
  and diacritics-insensitive, as a whole word; forms of one or two letters only as written;
- with a Swedish or English genitive or a simple ending: ``s``, ``'s``, ``’s``, ``'``, ``:s``
  (the mask takes the same ending: ``Maries`` -> ``Annas``, ``Marie's`` -> ``Anna's``, ``Learner#1:s``);
- fuzzy variants (rapidfuzz ratio >= ``cutoff``) of forms of five letters or more, for rare words of
  five letters or more that no form matched exactly ("Mariee", "Dupond", "Johanssons").
A lowercase mention gets a lowercase mask ("marie: hej" -> "anna: hej").
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz, process

from workbench.forum.table import ConversionTable, Form
from workbench.pseudonymize.morphology import inflect

__all__ = ["Mention", "MentionFinder", "fold_same_length", "masked"]

_SUFFIX = r"(?P<suf>:s|['’]s|['’]|s)?"


@lru_cache(maxsize=4096)
def _fold1(c: str) -> str:
    base = [x for x in unicodedata.normalize("NFKD", c) if not unicodedata.combining(x)]
    low = "".join(base).lower()
    return low if len(low) == 1 else c.lower() if len(c.lower()) == 1 else c


def fold_same_length(text: str) -> str:
    """Lowercased, diacritics dropped, one character for one (offsets stay valid)."""
    return "".join(_fold1(c) for c in text)


@dataclass(frozen=True)
class Mention:
    """A participant form found at ``text[start:end]`` and the string that replaces it."""

    start: int
    end: int
    form: Form
    surrogate: str
    how: str  # form | fuzzy | chat | signature


def masked(mask: str, written: str, suffix: str) -> str:
    """``mask`` with the ending ``suffix`` the original had, and its case when all lower or upper."""
    if suffix == "s":
        out = inflect(mask, {"gen"}, "sv") if mask[-1:].isalpha() else mask + ":s"
    elif suffix in ("'", "’"):
        out = mask + (suffix if mask.endswith("s") else suffix + "s")
    else:
        out = mask + suffix
    if written.islower():
        return out.lower()
    return out.upper() if written.isupper() and len(written) > 2 else out


class MentionFinder:
    """Finds the mentions of every text form of a table (see the module doc)."""

    def __init__(self, table: ConversionTable, cutoff: float = 85.0, min_fuzzy: int = 5) -> None:
        self.cutoff, self.min_fuzzy = cutoff, min_fuzzy
        self.forms: dict[str, Form] = {}
        exact: dict[str, Form] = {}
        for f in sorted(table.text_forms(), key=lambda f: -len(f.original)):
            target = exact if len(f.original) < 3 else self.forms
            target.setdefault(f.original if len(f.original) < 3 else fold_same_length(f.original), f)
        alts = [re.escape(k).replace(r"\ ", r"\s+") for k in sorted(self.forms, key=len, reverse=True)]
        self._folded = re.compile(rf"(?<!\w)(?P<form>{'|'.join(alts)}){_SUFFIX}(?!\w)") if alts else None
        shorts = [re.escape(k) for k in exact]
        self._short = re.compile(rf"(?<!\w)(?P<form>{'|'.join(shorts)}){_SUFFIX}(?!\w)") if shorts else None
        self._exact = exact
        self._fuzzy = {k: f for k, f in self.forms.items() if len(k) >= min_fuzzy and " " not in k}

    def _key(self, written: str) -> str:
        return re.sub(r"\s+", " ", written)

    def exact(self, text: str) -> list[Mention]:
        """Mentions of forms written as they are (with an ending), longest form first."""
        out: list[Mention] = []
        for regex, source, table in (
            (self._folded, fold_same_length(text), self.forms),
            (self._short, text, self._exact),
        ):
            if regex is None:
                continue
            for m in regex.finditer(source):
                if any(m.start() < x.end and x.start < m.end() for x in out):
                    continue
                form = table[self._key(m.group("form"))]
                written = text[m.start("form") : m.end("form")]
                out.append(
                    Mention(
                        m.start(), m.end(), form, masked(form.mask, written, m.group("suf") or ""), "form"
                    )
                )
        return sorted(out, key=lambda x: x.start)

    def resolve(self, word: str) -> Form | None:
        """The form ``word`` is, exactly or as a fuzzy variant; None when none is close enough."""
        key = fold_same_length(word.strip())
        if key in self.forms:
            return self.forms[key]
        if word.strip() in self._exact:
            return self._exact[word.strip()]
        if len(key) < self.min_fuzzy or not self._fuzzy:
            return None
        best = process.extractOne(key, list(self._fuzzy), scorer=fuzz.ratio, score_cutoff=self.cutoff)
        if best is None and key.endswith("s"):
            best = process.extractOne(
                key[:-1], list(self._fuzzy), scorer=fuzz.ratio, score_cutoff=self.cutoff
            )
        return self._fuzzy[best[0]] if best else None

    def fuzzy(self, text: str, taken: list[Mention], lang: str = "sv") -> list[Mention]:
        """Rare words close to a form (see the module doc), outside the ``taken`` mentions."""
        from wordfreq import zipf_frequency

        out: list[Mention] = []
        for m in re.finditer(r"\w+", text):
            word = m.group()
            if (
                len(word) < self.min_fuzzy
                or word.isdigit()
                or any(m.start() < x.end and x.start < m.end() for x in taken)
            ):
                continue
            if zipf_frequency(word.lower(), lang if lang in ("sv", "en") else "sv") >= 3.5:
                continue
            form = self.resolve(word)
            if form is not None:
                out.append(Mention(m.start(), m.end(), form, masked(form.mask, word, ""), "fuzzy"))
        return out

    def find(self, text: str, lang: str = "sv") -> list[Mention]:
        """Exact and fuzzy mentions, sorted, none overlapping."""
        exact = self.exact(text)
        return sorted(exact + self.fuzzy(text, exact, lang), key=lambda x: x.start)
