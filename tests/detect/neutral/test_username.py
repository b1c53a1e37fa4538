"""User names: @handles, words with underscores, values after user-name triggers."""

from __future__ import annotations

import pytest

from tests.detect.en._helpers import found
from workbench.detect.lib.scan import scan_at
from workbench.detect.neutral.username import _HANDLE, _UNDERSCORE, UsernameDetector, _positions, _word_starts_before
from workbench.text import parse


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("On Instagram I am @maria_g_designs.", "@maria_g_designs"),
        ("My Twitter is @fatima_codes, email me too.", "@fatima_codes"),
        ("My username is alicebee and my blog is new.", "alicebee"),
        ("My Kaggle username is linhng_rn.", "linhng_rn"),
        ("My user name on the course forum is jonas_k_1999.", "jonas_k_1999"),
        ("my Skype is kwame.mensah.gh and my number", "kwame.mensah.gh"),
        ("My course login is dkowal77.", "dkowal77"),
        ("my gamertag: xXSlayerXx", "xXSlayerXx"),
    ],
)
def test_usernames(text: str, expected: str) -> None:
    assert (expected, "username") in found(UsernameDetector(), text)


@pytest.mark.parametrize(
    "text",
    [
        "Write to ali@example.com today.",
        "My username is the same as before.",
        "See github.com/janedoe for the code.",
        "The handle is broken on the door.",
    ],
)
def test_no_username(text: str) -> None:
    assert found(UsernameDetector(), text) == set()


@pytest.mark.parametrize(
    "text",
    [
        # the forum sample: "handle" inside "handledare" (supervisor) made "dare" a user name
        "Jag heter Karin och jag är er handledare de här tio veckorna. Pekka är också handledare.",
        "Min handledare på praktiken heter Eva.",
        "Handledaren sa att jag skulle skriva mer.",
        "My username is handledare, like my job.",
    ],
)
def test_no_username_in_dictionary_words(text: str) -> None:
    assert [s for s in UsernameDetector().detect(parse(text, "sv"))] == []


def test_username_after_swedish_text_still_found() -> None:
    text = "Min handledare skrev: my username is kajsa_l och lösenordet får du av mig."
    assert {text[s.start : s.end] for s in UsernameDetector().detect(parse(text, "sv"))} == {"kajsa_l"}


@pytest.mark.parametrize(
    "text",
    [
        "@ana_b and x@y, a.@b_c, @@dup, mail@host_x foo_bar_1 é_x x__y _lead trail_ 9a_b a-b_c c.d_e",
        "handles @jo.doe. @_x_ @a, under_score_1999! ab1_2 at start: a_b",
    ],
)
def test_anchored_scans_find_what_finditer_finds(text: str) -> None:
    assert [m.span() for m in scan_at(_HANDLE, text, _positions(text, "@"))] == [
        m.span() for m in _HANDLE.finditer(text)
    ]
    assert [m.span() for m in scan_at(_UNDERSCORE, text, _word_starts_before(text, "_"))] == [
        m.span() for m in _UNDERSCORE.finditer(text)
    ]
