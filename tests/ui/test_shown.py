"""Shown starts its screen before the kernel answers a page's request for the widgets' state, once per page
view (workbench.ui.shown)."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pytest
from ipywidgets import Widget

from workbench.ui import shown as shown_module
from workbench.ui.shown import Shown


@pytest.fixture(autouse=True)
def _only_this_tests_screens(monkeypatch: pytest.MonkeyPatch) -> None:
    """The screens other tests built in this process are not started here (a page's kernel holds one)."""
    monkeypatch.setattr(shown_module, "_WAITING", type(shown_module._WAITING)())


class _ControlComm:
    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []

    def send(self, data: dict[str, Any], buffers: Any = None) -> None:
        self.sent.append(data)


def _request_states() -> dict[str, Any]:
    comm = _ControlComm()
    Widget._control_comm = comm
    try:
        Widget._handle_control_comm_msg({"content": {"data": {"method": "request_states"}}})
    finally:
        Widget._control_comm = None
    (reply,) = comm.sent
    return reply


def test_the_screen_starts_before_the_state_reply_and_not_again_on_render() -> None:
    calls: list[str] = []
    title = w.HTML("loading")

    def start() -> None:
        calls.append("start")
        title.value = "essay e1"

    shown = Shown(start, early=True)
    reply = _request_states()
    assert calls == ["start"]
    assert reply["method"] == "update_states"
    assert reply["states"][title.model_id]["state"]["value"] == "essay e1"  # the first drawing shows the essay
    shown._on_msg(shown, {"event": "shown"}, [])  # the same page renders the widget: not started again
    assert calls == ["start"]
    shown._on_msg(shown, {"event": "shown"}, [])  # a front end that renders again without asking: started
    assert calls == ["start", "start"]


def test_a_failing_start_still_answers_and_the_render_tries_again() -> None:
    calls: list[str] = []

    def start() -> None:
        calls.append("start")
        if len(calls) == 1:
            raise RuntimeError("store gone")

    shown = Shown(start, early=True)
    assert _request_states()["method"] == "update_states"
    shown._on_msg(shown, {"event": "shown"}, [])
    assert calls == ["start", "start"]


def test_a_screen_not_early_starts_at_the_render_only() -> None:
    calls: list[str] = []
    shown = Shown(lambda: calls.append("start"))
    _request_states()
    assert calls == []
    shown._on_msg(shown, {"event": "shown"}, [])
    assert calls == ["start"]


def test_other_control_messages_start_nothing() -> None:
    calls: list[str] = []
    Shown(lambda: calls.append("start"), early=True)
    comm = _ControlComm()
    Widget._control_comm = comm
    try:
        try:
            Widget._handle_control_comm_msg({"content": {"data": {"method": "something else"}}})
        except RuntimeError:
            pass  # ipywidgets refuses an unknown method
    finally:
        Widget._control_comm = None
    assert calls == []

