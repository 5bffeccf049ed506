"""Tabletop: what the five games share (contract, saves, AI, command line, UI)."""

__version__ = "0.1.0"
