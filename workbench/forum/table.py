"""The conversion table: every original form of every participant and the mask that replaces it.

Built from the participants by a strategy (workbench.forum.strategies), then completed by a reviewer:
nicknames and altered forms found in the corpus (diminutives, misspellings), masks changed. Its
``warnings()`` are the doubles seed 004 asks to show: homonyms among the originals (they should share
their mask, to keep the original ambiguity), accidental doubles (one mask for participants with no form
in common), a mask that is itself an original form, an empty mask.

The table holds the originals: save it (``save``/``load``, CSV) in the private folder, never in a release.
CSV columns: ``participant,role,gender,language,kind,original,mask``, one row per form.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from workbench.forum.doubles import TableWarning, find_doubles
from workbench.forum.model import Participant
from workbench.forum.strategies import masks_for
from workbench.io.encoding import read_text
from workbench.io.errors import InputError
from workbench.normalize import normalize
from workbench.pseudonymize.fold import fold

__all__ = ["CSV_COLUMNS", "KINDS", "ConversionTable", "Form", "TableWarning"]

#: Form kinds; ``id`` is matched in headers only, every other kind in headers and text.
KINDS = ("id", "login", "full", "first", "last", "nickname", "altered")
CSV_COLUMNS = ("participant", "role", "gender", "language", "kind", "original", "mask")


@dataclass
class Form:
    """One original form of a participant and its mask."""

    participant: str
    kind: str
    original: str
    mask: str


class ConversionTable:
    """Participants and their forms (see the module doc). Edit with add_form, remove_form, set_mask."""

    def __init__(
        self, participants: Iterable[Participant], forms: Iterable[Form] = (), strategy: str = "custom"
    ):
        self.participants = {p.id: p for p in participants}
        self.forms: list[Form] = []
        self.strategy = strategy
        for f in forms:
            self.add_form(f.participant, f.original, f.kind, f.mask)

    @classmethod
    def build(
        cls,
        participants: Iterable[Participant],
        strategy: str = "roles",
        seed: int = 0,
        keep_origin: bool = False,
    ) -> ConversionTable:
        """A table with the forms the participants file knows, masked by ``strategy``."""
        people = list(participants)
        masks = masks_for(people, strategy, seed, keep_origin)
        table = cls(people, strategy=strategy)
        for p in people:
            m = masks[p.id]
            for kind, original in (
                ("id", p.id),
                ("login", p.login),
                ("full", p.full_name if p.first_name and p.last_name else ""),
                ("first", p.first_name),
                ("last", p.last_name),
            ):
                if original and not table._has(p.id, original):
                    table.add_form(p.id, original, kind, m[kind])
            for nick in p.nicknames:
                if not table._has(p.id, nick):
                    table.add_form(p.id, nick, "nickname")
        return table

    def _has(self, pid: str, original: str) -> bool:
        return any(fold(f.original) == fold(original.strip()) for f in self.forms_of(pid))

    # -- reading ------------------------------------------------------------------------------------
    def forms_of(self, pid: str) -> list[Form]:
        return [f for f in self.forms if f.participant == pid]

    def mask_id(self, pid: str) -> str:
        """The participant's mask in headers (author, recipients) and as the learner id of its messages."""
        forms = {f.kind: f.mask for f in self.forms_of(pid)}
        return forms.get("id") or forms.get("login") or forms.get("full") or pid

    def default_mask(self, pid: str) -> str:
        """The mask a new nickname or altered form gets: the masked first name (or the header mask)."""
        forms = {f.kind: f.mask for f in self.forms_of(pid)}
        return forms.get("first") or forms.get("full") or self.mask_id(pid)

    def header_participant(self, value: str) -> Participant | None:
        """The participant a header value (id, login, or a name form) stands for, or None."""
        key = fold(value.strip())
        for kinds in (("id", "login"), ("full", "first", "last", "nickname", "altered")):
            for f in self.forms:
                if f.kind in kinds and fold(f.original) == key:
                    return self.participants[f.participant]
        return None

    def text_forms(self) -> list[Form]:
        """Forms to find in message text (every kind but ``id``)."""
        return [f for f in self.forms if f.kind != "id"]

    def label_of(self, form: Form) -> str:
        """The taxonomy label a replaced mention of ``form`` carries in the key."""
        if form.kind in ("id", "login"):
            return "username"
        if form.kind == "last":
            return "surname"
        if form.kind in ("nickname", "altered"):
            return "nickname"
        return f"firstname_{self.participants[form.participant].gender}"

    # -- editing ------------------------------------------------------------------------------------
    def add_form(self, pid: str, original: str, kind: str = "altered", mask: str | None = None) -> Form:
        """Add a form to participant ``pid`` (ValueError: unknown pid or kind, empty or known form)."""
        original = original.strip()
        if pid not in self.participants:
            raise ValueError(f"unknown participant {pid!r}")
        if kind not in KINDS:
            raise ValueError(f"unknown form kind {kind!r}; choose one of {', '.join(KINDS)}")
        if not original:
            raise ValueError("an empty form cannot be caught")
        if self._has(pid, original):
            raise ValueError(f"participant {pid!r} already has the form {original!r}")
        form = Form(pid, kind, original, self.default_mask(pid) if mask is None else mask.strip())
        self.forms.append(form)
        return form

    def remove_form(self, pid: str, original: str) -> None:
        """Remove a form of ``pid`` (ValueError when it has none such)."""
        found = [f for f in self.forms_of(pid) if fold(f.original) == fold(original)]
        if not found:
            raise ValueError(f"participant {pid!r} has no form {original!r}")
        self.forms.remove(found[0])

    def set_mask(self, pid: str, original: str, mask: str) -> None:
        """Change the mask of one form of ``pid`` (a new first-name mask also goes to the nicknames and
        altered forms that had the old one)."""
        found = [f for f in self.forms_of(pid) if fold(f.original) == fold(original)]
        if not found:
            raise ValueError(f"participant {pid!r} has no form {original!r}")
        old, found[0].mask = found[0].mask, mask.strip()
        if found[0].kind == "first":
            for f in self.forms_of(pid):
                if f.kind in ("nickname", "altered") and f.mask == old:
                    f.mask = found[0].mask

    # -- checking -----------------------------------------------------------------------------------
    def warnings(self) -> list[TableWarning]:
        """Homonyms, accidental doubles, masks that are originals, empty masks (workbench.forum.doubles)."""
        return find_doubles(self)

    # -- files --------------------------------------------------------------------------------------
    def to_csv(self) -> str:
        buf = io.StringIO(newline="")
        writer = csv.writer(buf, lineterminator="\n")
        writer.writerow(CSV_COLUMNS)
        for f in self.forms:
            p = self.participants[f.participant]
            writer.writerow((p.id, p.role, p.gender, p.language, f.kind, f.original, f.mask))
        return buf.getvalue()

    def save(self, path: str | Path) -> Path:
        """Write the table as CSV (it holds originals: keep it private)."""
        path = Path(path)
        path.write_text(self.to_csv(), encoding="utf-8")
        return path

    @classmethod
    def load(cls, path: str | Path) -> ConversionTable:
        """Read a table saved by ``save`` (InputError names file, line and field of a bad row)."""
        path = Path(path)
        text = normalize(read_text(path)[0]).text  # the originals match the normalised messages
        reader = csv.DictReader(io.StringIO(text, newline=""))
        if tuple(reader.fieldnames or ()) != CSV_COLUMNS:
            raise InputError(f"header is not {','.join(CSV_COLUMNS)}", path, 1)
        rows = []
        for row in reader:
            if None in row or any(row[c] is None for c in CSV_COLUMNS):
                raise InputError(f"expected {len(CSV_COLUMNS)} fields", path, reader.line_num)
            for col in ("participant", "kind", "original"):
                if not row[col].strip():
                    raise InputError("missing or empty", path, reader.line_num, col)
            if row["kind"] not in KINDS:
                raise InputError(f"is not one of {', '.join(KINDS)}", path, reader.line_num, "kind")
            if row["gender"] not in ("male", "female", "unknown"):
                raise InputError("is not male, female or unknown", path, reader.line_num, "gender")
            rows.append((reader.line_num, row))
        people: dict[str, dict[str, str]] = {}
        for _, row in rows:
            people.setdefault(
                row["participant"],
                {"role": row["role"], "gender": row["gender"], "language": row["language"]},
            )
            people[row["participant"]].setdefault(row["kind"], row["original"])
        participants = [
            Participant(
                pid,
                v.get("login", ""),
                v.get("first", ""),
                v.get("last", ""),
                v["role"],
                v["gender"],
                v["language"],
            )
            for pid, v in people.items()
        ]
        table = cls(participants, strategy="loaded")
        for n, row in rows:
            try:
                table.add_form(row["participant"], row["original"], row["kind"], row["mask"])
            except ValueError as e:
                raise InputError(str(e), path, n, "original") from None
        return table
