"""The combat tracker's commands as QActions: each slot asks what it must, then pushes one
undoable session command; the engine's refusals go to the status bar."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QInputDialog, QWidget

from battlemap.model import combat as m
from battlemap.rules.initiative import CombatEngine, CombatError, Phase
from battlemap.session import Command, EncounterSession
from battlemap.session.batch import Batch
from battlemap.session.combat_commands import (
    BeginCombatStep,
    CombatStep,
    DelayStep,
    JoinCombatStep,
    NextTurnStep,
    RerollStep,
    StartCombat,
    combat_state,
)
from battlemap.ui.combat.join_dialog import JoinDialog
from battlemap.ui.combat.ready_dialog import ReadyDialog
from battlemap.ui.combat.rolls_dialog import RollsDialog
from battlemap.ui.combat.start_dialog import CombatSetup, StartCombatDialog
from battlemap.ui.noop import QT_TRANSLATE_NOOP
from battlemap.ui.rule_text import tr_error

# name: (text, shortcuts, tip). Keys chosen not to clash with the window's tools
# (M D H B E W O K F), zoom (+ - Ctrl+0 Ctrl+1) and edit keys (Return Delete Ctrl+D
# Ctrl+Shift+A): see docs/shortcuts-combat.md.
SPECS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "start": (
        QT_TRANSLATE_NOOP("CombatActions", "Start combat…"),
        ("Ctrl+Shift+C",),
        QT_TRANSLATE_NOOP("CombatActions", "Choose who fights and who is aware"),
    ),
    "begin": (
        QT_TRANSLATE_NOOP("CombatActions", "Begin (roll all)"),
        ("Ctrl+I",),
        QT_TRANSLATE_NOOP("CombatActions", "Roll initiative for whoever must and begin"),
    ),
    "rolls": (
        QT_TRANSLATE_NOOP("CombatActions", "Type rolls…"),
        ("Ctrl+Shift+I",),
        QT_TRANSLATE_NOOP("CombatActions", "Type in the d20s rolled at the table"),
    ),
    "next": (
        QT_TRANSLATE_NOOP("CombatActions", "Next turn"),
        ("Space", "Ctrl+Return"),
        QT_TRANSLATE_NOOP("CombatActions", "End this turn (begins a combat in setup)"),
    ),
    "standard": (
        QT_TRANSLATE_NOOP("CombatActions", "Standard done"),
        ("S",),
        QT_TRANSLATE_NOOP("CombatActions", "The active creature used its standard action"),
    ),
    "full_round": (
        QT_TRANSLATE_NOOP("CombatActions", "Full-round done"),
        ("Shift+S",),
        QT_TRANSLATE_NOOP("CombatActions", "The active creature used a full round"),
    ),
    "ready": (
        QT_TRANSLATE_NOOP("CombatActions", "Ready…"),
        ("R",),
        QT_TRANSLATE_NOOP(
            "CombatActions", "The active creature readies an action against a trigger"
        ),
    ),
    "trigger": (
        QT_TRANSLATE_NOOP("CombatActions", "Trigger now"),
        ("T",),
        QT_TRANSLATE_NOOP("CombatActions", "The readied creature acts now, before the actor"),
    ),
    "delay": (
        QT_TRANSLATE_NOOP("CombatActions", "Delay"),
        ("L",),
        QT_TRANSLATE_NOOP("CombatActions", "The active creature delays; its turn passes"),
    ),
    "delay_until": (
        QT_TRANSLATE_NOOP("CombatActions", "Delay until…"),
        ("Shift+L",),
        QT_TRANSLATE_NOOP(
            "CombatActions", "The active creature delays until just before a creature you name"
        ),
    ),
    "pre_contact": (
        QT_TRANSLATE_NOOP("CombatActions", "Pre-contact round"),
        ("Ctrl+Shift+K",),
        QT_TRANSLATE_NOOP(
            "CombatActions",
            "Count a round before contact: the aware act freely, no initiative yet",
        ),
    ),
    "act_now": (
        QT_TRANSLATE_NOOP("CombatActions", "Act now"),
        ("A",),
        QT_TRANSLATE_NOOP("CombatActions", "The delaying creature acts now, before the next turn"),
    ),
    "reroll": (
        QT_TRANSLATE_NOOP("CombatActions", "Re-roll now"),
        ("Ctrl+Shift+R",),
        QT_TRANSLATE_NOOP("CombatActions", "Everyone rolls initiative anew"),
    ),
    "join": (
        QT_TRANSLATE_NOOP("CombatActions", "Join…"),
        ("J",),
        QT_TRANSLATE_NOOP("CombatActions", "A creature on the map joins the fight"),
    ),
    "remove": (
        QT_TRANSLATE_NOOP("CombatActions", "Remove"),
        ("Shift+Del",),
        QT_TRANSLATE_NOOP("CombatActions", "Take the selected creature out of the fight"),
    ),
    "end": (
        QT_TRANSLATE_NOOP("CombatActions", "End combat"),
        ("Ctrl+Shift+E",),
        QT_TRANSLATE_NOOP("CombatActions", "The fight is over"),
    ),
}

# Whole labels, not "{kind} action": the action's name takes a different form per language.
_USE_LABELS = {
    m.ActionKind.STANDARD: QT_TRANSLATE_NOOP("CombatActions", "Standard action: {name}"),
    m.ActionKind.MOVE: QT_TRANSLATE_NOOP("CombatActions", "Move action: {name}"),
    m.ActionKind.FULL_ROUND: QT_TRANSLATE_NOOP("CombatActions", "Full-round action: {name}"),
    m.ActionKind.FREE: QT_TRANSLATE_NOOP("CombatActions", "Free action: {name}"),
}


class CombatActions(QObject):
    """Builds one QAction per combat step; `refresh` enables what the state allows."""

    def __init__(
        self,
        session: EncounterSession,
        selected: Callable[[], str | None],
        status: Callable[[str], None],
        parent: QWidget,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.selected = selected
        self.status = status
        self.widget = parent
        self.actions: dict[str, QAction] = {}
        for name, (text, keys, tip) in SPECS.items():
            action = QAction(self.tr(text), self)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setToolTip(f"{self.tr(tip)} ({', '.join(keys)})")
            action.triggered.connect(getattr(self, f"_on_{name}_triggered"))
            self.actions[name] = action
        self.refresh()

    # -- helpers ---------------------------------------------------------------------
    def state(self) -> CombatEngine | None:
        """The combat state, or None when the encounter has no combat."""
        return combat_state(self.session.doc) if self.session.doc.combat is not None else None

    def push(self, command: Command) -> bool:
        """Push a command; a refusal is shown in the status bar and nothing changes."""
        try:
            self.session.push(command)
        except (CombatError, KeyError) as refusal:
            self.status(tr_error(refusal).strip("'\""))
            return False
        return True

    def _name(self, cid: str) -> str:
        state = self.state()
        return state.name(cid) if state is not None else cid

    def _actor(self) -> str | None:
        state = self.state()
        if state is None or not state.active:
            self.status(self.tr("No turn is running"))
            return None
        return state.active[0]

    def _pick(self, wanted: Callable[[CombatEngine, str], bool], what: str) -> str | None:
        """The selected combatant if it qualifies, else the only one that does."""
        state = self.state()
        if state is None:
            return None
        ids = [k for k in state.combatant_ids if wanted(state, k)]
        chosen = self.selected()
        if chosen in ids:
            return chosen
        if len(ids) == 1:
            return ids[0]
        self.status(
            self.tr("Select the creature that {what}").format(what=what)
            if ids
            else self.tr("Nobody {what}").format(what=what)
        )
        return None

    def refresh(self) -> None:
        """Enable the actions that make sense now."""
        on = dict.fromkeys(SPECS, False) | {"start": True}
        state = self.state()
        if state is not None and state.phase is not Phase.ENDED:
            dnd = state.system is m.CombatSystem.DND35
            acting = bool(state.active)
            ids = state.combatant_ids
            on |= {
                "begin": state.phase is Phase.SETUP,
                "rolls": dnd and bool(state.rolls_needed()),
                "next": True,
                "standard": acting,
                "full_round": dnd and acting,
                "ready": dnd and acting,
                "trigger": dnd and any(state.readied(k) for k in ids),
                "delay": dnd and acting,
                "delay_until": dnd and acting,
                "pre_contact": dnd and state.phase is Phase.SETUP,
                "act_now": dnd and any(state.is_delaying(k) for k in ids),
                "reroll": dnd and state.phase is Phase.ROUNDS,
                "join": True,
                "remove": True,
                "end": True,
            }
        for name, action in self.actions.items():
            action.setEnabled(on[name])

    # -- slots -----------------------------------------------------------------------
    def start(self, setup: CombatSetup) -> bool:
        """Start a combat as set up: fighters, awareness and options are one undo step."""
        options = m.CombatOptions(reroll_each_round=setup.reroll_each_round)
        potential = setup.potential if setup.system is m.CombatSystem.CONFRONTATION else None
        start = StartCombat(setup.system, setup.creature_ids, options=options, potential=potential)
        steps: list[Command] = [start]
        if setup.unaware and setup.system is m.CombatSystem.DND35:
            aware = m.SetAwareness(combatants=tuple(setup.unaware), aware=False)
            steps.append(CombatStep(aware))
        return self.push(Batch(steps, self.tr("Start combat")))

    def _on_start_triggered(self) -> None:
        setup = StartCombatDialog.ask(list(self.session.doc.creatures), self.widget)
        if setup is not None and setup.creature_ids:
            self.start(setup)

    def _on_begin_triggered(self) -> None:
        state = self.state()
        if state is not None and state.system is m.CombatSystem.CONFRONTATION:
            self.push(CombatStep(m.BeginCombat(), label=self.tr("Begin combat")))
        else:
            self.push(BeginCombatStep())

    def _on_rolls_triggered(self) -> None:
        state = self.state()
        if state is None or not state.rolls_needed():
            self.status(self.tr("Nobody needs to roll initiative now"))
            return
        names = {k: state.name(k) for k in state.rolls_needed()}
        typed = RollsDialog.ask(names, self.widget)
        if typed is None:
            return
        if state.phase is Phase.SETUP:
            self.push(BeginCombatStep(typed))
        else:
            self.push(NextTurnStep(typed))

    def _on_next_triggered(self) -> None:
        state = self.state()
        if state is not None and state.phase is Phase.SETUP:
            self._on_begin_triggered()
        else:
            self.push(NextTurnStep())

    def _use(self, kind: m.ActionKind) -> None:
        who = self._actor()
        if who is not None:
            label = self.tr(_USE_LABELS[kind]).format(name=self._name(who))
            self.push(CombatStep(m.UseAction(combatant=who, action=kind), label=label))

    def _on_standard_triggered(self) -> None:
        self._use(m.ActionKind.STANDARD)

    def _on_full_round_triggered(self) -> None:
        self._use(m.ActionKind.FULL_ROUND)

    def _on_ready_triggered(self) -> None:
        who = self._actor()
        state = self.state()
        if who is None or state is None:
            return
        entry = ReadyDialog.ask(who, state.name(who), self.widget)
        if entry is not None:
            label = self.tr("Ready: {name}").format(name=state.name(who))
            self.push(CombatStep(entry, label=label))

    def _on_trigger_triggered(self) -> None:
        who = self._pick(lambda s, k: s.readied(k) is not None, self.tr("has a readied action"))
        if who is not None:
            label = self.tr("Readied action: {name}").format(name=self._name(who))
            self.push(CombatStep(m.TriggerReadied(combatant=who), label=label))

    def _on_delay_triggered(self) -> None:
        who = self._actor()
        if who is not None:
            self.push(DelayStep(who))

    def _on_delay_until_triggered(self) -> None:
        """DLY-ACTION: the delayer may name the count it will act at when it delays."""
        state, who = self.state(), self._actor()
        if state is None or who is None:
            return
        others = [k for k in state.combatant_ids if k != who]
        names = [self._name(k) for k in others]
        if not names:
            return
        choice, ok = QInputDialog.getItem(
            self.widget,
            self.tr("Delay until…"),
            self.tr("{name} acts just before:").format(name=self._name(who)),
            names,
            0,
            False,
        )
        if ok:
            self.push(DelayStep(who, until_before=others[names.index(choice)]))

    def _on_pre_contact_triggered(self) -> None:
        """ENC-PREP: one more round counted before the sides can interact."""
        self.push(CombatStep(m.PreContactRound(), label=self.tr("Pre-contact round")))

    def _on_act_now_triggered(self) -> None:
        who = self._pick(lambda s, k: s.is_delaying(k), self.tr("is delaying"))
        if who is not None:
            label = self.tr("Act now: {name}").format(name=self._name(who))
            self.push(CombatStep(m.ActNow(combatant=who), label=label))

    def _on_reroll_triggered(self) -> None:
        self.push(RerollStep())

    def _on_join_triggered(self) -> None:
        state = self.state()
        if state is None:
            return
        doc = self.session.doc
        fighting = set(state.combatant_ids)
        candidates = {c.id: c.name for c in doc.creatures if c.id not in fighting}
        if not candidates:
            self.status(self.tr("Every creature on the map is already in the fight"))
            return
        riders = {k: state.name(k) for k in state.combatant_ids}
        choice = JoinDialog.ask(candidates, riders, self.selected(), self.widget)
        if choice is None:
            return
        extra: dict[str, object] = {"potential": choice.potential}
        if choice.mount_of is not None:
            extra |= {"mount_of": choice.mount_of, "own_initiative": choice.own_initiative}
        self.push(JoinCombatStep(choice.creature_id, choice.typed_d20, **extra))

    def _on_remove_triggered(self) -> None:
        state, who = self.state(), self.selected()
        if state is None or who not in state.combatant_ids:
            self.status(self.tr("Select a creature in the fight to remove it"))
            return
        label = self.tr("Remove from combat: {name}").format(name=state.name(who))
        self.push(CombatStep(m.RemoveCombatant(combatant=who), label=label))

    def _on_end_triggered(self) -> None:
        self.push(CombatStep(m.EndCombat(), label=self.tr("End combat")))
