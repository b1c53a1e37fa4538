"""User names: @handles, words with underscores, values after user-name triggers."""

from __future__ import annotations

import pytest

from tests.detect._en_helpers import found
from workbench.detect.username import UsernameDetector
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
