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
"https://github.com/wsmith"); a whole street address ("123 Main Street, Springfield, IL 62704") is the place
operator's (workbench.pseudonymize.addresses: the same parts, digits drawn anew). IDs keep their shape (same_shape).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from workbench.model import Span
from workbench.pseudonymize.fakers import faker_for
from workbench.pseudonymize.operators import RenderContext
from workbench.pseudonymize.shapes import same_shape, shift_date

__all__ = ["HIPS", "same_shape", "shift_date"]


def _email(original: str, span: Span, ctx: RenderContext) -> str:
    return faker_for(ctx).email()


def _username(original: str, span: Span, ctx: RenderContext) -> str:
    return ("@" if original.startswith("@") else "") + faker_for(ctx).user_name()


_PROFILE = re.compile(r"(?i)^((?:https?://)?(?:www\.)?(?:linkedin\.com/in|github\.com|gitlab\.com|facebook\.com|"
                      r"instagram\.com|twitter\.com|x\.com|tiktok\.com/@|youtube\.com/@|medium\.com/@|"
                      r"behance\.net|dribbble\.com|pinterest\.com|kaggle\.com)/?)([\w.-]+)(.*)$")


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


#: label -> hips surrogate function; labels not here use their SweLL operator
HIPS: dict[str, Callable[[str, Span, RenderContext], str]] = {
    "email": _email, "username": _username, "url": _url, "date_digits": shift_date,
    "phone_nr": same_shape, "account_nr": same_shape, "other_nr_seq": same_shape, "personid_nr": same_shape,
    "license_nr": same_shape, "zip_code": same_shape, "street_nr": same_shape,
}
