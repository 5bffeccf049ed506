"""Tabletop: the app, or a headless tool (see `python main.py --help`)."""

import sys

from engine.cli import main

if __name__ == "__main__":
    sys.exit(main())
