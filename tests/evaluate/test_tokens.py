"""One label per token for agreement: the span covering most of the token wins."""

from __future__ import annotations

import pytest

from tests.evaluate.helpers import TEXT, span
from workbench.evaluate.tokens import token_labels


@pytest.mark.parametrize(("spans", "expected"), [
    ([], ["O", "O", "O", "O"]),
    ([("Anna", "firstname_female")], ["firstname_female", "O", "O", "O"]),
    ([("Anna b", "firstname_female"), ("a bor", "city")], ["firstname_female", "city", "O", "O"]),
    ([("nn", "surname")], ["surname", "O", "O", "O"]),  # part of a token labels it
    ([("Anna", "city"), ("Anna", "country")], ["city", "O", "O", "O"]),  # a tie: the first
])
def test_token_labels(spans: list[tuple[str, str]], expected: list[str]) -> None:
    assert token_labels(TEXT, [span(TEXT, w, lab) for w, lab in spans])[:4] == expected
