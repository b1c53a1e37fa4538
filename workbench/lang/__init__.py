"""Guess an essay's language (Swedish or English) from its function words, for ``--lang auto``.

"i" counts for neither: it is a preposition in Swedish and a pronoun in English."""

from __future__ import annotations

import re

from workbench.model import Essay

__all__ = ["LANGUAGES", "LANGUAGE_CODE", "essay_language", "guess_language", "language_problem"]

#: the languages the workbench reads: each has a detection pack (workbench/detect/<code>/) and word lists
#: (resources/<code>/)
LANGUAGES = ("sv", "en")
#: the languages a report names by their code (learners' other languages); any other value is not quoted (reviews
#: 45-48: an essay's text, 'Anna', 'jo' that an unquoted comma moved into the field reached report.json)
_KNOWN = frozenset("fi de fr es it pt nl da no nb nn pl ru ar fa so ti tr zh ja ko uk is et lv lt hu cs sk ro bg el hr "
                   "sr bs sl sq mk he hi ur bn ku am sw vi th id ms tl fil prs ckb kmr".split())
#: what a language field holds: a code such as 'fi', 'eng', 'en-gb', 'auto' (anything else is no language: text that an
#: unquoted comma moved into the field, 'Anna', 'Kiruna': review 46 C5)
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(?:[-_][A-Za-z]{2,4})?|auto")

_WORD = re.compile(r"[a-zåäö]+")
_SV = frozenset("jag och är att det som en på inte har med min mitt mina för till vi hon han de var kan".split())
_EN = frozenset("and is the to of a that it my in was have with for we he she they not you this".split())


def guess_language(text: str, default: str = "sv") -> str:
    """``"sv"`` or ``"en"``, whichever has more of its function words in the text; ``default`` on a tie."""
    sv = en = 0
    for w in _WORD.findall(text.lower()):
        sv += w in _SV
        en += w in _EN
    if sv == en:
        return default
    return "sv" if sv > en else "en"


def essay_language(essay: Essay, lang: str | None) -> str:
    """``lang`` when given ("sv"/"en"); with None or "auto": the essay's own language when its metadata
    set one, else a guess from its function words."""
    if lang and lang != "auto":
        return lang
    if essay.metadata.get("language") in LANGUAGES:
        return essay.metadata["language"]
    # a tie falls back on the essay's language only when it is one the workbench reads (not "auto", "de")
    return guess_language(essay.text, default=essay.language if essay.language in LANGUAGES else "sv")


def language_problem(essay: Essay, lang: str | None, used: str) -> str | None:
    """The input problem of an essay whose own language is not one the workbench reads (metadata "fi", "de"),
    read as ``used`` (``essay_language``'s choice) because ``lang`` left the choice to the essay; None when
    there is none (a language the workbench reads, or one ``lang`` set for every essay)."""
    if (lang and lang != "auto") or essay.language in (*LANGUAGES, "", "auto"):  # "", "auto": none given
        return None
    code = essay.language.split("-")[0].split("_")[0].lower()
    # never an essay's text or a name ('jo', 'ali', the 'Anna' of 'de-Anna': review 49 C8) in report.json: only a
    # known language code is quoted, and of a subtag after it only its length
    if LANGUAGE_CODE.fullmatch(essay.language) and code in _KNOWN:
        subtag = len(essay.language) - len(code) - 1
        given = repr(code) + (f" with a subtag of {subtag} characters" if subtag > 0 else "")
    else:
        given = f"of {len(essay.language)} characters"
    return (f"essay {essay.id!r}: language {given} is not one the workbench reads "
            f"({', '.join(LANGUAGES)}); read as {used!r}, guessed from its words")
