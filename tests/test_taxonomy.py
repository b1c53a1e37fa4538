"""The taxonomy holds every label of the SweLL guidelines, each with a group and a rule."""

from __future__ import annotations

import re

import pytest

from tests.conftest import ROOT
from workbench import taxonomy
from workbench.pseudonymize.operators import get_operator

# Tags in the guidelines that are not labels of their own: attributes, comments, generic headings, and tags
# that only appear in commented-out or superseded text.
NOT_LABELS = {
    "foreign", "gen", "def", "pl",  # attributes (taxonomy.ATTRIBUTES)
    "OBS!", "Com!",  # comment tags (review decisions)
    "age", "firstname", "education", "profession", "institution", "Other_institutions",  # generic headings
    "oblig", "nonoblig",  # commented-out proposal
}

DESIGN_LABELS = """firstname_male firstname_female firstname_unknown initials middlename surname nickname city country
region area place geo street_nr zip_code school work public_authority other_institution transport_name transport_nr
age_digits age_string date_digits day month_digit month_word year past_timepoint future_timepoint time_span phone_nr
email url username personid_nr account_nr license_nr other_nr_seq extra prof edu fam sensitive""".split()


def guideline_tags() -> set[str]:
    seeds = ROOT.parent / "shared" / "seeds"
    files = sorted(seeds.glob("003_*.txt"))
    if not files:
        pytest.skip(f"the SweLL guidelines are not at {seeds} (clone the project beside ../shared)")
    return set(re.findall(r"<\s*([A-Za-z_!]+)\s*>", files[0].read_text(encoding="utf-8")))


def test_every_guideline_label_is_in_the_taxonomy() -> None:
    tags = guideline_tags() - NOT_LABELS
    assert tags, "no tags found in the guidelines"
    assert sorted(tags - set(taxonomy.LABELS)) == []


def test_attributes_of_the_guidelines_are_known() -> None:
    assert {"foreign", "gen", "def", "pl"} <= set(taxonomy.ATTRIBUTES)


@pytest.mark.parametrize("name", DESIGN_LABELS)
def test_design_label_has_group_rule_and_operator(name: str) -> None:
    label = taxonomy.get(name)
    assert label.group in taxonomy.GROUPS
    assert label.rule.strip()
    assert label.operator.strip()


@pytest.mark.parametrize("name", list(taxonomy.LABELS))
def test_operator_of_every_label_is_registered(name: str) -> None:
    assert callable(get_operator(taxonomy.get(name).operator))


@pytest.mark.parametrize("name", list(taxonomy.LABELS))
def test_mappings_are_known_labels(name: str) -> None:
    label = taxonomy.get(name)
    assert label.kaggle is None or label.kaggle in taxonomy.KAGGLE_LABELS
    assert label.tab is None or label.tab in taxonomy.TAB_TYPES


@pytest.mark.parametrize(
    ("name", "group"),
    [("firstname_male", "placeholder"), ("city", "placeholder"), ("phone_nr", "replace"),
     ("age_digits", "replace"), ("prof", "mark-only"), ("sensitive", "mark-only")],
)
def test_groups(name: str, group: str) -> None:
    assert taxonomy.group_of(name) == group


def test_unknown_label_names_the_known_ones() -> None:
    with pytest.raises(KeyError, match="firstname_male"):
        taxonomy.get("firstname")


def test_needs_decision() -> None:
    assert taxonomy.needs_decision("sensitive") and taxonomy.needs_decision("extra")
    assert not taxonomy.needs_decision("city")
