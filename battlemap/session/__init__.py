"""The running encounter: commands with do/undo on one stack, and what-changed records."""

from battlemap.session.changes import Aspect, Change
from battlemap.session.command_stack import Command, CommandStack
from battlemap.session.encounter_session import EncounterSession

__all__ = ["Aspect", "Change", "Command", "CommandStack", "EncounterSession"]
