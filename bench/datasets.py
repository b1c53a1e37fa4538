"""Readers for the third-party data in ../shared/data (read in place, never copied into the project).

``read_news_ner``: the Swedish news NER corpus (one ``token TAG`` a line, blank line between sentences, IO
tags 0/PER/LOC/ORG/MISC; adjacent tokens of one type form one entity). ``read_swell_tokens``: the SweLL
learner text of MultiGED (one ``token<TAB>c|i`` a line, sentences shuffled). Both group ``per_doc``
sentences into one pseudo-essay (its own learner), sentences one a line, tokens joined by spaces.
A line that cannot be read raises ValueError naming file and line, except the news corpus's one known
tagless line, which is skipped and reported in ``problems``.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from workbench.model import Essay, Span

__all__ = ["NEWS_TAGS", "TokenCorpus", "read_news_ner", "read_swell_tokens", "shared_data_dir", "swell_sentences"]

NEWS_TAGS = ("0", "PER", "LOC", "ORG", "MISC")
Sentence = list[tuple[str, str]]


def shared_data_dir() -> Path:
    """../shared/data beside the project (it may be absent: callers check ``is_dir()``)."""
    return Path(__file__).resolve().parents[2] / "shared" / "data"


@dataclass
class TokenCorpus:
    """Pseudo-essays with their gold spans (empty when the data has none), token count and problems."""

    items: list[tuple[Essay, list[Span]]] = field(default_factory=list)
    tokens: int = 0
    problems: list[str] = field(default_factory=list)


def _sentences(path: Path, tags: tuple[str, ...] | None, sep: str | None,
               problems: list[str]) -> Iterator[Sentence]:
    sentence: Sentence = []
    with path.open(encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            fields = line.rstrip("\n").split(sep)
            if not line.strip():
                if sentence:
                    yield sentence
                sentence = []
            elif len(fields) == 2 and (tags is None or fields[1] in tags):
                sentence.append((fields[0], fields[1]))
            elif tags is not None and len(fields) == 1:
                problems.append(f"{path}:{n}: a token without a tag, skipped")
            else:
                what = " with a tag in " + "/".join(tags) if tags else ""
                raise ValueError(f"{path}:{n}: expected 'token{' ' if sep is None else '<TAB>'}tag'{what}, "
                                 f"got {len(fields)} field(s)")
    if sentence:
        yield sentence


def _group(path: Path, name: str, per_doc: int, tags: tuple[str, ...] | None, sep: str | None) -> TokenCorpus:
    out = TokenCorpus()
    batch: list[Sentence] = []

    def flush() -> None:
        text, spans, prev = "", [], "0"
        for sentence in batch:
            for i, (token, tag) in enumerate(sentence):
                text += ("\n" if text and i == 0 else " " if text else "")
                start = len(text)
                text += token
                if tags and tag != "0" and prev == tag and i > 0:
                    spans[-1] = spans[-1].with_(end=len(text))
                elif tags and tag != "0":
                    spans.append(Span(start, len(text), tag, source="gold"))
                prev = tag
        doc_id = f"{name}-{len(out.items) + 1:04d}"
        out.items.append((Essay(doc_id, doc_id, text, "sv"), spans))
        batch.clear()

    for sentence in _sentences(path, tags, sep, out.problems):
        out.tokens += len(sentence)
        batch.append(sentence)
        if len(batch) == per_doc:
            flush()
    if batch:
        flush()
    return out


def read_news_ner(path: str | Path, per_doc: int = 20) -> TokenCorpus:
    """The Swedish news NER corpus as pseudo-essays with gold PER/LOC/ORG/MISC spans."""
    return _group(Path(path), "news", per_doc, NEWS_TAGS, None)


def swell_sentences(n: int, path: Path | None = None) -> list[str]:
    """``n`` SweLL learner sentences (tokens joined by spaces), the 6,729 of the file repeated as often as
    needed (the speed benchmarks' input)."""
    path = path or shared_data_dir() / "swell-learner-text" / "sv_swell_train.tsv"
    found = [" ".join(token for token, _ in sentence) for sentence in _sentences(path, None, "\t", [])]
    return list(itertools.islice(itertools.cycle(found), n))


def read_swell_tokens(path: str | Path, per_doc: int = 20) -> TokenCorpus:
    """The SweLL learner sentences as pseudo-essays (no gold spans: SweLL already pseudonymized them)."""
    return _group(Path(path), "swell", per_doc, None, "\t")
