"""Detectors for essays in every language, one a file; what differs between languages they ask of the
essay's language pack (``doc.pack``: workbench/detect/sv/, workbench/detect/en/)."""
