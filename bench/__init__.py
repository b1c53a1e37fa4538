"""The benchmark (issue 6, item 3): ``python bench/run.py`` prints the tables and writes bench/results.md.

Modules: corpus (the sample corpus repeated), throughput (essays/s, ms per essay, peak memory, one process
per measurement), presidio_baseline + blank_engine (Presidio offline over blank spaCy pipelines and our
word lists), datasets (readers for ../shared/data), accuracy + accuracy_suite (both systems side by side
through workbench.evaluate), report (markdown), run (the one command).
"""
