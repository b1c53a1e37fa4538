from __future__ import annotations

import re

import pytest

from workbench.model import Span
from workbench.ui.render import css_class, render_spans, render_target

TEXT = "Jag heter Ali & bor i <Lund>."


def strip_tags(markup: str) -> str:
    import html

    return html.unescape(re.sub(r"<[^>]+>", "", markup))


def test_text_content_is_the_essay_text() -> None:
    markup = render_spans(TEXT, [(1, Span(10, 13, "firstname_male", number=1), "open"),
                                 (2, Span(22, 28, "city", number=1), "accepted")], current=2)
    assert strip_tags(markup) == TEXT
    assert 'data-span="1" data-n="1"' in markup and "pw-current" in markup and "pw-accepted" in markup


@pytest.mark.parametrize(
    ("span", "status", "cls"),
    [(Span(0, 1, "city"), "open", "pw-placeholder"), (Span(0, 1, "phone_nr"), "open", "pw-replace"),
     (Span(0, 1, "fam"), "open", "pw-mark"), (Span(0, 1, "city", score=0.2), "open", "pw-low"),
     (Span(0, 1, "city"), "rejected", "pw-rejected")],
)
def test_css_class_by_group(span: Span, status: str, cls: str) -> None:
    assert css_class(span, status).split()[0] == cls


def test_rejected_span_overlapping_a_live_one_is_not_drawn() -> None:
    markup = render_spans(TEXT, [(1, Span(10, 13, "city"), "rejected"), (2, Span(10, 13, "firstname_male"), "open")])
    assert markup.count("<mark") == 1 and 'data-span="2"' in markup


def test_render_target_highlights_surrogates() -> None:
    target = "Jag heter Mohammed."
    markup = render_target(target, [(Span(10, 13, "firstname_male", number=1), 10, 18)])
    assert strip_tags(markup) == target and ">Mohammed</mark>" in markup
