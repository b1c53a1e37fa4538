"""User names (Kaggle USERNAME): social-media handles ("@jane_doe", the @ included, as Kaggle tokens have it), words
with an underscore ("jonas_k_1999", lower), and the word after "my username is", "user name:", "my Instagram handle
is", "gamertag", "min instagram: rezan99", "add me on discord jayden1234" (whole words: "handledare" holds no
trigger; a lowercase dictionary word after a trigger is no user name either). A profile address
("github.com/janedoe") is a personal URL (url detector), not a user name, as Kaggle's guidelines have it."""

from __future__ import annotations

import re
from collections.abc import Iterator

from wordfreq import zipf_frequency

from workbench.detect.base import Detector, register
from workbench.detect.lib.gazetteer import is_vocabulary
from workbench.detect.lib.numbers import lowered
from workbench.detect.lib.scan import scan_at
from workbench.detect.neutral.email import DOMAIN
from workbench.detect.pack import LanguagePack
from workbench.model import Span
from workbench.text import Doc

__all__ = ["UsernameDetector"]

_HANDLE = re.compile(r"(?<![\w.@/])@([A-Za-z0-9_](?:[A-Za-z0-9_.]{0,28}[A-Za-z0-9_])?)(?![\w@]|\.\w)")
_PLATFORMS = (
    r"(?:instagram|insta|twitter|tiktok|snapchat|snap|github|gitlab|reddit|discord|telegram|skype|"
    r"steam|xbox|psn|twitch|youtube|facebook|linkedin|kaggle|coursera|slack|zoom|kakaotalk|kakao|wechat|weixin)"
)
#: a platform word right before a colon or before a word with digits names the value a user name ('min instagram:
#: rezan99', 'add me on snapchat jayden1234'); 'tiktok for 2 hours', 'discord: 15 minutes' hold none; the value
#: must look like a handle (an @, a digit, '_' or '.'): 'Instagram: I use it every day' made 'I' a user name that
#: the known-value step spread (review 26), and a game title in capitals is none ('xbox GTA5')
_PLATFORM_VALUE = (rf"{_PLATFORMS}(?=\s*:\s*[\"'“]?(?:@|[A-Za-z][A-Za-z._]*[\d_.])"
                   r"|\s*[:,]?\s*(?-i:[A-Za-z][a-z._]*)\d+\b)")
_TRIGGER = re.compile(
    rf"(?i)\b(?:user\s?-?names?|user\s?id|login(?:\s+name)?|screen\s?name|gamer\s?tag|användarnamn(?:et)?|"
    # the noun 'handle', not the verb ('I can handle 2/3 of it', 'we handle 24/7 support': review 49 C4)
    rf"(?:(?<=\bmy\s)|(?<=\bthe\s)|(?<=\byour\s)|(?<=\bmin\s))handle|handle(?=\s*(?:is\b|was\b|:|=))|"
    rf"(?:{_PLATFORMS})\s+(?:account|handle|id|name|profile|username)|on\s+{_PLATFORMS}\s+as|"
    # 'mitt instagramkonto är', 'my instagram-name is' (review 49 C5: released)
    rf"(?:my|min|mitt)\s+{_PLATFORMS}(?:-?(?:konto|kontot|namn|namnet|account|name))?(?=\s*(?:(?:is|är)\b|:))|"
    rf"{_PLATFORM_VALUE})\b"
    r"(?:\s+(?:on|in|at|for)\s+(?:the\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?)?"
    r"(?:\s+(?:(?:is|was|är|var)\b|:))?\s*[:=]?\s*[\"'“]?(?=[\w@])"
)
_PLATFORM = re.compile(rf"(?i)\b{_PLATFORMS}\b")
_KEYWORDS = ("user", "login", "handle", "screen", "gamer", "användarnamn", *_PLATFORMS.strip("(?:)").split("|"))
_VALUE = re.compile(r"@?([\w.\-]*\w)")
#: the path after the '/' of a user name or host, up to white space, without the punctuation that ends a sentence
_PATH = re.compile(r"[^\s]*?(?=[.,;:!?)\]\"'’”]*(?:\s|$))")
#: the '/' before a path, a space before or after it too ('twitter/ sara99': review 52 C7; 'twitter /sara99')
_SLASH = re.compile(r"[ \t]?/[ \t]?")
#: a path of one segment: another user name ('sam/sara', 'anna/berg') when the one before it is a word
_SEGMENT = re.compile(r"[\w.-]*\w")
_UNDERSCORE = re.compile(r"(?<![\w@./-])[A-Za-z][A-Za-z0-9]*_[A-Za-z0-9_]*[A-Za-z0-9](?![\w@]|\.\w|/)")


@register
class UsernameDetector(Detector):
    """``username``: @handles (0.9) and the value after a user-name trigger word (0.9)."""

    name = "username"

    def detect(self, doc: Doc) -> Iterator[Span]:
        text = doc.text
        if "@" in text:  # a handle starts at its @
            for m in scan_at(_HANDLE, text, _positions(text, "@")):
                yield self.span(m.start(), m.end(), "username", "username: @handle", "handle", pattern="handle")
        if "_" in text:
            for m in scan_at(_UNDERSCORE, text, _word_starts_before(text, "_")):
                yield self.span(
                    m.start(),
                    m.end(),
                    "username",
                    "username: a word with an underscore",
                    "underscore",
                    pattern="underscore",
                )
        low = lowered(doc)
        if not any(w in low for w in _KEYWORDS):
            return
        starts = sorted({_word_before(low, p) for w in _KEYWORDS for p in _positions(low, w)})  # "mitt " (review 48 C5)
        done = -1
        for p in starts:
            t = _TRIGGER.search(text, p, p + 90)
            if t is None or t.start() <= done:
                continue
            done = t.start()
            v = _VALUE.match(text, t.end())
            if v is None or text[v.end() : v.end() + 1] == "@" and DOMAIN.match(text, v.end() + 1):
                continue  # an e-mail address (the email detector's); 'sara99@twitter/photos' has no domain
            end = v.end(1)
            slash = _SLASH.match(text, end)
            after = slash.end() if slash else end
            path = _PATH.match(text, after).end() if slash else end  # type: ignore[union-attr]
            rest = text[after:path]
            trigger = " ".join(t.group().split())
            # The value before a '/' is a user name unless it is an ordinary word and no name ('twitter/sara99',
            # 'and/or'); a name that is also a word ('sam') only with something after its '/' ('sam/sara': review 49
            # C6; 'my username is sam' may be 'the same'). What follows the '/' (``_after_slash``) is hers too.
            word = _ordinary(v.group(1), doc.lang)
            user = not word or bool(rest) and _name_like(v.group(1), doc.lang)
            kind = _after_slash(rest, word, user, doc.lang, spaced=slash is not None and slash.group() != "/")
            if kind is not None:
                yield self.span(after, path, kind, f"the {kind} after '{trigger}' and a '/'",
                                "after_trigger" if kind == "username" else "path_after", pattern="trigger",
                                **({"trigger": trigger.lower()} if kind == "username" else {}))
            if not user:
                continue
            yield self.span(v.start(1), end, "username", f"username after '{trigger}'",
                            # a platform's id is a user name, not an id number ('my kakao id is sungmin0412'); '@x' is a
                            # handle (its own rule keeps the @)
                            "after_platform" if _PLATFORM.search(trigger) and v[0][0] != "@" else "after_trigger",
                            pattern="trigger", trigger=trigger.lower())


def _after_slash(rest: str, word: bool, user: bool, lang: str, spaced: bool = False) -> str | None:
    """What the path ``rest`` after a user-name value and its '/' is: another user name (``username``) after a word
    ('sam/sara', 'twitter/sara99': reviews 49 C6, 51 C7), the rest of her address (``url``) after a user name
    ('linkedin.com/in/sara-k', 'sarak99/kowalski': reviews 45-47, 50 C3), or nothing: an e-mail address (the email
    detector's: 'sam/sara.k@gmail.com'), one ordinary word that is no name ('/project', '/bilder': as a known value it
    replaced the word in all her essays, review 49 C3; 'and/or', 'name/email': review 50 C4). The '/' itself stays."""
    if not rest or "@" in rest:
        return None

    def plain(segment: str) -> bool:
        # a capitalised ordinary word too ('sara99 / Jag postar': review 60 C1, 'url.com har en katt'; 'sara99/Photos':
        # review 63 C7), but right after the '/' not one the name lists hold ('sam/Bo', 'sam/Hans': review 62 C3)
        low = segment.lower()
        if segment != low and not spaced:
            return _ordinary(low, lang) and not LanguagePack.listed(low)
        return _ordinary(low, lang) and not _name_like(segment, lang)

    if _SEGMENT.fullmatch(rest):
        return None if plain(rest) else "username" if word else "url"
    return "url" if user or not all(plain(s) for s in rest.split("/")) else None  # 'twitter/sara99/photos'


def _word_before(low: str, p: int) -> int:
    """Where the word before position ``p`` starts (white space between skipped): a trigger may open with it ('mitt
    instagram', 'Mitt  instagram': review 49 C5)."""
    k = p
    while k > 0 and low[k - 1] in " \t":
        k -= 1
    while k > 0 and low[k - 1].isalpha():
        k -= 1
    return k


def _name_like(word: str, lang: str) -> bool:
    """``word`` may be a name: the name or place lists hold it and it is no very frequent word (Zipf 5: 'sam',
    'sara', 'berg', 'kowalski', 'stockholm'; not 'and', 'the', 'best', 'name', 'eller'), or it is no word."""
    low = word.lower()
    if not any(zipf_frequency(low, x) >= 3.0 or is_vocabulary(low, x) for x in {lang, "en"}):
        return True
    return LanguagePack.listed(low) and max(zipf_frequency(low, x) for x in {lang, "en"}) < 5.0


def _ordinary(word: str, lang: str) -> bool:
    """A lowercase dictionary word of the essay's language (or English): no user name."""
    if not (word.isalpha() and word.islower()):
        return False
    return any(zipf_frequency(word, x) >= 3.0 or is_vocabulary(word, x) for x in {lang, "en"})


_ASCII_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def _word_starts_before(text: str, mark: str) -> Iterator[int]:
    """Where the run of ASCII letters and digits right before each ``mark`` begins, in order: the only place
    a match of _UNDERSCORE that holds that mark first can start (it must follow no word character)."""
    last = -1
    for p in _positions(text, mark):
        s = p
        while s > 0 and text[s - 1] in _ASCII_ALNUM:
            s -= 1
        if s != last:
            last = s
            yield s


def _positions(low: str, word: str) -> Iterator[int]:
    """Every offset of ``word`` in ``low``."""
    p = low.find(word)
    while p >= 0:
        yield p
        p = low.find(word, p + 1)
