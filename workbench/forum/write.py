"""Write a forum release: the messages in the format they were read, apart from everything private.

Layout of ``out_dir``::

    release/messages.xml (.jsonl, .csv)   the pseudonymized messages, same structure, ids, threads, times
    private/conversion_table.csv           the conversion table (holds the originals; owner-only, as private/)
    private/key.enc                        the encrypted key (workbench.pseudonymize.key), with a passphrase
    report.json                            counts, masked warnings and problems; no original value

All is written into a temporary folder inside ``out_dir`` (workbench.pseudonymize.staging) and moved into
place only after the leak check (workbench.pseudonymize.leak, the one check of every release) passed, so a
failed run leaves the previous release untouched. The originals are every table form and every replaced
mention. Every text (title, subject, body) is checked as its author's text, with its surrogates accepted
where they stand; then the messages file as written, where names, contact and ID values count wherever the
file holds them more often than the texts do (a header, an id). ``workbench check-release`` reads the texts
back from the file and checks it the same way (workbench.pseudonymize.leak.check_container). Any leak is
fatal (LeakError); what a reviewer rejected in a review store (``--db``) is kept, recorded in the key and
accepted.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from workbench.forum.apply import ForumResult
from workbench.forum.model import ForumCorpus
from workbench.forum.rows import write_rows
from workbench.forum.table import ConversionTable
from workbench.forum.xml_format import write_xml
from workbench.pipeline import corpus_id, target_offset
from workbench.pseudonymize.key import Kept, KeyPayload, write_key
from workbench.pseudonymize.leak import Leak, LeakCheck, check_container, originals_of_entries
from workbench.pseudonymize.private import owner_only_dir
from workbench.pseudonymize.release import build_report, finish_release
from workbench.pseudonymize.render import KeyEntry
from workbench.pseudonymize.staging import staging_folder

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
    out.update(originals_of_entries(result.entries))
    return sorted(out)


def _check(tmp: Path, result: ForumResult, check: LeakCheck, kept: Mapping[str, list[Kept]]) -> list[Leak]:
    """The one leak check over the written messages file and the texts rendered into it (check_container,
    as check-release runs it on the file)."""
    texts = [(r.essay_id, r.learner_id, r.target) for r in result.rendered]
    entries: dict[str, list[KeyEntry]] = {}
    for e in result.entries:
        entries.setdefault(e.essay_id, []).append(e)
    leaks: list[Leak] = []
    for path in sorted((tmp / "release").iterdir()):
        raw = path.read_bytes().decode("utf-8", errors="replace")
        leaks += check_container(f"release/{path.name}", raw, texts, check, entries, kept)
    return leaks


def write_forum_release(
    out_dir: str | Path,
    result: ForumResult,
    table: ConversionTable,
    passphrase: str | None,
    report: Mapping[str, Any] | None = None,
    kept: Mapping[str, Sequence[tuple[int, int, str, str]]] | None = None,
) -> Path:
    """Write release/, private/ and report.json into ``out_dir`` (see the module doc); returns out_dir.
    ``kept``: text id -> (start, end, label, reviewer) in the source text of occurrences reviewers kept
    (rejected spans), accepted by the leak check and recorded in the key.
    Raises LeakError (and writes nothing) when the leak check fails."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    check = LeakCheck(originals_of(result, table))
    accepted = {r.essay_id: [Kept(r.essay_id, target_offset(r, s), target_offset(r, e), label, who)
                             for s, e, label, who in (kept or {}).get(r.essay_id, ())] for r in result.rendered}
    with staging_folder(out) as tmp:
        (tmp / "release").mkdir()
        owner_only_dir(tmp / "private")
        write_messages(result.corpus, tmp / "release")
        os.chmod(table.save(tmp / "private" / "conversion_table.csv"), 0o600)  # it holds the originals
        if passphrase is not None:
            payload = KeyPayload(corpus_id(result.essays))
            payload.add(result.entries)
            payload.add_kept(k for ks in accepted.values() for k in ks)
            write_key(tmp / "private" / "key.enc", payload, passphrase, payload.corpus_id)
        fatal = _check(tmp, result, check, accepted)
        full = dict(build_report(result.rendered, {"key_written": passphrase is not None}))
        full.update(report or {})
        full["problems"] = list(full.get("problems", [])) + list(result.problems)
        finish_release(tmp, out, full, check, fatal)
    return out
