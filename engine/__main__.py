"""``python -m engine``: the same as the ``tabletop`` command (the app, or a headless tool).

It is also the standalone build's entry point (tools/tabletop.spec), where the AI's worker
process starts this same program again: ``freeze_support`` turns that start into the worker
(and does nothing when run by Python).
"""

import multiprocessing
import sys

from engine.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
