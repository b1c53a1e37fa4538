"""The forum XML format, read with line numbers and written back with its structure unchanged.

::

    <?xml version="1.0" encoding="UTF-8"?>
    <corpus>
      <thread id="t1" title="Course start">            (title optional, pseudonymized)
        <message id="m1" author="mdupont" recipients="jsmith;tutor1" timestamp="2024-03-01T10:32">
          <subject>Hello Marie</subject>                (optional, pseudonymized)
          <body>Hello all! ... </body>                  (plain text, no child elements)
        </message>
      </thread>
    </corpus>

``author`` and ``recipients`` (separated by ``;`` or ``,``) hold participant ids or logins. Further
attributes are kept as they are. A DTD or entity declaration is refused (the file is trusted, but no
entity expansion is ever wanted), as are unknown elements, so no message is dropped unseen. Texts, titles
and headers are normalised on reading (workbench.normalize: NFC, invisible characters removed).
"""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.parsers import expat

from workbench.forum.model import ForumCorpus, Message
from workbench.io.errors import InputError
from workbench.io.essay_text import EssayTexts
from workbench.normalize import normalize

__all__ = ["read_xml", "split_recipients", "write_xml"]


def split_recipients(value: str) -> tuple[tuple[str, ...], str]:
    """(recipients, separator) of a recipients string: split on ``;`` or else ``,``."""
    sep = ";" if ";" in value else ","
    return tuple(normalize(r.strip()).text for r in value.split(sep) if r.strip()), sep


def _parse(path: Path) -> tuple[ET.Element, dict[int, int]]:
    """The root element and the line of every element (by id())."""
    builder = ET.TreeBuilder()
    lines: dict[int, int] = {}
    parser = expat.ParserCreate("utf-8")

    def start(tag: str, attrs: dict[str, str]) -> None:
        lines[id(builder.start(tag, attrs))] = parser.CurrentLineNumber

    def refuse(*_args: object) -> None:
        raise InputError("DTDs and entity declarations are not allowed", path, parser.CurrentLineNumber)

    parser.StartElementHandler = start
    parser.EndElementHandler = builder.end
    parser.CharacterDataHandler = builder.data
    parser.StartDoctypeDeclHandler = refuse
    parser.EntityDeclHandler = refuse
    try:
        parser.Parse(path.read_bytes(), True)
    except expat.ExpatError as e:
        raise InputError(
            f"not well-formed XML ({expat.ErrorString(e.code)}, column {e.offset})", path, e.lineno
        ) from None
    return builder.close(), lines


def _text_of(el: ET.Element, path: Path, line: int) -> str:
    if len(el):
        raise InputError(f"<{el.tag}> must hold plain text, found a child element <{el[0].tag}>", path, line)
    return el.text or ""


def read_xml(path: str | Path) -> ForumCorpus:
    """Read a forum XML file (see the module doc); InputError names the file and line of bad input."""
    path = Path(path)
    root, lines = _parse(path)
    if root.tag != "corpus":
        raise InputError(f"the root element is <{root.tag}>, expected <corpus>", path, 1)
    messages: list[Message] = []
    titles: dict[str, str] = {}
    seen: dict[str, int] = {}
    texts = EssayTexts(path, noun="message")
    for thread in root:
        tline = lines[id(thread)]
        if thread.tag != "thread" or not thread.get("id"):
            raise InputError(
                f"expected <thread id=...>, found <{thread.tag}> without it or another element", path, tline
            )
        tid = thread.get("id", "")
        if tid in titles:
            raise InputError(f"thread id {tid!r} occurs twice", path, tline)
        titles[tid] = normalize(thread.get("title", "")).text
        for el in thread:
            line = lines[id(el)]
            if el.tag != "message":
                raise InputError(f"unexpected element <{el.tag}> in thread {tid!r}", path, line)
            mid, author = el.get("id", ""), normalize(el.get("author", "")).text
            if not mid or not author:
                raise InputError(f"<message> needs 'id' and 'author' attributes (thread {tid!r})", path, line)
            if mid in seen:
                raise InputError(f"message id {mid!r} occurs twice (first on line {seen[mid]})", path, line)
            seen[mid] = line
            parts = {child.tag: child for child in el}
            unknown = [c.tag for c in el if c.tag not in ("subject", "body")]
            if unknown or len(parts) != len(el) or "body" not in parts:
                raise InputError(
                    f"message {mid!r} needs one <body> and at most one <subject>, nothing else", path, line
                )
            recipients, sep = split_recipients(el.get("recipients", ""))
            messages.append(
                Message(
                    mid,
                    tid,
                    author,
                    recipients,
                    el.get("timestamp", ""),
                    texts(_text_of(parts["body"], path, line), line).text,
                    texts(_text_of(parts["subject"], path, line), line).text if "subject" in parts else "",
                    f"{path}:{line}",
                    sep,
                )
            )
    return ForumCorpus(messages, "xml", path, titles, ET.ElementTree(root), texts.notes())


def write_xml(corpus: ForumCorpus, path: str | Path) -> Path:
    """Write ``corpus`` (read by read_xml, messages changed) into ``path``: the same element tree, with
    the new headers, subjects, bodies and thread titles."""
    tree = copy.deepcopy(corpus.raw)
    root = tree.getroot()
    elements = [el for thread in root for el in thread]
    if len(elements) != len(corpus.messages):
        raise ValueError(f"{len(corpus.messages)} messages for {len(elements)} <message> elements")
    for thread in root:
        if thread.get("title"):
            thread.set("title", corpus.thread_titles[thread.get("id", "")])
    for el, m in zip(elements, corpus.messages, strict=True):
        el.set("author", m.author)
        if el.get("recipients") is not None:
            el.set("recipients", m.recipient_sep.join(m.recipients))
        for child in el:
            child.text = m.body if child.tag == "body" else m.subject
    path = Path(path)
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return path
