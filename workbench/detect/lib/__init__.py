"""Helpers the detectors of every language share: the gazetteer look-up (gazetteer.py), context words
(context.py), numbers, months and trigger words (numbers.py), whole-word search (wholeword.py), anchored
scans (scan.py), names of places after 'heter' (thing_name.py). No detector here."""
