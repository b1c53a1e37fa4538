"""Detection: one declared pipeline (pipeline.cfg) of registered steps over every essay.

``detect_corpus`` and ``detect_essay`` run it (workbench/detect/pipeline.py); the steps are in
workbench/detect/steps/, the detectors that the step "candidates" runs are registered through
workbench/detect/base.py. ``candidates`` gives every raw span of a parsed essay.
"""

from __future__ import annotations

from workbench.detect.base import Detector, candidates, detectors_for, register
from workbench.detect.pipeline import Detection, detect_corpus, detect_essay

__all__ = ["Detection", "Detector", "candidates", "detect_corpus", "detect_essay", "detectors_for", "register"]
