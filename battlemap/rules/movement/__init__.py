"""D&D 3.5 tactical movement: costs, passing, squeezing, the planner (RULES.md §1–5)."""

from battlemap.rules.movement.budget import MoveSoFar

__all__ = ["MoveSoFar"]
