"""Participants in the prompts inside a body: chat prefixes and the signature at the end.

Chat prefixes open a line: ``marie: hello``, ``<marie> hello``, ``[10:32] marie: hello``,
``(10:32) <marie> hello``, ``10:32 marie: hello``. A bracketed or time-stamped prefix, or a ``name:``
prefix in a body with at least two such lines, is a speaker: resolved through the table (exactly or
fuzzily), else reported as an unknown speaker (the caller replaces it as a user name).

A signature is the last non-empty line when it is one to three words and either starts with a marker
(``--``, ``-``, ``/``, ``//``, ``~``) or follows a closing line (``Hälsningar``, ``Kram``, ``MVH``,
``Cheers``, ``Regards`` ...). A signature no form matches is taken as an unlisted form of the author.
"""

from __future__ import annotations

import re

from workbench.forum.match import Mention, MentionFinder, masked
from workbench.forum.table import ConversionTable, Form

__all__ = ["chat_speakers", "signature"]

_TIME = r"(?:[\[(]\d{1,2}[:.]\d{2}(?:[:.]\d{2})?[\])]|\d{1,2}:\d{2}(?::\d{2})?)"
_CHAT = re.compile(
    rf"^[ \t]*(?P<time>{_TIME}[ \t]*)?(?:<(?P<a>[^<>\s]{{1,40}})>|(?P<b>[^\s:<>\[\]()]{{1,40}}):)"
    r"(?=[ \t]|$)",
    re.M,
)
_NOT_SPEAKERS = frozenset(
    {
        "ps",
        "obs",
        "re",
        "fw",
        "fwd",
        "sv",
        "tips",
        "ok",
        "nb",
        "edit",
        "svar",
        "citat",
        "quote",
        "note",
        "http",
        "https",
        "mvh",
        "ämne",
        "subject",
        "från",
        "from",
        "till",
        "to",
    }
)
_CLOSING = re.compile(
    r"^\W*(?:(?:med )?vänliga hälsningar|hälsningar|hälsning|mvh|kram(?:ar)?|puss|hej då|"
    r"vi ses|ses|tack|cheers|regards|best(?: wishes| regards)?|kind regards|thanks|"
    r"thank you|love|bye|see you|yours)\W*$",
    re.I,
)
_SIGNATURE = re.compile(
    r"^[ \t]*(?P<marker>--+|-|//?|~)?[ \t]*(?P<sig>[^\W\d_][\w'’.-]*(?:[ \t]+[^\W\d_][\w'’.-]*)"
    r"{0,2})[ \t]*$"
)


def chat_speakers(text: str, finder: MentionFinder) -> tuple[list[Mention], list[tuple[int, int]]]:
    """Mentions of known speakers, and the (start, end) of unknown ones (see the module doc)."""
    found = [m for m in _CHAT.finditer(text) if (m.group("a") or m.group("b")).lower() not in _NOT_SPEAKERS]
    chat = len(found) >= 2
    known: list[Mention] = []
    unknown: list[tuple[int, int]] = []
    for m in found:
        group = "a" if m.group("a") else "b"
        if not (chat or m.group("time") or group == "a"):
            continue
        start, end = m.span(group)
        form = finder.resolve(m.group(group))
        if form is not None:
            known.append(Mention(start, end, form, masked(form.mask, m.group(group), ""), "chat"))
        else:
            unknown.append((start, end))
    return known, unknown


def signature(text: str, finder: MentionFinder, table: ConversionTable, author: str | None) -> Mention | None:
    """The signature at the end of ``text`` as a mention (of the author when no form matches), or None."""
    lines = [(m.start(), m.group()) for m in re.finditer(r"[^\n]*", text) if m.group().strip()]
    if not lines:
        return None
    offset, last = lines[-1]
    m = _SIGNATURE.match(last)
    if not m or _CLOSING.match(last):
        return None
    before = lines[-2][1].strip() if len(lines) > 1 else ""
    closing = bool(_CLOSING.match(before)) or before in ("--", "-- ", "—", "/", "//", "~")
    if not (m.group("marker") or closing):
        return None
    start, end = offset + m.start("sig"), offset + m.end("sig")
    sig = m.group("sig").rstrip(".")
    end = start + len(sig)
    form = finder.resolve(sig)
    if form is None:
        if author is None:
            return None
        unlisted = Form(author, "altered", sig, table.default_mask(author))
        return Mention(start, end, unlisted, masked(unlisted.mask, sig, ""), "signature")
    return Mention(start, end, form, masked(form.mask, sig, ""), "signature")
