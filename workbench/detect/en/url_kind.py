"""Personal or public: whether a web address in an English essay points at a person (a profile, a blog,
a portfolio: Kaggle's URL_PERSONAL) or at a public resource (an encyclopedia, a government or university
page, a DOI, a news article, a video cited as a source). Used by the url detector; no detector here."""

from __future__ import annotations

import re

from workbench.resources.wordlists import word_list

__all__ = ["PERSONAL_HOSTS", "PUBLIC_HOSTS", "is_public", "url_kind"]

#: social sites where the path names a person: the address is personal when a path follows the host
PERSONAL_HOSTS = word_list("personal_hosts", "en")
#: hosts of public resources (suffix match on the host)
PUBLIC_HOSTS = word_list("public_hosts", "en")
_CITATION = re.compile(
    r"(?:retrieved\s+from|available\s+(?:at|from|on)|source[s]?\s*:|accessed|see|"
    r"cited|\(\d{4}\)|\d{4}[).,]|doi)[^\n]{0,80}$"
)
_CITED_AFTER = re.compile(r"\s*\([^()\n]{0,60}\b(?:1[5-9]|20)\d\d[a-z]?\)")
_PERSONAL_PATH = re.compile(r"^(?:youtube\.com/(?:@|c/|channel/|user/)|medium\.com/@|[\w-]+\.medium\.com)")
_SCHEME = re.compile(r"^(?:https?://)?(?:www\.)?")
#: site -> (its place in PERSONAL_HOSTS, the path prefix of a profile); every site is there once
_PERSONAL_SITES = {
    site: (n, prefix) for n, (site, _, prefix) in enumerate(h.partition("/") for h in PERSONAL_HOSTS)
}
_PUBLIC = frozenset(PUBLIC_HOSTS)


def _host_path(url: str) -> tuple[str, str]:
    bare = _SCHEME.sub("", url.lower())
    host, _, path = bare.partition("/")
    return host, path.strip("/")


def _domains(host: str) -> set[str]:
    """The host and every domain above it: a.b.org -> a.b.org, b.org, org."""
    parts = host.split(".")
    return {".".join(parts[k:]) for k in range(len(parts))}


def url_kind(url: str) -> str:
    """``personal``, ``public`` or ``unknown`` (an unknown domain: a blog or a portfolio, most often)."""
    host, path = _host_path(url)
    if _PERSONAL_PATH.match(f"{host}/{path}"):
        return "personal"
    domains = _domains(host)
    sites = [_PERSONAL_SITES[d] for d in domains if d in _PERSONAL_SITES]
    if sites:  # the first of PERSONAL_HOSTS that matches
        prefix = min(sites)[1]
        return "personal" if path.startswith(prefix) and path[len(prefix) :].strip("/") else "public"
    if host.endswith(
        (
            ".github.io",
            ".wordpress.com",
            ".blogspot.com",
            ".wixsite.com",
            ".substack.com",
            ".tumblr.com",
            ".weebly.com",
            ".squarespace.com",
            ".carrd.co",
        )
    ):
        return "personal"
    if not _PUBLIC.isdisjoint(domains):
        return "public"
    return "unknown"


def is_public(low: str, start: int, end: int) -> bool:
    """True when the address ``low[start:end]`` (lowercased text) is a public resource, or a non-profile
    address in a citation context (the line before it says 'retrieved from', gives a year ...)."""
    kind = url_kind(low[start:end])
    if kind == "personal":
        return False
    if kind == "public":
        return True
    before = low[max(0, start - 120) : start]
    if _CITED_AFTER.match(low, end):
        return True
    return bool(_CITATION.search(before)) and "my " not in before[-40:]
