"""The synthetic English student essays (training and held-out data of the English decision)."""

from __future__ import annotations

from workbench.learn.essays_en import essays


def test_same_seed_same_essays_and_gold_marks_real_words() -> None:
    a, b = list(essays(20, 3, "train")), list(essays(20, 3, "train"))
    assert [(e.text, g) for e, g in a] == [(e.text, g) for e, g in b]
    for essay, gold in a:
        assert essay.language == "en" and gold
        for s in gold:
            piece = essay.text[s.start : s.end]
            assert piece and piece == piece.strip() and s.label in ("firstname_unknown", "surname", "email", "url",
                                                                      "other_nr_seq")


def test_held_out_part_draws_other_names() -> None:
    def names(part: str) -> set[str]:
        return {e.text[s.start : s.end] for e, g in essays(60, 1, part) for s in g if s.label == "surname"}

    assert names("train") and names("heldout") and not names("train") & names("heldout")
