"""Team mates and classmates: "my teammate Ana", "classmates Tom and Lea", "team members: Ana Diaz, Raj
Patel and Lea Wong", "my colleague Sam", "with my partner Kim" -> names (students of the course, Kaggle's
NAME_STUDENT)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench.detect.base import Detector, register
from workbench.detect.en.person import name_run, name_spans
from workbench.detect.lib.numbers import lowered
from workbench.detect.lib.scan import one_of, scan
from workbench.model import Span
from workbench.text import Doc

__all__ = ["EnTeamDetector"]

_TRIGGER = re.compile(
    r"(?i)\b(?:team[ -]?mates?|team\s+members?|group[ -]?mates?|group\s+members?|class[ -]?mates?|"
    r"colleagues?|co-?workers?|partners?|peers?|fellow\s+students?|study\s+buddy|members\s+of\s+(?:my|our|the)"
    r"\s+(?:team|group))(?:\s+(?:were|are|was|is|named|called|include|included))?\s*[:,–-]?\s*(?=[A-Z])"
)
_KEYWORDS = ("mate", "member", "colleague", "worker", "partner", "peer", "fellow", "buddy")
_ANCHOR = re.compile(one_of(("team", "group", "class", "co", "partner", "peer", "fellow", "study", "members")))
_SEPARATORS = {",", "and", "&", ";", "or"}
_MAX_NAMES = 8


@register
class EnTeamDetector(Detector):
    """Every name of a list after a team-mate word."""

    name = "en_team"

    def detect(self, doc: Doc) -> Iterator[Span]:
        low = lowered(doc)
        if not any(w in low for w in _KEYWORDS):
            return
        for m in scan(_TRIGGER, doc.text, _ANCHOR, low):
            i = doc.token_index(m.end())
            why = f"after '{' '.join(m.group().split()).rstrip(':,–-')}'"
            for _ in range(_MAX_NAMES):
                j = name_run(doc, i, strict=True)
                if j < 0:
                    break
                yield from name_spans(self, doc, i, j, "after_team_word", why, pattern="team")
                k = j + 1
                while k < len(doc.tokens) and doc.tokens[k].lower in _SEPARATORS:
                    k += 1
                if k == j + 1:
                    break
                i = k
