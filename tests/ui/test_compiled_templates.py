"""The pages' templates are compiled once per server process (workbench.ui.compiled_templates)."""

from __future__ import annotations

import asyncio
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from jinja2 import Environment, FileSystemLoader

from workbench.ui import compiled_templates
from workbench.ui.compiled_templates import MemoryBytecodeCache


def _environment(folder: Path, cache: MemoryBytecodeCache, compiled: list[str]) -> Environment:
    env = Environment(loader=FileSystemLoader(str(folder)), enable_async=True, bytecode_cache=cache)  # noqa: S701
    compile_ = env.compile

    def counted(source, name=None, filename=None, raw=False, defer_init=False):  # type: ignore[no-untyped-def]
        compiled.append(name)
        return compile_(source, name, filename, raw, defer_init)

    env.compile = counted  # type: ignore[method-assign]
    return env


def _render(env: Environment, name: str, **values: str) -> str:
    """Rendered on a thread of its own: a test run earlier in this process (pytest-xdist puts other files'
    tests before this one) may have left an event loop marked running on the main thread."""
    template = env.get_template(name)
    with ThreadPoolExecutor(1) as thread:
        return thread.submit(lambda: asyncio.run(template.render_async(**values))).result()


def test_second_environment_compiles_nothing_and_a_changed_template_is_compiled_again(tmp_path: Path) -> None:
    (tmp_path / "base.j2").write_text("<b>{% block body %}{% endblock %}</b>")
    (tmp_path / "page.j2").write_text("{% extends 'base.j2' %}{% block body %}{{ x }}{% endblock %}")
    cache, compiled = MemoryBytecodeCache(), []
    first = _render(_environment(tmp_path, cache, compiled), "page.j2", x="1 < 2")
    assert first == "<b>1 < 2</b>" and sorted(compiled) == ["base.j2", "page.j2"]
    compiled.clear()
    assert _render(_environment(tmp_path, cache, compiled), "page.j2", x="a") == "<b>a</b>"
    assert compiled == []
    (tmp_path / "base.j2").write_text("<i>{% block body %}{% endblock %}</i>")
    assert _render(_environment(tmp_path, cache, compiled), "page.j2", x="a") == "<i>a</i>"
    assert compiled == ["base.j2"]


def test_voila_exporters_share_the_cache() -> None:
    from voila.exporter import VoilaExporter

    compiled_templates.install()
    compiled_templates.install()  # once
    one, two = VoilaExporter(template_name="lab"), VoilaExporter(template_name="lab")
    assert one.environment is not two.environment
    assert one.environment.bytecode_cache is two.environment.bytecode_cache is compiled_templates.CACHE
