from __future__ import annotations

from pathlib import Path

import pytest

from workbench.pseudonymize.key import MAGIC
from workbench.pseudonymize.leak import Leak, OriginalMatcher, check_release, value_hash

ORIGINALS = [("city", "Borlänge"), ("firstname_male", "Omar"), ("firstname_male", "Ali"), ("phone_nr", "12"),
             ("year", "199"), ("surname", "Öberg")]


def release(tmp_path: Path, text: str, name: str = "e1.txt") -> Path:
    root = tmp_path / "release"
    root.mkdir(exist_ok=True)
    (root / name).write_text(text, encoding="utf-8")
    return root


@pytest.mark.parametrize("text, label", [
    ("Jag bor i Borlänge.", "city"),
    ("Jag bor i BORLÄNGE.", "city"),  # other case
    ("Jag bor i Borlange.", "city"),  # diacritics dropped
    ("Vi gick till Borlängebadet.", "city"),  # inside a longer word
    ("Hej Omar!", "firstname_male"),
    ("ali kom sent", "firstname_male"),
    ("Familjen Oberg", "surname"),
])
def test_planted_originals_are_found(tmp_path: Path, text: str, label: str) -> None:
    leaks = check_release(release(tmp_path, "Första raden.\n" + text), ORIGINALS)
    assert len(leaks) == 1 and leaks[0].line == 2 and label in leaks[0].what
    assert leaks[0].file.endswith("e1.txt")


@pytest.mark.parametrize("text", [
    "Jag bor i Guntorp med Erik.",
    "På sommaren är kvaliteten bra.",  # "Omar" in "sommaren", "Ali" in "kvaliteten": short names need a word
    "Jag har 12 äpplen och 199 kronor.",  # short digit strings are not checked
])
def test_clean_release_passes(tmp_path: Path, text: str) -> None:
    assert check_release(release(tmp_path, text), ORIGINALS) == []


@pytest.mark.parametrize("text, what", [
    (MAGIC.decode() + "garbage", "key file header"),
    ("Han heter A. OBS! kolla", 'review comment "OBS!"'),
    ("Com! stavning", 'review comment "Com!"'),
    ('{"source": [], "target": [], "edges": {}}', "SVALA graph"),
])
def test_material_that_must_not_be_released(tmp_path: Path, text: str, what: str) -> None:
    leaks = check_release(release(tmp_path, text), [])
    assert [x.what for x in leaks if what in x.what]


def test_messages_never_show_the_original(tmp_path: Path) -> None:
    leaks = check_release(release(tmp_path, "Borlänge"), ORIGINALS)
    message = str(leaks[0])
    assert "Borlänge" not in message and "borlange" not in message.lower()
    assert value_hash("Borlänge") in message and value_hash("BORLANGE") == value_hash("Borlänge")


def test_every_file_in_subfolders_is_scanned(tmp_path: Path) -> None:
    root = release(tmp_path, "ren text")
    (root / "sub").mkdir()
    (root / "sub" / "notes.md").write_text("a\nb\nBorlänge", encoding="utf-8")
    (root / "blob.bin").write_bytes(b"\xff\xfe" + b"Omar")
    leaks = check_release(root, ORIGINALS)
    assert sorted((Path(x.file).name, x.line) for x in leaks) == [("blob.bin", 1), ("notes.md", 3)]


def test_plain_strings_are_accepted() -> None:
    assert OriginalMatcher(["Borlänge", "ab"]).find("bor i BORLANGE") == ["borlange"]


def test_missing_folder_fails(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        check_release(tmp_path / "nope", ORIGINALS)


def test_leak_str() -> None:
    assert str(Leak("r/e1.txt", 3, "x")) == "r/e1.txt:3: x"


def test_key_entries_keep_surrogates_from_counting_as_leaks(tmp_path: Path) -> None:
    from workbench.pseudonymize.key import Key
    from workbench.pseudonymize.render import KeyEntry

    text = "Den 3 juni och den 4 maj."  # "juni" stands for "maj", "maj" for "juni"
    entries = (KeyEntry("L", "e1", "month_word", 1, "maj", "juni", 6, 10),
               KeyEntry("L", "e1", "month_word", 2, "juni", "maj", 21, 24))
    root = release(tmp_path, text)
    assert len(check_release(root, [(e.label, e.original) for e in entries])) == 2
    assert check_release(root, Key("c", entries)) == []


def test_a_surrogate_containing_its_own_original_is_reported(tmp_path: Path) -> None:
    from workbench.pseudonymize.key import Key
    from workbench.pseudonymize.render import KeyEntry

    entry = KeyEntry("L", "e1", "city", 1, "Borlänge", "Borlängeby", 10, 20)
    leaks = check_release(release(tmp_path, "Jag bor i Borlängeby."), Key("c", (entry,)))
    assert [x.what.split(" (")[0] for x in leaks] == ["a surrogate contains its own original"]
