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
        # review22 C6: a name with digits after a platform word, the whole token
        ("my kakao id is sungmin0412.", "sungmin0412"),
        ("add me on discord: jayden1234", "jayden1234"),
        ("add me on snapchat jayden1234 if you want", "jayden1234"),
        ("My WeChat is liwei88.", "liwei88"),
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
        "I watch tiktok for 2 hours and discord: 15 minutes.",
        "On Instagram there were 300 likes and 12 comments.",
        "Instagram: I use it every day.",  # review 26: 'I' was a user name, spread to every essay
        "Jag använder instagram: Det är roligt.",
        "I play xbox GTA5 and FIFA23.",
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


@pytest.mark.parametrize(("text", "name"), [("min instagram: rezan99", "rezan99"),
                                            ("lägg till mig på discord: omar1234", "omar1234"),
                                            ("Mitt användarnamn är sara2001.", "sara2001")])
def test_swedish_platform_words(text: str, name: str) -> None:
    assert {text[s.start : s.end] for s in UsernameDetector().detect(parse(text, "sv"))} == {name}


@pytest.mark.parametrize(("text", "name"), [("my kakao id is sungmin0412.", "sungmin0412"),
                                            ("My Twitter is @fatima_codes, email me too.", "@fatima_codes")])
def test_a_platform_id_is_a_user_name_not_an_id_number(text: str, name: str) -> None:
    from workbench.detect import detect_essay
    from workbench.model import Essay

    assert (name, "username") in {(text[s.start : s.end], s.label) for s in detect_essay(Essay("e", "l", text, "en"))}


def test_a_profile_address_after_a_platform_word_is_the_address() -> None:
    """'My linkedin is linkedin.com/in/sara-kowalski-123': the user name 'linkedin.com' won the overlap over the
    address, and the path with her name was released (the lead's probes, session 21)."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    text = "My linkedin is linkedin.com/in/sara-kowalski-123"
    spans = detect_corpus([Essay("e1", "l1", text, "en")]).spans["e1"]
    covered = [s.text(text) for s in sorted(spans, key=lambda s: s.start)]
    assert covered == ["linkedin.com", "in/sara-kowalski-123"]  # the '/' between stays (review 49 C3)


@pytest.mark.parametrize(("text", "name", "path"), [
    ("My github is sarakowalski/essays", "sarakowalski", None),  # review 45 C4
    ("gitlab: sarak99/project_2", "sarak99", "project_2"),
    ("my instagram: sara.kowalski/", "sara.kowalski", None),  # review 46 C4
    ("my instagram: sara.kowalski.edu/posts.", "sara.kowalski.edu", None),  # review 47 C7
    ("my github: sarak99/sara-kowalski.", "sarak99", "sara-kowalski"),
    ("my github is sarak99/kowalski", "sarak99", "kowalski"),  # a name in lower case (review 50 C3: released)
    ("mitt instagram är sara99/lund", "sara99", "lund"),
])
def test_a_user_name_before_a_slash_that_is_no_host_is_a_user_name(text: str, name: str, path: str | None) -> None:
    """The user name is a known value of its own (review 48 C1); the path after its '/' an address unless it is one
    ordinary word ('/essays', '/posts': review 49 C3)."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    spans = detect_corpus([Essay("e1", "l1", text, "en")]).spans["e1"]
    assert name in [s.text(text) for s in spans if s.label == "username"]
    assert [s.text(text) for s in spans if s.label == "url"] == ([path] if path else [])


def test_an_ordinary_word_after_a_user_name_is_not_spread() -> None:
    """Review 49 C3: the path '/project' was a known value, and every 'project' of the learner became 'url.com'."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    essays = [Essay("e1", "l1", "my github is sarak99/project. The project was fun.", "en"),
              Essay("e2", "l1", "I did the project alone and sarak99 is me.", "en")]
    found = detect_corpus(essays).spans
    assert [s.text(essays[0].text) for s in found["e1"]] == ["sarak99"]
    assert [s.text(essays[1].text) for s in found["e2"]] == ["sarak99"]



def test_a_user_name_before_a_path_is_a_known_value_of_its_own() -> None:
    """Review 48 C1: the span 'sarak99/project' made the whole string the known value, and the bare 'sarak99'
    later in the essay was released with 'leak check passed'."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    text = "My github is sarak99/project. My friends call me sarak99 online."
    spans = detect_corpus([Essay("e1", "l1", text, "en")]).spans["e1"]
    assert [s.start for s in spans if s.text(text) == "sarak99"] == [13, text.rindex("sarak99")]


@pytest.mark.parametrize(("text", "value"), [("På instagram heter jag sara99.", "sara99"),
                                             ("Nu heter hon zrinka99 på tiktok.", "zrinka99"),
                                             ("Där hette han omar_k.", "omar_k")])
def test_a_naming_verb_before_its_subject_names_too(text: str, value: str) -> None:
    """'På instagram heter jag sara99' was released: 'heter jag', 'heter hon' ... are naming triggers too."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    assert value in [s.text(text) for s in detect_corpus([Essay("e1", "l1", text, "sv")]).spans["e1"]]


def test_mitt_before_a_platform_word_is_a_trigger() -> None:
    """Review 48 C5: the search for a trigger began four characters before the platform word, and 'mitt ' has five:
    'mitt instagram är sara99' was released."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    text = "mitt instagram är sara99 och jag gillar det."
    assert [s.text(text) for s in detect_corpus([Essay("e1", "l1", text, "sv")]).spans["e1"]] == ["sara99"]


@pytest.mark.parametrize(("text", "names"), [
    ("my username is sam/sara and I like it.", ["sam", "sara"]),  # review 49 C6: released
    ("Mitt användarnamn är anna/berg.", ["anna", "berg"]),
    ("my username is sam/sara.kowalski@gmail.com", ["sam"]),  # the address is the email detector's
    ("Mitt  instagram är sara99", ["sara99"]),  # two spaces (review 49 C5)
    ("my handle sara99 is cool.", ["sara99"]),
    # a word before the '/', a user name after it (review 51 C7: 'sara99' was released)
    ("my username is twitter/sara99", ["sara99"]),
    ("my username is cool/kowalski99", ["kowalski99"]),
    ("my username is sara99@twitter/photos", ["sara99"]),  # an '@' with no mail domain after it (review 52 C7)
    ("my username is twitter/ sara99", ["sara99"]),  # a space after the '/' (review 52 C7)
    ("my username is twitter /sara99", ["sara99"]),  # or before it
    ("my username is sara99 / I like it.", ["sara99"]),
    ("my username is sara99 / Love it.", ["sara99"]),
    ("Min snap är sara99 / Jag postar mycket.", ["sara99"]),  # review 60 C1: 'Jag' became 'url.com' everywhere
    ("my username is sara99/Photos", ["sara99"]),
    ("my username is sam/Sara", ["sam", "Sara"]),
    ("my username is sam/Bo", ["sam", "Bo"]),  # review 62 C3: a name that is a word too
    ("my username is sam/Will", ["sam", "Will"]),
    ("my username is sam/Photos", ["sam"]),  # review 63 C7: a capitalised word no list holds is no name
])
def test_two_user_names_and_a_trigger_after_two_spaces(text: str, names: list[str]) -> None:
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    lang = "sv" if text.startswith(("Mitt", "Min")) else "en"
    spans = detect_corpus([Essay("e1", "l1", text, lang)]).spans["e1"]
    assert [s.text(text) for s in spans if s.label == "username"] == names


@pytest.mark.parametrize("text", ["I can handle 2/3 of the tasks.", "We handle 24/7 support at my job."])
def test_the_verb_handle_is_no_trigger(text: str) -> None:
    """Review 49 C4: 'handle' was a trigger wherever it stood: 'handle username1url.com'."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    assert not [s for s in detect_corpus([Essay("e1", "l1", text, "en")]).spans["e1"] if s.label == "username"]


@pytest.mark.parametrize("text", ["my username and/or password was wrong.",
                                  "my username is the/best and I am the best.",
                                  "My login is name/email. My name is Sara."])
def test_words_around_a_slash_after_a_trigger_are_no_user_names(text: str) -> None:
    """Review 50 C4: 'and/or', 'the/best', 'name/email' became two user names that spread and blocked a release."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    assert not [s for s in detect_corpus([Essay("e1", "l1", text, "en")]).spans["e1"] if s.label == "username"]


@pytest.mark.parametrize("text", ["mitt instagramkonto är sara99", "mitt instagram-namn är sara99",
                                  "my instagram account is sara99"])
def test_a_platform_word_with_account_or_name_is_a_trigger(text: str) -> None:
    """Review 49 C5: 'mitt instagramkonto är sara99' was released."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    lang = "en" if text.startswith("my") else "sv"
    assert [s.text(text) for s in detect_corpus([Essay("e1", "l1", text, lang)]).spans["e1"]] == ["sara99"]



def test_a_value_that_begins_like_is_is_taken_whole() -> None:
    """'my instagram isabella99' lost 'is' to the trigger's 'is' and released it ('isusername1')."""
    from workbench.model import Essay
    from workbench.pipeline import detect_corpus

    text = "my instagram isabella99"
    assert [s.text(text) for s in detect_corpus([Essay("e1", "l1", text, "en")]).spans["e1"]] == ["isabella99"]
