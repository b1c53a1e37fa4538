"""Write a forum release: the messages in the format they were read, apart from everything private.

Layout of ``out_dir``::

    release/messages.xml (.jsonl, .csv)   the pseudonymized messages, same structure, ids, threads, times
    private/conversion_table.csv           the conversion table (holds the originals)
    private/key.enc                        the encrypted key (workbench.pseudonymize.key), with a passphrase
    report.json                            counts, masked warnings and problems; no original value

All is written into a temporary folder inside ``out_dir`` and moved into place only after the leak check
(workbench.pseudonymize.leak, the one check of every release) passed, so a failed run leaves the previous
release untouched. The originals are every table form and every replaced mention. Every text (title,
subject, body) is checked as its author's text, with its surrogates accepted where they stand; then the
messages file as written is checked as text of no known learner, where names, contact and ID values count
anywhere (``workbench check-release`` checks the file the same way). Any leak is fatal (LeakError).
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from workbench.forum.apply import ForumResult
from workbench.forum.model import ForumCorpus
from workbench.forum.rows import write_rows
from workbench.forum.table import ConversionTable
from workbench.forum.xml_format import write_xml
from workbench.pipeline import corpus_id
from workbench.pseudonymize.key import write_key
from workbench.pseudonymize.leak import Leak, LeakCheck
from workbench.pseudonymize.release import build_report, finish_release

__all__ = ["originals_of", "write_forum_release", "write_messages"]



def write_messages(corpus: ForumCorpus, folder: str | Path) -> Path:
    """Write ``corpus`` as ``folder/messages.<format>``, in the format it was read from."""
    path = Path(folder) / f"messages.{corpus.format}"
    return write_xml(corpus, path) if corpus.format == "xml" else write_rows(corpus, path)


def originals_of(result: ForumResult, table: ConversionTable) -> list[tuple[str, str, str]]:
    """(label, original, learner id) of every table form (a participant's forms count across the forum)
    and every replaced mention, for the leak check."""
    out = {(table.label_of(f), f.original, table.mask_id(f.participant)) for f in table.forms
           if f.kind != "id" or not f.original.isdigit()}
    out.update((e.label, e.original, e.learner_id) for e in result.entries)
    return sorted(out)


def _check(tmp: Path, result: ForumResult, check: LeakCheck) -> list[Leak]:
    """Every text as its author's, then the written files (see the module doc). A review comment ("OBS!")
    the participants wrote themselves as often as the release shows it is their text, not a leak."""
    files = sorted((tmp / "release").iterdir())
    leaks = [leak for r in result.rendered
             for leak in check.check_text(f"release/{files[0].name} ({r.essay_id})", r.target, r.learner_id,
                                          r.essay_id, r.entries)
             if leak.label is not None]  # the material is looked for in the files, below
    source = "\n".join(r.source for r in result.rendered)
    for path in files:
        text = path.read_bytes().decode("utf-8", errors="replace")
        for leak in check.check_text(f"release/{path.name}", text):
            needle = _COMMENTS.get(leak.what)
            if needle is None or text.count(needle) > source.count(needle):
                leaks.append(leak)
    return leaks


_COMMENTS = {'review comment "OBS!"': "OBS!", 'review comment "Com!"': "Com!"}


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
    check = LeakCheck(originals_of(result, table))
    tmp = Path(tempfile.mkdtemp(prefix=".writing-", dir=out))
    try:
        (tmp / "release").mkdir()
        (tmp / "private").mkdir()
        write_messages(result.corpus, tmp / "release")
        table.save(tmp / "private" / "conversion_table.csv")
        if passphrase is not None:
            write_key(tmp / "private" / "key.enc", result.entries, passphrase, corpus_id(result.essays))
        fatal = _check(tmp, result, check)
        full = dict(build_report(result.rendered, {"key_written": passphrase is not None}))
        full.update(report or {})
        full["problems"] = list(full.get("problems", [])) + list(result.problems)
        finish_release(tmp, out, full, check, fatal)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return out
