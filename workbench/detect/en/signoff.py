"""Signatures: the name after a closing ("Best regards,\\nJane Doe", "Sincerely, John", "Thanks -
Ana"; "... for 30 years. Love, G." at the text's end) and a name alone on the last line of the essay."""

from __future__ import annotations

import re
from collections.abc import Iterator

from rapidfuzz.distance import Levenshtein

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.en.person import name_run, name_spans
from workbench.detect.lib.context import FAMILY_GENDER, STOP, signature_ends
from workbench.detect.lib.gazetteer import common_zipf
from workbench.detect.lib.scan import scan_at
from workbench.detect.neutral.names import farewell_signs, lower_first_name
from workbench.model import Span
from workbench.text import Doc

__all__ = ["EnSignoffDetector"]


_CLOSING_WORDS = (
    r"(?:(?:best|kind|warm|warmest|kindest)?\s*regards|sincerely(?:\s+yours)?|yours\s+(?:truly|"
    r"sincerely|faithfully)|(?:thanks|thank\s+you)\s+for\s+(?:reading|listening|your\s+time)|"
    r"thanks\s+a\s+lot|(?:many\s+)?thanks(?:\s+again)?|thank\s+you|cheers|best\s+wishes|all\s+the\s+best|"
    r"respectfully(?:\s+yours)?|cordially|best|love\s+from|lots\s+of\s+love|love|signed|signature|with\s+gratitude|"
    r"take\s+care|(?:see|talk\s+to)\s+you\s+soon|talk\s+soon|good\s*bye|bye|hugs\s+and\s+kisses|hugs|kisses|xoxo|"
    r"greetings|your\s+(?:best\s+|pen\s+)?(?:friend|pal)(?:\s+forever)?|yours)\b"
)
_CLOSING = re.compile(r"(?im)^[ \t]*" + _CLOSING_WORDS + r"[ \t]*[,.:;!–—-]*\s*")
#: closings said to things and places too ('Bye summer!', 'See you soon, Paris!'; review 36): the name after one
#: must sign the text (names.farewell_signs, the one rule the names detector asks too)
_FAREWELL = re.compile(r"(?i)\s*(?:take\s+care|(?:see|talk\s+to)\s+you\s+soon|talk\s+soon|good\s*bye|bye)\b")
#: who may sign after 'your' besides a family word ('Love,\nyour friend sam'), and the words that may stand
#: between them ('your loving son sam')
_SIGNERS = frozenset(("friend", "pal", "buddy", "student", "classmate"))
_SIGNER_ADJECTIVES = frozenset(("loving", "best", "dear", "little", "big", "only", "old", "true", "favourite",
                                "favorite", "pen"))
#: the closings a rare word may be a misspelling of, and kisses: no name ('sincerly', 'byeee', 'xoxoxo': review 42
#: C8; ``_misspelt_closing``)
_CLOSING_WORDS_ALONE = ("sincerely", "regards", "thanks", "cheers", "love", "hugs", "kisses", "yours", "best",
                        "wishes", "greetings", "goodbye", "bye", "respectfully", "cordially", "signed", "signature")
_KISSES = re.compile(r"[xo]+")
#: closings that are words of lists and poems too: bare on their line, they sign nothing ('Love\nhope\n\nThe end',
#: 'Things I need:\nLove\njoy\nFriends': review 44 C6)
_LIST_WORDS = frozenset({"love", "best", "hugs", "kisses", "cheers", "greetings"})
#: a closing with a comma that opens the text's last sentence, on the line of the text before it ('... for 30
#: years. Love, G.')
_LAST_CLOSING = re.compile(r"(?i)(?<=[.!?] )" + _CLOSING_WORDS + r"[ \t]*,[ \t]*")


@register
class EnSignoffDetector(Detector):
    """Names after a closing formula or alone on the essay's last line."""

    name = "en_signoff"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        for m in scan_at(_CLOSING, text, doc.line_starts):  # it opens with ^ (MULTILINE)
            i = doc.token_index(m.end())
            j = name_run(doc, i, strict=True)
            runs = [(i, j)] if j >= 0 else _lower_signature(doc, i, own_line=_set_off_by_line(m.group()))
            if runs and _FAREWELL.match(m.group()) \
                    and not farewell_signs(doc, _last_word_before(doc, runs[0][0]), runs[0][0], runs[-1][1]):
                continue
            if runs and self._line_ends(text, doc.tokens[runs[-1][1]].end) and not _places_only(doc, *runs[0]):
                closing = " ".join(m.group().split())
                for a, b in runs:
                    yield from name_spans(
                        self, doc, a, b, "after_closing", f"signature after '{closing}'", pattern="closing",
                        trigger=closing.lower()
                    )
        body = text.rstrip()
        start = body.rfind("\n") + 1
        yield from self._last_sentence(doc, body, start)
        if start <= 0:
            return
        i = doc.token_index(start)
        j = name_run(doc, i, strict=True, max_len=3)
        if j > i and doc.tokens[j].end >= len(body) - 1:
            yield from name_spans(self, doc, i, j, "alone_on_last_line", "a name alone on the last line",
                                  pattern="last_line")

    def _last_sentence(self, doc: Doc, body: str, line: int) -> Iterator[Span]:
        """The name after a closing that opens the last sentence of the text's last line and ends the text."""
        m = next(reversed(list(_LAST_CLOSING.finditer(body, line))), None)
        if m is None:
            return
        i = doc.token_index(m.end())
        j = name_run(doc, i, strict=True, max_len=3)
        if j >= i and doc.tokens[j].end >= len(body) - 1 and not _places_only(doc, i, j):
            closing = " ".join(m.group().split())
            yield from name_spans(self, doc, i, j, "after_closing", f"signature after '{closing}' at the text's end",
                                  pattern="closing", trigger=closing.lower())

    @staticmethod
    def _line_ends(text: str, end: int) -> bool:
        """Only punctuation or a short remark follows the name on its line."""
        rest = text[end:].split("\n", 1)[0]
        return len(rest.strip(" \t,.;-–—")) <= 25


def _lower_signature(doc: Doc, i: int, own_line: str | None) -> list[tuple[int, int]]:
    """The runs of tokens that sign the text in lower case from token ``i`` on, after a closing, or none: a listed
    first name (``lower_first_name``; 'Thanks,\nhope', review 30), perhaps after 'your', an adjective and a family
    word or 'friend' ('Love,\nyour (loving) son sam'), with a surname or a rare word after it ('sam smith') or
    another name after 'and' ('sam and tom'), that ends the text or, after a closing alone on its line
    (``own_line``), ends its own line, which a closing without punctuation needs set apart from what follows
    (``_line_apart``: 'Thanks\nsam\n\nWords: 120'); after a closing with punctuation alone on its line, also a word no
    list holds that is rare and no misspelt closing, alone at the text's end ('Thanks,\nxiaoming'). Every one of
    them was released before (lead's probes, session 21; reviews 42, 43)."""
    toks, lows = doc.tokens, doc.lowers
    if i < len(toks) and lows[i] in ("your", "yours"):  # 'your son sam', 'your loving son, sam'
        k = i + 1
        while k < len(toks) and lows[k] in _SIGNER_ADJECTIVES:
            k += 1
        if k < len(toks) and (lows[k] in FAMILY_GENDER or lows[k] in _SIGNERS):
            i = k + 2 if k + 1 < len(toks) and toks[k + 1].text == "," else k + 1
    if i >= len(toks):
        return []
    listed = lower_first_name(doc, i)
    if not listed and not (own_line == "set_off" and _rare_lower_word(doc, i)):
        return []
    runs, n = [(i, i)], i + 1
    if _on_line(doc, i, n) and _lower_word(doc, n) and lows[n] not in STOP \
            and (lows[n] in R.surnames() or common_zipf(lows[n], doc.lang) < 3.0):
        runs = [(i, n)]  # 'sam smith'
    elif _on_line(doc, i, n + 1) and lows[n] in ("and", "&") and lower_first_name(doc, n + 1):
        runs.append((n + 1, n + 1))  # 'sam and tom'
    end = toks[runs[-1][1]].end
    on_its_line = listed and own_line is not None and signature_ends(doc, end, line=True) \
        and (own_line == "set_off" or _line_apart(doc, end))
    return runs if signature_ends(doc, end) or on_its_line else []


def _lower_word(doc: Doc, k: int) -> bool:
    return k < len(doc.tokens) and doc.tokens[k].text.isalpha() and doc.tokens[k].text.islower()


def _rare_lower_word(doc: Doc, k: int) -> bool:
    """Token ``k`` is a word in lower case that no name or place list holds, rare, and no misspelt closing or kiss
    ('xiaoming'; not 'sincerly', 'byeee', 'xoxoxo')."""
    low = doc.lowers[k]
    return _lower_word(doc, k) and len(low) >= 3 and low not in STOP and low not in R.places() \
        and common_zipf(low, doc.lang) < 2.0 and not _misspelt_closing(low)


def _misspelt_closing(low: str) -> bool:
    """``low`` is kisses ('xoxoxo'), a closing with its last letter repeated ('byeee', 'thanksss') or one letter off a
    closing of six letters or more ('sincerly'): no name (review 42 C8; a test of the first letters released
    'thandiwe', 'lovelyn', 'greeshma': review 43 C4; two letters off, 'thando', 'wishva', 'kisel': review 44 C2)."""
    if _KISSES.fullmatch(low):
        return True
    for word in _CLOSING_WORDS_ALONE:
        if low.startswith(word) and low[len(word):] == word[-1] * (len(low) - len(word)):
            return True
        if len(word) >= 6 and abs(len(low) - len(word)) <= 1 and Levenshtein.distance(low, word) <= 1:
            return True
    return False


def _set_off_by_line(closing: str) -> str | None:
    """How the closing stands alone on its line: "set_off" with punctuation ('Thanks,\n'), "bare" without ('Thanks\n',
    'Love\n' in a list or poem: review 42 C7), None when it does not."""
    line, nl, _ = closing.partition("\n")
    if not nl:
        return None
    if any(c in line for c in ",.:;!–—-"):
        return "set_off"
    words = line.split()  # none where the match opens with its line break ('I liked it.\n\nRegards': review 127 C2)
    return None if not words or words[-1].lower() in _LIST_WORDS else "bare"


def _line_apart(doc: Doc, end: int) -> bool:
    """The line after offset ``end``'s line is blank or absent, or opens with a capital or a digit, or holds one:
    a signature's line apart from what follows ('sam\n\nWords: 120', 'sam\nClass 9b'; not 'hope\nfaith\njoy',
    'grace\nand kindness.': review 43 C3)."""
    nl = doc.text.find("\n", end)
    if nl < 0:
        return True
    line = doc.text[nl + 1 :].split("\n", 1)[0].strip()
    return not line or line[0].isupper() or any(c.isdigit() for c in line)


def _on_line(doc: Doc, i: int, k: int) -> bool:
    """Token ``k`` exists and stands on token ``i``'s line."""
    return k < len(doc.tokens) and "\n" not in doc.text[doc.tokens[i].end : doc.tokens[k].start]


def _last_word_before(doc: Doc, i: int) -> int:
    """The index of the last word token before token ``i`` (the closing's last word)."""
    k = i - 1
    while k > 0 and not doc.tokens[k].is_word:
        k -= 1
    return k


def _places_only(doc: Doc, i: int, j: int) -> bool:
    """Tokens ``i..j`` are places and no first name: 'Thanks, Sweden!' thanks a country (review 26), whose every
    mention the known-value step would otherwise replace as a surname."""
    words = [doc.lowers[k] for k in range(i, j + 1) if doc.tokens[k].text != "."]
    return bool(words) and all(w in R.places() and w not in R.first_names() for w in words)
