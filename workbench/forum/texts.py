"""The texts of a released forum file, as the leak check sees them: (text id, learner, text).

The ids and learners are those ``apply_table`` gives the texts it renders: ``<message id>#subject`` and
``#body`` of the author (in a release the author header is the author's mask, which is the learner id),
``thread:<thread id>#title`` of the thread's first author (``thread`` when it has no message).
"""

from __future__ import annotations

from workbench.forum.model import TEXT_FIELDS, ForumCorpus

__all__ = ["released_texts"]


def released_texts(corpus: ForumCorpus) -> list[tuple[str, str, str]]:
    """(text id, learner id, text) of every non-blank title, subject and body of a released corpus."""
    first: dict[str, str] = {}
    for m in corpus.messages:
        first.setdefault(m.thread, m.author)
    out = [(f"thread:{tid}#title", first.get(tid, "thread"), title)
           for tid, title in corpus.thread_titles.items() if title.strip()]
    out += [(f"{m.id}#{name}", m.author, getattr(m, name)) for m in corpus.messages for name in TEXT_FIELDS
            if getattr(m, name).strip()]
    return out
