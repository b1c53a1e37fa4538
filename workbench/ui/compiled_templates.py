"""The pages' Jinja templates compiled once per server, not once per page.

Voilà renders each page (and each notebook run of a preheated kernel, when a pool is refilled) with an exporter
of its own, whose new Jinja environment lexes, parses and compiles the page template and every template it
extends or includes again, on the server's event loop: 41 % of the loop's busy time in a 20,000-essay browser
bench (py-spy, 240 s: 24 of 60 s), while the loop relays no kernel message to a page. ``install`` gives every
environment of Voilà's exporters one in-memory bytecode cache for the process: a template is compiled once,
and again only when its source changes (Jinja keys the cache by template name, file and a checksum of the
source). The environments share their settings (Voilà's exporter: asynchronous templates, the same
extensions), so their compiled code is the same.
"""

from __future__ import annotations

from typing import Any

from jinja2.bccache import Bucket, BytecodeCache

__all__ = ["MemoryBytecodeCache", "install"]


class MemoryBytecodeCache(BytecodeCache):
    """Compiled templates kept in this process, by Jinja's key (name and file) and source checksum."""

    def __init__(self) -> None:
        self.codes: dict[str, tuple[str, Any]] = {}

    def load_bytecode(self, bucket: Bucket) -> None:
        kept = self.codes.get(bucket.key)
        if kept is not None and kept[0] == bucket.checksum:
            bucket.code = kept[1]

    def dump_bytecode(self, bucket: Bucket) -> None:
        self.codes[bucket.key] = (bucket.checksum, bucket.code)

    def clear(self) -> None:
        self.codes.clear()


CACHE = MemoryBytecodeCache()


def install() -> None:
    """Have the environments of Voilà's exporters made from now on in this process share CACHE (once)."""
    from voila.exporter import VoilaExporter

    create = VoilaExporter._create_environment
    if getattr(create, "_shared_cache", False):
        return

    def _create_environment(self: Any) -> Any:
        environment = create(self)
        environment.bytecode_cache = CACHE
        return environment

    _create_environment._shared_cache = True  # type: ignore[attr-defined]
    VoilaExporter._create_environment = _create_environment  # type: ignore[method-assign]
