from __future__ import annotations

import re
from collections import Counter

from workbench.ui.plots import POINTS, label_bars, plots_html, reviewed_line


def test_bars_show_the_most_frequent_labels_with_their_counts() -> None:
    out = label_bars(Counter({"city": 20_000, "firstname_male": 5_000, "<b>": 1}), top=2)
    assert "city" in out and "20,000" in out and "firstname_male" in out and "&lt;b&gt;" not in out
    assert "width:300px'></div>" in out and "width:75px'></div>" in out  # bars in proportion
    assert "no flags" in label_bars(Counter())


def test_the_line_of_essays_reviewed_has_a_bounded_number_of_corners() -> None:
    times = [1_700_000_000.0 + 3 * k for k in range(20_000)]
    out = reviewed_line(times, 20_000, 20_000)
    path = re.search(r"<path d='([^']+)'", out).group(1)
    assert path.count("V") <= POINTS and "20,000</text>" in out and "(20,000/20,000)" in out
    assert "none reviewed yet" in reviewed_line([], 0, 5)
    one = plots_html(Counter({"city": 1}), [1_700_000_000.0], 1, 3)
    assert "(1/3)" in one and "<path" in one
