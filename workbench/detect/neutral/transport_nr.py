"""Line numbers of public transport (guidelines 003, 4): only the number, after "buss", "bussen",
"linje", "spårvagn", "tåg", "tunnelbana", "bus", "line", "tram", "route" ("buss 528", "linje 3",
"bus number 42"), before "bus"/"tram" ("the 42 bus"), and "tar 4:an". Every rule is a row of
resources/number_patterns.tsv (detector transport_nr): the table-driven pattern detector runs them.
"""

from __future__ import annotations

from workbench.detect.base import register
from workbench.detect.neutral.patterns import PatternDetector

__all__ = ["TransportNrDetector"]


@register
class TransportNrDetector(PatternDetector):
    """``transport_nr``: the number of a bus, tram, train or metro line."""

    name = "transport_nr"
