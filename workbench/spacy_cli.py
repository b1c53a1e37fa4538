"""spaCy's command-line package (``spacy.cli``) imported when it is first used, not at ``import spacy``.

``import spacy`` imports ``spacy.cli`` only to offer ``spacy.info``; that package pulls in typer, weasel,
requests and httpx, about a third of spaCy's import time and a quarter of ``workbench detect``'s start-up,
and the workbench never calls it. :func:`defer` (run by ``workbench/__init__.py``, before anything imports
spaCy) puts a stand-in for ``spacy.cli`` and ``spacy.cli.info`` into ``sys.modules``: the first attribute
read from it (``spacy.cli.download``, ``from spacy.cli import setup_cli``, ``spacy.info()``) imports the
real package, which replaces the stand-in. Its submodules import as usual (the stand-in has the real
package's path). Nothing is deferred when spaCy was imported already or cannot be found.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from types import ModuleType
from typing import Any

__all__ = ["defer"]

_CLI, _INFO = "spacy.cli", "spacy.cli.info"


def _real() -> ModuleType:
    """Import the real ``spacy.cli`` in place of the stand-in (once)."""
    current = sys.modules.get(_CLI)
    if current is not None and not isinstance(current, _StandIn):
        return current
    stand_in, info = sys.modules.pop(_CLI, None), sys.modules.pop(_INFO, None)
    try:
        return importlib.import_module(_CLI)
    except BaseException:
        if stand_in is not None:
            sys.modules[_CLI] = stand_in
        if info is not None:
            sys.modules[_INFO] = info
        raise


class _StandIn(ModuleType):
    def __getattribute__(self, name: str) -> Any:
        if name[:2] != "__" and ModuleType.__getattribute__(self, "__dict__").get("_submodules"):
            return getattr(_real(), name)  # a submodule was imported: the package as spaCy makes it
        return ModuleType.__getattribute__(self, name)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        if self.__name__ == _INFO and name == "info" and sys.modules.get(_INFO) is self:
            # ``from .cli.info import info`` in spacy/__init__.py: spaCy is being imported; ``spacy.cli``
            # is set as its import would have set it
            spacy = sys.modules.get("spacy")
            if spacy is not None and "cli" not in spacy.__dict__:
                spacy.cli = sys.modules[_CLI]  # type: ignore[attr-defined]
            return _info
        real = _real()
        return getattr(sys.modules[_INFO] if self.__name__ == _INFO else real, name)

    def __setattr__(self, name: str, value: Any) -> None:
        super().__setattr__(name, value)
        if isinstance(value, ModuleType) and value.__name__ == f"{self.__name__}.{name}":
            # ``import spacy.cli.download`` through the stand-in: from now on every attribute comes from the
            # real package (``spacy.cli.download`` its function, not the submodule), loaded at the first read
            self.__dict__["_submodules"] = True


def _info(*args: Any, **kwargs: Any) -> Any:
    """``spacy.info``: the real one, imported on this first call."""
    return _real().info(*args, **kwargs)


def defer() -> None:
    """Put the stand-ins into ``sys.modules`` unless spaCy is imported already or not installed."""
    if "spacy" in sys.modules or _CLI in sys.modules:
        return
    spec = importlib.util.find_spec("spacy")
    if spec is None or not spec.submodule_search_locations:
        return
    cli, info = _StandIn(_CLI), _StandIn(_INFO)
    cli.__path__ = [f"{p}/cli" for p in spec.submodule_search_locations]
    cli.__package__ = _CLI
    info.__package__ = _CLI
    sys.modules[_CLI], sys.modules[_INFO] = cli, info
