"""``hips`` surrogates that keep the written shape of the original: numbers and dates.

same_shape: every digit and letter replaced at random (phone, account, id, licence and zip numbers).

shift_date: a date moved to another year (one or two years, SweLL's ±2 for years) and by 7-120 days
either way, written with the original's order, widths and delimiters ("2018-12-01" -> "2017-02-14",
"18/1" -> "3/3"). No number the surrogate writes (year, month, day) equals a number of a replaced
original in the essay: not the date's own year, month or day, not those of another mention of the entity,
not an original year, day or age elsewhere in the essay. A shifted date that kept its year gave the
learner's real year away, and the leak check found it wherever that year was an original too. The date is
re-drawn until it fits (the year range widens as it tries); same_shape() when it is no date.
"""

from __future__ import annotations

import datetime as dt
import random
import re
import string

from workbench import taxonomy
from workbench.model import Span
from workbench.pseudonymize.operators import RenderContext

__all__ = ["same_shape", "shift_date"]

_GROUPS = re.compile(r"\d+|\D+")
_DIGITS = re.compile(r"\d+")
_TRIES = 200


def same_shape(original: str, span: Span, ctx: RenderContext) -> str:
    """Every digit and letter replaced at random, case, delimiters and a leading 0 or + kept."""
    out = []
    for i, c in enumerate(original):
        if c.isdigit():
            out.append(c if i == 0 and c == "0" else str(ctx.rng.randint(1 if i == 0 else 0, 9)))
        elif c.isalpha() and c.isascii():
            letters = string.ascii_uppercase if c.isupper() else string.ascii_lowercase
            out.append(ctx.rng.choice(letters))
        else:
            out.append(c)
    result = "".join(out)
    return result if result != original else same_shape(original, span, ctx)


def _order(widths: list[int], lang: str) -> str | None:
    if len(widths) == 3:
        return "ymd" if widths[0] == 4 else ("mdy" if lang == "en" else "dmy")
    if len(widths) == 2:
        return "md" if lang == "en" else "dm"
    return None


def _split(original: str) -> tuple[list[str], list[str] | None]:
    """The digit groups of a date and all its parts; a compact date (180112, 20180112) as its three
    numbers and None for the parts."""
    parts = _GROUPS.findall(original)
    nums = [p for p in parts if p.isdigit()]
    if len(nums) == 1 and len(nums[0]) in (6, 8):
        w = len(nums[0]) - 4
        return [nums[0][:w], nums[0][w : w + 2], nums[0][w + 2 :]], None
    return nums, parts


def _numbers(text: str) -> set[int]:
    """The numbers written in ``text``; a compact date counts with its year, month and day too."""
    out = set()
    for group in _DIGITS.findall(text):
        out.add(int(group))
        if len(group) in (6, 8):
            out.update(int(x) for x in _split(group)[0])
    return out


def _taken(original: str, ctx: RenderContext) -> set[int]:
    """The numbers a surrogate date must not write: those of ``original`` and of every replaced original
    in the essay (other mentions of the entity included)."""
    taken = _numbers(original)
    for s in ctx.spans:
        if taxonomy.group_of(s.label) != "mark-only":
            taken |= _numbers(s.text(ctx.text))
    return taken


def _draw(date: dt.date, attempt: int, rng: random.Random) -> dt.date:
    """``date`` one or two years away (further after many attempts) and 7-120 days either way."""
    years = rng.choice((-1, 1)) * rng.randint(1, 2 + attempt // 20)
    days = rng.choice((-1, 1)) * rng.randint(7, 120)
    return date + dt.timedelta(days=round(365.25 * years) + days)


def shift_date(original: str, span: Span, ctx: RenderContext) -> str:
    """The date moved to another year and by 7-120 days, in the original's format, writing no number of
    the essay's replaced originals (see the module doc); same_shape() when it is no date."""
    nums, parts = _split(original)
    order = _order([len(n) for n in nums], ctx.lang)
    if order is None:
        return same_shape(original, span, ctx)
    values = dict(zip(order, (int(n) for n in nums), strict=True))
    year = values.get("y", 2000)
    year = year + 2000 if year < 100 else year
    try:
        date = dt.date(year, values["m"], values["d"])
    except ValueError:
        return same_shape(original, span, ctx)
    taken = _taken(original, ctx)
    for attempt in range(_TRIES):
        try:
            new = _draw(date, attempt, ctx.rng)
        except OverflowError:  # year 1 or 9999
            continue
        fields = {"y": new.year, "m": new.month, "d": new.day}
        written = [str(fields[k] % 100 if k == "y" and len(old) == 2 else fields[k]).zfill(len(old))
                   for k, old in zip(order, nums, strict=True)]
        if not taken & {int(w) for w in written} and ("y" not in order or new.year not in taken):
            break
    else:
        return same_shape(original, span, ctx)
    if parts is None:
        return "".join(written)
    it = iter(written)
    return "".join(next(it) if p.isdigit() else p for p in parts)
