from __future__ import annotations

import pytest

from tests.pseudonymize._helpers import spans_for
from workbench.model import Span
from workbench.pseudonymize.numbering import assign_numbers, entity_key, family


def numbers(text: str, *marks: tuple) -> list[tuple[str, int | None]]:
    spans = spans_for(text, *marks)
    return [(s.text(text), s.number) for s in assign_numbers([(text, spans)])[0]]


@pytest.mark.parametrize("text, marks, expected", [
    # same entity, same number; different entities, different numbers
    ("Anna och Lisa och Anna.", [("Anna", "firstname_female"), ("Lisa", "firstname_female"),
                                 ("Anna", "firstname_female", (), 1)], [1, 2, 1]),
    # first names share one sequence across genders (the guidelines' Alice 1, Bob 2)
    ("Alice and Bob went to Paris.", [("Alice", "firstname_female"), ("Bob", "firstname_male"),
                                      ("Paris", "city", ["foreign"])], [1, 2, 1]),
    # case-insensitive, genitive stripped (with and without the gen attribute)
    ("Borlänge, borlänge och Borlänges torg.", [("Borlänge", "city"), ("borlänge", "city"),
                                                 ("Borlänges", "city")], [1, 1, 1]),
    ("Alice's bag and Alice.", [("Alice's", "firstname_female", ["gen"]), ("Alice", "firstname_female")],
     [1, 1]),
    # misspellings of one entity share a number
    ("Stockhulm och Stockholm och Göteborg.", [("Stockhulm", "city"), ("Stockholm", "city"),
                                                ("Göteborg", "city")], [1, 1, 2]),
    # two towns of the place list are two places, however alike (a learner who named 40 towns had 'Linköping' and
    # 'Lidköping' one town); a spelling without diacritics is the same town
    ("Linköping och Lidköping och Enköping och Nyköping.", [("Linköping", "city"), ("Lidköping", "city"),
                                                           ("Enköping", "city"), ("Nyköping", "city")], [1, 2, 3, 4]),
    ("Göteborg och Goteborg.", [("Göteborg", "city"), ("Goteborg", "city")], [1, 1]),
    # two listed spellings of one place, a spelling without diacritics, a town of another country (review 44 C4, C9)
    ("Bagdad och Baghdad.", [("Bagdad", "city"), ("Baghdad", "city")], [1, 1]),
    ("Malmö och Malmo och Umeå och Umea.", [("Malmö", "city"), ("Malmo", "city"), ("Umeå", "city"), ("Umea", "city")],
     [1, 1, 2, 2]),
    ("Karlstad och Karlstadt.", [("Karlstad", "city"), ("Karlstadt", "city")], [1, 1]),
    # short names are never fuzzy-matched
    ("Anna och Anne.", [("Anna", "firstname_female"), ("Anne", "firstname_female")], [1, 2]),
    # numbers only match exactly
    ("070-1234567 och 070-1234568", [("070-1234567", "phone_nr"), ("070-1234568", "phone_nr")], [1, 2]),
    # two names of one country are one country ('the USA ... America' were two: the lead's probes, session 21)
    ("the USA and America and Amerika and Niger and Nigeria.", [("USA", "country"), ("America", "country"),
                                                                ("Amerika", "country"), ("Niger", "country"),
                                                                ("Nigeria", "country")], [1, 1, 1, 2, 3]),
    # each family its own sequence: surname and city both start at 1
    ("Erik Olsson i Lund", [("Erik", "firstname_male"), ("Olsson", "surname"), ("Lund", "city")], [1, 1, 1]),
])
def test_numbers_within_an_essay(text: str, marks: list[tuple], expected: list[int]) -> None:
    assert [n for _, n in numbers(text, *marks)] == expected


def test_mark_only_labels_are_numbered_on_their_own() -> None:
    text = "min mamma i Lund, pappa och Mamma; lärare"
    out = assign_numbers([(text, spans_for(text, ("mamma", "fam"), ("Lund", "city"), ("pappa", "fam"),
                                           ("Mamma", "fam"), ("lärare", "prof")))])[0]
    assert [s.number for s in out] == [1, 1, 2, 1, 1]  # fam: mamma 1, pappa 2, Mamma 1; prof starts at 1


def test_reviewer_numbers_are_kept_and_shared() -> None:
    text = "Lund, Malmö och Lund."
    spans = spans_for(text, ("Lund", "city"), ("Malmö", "city"), ("Lund", "city", (), 1))
    spans[1] = spans[1].with_(number=1)  # a reviewer says Malmö is city 1
    out = assign_numbers([(text, spans)])[0]
    assert [s.number for s in out] == [2, 1, 2]


def test_a_number_brought_by_a_mans_and_a_womans_name_is_two_people() -> None:
    """Input that numbers each first-name label from 1 (the sample corpus's gold spans): 'Göran' and 'Linnea' shared
    one surrogate, and 'Linnea' 1 took a man's ('Jan') from the 'firstname' entity 1 (session 29)."""
    text = "Linnea och Göran och Sara. Göran och Linnea."
    spans = spans_for(text, ("Linnea", "firstname_female"), ("Göran", "firstname_male"), ("Sara", "firstname_female"),
                      ("Göran", "firstname_male", (), 1), ("Linnea", "firstname_female", (), 1))
    brought = [2, 2, 1, 2, 2]
    spans = [s.with_(number=n) for s, n in zip(spans, brought, strict=True)]
    out = [s.number for s in assign_numbers([(text, spans)])[0]]
    assert out[0] == out[4] == 2 and out[1] == out[3] == 3 and out[2] == 1  # Göran, second to bring 2, gets 3


def test_one_name_brought_under_both_genders_stays_one_person() -> None:
    a, b = "Kim kom hem.", "Sedan kom Kim och Lisa."
    items = [(a, [s.with_(number=1) for s in spans_for(a, ("Kim", "firstname_male"))]),
             (b, [s.with_(number=n) for s, n in zip(spans_for(b, ("Kim", "firstname_female"),
                                                              ("Lisa", "firstname_female")), [1, 2], strict=True)])]
    assert [[s.number for s in essay] for essay in assign_numbers(items)] == [[1], [1, 2]]


def test_numbers_per_essay_are_parted_per_essay() -> None:
    a, b = "Anna kom.", "Erik och Per."
    items = [(a, [s.with_(number=1) for s in spans_for(a, ("Anna", "firstname_female"))]),
             (b, [spans_for(b, ("Erik", "firstname_male"))[0].with_(number=1),
                  spans_for(b, ("Per", "firstname_male"))[0]])]
    assert [[s.number for s in essay] for essay in assign_numbers(items, learner_wide=False)] == [[1], [1, 2]]


def test_one_gender_keeps_its_brought_numbers() -> None:
    text = "Kasia, Katarzyna och Ali."
    spans = spans_for(text, ("Kasia", "firstname_female"), ("Katarzyna", "firstname_female"),
                      ("Ali", "firstname_unknown"))
    spans = [s.with_(number=n) for s, n in zip(spans, [1, 1, 1], strict=True)]  # a reviewer: one person; 'unknown'
    assert [s.number for s in assign_numbers([(text, spans)])[0]] == [1, 1, 1]  # is no gender of its own


@pytest.mark.parametrize("learner_wide, expected", [(True, [[1, 2], [1, 3]]), (False, [[1, 2], [1, 2]])])
def test_learner_wide_numbering(learner_wide: bool, expected: list[list[int]]) -> None:
    a, b = "Borlänge och Falun.", "Från Borlänges station till Mora."
    items = [(a, spans_for(a, ("Borlänge", "city"), ("Falun", "city"))),
             (b, spans_for(b, ("Borlänges", "city", ["gen"]), ("Mora", "city")))]
    out = assign_numbers(items, learner_wide=learner_wide)
    assert [[s.number for s in essay] for essay in out] == expected


def test_order_of_input_is_kept_and_deterministic() -> None:
    text = "Lund och Mora."
    spans = spans_for(text, ("Mora", "city"), ("Lund", "city"))
    first = assign_numbers([(text, spans)])
    assert first == assign_numbers([(text, spans)])
    assert [s.text(text) for s in first[0]] == ["Mora", "Lund"]
    assert [s.number for s in first[0]] == [2, 1]  # numbered in text order


@pytest.mark.parametrize("label, fam", [("firstname_male", "firstname"), ("nickname", "firstname"),
                                        ("middlename", "initial"), ("phone_nr", "phone_nr"),
                                        ("city", "city")])
def test_family(label: str, fam: str) -> None:
    assert family(label) == fam


@pytest.mark.parametrize("text, attrs, key", [("Alice’s", (), "alice"), ("Borlänges", ("gen",), "borlänge"),
                                              ("Lars", (), "lars"), ("Nya  Zeeland", (), "nya zeeland")])
def test_entity_key(text: str, attrs: tuple[str, ...], key: str) -> None:
    assert entity_key(text, Span(0, len(text), "city", frozenset(attrs))) == key
