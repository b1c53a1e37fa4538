"""Signatures: the name after a closing ("Best regards,\\nJane Doe", "Sincerely, John", "Thanks -
Ana"; "... for 30 years. Love, G." at the text's end) and a name alone on the last line of the essay."""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.en.person import name_run, name_spans
from workbench.detect.lib.scan import scan_at
from workbench.detect.neutral.names import farewell_signs, lower_signature
from workbench.model import Span
from workbench.text import Doc

__all__ = ["EnSignoffDetector"]


_CLOSING_WORDS = (
    r"(?:(?:best|kind|warm|warmest|kindest)?\s*regards|sincerely(?:\s+yours)?|yours\s+(?:truly|"
    r"sincerely|faithfully)|(?:thanks|thank\s+you)\s+for\s+(?:reading|listening|your\s+time)|"
    r"(?:many\s+)?thanks(?:\s+again)?|thank\s+you|cheers|best\s+wishes|all\s+the\s+best|"
    r"respectfully(?:\s+yours)?|cordially|best|love\s+from|lots\s+of\s+love|love|signed|signature|with\s+gratitude|"
    r"take\s+care|(?:see|talk\s+to)\s+you\s+soon|talk\s+soon|bye|hugs|xoxo|your\s+(?:friend|pal))\b"
)
_CLOSING = re.compile(r"(?im)^[ \t]*" + _CLOSING_WORDS + r"[ \t]*[,.:!–—-]*\s*")
#: closings said to things and places too ('Bye summer!', 'See you soon, Paris!'; review 36): the name after one
#: must sign the text (names.farewell_signs, the one rule the names detector asks too)
_FAREWELL = re.compile(r"(?i)\s*(?:take\s+care|(?:see|talk\s+to)\s+you\s+soon|talk\s+soon|bye)\b")
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
            if j < 0 and lower_signature(doc, i):
                j = i  # 'Thanks,\nhope' at the text's end: a listed first name in lower case (review 30: released)
            if j >= 0 and _FAREWELL.match(m.group()) and not farewell_signs(doc, _last_word_before(doc, i), i):
                continue
            if j >= 0 and self._line_ends(text, doc.tokens[j].end) and not _places_only(doc, i, j):
                closing = " ".join(m.group().split())
                yield from name_spans(
                    self, doc, i, j, "after_closing", f"signature after '{closing}'", pattern="closing",
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
