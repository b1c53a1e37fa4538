"""_gazetteer makes its hits without the dataclass constructor: they must be the Hits the constructor makes."""

from __future__ import annotations

import dataclasses

from workbench.detect.lib.gazetteer import Hit, _entry, _hit, analyse
from workbench.text import parse


def test_hits_equal_the_constructors() -> None:
    text = "Jag heter Anna Andersson och bor i Göteborj. My friend Maria lives in New York with Stockholms vänner."
    for lang in ("sv", "en"):
        hits = analyse(parse(text, lang))
        assert hits
        for h in hits:
            built = Hit(**{f.name: getattr(h, f.name) for f in dataclasses.fields(Hit)})
            assert h == built and repr(h) == repr(built) and hash(h) == hash(built)
            assert vars(h).keys() == vars(built).keys()


def test_a_hit_from_an_entry() -> None:
    entry = _entry("anna", "sv", True)
    assert entry is not None
    h = _hit(entry, 3, 10, 14, True)
    assert h == Hit(**{**entry, "i": 3, "j": 3, "start": 10, "end": 14, "initial": True})
    assert h.extra == {} and h.extra is not _hit(entry, 3, 10, 14, True).extra


def test_a_rare_first_name_that_is_a_common_one_in_the_genitive_reads_as_the_genitive() -> None:
    """'Johans' (a Latvian first name of 50 bearers) is Johan's (19,352): 'Johans pappa' was rendered 'Per pappa'.
    A surname of 100 bearers or more keeps the whole word ('Williams', 'Roberts')."""
    johans = _entry("johans", "sv", True)
    assert johans is not None and johans["base"] == "johan" and "gen" in johans["morph"]
    williams = _entry("williams", "en", True)
    assert williams is not None and williams["base"] == "williams" and not williams["morph"]
