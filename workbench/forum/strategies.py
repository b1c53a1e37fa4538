"""Masking strategies: the masks a conversion table starts from (Mulce/Simuligne, seed 004).

- ``roles``: codes from the participant's role: ``Tutor``, ``Tutor#2``, ``Learner#1``, ``Learner#2`` ...
  (learners are always numbered; of other roles the first is bare and the next ones numbered);
- ``names``: realistic first names of the same gender (optionally of the same cultural origin, from the
  origins in resources/first_names.tsv) and frequent surnames, never one of the originals;
- ``initials``: the initials of the names (``M.``, ``D.``, ``M. D.``), logins ``md``, ``md2`` ...

Each strategy returns, per participant id, a mask for every form kind (``id``, ``login``, ``full``,
``first``, ``last``). Homonyms (participants with the same first or last name) get the same masked first
or last name, so the original ambiguity is kept; a role code mask joins their codes (``Learner#1/Learner#3``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from rapidfuzz import fuzz

from workbench import resources
from workbench.forum.model import Participant
from workbench.pseudonymize.fold import fold
from workbench.pseudonymize.lists import first_names_like
from workbench.pseudonymize.render import essay_rng

__all__ = ["STRATEGIES", "masks_for"]

Masks = dict[str, dict[str, str]]


def _same(code: str) -> dict[str, str]:
    return dict.fromkeys(("id", "login", "full", "first", "last"), code)


def _roles(people: Sequence[Participant], seed: int, keep_origin: bool) -> Masks:
    seen: Counter[str] = Counter()
    out: Masks = {}
    for p in people:
        seen[p.role] += 1
        code = p.role.capitalize()
        if p.role == "learner" or seen[p.role] > 1:
            code += f"#{seen[p.role]}"
        out[p.id] = _same(code)
    return out


def _unique(base: str, used: set[str]) -> str:
    n, value = 1, base
    while value in used:
        n += 1
        value = f"{base}{n}"
    used.add(value)
    return value


def _close(name: str, taken: set[str]) -> bool:
    """True when ``name`` is an original or looks like one (it would hint at the person)."""
    key = fold(name)
    return key in taken or any(fuzz.ratio(key, t) >= 75 for t in taken)


def _names(people: Sequence[Participant], seed: int, keep_origin: bool) -> Masks:
    rng = essay_rng(seed, "forum-conversion-table")
    taken = {fold(x) for p in people for x in (p.first_name, p.last_name, p.login, *p.nicknames) if x}
    surnames = [s for s in resources.top_surnames(50) if not _close(s, taken)]
    chosen: dict[tuple[str, str], str] = {}  # (kind, folded original) -> mask: homonyms share it
    out: Masks = {}
    logins: set[str] = set()
    for p in people:
        first = chosen.get(("first", fold(p.first_name)), "")
        if not first:
            pool = list(first_names_like(p.first_name, p.gender) if keep_origin and p.first_name else ())
            pool = [
                n
                for n in pool or resources.top_first_names(p.gender, 50)
                if not _close(n, taken) and n not in chosen.values()
            ]
            first = rng.choice(pool) if pool else "Kim"
        last = chosen.get(("last", fold(p.last_name)), "")
        if p.last_name and not last:
            pool = [s for s in surnames if s not in chosen.values()]
            last = rng.choice(pool) if pool else "Andersson"
        chosen.update({("first", fold(p.first_name)): first, ("last", fold(p.last_name)): last})
        login = _unique(".".join(x.lower() for x in (first, last) if x), logins)
        out[p.id] = {
            "id": login,
            "login": login,
            "full": f"{first} {last}".strip(),
            "first": first,
            "last": last,
        }
    return out


def _initials(people: Sequence[Participant], seed: int, keep_origin: bool) -> Masks:
    out: Masks = {}
    logins: set[str] = set()
    for p in people:
        first = f"{p.first_name[:1].upper()}." if p.first_name else ""
        last = f"{p.last_name[:1].upper()}." if p.last_name else ""
        letters = (p.first_name[:1] + p.last_name[:1]).lower() or p.role[:1]
        login = _unique(letters, logins)
        out[p.id] = {
            "id": login,
            "login": login,
            "full": f"{first} {last}".strip() or login,
            "first": first,
            "last": last,
        }
    return out


def _share_homonyms(people: Sequence[Participant], masks: Masks, strategy: str) -> None:
    for kind, attr in (("first", "first_name"), ("last", "last_name")):
        groups: dict[str, list[Participant]] = {}
        for p in people:
            if getattr(p, attr):
                groups.setdefault(fold(getattr(p, attr)), []).append(p)
        for group in (g for g in groups.values() if len(g) > 1):
            shared = (
                "/".join(masks[p.id][kind] for p in group)
                if strategy == "roles"
                else masks[group[0].id][kind]
            )
            for p in group:
                masks[p.id][kind] = shared


STRATEGIES: dict[str, Callable[[Sequence[Participant], int, bool], Masks]] = {
    "roles": _roles,
    "names": _names,
    "initials": _initials,
}


def masks_for(
    people: Sequence[Participant], strategy: str = "roles", seed: int = 0, keep_origin: bool = False
) -> Masks:
    """Participant id -> form kind -> mask, by ``strategy`` (see the module doc)."""
    if strategy not in STRATEGIES:
        raise ValueError(f"unknown strategy {strategy!r}; choose one of {', '.join(STRATEGIES)}")
    masks = STRATEGIES[strategy](people, seed, keep_origin)
    _share_homonyms(people, masks, strategy)
    return masks
