"""``workbench svala check``: would the SweLL editor open these SVALA files, and let an annotator mark them
done in pseudonymization mode?

A file fails when the editor would not read it (JSON.parse: a byte-order mark, bytes that are not UTF-8,
NaN), when it breaks one of the editor's invariants (workbench.io.svala_invariant, the alignment
included) or, unless ``validate=False``, when the editor's validation finds an error on an edge
(workbench.io.svala_editor_rules: a labelled edge without a running number, two main labels on one
edge ...). Warnings do not fail a file: OBS!/Com! tags still there, labels the editor does not know, keys
it drops when it saves. Messages name files, edges and labels, never the essay's text.
"""

from __future__ import annotations

import codecs
import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.io.svala_editor_rules import unknown_labels, validate
from workbench.io.svala_invariant import FINAL_SPACE_KEY, check_invariant

__all__ = ["FileCheck", "check_file", "check_graph", "svala_files"]

_KEYS = {"source", "target", "edges", "comment", FINAL_SPACE_KEY}
_SHOWN = 5


@dataclass
class FileCheck:
    """What is wrong with one file (``problems`` fail it, ``warnings`` do not)."""

    path: Path
    problems: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def __str__(self) -> str:
        lines = [f"{'ok  ' if self.ok else 'FAIL'} {self.path}"]
        lines += [f"     {p}" for p in self.problems] + [f"     warning: {w}" for w in self.warnings]
        return "\n".join(lines)


def _edges(ids: list[str]) -> str:
    more = f" (and {len(ids) - _SHOWN} more)" if len(ids) > _SHOWN else ""
    return ", ".join(ids[:_SHOWN]) + more


def check_graph(graph: Any, validate_done: bool = True) -> tuple[list[str], list[str]]:
    """(problems, warnings) of one parsed graph; see the module doc."""
    problems = check_invariant(graph)
    if problems:
        return problems, []
    warnings = []
    by_rule: dict[tuple[str, str], list[str]] = {}
    for finding in validate(graph):
        by_rule.setdefault((finding.rule, finding.severity), []).append(finding.edge)
    for (rule, severity), edges in by_rule.items():
        message = f"the editor's validation (pseudonymization mode, essay done): {rule}: edge(s) {_edges(edges)}"
        if severity == "error" and validate_done:
            problems.append(message)
        elif severity == "warning":
            warnings.append(message)
    unknown = unknown_labels(graph)
    if unknown:
        warnings.append(f"label(s) in none of the editor's label lists: {', '.join(unknown[:_SHOWN])}")
    dropped = sorted(set(graph) - _KEYS)
    if dropped:
        warnings.append(f"key(s) the editor drops when it saves: {', '.join(dropped)}")
    return problems, warnings


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def check_file(path: str | Path, validate_done: bool = True) -> FileCheck:
    """Check one file as the editor would read it (UTF-8 without a byte-order mark, strict JSON)."""
    result = FileCheck(Path(path))
    try:
        data = Path(path).read_bytes()
    except OSError as e:
        result.problems.append(f"cannot be read ({e.strerror or e})")
        return result
    if data.startswith((codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        result.problems.append("starts with a byte-order mark, which the editor's JSON.parse rejects "
                               "(save it as UTF-8 without BOM)")
        return result
    try:
        graph = json.loads(data.decode("utf-8"), parse_constant=_no_constant)
    except UnicodeDecodeError as e:
        result.problems.append(f"not UTF-8 (bad bytes at offset {e.start})")
        return result
    except json.JSONDecodeError as e:
        result.problems.append(f"not JSON ({e.msg} at line {e.lineno}, column {e.colno})")
        return result
    except ValueError as e:
        result.problems.append(f"not JSON ({e})")
        return result
    except RecursionError:
        result.problems.append("not JSON this program can read (nested too deeply)")
        return result
    result.problems, result.warnings = check_graph(graph, validate_done)
    return result


def svala_files(paths: Iterable[str | Path]) -> Iterator[Path]:
    """The files to check: each file given, and every ``*.json`` file in and below each folder given
    (in name order). FileNotFoundError for a path that does not exist."""
    for p in map(Path, paths):
        if p.is_dir():
            yield from sorted(f for f in p.rglob("*.json") if f.is_file())
        elif p.exists():
            yield p
        else:
            raise FileNotFoundError(f"{p}: no such file or folder")
