"""The participants file: the actors the platform knows (CSV, one row each).

Columns (header required, names as below; ``nicknames`` optional, separated by ``;``)::

    id,login,first_name,last_name,role,gender,language,nicknames
    u01,mdupont,Marie,Dupont,learner,female,fr,Mimi;Marion

``id`` and ``role`` are required; ``gender`` is male/female/unknown (m/f/u, empty = unknown). Ids and
logins must be unique. Bad rows raise InputError naming the file, the line and the field. Values are
normalised (workbench.normalize), as the messages are, so a name matches however it was typed.
"""

from __future__ import annotations

import csv
import io
from pathlib import Path

from workbench.forum.model import Participant
from workbench.io.encoding import read_text
from workbench.io.errors import InputError
from workbench.normalize import normalize

__all__ = ["COLUMNS", "GENDERS", "read_participants"]

COLUMNS = ("id", "login", "first_name", "last_name", "role", "gender", "language", "nicknames")
GENDERS = {
    "m": "male",
    "f": "female",
    "u": "unknown",
    "": "unknown",
    "male": "male",
    "female": "female",
    "unknown": "unknown",
}


def read_participants(path: str | Path) -> list[Participant]:
    """Every participant of the file, in file order (see the module doc)."""
    path = Path(path)
    text, _ = read_text(path)
    reader = csv.DictReader(io.StringIO(text, newline=""))
    header = tuple(reader.fieldnames or ())
    missing = [c for c in COLUMNS[:-1] if c not in header]
    if missing:
        raise InputError(
            f"header lacks column(s) {', '.join(missing)}; expected {','.join(COLUMNS)}", path, 1
        )
    out: list[Participant] = []
    ids: dict[str, int] = {}
    logins: dict[str, int] = {}
    for row in reader:
        n = reader.line_num
        if None in row:
            raise InputError(f"more fields than the {len(header)} of the header", path, n)
        v = {k: normalize((row.get(k) or "").strip()).text for k in COLUMNS}
        for name in ("id", "role"):
            if not v[name]:
                raise InputError("missing or empty", path, n, name)
        if v["gender"].lower() not in GENDERS:
            raise InputError("is not male, female or unknown (m/f/u)", path, n, "gender")
        if not (v["first_name"] or v["last_name"] or v["login"]):
            raise InputError("a participant needs a login or a name", path, n, "first_name")
        for key, seen in (("id", ids), ("login", logins)):
            k = v[key].casefold()
            if k and k in seen:
                raise InputError(f"the same {key} as line {seen[k]}", path, n, key)
            if k:
                seen[k] = n
        nicknames = tuple(x.strip() for x in v["nicknames"].split(";") if x.strip())
        out.append(
            Participant(
                v["id"],
                v["login"],
                v["first_name"],
                v["last_name"],
                v["role"].lower(),
                GENDERS[v["gender"].lower()],
                v["language"].lower(),
                nicknames,
            )
        )
    if not out:
        raise InputError("no participants", path)
    return out
