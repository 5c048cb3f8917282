"""Confrontation steps (RULES §9): attitude, the Potential split, spending dice, and attacks
with the defender's active-defence prompt."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMessageBox, QWidget

from battlemap.model import combat as m
from battlemap.rules.initiative import Phase
from battlemap.rules.initiative.confrontation import ConfrontationCombat
from battlemap.session.combat_commands import CombatStep
from battlemap.ui.combat.actions import CombatActions
from battlemap.ui.combat.numbers_dialog import Field, NumbersDialog
from battlemap.ui.noop import QT_TRANSLATE_NOOP

SPECS: dict[str, tuple[str, str, str]] = {
    "attitude": (
        QT_TRANSLATE_NOOP("ConfrontationActions", "Attitude…"),
        "Ctrl+Shift+T",
        QT_TRANSLATE_NOOP("ConfrontationActions", "Pick or change an attitude (start of round)"),
    ),
    "split": (
        QT_TRANSLATE_NOOP("ConfrontationActions", "Split…"),
        "Ctrl+Shift+P",
        QT_TRANSLATE_NOOP("ConfrontationActions", "Reveal a Potential split, in attitude order"),
    ),
    "spend": (
        QT_TRANSLATE_NOOP("ConfrontationActions", "Spend dice…"),
        "Ctrl+Shift+D",
        QT_TRANSLATE_NOOP("ConfrontationActions", "Spend dice from a pool"),
    ),
    "attack": (
        QT_TRANSLATE_NOOP("ConfrontationActions", "Attack…"),
        "X",
        QT_TRANSLATE_NOOP("ConfrontationActions", "The actor attacks the selected creature"),
    ),
}
ATTITUDES = list(m.Attitude)
_ATTITUDE_NAMES = [
    QT_TRANSLATE_NOOP("ConfrontationActions", "Fury (Hargne)"),
    QT_TRANSLATE_NOOP("ConfrontationActions", "Skill (Adresse)"),
    QT_TRANSLATE_NOOP("ConfrontationActions", "Elegance"),
    QT_TRANSLATE_NOOP("ConfrontationActions", "Opportunism"),
    QT_TRANSLATE_NOOP("ConfrontationActions", "Subtlety"),
    QT_TRANSLATE_NOOP("ConfrontationActions", "Discipline"),
]


def ask_defence(name: str, reaction_left: int, parent: QWidget | None) -> bool:
    """Ask whether the defender defends actively (CONF-DEFENCE); tests patch this."""
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("Confrontation", "Active defence?"),
        QCoreApplication.translate(
            "Confrontation", "Does {name} defend actively? ({n} reaction dice left)"
        ).format(name=name, n=reaction_left),
    )
    return answer == QMessageBox.StandardButton.Yes


class ConfrontationActions(QObject):
    """The Confrontation-only actions, enabled only in a Confrontation combat."""

    def __init__(self, combat: CombatActions, parent: QWidget) -> None:
        super().__init__(parent)
        self.combat = combat
        self.widget = parent
        self.actions: dict[str, QAction] = {}
        for name, (text, key, tip) in SPECS.items():
            action = QAction(self.tr(text), self)
            action.setShortcut(QKeySequence(key))
            action.setToolTip(f"{self.tr(tip)} ({key})")
            action.triggered.connect(getattr(self, f"_on_{name}_triggered"))
            self.actions[name] = action
        self.refresh()

    def state(self) -> ConfrontationCombat | None:
        state = self.combat.state()
        return state if isinstance(state, ConfrontationCombat) else None

    def refresh(self) -> None:
        state = self.state()
        live = state is not None and state.phase is not Phase.ENDED
        splitting = live and state is not None and state.phase in (Phase.SETUP, Phase.SPLITTING)
        rounds = live and state is not None and state.phase is Phase.ROUNDS
        on = {"attitude": splitting, "split": splitting, "spend": rounds, "attack": rounds}
        for name, action in self.actions.items():
            action.setEnabled(bool(on[name]))

    def _who(self, state: ConfrontationCombat, fallback: tuple[str, ...]) -> str | None:
        chosen = self.combat.selected()
        if chosen in state.combatant_ids:
            return chosen
        return fallback[0] if fallback else None

    def _on_attitude_triggered(self) -> None:
        state = self.state()
        if state is None:
            return
        unset = tuple(k for k in state.combatant_ids if state.character(k).attitude is None)
        who = self._who(state, unset or state.combatant_ids)
        if who is None:
            return
        title = self.tr("Attitude of {name}").format(name=state.name(who))
        names = [self.tr(n) for n in _ATTITUDE_NAMES]
        answer = NumbersDialog.ask(title, "", [], names, self.widget)
        if answer is not None:
            entry = m.SetAttitude(combatant=who, attitude=ATTITUDES[answer[0]])
            self.combat.push(CombatStep(entry))

    def _on_split_triggered(self) -> None:
        state = self.state()
        if state is None:
            return
        reveal = state.may_reveal()
        who = self.combat.selected() if self.combat.selected() in reveal else None
        who = who or (reveal[0] if reveal else self._who(state, state.combatant_ids))
        if who is None:
            return
        potential = state.info(who).potential
        text = self.tr("{name} splits {n} dice; the rest go to reaction").format(
            name=state.name(who), n=potential
        )
        field = Field(self.tr("Action dice"), 0, potential, (potential + 1) // 2)
        answer = NumbersDialog.ask(self.tr("Split"), text, [field], None, self.widget)
        if answer is not None:
            action = answer[1][0]
            entry = m.SplitPool(combatant=who, action=action, reaction=potential - action)
            self.combat.push(CombatStep(entry))

    def _on_spend_triggered(self) -> None:
        state = self.state()
        if state is None:
            return
        who = self._who(state, state.active)
        if who is None:
            return
        a, r = state.pools(who)
        text = self.tr("{name}: {a} action, {r} reaction dice left").format(
            name=state.name(who), a=a, r=r
        )
        fields = [Field(self.tr("Dice"), 1, 50, 1)]
        answer = NumbersDialog.ask(
            self.tr("Spend dice"), text, fields, ["Action", "Reaction"], self.widget
        )
        if answer is not None:
            pool = m.Pool.ACTION if answer[0] == 0 else m.Pool.REACTION
            entry = m.SpendDice(combatant=who, pool=pool, dice=answer[1][0])
            self.combat.push(CombatStep(entry))

    def _on_attack_triggered(self) -> None:
        state = self.state()
        if state is None or not state.active:
            return
        attacker, defender = state.active[0], self.combat.selected()
        if defender not in state.combatant_ids or defender == attacker:
            self.combat.status(self.tr("Select the creature attacked"))
            return
        text = self.tr("{a} attacks {d}").format(a=state.name(attacker), d=state.name(defender))
        fields = [
            Field(self.tr("Action dice"), 1, 50, 1),
            Field(self.tr("Attack result"), -100, 1000, 10),
            Field(self.tr("Passive DEF"), -100, 1000, 10),
        ]
        declared = NumbersDialog.ask(self.tr("Attack"), text, fields, None, self.widget)
        if declared is None:
            return
        dice, result, passive = declared[1]
        defence_dice, defence_result, damage = 0, None, None
        reaction = state.pools(defender)[1]
        if reaction and ask_defence(state.name(defender), reaction, self.widget):
            fields = [
                Field(self.tr("Reaction dice"), 1, reaction, 1),
                Field(self.tr("Defence result"), -100, 1000, passive),
            ]
            answer = NumbersDialog.ask(self.tr("Active defence"), "", fields, None, self.widget)
            if answer is None:
                return
            defence_dice, defence_result = answer[1]
        defence = defence_result if defence_result is not None else passive
        if result >= defence:
            hit = NumbersDialog.ask(
                self.tr("Hit!"),
                self.tr("Damage (the GM's number)"),
                [Field(self.tr("Damage"), 0, 100_000, 0)],
                None,
                self.widget,
            )
            damage = hit[1][0] if hit is not None else 0
        entry = m.Attack(
            attacker=attacker,
            defender=defender,
            dice=dice,
            result=result,
            passive_def=passive,
            defence_dice=defence_dice,
            defence_result=defence_result,
            damage=damage,
        )
        if self.combat.push(CombatStep(entry, label=self.tr("Attack"))):
            outcome = state.apply(entry).attacks[-1].outcome
            self.combat.status(self.tr("{text}: {outcome}").format(text=text, outcome=outcome))
