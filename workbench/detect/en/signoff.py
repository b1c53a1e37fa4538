"""Signatures: the name after a closing ("Best regards,\\nJane Doe", "Sincerely, John", "Thanks -
Ana") and a name alone on the last line of the essay."""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.en.person import name_run, name_spans
from workbench.detect.lib.scan import scan_at
from workbench.model import Span
from workbench.text import Doc

__all__ = ["EnSignoffDetector"]

_CLOSING = re.compile(
    r"(?im)^[ \t]*(?:(?:best|kind|warm|warmest|kindest)?\s*regards|sincerely(?:\s+yours)?|yours\s+(?:truly|"
    r"sincerely|faithfully)|(?:many\s+)?thanks(?:\s+again)?|thank\s+you|cheers|best\s+wishes|all\s+the\s+best|"
    r"respectfully(?:\s+yours)?|cordially|best|love|signed|signature|with\s+gratitude)\b[ \t]*[,.:!–—-]*\s*"
)


@register
class EnSignoffDetector(Detector):
    """Names after a closing formula or alone on the essay's last line."""

    name = "en_signoff"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        for m in scan_at(_CLOSING, text, doc.line_starts):  # it opens with ^ (MULTILINE)
            i = doc.token_index(m.end())
            j = name_run(doc, i, strict=True)
            if j >= 0 and self._line_ends(text, doc.tokens[j].end):
                closing = " ".join(m.group().split())
                yield from name_spans(
                    self, doc, i, j, "after_closing", f"signature after '{closing}'", pattern="closing",
                    trigger=closing.lower()
                )
        body = text.rstrip()
        start = body.rfind("\n") + 1
        if start <= 0:
            return
        i = doc.token_index(start)
        j = name_run(doc, i, strict=True, max_len=3)
        if j > i and doc.tokens[j].end >= len(body) - 1:
            yield from name_spans(self, doc, i, j, "alone_on_last_line", "a name alone on the last line",
                                  pattern="last_line")

    @staticmethod
    def _line_ends(text: str, end: int) -> bool:
        """Only punctuation or a short remark follows the name on its line."""
        rest = text[end:].split("\n", 1)[0]
        return len(rest.strip(" \t,.;-–—")) <= 25
