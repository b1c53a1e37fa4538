"""``hips`` mode: realistic surrogates with no marker ("hiding in plain sight", the CRAPII way).

Names, places and institutions come from the same operators as in ``swell`` mode (which look at
``ctx.mode``); this module replaces the labels whose SweLL rule leaves a visible marker (0000-000000,
email@dot.com, 1111-11-11 ...): Faker (sv_SE or en_US by essay language, seeded from ctx.rng) for
e-mails, user names and URLs, the same shape with random digits/letters for phone, account, id, licence
and zip numbers, and dates moved to another year and by some days in the format they were written in,
writing no number of the essay's originals (same_shape and shift_date: workbench.pseudonymize.shapes).

Names keep their gender and cultural origin in hips mode (the firstname and surname operators, CRAPII's
surrogates). English essays: a profile address on a
social site keeps its site and path and gets a Faker user name ("https://github.com/janedoe" ->
"https://github.com/wsmith"); a whole street address ("123 Main Street, Springfield, IL 62704") becomes a
Faker en_US address with the same parts (street, town, state, ZIP). IDs keep their shape (same_shape).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from faker import Faker

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for
from workbench.pseudonymize.operators import RenderContext, get_operator
from workbench.pseudonymize.shapes import same_shape, shift_date
from workbench.pseudonymize.surrogates import pick

__all__ = ["HIPS", "same_shape", "shift_date"]


def _email(original: str, span: Span, ctx: RenderContext) -> str:
    return faker_for(ctx).email()


def _username(original: str, span: Span, ctx: RenderContext) -> str:
    return ("@" if original.startswith("@") else "") + faker_for(ctx).user_name()


_PROFILE = re.compile(r"(?i)^((?:https?://)?(?:www\.)?(?:linkedin\.com/in|github\.com|gitlab\.com|facebook\.com|"
                      r"instagram\.com|twitter\.com|x\.com|tiktok\.com/@|youtube\.com/@|medium\.com/@|"
                      r"behance\.net|dribbble\.com|pinterest\.com|kaggle\.com)/?)([\w.-]+)(.*)$")
_ADDRESS_PARTS = re.compile(r",\s*")
_TOKEN = re.compile(r"\S+|\s+")


def _url(original: str, span: Span, ctx: RenderContext) -> str:
    m = _PROFILE.match(original) if ctx.lang == "en" else None
    if m:  # a social profile: same site, same shape, another user
        user = faker_for(ctx).user_name()
        return m.group(1) + user + m.group(3)
    url = faker_for(ctx).url()
    if original.lower().startswith("http"):
        return url
    host = url.split("://", 1)[-1].rstrip("/")
    bare = host[4:] if host.startswith("www.") else host
    return "www." + bare if original.lower().startswith("www.") else bare


def _place(original: str, span: Span, ctx: RenderContext) -> str:
    """A whole street address -> one with the same parts: each comma-separated part keeps its shape,
    its digits drawn anew (same_shape), the words of the first part a street name (the place operator:
    coordinated with the essay's city), later words a town (a two-letter state code in English stays a
    state code). "Vasagatan 14, 784 33 Borlänge" -> "Skolvägen 71, 160 52 Gävle", "221 Baker Street,
    London NW1 6XE" -> "4 Lake Lane, Springfield AB1 2CD": nothing outside the span changes and no
    surrogate part ("Apt. 7") adds a full stop that would end the sentence. A place without digits: the
    place operator."""
    if not any(c.isdigit() for c in original):
        return get_operator("place")(original, span, ctx)
    fake = faker_for(ctx, "en_US" if ctx.lang == "en" else "sv_SE")
    return ", ".join(_address_part(part, k == 0, span, ctx, fake)
                     for k, part in enumerate(_ADDRESS_PARTS.split(original)))


def _address_part(part: str, first: bool, span: Span, ctx: RenderContext, fake: Faker) -> str:
    """One comma-separated part of an address: tokens with digits same_shape, runs of words a street
    name (the first part) or a town / state code (see _place)."""
    out: list[str] = []
    words: list[str] = []  # a run of words without digits, replaced as one

    def flush() -> None:
        if not words:
            return
        run = "".join(words)
        text, trail = run.strip(), run[len(run.rstrip()):]
        if first:
            new = str(fake.street_name()) if ctx.lang == "en" else get_operator("place")(text, span, ctx)
        elif ctx.lang == "en" and re.fullmatch(r"[A-Z]{2}", text):
            new = str(fake.state_abbr())
        else:
            new = str(fake.city()) if ctx.lang == "en" else _town(text, span, ctx)
        out.append(new + trail)
        words.clear()

    for tok in _TOKEN.findall(part):
        if any(c.isdigit() for c in tok):
            flush()
            out.append(same_shape(tok, span, ctx))
        elif tok.isspace() and not words:
            out.append(tok)
        else:
            words.append(tok)
    flush()
    return "".join(out)


def _town(original: str, span: Span, ctx: RenderContext) -> str:
    from workbench.pseudonymize.lists import top_cities

    return pick(ctx, top_cities("SE", 30), span, original) or original[:1] + "-stad"


#: label -> hips surrogate function; labels not here use their SweLL operator
HIPS: dict[str, Callable[[str, Span, RenderContext], str]] = {
    "email": _email, "username": _username, "url": _url, "date_digits": shift_date,
    "phone_nr": same_shape, "account_nr": same_shape, "other_nr_seq": same_shape, "personid_nr": same_shape,
    "license_nr": same_shape, "zip_code": same_shape, "street_nr": same_shape, "place": _place,
}
