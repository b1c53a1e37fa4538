"""Self-introductions: "my name is Jane Doe", "my name's Ana", "I'm Ravi", "I am Maria Lopez", "call me
Sam", "myself Rahul Sharma"."""

from __future__ import annotations

import re
from collections.abc import Iterator

from workbench import resources as R
from workbench.detect.base import Detector, register
from workbench.detect.en.person import name_run, name_spans
from workbench.detect.lib.numbers import lowered
from workbench.detect.lib.scan import scan
from workbench.model import Span
from workbench.text import Doc

__all__ = ["EnSelfIntroDetector"]

_STRONG = re.compile(
    r"(?i)\b(?:my\s+(?:full\s+|first\s+)?name\s+is|my\s+name['’]s|call\s+me|myself|"
    r"this\s+is|i\s+am\s+called|they\s+call\s+me)\s+(?=\w)"
)
_KEYWORDS = ("name", "call me", "myself", "this is", "i am called")
_WEAK = re.compile(r"(?i)\b(?:i\s+am|i['’]m)\s+(?=[A-Z])")
_STRONG_ANCHOR = re.compile(r"my|call|this|i\s+am|they")
_WEAK_ANCHOR = re.compile(r"i\s+am|i['’]m")


@register
class EnSelfIntroDetector(Detector):
    """The writer's own name after an introduction ('my name is' strong, 'I am' weak)."""

    name = "en_self_intro"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        low = lowered(doc)
        found = []
        if any(w in low for w in _KEYWORDS):
            found.append((scan(_STRONG, text, _STRONG_ANCHOR, low), "strong_trigger"))
        if "i am" in low or "i'm" in low or "i’m" in low:
            found.append((scan(_WEAK, text, _WEAK_ANCHOR, low), "weak_trigger"))
        for matches, rule in found:
            weak = rule == "weak_trigger"
            for m in matches:
                i = doc.token_index(m.end())
                if i >= len(doc.tokens):
                    continue
                tok = doc.tokens[i]
                if weak or m.group().lower().startswith(("this", "myself")):
                    # 'I am Happy', 'this is Important': a weak trigger needs a first name from the list
                    if not tok.text[:1].isupper() or tok.lower not in R.first_names():
                        continue
                elif not tok.text[:1].isupper():
                    if not tok.text.isalpha() or tok.lower not in R.first_names():
                        continue
                    # and its surname in lower case: 'my name is mark brown' (review 84 C8: 'brown' released)
                    j = i + 1 if i + 1 < len(doc.tokens) and doc.pack.lower_case_surname(doc, i + 1) else i
                    yield from name_spans(
                        self, doc, i, j, rule, f"after '{' '.join(m.group().split())}'", pattern="intro",
                        trigger=" ".join(m.group().split()).lower()
                    )
                    continue
                j = name_run(doc, i, strict=weak)
                if j >= 0:
                    yield from name_spans(
                        self, doc, i, j, rule, f"after '{' '.join(m.group().split())}'", pattern="intro",
                        trigger=" ".join(m.group().split()).lower()
                    )
