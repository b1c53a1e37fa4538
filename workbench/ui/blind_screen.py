"""A reviewer's blind review: the essay screen over the essays assigned to them (ReviewStore.assign), where
they see the candidates and their own decisions only. Its progress bar counts the essays they marked reviewed.
"""

from __future__ import annotations

import ipywidgets as w

from workbench.store import ReviewStore, StoreError
from workbench.ui.essay_screen import EssayScreen

__all__ = ["BlindScreen", "blind_screen"]


class BlindScreen(EssayScreen):
    """The essay screen over ``reviewer``'s assigned essays."""

    def __init__(self, store: ReviewStore, reviewer: str) -> None:
        ids = store.assigned_to(reviewer)
        if not ids:
            raise StoreError(f"no essay is assigned to {reviewer!r} for blind review (workbench review assign)")
        super().__init__(store, reviewer, essay_ids=ids)

    def _progress(self) -> tuple[int, str]:
        """The assigned essays this reviewer marked reviewed (one aggregate query), and the counts line."""
        reviewed = self.store.blind_counts(self.reviewer)[1]
        return reviewed, (f"<small>your blind review: <b>{reviewed}</b> of {len(self.essay_ids)} assigned essays "
                          "reviewed</small>")


def blind_screen() -> w.Widget:
    """The blind review of WORKBENCH_REVIEWER in WORKBENCH_DB (notebooks/blind.ipynb)."""
    from workbench.ui.app import _guard, _reviewer, _warmed, store_from_env

    return _warmed(_guard(lambda: BlindScreen(store_from_env(), _reviewer()).widget))
