"""Text is normalised once, where it is read: NFC, the invisible format characters removed, a word broken by
a near-invisible separator or a line-break hyphen joined, a right-to-left override read in the order shown.

A soft hyphen or a zero-width character inside a name ("Bor\\u00adlänge") or a name written in NFD
("Borla\\u0308nge") hides it from word lists, from detection and from the leak check, and shows nothing to a
reader. ``normalize`` composes the text (NFC) and drops the characters in ``INVISIBLE``; it returns the new
text with a map back to the old offsets, so spans that came with the input (span JSONL, TAB, SVALA, Kaggle)
are carried over exactly. ``strip_invisible`` is the cheap form for matching (the leak check's folding).

What a reader sees decides, beyond the invisible characters (review 13, finding 5): a hair space (U+200A)
between two letters, the second not a capital, splits nothing a reader reads as two words ("Har\u200ariet"):
it is removed; so is a hyphen before a line break when the word part after it is no word of Swedish or English
("Ka-\nrin", "Pem-\nberton": Zipf below 3.5) or the joined word is a listed name or place ("Upp-\nsala"),
not otherwise ("Karin-\noch", "e-\npost"). The wider separators (thin, narrow no-break, six-per-em,
punctuation, medium mathematical spaces, the Braille blank) and the line and paragraph separators join a word
as read only when it is a listed name or place ("Ka\u2009rin", "Har\u2028riet"): joining every one made
"Karin\u2009och" one word that no detector read as a name, and released it (review 19), and joining where
neither side was a word glued "Warsame\u2028inshallah" (review 24). The run a right-to-left override covers is
read in the order shown ("\u202eteirraH\u202c" reads "Harriet"): detection, the release and its check read the
name a reader sees, not the stored letters ("teirraH" was released); an input span on part of the run maps to the
letters it covered, and a span found there back to the stored letters (``Normalized.span``,
``Normalized.old_span``). The run ends at the override's own pop: what an embedding, override or isolate opened
inside it covers is one piece of it, shown in its own order (an empty pair there ended the run, and the name
after it was released reversed: safety21); two runs that only pops, BN characters, white space and the
next override part are shown as one (UAX #9 X9, N1), and white space at a line's end stays after the run (L1).
An embedding or isolate (RLE, RLI) turns no Latin letter (UAX #9). The leak
check and known values read a second, closed-up form too (``normalize(text, closed=True)``, used by
workbench.pseudonymize.matcher): every separator of ``IN_WORD`` and every line-break hyphen between letters
removed ("Har-\nriet"), so a value hidden that way is still found.

Only the places that change are worked on: a character that NFC never touches and that is not invisible is
copied as it is, so the cost follows the number of changes, not the length of the text, and a text that
needs nothing costs two scans in C.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property

__all__ = ["HAIR", "HYPHEN_BREAK", "INVISIBLE", "IN_WORD", "Normalized", "drawn_letters", "normalize", "order_unknown",
           "strip_invisible", "without_marks"]

#: format characters that change nothing a reader sees: soft hyphen, combining grapheme joiner, Arabic
#: letter mark, Mongolian vowel separator, zero-width space / non-joiner / joiner, word joiner and the
#: invisible operators, byte-order mark (zero-width no-break space), every bidirectional control, the
#: Hangul fillers, variation selectors, interlinear annotation marks and the tag characters: Unicode's
#: default-ignorable code points, which fonts draw as nothing
INVISIBLE = frozenset(
    "\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180e\u180f"
    "\u200b\u200c\u200d\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
    "\u2060\u2061\u2062\u2063\u2064\u2065\u2066\u2067\u2068\u2069\u206a\u206b\u206c\u206d\u206e\u206f"
    "\u3164\ufe00\ufe01\ufe02\ufe03\ufe04\ufe05\ufe06\ufe07\ufe08\ufe09\ufe0a\ufe0b\ufe0c\ufe0d\ufe0e\ufe0f"
    "\ufeff\uffa0\ufff0\ufff1\ufff2\ufff3\ufff4\ufff5\ufff6\ufff7\ufff8\ufff9\ufffa\ufffb"
    "\U0001bca0\U0001bca1\U0001bca2\U0001bca3"
    "\U0001d173\U0001d174\U0001d175\U0001d176\U0001d177\U0001d178\U0001d179\U0001d17a"
) | frozenset(map(chr, range(0xE0000, 0xE1000)))
_DROP = {ord(c): None for c in INVISIBLE}
#: separators a reader hardly sees between two letters (six-per-em, punctuation, thin, hair, medium
#: mathematical and narrow no-break spaces, the Braille blank) and the line and paragraph separators, which
#: many viewers draw as nothing: between two letters, the second not a capital, they split no word
IN_WORD = frozenset("\u2006\u2008\u2009\u200a\u202f\u205f\u2800\u2028\u2029")
#: the one of them a reader sees as no gap at all: joined in the text as read, not only in the closed-up form
HAIR = frozenset("\u200a")


def _char_class(chars: frozenset[str] | set[str]) -> str:
    """A regex character class of ``chars``, written as ranges."""
    points = sorted(map(ord, chars))
    parts, k = [], 0
    while k < len(points):
        m = k
        while m + 1 < len(points) and points[m + 1] == points[m] + 1:
            m += 1
        first, last = re.escape(chr(points[k])), re.escape(chr(points[m]))
        parts.append(first if k == m else f"{first}-{last}")
        k = m + 1
    return "[" + "".join(parts) + "]"


_INVISIBLE_RE = re.compile(_char_class(INVISIBLE))
#: what a joined word leaves out: the separators of IN_WORD, or a hyphen and a line break (the next line's
#: indentation with it), between two letters
_JOIN = re.compile(rf"(?<=[^\W\d_])(?:{_char_class(IN_WORD)}+|-\r?\n[ \t]*)(?=[^\W\d_])")
_REST = re.compile(r"[^\W\d_]+")
_REST_BEFORE = re.compile(r"[^\W\d_]+$")
#: the letters read before a line-break hyphen for the joined word: no listed name or place is longer (the search
#: is not from the text's start at every hyphen)
_LONGEST = 64
#: the Zipf (wordfreq, Swedish or English) below which a word part beside a separator or after a line-break
#: hyphen is no word of its own
_REST_ZIPF = 3.5
#: a hyphen before a line break (in an ASCII text: one scan in C, 4x faster than two ``in`` tests)
HYPHEN_BREAK = re.compile("-\r?\n")
#: a text that needs more than copying holds one of these (or is not in NFC)
_ATTENTION = re.compile(rf"{_char_class(INVISIBLE | IN_WORD)}|-\r?\n")
_RLO, _PDF, _PDI = "\u202e", "\u202c", "\u2069"
#: what opens an embedding or override (LRE, RLE, LRO, RLO), an isolate (LRI, RLI, FSI), and what ends a
#: paragraph (and with it all of them). An embedding, an isolate or a left-to-right override turns no
#: left-to-right letters: those are read as stored.
_PUSH, _ISOLATE, _PARAGRAPH = frozenset("\u202a\u202b\u202d\u202e"), frozenset("\u2066\u2067\u2068"), "\n\r\u2029"
#: the bidi classes UAX #9 X9 removes that may part two overridden runs shown as one: BN characters and the
#: spare PDFs after the first run's own (which pop nothing; two PDFs parted 'rietHar': review 28, finding 2)
_REMOVED = frozenset(("BN", "PDF"))
#: the bidi classes rule L1 (UAX #9) takes back to the paragraph's level before a line's end or a tab, with the
#: controls X9 removes: white space, isolate controls, and what X9 removes (embeddings, overrides, their pops, BN)
_TRAILING = frozenset(("WS", "LRI", "RLI", "FSI", "PDI", "LRE", "RLE", "LRO", "RLO", "PDF", "BN"))
#: the bidi controls' classes (X9 removes them, or they open or close an isolate)
_CONTROLS = _TRAILING - {"WS"}
#: what is no character an override turns (a control, a line's end or a tab)
_NO_LETTER = _CONTROLS | {"B", "S"}
#: what opens a right-to-left embedding or isolate (RLE, RLI; FSI, when its first strong letter is one)
_RIGHT_TO_LEFT = re.compile("[\u202b\u2067\u2068]")
#: the invisible direction marks (RLM, ALM, LRM): no letters, so they keep no override's run as stored nor mix one
_MARKS = frozenset("\u200f\u061c\u200e")
_MIRROR = str.maketrans("()[]{}<>«»", ")(][}{><»«")
_ISOLATE_CONTROL = re.compile(f"[{''.join(sorted(_ISOLATE))}\u2069\n\r\u2029]")
_CONTROL = re.compile(f"[{''.join(sorted(_PUSH | _ISOLATE))}\u202c\u2069\n\r\u2029]")
#: every INVISIBLE character lies outside ASCII, so a text all of ASCII (most English essays) holds none, and
#: it is in NFC: ``str.isascii`` says so at memory speed, the search above takes about 0.1 ms per 5,000
#: characters
_ASCII_CLEAN = min(map(ord, INVISIBLE)) > 0x7F


def strip_invisible(text: str) -> str:
    """``text`` without the characters in INVISIBLE (an ASCII text as it is: ``translate`` looks up every
    character, about 1 us per 40)."""
    return text if _ASCII_CLEAN and text.isascii() else text.translate(_DROP)


@cache
def _changing() -> tuple[re.Pattern[str], re.Pattern[str]]:
    """(where a change may be, the changes): a run of characters at or above the lowest that NFC may
    change, or invisible ones (a fast scan in C); inside it, the runs of characters NFC may change or join
    with what comes before them, or invisible ones: combining marks, characters NFC replaces (singletons,
    excluded compositions), the second character of every canonical pair (NFC_QC=Maybe, e.g. Indic vowel
    signs), Hangul vowel and final jamo. Every other character is copied as it is."""
    trouble = set(INVISIBLE) | {chr(c) for c in range(0x1161, 0x1176)} | {chr(c) for c in range(0x11A8, 0x11C3)}
    for cp in (*range(0xD800), *range(0xE000, 0x30000)):
        c = chr(cp)
        if unicodedata.combining(c) or unicodedata.normalize("NFC", c) != c:
            trouble.add(c)
        parts = unicodedata.decomposition(c).split()
        if len(parts) == 2 and not parts[0].startswith("<"):
            trouble.add(chr(int(parts[1], 16)))
    low = min(c for c in trouble if c not in INVISIBLE)
    below = "".join(re.escape(c) for c in sorted(trouble) if c < low)
    return re.compile(f"[{below}{re.escape(low)}-\U0010ffff]+"), re.compile(_char_class(trouble) + "+")


@dataclass(frozen=True)
class Normalized:
    """The normalised text; ``old[i]`` is the offset in the input where new character ``i`` came from
    (``old[len(text)]`` is the input's length). ``old`` is None when nothing changed. ``invisible`` counts
    the invisible characters removed, ``composed`` says whether NFC changed anything, ``joined`` counts the
    words joined over a separator or a line-break hyphen, ``overrides`` the right-to-left overrides read in
    the order shown."""

    text: str
    old: Sequence[int] | None = None
    invisible: int = 0
    composed: bool = False
    joined: int = 0
    overrides: int = 0

    @property
    def changed(self) -> bool:
        return self.old is not None

    def span(self, start: int, end: int) -> tuple[int, int]:
        """New offsets of the input range [start, end): the new characters that came from inside it, and
        (over a turned run, where ``old`` runs backwards) all between them (a span that only covered removed
        characters comes back empty, start == end)."""
        if self.old is None:
            return start, end
        if self.overrides:
            return self._inverse.span(start, end)
        n = len(self.text)
        return bisect_left(self.old, start, 0, n), bisect_left(self.old, end, 0, n)

    @cached_property
    def _inverse(self) -> _Inverse:
        """``old`` inverted, for ``span`` over turned runs (built at the first such span, then kept)."""
        assert self.old is not None
        return _Inverse(self.old, len(self.text))

    def old_span(self, start: int, end: int) -> tuple[int, int]:
        """The input range new range [start, end) came from (with the removed characters after it); over a
        turned run, from its least input offset to one past its greatest."""
        if self.old is None:
            return start, end
        if self.overrides and end > start:
            inside = self.old[start:end]
            return min(inside), max(inside) + 1
        return self.old[start], self.old[end]

    def to_old(self, offset: int) -> int:
        """The input offset of new offset ``offset``."""
        return offset if self.old is None else self.old[offset]

    def removed(self) -> int:
        """How many input characters the normalisation removed or merged."""
        return 0 if self.old is None else self.old[-1] - len(self.text)

    def note(self) -> str:
        """What changed, without the text: "3 invisible characters removed, NFC applied" ("" for nothing)."""
        parts = []
        if self.invisible:
            parts.append(f"{self.invisible} invisible character{'s' if self.invisible != 1 else ''} removed")
        if self.composed:
            parts.append("NFC applied")
        if self.joined:
            parts.append(f"{self.joined} word{'s' if self.joined != 1 else ''} joined over a separator or a "
                         "line-break hyphen")
        if self.overrides:
            parts.append(f"{self.overrides} right-to-left override{'s' if self.overrides != 1 else ''} read "
                         "in the order shown")
        return ", ".join(parts)


class _Inverse:
    """The new offsets sorted by the input offset they came from, with the least and greatest new offset of every
    range of them (a segment tree): where ``old`` is not sorted (a turned run runs backwards), the new characters
    from an input range are found in O(log n), not by a scan of the text per span (review 24: 40 s for 2,000
    spans in 210k characters)."""

    def __init__(self, old: Sequence[int], n: int) -> None:
        order = sorted(range(n), key=old.__getitem__)
        self.keys = array("q", (old[i] for i in order))
        self.n = n
        self.size = size = 1 << max(0, n - 1).bit_length()
        self.low = low = array("q", [n]) * (2 * size)
        self.high = high = array("q", [-1]) * (2 * size)
        low[size:size + n] = high[size:size + n] = array("q", order)
        for k in range(size - 1, 0, -1):
            a, b = 2 * k, 2 * k + 1
            low[k] = low[a] if low[a] < low[b] else low[b]
            high[k] = high[a] if high[a] > high[b] else high[b]

    def _extent(self, a: int, b: int) -> tuple[int, int]:
        """The least and greatest new offset at sorted places [a, b) ((n, -1) when empty)."""
        least, most = self.n, -1
        a, b = a + self.size, b + self.size
        while a < b:
            if a & 1:
                least, most = min(least, self.low[a]), max(most, self.high[a])
                a += 1
            if b & 1:
                b -= 1
                least, most = min(least, self.low[b]), max(most, self.high[b])
            a, b = a >> 1, b >> 1
        return least, most

    def span(self, start: int, end: int) -> tuple[int, int]:
        """Normalized.span over turned runs: the new characters from input [start, end) and all between them,
        else an empty range at the first new character from ``start`` on."""
        a, b = bisect_left(self.keys, start), bisect_left(self.keys, end)
        if a < b:
            least, most = self._extent(a, b)
            return least, most + 1
        at = self._extent(a, self.n)[0]
        return at, at


def normalize(text: str, closed: bool = False) -> Normalized:
    """NFC with the INVISIBLE characters removed, a word split by a separator or line-break hyphen joined as
    read, right-to-left overrides read in the order shown, and the offset map back (see Normalized);
    ``closed``: the closed-up form the matcher reads too (words joined over every IN_WORD separator and
    line-break hyphen: see the module doc)."""
    if _ASCII_CLEAN and text.isascii():  # no invisible character, no separator, in NFC: a hyphen may break a line
        return _joined(Normalized(text), closed) if HYPHEN_BREAK.search(text) else Normalized(text)
    if unicodedata.is_normalized("NFC", text) and _ATTENTION.search(text) is None:
        return Normalized(text)
    shown, where = _overridden(text) if _RLO in text else (text, None)
    n = _joined(_composed(shown), closed)
    if where is None:
        return n
    old = array("q", (where[i] for i in (n.old if n.old is not None else range(len(n.text) + 1))))
    return Normalized(n.text, old, n.invisible, n.composed, n.joined, shown.count(_RLO))


#: the combining diacritical marks (U+0300-036F and their supplements, the marks for symbols and the half marks):
#: after NFC one is left only where no letter holds it ('Pet\u0301er', '\u0301Brown')
_STRAY_MARK = re.compile("[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]")


#: Latin letters and digits drawn in another form: full-width ('Ｐｅｔｅｒ'), letterlike ('ℌ'), Roman numeral ('Ⅼⅰⅴ'),
#: circled ('Ⓟ'), squared ('🄿') and mathematical ('𝐏𝐞𝐭𝐞𝐫') ones, each one character whose NFKC form is one ASCII
#: letter or digit; and those NFKC leaves alone or makes three: parenthesised ('⒫'), negative circled and squared
#: ('🅟', '🅿') letters and small capitals ('ᴘᴇᴛᴇʀ ꜱᴍɪᴛʜ'), read in capitals (review 62 C4, 63 C5); and the decimal
#: digits of other scripts ('١٩٩٠-٠٥-١٢', Persian '۰۷۰', Devanagari), read as the digits they are (the leak check's
#: fold read them, detection did not: a birth date in Arabic-Indic digits was no date to it, note 24)
_DRAWN = re.compile("[\u0262\u026a\u0274\u0280\u028f\u0299\u029c\u029f\u1d00-\u1d22\ua730\ua731\u2100-\u217f"
                    "\u249c-\u24e9\uff10-\uff19\uff21-\uff3a\uff41-\uff5a\U0001d400-\U0001d7ff"
                    "\U0001f130-\U0001f189]|(?![0-9])\\d")
_NFKC_BLOCKS = ((0x2100, 0x217F), (0x24B6, 0x24E9), (0xFF10, 0xFF5A), (0x1D400, 0x1D7FF), (0x1F130, 0x1F149))
#: small capitals (Latin Extended, IPA, Phonetic Extensions) -> the capital they show
_SMALL_CAPITALS = {"ᴀ": "A", "ʙ": "B", "ᴄ": "C", "ᴅ": "D", "ᴇ": "E", "ꜰ": "F", "ɢ": "G", "ʜ": "H", "ɪ": "I", "ᴊ": "J",
                   "ᴋ": "K", "ʟ": "L", "ᴍ": "M", "ɴ": "N", "ᴏ": "O", "ᴘ": "P", "ʀ": "R", "ꜱ": "S", "ᴛ": "T", "ᴜ": "U",
                   "ᴠ": "V", "ᴡ": "W", "ʏ": "Y", "ᴢ": "Z"}


@cache
def drawn_letters() -> dict[int, str]:
    """Each character ``_DRAWN`` matches -> the ASCII letter or digit it draws (a ``str.translate`` table; the leak
    check's fold reads it too)."""
    out = {}
    for first, last in _NFKC_BLOCKS:
        for c in range(first, last + 1):
            plain = unicodedata.normalize("NFKC", chr(c))
            if len(plain) == 1 and plain.isascii() and plain.isalnum():
                out[c] = plain
    for k in range(26):  # parenthesised small letters (read in capitals, as no rule reads 'peter': review 63 C5),
        out[0x249C + k] = out[0x1F150 + k] = out[0x1F170 + k] = chr(ord("A") + k)  # negative circled and squared
    out.update((ord(small), capital) for small, capital in _SMALL_CAPITALS.items())
    out.update((c, str(unicodedata.decimal(chr(c)))) for c in range(0x80, 0x20000) if chr(c).isdecimal())
    return out


def without_marks(n: Normalized) -> Normalized:
    """``n`` without the combining marks NFC left standing ('Pet\u0301er' reads 'Peter', '\u0301Brown' 'Brown'), and
    with Latin letters drawn in another form read as the letters they are ('Ｐｅｔｅｒ Ｓｍｉｔｈ', '𝐏𝐞𝐭𝐞𝐫' read 'Peter
    Smith', 'Peter': released with 'leak check passed', the lead's probes, session 23), with the map back to the
    input: what detection reads (the step "normalise"), so that neither hides a name from the word lists (review 53
    C3: 'Pet\u0301er Smith' released 'Smith'). The readers keep the text as written: a release changes no letter a
    reader sees but the ones it replaces."""
    text = n.text
    if text.isascii():
        return n
    if _DRAWN.search(text) is not None:  # one character for one: the offsets stay
        text = text.translate(drawn_letters())
        n = Normalized(text, n.old, n.invisible, n.composed, n.joined, n.overrides)
    if _STRAY_MARK.search(text) is None:
        return n
    keep = [i for i, c in enumerate(text) if not _STRAY_MARK.match(c)]
    old = n.old
    where = array("q", (old[i] if old is not None else i for i in (*keep, len(text))))
    return Normalized("".join(text[i] for i in keep), where, n.invisible, n.composed, n.joined, n.overrides)


def _overridden(text: str) -> tuple[str, list[int]]:
    """``text`` with the runs right-to-left overrides cover in the order shown, and where each character
    came from (a turned run's characters from its mirror image, so that offsets run backwards there; the override
    characters themselves stay, for the invisible characters to remove)."""
    out: list[str] = []
    where: list[int] = []
    _shown(_spare_pdis_inert(text), 0, len(text), out, where)
    where.append(len(text))
    return "".join(out), where


def _spare_pdis_inert(text: str) -> str:
    """``text`` with every PDI that closes no isolate (none is open before it in its paragraph: UAX #9 BD9) made a
    word joiner, which is invisible as well and ends nothing: such a PDI does nothing (X6a), and it ended the
    override's run, where 'RLO PDI teirraH PDF' is shown 'Harriet' (review 28's fuzz)."""
    if _PDI not in text:
        return text
    spare, open_ = [], 0
    for m in _ISOLATE_CONTROL.finditer(text):
        c = m.group()
        if c in _PARAGRAPH:
            open_ = 0
        elif c in _ISOLATE:
            open_ += 1
        elif c == _PDI:
            if open_:
                open_ -= 1
            else:
                spare.append(m.start())
    if not spare:
        return text
    parts, done = [], 0
    for k in spare:
        parts += [text[done:k], "\u2060"]
        done = k + 1
    return "".join(parts) + text[done:]


def order_unknown(text: str) -> bool:
    """The order a reader sees ``text`` in is not worked out here: a right-to-left embedding or isolate (RLE, RLI,
    an FSI whose first strong letter is right-to-left) holds something other than a letter at its start or end
    (white space, punctuation, a digit), or an embedding or isolate other than an override. Its white space and
    what it holds move to its other end (UAX #9 N1, N2, L2): 'Harriet\u2067 Pemberton' is shown
    'HarrietPemberton ', read 'Harriet Pemberton' (review 28, 1.5; python-bidi's display, 184 of 190 strings in a
    fuzz where a word shown was not read as one), or a right-to-left override's run holds letters of both
    directions (``_mixed_override``). The readers refuse such an essay, naming its line (EssayTexts).
    A text whose right-to-left embeddings and isolates hold no left-to-right letter (a pasted Arabic, Hebrew or
    Persian sentence, an emoji) is no such case: what moves there joins no two Latin words (python-bidi; review 31;
    one scope without a Latin letter beside another with one still moves its words, review 32)."""
    if _RLO in text and _mixed_override(text):
        return True
    if _RIGHT_TO_LEFT.search(text) is None:
        return False
    text = _spare_pdis_inert(text)
    scopes: list[tuple[int, str]] = []  # where each right-to-left scope opens, and what it covers
    for m in _RIGHT_TO_LEFT.finditer(text):
        scope = text[m.end():_end(text, m.end(), m.group() != "\u202b")]
        if not _left_to_right_fsi(m.group(), scope):  # an FSI that is an LRI turns and moves nothing
            scopes.append((m.start(), scope))
    if not any(unicodedata.bidirectional(x) == "L" for _, scope in scopes for x in scope):
        return False  # no Latin (left-to-right) letter in any: what moves joins no two Latin words (review 31, 32)
    for k, scope in scopes:
        shown = [x for x in scope if unicodedata.bidirectional(x) not in _CONTROLS]
        if any((x in _PUSH or x in _ISOLATE) and x != _RLO for x in scope):
            return True
        if shown and not (shown[0].isalpha() and (shown[-1].isalpha() or unicodedata.combining(shown[-1]))):
            return True
        if _PDF in _controls(text, k, -1) or _RLO in _controls(text, k + 1 + len(scope), 1):
            return True  # an override's run beside it: shown together (both at an odd level)
    return False


def _left_to_right_fsi(c: str, scope: str) -> bool:
    """``c`` is an FSI whose first strong letter (or none) is left-to-right: an LRI, which turns and moves nothing
    (review 33: counting its letters refused essays with a name in such an isolate beside digits in an RLI)."""
    return c == "\u2068" and next((unicodedata.bidirectional(x) for x in scope
                                   if unicodedata.bidirectional(x) in ("L", "R", "AL")), "L") == "L"


def _mixed_override(text: str) -> bool:
    """A right-to-left override's run holds left-to-right letters and right-to-left ones (not only the invisible
    marks): shown all turned ('RLO א teirraH PDF' is shown 'Harriet א'), while ``_shown`` keeps a run
    with right-to-left letters as stored, for Arabic or Hebrew written under an override (review 31, B2)."""
    k = text.find(_RLO)
    while k >= 0:
        run = text[k + 1:_end(text, k + 1)]
        if any(unicodedata.bidirectional(c) == "L" and c not in _MARKS for c in run) \
                and any(map(_right_to_left_letter, run)):
            return True
        k = text.find(_RLO, k + 1)
    return False


def _right_to_left_letter(c: str) -> bool:
    """``c`` is a right-to-left letter (Hebrew, Arabic), not one of the invisible marks (``_MARKS``)."""
    return unicodedata.bidirectional(c) in ("R", "AL") and c not in _MARKS


def _controls(text: str, k: int, step: int) -> str:
    """The bidi controls (``_CONTROLS``) before ``k`` (``step`` -1) or from ``k`` on (``step`` 1), up to the first
    other character."""
    end = k
    if step < 0:
        while end > 0 and unicodedata.bidirectional(text[end - 1]) in _CONTROLS:
            end -= 1
        return text[end:k]
    while end < len(text) and unicodedata.bidirectional(text[end]) in _CONTROLS:
        end += 1
    return text[k:end]


def _shown(text: str, a: int, b: int, out: list[str], where: list[int]) -> None:
    """Append text[a:b] to ``out`` in the order shown, where each character came from to ``where``: the run an
    override covers (up to its own pop: ``_end``; with the next override's run where only its pop and that
    override stand between them, with spare pops and BN characters, which the display removes) turned, unless it
    holds right-to-left letters (those are stored in reading order). UAX #9, rule L2; python-bidi shows the same
    (tests/test_normalize.py)."""
    done = a
    while (r := text.find(_RLO, done, b)) >= 0:
        out.append(text[done:r + 1])
        where.extend(range(done, r + 1))
        runs = [(r + 1, min(_end(text, r + 1), b))]
        while (e := runs[-1][1]) < b and text[e] == _PDF and (nxt := text.find(_RLO, e + 1, b)) >= 0 and _as_one(
                text, e, nxt):
            runs.append((nxt + 1, min(_end(text, nxt + 1), b)))
        done = runs[-1][1]
        if _line_ends(text, done):  # its white space at the end goes back to the paragraph's level (UAX #9 L1)
            done = _trailing(text, r + 1, done)
            runs = [(s, min(e, done)) for s, e in runs if s < done] or [(done, done)]
        if any(map(_right_to_left_letter, text[r + 1:done])):
            out.append(text[r + 1:done])
            where.extend(range(r + 1, done))
            continue
        pieces: list[tuple[list[str], list[int]]] = []
        for k, (s, e) in enumerate(runs):
            if k:  # the pop and the next opening, removed from the text
                pieces.extend(([text[i]], [i]) for i in range(runs[k - 1][1], s))
            pieces.extend(_turned(text, s, e))
        for chars, came in reversed(pieces):
            out.extend(chars)
            where.extend(came)
    out.append(text[done:b])
    where.extend(range(done, b))


def _line_ends(text: str, k: int) -> bool:
    """Only white space and controls (``_TRAILING``) stand between ``k`` and a line's end, a tab or the text's
    end."""
    for i in range(k, len(text)):  # not text[k:]: a copy of the rest per run
        kind = unicodedata.bidirectional(text[i])
        if kind in ("B", "S"):
            return True
        if kind not in _TRAILING:
            return False
    return True


def _trailing(text: str, a: int, b: int) -> int:
    """Where the white space and controls (``_TRAILING``) at the end of text[a:b] begin: before a line's end, rule
    L1 (UAX #9) shows them at the paragraph's level, after the turned run, not turned with it ('Upp\u202ealas \n'
    is shown 'Uppsala ', was read 'Upp sala' and released: review 28, finding 3)."""
    while b > a and unicodedata.bidirectional(text[b - 1]) in _TRAILING:
        b -= 1
    return b


def _as_one(text: str, e: int, nxt: int) -> bool:
    """The overridden run that ends at its pop ``e`` and the one the override at ``nxt`` opens are shown as one:
    only what X9 removes (spare pops, BN characters) stands between them, or white space as well between two of
    their characters (it takes their direction, UAX #9 N1: 'RLO annA PDF SP RLO nossrednA PDF' is shown
    'Andersson Anna')."""
    spaced = False
    for i in range(e + 1, nxt):  # up to the first other character (the next override may be far)
        kind = unicodedata.bidirectional(text[i])
        if kind == "WS":
            spaced = True
        elif kind not in _REMOVED:
            return False
    return not spaced or nxt + 1 < len(text) and all(
        unicodedata.bidirectional(c) not in _NO_LETTER for c in (text[e - 1], text[nxt + 1]))


def _turned(text: str, a: int, b: int) -> list[tuple[list[str], list[int]]]:
    """The pieces of the run text[a:b] an override turns, in stored order, each (characters, where from): a
    letter with its marks after it, a bracket mirrored, and what an embedding, override or isolate opened inside
    covers, with its pop, as one piece read as it is shown (``_shown``: an override inside is turned again)."""
    pieces: list[tuple[list[str], list[int]]] = []
    plain = False  # the last piece is a letter (with its marks)
    k = a
    while k < b:
        c = text[k]
        if c in _PUSH or c in _ISOLATE:
            stop = min(_end(text, k + 1, c in _ISOLATE) + 1, b)
            pieces.append(([], []))
            _shown(text, k, stop, *pieces[-1])
            plain, k = False, stop
            continue
        if plain and unicodedata.combining(c):
            pieces[-1][0].append(c)
            pieces[-1][1].append(k)
        else:
            pieces.append(([c.translate(_MIRROR)], [k]))
            plain = True
        k += 1
    return pieces


def _end(text: str, k: int, isolate: bool = False) -> int:
    """Where what was opened just before ``k`` ends: an embedding or override at its own pop (a PDF, past the
    embeddings and overrides opened after it; a PDF inside an isolate opened after it pops nothing), an isolate
    (``isolate``) at its PDI only, never at a PDF (UAX #9 X6a, X7: review 28 found 'Göteborg' released when a PDF
    ended it); either at the end of an isolate opened before it, which closes all opened in it (a PDI) or at the
    paragraph's end (a line break); ``len(text)`` for none."""
    opened: list[bool] = []  # opened since: an isolate?
    for m in _CONTROL.finditer(text, k):
        c = m.group()
        if c in _PARAGRAPH:
            return m.start()
        if c in _PUSH or c in _ISOLATE:
            opened.append(c in _ISOLATE)
        elif c == _PDF:
            if not opened:
                if isolate:
                    continue
                return m.start()
            if not opened[-1]:
                opened.pop()
        elif True not in opened:  # a PDI: it closes an isolate opened before, and all opened since
            return m.start()
        else:
            while not opened.pop():
                pass
    return len(text)


def _joined(n: Normalized, closed: bool) -> Normalized:
    """``n`` with the words split by a separator of IN_WORD or a line-break hyphen joined (before a letter
    that is no capital; as read, only those ``_read_as_one`` says)."""
    text = n.text
    cuts = [m.span() for m in _JOIN.finditer(text) if not text[m.end()].isupper()
            and (closed or _read_as_one(text, m))]
    if not cuts:
        return n
    old = n.old if n.old is not None else range(len(text) + 1)
    out: list[str] = []
    new_old = array("q")
    done = 0
    for a, b in cuts:
        out.append(text[done:a])
        new_old.extend(old[done:a])
        done = b
    out.append(text[done:])
    new_old.extend(old[done:])
    return Normalized("".join(out), new_old, n.invisible, n.composed, len(cuts))


def _read_as_one(text: str, m: re.Match[str]) -> bool:
    """The text as read joins the word split at ``m``: over a hair space always; over a line-break hyphen when
    the part after it is no word ("Ka-\nrin", "Pem-\nberton"; not "Karin-\noch", "e-\npost"); over either when
    the whole is a listed name or place ("Upp-\nsala", "Ste-\nfan", "Ka\u2009rin", "Har\u2009riet": their
    parts are words of their own; review 21). Over a wider separator only then: joining where neither side was a
    word ("Pemb\u2009erton") also glued an unlisted name to the rare word after it, "Warsame\u2028inshallah" into
    a word nothing detects (review 24), where read apart the name is found; an unlisted name split inside itself
    is found only where it is known elsewhere (the closed-up form)."""
    sep = m.group()
    if sep[0] != "-" and set(sep) <= HAIR:
        return True
    before = _REST_BEFORE.search(text, max(0, m.start() - _LONGEST), m.start())
    after = _REST.match(text, m.end())
    first, rest = (before.group().lower() if before else ""), (after.group().lower() if after else "")
    if sep[0] == "-":
        return not _word(rest) or _listed(first + rest)
    return _listed(first + rest)


def _word(word: str) -> bool:
    """``word`` (lower case) is a word of Swedish or English ("och", "post", "known", "vall"; not "rin",
    "berton")."""
    from wordfreq import zipf_frequency

    return max(zipf_frequency(word, "sv"), zipf_frequency(word, "en")) >= _REST_ZIPF


def _listed(word: str) -> bool:
    """``word`` (lower case) is a first name, surname or place of the lists, or one in the genitive
    ("Stock\u2009holms", "Ka\u2009rins")."""
    from workbench import resources as R

    return any(R.listed(w) for w in (word, *((word[:-1],) if word.endswith("s") else ())))


def _composed(text: str) -> Normalized:
    """NFC with the INVISIBLE characters removed (only the places that need it are worked on)."""
    if unicodedata.is_normalized("NFC", text) and _INVISIBLE_RE.search(text) is None:
        return Normalized(text)
    out: list[str] = []
    old = array("q")
    done = invisible = 0
    composed = False
    where, changes = _changing()
    for run in where.finditer(text):
        for m in changes.finditer(text, *run.span()):
            a, b = max(m.start() - 1, done), m.end()  # the character before a run may join it
            out.append(text[done:a])
            old.extend(range(done, a))
            chunk = text[a:b]
            kept = strip_invisible(chunk)
            invisible += len(chunk) - len(kept)
            cluster = unicodedata.normalize("NFC", kept)
            composed = composed or cluster != kept
            if cluster:  # every new character of a cluster comes from its first kept input character
                first = a + next(i for i, c in enumerate(chunk) if c not in INVISIBLE)
                out.append(cluster)
                old.extend([first] * len(cluster))
            done = b
    out.append(text[done:])
    old.extend(range(done, len(text) + 1))
    return Normalized("".join(out), old, invisible, composed)
