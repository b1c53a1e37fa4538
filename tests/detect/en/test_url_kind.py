"""Personal or public web addresses in English essays (url detector)."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.en.url_kind import url_kind
from workbench.detect.neutral.url import UrlDetector


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        ("linkedin.com/in/jane-doe", "personal"),
        ("https://github.com/janedoe", "personal"),
        ("janedoe.github.io", "personal"),
        ("facebook.com/ali.k", "personal"),
        ("medium.com/@jane/post", "personal"),
        ("youtube.com/@jane", "personal"),
        ("https://drive.google.com/file/d/1Ab/view", "personal"),
        ("github.com", "public"),
        ("https://en.wikipedia.org/wiki/Design", "public"),
        ("www.cdc.gov/x", "public"),
        ("mit.edu/x", "public"),
        ("https://doi.org/10.1/2", "public"),
        ("https://hbr.org/2008/06/x", "public"),
        ("https://alicebee.blog/about", "unknown"),
        ("https://www.youtube.com/watch?v=abc", "unknown"),
    ],
)
def test_url_kind(url: str, kind: str) -> None:
    assert url_kind(url) == kind


@pytest.mark.parametrize(
    ("text", "flagged"),
    [
        ("My profile: linkedin.com/in/maria-gonzalez.", "linkedin.com/in/maria-gonzalez"),
        ("My blog https://alicebee.blog/about is new.", "https://alicebee.blog/about"),
        ("I made a video: https://www.youtube.com/watch?v=abc123", "https://www.youtube.com/watch?v=abc123"),
        ("See https://en.wikipedia.org/wiki/Design_thinking for more.", None),
        ("Retrieved from https://www.example.com/design-article", None),
        ("A talk https://www.youtube.com/watch?v=abc123 (TED, 2015) helped.", None),
    ],
)
def test_english_essays_flag_personal_urls_only(text: str, flagged: str | None) -> None:
    urls = {t for t, label in found(UrlDetector(), text) if label == "url"}
    assert urls == ({flagged} if flagged else set())
