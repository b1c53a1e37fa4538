"""The leak check: one check, one verdict, for the writer, ``check-release`` and the sign-off screen.

An original value recorded in the key (every replaced mention), found in released text, is a leak:
marked or not, inside a longer word or not, compared in match form (case and diacritics folded, Unicode
normalised, invisible characters removed, punctuation and spaces one separator: workbench.pseudonymize.
matcher; originals of 5+ characters anywhere, of 3-4 as whole words, digit strings of 4+), within its
scope (workbench.pseudonymize.scope: names, contact and ID values across the release, every other value
in the essays of its own learner, common-word names in lower case only where their learner wrote them so).
Inside the surrogate the key placed at a position, an original is a leak when it is that surrogate's own
original, and otherwise where its scope counts it, as anywhere else: the renderer never draws a surrogate
that holds an original its scope counts there (workbench.pseudonymize.avoid, the hard rule), so only a
surrogate a reviewer typed can ("Jag heter Lundqvist Jönsson", the learner's surname typed for her first name:
review 13 found it released); another entity's surrogate outside that scope is none ("juni" standing for "maj"
in another learner's essay). An occurrence a reviewer explicitly kept (Kept records, carried by the key) is
no leak.
It also finds what must never be released: the key file's header, the review comments "OBS!" and "Com!",
and JSON with "edges" (a SVALA graph). The names of released files are checked too (``check_file_names``):
a file's stem is its essay id, and a name or a contact or ID value in it counts as in a text of no known
learner.

A Leak names the file, the essay, the line, the offset and the label, and shows the released text around
it with every original masked (``[SURNAME]``); never the value, never a hash of it.

The check is what the leak checks are:
- ``LeakCheck(originals)``: built once from (label, value, learner id) of every original, or
  ``LeakCheck.of_key(key)``; ``check_text`` checks one released text of one learner (the writer calls it
  on every text before anything is moved into place; the sign-off screen may call it per essay).
- ``check_texts(items, key)``: (file name, learner id, text) items in memory against a key or a list of
  key entries (the sign-off's API); ``check_release(folder, key)``: every file of a release folder, as
  written, the way ``workbench check-release`` does.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from operator import itemgetter
from pathlib import Path, PurePosixPath
from urllib.parse import unquote

from workbench.gcpause import paused_gc
from workbench.io.filenames import essay_id_of
from workbench.lang.personnummer import valid_personnummer
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.key import MAGIC, Kept, Key
from workbench.pseudonymize.markers import marks_of_the_tool
from workbench.pseudonymize.matcher import Hit, OriginalMatcher, hit_order, match_key
from workbench.pseudonymize.render import KeyEntry
from workbench.pseudonymize.scope import KnownValues

__all__ = ["REPORT_COLUMNS", "REPORT_NAME", "Leak", "LeakCheck", "OriginalMatcher", "check_container",
           "check_file_names", "check_material", "check_release", "check_review_report", "check_texts",
           "essay_of_file", "is_value", "listed_names_in_id", "originals_in_id", "originals_of_entries"]

#: the review report released with the texts (workbench.pseudonymize.review_report) and its columns
REPORT_NAME = "review_report.csv"
REPORT_COLUMNS = ("essay", "position", "tag", "span", "comment")

_MATERIAL = (
    (MAGIC.strip().decode(), "key file header"),
    ("OBS!", 'review comment "OBS!"'),
    ("Com!", 'review comment "Com!"'),
    ('"edges"', 'SVALA graph JSON ("edges")'),
)
#: the review comments' marks among them: in an essay's text they are the learner's ("OBS! Så med teknologen": SweLL's
#: train text holds one), which refused every release of a corpus holding one
_MARKS = ("OBS!", "Com!")
_COMMENT_MARKS = frozenset(what for needle, what in _MATERIAL if needle in _MARKS)
_TRIPLE = itemgetter(2, 4, 0)  # (label, original, learner id) of a KeyEntry


def is_value(entry: KeyEntry) -> bool:
    """The entry replaced a value, not a word the surrogate needed away: the 'the' an English country's surrogate
    dropped (operators/country.article_rewrites) is written back by the key but looked for by no leak check (every
    other 'the' of the learner was a leak: review 54), while a name 'The' still is (review 55 C7)."""
    return not (entry.surrogate == "" and entry.original.strip().lower() == "the")


def originals_of_entries(entries: Iterable[KeyEntry]) -> set[tuple[str, str, str]]:
    """(label, original, learner id) of every entry that replaced a value (``is_value``)."""
    return {_TRIPLE(e) for e in entries if is_value(e)}


_CONTEXT = 30  # characters of released text shown on either side of a leak


@dataclass(frozen=True)
class Leak:
    """Something in a released file that must not be there: where (file, line, essay, offset in the
    text), what (``what``, the label of an original) and the released text around it with every
    original masked."""

    file: str
    line: int
    what: str
    essay_id: str | None = None
    offset: int | None = None
    label: str | None = None
    context: str = ""

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" + (f" (offset {self.offset})" if self.offset is not None else "")
        return f"{where}: {self.what}" + (f": \u201c{self.context}\u201d" if self.context else "")

    def to_dict(self) -> dict[str, object]:
        return {k: v for k, v in self.__dict__.items() if v is not None and v != ""}


def check_material(name: str, text: str) -> Iterator[Leak]:
    """What must never be released (key header, review comments, SVALA JSON) in one file's text."""
    if any(needle in text for needle, _ in _MATERIAL):
        for lineno, line in enumerate(text.splitlines(), 1):
            for needle, what in _MATERIAL:
                if needle in line:
                    yield Leak(name, lineno, what)


class LeakCheck:
    """The leak check over a set of originals (see the module doc)."""

    def __init__(self, originals: Iterable[tuple[str, str, str]]) -> None:
        """``originals``: (label, value, learner id) of every replaced mention."""
        self.known = KnownValues(originals)
        self.matcher = self.known.matcher

    def _key_of(self, original: str) -> int | None:
        """The matcher's key index of an original value (None: too short to be looked for)."""
        if original in self.known.key_of:
            return self.known.key_of[original]
        key = match_key(original)
        return None if key is None else self.matcher.index.get(key)

    @classmethod
    def of_key(cls, key: Key | Iterable[KeyEntry]) -> LeakCheck:
        entries = key.entries if isinstance(key, Key) else key
        return cls(originals_of_entries(entries))

    def check_text(self, name: str, text: str, learner: str | None = None, essay_id: str | None = None,
                   entries: Sequence[KeyEntry] = (), kept: Sequence[Kept] = (), strict: bool = False,
                   only: Iterable[Hit] | None = None, essay_text: bool = False) -> list[Leak]:
        """Leaks in one released text: ``name`` is its file (for the messages), ``learner`` the learner
        who wrote it (None: text of no known learner, where the corpus-wide originals count), ``entries``
        the key entries of the essay (their surrogates are accepted where they stand) and ``kept`` its
        kept occurrences. ``strict``: every original counts, whoever wrote it (report.json). ``only``: the
        hits to judge (keys of this matcher), when the caller knows that no other hit counts (the same
        text had no finding under originals that differ from these only in the values of these hits:
        what counts at a hit depends on its value's originals alone); the context still masks every hit.
        ``essay_text``: the text is an essay as rendered, whose "OBS!" and "Com!" outside its surrogates are the
        learner's own words, as in a container's texts; inside a surrogate (a reviewer typed "OBS! Kalle": review
        16) they count."""
        marked = essay_text and not _marks_in_surrogates(text, entries)
        leaks = [x for x in check_material(name, text) if not (marked and x.what in _COMMENT_MARKS)]
        raw = self.matcher.hits(text) if only is None else sorted(only, key=hit_order)
        if not raw:
            return leaks
        starts = [e.target_start for e in entries]
        if starts != sorted(starts):  # a renderer gives them in text order; anyone else may not
            entries = sorted(entries, key=lambda e: e.target_start)
            starts.sort()
        accepted = [(k.target_start, k.target_end) for k in kept]
        markup = marks_of_the_tool(text)
        found: list[tuple[Hit, list[str], str]] = []
        covered_to = -1
        for hit in raw:
            if hit.end <= covered_to:  # inside a longer leak already reported
                continue
            if any(s <= hit.start and hit.end <= e for s, e in markup):
                continue  # "City" inside "[CITY-1]" or a marker's "[city:1": the tool's own label (review 22)
            what = "original value"
            i = bisect_right(starts, hit.start) - 1  # a text's surrogates never overlap
            entry = entries[i] if i >= 0 else None
            if (entry is not None and entry.target_end >= hit.end
                    and text[entry.target_start : entry.target_end] == entry.surrogate):  # not edited there
                if self._key_of(entry.original) == hit.key:
                    what, labels = "a surrogate that contains its own original", [entry.label]
                else:  # another original inside a surrogate: one a reviewer typed (see the module doc)
                    labels = self.known.labels(hit, text, learner, strict)
                    if not labels:
                        continue
                    what = "a surrogate that holds another original"
            else:
                labels = self.known.labels(hit, text, learner, strict)
                if not labels or any(s <= hit.start and hit.end <= e for s, e in accepted):
                    continue
            found.append((hit, labels, what))
            covered_to = hit.end
        every = raw if only is None or not found else self.matcher.hits(text)
        for hit, labels, what in found:
            label = "/".join(labels)
            leaks.append(Leak(name, text.count("\n", 0, hit.start) + 1, f"{what} ({label})", essay_id, hit.start,
                              label, _context(text, hit, labels[0], every)))
        return leaks


def _marks_in_surrogates(text: str, entries: Sequence[KeyEntry]) -> bool:
    """Does a surrogate of ``entries`` (where it stands in ``text``) hold "OBS!" or "Com!"?"""
    if not any(mark in text for mark in _MARKS):
        return False
    return any(mark in text[e.target_start : e.target_end] for e in entries for mark in _MARKS)


def _context(text: str, hit: Hit, label: str, hits: list[Hit]) -> str:
    """The released text around ``hit`` with every original in it masked (``hit`` by its label, the
    others as [ORIGINAL]); the window grows to take in whole originals and whole words at its ends."""
    lo, hi = max(0, hit.start - _CONTEXT), min(len(text), hit.end + _CONTEXT)
    near: list[Hit] = []
    while True:
        while lo > 0 and not text[lo - 1].isspace():
            lo -= 1
        while hi < len(text) and not text[hi].isspace():
            hi += 1
        near = [h for h in hits if h.start < hi and h.end > lo]
        if all(lo <= h.start and h.end <= hi for h in near):
            break
        lo, hi = min([lo, *(h.start for h in near)]), max([hi, *(h.end for h in near)])
    parts, pos = [], lo
    for h in near:
        if h.end <= pos:
            continue
        parts.append(text[pos : max(pos, h.start)])
        if h.start >= pos:
            parts.append("[" + (label if h == hit else "original").upper() + "]")
        pos = h.end
    parts.append(text[pos:hi])
    shown = " ".join("".join(parts).split())
    return ("\u2026" if lo else "") + shown + ("\u2026" if hi < len(text) else "")


def check_container(name: str, raw: str, texts: Iterable[tuple[str, str, str]], check: LeakCheck,
                    entries: Mapping[str, Sequence[KeyEntry]], kept: Mapping[str, Sequence[Kept]],
                    structure: Mapping[str, int] | None = None) -> list[Leak]:
    """Leaks in a file that holds many texts (a forum's messages file, ``raw`` as written): every text of
    ``texts`` (text id, learner id, text) as its learner's, with its entries' surrogates and its kept
    occurrences accepted; then the file itself, where an original (or review comment) counts wherever the
    file holds it more often than its texts do (a header, an id: what no text explains). ``structure``:
    how often the file's own format holds a needle of check_material (a public SVALA file's one
    ``"edges"``), which then counts as explained too."""
    leaks: list[Leak] = []
    in_texts: Counter[int | str] = Counter()
    for text_id, learner, text in texts:
        leaks += [x for x in check.check_text(f"{name} ({text_id})", text, learner, text_id,
                                              entries.get(text_id, ()), kept.get(text_id, ()))
                  if x.label is not None]
        in_texts.update(h.key for h in check.matcher.hits(text))
        in_texts.update({needle: text.count(needle) for needle, _ in _MATERIAL})
    in_texts.update(dict(structure or {}))
    found = {h.start: h.key for h, _ in check.known.find(raw, None)}
    in_file: Counter[int | str] = Counter(found.values())
    in_file.update({needle: raw.count(needle) for needle, _ in _MATERIAL})
    what_needle = {what: needle for needle, what in _MATERIAL}
    for leak in check.check_text(name, raw):
        key = what_needle[leak.what] if leak.label is None else found.get(-1 if leak.offset is None else leak.offset)
        if key is None or in_file[key] > in_texts[key]:
            leaks.append(leak)
    return leaks


def check_review_report(name: str, text: str, check: LeakCheck, learner_of: Callable[[str], str | None]) -> list[Leak]:
    """Leaks in the review report (REPORT_NAME, as written): each row's comment is checked as a text of the
    learner of the row's essay (``learner_of``; None: of no known learner, where the corpus-wide originals
    count), named by the file's line; the other columns are the report's own (essay ids, as release/'s file
    names show them anyway, corpus positions, tags, labels, numbers and offsets) and are not scanned, as
    report.json's counts are not. A file that is no such CSV is checked as a whole, as text of no learner."""
    import csv
    import io

    reader = csv.reader(io.StringIO(text, newline=""))
    try:
        header = next(reader, None)
        rows = [(reader.line_num, row) for row in reader]
    except csv.Error:
        header = None
    if header is None or tuple(header) != REPORT_COLUMNS or any(len(row) != len(REPORT_COLUMNS) for _, row in rows):
        return check.check_text(name, text)
    leaks: list[Leak] = []
    for line, (essay, _, _, _, comment) in rows:
        leaks += [replace(x, line=line) for x in check.check_text(name, comment, learner_of(essay), essay)]
    return leaks


def check_file_names(names: Iterable[str], check: LeakCheck, files: Mapping[str, str] | None = None,
                     folder: str = "release", learner_of: Callable[[str], str | None] | None = None) -> list[Leak]:
    """Original names and contact or ID values (the corpus-wide ones) in the names of released files, ``names``
    relative to ``folder``: a file's stem is its essay id (percent-decoded, or as ``files`` maps a cut one), and a
    learner's name in it ("Karin_Lundqvist_uppsats.txt") is released as surely as in the text (reviews 13 and 14
    found such names passing every check). ``learner_of``: essay id -> its learner; the name of an essay's file
    (``<stem>.txt`` at the top) is then checked against that learner's originals too, places and dates and all (the
    essay 'Kiruna' of a learner whose text replaced Kiruna: review 47 C3; '1990-05-12.txt' of one born that day:
    review 62 C1); a term code that holds the learner's year ('HT2019_7.txt' of one who came in 2019) is refused too:
    renaming it costs less than a birth date released."""
    leaks: list[Leak] = []
    for name in names:
        parts = PurePosixPath(name).parts
        where = f"{folder}/{name}" if folder else name
        essay = essay_id_of(name[: -len(".txt")], files) if len(parts) == 1 and name.endswith(".txt") else None
        learner = learner_of(essay) if learner_of is not None and essay is not None else None

        def code(m: re.Match[str], learner: str | None = learner) -> str:
            """'#' for a course code, but the learner's own original in capitals ('LUND_1', 'OMAR_2': review 60 C2)."""
            own = learner is not None and any(h.start == 0 and h.end == len(m[0]) and check.known.own(h, learner)
                                              for h in check.matcher.hits(m[0]))
            return m[0] if own else "#"

        decoded = "/".join(_decoded(part, files) for part in parts)
        shown = _NAME_JOINS.sub(" ", _CODE.sub(code, decoded))
        leaks += [replace(x, what=f"{x.what} in the file name (rename the essay)")
                  for x in check.check_text(where, shown, learner)]
        if essay is not None and (word := _short_name_in(decoded, check.known.short_names)):
            leaks.append(Leak(where, 1, f"'{word}' of the file name is a name of two letters that the essays replace "
                              "(rename the essay)", essay))  # 'BO_1.txt' of Bo: too short for the matcher
        if _personnummer_in(decoded):  # '900512-1234.txt' of a learner whose text holds none (review 73 C3)
            leaks.append(Leak(where, 1, "a personal identity number in the file name, or a date and a time that reads "
                              "as one (rename the essay)", essay))
    return leaks


#: where a file name joins words that a text would part: "_" (a word character to the matcher), a lower-case
#: letter before a capital, a letter beside a digit ("Ida_Berg_1", "IdaBerg2": review 15 found 3-4-letter names,
#: which count as whole words only, passing there) ...
_NAME_JOINS = re.compile(r"_|(?<=[^\W\d_])(?=\d)|(?<=\d)(?=[^\W\d_])|(?<=[a-zß-ÿ])(?=[A-ZÀ-Þ])"
                         r"|(?<=[A-ZÀ-Þ])(?=[A-ZÀ-Þ][a-zß-ÿ])")
#: ... but a part of two to four capitals is a code, no name ("SAM_A2_03", "KURS_PER3_06", "EN_CHI_05": review 16
#: found them refused for another learner's "Sam", "Per", "Chi"); a longer name in capitals is found anyway
_CODE = re.compile(r"(?<![^\W\d_])[A-ZÅÄÖÆØÜ]{2,4}(?![^\W\d_])")


def listed_names_in_id(essay_id: str) -> int:
    """How many words of ``essay_id``, parted as check_file_names parts a file name, are capitalised and held by
    the first-name or surname list without being a common word (scope.common_word): "Karin_Lundqvist_uppsats" 2,
    "essay-Ida-3" 1; "SAM_A2_03", "EN01-1", "Essay_final", "Summer_holiday", "Text_Rose" 0. A name that no essay
    text holds is in no key, so check_file_names cannot see it; the run warns of such a word instead (review 15,
    N2), without showing it."""
    from workbench.pseudonymize.scope import common_word
    from workbench.resources import first_names, surnames

    shown = _NAME_JOINS.sub(" ", _CODE.sub("#", essay_id))
    words = [w for w in _WORDS.findall(shown) if len(w) >= 3 and w[0].isupper()]
    return sum((w.lower() in first_names() or w.lower() in surnames()) and not common_word(w) for w in words)


_WORDS = re.compile(r"[^\W\d_]+")


def _personnummer_in(name: str) -> bool:
    """``name`` holds a Swedish personnummer, whoever's it is: a plausible date and four digits, with a valid
    checksum or the personnummer's own '-' or '+' ('900512-1234': a mistyped or made-up one still tells a birth date,
    as the personid detector reads it; review 74)."""
    for m in _PERSONNUMMER.finditer(name):
        digits = m[1] + m[3]
        if len(digits) == 10 or digits[:2] in ("19", "20"):
            date_ok, luhn = valid_personnummer(digits)
            if date_ok and (luhn or m[2] and not (digits[:2] == "20" and _TIME.fullmatch(m[3]))):
                return True  # not this century's date and a time ('20190512-1030.txt': review 75 C8) unless valid
    return False


_TIME = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d")  # hhmm
_PERSONNUMMER = re.compile(r"(?<!\d)((?:19|20)?\d{6})([-+]?)(\d{4})(?!\d)")


def _short_name_in(name: str, short: Collection[str]) -> str | None:
    """The word of the file name ``name``, parted as check_file_names parts one, that is a name of the essays too short
    for the matcher (``short``, folded: 'bo' of 'Bo'), in any case, whoever wrote it (a name counts across the
    release; without a metadata.csv each essay is its own learner: review 74): 'BO' of 'BO_1', 'bo' of 'bo-2'. The
    message names the word as the file name writes it, which the message shows anyway ('AL_1.txt' where a learner
    is Al: review 75 C7)."""
    if not short:
        return None
    return next((w for w in _WORDS.findall(_NAME_JOINS.sub(" ", name)) if fold(w) in short), None)


def originals_in_id(essay_id: str, check: LeakCheck) -> list[str]:
    """The labels of the originals of ``check`` that ``essay_id`` holds, whoever wrote them and in any case: the id
    parted as check_file_names parts a file name, its codes of capitals read as words too ("EN_CHI_05" holds a
    "Chi"), and every word read capitalised (a name that is also a common word counts in lower case only where
    its learner wrote it so: "chi" would pass). Stricter than the file names' check, for an id a person chooses
    to replace one that names someone (ReviewStore.rename_essay: review 23 M3); and what check_file_names refuses in a
    file name whoever's it is, a name of two letters ('BO_1') and a personnummer ('900512-1234'), which the export
    would refuse again (note 24)."""
    shown = _WORDS.sub(lambda m: m[0][:1].upper() + m[0][1:], _NAME_JOINS.sub(" ", essay_id))
    leaks = check.check_text("new id", shown, strict=True)
    kinds = {label for x in leaks if x.label for label in x.label.split("/")}
    if _short_name_in(essay_id, check.known.short_names):
        kinds.add("a name of two letters")
    if _personnummer_in(essay_id):
        kinds.add("a personal identity number")
    return sorted(kinds)


def _decoded(part: str, files: Mapping[str, str] | None) -> str:
    """What a file name shows of its essay id: the id ``files`` maps its stem to, else the name percent-decoded."""
    stem = part.split(".", 1)[0]
    if files and stem in files:
        return files[stem] + part[len(stem):]
    return unquote(part, errors="surrogatepass")


def _checker(key: Key | Sequence[KeyEntry] | LeakCheck) -> LeakCheck:
    return key if isinstance(key, LeakCheck) else LeakCheck.of_key(key)


def check_texts(items: Iterable[tuple[str, str, str]], key: Key | Sequence[KeyEntry] | LeakCheck,
                kept: Sequence[Kept] = (), files: dict[str, str] | None = None) -> list[Leak]:
    """Leaks in released texts held in memory, as ``(file name, learner id, text)``: the sign-off's API
    (check one essay or all; build ``LeakCheck.of_key(key)`` once to check essays one at a time). The
    essay of a file is found as check_release finds it (the key's file mapping, else the decoded stem);
    its key entries' surrogates and its kept occurrences are accepted."""
    checker = _checker(key)
    entries = key.entries if isinstance(key, Key) else () if isinstance(key, LeakCheck) else key
    by_essay: dict[str, list[KeyEntry]] = {}
    for e in entries:
        by_essay.setdefault(e.essay_id, []).append(e)
    kept_by: dict[str, list[Kept]] = {}
    for k in (*kept, *(key.kept if isinstance(key, Key) else ())):
        kept_by.setdefault(k.essay_id, []).append(k)
    mapping = files if files is not None else key.files if isinstance(key, Key) else {}
    leaks: list[Leak] = []
    for name, learner, text in items:
        stem = Path(name).name.removesuffix(".txt")
        essay = essay_id_of(stem, mapping)
        leaks += checker.check_text(name, text, learner, essay, by_essay.get(essay or "", ()),
                                    kept_by.get(essay or "", ()), essay_text=True)
    return leaks


def _read_released(path: Path, reading: dict[str, tuple[str, str]] | None) -> list[str]:
    """The readings of a released file to check: as the UTF-8 the writer writes (bad bytes replaced), and also as
    the input readers decode it (workbench.io.encoding: a byte-order mark, UTF-16, cp1252) where that differs
    (an edited file: whichever a viewer shows, an original in it counts); none when it cannot be read at all.
    ``reading`` gets ("recoded" | "unreadable", what) for a file that is not the writer's UTF-8."""
    from workbench.io.encoding import UTF8_NAMES, decode_bytes
    from workbench.io.errors import InputError

    note = reading if reading is not None else {}
    try:
        data = path.read_bytes()
    except OSError as e:
        note[str(path)] = ("unreadable", f"{path}: cannot be read ({e.strerror or e})")
        return []
    as_written = data.decode("utf-8", errors="replace")
    try:
        text, encoding = decode_bytes(data, path)
    except InputError as e:
        note[str(path)] = ("unreadable", str(e))
        return [as_written]
    if encoding not in UTF8_NAMES:
        note[str(path)] = ("recoded", f"{path}: read as {encoding}")
        return [as_written, text]
    return [text]


def essay_of_file(root: Path, path: Path, key: Key) -> tuple[str, str] | None:
    """(essay id, learner id) of a release file the key knows as an essay's text (a ``<stem>.txt`` at the top of
    the release folder ``root``), else None."""
    if path.suffix != ".txt" or path.parent != root:
        return None
    essay = essay_id_of(path.stem, key.files)
    learner = key.learner_of(essay) if essay is not None else None
    return None if essay is None or learner is None else (essay, learner)


def check_release(release_dir: str | Path, key: Key | Sequence[KeyEntry], progress: bool = False,
                  reading: dict[str, tuple[str, str]] | None = None) -> list[Leak]:
    """Every leak in every file under ``release_dir`` as written, each file read as the writer's UTF-8 and, where
    the input readers decode it otherwise, as they do too (``reading`` gets what was not the writer's UTF-8: a
    file read in another encoding, an edited one, and an unreadable one; see ``_read_released``).
    A ``<stem>.txt`` of an essay the key knows is checked as that essay's text (its learner, its
    surrogates, its kept occurrences); the review report as check_review_report checks it; a forum's
    ``messages.xml`` (``.jsonl``, ``.csv``) as the forum writer checks it (check_container), and so a public
    SVALA file or kaggle.json (the essays in it as theirs: workbench.pseudonymize.public_forms); any other
    file as text of no known learner, where the corpus-wide originals count (names, contact, IDs).
    ``progress``: a progress bar on stderr."""
    from tqdm import tqdm

    from workbench.pseudonymize.public_forms import container_texts

    root = Path(release_dir)
    if not root.is_dir():
        raise FileNotFoundError(f"{root}: no such release folder")
    the_key = key if isinstance(key, Key) else Key("", tuple(key))
    checker = LeakCheck.of_key(the_key)
    kept_by: dict[str, list[Kept]] = {}
    for k in the_key.kept:
        kept_by.setdefault(k.essay_id, []).append(k)
    leaks: list[Leak] = []
    with paused_gc():  # millions of small objects, no cycles: see gcpause
        paths = sorted((p for p in root.rglob("*") if p.is_file()), key=str)
        leaks += check_file_names((p.relative_to(root).as_posix() for p in paths), checker, the_key.files, str(root),
                                  the_key.learner_of)
        for path in tqdm(paths, desc="check-release", unit="file", disable=not progress):
            readings = _read_released(path, reading)
            if not readings:
                continue
            essay, learner = essay_of_file(root, path, the_key) or (None, None)
            texts, structure = None, None
            if learner is None and path.parent == root and path.name != REPORT_NAME:
                texts = _forum_texts(path)
                if texts is None:
                    texts, structure = container_texts(path, the_key.files, the_key.learners)
            found: dict[tuple[object, ...], Leak] = {}  # one leak once, in whichever reading shows it
            for text in readings:
                if path.name == REPORT_NAME and path.parent == root:
                    more = check_review_report(str(path), text, checker, the_key.learner_of)
                elif texts is not None:
                    more = check_container(str(path), text, texts, checker, the_key.by_essay, kept_by, structure)
                elif learner is None:
                    more = checker.check_text(str(path), text)
                else:
                    more = checker.check_text(str(path), text, learner, essay, the_key.by_essay.get(essay or "", ()),
                                              kept_by.get(essay or "", ()), essay_text=True)
                for x in more:
                    found.setdefault((x.line, x.offset, x.label, x.what), x)
            leaks += found.values()
    return leaks


def _forum_texts(path: Path) -> list[tuple[str, str, str]] | None:
    """The texts of a forum's released messages file, or None when ``path`` is none (or unreadable as one)."""
    if path.stem != "messages" or path.suffix not in (".xml", ".jsonl", ".csv"):
        return None
    from workbench.forum.read import read_messages
    from workbench.forum.texts import released_texts

    try:
        return released_texts(read_messages(path))
    except ValueError:  # InputError and the parsers' errors: then it is scanned as a plain file
        return None
