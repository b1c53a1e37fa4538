"""The SweLL label set (guidelines 003 and SVALA's newer labels), in one place.

Every label has a group (``replace``: a fixed, standardized replacement; ``placeholder``: a surrogate
drawn from a list, with a running number; ``mark-only``: kept in the text, flagged for a human
decision), the name of the operator that replaces it (workbench/pseudonymize), the rule in the words of
the guidelines, and its mapping to the English CRAPII/Kaggle labels and the TAB entity types.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "ATTRIBUTES",
    "GROUPS",
    "KAGGLE_LABELS",
    "LABELS",
    "Label",
    "MORPHOLOGY",
    "SENSITIVE_SUBGROUPS",
    "TAB_TYPES",
    "get",
    "group_of",
    "is_label",
    "needs_decision",
]

GROUPS = ("replace", "placeholder", "mark-only")
MORPHOLOGY = ("gen", "def", "pl")
SENSITIVE_SUBGROUPS = ("religion", "politics", "ethnicity", "sexuality", "health")
#: Flags a span may carry besides its label (``subgroup=...`` for sensitive spans; ``genre_low``: a name in a
#: review of public figures, likely not about the writer).
ATTRIBUTES = ("foreign", *MORPHOLOGY, "manual", "genre_low")
KAGGLE_LABELS = ("NAME_STUDENT", "EMAIL", "USERNAME", "ID_NUM", "PHONE_NUM", "URL_PERSONAL", "STREET_ADDRESS")
TAB_TYPES = ("PERSON", "CODE", "LOC", "ORG", "DATETIME", "DEM", "QUANTITY", "MISC")


@dataclass(frozen=True)
class Label:
    """One taxonomy label and how it is handled."""

    name: str
    group: str
    kind: str  # names, geo, institution, transport, age, date, number, other, mark
    operator: str  # the pseudonymize operator that renders it
    rule: str  # the replacement rule, as the guidelines put it
    kaggle: str | None = None
    tab: str | None = None
    foreign_allowed: bool = False


def _l(name: str, group: str, kind: str, operator: str, rule: str, kaggle: str | None = None,
       tab: str | None = None, foreign: bool = False) -> Label:
    return Label(name, group, kind, operator, rule, kaggle, tab, foreign)


_NAME_RULE = "a name of the same gender from the 50 most frequent of the list; running number keeps people apart"
_ALL = [
    # 1. personal names
    _l("firstname_male", "placeholder", "names", "firstname", _NAME_RULE, "NAME_STUDENT", "PERSON"),
    _l("firstname_female", "placeholder", "names", "firstname", _NAME_RULE, "NAME_STUDENT", "PERSON"),
    _l("firstname_unknown", "placeholder", "names", "firstname",
       "a gender-neutral name (e.g. Kim) from the 50 most frequent", "NAME_STUDENT", "PERSON"),
    _l("initials", "placeholder", "names", "initial", "each initial to 'A', delimiters kept", "NAME_STUDENT", "PERSON"),
    _l("middlename", "placeholder", "names", "initial", "replaced with the initial 'A'", "NAME_STUDENT", "PERSON"),
    _l("surname", "placeholder", "names", "surname", "a surname from the 50 most frequent of the list",
       "NAME_STUDENT", "PERSON"),
    _l("nickname", "placeholder", "names", "firstname", "a gender-neutral first name", "NAME_STUDENT", "PERSON"),
    _l("username", "replace", "number", "username", "a fixed user name: username1, username2 ...", "USERNAME",
       "CODE"),
    # 2. geographic data
    _l("city", "placeholder", "geo", "city",
       "a frequent city of the same country (Swedish from Swedish), or A-stad, B-stad", None, "LOC", True),
    _l("country", "placeholder", "geo", "country", "another country (never Sweden), or A-land", None, "LOC"),
    _l("region", "placeholder", "geo", "region", "another region of the same country, or A-region", None, "LOC",
       True),
    _l("area", "placeholder", "geo", "area", "another city part, or A-område (always foreign)", None, "LOC", True),
    _l("place", "placeholder", "geo", "place", "a street or place coordinated with the city, or A-plats",
       "STREET_ADDRESS", "LOC", True),
    _l("geo", "placeholder", "geo", "geo", "another geographic name (lake, forest, mountain), or A-geo", None,
       "LOC", True),
    _l("street_nr", "replace", "geo", "digits_to_zero", "street or place number: each digit to 0",
       "STREET_ADDRESS", "LOC"),
    _l("zip_code", "replace", "geo", "zip_code", "letters to ABC, each digit to 0, delimiter kept (000 00)",
       "STREET_ADDRESS", "LOC"),
    # 3. institutions
    _l("school", "placeholder", "institution", "school", "a school from the list, or A-skola", None, "ORG"),
    _l("work", "placeholder", "institution", "work", "a workplace from the list, or A-arbetsplats", None, "ORG"),
    _l("public_authority", "placeholder", "institution", "public_authority", "another authority, or A-myndighet",
       None, "ORG"),
    _l("other_institution", "placeholder", "institution", "other_institution", "A-institution, B-institution",
       None, "ORG"),
    # 4. transport
    _l("transport_name", "placeholder", "transport", "transport_name", "A-linjen, B-linjen ...", None, "LOC"),
    _l("transport_nr", "replace", "transport", "transport_nr", "the line number to 1, 2, 3 in order of appearance",
       None, "CODE"),
    # 5. age
    _l("age_digits", "replace", "age", "age_digits", "a number within ±2 of the age", None, "DEM"),
    _l("age_string", "replace", "age", "age_string", "the age read as a number, a spelled number within ±2",
       None, "DEM"),
    # 6. dates
    _l("date_digits", "replace", "date", "date_digits", "every digit to 1, delimiters kept (1111-11-11)", None,
       "DATETIME"),
    _l("day", "replace", "date", "day", "a random day 1-28", None, "DATETIME"),
    _l("month_digit", "replace", "date", "month_digit", "a random month 1-12", None, "DATETIME"),
    _l("month_word", "replace", "date", "month_word", "a random month name in the same language and case", None,
       "DATETIME"),
    _l("year", "replace", "date", "year", "a year within ±2 (a five-year span)", None, "DATETIME"),
    _l("past_timepoint", "mark-only", "date", "keep", "kept, flagged (e.g. 'för tre år sedan')", None, "DATETIME"),
    _l("future_timepoint", "mark-only", "date", "keep", "kept, flagged (e.g. 'nästa sommar')", None, "DATETIME"),
    _l("time_span", "mark-only", "date", "keep", "kept, flagged (e.g. 'i fem år')", None, "DATETIME"),
    # 7-13. numbers and addresses
    _l("phone_nr", "replace", "number", "digits_to_zero", "each digit to 0, delimiters kept (0000-000000)",
       "PHONE_NUM", "CODE"),
    _l("email", "replace", "number", "email", "one for all: email@dot.com", "EMAIL", "CODE"),
    _l("url", "replace", "number", "url", "one for all: url.com", "URL_PERSONAL", "CODE"),
    _l("personid_nr", "replace", "number", "personid_nr", "123456-0000, delimiter kept", "ID_NUM", "CODE"),
    _l("account_nr", "replace", "number", "digits_to_zero", "each digit to 0, delimiters kept", "ID_NUM", "CODE"),
    _l("license_nr", "replace", "number", "license_nr", "letters to ABC, each digit to 0 (ABC 000)", "ID_NUM",
       "CODE"),
    _l("other_nr_seq", "replace", "number", "digits_to_zero", "each digit to 0, delimiters kept", "ID_NUM", "CODE"),
    # 14. extra: obligatory to pseudonymize by default, but only a reviewer can say how
    _l("extra", "placeholder", "other", "extra", "a reviewer writes the surrogate; until then '[extra]'", None,
       "MISC"),
    # 15. mark up, do not pseudonymize
    _l("prof", "mark-only", "mark", "keep", "kept; a reviewer decides before release", None, "DEM"),
    _l("edu", "mark-only", "mark", "keep", "kept; a reviewer decides before release", None, "DEM"),
    _l("fam", "mark-only", "mark", "keep", "kept; a reviewer decides before release", None, "DEM"),
    _l("sensitive", "mark-only", "mark", "keep",
       "kept; at least one token a sentence is marked, with a subgroup; the whole sentence is reviewed", None,
       "DEM"),
]

LABELS: dict[str, Label] = {lab.name: lab for lab in _ALL}


def is_label(name: str) -> bool:
    return name in LABELS


def get(name: str) -> Label:
    """The label called ``name``; a KeyError that lists the known labels otherwise."""
    try:
        return LABELS[name]
    except KeyError:
        raise KeyError(f"unknown label {name!r}; known labels: {', '.join(LABELS)}") from None


def group_of(name: str) -> str:
    return get(name).group


def needs_decision(name: str) -> bool:
    """Labels a reviewer must resolve before release: mark-only ones and extra."""
    return get(name).group == "mark-only" or name == "extra"
