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

