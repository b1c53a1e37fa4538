"""warm (workbench.pseudonymize.warm) loads what a first render loads lazily, and the region pools it fills in
one pass are those a pass per region gives."""

from __future__ import annotations

from workbench import resources as R
from workbench.model import Essay, Span
from workbench.pseudonymize import lists
from workbench.pseudonymize.render import render_essay
from workbench.pseudonymize.warm import warm


def _one_region(kind: str, region: str, gender: str | None, n: int) -> tuple[str, ...]:
    """A region's pool as a pass over the whole table for that region alone gives it."""
    table = lists._load(R.first_names) if kind == "first" else lists._load(R.surnames)
    same = []
    for key, r in table.items():
        if gender is not None and getattr(r, "gender", None) != gender:
            continue
        where, share = lists._origin(key, kind)
        if where == region:
            same.append((share < 0.5, -r.count, r.name))
    same.sort()
    return tuple(name for _, _, name in same[:n])


def test_the_region_pools_of_one_pass_are_those_of_a_pass_per_region() -> None:
    for kind, genders in (("first", ("male", "female", "unknown", None)), ("surname", (None,))):
        regions = [r for r in lists._by_region(kind) if r is not None]
        assert len(regions) >= 3
        for region in regions:
            for gender in genders:
                assert lists._region_names(kind, region, gender, 50) == _one_region(kind, region, gender, 50)


def test_warm_fills_the_lazy_tables_and_changes_no_render() -> None:
    text = "Jag heter Fatima Yilmaz och bor i Kiruna."
    spans = [Span(10, 16, "firstname_female"), Span(17, 23, "surname"), Span(34, 40, "city")]
    essay = Essay("e1", "L1", text, "sv")
    before = [render_essay(essay, spans, mode=m, seed=3).target for m in ("swell", "hips")]
    lists._by_region.cache_clear()
    warm()
    assert lists._by_region.cache_info().currsize == 2
    assert [render_essay(essay, spans, mode=m, seed=3).target for m in ("swell", "hips")] == before


def test_warm_draws_nothing_from_a_faker(monkeypatch) -> None:
    """A Faker is shared and re-seeded at every draw: warm runs in a thread beside the screen, so it must not
    draw from one (it only makes them)."""
    from faker import Faker

    def drawn(*_: object) -> None:
        raise AssertionError("warm drew from a Faker")

    monkeypatch.setattr(Faker, "seed_instance", drawn)
    lists._by_region.cache_clear()
    warm()


def test_warm_loads_each_labels_own_lists() -> None:
    """A span of every label alone: the place lists and patterns a first bulk decision with a place label
    loaded (46 ms for a bulk add of 'place') are loaded by warm."""
    from workbench.pseudonymize import lexicon

    lists.places_of.cache_clear()
    lexicon.place_kind.cache_clear()
    warm()
    assert lists.places_of.cache_info().currsize >= 3  # region, area, geo, place ...
    assert lexicon.place_kind.cache_info().currsize > 0


def test_no_draws_stops_a_render_that_draws_from_a_faker_in_its_thread_only() -> None:
    import threading

    import pytest

    from workbench.pseudonymize.fakers import NoDraw, no_draws

    essay = Essay("e1", "L1", "Skriv till anna.berg@example.com i dag.", "sv")
    email = [Span(11, 32, "email", number=1)]  # hips mode draws an address from a Faker
    drawn = render_essay(essay, email, mode="hips", seed=3).target
    beside: list[str] = []
    with no_draws():
        with pytest.raises(NoDraw):
            render_essay(essay, email, mode="hips", seed=3)
        other = threading.Thread(target=lambda: beside.append(render_essay(essay, email, mode="hips", seed=3).target))
        other.start()
        other.join()
    assert beside == [drawn]
    assert render_essay(essay, email, mode="hips", seed=3).target == drawn
