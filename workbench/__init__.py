"""Pseudonymization Workbench: find, pseudonymize and review personal information in learner corpora."""

import logging

from workbench import spacy_cli
from workbench.model import Corpus, Essay, Learner, Span

__all__ = ["Corpus", "Essay", "Learner", "Span", "__version__"]
__version__ = "0.1.0"

logging.getLogger(__name__).addHandler(logging.NullHandler())
spacy_cli.defer()  # before anything imports spaCy: its command-line package only when used
