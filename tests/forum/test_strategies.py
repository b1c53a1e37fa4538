from __future__ import annotations

import pytest

from workbench.forum.model import Participant
from workbench.forum.strategies import masks_for
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.lists import first_names_like


def test_role_codes(people: list[Participant]) -> None:
    masks = masks_for(people, "roles")
    assert [masks[p.id]["id"] for p in people] == ["Tutor", "Learner#1", "Learner#2", "Learner#3", "Tutor#2"]
    assert masks["u02"]["first"] == masks["u03"]["first"] == "Learner#1/Learner#2"  # homonyms share
    assert masks["u02"]["last"] == "Learner#1"


def test_names_keep_gender_avoid_originals_and_share_for_homonyms(people: list[Participant]) -> None:
    from workbench import resources

    masks = masks_for(people, "names", seed=3)
    originals = {fold(x) for p in people for x in (p.first_name, p.last_name, *p.nicknames)}
    for p in people:
        m = masks[p.id]
        assert fold(m["first"]) not in originals and fold(m["last"]) not in originals
        assert m["first"] in resources.top_first_names(p.gender, 50)
        assert m["full"] == f"{m['first']} {m['last']}"
    assert masks["u02"]["first"] == masks["u03"]["first"] and masks["u02"]["last"] != masks["u03"]["last"]
    assert len({m["login"] for m in masks.values()}) == len(people)
    assert masks_for(people, "names", seed=3) == masks and masks_for(people, "names", seed=4) != masks


def test_names_can_keep_the_origin() -> None:
    p = Participant("u1", "a", "Mohammed", "Ali", "learner", "male")
    pool = first_names_like("Mohammed", "male")
    if not pool:
        pytest.skip("the name lists know no origin for this name")
    assert masks_for([p], "names", keep_origin=True)["u1"]["first"] in pool


def test_initials(people: list[Participant]) -> None:
    masks = masks_for(people + [Participant("u9", "", "Magnus", "Dahl", "learner", "male")], "initials")
    assert masks["u02"] == {"id": "md", "login": "md", "full": "M. D.", "first": "M.", "last": "D."}
    assert masks["u9"]["login"] == "md2" and masks["u9"]["full"] == "M. D."


def test_unknown_strategy(people: list[Participant]) -> None:
    with pytest.raises(ValueError, match="unknown strategy"):
        masks_for(people, "emoji")
