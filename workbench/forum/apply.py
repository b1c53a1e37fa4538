"""Apply a conversion table to a forum corpus: headers first, then every text (seed 004's two phases).

1. Headers: ``author`` and ``recipients`` (participant ids or logins) become the participants' header
   masks (``ConversionTable.mask_id``). An author or recipient the table does not know is an InputError
   naming the message's file and line: it would leak otherwise.
2. Texts (thread titles, subjects, bodies), each as an Essay whose learner id is its author's mask:
   participant mentions (workbench.forum.match), chat speakers and signatures (workbench.forum.prompts)
   become spans carrying their mask (``surrogate=...``); every registered detector runs too
   (workbench.pipeline.detect_corpus) and what it finds outside those spans goes through the normal
   renderer with running numbers (workbench.pipeline.number_and_render).
   With ``fixed``, the texts it names keep the spans given (a review store's decisions,
   workbench.forum.reviewed): neither the mention finder's nor the detectors' spans are added to them.
Every replaced mention, header values included, has a KeyEntry (header entries use the essay id
``<message id>#author`` / ``#recipients`` and offsets inside the new header value).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from workbench import taxonomy
from workbench.forum.collisions import avoid_originals
from workbench.forum.headers import mask_headers, participant_of
from workbench.forum.match import Mention, MentionFinder
from workbench.forum.model import TEXT_FIELDS, ForumCorpus
from workbench.forum.prompts import chat_speakers, signature
from workbench.forum.table import ConversionTable
from workbench.model import Essay, Span
from workbench.pipeline import number_and_render
from workbench.pseudonymize.render import KeyEntry, Rendered

__all__ = ["ForumResult", "apply_table"]

_REPLY = re.compile(r"\s*(?:(?:re|sv|vs|aw|fw|fwd|vb|tr)\s*:\s*)+", re.IGNORECASE)


@dataclass
class ForumResult:
    """The pseudonymized corpus, the texts as essays with their renderings, key entries and notes."""

    corpus: ForumCorpus
    essays: list[Essay]
    rendered: list[Rendered]
    entries: list[KeyEntry]
    problems: list[str] = field(default_factory=list)
    mentions: Counter[str] = field(default_factory=Counter)


def _spans(
    text: str,
    essay: Essay,
    finder: MentionFinder,
    table: ConversionTable,
    author: str | None,
    index: dict[str, int],
    problems: list[str],
    counts: Counter[str],
) -> list[Span]:
    found: list[Mention] = finder.find(text, essay.language)
    speakers, unknown = chat_speakers(text, finder)
    sig = signature(text, finder, table, author)
    for extra in [*speakers, *([sig] if sig else [])]:
        if not any(extra.start < x.end and x.start < extra.end for x in found):
            found.append(extra)
    spans = []
    for x in found:
        counts[x.how] += 1
        label = "nickname" if x.how == "signature" and x.form.kind == "altered" else table.label_of(x.form)
        surrogate = (
            x.surrogate[:-1] if x.surrogate.endswith(".") and text[x.end : x.end + 1] == "." else x.surrogate
        )
        spans.append(
            Span(
                x.start,
                x.end,
                label,
                frozenset({f"surrogate={surrogate}"}),
                index[x.form.participant],
                f"forum:{x.how}",
                reason=f"participant form ({x.form.kind}, {x.how})",
            )
        )
        if x.how == "signature" and x.form.kind == "altered":
            problems.append(
                f"{essay.id}: a signature no form matches was masked as its author's; add it to the "
                "conversion table as an altered form"
            )
    for start, end in unknown:
        if not any(start < s.end and s.start < end for s in spans):
            counts["unknown speaker"] += 1
            spans.append(
                Span(start, end, "username", source="forum:chat", reason="chat speaker not in the table")
            )
            problems.append(
                f"{essay.id}: a chat speaker is not in the conversion table (replaced as a user name)"
            )
    return spans


def apply_table(
    corpus: ForumCorpus,
    table: ConversionTable,
    seed: int = 0,
    mode: str = "swell",
    detect: bool = True,
    fixed: Mapping[str, Sequence[Span]] | None = None,
) -> ForumResult:
    """Pseudonymize ``corpus`` with ``table`` (see the module doc); ``detect=False`` skips the detectors;
    ``fixed``: text id (``<message id>#body``) -> the spans to render that text with, as they are."""
    if mode not in ("swell", "hips"):
        raise ValueError(f"mode {mode!r}: forum masks are surrogates, use swell or hips")
    index = {pid: i for i, pid in enumerate(table.participants, 1)}
    finder = MentionFinder(table)
    messages, entries = [], []
    for m in corpus.messages:
        new, header_entries = mask_headers(table, m, index)
        messages.append(new)
        entries.extend(header_entries)
    authors = {m.id: participant_of(table, m.author, m, "author") for m in corpus.messages}
    first_author: dict[str, str] = {}
    for m in corpus.messages:
        first_author.setdefault(m.thread, authors[m.id])
    slots: list[tuple[Essay, str | None]] = []
    for tid, title in corpus.thread_titles.items():
        if title.strip():
            pid = first_author.get(tid)
            slots.append((_essay(f"thread:{tid}#title", title, table, pid), pid))
    for m in corpus.messages:
        for name in TEXT_FIELDS:
            if getattr(m, name).strip():
                slots.append(
                    (_essay(f"{m.id}#{name}", getattr(m, name), table, authors[m.id]), authors[m.id])
                )
    essays = [e for e, _ in slots]
    problems: list[str] = []
    counts: Counter[str] = Counter()
    fixed = fixed or {}
    spans = {  # for a fixed text only its problems count
        e.id: _spans(e.text, e, finder, table, pid, index, problems, Counter() if e.id in fixed else counts)
        for e, pid in slots
    }
    for e in (e for e in essays if e.id in fixed):
        spans[e.id] = list(fixed[e.id])
        counts.update(map(_how, spans[e.id]))
    if detect and essays:
        from workbench.detect.pipeline import detect_corpus

        found = detect_corpus(essays)  # all texts: what a learner's texts reveal together counts
        for e in (e for e in essays if e.id not in fixed):
            mine, other = _merge(spans[e.id], found.spans[e.id])
            other = [s for s in other if s.start >= _reply_prefix_end(e)]
            spans[e.id] = mine + other
            counts["detected"] += len(other)
    rendered = number_and_render(essays, spans, mode=mode, seed=seed)
    if avoid_originals(rendered, spans, table):
        rendered = number_and_render(essays, spans, mode=mode, seed=seed)
    targets = {r.essay_id: r.target for r in rendered}
    out = ForumCorpus(
        [m.with_(**{n: targets.get(f"{m.id}#{n}", getattr(m, n)) for n in TEXT_FIELDS}) for m in messages],
        corpus.format,
        corpus.source,
        {t: targets.get(f"thread:{t}#title", v) for t, v in corpus.thread_titles.items()},
        corpus.raw,
    )
    entries.extend(k for r in rendered for k in r.entries)
    return ForumResult(out, essays, rendered, entries, problems, counts)


def _how(span: Span) -> str:
    """The mention count a given span goes to (as ``_spans`` and the detectors count)."""
    if not span.source.startswith("forum:"):
        return "detected"
    return "unknown speaker" if span.attribute("surrogate") is None else span.source.removeprefix("forum:")


def _merge(mine: list[Span], detected: list[Span]) -> tuple[list[Span], list[Span]]:
    """Participant spans and detected ones, none overlapping: a detected address or number that holds
    a participant mention (an e-mail address, a URL) wins; otherwise the participant span does."""
    wins = [
        s
        for s in detected
        if taxonomy.get(s.label).kind == "number"
        and any(s.start <= x.start and x.end <= s.end and s != x for x in mine)
    ]
    mine = [x for x in mine if not any(w.overlaps(x) for w in wins)]
    return mine, wins + [s for s in detected if s not in wins and not any(s.overlaps(x) for x in mine)]


def _reply_prefix_end(essay: Essay) -> int:
    """Where the reply and forward markers of a subject ("Re: ", "SV: Fwd: ") end (0 in other texts):
    a detector must not take "Re" for a name."""
    found = _REPLY.match(essay.text) if essay.id.endswith("#subject") else None
    return found.end() if found else 0


def _essay(eid: str, text: str, table: ConversionTable, pid: str | None) -> Essay:
    lang = table.participants[pid].language if pid else ""
    meta = {"language": lang} if lang in ("sv", "en") else {}
    return Essay(
        eid, table.mask_id(pid) if pid else "thread", text, lang if lang in ("sv", "en") else "sv", meta
    )
