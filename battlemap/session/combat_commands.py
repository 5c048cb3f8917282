"""Every combat step as an undoable command on the one stack (Aspect.COMBAT).

A command appends log entries to `doc.combat` and undo removes them: the log is the
source of truth and the state is `replay(log)`, cached so that a step costs one `apply`.
Steps that roll dice draw them when first done, from the combat's seed and the step's
place in the log, and keep them, so redo gives the very same rolls.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from battlemap.model import combat as m
from battlemap.rules.dice import d20, rng_for
from battlemap.rules.initiative import CombatEngine, IllegalAction, new_combat
from battlemap.rules.text import QT_TRANSLATE_NOOP
from battlemap.session.changes import Aspect, Change
from battlemap.session.command_stack import Command, undo_text

if TYPE_CHECKING:
    from battlemap.model import Encounter

_LABELS = {
    "add": QT_TRANSLATE_NOOP("Commands", "Add to combat"),
    "remove": QT_TRANSLATE_NOOP("Commands", "Remove from combat"),
    "awareness": QT_TRANSLATE_NOOP("Commands", "Set awareness"),
    "pre_contact": QT_TRANSLATE_NOOP("Commands", "Pre-contact round"),
    "roll": QT_TRANSLATE_NOOP("Commands", "Roll initiative"),
    "begin": QT_TRANSLATE_NOOP("Commands", "Begin combat"),
    "next": QT_TRANSLATE_NOOP("Commands", "Next turn"),
    "reroll": QT_TRANSLATE_NOOP("Commands", "Re-roll initiative"),
    "action": QT_TRANSLATE_NOOP("Commands", "Use action"),
    "move": QT_TRANSLATE_NOOP("Commands", "Move"),
    "ready": QT_TRANSLATE_NOOP("Commands", "Ready an action"),
    "trigger": QT_TRANSLATE_NOOP("Commands", "Readied action"),
    "delay": QT_TRANSLATE_NOOP("Commands", "Delay"),
    "act_now": QT_TRANSLATE_NOOP("Commands", "Act now"),
    "attitude": QT_TRANSLATE_NOOP("Commands", "Attitude"),
    "split": QT_TRANSLATE_NOOP("Commands", "Split dice"),
    "spend": QT_TRANSLATE_NOOP("Commands", "Spend dice"),
    "attack": QT_TRANSLATE_NOOP("Commands", "Attack"),
    "end": QT_TRANSLATE_NOOP("Commands", "End combat"),
}


class _StateCache:
    """The states after each prefix of the last log seen, so undo costs nothing."""

    def __init__(self) -> None:
        self._log: m.CombatLog | None = None
        self._header: tuple[object, ...] = ()
        self._entries: list[m.LogEntry] = []
        self._states: list[CombatEngine] = []

    def state(self, log: m.CombatLog) -> CombatEngine:
        header = (log.system, log.options, log.seed)
        if log is not self._log or header != self._header:
            self._log, self._header, self._entries = log, header, []
            self._states = [new_combat(log.system, log.options)]
        n = 0
        common = min(len(self._entries), len(log.entries))
        while n < common and self._entries[n] is log.entries[n]:
            n += 1
        del self._entries[n:]
        del self._states[n + 1 :]
        for entry in log.entries[n:]:
            self._states.append(self._states[-1].apply(entry))
            self._entries.append(entry)
        return self._states[-1]


_CACHE = _StateCache()


def combat_state(doc: Encounter) -> CombatEngine:
    """The state of the encounter's combat (replayed from its log, cached).

    Example:
        >>> from battlemap.model import Encounter
        >>> doc = Encounter()
        >>> StartCombat().do(doc).aspects
        frozenset({<Aspect.COMBAT: 'combat'>})
        >>> combat_state(doc).phase
        <Phase.SETUP: 'setup'>
    """
    if doc.combat is None:
        raise IllegalAction.of(
            QT_TRANSLATE_NOOP("Rules", "No combat in this encounter: start one first")
        )
    return _CACHE.state(doc.combat)


def _mentions(entry: m.LogEntry) -> set[str]:
    ids: set[str] = set()
    for attr in ("combatant", "attacker", "defender"):
        value = getattr(entry, attr, None)
        if isinstance(value, m.CombatantInfo):
            ids.add(value.id)
        elif isinstance(value, str):
            ids.add(value)
    ids.update(r.combatant for r in getattr(entry, "rolls", ()))
    return ids


def _label(entries: list[m.LogEntry]) -> str:
    if not entries:
        return undo_text(QT_TRANSLATE_NOOP("Commands", "Combat"))
    first = entries[0]
    text = undo_text(_LABELS[first.kind])
    who = getattr(first, "combatant", None)
    if isinstance(who, m.CombatantInfo):
        who = who.name
    if not isinstance(who, str):
        return text
    return undo_text(QT_TRANSLATE_NOOP("Commands", "{action}: {name}"), action=text, name=who)


class StartCombat(Command):
    """Start a combat under a system, with these creatures (one undo step).

    The seed is drawn once, when the command is made, so redo is identical.
    """

    def __init__(
        self,
        system: m.CombatSystem = m.CombatSystem.DND35,
        creature_ids: Iterable[str] = (),
        *,
        seed: int | None = None,
        options: m.CombatOptions | None = None,
        potential: Mapping[str, int] | None = None,
    ) -> None:
        self.system = system
        self.creature_ids = tuple(creature_ids)
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**31)
        self.options = options if options is not None else m.CombatOptions()
        self.potential = dict(potential or {})
        self._previous: m.CombatLog | None = None
        self.label = undo_text(QT_TRANSLATE_NOOP("Commands", "Start combat"))

    def do(self, doc: Encounter) -> Change:
        log = m.CombatLog(system=self.system, seed=self.seed, options=self.options)
        for cid in self.creature_ids:
            extra = {"potential": self.potential[cid]} if cid in self.potential else {}
            info = m.CombatantInfo.of(doc.creature(cid), **extra)
            log.entries.append(m.AddCombatant(combatant=info))
        _CACHE.state(log)  # refuses an illegal start before anything changes
        self._previous = doc.combat
        doc.combat = log
        return Change.of(Aspect.COMBAT, creature_ids=set(self.creature_ids))

    def undo(self, doc: Encounter) -> Change:
        doc.combat = self._previous
        return Change.of(Aspect.COMBAT, creature_ids=set(self.creature_ids))


class CombatStep(Command):
    """Append one or more prepared log entries as one undo step.

    Example:
        >>> from battlemap.model import Encounter
        >>> from battlemap.session import CommandStack
        >>> stack = CommandStack(Encounter())
        >>> _ = stack.push(StartCombat(seed=1))
        >>> info = m.CombatantInfo(id="orc", name="Orc")
        >>> _ = stack.push(CombatStep(m.AddCombatant(combatant=info)))
        >>> combat_state(stack.doc).combatant_ids, stack.undo_label
        (('orc',), 'Add to combat: Orc')
    """

    def __init__(self, *entries: m.LogEntry, label: str | None = None) -> None:
        self._entries: list[m.LogEntry] | None = list(entries) if entries else None
        self._fixed_label = label
        self.label = label or _label(list(entries))

    def build(self, doc: Encounter, state: CombatEngine) -> list[m.LogEntry]:
        """The entries to append; subclasses that roll dice make them here."""
        raise NotImplementedError

    def do(self, doc: Encounter) -> Change:
        state = before = combat_state(doc)
        if self._entries is None:
            self._entries = self.build(doc, state)
            self.label = self._fixed_label or _label(self._entries)
        for entry in self._entries:
            state = state.apply(entry)  # raises before the log changes
        assert doc.combat is not None
        doc.combat.entries.extend(self._entries)
        return self._change(before, combat_state(doc))

    def undo(self, doc: Encounter) -> Change:
        assert doc.combat is not None
        assert self._entries is not None
        before = combat_state(doc)
        del doc.combat.entries[-len(self._entries) :]
        return self._change(before, combat_state(doc))

    def _change(self, a: CombatEngine, b: CombatEngine) -> Change:
        ids = set(a.active) | set(b.active)
        for entry in self._entries or ():
            ids |= _mentions(entry)
        return Change.of(Aspect.COMBAT, creature_ids=ids)


def make_rolls(
    doc: Encounter,
    state: CombatEngine,
    ids: Iterable[str],
    typed: Mapping[str, int] | None = None,
) -> tuple[m.InitRoll, ...]:
    """Initiative checks for `ids` (INI-ROLL): d20 from the seeded source or typed by the GM.

    The modifier is the creature's on the map now (its snapshot if it left the map);
    each roll carries a recorded coin toss for ties (INI-TIE).
    """
    assert doc.combat is not None
    rng = rng_for(doc.combat.seed, len(doc.combat.entries))
    typed = typed or {}
    rolls = []
    for cid in ids:
        face = d20(rng)
        toss = rng.randrange(2**31)
        modifier = _modifier(doc, state, cid)
        if cid in typed:
            face = typed[cid]
        rolls.append(
            m.InitRoll(
                combatant=cid, d20=face, modifier=modifier, tiebreak=toss, typed=cid in typed
            )
        )
    return tuple(rolls)


def _modifier(doc: Encounter, state: CombatEngine, cid: str) -> int:
    for c in doc.creatures:
        if c.id == cid:
            return c.init_modifier
    return state.info(cid).init_modifier


class RollInitiativeStep(CombatStep):
    """Roll initiative for `ids` (default: whoever must roll now), or take typed d20s."""

    def __init__(self, ids: Iterable[str] = (), typed: Mapping[str, int] | None = None) -> None:
        super().__init__(label=undo_text(QT_TRANSLATE_NOOP("Commands", "Roll initiative")))
        self.ids, self.typed = tuple(ids), dict(typed or {})

    def build(self, doc: Encounter, state: CombatEngine) -> list[m.LogEntry]:
        ids = self.ids or state.rolls_needed()
        if not ids:
            raise IllegalAction.of(
                QT_TRANSLATE_NOOP("Rules", "Nobody needs to roll initiative now")
            )
        return [m.RollInitiative(rolls=make_rolls(doc, state, ids, self.typed))]


class BeginCombatStep(CombatStep):
    """Begin the fight, rolling for whoever has not rolled yet (SUR-ORDER: the aware only,
    when a surprise round is due)."""

    def __init__(self, typed: Mapping[str, int] | None = None) -> None:
        super().__init__(label=undo_text(QT_TRANSLATE_NOOP("Commands", "Begin combat")))
        self.typed = dict(typed or {})

    def build(self, doc: Encounter, state: CombatEngine) -> list[m.LogEntry]:
        rolls = make_rolls(doc, state, state.rolls_needed(), self.typed)
        return [m.BeginCombat(rolls=rolls)]


class NextTurnStep(CombatStep):
    """End the turn; a new round rolls what it needs (SUR-ORDER, VAR-REROLL-EACH-ROUND)."""

    def __init__(self, typed: Mapping[str, int] | None = None) -> None:
        super().__init__(label=undo_text(QT_TRANSLATE_NOOP("Commands", "Next turn")))
        self.typed = dict(typed or {})

    def build(self, doc: Encounter, state: CombatEngine) -> list[m.LogEntry]:
        rolls = make_rolls(doc, state, state.rolls_needed(), self.typed)
        return [m.NextTurn(rolls=rolls)]


class RerollStep(CombatStep):
    """The GM has everyone, or `ids`, roll initiative anew (VAR-REROLL-EVENT)."""

    def __init__(self, ids: Iterable[str] = (), typed: Mapping[str, int] | None = None) -> None:
        super().__init__(label=undo_text(QT_TRANSLATE_NOOP("Commands", "Re-roll initiative")))
        self.ids, self.typed = tuple(ids), dict(typed or {})

    def build(self, doc: Encounter, state: CombatEngine) -> list[m.LogEntry]:
        ids = self.ids or tuple(k for step in state.order() for k in step.combatants[:1])
        return [m.Reroll(rolls=make_rolls(doc, state, ids, self.typed))]


class DelayStep(CombatStep):
    """Delay and pass the turn on, as one undo step (DLY-ACTION)."""

    def __init__(self, combatant: str, until_before: str | None = None) -> None:
        super().__init__(label=undo_text(QT_TRANSLATE_NOOP("Commands", "Delay")))
        self.entry = m.Delay(combatant=combatant, until_before=until_before)

    def build(self, doc: Encounter, state: CombatEngine) -> list[m.LogEntry]:
        after = state.apply(self.entry)
        return [self.entry, m.NextTurn(rolls=make_rolls(doc, after, after.rolls_needed()))]


class JoinCombatStep(CombatStep):
    """A map creature joins the running fight, rolling initiative (ENC-NEW, ENC-MOUNT)."""

    def __init__(self, creature_id: str, typed_d20: int | None = None, **info: object) -> None:
        super().__init__(label=undo_text(QT_TRANSLATE_NOOP("Commands", "Join combat")))
        self.creature_id, self.typed_d20, self.info = creature_id, typed_d20, info

    def build(self, doc: Encounter, state: CombatEngine) -> list[m.LogEntry]:
        info = m.CombatantInfo.of(doc.creature(self.creature_id), **self.info)
        follows = info.mount_of is not None and not info.own_initiative
        roll = None
        if state.system is m.CombatSystem.DND35 and not follows:
            typed = {info.id: self.typed_d20} if self.typed_d20 is not None else {}
            roll = make_rolls(doc, state, (info.id,), typed)[0]
        return [m.AddCombatant(combatant=info, roll=roll)]
