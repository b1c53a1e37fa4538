"""Every decision checked before it is appended, against the state inside the write transaction.

``check_edit`` refuses an edit whose action, values, span or essay is wrong, with a message that names the
essay and the span by its text; ``check_renderable`` refuses a span the release could not render (an
``age_digits`` span with no digits), so no sequence of decisions leaves a store that cannot be exported.
The crossing of spans is checked on the state the decision leaves (reducer.check).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Any

from workbench import taxonomy
from workbench.model import Essay, Span
from workbench.store.api import COMMENT_TAGS, EDIT_ACTIONS, SPAN_ACTIONS, STATUSES, Edit, StoreError
from workbench.store.reducer import EssayState

__all__ = ["check_edit", "check_renderable", "check_reviewer", "check_span", "check_text", "describe_span"]

MAX_TEXT = 10_000
MAX_NAME = 100
MAX_NUMBER = 1_000_000

#: the values each action takes (all required)
_VALUES: dict[str, tuple[str, ...]] = {
    "accept": (), "reject": (), "relabel": ("label",), "resize": ("start", "end"), "number": ("number",),
    "attribute": ("name", "on"), "comment": ("tag", "text"), "merge": ("label", "from", "to"),
    "status": ("status",), "document_comment": ("text",), "confirm": (), "add": ("start", "end", "label"),
    "assign": ("reviewers",),
}
#: the values an action may take besides
_OPTIONAL: dict[str, tuple[str, ...]] = {"confirm": ("note",), "add": ("number", "attributes")}


def describe_span(state: EssayState, span: Span) -> str:
    """A span in words: 'Borlänge' (city 1)."""
    number = f" {span.number}" if span.number is not None else ""
    return f"'{state.essay.text[span.start:span.end]}' ({span.label}{number})"


def _plain(value: Any, what: str, limit: int) -> str:
    if not isinstance(value, str) or not value.strip():
        raise StoreError(f"{what} is empty or not text")
    if len(value) > limit:
        raise StoreError(f"{what} is longer than {limit} characters")
    if any(unicodedata.category(c) in ("Cc", "Cf") for c in value):
        raise StoreError(f"{what} holds control or invisible characters")
    return value


def check_reviewer(name: Any) -> str:
    """A reviewer name: plain text of at most 100 characters."""
    return _plain(name, "the reviewer name", MAX_NAME).strip()


def check_text(value: Any, what: str) -> str:
    """Plain text of at most MAX_TEXT characters (a reason, a note)."""
    return _plain(value, what, MAX_TEXT).strip()


def _whole(value: Any, what: str, low: int, high: int) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise StoreError(f"{what} must be a whole number from {low} to {high}, not {value!r}")
    return value


def _label(value: Any, where: str) -> str:
    if not isinstance(value, str) or not taxonomy.is_label(value):
        raise StoreError(f"{where}: unknown label {value!r}")
    return value


def check_span(essay: Essay, start: Any, end: Any, label: Any, where: str) -> None:
    """Offsets inside the text and a taxonomy label."""
    _label(label, where)
    if not (isinstance(start, int) and isinstance(end, int) and not isinstance(start, bool)
            and not isinstance(end, bool) and 0 <= start < end <= len(essay.text)):
        raise StoreError(f"{where}: [{start}, {end}) is not a stretch of the text (0-{len(essay.text)})")


def _not_blank(essay: Essay, start: int, end: int, where: str) -> None:
    """A reviewer's span marks some text: one of white space alone would be replaced by a surrogate glued to
    the words around it."""
    if not essay.text[start:end].strip():
        raise StoreError(f"{where}: [{start}, {end}) is only white space; a span marks a word or more")


#: spans known to render, by what an operator's refusal depends on (see check_renderable)
_RENDERS: set[tuple[Any, ...]] = set()
_RENDERS_MAX = 200_000


def check_renderable(essay: Essay, span: Span, where: str | Callable[[], str]) -> None:
    """The release can render this span in every mode that can refuse one (swell, hips). An operator refuses a
    span for its label and its own text (a year without digits), never for the text around it, so a span
    that rendered once is known to render wherever the same value stands with the same label and attributes
    in an essay of the same language: a bulk decision over 500 occurrences renders each value once. Nor for
    its running number: the span is rendered alone, where the number only keys the surrogate drawn (an empty
    state: no other mention to follow) and is written into strings (A-stad, [CITY-2], username2), so it is
    left out of what is remembered (a bulk accept of one value with 7 numbers in 6 labels: 88 renders, 26-32
    ms, now 12; tests/store/test_renderable.py renders every label with numbers from none to 1,000,000).
    ``where``: what a refusal's message starts with, or a function making it (made only for a refusal)."""
    from workbench.pseudonymize.render import render_essay

    known = (essay.language, span.label, essay.text[span.start:span.end], span.attributes)
    if known in _RENDERS:
        return
    lone = Essay(essay.id, essay.learner_id, essay.text, essay.language)
    for mode in ("swell", "hips"):
        try:
            render_essay(lone, [span], mode=mode, seed=0)
        except ValueError as e:
            reason = str(e).split(": ", 2)[-1]
            raise StoreError(f"{where() if callable(where) else where}: {span.label} cannot be rendered there "
                             f"({reason})") from None
    if len(_RENDERS) >= _RENDERS_MAX:
        _RENDERS.clear()
    _RENDERS.add(known)


def _check_assign(state: EssayState, reviewers: Any, where: str) -> None:
    """Two or more distinct reviewers in all, none assigned already, and nothing decided in the shared state
    yet (a blind review starts from the candidates)."""
    if not isinstance(reviewers, list) or not reviewers:
        raise StoreError(f"{where}: assign takes a list of reviewer names")
    names = [check_reviewer(r) for r in reviewers]
    if len(set(names)) != len(names) or names != reviewers:
        raise StoreError(f"{where}: each reviewer is named once, without surrounding spaces")
    again = [r for r in names if r in state.blind]
    if again:
        raise StoreError(f"{where}: already assigned to {', '.join(again)}")
    if len(state.blind) + len(names) < 2:
        raise StoreError(f"{where}: a blind review needs two or more reviewers")
    decided = sum(s.resolved for s in state.spans.values())
    if decided or state.status in ("reviewed", "signed off"):
        raise StoreError(f"{where}: its shared state already holds decisions ({decided} span(s) decided, status "
                         f"{state.status}); a blind review starts from the candidates, so assign essays before "
                         "they are reviewed")


def check_edit(state: EssayState, edit: Edit) -> None:
    """Refuse an edit that is not well formed for its action, or that names a span the essay lacks."""
    action, value = edit.action, edit.value
    where = f"essay {state.essay.id}"
    if action not in EDIT_ACTIONS:
        raise StoreError(f"{where}: unknown action {action!r}; known: {', '.join(EDIT_ACTIONS)}")
    if not isinstance(value, dict):
        raise StoreError(f"{where}: the values of {action} must be a mapping")
    wanted = _VALUES[action]
    missing = [k for k in wanted if k not in value]
    extra = sorted(set(value) - set(wanted) - set(_OPTIONAL.get(action, ())))
    if missing or extra:
        raise StoreError(f"{where}: {action} takes {', '.join(wanted) or 'no value'}"
                         + (f"; missing {', '.join(missing)}" if missing else "")
                         + (f"; unknown {', '.join(map(str, extra))}" if extra else ""))
    waiting = [r for r, b in state.blind.items() if b.status != "reviewed"]
    if waiting and action not in ("assign", "confirm"):  # the shared state of an essay under blind review
        raise StoreError(f"{where} is under blind review by {', '.join(state.blind)} and {', '.join(waiting)} "
                         "did not finish yet: its shared state is adjudicated once every blind review is done")
    if action in SPAN_ACTIONS:
        if edit.span_id is None or edit.span_id not in state.spans:
            raise StoreError(f"{where}: no span {edit.span_id!r} (it may have been undone); reload the essay")
        if action in ("accept", "reject"):
            return  # nothing more to check (a bulk accept: 500 spans described for no message)
        target = state.spans[edit.span_id]
        where = f"{where}, span {describe_span(state, target.span)}"
    elif edit.span_id is not None:
        raise StoreError(f"{where}: {action} {'brings a new span in' if action == 'add' else 'acts on the essay'}"
                         ", not on a span")
    if action == "relabel":
        _label(value["label"], where)
    elif action == "resize":
        check_span(state.essay, value["start"], value["end"], target.span.label, where)
        _not_blank(state.essay, value["start"], value["end"], where)
    elif action == "number":
        _whole(value["number"], f"{where}: a running number", 1, MAX_NUMBER)
    elif action == "attribute":
        _plain(value["name"], f"{where}: the attribute name", MAX_NAME)
        if not isinstance(value["on"], bool):
            raise StoreError(f"{where}: an attribute is switched on or off (true or false)")
    elif action == "comment":
        if value["tag"] not in COMMENT_TAGS:
            raise StoreError(f"{where}: a comment's tag is one of {', '.join(COMMENT_TAGS)}")
        _plain(value["text"], f"{where}: the comment", MAX_TEXT)
    elif action == "merge":
        _label(value["label"], where)
        _whole(value["from"], f"{where}: merge from", 1, MAX_NUMBER)
        _whole(value["to"], f"{where}: merge to", 1, MAX_NUMBER)
    elif action == "add":
        check_span(state.essay, value["start"], value["end"], value["label"], where)
        _not_blank(state.essay, value["start"], value["end"], where)
        if value.get("number") is not None:
            _whole(value["number"], f"{where}: a running number", 1, MAX_NUMBER)
        attrs = value.get("attributes", [])
        if not isinstance(attrs, list):
            raise StoreError(f"{where}: the attributes of an added span are a list")
        for a in attrs:
            _plain(a, f"{where}: an attribute name", MAX_NAME)
    elif action == "assign":
        _check_assign(state, value["reviewers"], where)
    elif action == "status":
        if value["status"] not in STATUSES or value["status"] == "signed off":
            raise StoreError(f"{where}: a status is one of {', '.join(STATUSES[:-1])} (sign-off sets the last)")
        still = sum(not s.resolved for s in state.spans.values())
        if value["status"] == "reviewed" and still:
            raise StoreError(f"{where}: {still} span(s) are still open; decide them before marking it reviewed")

    elif action == "document_comment":
        if not isinstance(value["text"], str) or len(value["text"]) > MAX_TEXT:
            raise StoreError(f"{where}: a document comment is text of at most {MAX_TEXT} characters")
    elif action == "confirm" and "note" in value and not isinstance(value["note"], str):
        raise StoreError(f"{where}: a confirmation's note is text")
