"""Greetings: the addressee of a letter or message ("Dear Jane,", "Hi Tom,", "Hello Ms Lee")."""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.en.person import TITLES, name_run, name_spans
from workbench.detect.lib.scan import scan_at
from workbench.model import Span
from workbench.text import Doc

__all__ = ["EnGreetingDetector"]

_GREETING = re.compile(
    r"(?im)^[ \t]*(?:dear|hi|hello|hey|greetings|good\s+(?:morning|afternoon|evening))"
    r"[ \t]+(?=[A-Z])"
)


@register
class EnGreetingDetector(Detector):
    """The name after 'Dear', 'Hi', 'Hello' at the start of a line; not 'Dear Sir', 'Hi all'."""

    name = "en_greeting"

    def detect(self, doc: Doc) -> Iterator[Span]:
        for m in scan_at(_GREETING, doc.text, doc.line_starts):  # it opens with ^ (MULTILINE)
            i = doc.token_index(m.end())
            gender = TITLES.get(doc.tokens[i].lower) if i < len(doc.tokens) else None
            titled = gender is not None
            if titled:
                i += 2 if i + 1 < len(doc.tokens) and doc.tokens[i + 1].text == "." else 1
            j = name_run(doc, i, strict=True)
            if j >= 0:
                yield from name_spans(
                    self,
                    doc,
                    i,
                    j,
                    "after_greeting",
                    f"greeting '{m.group().strip()}'",
                    gender,
                    pattern="greeting",
                    lone="surname" if titled else "first",
                    trigger=m.group().strip().lower(),
                )
