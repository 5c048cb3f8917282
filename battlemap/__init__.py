"""Battlemap: a desktop battle map for game masters with exact D&D 3.5 movement."""

__version__ = "0.1.0"
