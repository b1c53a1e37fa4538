"""The tokenizer of every blank spaCy pipeline of the workbench (``workbench.Tokenizer.v1``).

spaCy's own rule-based tokenizer, given the rules that learner text needs: a word is a run of letters and
digits, joined by single ``- ' ’ : . @ /`` between them (names 'Karl-Johan', "it's", times '12:30', dates
'2024-01-05' and '5/3', e-mail addresses 'a.b@c.se', 'www.x.se/a'); a web address that starts with
``http://``, ``https://`` or ``www.`` is one token to its last letter, digit or slash; every other mark is a
token of its own. The abbreviations of the language (resources/<lang>/abbreviations.tsv: 't.ex.', 'bl.a.')
are kept whole with their final period. No model is loaded and nothing is downloaded: ``blank(lang)`` is
``spacy.blank(lang)`` with this tokenizer.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

import spacy
from spacy.language import Language
from spacy.symbols import ORTH
from spacy.tokenizer import Tokenizer

from workbench.resources import RESOURCE_DIR, ResourceError
from workbench.resources.tables import read_table

__all__ = ["INFIX", "PREFIX", "SUFFIX", "URL", "abbreviations", "blank", "create_tokenizer", "own_factories_only"]

#: one mark that is no letter or digit, at the start or the end of a whitespace-separated chunk
PREFIX = re.compile(r"^[^\w\s]")
SUFFIX = re.compile(r"[^\w\s]$")
#: inside a chunk: a mark that does not join two word characters ('a--b' is a, -, -, b)
INFIX = re.compile(r"[^\w\s\-'’:.@/]|(?<!\w)[\-'’:.@/]|[\-'’:.@/](?!\w)")
#: what is left of a chunk once marks are stripped from its ends, when it is a web address
URL = re.compile(r"(?:https?://|www\.)\S*[\w/]\Z", re.IGNORECASE)


@cache
def abbreviations(lang: str, directory: Path = RESOURCE_DIR) -> frozenset[str]:
    """The abbreviations of ``lang`` the tokenizer keeps whole, lowercased and capitalised ('t.ex.', 'T.ex.');
    none for a language without a list."""
    path = directory / lang / "abbreviations.tsv"
    if not path.is_file():
        return frozenset()
    out: set[str] = set()
    for where, row in read_table(path, ("form",)):
        form = row["form"]
        if form != form.lower() or not form.endswith(".") or any(c.isspace() for c in form):
            raise ResourceError(f"{where}: {form!r} is not one lowercased word ending in a period")
        out.update((form, form[:1].upper() + form[1:]))
    return frozenset(out)


@spacy.registry.tokenizers("workbench.Tokenizer.v1")
def create_tokenizer(exceptions: bool = True) -> Callable[[Language], Tokenizer]:
    """The factory spaCy's config names: the tokenizer of ``nlp`` with the rules above; ``exceptions``:
    with the language's abbreviations and whole web addresses (False: the plain rules alone)."""

    def make(nlp: Language) -> Tokenizer:
        # no lexical attributes (spaCy's like_num, is_stop, shape ... computed in Python for every new word):
        # nothing of the workbench reads them, and they cost half of tokenizing new text
        nlp.vocab.lex_attr_getters = {}  # type: ignore[attr-defined]  # (spaCy's stubs lack it)
        forms = sorted(abbreviations(nlp.lang)) if exceptions else []
        rules: dict[str, Any] = {form: [{ORTH: form}] for form in forms}
        return Tokenizer(nlp.vocab, rules=rules, prefix_search=PREFIX.search, suffix_search=SUFFIX.search,
                         infix_finditer=INFIX.finditer, token_match=None,
                         url_match=URL.match if exceptions else None)

    return make


@contextmanager
def own_factories_only() -> Iterator[None]:
    """While a pipeline of the workbench is built: spaCy imports every installed package that offers spaCy
    components through entry points (presidio-analyzer does, and importing it costs two seconds); the
    workbench's pipelines use only their own components, registered in its own modules."""
    registry = getattr(spacy.util.registry, "_entry_point_factories", None)
    before = getattr(registry, "entry_points", None)
    if registry is not None and before is not None:
        registry.entry_points = False
    try:
        yield
    finally:
        if registry is not None and before is not None:
            registry.entry_points = before


@cache
def blank(lang: str) -> Language:
    """A blank pipeline of ``lang`` ("sv", "en"; "xx": no language, and no exceptions either: the tokens that
    evaluation counts) with the workbench tokenizer, built once."""
    tokenizer = {"@tokenizers": "workbench.Tokenizer.v1", "exceptions": lang != "xx"}
    with own_factories_only():
        return spacy.blank(lang, config={"nlp": {"tokenizer": tokenizer}})
