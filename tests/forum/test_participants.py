from __future__ import annotations

from pathlib import Path

import pytest

from tests.forum.conftest import PARTICIPANTS, write
from workbench.forum.participants import read_participants
from workbench.io.errors import InputError

HEADER = "id,login,first_name,last_name,role,gender,language,nicknames\n"


def test_reads_the_sample_participants() -> None:
    people = read_participants(PARTICIPANTS)
    assert [p.id for p in people] == ["u01", "u02", "u03", "u04", "u05", "u06"]
    assert people[3].nicknames == ("Jonte", "Jon") and people[3].gender == "male"
    assert people[1].full_name == "Marie Dupont"


@pytest.mark.parametrize(
    "rows, line, needle",
    [
        ("u1,a,Ann,Berg,,f,sv,\n", 2, "field 'role'"),
        (",a,Ann,Berg,learner,f,sv,\n", 2, "field 'id'"),
        ("u1,a,Ann,Berg,learner,x,sv,\n", 2, "field 'gender'"),
        ("u1,a,Ann,Berg,learner,f,sv,\nu1,b,Bo,Ek,learner,m,sv,\n", 3, "same id as line 2"),
        ("u1,a,Ann,Berg,learner,f,sv,\nu2,A,Bo,Ek,learner,m,sv,\n", 3, "same login as line 2"),
        ("u1,,,,learner,f,sv,\n", 2, "needs a login or a name"),
        ("u1,a,Ann,Berg,learner,f,sv,x,extra\n", 2, "more fields"),
    ],
)
def test_bad_rows_name_file_line_and_field(tmp_path: Path, rows: str, line: int, needle: str) -> None:
    path = write(tmp_path, "p.csv", HEADER + rows)
    with pytest.raises(InputError, match=needle) as e:
        read_participants(path)
    assert e.value.line == line and str(path) in str(e.value)


@pytest.mark.parametrize("text, needle", [("id,login\nu1,a\n", "header lacks"), (HEADER, "no participants")])
def test_bad_files(tmp_path: Path, text: str, needle: str) -> None:
    with pytest.raises(InputError, match=needle):
        read_participants(write(tmp_path, "p.csv", text))
