"""Pseudonymization Workbench: find, pseudonymize and review personal information in learner corpora."""

import logging

from workbench.model import Corpus, Essay, Learner, Span

__all__ = ["Corpus", "Essay", "Learner", "Span", "__version__"]
__version__ = "0.1.0"

logging.getLogger(__name__).addHandler(logging.NullHandler())
