"""workbench.normalize: NFC, invisible format characters removed, offsets mapped back."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from workbench.normalize import INVISIBLE, normalize, order_unknown, strip_invisible


@pytest.mark.parametrize("raw, expected", [
    ("Borlänge", "Borlänge"),
    (unicodedata.normalize("NFD", "Borlänge Åsa Öberg"), "Borlänge Åsa Öberg"),
    ("Bor\u00adlänge", "Borlänge"),
    ("Ha\u200bns och \ufeffAli\u200d", "Hans och Ali"),
    ("\u202eegnälroB\u202c", "Borlänge"),  # a right-to-left override's run is read in the order shown
    ("a\u00ad\u0308", "ä"),  # a combining mark after a removed character still composes
])
def test_normalize_text(raw: str, expected: str) -> None:
    assert normalize(raw).text == expected


def test_unchanged_text_has_no_map() -> None:
    n = normalize("Jag bor i Borlänge.")
    assert not n.changed and n.span(10, 18) == (10, 18) and n.removed() == 0


def test_span_offsets_follow_the_text() -> None:
    raw = "Jag bor i Bor\u00adla\u0308nge och heter \u200bAli."
    n = normalize(raw)
    start = raw.index("Bor")
    end = raw.index(" och")
    a, b = n.span(start, end)
    assert n.text[a:b] == "Borlänge"
    a, b = n.span(raw.index("\u200bAli"), raw.index("Ali") + 3)
    assert n.text[a:b] == "Ali"
    assert n.to_old(n.text.index("och")) == raw.index("och")
    assert n.removed() == 3


def test_strip_invisible() -> None:
    assert strip_invisible("".join(sorted(INVISIBLE)) + "x") == "x"


_ALPHABET = ["a", "o", "A", "Å", "ä", " ", "\n", "\u0308", "\u030a", "\u0301", "\u0323", "\u00ad", "\u200b",
             "\ufeff", "\u202e", "\U000e0041", "\u1100", "\u1161", "\u11a8", "\uac00", "\u0b47", "\u0b3e",
             "\u212b", "\u0958", "\u0430"]


@given(st.lists(st.sampled_from(_ALPHABET), max_size=16).map("".join))
def test_normalize_is_nfc_without_invisible_and_maps_every_character(raw: str) -> None:
    raw = raw.replace("\u202e", "")  # an override turns the letters it covers (test_right_to_left_override...)
    n = normalize(raw)
    assert n.text == unicodedata.normalize("NFC", strip_invisible(raw))
    assert n.changed == (n.text != raw or any(c in INVISIBLE for c in raw))
    if n.old is not None:
        assert list(n.old) == sorted(n.old) and n.old[-1] == len(raw)
        assert all(raw[n.old[i]] not in INVISIBLE for i in range(len(n.text)))


def test_note_says_what_changed_without_text() -> None:
    assert normalize("Bor\u00adla\u0308nge \u200bAli").note() == "2 invisible characters removed, NFC applied"
    assert normalize("Borla\u0308nge").note() == "NFC applied"
    assert normalize("Borlänge").note() == ""


def test_tag_characters_and_variation_selectors_are_invisible() -> None:
    assert normalize("Bor\U000e0020l\ufe0fänge").text == "Borlänge"


def test_a_hair_space_inside_a_word_splits_nothing() -> None:
    raw = "I met Har\u200ariet Pemb\u200aerton."
    n = normalize(raw)
    assert n.text == "I met Harriet Pemberton."
    assert n.note() == "2 words joined over a separator or a line-break hyphen"
    a, b = n.span(raw.index("Har"), raw.index(" Pemb"))
    assert n.text[a:b] == "Harriet"  # input spans still map exactly


@pytest.mark.parametrize("sep", ["\u2009", "\u202f", "\u2800", "\u2028", "\u2029", "\u2006"])
def test_a_wider_separator_is_read_as_it_stands_and_closed_up_only_for_the_matcher(sep: str) -> None:
    # review 19: joined as read, "Karin\u2009och" became "Karinoch", which no detector reads as a name: released
    text = f"Igår träffade jag Karin{sep}och hennes bror."
    assert normalize(text).text == text
    raw = f"I met Har{sep}riet Pemb{sep}erton."
    n = normalize(raw, closed=True)
    assert n.text == "I met Harriet Pemberton."
    a, b = n.to_old(n.text.index("Harriet")), n.to_old(n.text.index(" Pemb"))
    assert raw[a:b] == f"Har{sep}riet"


@pytest.mark.parametrize(("raw", "read"), [
    ("Jag heter Ka\u2009rin.", "Jag heter Karin."),  # the whole a listed name ('ka' is a word of its own)
    ("My friend Har\u2009riet lives here.", "My friend Harriet lives here."),
    ("My friend Har\u2028riet lives here.", "My friend Harriet lives here."),
    ("Min vän heter Em-\nma och hon bor här.", "Min vän heter Emma och hon bor här."),
    ("Vi åkte till Stock\u2009holms centrum.", "Vi åkte till Stockholms centrum."),  # in the genitive
    ("Jag träffade Ka\u2009rins bror.", "Jag träffade Karins bror."),
])
def test_a_wider_separator_inside_a_word_is_joined_as_read_when_its_sides_are_no_two_words(raw: str,
                                                                                            read: str) -> None:
    # leaks20: 'Ka\u2009rin' was read as two words, 'Ka' was replaced and 'rin' released
    n = normalize(raw)
    assert n.text == read and n.joined == 1
    assert n.to_old(len(n.text) - 1) == len(raw) - 1


@pytest.mark.parametrize("sep", ["\u2009", "\u202f", "\u2800", "\u2028", "\u2029", "\u2006"])
def test_a_wider_separator_between_a_name_and_a_word_stays_as_read(sep: str) -> None:
    for raw in (f"Igår träffade jag Karin{sep}och hennes bror.", f"Yesterday I met Harriet{sep}and we left.",
                f"Vi bor i Sundsvall{sep}men de bor i Kiruna.",
                f"Läraren heter Warsame{sep}inshallah."):  # glued, the unlisted name was released (review 24)
        assert normalize(raw).text == raw


def test_a_separator_before_a_capital_or_beside_no_letter_stays() -> None:
    for raw in ("Anna\u2009Berg", "10\u2009000 kr", "Hej!\u2028Jag", "word \u200a word"):
        assert normalize(raw).text == raw
        assert normalize(raw, closed=True).text == raw


@pytest.mark.parametrize("raw", ["Yesterday Har-\nriet came.", "Yesterday Har-\r\nriet came.",
                                 "Yesterday Har-\n   riet came."])
def test_a_word_hyphenated_over_a_line_break_is_joined_when_its_second_part_is_no_word(raw: str) -> None:
    for n in (normalize(raw), normalize(raw, closed=True)):
        assert n.text == "Yesterday Harriet came."
        assert n.to_old(n.text.index("came")) == raw.index("came")
        assert n.span(raw.index("Har"), raw.index(" came")) == (10, 17)


@pytest.mark.parametrize(("raw", "joined"), [("Jag bor i Upp-\nsala nu.", "Uppsala"), ("Ste-\nfan kom.", "Stefan"),
                                             ("Vi åkte till Stock-\nholm.", "Stockholm")])
def test_a_word_hyphenated_over_a_line_break_is_joined_when_the_whole_is_a_listed_name_or_place(
        raw: str, joined: str) -> None:
    # review 21: their second parts are words of their own, and 'sala', 'fan', 'holm' were released
    assert joined in normalize(raw).text


@pytest.mark.parametrize("raw", ["Jag träffade Karin-\noch hennes bror.", "Skriv ett e-\npost till mig.",
                                 "It is well-\nknown.", "Under höst-\noch vårterminen."])
def test_a_hyphen_before_a_line_break_and_a_word_stays_as_read(raw: str) -> None:
    # review 19: joined, 'Karin-\noch' was one word no detector read, and the learner's spelling changed
    assert normalize(raw).text == raw


def test_a_hyphen_before_a_capital_or_a_line_break_elsewhere_stays() -> None:
    for raw in ("Karl-\nJohan", "1990-\n1995", "Hej -\nhej", "Hej\nhej"):
        assert normalize(raw, closed=True).text == raw


@pytest.mark.parametrize("closed", [False, True])
def test_right_to_left_override_is_read_in_the_order_shown(closed: bool) -> None:
    # leaks20: as read, the override was removed and 'teirraH' stood in the text, released; the space between the
    # two runs takes their direction (UAX #9 N1): python-bidi shows them as one, 'Pemberton Harriet'
    raw = "I met \u202eteirraH\u202c \u202enotrebmeP\u202c.\nWe went to \u202etropkcotS"
    n = normalize(raw, closed=closed)
    assert n.text == "I met Pemberton Harriet.\nWe went to Stockport"
    assert n.note() == "5 invisible characters removed, 3 right-to-left overrides read in the order shown"
    run = [n.to_old(i) for i in range(n.text.index("Harriet"), n.text.index("."))]
    assert sorted(run) == list(range(raw.index("teirraH"), raw.index("\u202c")))  # the run, mirrored
    assert normalize("x \u202e(ba)\u202c y", closed=True).text == "x (ab) y"  # brackets mirror
    assert normalize("\u202ee\u0301d\u202c", closed=True).text == "dé"  # a mark stays after its letter
    arabic = "\u202eمحمد\u202c"
    assert normalize(arabic, closed=True).text == "محمد"  # right-to-left letters are read in their own order


def test_spans_map_both_ways_over_a_turned_run() -> None:
    raw = "Hon heter \u202enotrebmeP teirraH\u202c och bor här."
    n = normalize(raw)
    assert n.text == "Hon heter Harriet Pemberton och bor här."
    a, b = n.span(raw.index("teirraH"), raw.index("\u202c"))  # an input span on part of the run
    assert n.text[a:b] == "Harriet"
    a, b = n.span(raw.index("heter"), raw.index(" teirraH"))  # on words before and in it: all between
    assert n.text[a:b] == "heter Harriet Pemberton"
    a, b = n.old_span(n.text.index("Harriet"), n.text.index(" och"))  # a found span, back in the input
    assert raw[a:b] == "notrebmeP teirraH"
    a, b = n.old_span(n.text.index("Pemberton"), n.text.index(" och"))
    assert raw[a:b] == "notrebmeP"
    a, b = n.old_span(0, n.text.index("Harriet"))  # before the run: not into it
    assert raw[a:b] == "Hon heter "
    a, b = n.old_span(n.text.index("och"), n.text.index(" bor"))
    assert raw[a:b] == "och"


_TURNS = st.lists(st.sampled_from(["a", "b", "K", " ", "\n", "\u202e", "\u202e", "\u202c", "\u2069", "\u2067",
                                    "\u2009", "\u00ad", "e\u0301", "-\n", "\u0645\u062d", "("]), max_size=30)


@given(_TURNS.map("".join), st.booleans())
def test_a_span_over_turned_runs_is_every_new_character_from_it_and_all_between(raw: str, closed: bool) -> None:
    n = normalize("\u202e" + raw, closed=closed)
    for start in range(len(raw) + 2):
        for end in range(start, len(raw) + 2):
            inside = [i for i in range(len(n.text)) if start <= n.to_old(i) < end]
            at = next((i for i in range(len(n.text)) if n.to_old(i) >= start), len(n.text))
            assert n.span(start, end) == ((inside[0], inside[-1] + 1) if inside else (at, at))


def test_spans_over_turned_runs_in_a_long_text_map_right() -> None:
    # review 24: every span scanned the text once (40 s for 2,000 spans in 210k characters); 1,000 in 100k
    # took 5 s before the inverse map and 0.05 s after (safety21's figures; a speed is a bench's, not a test's)
    raw = "Jag träffade \u202enotrebmeP teirraH\u202c igår, Bor\u00adlänge.\n" * 1600
    n = normalize(raw)
    spans = [(k * 97 % len(raw), k * 97 % len(raw) + 9) for k in range(1000)]
    mapped = [n.span(a, b) for a, b in spans]
    a, b = n.span(raw.index("teirraH", 50_000), raw.index("\u202c", 50_000))
    assert n.text[a:b] == "Harriet" and len(mapped) == 1000


@pytest.mark.parametrize(("raw", "shown"), [
    # (input, what the Unicode bidi algorithm displays in a left-to-right paragraph: python-bidi 0.6.12,
    # get_display, the controls left out). Latin letters are strong left-to-right: an embedding (RLE) or an
    # isolate (RLI) raises their level but turns no letter, only an override (RLO) does (UAX #9, W1-W7, L2)
    ("Hon heter \u202bHarriet Pemberton\u202c idag.", "Hon heter Harriet Pemberton idag."),
    ("Hon heter \u2067Harriet Pemberton\u2069 idag.", "Hon heter Harriet Pemberton idag."),
    ("Hon heter \u202bnotrebmeP teirraH\u202c idag.", "Hon heter notrebmeP teirraH idag."),
    ("Hon heter \u2067notrebmeP teirraH\u2069 idag.", "Hon heter notrebmeP teirraH idag."),
    ("Hon heter \u202enotrebmeP teirraH\u202c idag.", "Hon heter Harriet Pemberton idag."),
    ("Hon heter \u202b\u202eteirraH\u202c\u202c idag.", "Hon heter Harriet idag."),
])
def test_the_text_read_is_the_text_a_reader_sees_under_an_embedding_isolate_or_override(raw: str, shown: str) -> None:
    # closing note 18 listed a name under RLE or RLI as shown reversed: it is not, and it is read as shown
    assert normalize(raw).text == normalize(raw, closed=True).text == shown


@pytest.mark.parametrize(("raw", "shown"), [
    # (input, what python-bidi 0.6.12 displays, the controls left out; brackets as a renderer mirrors them). An
    # embedding, override or isolate opened inside an override is closed by its own pop: the first pop after an
    # empty pair ended the turned run, and "notrebmeP teirraH" was read and released (safety21)
    ("Hon heter \u202e\u2066\u2069notrebmeP teirraH\u202c idag.", "Hon heter Harriet Pemberton idag."),
    ("Hon heter \u202e\u202a\u202cnotrebmeP teirraH\u202c idag.", "Hon heter Harriet Pemberton idag."),
    ("Hon heter \u202e\u202d\u202cnotrebmeP\u202c idag.", "Hon heter Pemberton idag."),
    # what is opened inside keeps its own order (a left-to-right block, Latin letters under an embedding or
    # isolate) or is turned again (an override), and stands where the turned run shows it
    ("x \u202eab \u202dcd\u202c ef\u202c y", "x fe cd ba y"),
    ("x \u202eab \u202bcd\u202c ef\u202c y", "x fe cd ba y"),
    ("x \u202eab \u2067cd\u2069 ef\u202c y", "x fe cd ba y"),
    ("x \u202eab \u202ecd\u202c ef\u202c y", "x fe dc ba y"),
    ("x \u202eab \u202dc\u202ede\u202c\u202c ef\u202c y", "x fe ced ba y"),
    ("x \u2066\u202eab\u2069 cd\u202c y", "x ba cd y"),  # the isolate's end closes the override opened in it
    ("x \u202eab\u202d cd\ny", "x  cdba\ny"),  # a block never closed ends with the line
    ("x \u202e(ab \u202dc)d\u202c ef\u202c y", "x fe c)d ba) y"),  # brackets of the turned run only mirror
    # a PDF closes no isolate (LRI, RLI, FSI) opened inside: only its PDI or the line's end does (UAX #9 X6a, X7);
    # the PDF ended it, and 'alasppU hco Göteborg' was read, Göteborg released (review 28, finding 1)
    ("Jag bor i \u202e\u2066Göteborg\u202c och Uppsala\u2069\u202c med familjen.",
     "Jag bor i Göteborg och Uppsala med familjen."),
    ("x \u202eab \u2068cd\u202c ef\u2069 gh\u202c y", "x hg cd ef ba y"),
    # two overridden runs parted only by spare PDFs (which pop nothing) and BN characters are shown as one: X9
    # removes them all ('rietHar' was read and released: review 28, finding 2)
    ("\u202eteir\u202c\u202c\u202eraH\u202c", "Harriet"),
    ("Sedan kom \u202eteir\u202c\u00ad\u202c\u202c\u202eraH\u202c också.", "Sedan kom Harriet också."),
    # white space at a line's or the text's end goes back to the paragraph's level and stays there, not turned
    # with the letters (UAX #9 L1; 'Pemb erton' was read and released: review 28, finding 3)
    ("Hon heter Harriet Pemb\u202enotre \nPå bussen.", "Hon heter Harriet Pemberton \nPå bussen."),
    ("x \u202eteirraH  ", "x Harriet  "),
    ("x \u202eab  \u202c\ny", "x ba  \ny"),
    ("x \u202eab \u202bcd  \u202c\u202c\ny", "x cd ba  \ny"),
    # a PDI that closes no isolate (UAX #9 BD9) does nothing (X6a): it ended the run, and 'notrebmeP' was read
    ("x \u202e\u2069notrebmeP\u202c y", "x Pemberton y"),
    ("x \u2066a\u2069 \u202e\u2069notrebmeP\u202c y", "x a Pemberton y"),
    # white space between two overridden runs takes their direction (N1): they are shown as one, the words of the
    # second first, as a reader reads them
    ("Jag heter \u202eannA\u202c \u202enossrednA\u202c.", "Jag heter Andersson Anna."),
    ("x \u202eab\u202c \u202c \u202ecd\u202c y", "x dc  ba y"),
    ("x \u202eab\u202c  y \u202ecd\u202c", "x ba  y dc"),
])
def test_what_is_opened_inside_an_override_is_read_as_shown(raw: str, shown: str) -> None:
    for closed in (False, True):
        n = normalize(raw, closed=closed)
        assert n.text == shown
        assert sorted(n.to_old(i) for i in range(len(n.text))) == [  # every letter comes from one input character
            k for k, c in enumerate(raw) if c not in INVISIBLE]


def test_an_override_ends_at_its_pop_an_isolate_s_end_or_the_line_s_end() -> None:
    assert normalize("Jag träffade \u2067\u202enossdnuL\u2069 igår.").text == "Jag träffade Lundsson igår."
    assert normalize("\u202enossdnuL\nigår").text == "Lundsson\nigår"
    # an embedding or isolate turns no left-to-right letters, nor does a left-to-right override: as stored
    for raw in ("\u202bnotrebmeP\u202c x", "\u2067notrebmeP\u2069 x", "\u202dnotrebmeP\u202c x"):
        assert normalize(raw).text == "notrebmeP x"


@pytest.mark.parametrize(("raw", "unknown"), [
    # a right-to-left embedding or isolate with white space, punctuation or digits at an edge, or an embedding or
    # isolate other than an override inside it, moves words as python-bidi shows them ('x\u2067 Pemb' is shown
    # 'xPemb '): the order is not worked out here, and the readers refuse the essay (tests/io/test_essay_text.py)
    ("Hon heter Harriet\u2067 Pemberton och bor här.", True),
    ("x \u202bUpp \u202certonLund", True),
    ("x \u202bsalaUpp\u2068abLund\n", True),
    ("x \u2067Lund\u2066Pemb \u202ei", True),
    ("x \u2068\u05d0b.\u2069 y", True),  # an FSI whose first strong letter is right-to-left is an RLI
    # letters at both edges, an override inside, a left-to-right isolate: shown as read (the tests above)
    ("Hon heter \u202bHarriet Pemberton\u202c idag.", False),
    ("Hon heter \u2067notrebmeP teirraH\u2069 idag.", False),
    ("Hon heter \u202b\u202eteirraH\u202c\u202c idag.", False),
    ("x \u202eab \u2067cd\u2069 ef\u202c y", False),
    ("Yesterday I met \u2067\u202enotrebmeP teirraH\u2069 in town.", False),
    ("x \u2066 ab \u2069 y \u202eab  \u202c\n", False),
    ("x \u2068ab.\u2069 y", False),  # an FSI whose first strong letter is left-to-right is an LRI
    # no left-to-right letter inside: a pasted right-to-left sentence, digits, an emoji join no Latin words
    # (review 31: these essays were refused)
    ("\u202b\u0645\u0631\u062d\u0628\u0627\u060c \u0627\u0633\u0645\u064a \u0623\u062d\u0645\u062f.\u202c", False),
    ("\u202b\u05e9\u05dc\u05d5\u05dd, \u05e7\u05d5\u05e8\u05d0\u05d9\u05dd \u05dc\u05d9.\u202c", False),
    ("Han sa \u2067\u00ab\u0645\u0631\u062d\u0628\u0627\u00bb\u2069 till mig.", False),
    ("Adressen är \u202b\u0634\u0627\u0631\u0639 12 \u202c i Malmö.", False),
    ("Hej \u2067\U0001F600\u2069 Anna", False),
    # an override's run with letters of both directions is shown all turned ('Harriet \u05d0'), read as stored:
    # refused (review 31, B2); an invisible mark is no letter, and Arabic alone under an override is kept as stored
    ("x \u202e\u05d0 teirraH\u202c y", True),
    ("x \u202enotrebmeP teirraH\u200f\u202c y", False),
    ("x \u202e\u0627\u0628\u0629\u202c Lund", False),
    # review 32: a scope of spaces beside a right-to-left one, then Latin letters in an embedding, moves them
    ("Jag bor i Upp\u202b \u202c\u05d0\u202bsala\u202c med familjen.", True),  # shown 'Uppsalaא', read 'Upp אsala'
    ("x \u202e\u05d0\u05d1\u200e\u202c y", False),  # an LRM is a mark, no letter: the run is Hebrew only
    ("My phone \u2067070 123\u2069 and \u2068Lund\u2069", False),  # review 33: an FSI acting as an LRI counts not
])
def test_an_order_not_worked_out_is_told(raw: str, unknown: bool) -> None:
    assert order_unknown(raw) is unknown


@pytest.mark.parametrize("raw", ["\u202enotrebmeP teirraH\u200f\u202c idag",
                                 "\u202enotrebmeP teirraH\u061c\u202c idag"])
def test_an_invisible_mark_keeps_no_override_from_turning(raw: str) -> None:
    # review 31, B2: a right-to-left or Arabic letter mark inside the run kept it as stored, 'notrebmeP teirraH'
    assert normalize(raw).text == "Harriet Pemberton idag"


def test_an_override_left_open_over_several_spans_renders_without_overlap() -> None:
    # with the learned decision (tests/detect/ runs without it); the lead's probes, session 22: a span over the open
    # run and one inside it overlapped in the input's offsets, and rendering failed ("spans overlap") on text that
    # reached detection without the readers' normalising
    from workbench.model import Corpus, Essay
    from workbench.pipeline import detect_corpus, number_and_render

    texts = ["Jag heter An\u202ena och bor i Lu\u2066nd.", "My name is Sa\u200bra Kow\u00adalski.",
             "Jag heter \u202eAnna\u202c och bor i Mora."]
    essays = [Essay(f"e{i}", f"L{i}", t, "en" if t.startswith("My") else "sv") for i, t in enumerate(texts)]
    spans = detect_corpus(Corpus.of(essays)).spans
    for e in essays:
        ordered = sorted(spans[e.id], key=lambda s: s.start)
        assert all(x.end <= y.start for x, y in zip(ordered, ordered[1:], strict=False))
    out = number_and_render(essays, spans, mode="swell", seed=1)
    assert "Lu" not in out[0].target and "Sa" not in out[1].target


@pytest.mark.parametrize(("raw", "read"), [("Pet\u0301er Smith", "Peter Smith"), ("John \u0301Brown", "John Brown"),
                                          ("Borla\u0308nge", "Borlänge"), ("Anna", "Anna")])
def test_without_marks_reads_a_name_under_a_mark_no_letter_holds(raw: str, read: str) -> None:
    from workbench.normalize import without_marks

    n = without_marks(normalize(raw))
    assert n.text == read
    start = read.index(read.split()[-1])
    a, b = n.old_span(start, len(read))
    assert unicodedata.normalize("NFC", raw[a:b]).replace("\u0301", "") == read.split()[-1]


@pytest.mark.parametrize("text", ["My name is Pet\u0301er Smith.", "My name is John \u0301Brown.",
                                  "My name is P\u0308\u2066eter Smith."])
def test_a_name_under_a_stray_combining_mark_is_found_and_replaced(text: str) -> None:
    # review 53 C3 (released 'Smith', 'Brown') and C2 ('span [11, 11) is empty': the corpus was lost)
    from workbench.model import Corpus, Essay
    from workbench.pipeline import detect_corpus, number_and_render

    essays = [Essay("e", "L", text, "en")]
    spans = detect_corpus(Corpus.of(essays)).spans
    out = number_and_render(essays, spans, mode="swell", seed=1)[0].target
    assert "Smith" not in out and "Brown" not in out and "eter" not in out, out


@pytest.mark.parametrize(("text", "name"), [
    ("Yesterday I met \uff30\uff45\uff54\uff45\uff52 \uff33\uff4d\uff49\uff54\uff48 at school.", "Ｐｅｔｅｒ"),
    ("Yesterday I met \U0001d40f\U0001d41e\U0001d42d\U0001d41e\U0001d42b at school.", "𝐏𝐞𝐭𝐞𝐫"),
    ("Igår träffade jag \u24b6\u24dd\u24dd\u24d0 på stan med Mo\u0301ra.", "Ⓐⓝⓝⓐ"),
    # review 62 C4: small capitals, negative circled, parenthesised letters, Roman numerals
    ("Yesterday I met Peter ꜱᴍɪᴛʜ at school.", "ꜱᴍɪᴛʜ"),
    ("Yesterday I met 🅟🅔🅣🅔🅡 at school.", "🅟🅔🅣🅔🅡"),
    ("Jag heter ⒜⒩⒩⒜ och bor i Mora.", "⒜⒩⒩⒜"),
    ("Yesterday I met ⒫⒠⒯⒠⒭ at school.", "⒫⒠⒯⒠⒭"),  # read in capitals (review 63 C5)
    ("Jag heter Ⅼⅰⅴ och bor i Mora.", "Ⅼⅰⅴ"),
])
def test_latin_letters_drawn_in_another_form_are_read_as_letters(text: str, name: str) -> None:
    """Full-width, mathematical and circled Latin letters were released ('leak check passed': the lead's probes,
    session 23); detection reads their NFKC letters, one for one, and the release replaces what was written."""
    from workbench.model import Corpus, Essay
    from workbench.normalize import without_marks
    from workbench.pipeline import detect_corpus, number_and_render

    read = without_marks(normalize(text))
    assert len(read.text) == len(text.replace("\u0301", ""))
    lang = "en" if text.startswith("Yesterday") else "sv"
    essays = [Essay("e", "L", text, lang)]  # as the readers give it (NFC)
    spans = detect_corpus(Corpus.of(essays)).spans
    assert name in [text[s.start : s.end] for s in spans["e"]]
    assert name not in number_and_render(essays, spans, mode="swell", seed=1)[0].target


@pytest.mark.parametrize(("text", "value"), [
    ("Jag är född ١٩٩٠-٠٥-١٢ i Mora.", "١٩٩٠-٠٥-١٢"),
    ("Mitt nummer är ۰۷۰-۱۲۳ ۴۵ ۶۷.", "۰۷۰-۱۲۳ ۴۵ ۶۷"),
    ("I was born on १९९०-०५-१२.", "१९९०-०५-१२"),
])
def test_digits_of_other_scripts_are_read_as_digits(text: str, value: str) -> None:
    """Note 24: a birth date in Arabic-Indic digits was no date to detection, while the leak check (which folds every
    decimal digit) found it: the release was refused. Detection reads them one for one; the release replaces them."""
    from workbench.model import Corpus, Essay
    from workbench.pipeline import detect_corpus, number_and_render

    essays = [Essay("e", "L", text, "en" if text.startswith("I ") else "sv")]
    spans = detect_corpus(Corpus.of(essays)).spans
    assert value in [text[s.start : s.end] for s in spans["e"]]
    assert value not in number_and_render(essays, spans, mode="swell", seed=1)[0].target


def test_the_quick_test_for_drawn_letters_finds_every_one_the_table_maps() -> None:
    """normalize._DRAWN (ranges, cheap to search) and drawn_letters (the table) must name the same letters."""
    from workbench.normalize import _DRAWN, drawn_letters

    assert all(_DRAWN.fullmatch(chr(c)) for c in drawn_letters())
