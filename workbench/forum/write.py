"""Write a forum release: the messages in the format they were read, apart from everything private.

Layout of ``out_dir``::

    release/messages.xml (.jsonl, .csv)   the pseudonymized messages, same structure, ids, threads, times
    private/conversion_table.csv           the conversion table (holds the originals; owner-only, as private/)
    private/key.enc                        the encrypted key (workbench.pseudonymize.key), with a passphrase
    report.json                            counts, masked warnings and problems; no original value

All is written into a temporary folder inside ``out_dir`` and moved into place only after the leak check
(workbench.pseudonymize.leak) passed, so a failed run leaves the previous release untouched. An original
value (any table form, any replaced mention) in the release is fatal (LeakError) unless the writers'
own text keeps at least as many unreplaced occurrences of it (a form inside a longer word: "Marie" in
"Mariehamn"); those are listed in the report's problems for a reviewer, by hash.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from workbench import taxonomy
from workbench.forum.apply import ForumResult
from workbench.forum.model import ForumCorpus
from workbench.forum.rows import write_rows
from workbench.forum.table import ConversionTable
from workbench.forum.xml_format import write_xml
from workbench.pipeline import corpus_id
from workbench.pseudonymize.key import write_key
from workbench.pseudonymize.leak import Leak, OriginalMatcher, check_release
from workbench.pseudonymize.private import owner_only_dir
from workbench.pseudonymize.release import build_report, finish_release

__all__ = ["originals_of", "write_forum_release", "write_messages"]



def write_messages(corpus: ForumCorpus, folder: str | Path) -> Path:
    """Write ``corpus`` as ``folder/messages.<format>``, in the format it was read from."""
    path = Path(folder) / f"messages.{corpus.format}"
    return write_xml(corpus, path) if corpus.format == "xml" else write_rows(corpus, path)


def originals_of(result: ForumResult, table: ConversionTable) -> list[tuple[str, str]]:
    """(label, original) of every table form and every replaced mention, for the leak check."""
    out = {(table.label_of(f), f.original) for f in table.forms if f.kind != "id" or not f.original.isdigit()}
    out.update((e.label, e.original) for e in result.entries)
    return sorted(out)


def _unreplaced(result: ForumResult) -> str:
    """Every source text with its replaced spans blanked out."""
    parts = []
    for r in result.rendered:
        chars = list(r.source)
        for span, _, _ in r.aligned:
            if taxonomy.group_of(span.label) != "mark-only":
                chars[span.start : span.end] = " " * (span.end - span.start)
        parts.append("".join(chars))
    return "\n".join(parts)


def _check(tmp: Path, result: ForumResult, matcher: OriginalMatcher) -> tuple[list[Leak], list[str]]:
    released = "\n".join(p.read_text(encoding="utf-8") for p in sorted((tmp / "release").iterdir()))
    kept_text = _unreplaced(result)
    fatal, warnings = [], []
    out_counts, kept_counts = matcher.count(released), matcher.count(kept_text)
    for leak in check_release(tmp / "release", matcher):
        leak = Leak(str(Path(leak.file).relative_to(tmp)), leak.line, leak.what)
        key = next((k for k in out_counts if leak.what == matcher.describe(k)), None)
        if key is not None and out_counts[key] <= kept_counts.get(key, 0):
            warnings.append(
                f"{leak}: also occurs unreplaced in the writers' text (inside a longer word?); "
                "a reviewer should check it"
            )
        elif key is None and released.count(_needle(leak.what)) <= kept_text.count(_needle(leak.what)):
            warnings.append(f"{leak}: written so by the participants themselves")
        else:
            fatal.append(leak)
    return fatal, sorted(set(warnings))


def _needle(what: str) -> str:
    return {'review comment "OBS!"': "OBS!", 'review comment "Com!"': "Com!"}.get(what, "\x00never\x00")


def write_forum_release(
    out_dir: str | Path,
    result: ForumResult,
    table: ConversionTable,
    passphrase: str | None,
    report: Mapping[str, Any] | None = None,
) -> Path:
    """Write release/, private/ and report.json into ``out_dir`` (see the module doc); returns out_dir.
    Raises LeakError (and writes nothing) when the leak check fails."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    matcher = OriginalMatcher(originals_of(result, table))
    tmp = Path(tempfile.mkdtemp(prefix=".writing-", dir=out))
    try:
        (tmp / "release").mkdir()
        owner_only_dir(tmp / "private")
        write_messages(result.corpus, tmp / "release")
        os.chmod(table.save(tmp / "private" / "conversion_table.csv"), 0o600)  # it holds the originals
        if passphrase is not None:
            write_key(tmp / "private" / "key.enc", result.entries, passphrase, corpus_id(result.essays))
        fatal, warnings = _check(tmp, result, matcher)
        full = dict(build_report(result.rendered, {"key_written": passphrase is not None}))
        full.update(report or {})
        full["problems"] = list(full.get("problems", [])) + list(result.problems) + warnings
        finish_release(tmp, out, full, matcher, fatal)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out
