"""The character diff the SweLL editor aligns with: ``diff_main`` of diff-match-patch 1.0.4 (the npm build
the editor depends on), ported line for line so the alignment comes out exactly as the editor's.

Ported from diff-match-patch 1.0.4 (Copyright 2018 The diff-match-patch Authors, Apache License 2.0,
github.com/google/diff-match-patch): diff_main and what it calls (common prefix/suffix, half match, line
mode, bisect, cleanupMerge, cleanupSemantic and cleanupSemanticLossless). Later releases (the PyPI
``diff-match-patch``) differ in a few places, so that package would not give the editor's result.

Strings are sequences of UTF-16 code units, as in JavaScript; the editor's alignment only ever diffs strings
of code points below U+D800, where the two agree. As in the editor, a diff gives up after
``TIMEOUT`` seconds (then the rest of that piece is one deletion and one insertion); the editor's own code
runs faster, so on texts with thousands of scattered changes the two may give up at different points.
"""

from __future__ import annotations

import re
import time

__all__ = ["DELETE", "EQUAL", "INSERT", "TIMEOUT", "diff_main"]

DELETE, INSERT, EQUAL = -1, 1, 0
TIMEOUT = 1.0  # diff_match_patch.Diff_Timeout

Diffs = list[list]  # [[op, text], ...], mutable like the JavaScript arrays

# JavaScript's /\s/ (not Python's str.isspace, which differs, e.g. on U+0085)
_WS = "\t\n\x0b\x0c\r \xa0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a" \
      "\u2028\u2029\u202f\u205f\u3000\ufeff"
_NON_ALNUM = re.compile(r"[^a-zA-Z0-9]")
_BLANK_END = re.compile(r"\n\r?\n\Z")
_BLANK_START = re.compile(r"\A\r?\n\r?\n")


def diff_main(text1: str, text2: str, checklines: bool = True, deadline: float | None = None) -> Diffs:
    """The differences between two texts: [[op, text], ...] with op DELETE, INSERT or EQUAL."""
    if deadline is None:
        deadline = time.monotonic() + TIMEOUT
    if text1 == text2:
        return [[EQUAL, text1]] if text1 else []
    n = _common_prefix(text1, text2)
    prefix, text1, text2 = text1[:n], text1[n:], text2[n:]
    n = _common_suffix(text1, text2)
    suffix = text1[len(text1) - n:]
    text1, text2 = text1[: len(text1) - n], text2[: len(text2) - n]
    diffs = _compute(text1, text2, checklines, deadline)
    if prefix:
        diffs.insert(0, [EQUAL, prefix])
    if suffix:
        diffs.append([EQUAL, suffix])
    _cleanup_merge(diffs)
    return diffs


def _compute(text1: str, text2: str, checklines: bool, deadline: float) -> Diffs:
    if not text1:
        return [[INSERT, text2]]
    if not text2:
        return [[DELETE, text1]]
    longtext, shorttext = (text1, text2) if len(text1) > len(text2) else (text2, text1)
    i = longtext.find(shorttext)
    if i != -1:
        op = DELETE if len(text1) > len(text2) else INSERT
        return [[op, longtext[:i]], [EQUAL, shorttext], [op, longtext[i + len(shorttext):]]]
    if len(shorttext) == 1:
        return [[DELETE, text1], [INSERT, text2]]
    hm = _half_match(text1, text2)
    if hm:
        text1_a, text1_b, text2_a, text2_b, mid_common = hm
        return (diff_main(text1_a, text2_a, checklines, deadline) + [[EQUAL, mid_common]]
                + diff_main(text1_b, text2_b, checklines, deadline))
    if checklines and len(text1) > 100 and len(text2) > 100:
        return _line_mode(text1, text2, deadline)
    return _bisect(text1, text2, deadline)


def _line_mode(text1: str, text2: str, deadline: float) -> Diffs:
    chars1, chars2, lines = _lines_to_chars(text1, text2)
    diffs = diff_main(chars1, chars2, False, deadline)
    for d in diffs:
        d[1] = "".join(lines[ord(c)] for c in d[1])
    _cleanup_semantic(diffs)
    diffs.append([EQUAL, ""])
    pointer = count_delete = count_insert = 0
    text_delete = text_insert = ""
    while pointer < len(diffs):
        op = diffs[pointer][0]
        if op == INSERT:
            count_insert += 1
            text_insert += diffs[pointer][1]
        elif op == DELETE:
            count_delete += 1
            text_delete += diffs[pointer][1]
        else:
            if count_delete >= 1 and count_insert >= 1:
                start = pointer - count_delete - count_insert
                sub = diff_main(text_delete, text_insert, False, deadline)
                diffs[start:pointer] = sub
                pointer = start + len(sub)
            count_insert = count_delete = 0
            text_delete = text_insert = ""
        pointer += 1
    diffs.pop()
    return diffs


def _lines_to_chars(text1: str, text2: str) -> tuple[str, str, list[str]]:
    lines = [""]
    index: dict[str, int] = {}

    def munge(text: str) -> str:
        chars = []
        start = 0
        end = -1
        while end < len(text) - 1:
            end = text.find("\n", start)
            if end == -1:
                end = len(text) - 1
            line = text[start : end + 1]
            start = end + 1
            if line not in index:
                index[line] = len(lines)
                lines.append(line)
            chars.append(chr(index[line] & 0xFFFF))
        return "".join(chars)

    return munge(text1), munge(text2), lines


def _bisect(text1: str, text2: str, deadline: float) -> Diffs:
    len1, len2 = len(text1), len(text2)
    max_d = (len1 + len2 + 1) // 2
    v_offset = max_d
    v_length = 2 * max_d
    v1 = [-1] * v_length
    v2 = [-1] * v_length
    v1[v_offset + 1] = 0
    v2[v_offset + 1] = 0
    delta = len1 - len2
    front = delta % 2 != 0
    k1start = k1end = k2start = k2end = 0
    for d in range(max_d):
        if time.monotonic() > deadline:
            break
        for k1 in range(-d + k1start, d - k1end + 1, 2):
            k1_offset = v_offset + k1
            if k1 == -d or (k1 != d and v1[k1_offset - 1] < v1[k1_offset + 1]):
                x1 = v1[k1_offset + 1]
            else:
                x1 = v1[k1_offset - 1] + 1
            y1 = x1 - k1
            while x1 < len1 and y1 < len2 and text1[x1] == text2[y1]:
                x1 += 1
                y1 += 1
            v1[k1_offset] = x1
            if x1 > len1:
                k1end += 2
            elif y1 > len2:
                k1start += 2
            elif front:
                k2_offset = v_offset + delta - k1
                if 0 <= k2_offset < v_length and v2[k2_offset] != -1 and x1 >= len1 - v2[k2_offset]:
                    return _bisect_split(text1, text2, x1, y1, deadline)
        for k2 in range(-d + k2start, d - k2end + 1, 2):
            k2_offset = v_offset + k2
            if k2 == -d or (k2 != d and v2[k2_offset - 1] < v2[k2_offset + 1]):
                x2 = v2[k2_offset + 1]
            else:
                x2 = v2[k2_offset - 1] + 1
            y2 = x2 - k2
            while x2 < len1 and y2 < len2 and text1[len1 - x2 - 1] == text2[len2 - y2 - 1]:
                x2 += 1
                y2 += 1
            v2[k2_offset] = x2
            if x2 > len1:
                k2end += 2
            elif y2 > len2:
                k2start += 2
            elif not front:
                k1_offset = v_offset + delta - k2
                if 0 <= k1_offset < v_length and v1[k1_offset] != -1:
                    x1 = v1[k1_offset]
                    y1 = v_offset + x1 - k1_offset
                    if x1 >= len1 - x2:
                        return _bisect_split(text1, text2, x1, y1, deadline)
    return [[DELETE, text1], [INSERT, text2]]


def _bisect_split(text1: str, text2: str, x: int, y: int, deadline: float) -> Diffs:
    return diff_main(text1[:x], text2[:y], False, deadline) + diff_main(text1[x:], text2[y:], False, deadline)


def _common_prefix(text1: str, text2: str) -> int:
    if not text1 or not text2 or text1[0] != text2[0]:
        return 0
    n = min(len(text1), len(text2))
    for i in range(n):
        if text1[i] != text2[i]:
            return i
    return n


def _common_suffix(text1: str, text2: str) -> int:
    if not text1 or not text2 or text1[-1] != text2[-1]:
        return 0
    n = min(len(text1), len(text2))
    for i in range(1, n + 1):
        if text1[-i] != text2[-i]:
            return i - 1
    return n


def _common_overlap(text1: str, text2: str) -> int:
    len1, len2 = len(text1), len(text2)
    if len1 == 0 or len2 == 0:
        return 0
    if len1 > len2:
        text1 = text1[len1 - len2:]
    elif len1 < len2:
        text2 = text2[:len1]
    n = min(len1, len2)
    if text1 == text2:
        return n
    best = 0
    length = 1
    while True:
        found = text2.find(text1[max(0, n - length):])  # JavaScript's substring clamps at 0
        if found == -1:
            return best
        length += found
        if found == 0 or text1[max(0, n - length):] == text2[:length]:
            best = length
            length += 1


def _half_match(text1: str, text2: str) -> list[str] | None:
    longtext, shorttext = (text1, text2) if len(text1) > len(text2) else (text2, text1)
    if len(longtext) < 4 or len(shorttext) * 2 < len(longtext):
        return None

    def half_match_at(i: int) -> list[str] | None:
        seed = longtext[i : i + len(longtext) // 4]
        best_common = ""
        best: list[str] = []
        j = shorttext.find(seed)
        while j != -1:
            prefix = _common_prefix(longtext[i:], shorttext[j:])
            suffix = _common_suffix(longtext[:i], shorttext[:j])
            if len(best_common) < suffix + prefix:
                best_common = shorttext[j - suffix : j] + shorttext[j : j + prefix]
                best = [longtext[: i - suffix], longtext[i + prefix:], shorttext[: j - suffix],
                        shorttext[j + prefix:]]
            j = shorttext.find(seed, j + 1)
        return best + [best_common] if len(best_common) * 2 >= len(longtext) else None

    hm1 = half_match_at((len(longtext) + 3) // 4)
    hm2 = half_match_at((len(longtext) + 1) // 2)
    if not hm1 and not hm2:
        return None
    if not hm2:
        hm = hm1
    elif not hm1:
        hm = hm2
    else:
        hm = hm1 if len(hm1[4]) > len(hm2[4]) else hm2
    assert hm is not None
    if len(text1) > len(text2):
        return hm
    return [hm[2], hm[3], hm[0], hm[1], hm[4]]


def _cleanup_semantic(diffs: Diffs) -> None:
    changes = False
    equalities: list[int] = []
    last_equality: str | None = None
    pointer = 0
    ins1 = del1 = ins2 = del2 = 0
    while pointer < len(diffs):
        if diffs[pointer][0] == EQUAL:
            equalities.append(pointer)
            ins1, del1, ins2, del2 = ins2, del2, 0, 0
            last_equality = diffs[pointer][1]
        else:
            if diffs[pointer][0] == INSERT:
                ins2 += len(diffs[pointer][1])
            else:
                del2 += len(diffs[pointer][1])
            if last_equality and len(last_equality) <= max(ins1, del1) \
                    and len(last_equality) <= max(ins2, del2):
                diffs.insert(equalities[-1], [DELETE, last_equality])
                diffs[equalities[-1] + 1][0] = INSERT
                equalities.pop()
                if equalities:
                    equalities.pop()
                pointer = equalities[-1] if equalities else -1
                ins1 = del1 = ins2 = del2 = 0
                last_equality = None
                changes = True
        pointer += 1
    if changes:
        _cleanup_merge(diffs)
    _cleanup_semantic_lossless(diffs)
    pointer = 1
    while pointer < len(diffs):
        if diffs[pointer - 1][0] == DELETE and diffs[pointer][0] == INSERT:
            deletion, insertion = diffs[pointer - 1][1], diffs[pointer][1]
            overlap1 = _common_overlap(deletion, insertion)
            overlap2 = _common_overlap(insertion, deletion)
            if overlap1 >= overlap2:
                if overlap1 >= len(deletion) / 2 or overlap1 >= len(insertion) / 2:
                    diffs.insert(pointer, [EQUAL, insertion[:overlap1]])
                    diffs[pointer - 1][1] = deletion[: len(deletion) - overlap1]
                    diffs[pointer + 1][1] = insertion[overlap1:]
                    pointer += 1
            elif overlap2 >= len(deletion) / 2 or overlap2 >= len(insertion) / 2:
                diffs.insert(pointer, [EQUAL, deletion[:overlap2]])
                diffs[pointer - 1] = [INSERT, insertion[: len(insertion) - overlap2]]
                diffs[pointer + 1] = [DELETE, deletion[overlap2:]]
                pointer += 1
            pointer += 1
        pointer += 1


def _semantic_score(one: str, two: str) -> int:
    if not one or not two:
        return 6
    char1, char2 = one[-1], two[0]
    non_alnum1, non_alnum2 = bool(_NON_ALNUM.match(char1)), bool(_NON_ALNUM.match(char2))
    ws1, ws2 = non_alnum1 and char1 in _WS, non_alnum2 and char2 in _WS
    lb1, lb2 = ws1 and char1 in "\r\n", ws2 and char2 in "\r\n"
    blank1 = lb1 and bool(_BLANK_END.search(one))
    blank2 = lb2 and bool(_BLANK_START.search(two))
    if blank1 or blank2:
        return 5
    if lb1 or lb2:
        return 4
    if non_alnum1 and not ws1 and ws2:
        return 3
    if ws1 or ws2:
        return 2
    if non_alnum1 or non_alnum2:
        return 1
    return 0


def _cleanup_semantic_lossless(diffs: Diffs) -> None:
    pointer = 1
    while pointer < len(diffs) - 1:
        if diffs[pointer - 1][0] == EQUAL and diffs[pointer + 1][0] == EQUAL:
            equality1, edit, equality2 = diffs[pointer - 1][1], diffs[pointer][1], diffs[pointer + 1][1]
            offset = _common_suffix(equality1, edit)
            if offset:
                common = edit[len(edit) - offset:]
                equality1 = equality1[: len(equality1) - offset]
                edit = common + edit[: len(edit) - offset]
                equality2 = common + equality2
            best1, best_edit, best2 = equality1, edit, equality2
            best_score = _semantic_score(equality1, edit) + _semantic_score(edit, equality2)
            while edit[:1] == equality2[:1] and edit:
                equality1 += edit[0]
                edit = edit[1:] + equality2[0]
                equality2 = equality2[1:]
                score = _semantic_score(equality1, edit) + _semantic_score(edit, equality2)
                if score >= best_score:
                    best_score, best1, best_edit, best2 = score, equality1, edit, equality2
            if diffs[pointer - 1][1] != best1:
                if best1:
                    diffs[pointer - 1][1] = best1
                else:
                    del diffs[pointer - 1]
                    pointer -= 1
                diffs[pointer][1] = best_edit
                if best2:
                    diffs[pointer + 1][1] = best2
                else:
                    del diffs[pointer + 1]
                    pointer -= 1
        pointer += 1


def _cleanup_merge(diffs: Diffs) -> None:
    diffs.append([EQUAL, ""])
    pointer = count_delete = count_insert = 0
    text_delete = text_insert = ""
    while pointer < len(diffs):
        op = diffs[pointer][0]
        if op == INSERT:
            count_insert += 1
            text_insert += diffs[pointer][1]
            pointer += 1
        elif op == DELETE:
            count_delete += 1
            text_delete += diffs[pointer][1]
            pointer += 1
        else:
            if count_delete + count_insert > 1:
                if count_delete != 0 and count_insert != 0:
                    n = _common_prefix(text_insert, text_delete)
                    if n != 0:
                        before = pointer - count_delete - count_insert
                        if before > 0 and diffs[before - 1][0] == EQUAL:
                            diffs[before - 1][1] += text_insert[:n]
                        else:
                            diffs.insert(0, [EQUAL, text_insert[:n]])
                            pointer += 1
                        text_insert, text_delete = text_insert[n:], text_delete[n:]
                    n = _common_suffix(text_insert, text_delete)
                    if n != 0:
                        diffs[pointer][1] = text_insert[len(text_insert) - n:] + diffs[pointer][1]
                        text_insert = text_insert[: len(text_insert) - n]
                        text_delete = text_delete[: len(text_delete) - n]
                start = pointer - count_delete - count_insert
                if count_delete == 0:
                    diffs[start:pointer] = [[INSERT, text_insert]]
                elif count_insert == 0:
                    diffs[start:pointer] = [[DELETE, text_delete]]
                else:
                    diffs[start:pointer] = [[DELETE, text_delete], [INSERT, text_insert]]
                pointer = start + (1 if count_delete else 0) + (1 if count_insert else 0) + 1
            elif pointer != 0 and diffs[pointer - 1][0] == EQUAL:
                diffs[pointer - 1][1] += diffs[pointer][1]
                del diffs[pointer]
            else:
                pointer += 1
            count_insert = count_delete = 0
            text_delete = text_insert = ""
    if diffs[-1][1] == "":
        diffs.pop()
    changes = False
    pointer = 1
    while pointer < len(diffs) - 1:
        if diffs[pointer - 1][0] == EQUAL and diffs[pointer + 1][0] == EQUAL:
            prev, cur, nxt = diffs[pointer - 1][1], diffs[pointer][1], diffs[pointer + 1][1]
            if cur[len(cur) - len(prev):] == prev:
                diffs[pointer][1] = prev + cur[: len(cur) - len(prev)]
                diffs[pointer + 1][1] = prev + nxt
                del diffs[pointer - 1]
                changes = True
            elif cur[: len(nxt)] == nxt:
                diffs[pointer - 1][1] += nxt
                diffs[pointer][1] = cur[len(nxt):] + nxt
                del diffs[pointer + 1]
                changes = True
        pointer += 1
    if changes:
        _cleanup_merge(diffs)
