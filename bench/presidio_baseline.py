"""Microsoft Presidio as a baseline, configured offline and fed the word lists our detectors use.

No spaCy model can be downloaded here, so the NLP engine wraps BLANK ``spacy.blank("sv")`` /
``spacy.blank("en")`` pipelines (tokens only, no NER): :class:`BlankSpacyNlpEngine` never tries to load or
download a model. Recognizers: deny-lists (``PatternRecognizer``) built from workbench.resources (first
names, surnames, places with their aliases, country names) plus Presidio's predefined pattern recognizers
(email, phone, URL, IP, IBAN, credit card, date), registered for both languages. Results become Spans with
the nearest SweLL label (a first name gets the gender our list gives it, a place the kind our list gives
it), so ``workbench.evaluate`` can compare both systems on the same gold.

The deny-lists match case-sensitively (names are listed capitalized); Presidio's default would ignore case
and flag every "man", "hon" and "per". ``ignore_case=True`` gives that default.
"""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from workbench.model import Essay, Span

__all__ = ["PresidioBaseline", "build_analyzer", "missing_reason", "presidio_spans"]

LANGS = ("sv", "en")
#: Presidio entity -> SweLL label (first names and places are refined with our lists).
ENTITY_LABELS = {
    "FIRST_NAME": "firstname_unknown", "SURNAME": "surname", "LOCATION": "city",
    "EMAIL_ADDRESS": "email", "PHONE_NUMBER": "phone_nr", "URL": "url", "IP_ADDRESS": "other_nr_seq",
    "IBAN_CODE": "account_nr", "CREDIT_CARD": "account_nr", "DATE_TIME": "date_digits",
}
_PHONE_REGIONS = ("SE", "GB", "US", "DE", "FR")


def missing_reason() -> str | None:
    """None when presidio_analyzer and spacy can be imported; otherwise why the baseline is skipped."""
    missing = [m for m in ("presidio_analyzer", "spacy") if importlib.util.find_spec(m) is None]
    if missing:
        return (f"{' and '.join(missing)} not installed (pip install -e '.[bench]'); "
                "the Presidio baseline is skipped")
    return None


def _word_lists() -> dict[str, list[str]]:
    """Deny-list entries per Presidio entity, from the same lists our detectors read."""
    from workbench import resources

    places = {p.name for recs in resources.places().values() for p in recs}
    places |= {alias for _n, (alias, _name, _cc) in resources.read_tsv("place_aliases.tsv")}
    for c in resources.countries().values():
        places |= {c.name_sv, c.name_en, *(f for f in c.forms if f)}
    return {
        "FIRST_NAME": sorted({r.name for r in resources.first_names().values()}),
        "SURNAME": sorted({r.name for r in resources.surnames().values()}),
        "LOCATION": sorted(places),
    }


def _offline_email_recognizer(lang: str) -> Any:
    """Presidio's EmailRecognizer, validating domains against tldextract's bundled suffix list: the
    stock one calls ``tldextract.extract``, which fetches the list from the internet on first use."""
    import tldextract
    from presidio_analyzer.predefined_recognizers import EmailRecognizer

    extract = tldextract.TLDExtract(cache_dir=None, suffix_list_urls=())

    class OfflineEmailRecognizer(EmailRecognizer):
        def validate_result(self, pattern_text: str) -> bool:
            return extract(pattern_text).fqdn != ""

    return OfflineEmailRecognizer(supported_language=lang)


def _recognizers(lang: str, lists: dict[str, list[str]], flags: int) -> list[Any]:
    from presidio_analyzer import PatternRecognizer
    from presidio_analyzer.predefined_recognizers import (
        CreditCardRecognizer,
        DateRecognizer,
        IbanRecognizer,
        IpRecognizer,
        PhoneRecognizer,
        UrlRecognizer,
    )

    out: list[Any] = [
        PatternRecognizer(supported_entity=entity, name=f"{entity.lower()}_list", supported_language=lang,
                          deny_list=words, deny_list_score=0.6, global_regex_flags=flags)
        for entity, words in lists.items()
    ]
    out += [cls(supported_language=lang) for cls in (UrlRecognizer, IpRecognizer, IbanRecognizer,
                                                      CreditCardRecognizer, DateRecognizer)]
    out.append(_offline_email_recognizer(lang))
    out.append(PhoneRecognizer(supported_language=lang, supported_regions=_PHONE_REGIONS))
    return out


def build_analyzer(langs: Iterable[str] = LANGS, ignore_case: bool = False,
                   lists: dict[str, list[str]] | None = None) -> Any:
    """A presidio ``AnalyzerEngine`` over blank spaCy pipelines with our deny-lists (see the module doc);
    ``lists`` (entity -> words, entities FIRST_NAME, SURNAME, LOCATION) replaces our word lists."""
    from presidio_analyzer import AnalyzerEngine, RecognizerRegistry

    from bench.blank_engine import BlankSpacyNlpEngine

    langs = list(langs)
    flags = re.DOTALL | re.MULTILINE | (re.IGNORECASE if ignore_case else 0)
    lists = _word_lists() if lists is None else {k: v for k, v in lists.items() if v}
    registry = RecognizerRegistry(supported_languages=langs)
    for lang in langs:
        for rec in _recognizers(lang, lists, flags):
            registry.add_recognizer(rec)
    engine = BlankSpacyNlpEngine(langs)
    return AnalyzerEngine(registry=registry, nlp_engine=engine, supported_languages=langs)


def _label(entity: str, text: str) -> str:
    from workbench import resources

    if entity == "FIRST_NAME":
        rec = resources.first_names().get(text.lower())
        return f"firstname_{rec.gender}" if rec else "firstname_unknown"
    if entity == "LOCATION":
        recs = resources.places().get(text.lower())
        return recs[0].kind if recs else "country"
    return ENTITY_LABELS.get(entity, "other_nr_seq")


def presidio_spans(results: Iterable[Any], text: str) -> list[Span]:
    """Presidio results as non-overlapping Spans (longest, then highest score, wins an overlap)."""
    kept: list[Any] = []
    for r in sorted(results, key=lambda r: (-(r.end - r.start), -r.score, r.start)):
        if r.end > r.start and all(r.end <= k.start or k.end <= r.start for k in kept):
            kept.append(r)
    return sorted((Span(r.start, r.end, _label(r.entity_type, text[r.start:r.end]), frozenset(), None,
                        f"presidio:{r.entity_type}", float(r.score), f"presidio {r.entity_type}")
                   for r in kept), key=lambda s: (s.start, s.end))


@dataclass
class PresidioBaseline:
    """Callable like our pipeline: essays -> {essay id: spans}, one language per essay as ours decides."""

    analyzer: Any = None

    def __post_init__(self) -> None:
        if self.analyzer is None:
            self.analyzer = build_analyzer()

    def detect(self, essay: Essay, lang: str) -> list[Span]:
        """The spans Presidio finds in one essay."""
        return presidio_spans(self.analyzer.analyze(text=essay.text, language=lang), essay.text)

    def __call__(self, essays: Iterable[Essay], lang: str | None = None) -> dict[str, list[Span]]:
        from workbench.pipeline import essay_language

        return {e.id: self.detect(e, essay_language(e, lang)) for e in essays}


def main(argv: list[str] | None = None) -> int:
    """``python -m bench.presidio_baseline INPUT [--lang sv|en]``: Presidio over a corpus, as one process
    (bench/speed.py times it whole); prints how many essays and spans."""
    import argparse

    from workbench.io import read_corpus

    ap = argparse.ArgumentParser(description=main.__doc__)
    ap.add_argument("input")
    ap.add_argument("--lang", choices=["sv", "en"], default=None)
    args = ap.parse_args(argv)
    corpus = read_corpus(args.input)
    found = PresidioBaseline()(corpus.essays, args.lang)
    print(f"{len(found)} essays, {sum(len(s) for s in found.values())} spans (Presidio)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
