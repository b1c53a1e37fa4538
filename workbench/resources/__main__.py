"""``python -m workbench.resources build [OUT_DIR]``: rebuild the word lists in resources/."""

from workbench.resources.build import main

raise SystemExit(main())
