"""Essay ids become safe, unique, reversible file stems (issue 13.1)."""

from __future__ import annotations

import pytest

from workbench.io.filenames import MAX_STEM, UnusableIdError, check_essay_id, essay_id_of, file_stem, file_stems

HOSTILE = ["../../x", "/etc/passwd", "a/b", "a\\b", "x\x00y", "A" * 300, "CON", "con.txt", "lpt1", ".hidden", ".",
           "..", "Åsa-1", "~x", "a b", "a%20b", "\ud800", "日本語", "e\n1", "C:" + "\\x"]


@pytest.mark.parametrize("essay_id", HOSTILE)
def test_a_stem_is_one_plain_file_name(essay_id: str) -> None:
    stem = file_stem(essay_id)
    assert stem.isascii() and stem.isprintable() and len(stem) <= MAX_STEM
    assert not set(stem) & set('/\\:*?"<>| ') and not stem.startswith(".")
    assert stem.split(".")[0].lower() not in {"con", "prn", "aux", "nul", "lpt1", "com1"}
    assert essay_id_of(stem) == (None if "~" in stem else essay_id)


def test_a_long_id_is_cut_with_a_hash_and_found_through_the_mapping() -> None:
    long_a, long_b = "A" * 300, "A" * 299 + "B"
    stems, _ = file_stems([long_a, long_b])
    assert len({stems[long_a], stems[long_b]}) == 2 and all(len(s) == MAX_STEM for s in stems.values())
    files = {v: k for k, v in stems.items()}
    assert essay_id_of(stems[long_b], files) == long_b and essay_id_of(stems[long_b]) is None


def test_a_cut_never_splits_an_escape() -> None:
    for n in range(100, 130):
        stem = file_stem("a" * n + "å" * 40)
        assert "%" not in stem.split("~")[0][-2:]


def test_ids_differing_only_in_case_get_different_files() -> None:
    stems, unusable = file_stems(["Essay-1", "essay-1", "ESSAY-1", "Essay-1"])
    assert unusable == [] and stems["Essay-1"] == "Essay-1"
    assert len({s.lower() for s in stems.values()}) == 3


@pytest.mark.parametrize("essay_id", ["", " ", "\t\n"])
def test_an_id_that_cannot_be_a_name_is_named(essay_id: str) -> None:
    with pytest.raises(UnusableIdError, match="empty or only white space"):
        file_stem(essay_id)
    stems, unusable = file_stems(["ok", essay_id])
    assert stems == {"ok": "ok"} and unusable[0][0] == essay_id


@pytest.mark.parametrize(("essay_id", "why"), [("", "empty or only white space"), (" \t", "empty or only white space"),
                                               (" e1", "white space at its start or end"),
                                               ("e1\u200b", "control or invisible"), ("e\x001", "control or invisible"),
                                               (7, "not text")])
def test_an_id_given_by_hand_passes_what_the_readers_and_file_names_need(essay_id: object, why: str) -> None:
    with pytest.raises(UnusableIdError, match=why):
        check_essay_id(essay_id)
    assert check_essay_id("L1-1 (draft)") == "L1-1 (draft)"
