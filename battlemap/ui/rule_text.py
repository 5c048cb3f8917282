"""The rules' sentences in the interface language (see battlemap.rules.text)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from battlemap.rules.movement.plan import MovePlan
from battlemap.rules.text import Message


def tr_rules(text: object) -> str:
    """A rules message translated (values too); any other text as it is.

    Example:
        >>> tr_rules(Message("{square} is blocked", square="C7"))  # no translator: English
        'C7 is blocked'
    """
    if not isinstance(text, Message):
        return str(text)
    params = {key: _value(v) for key, v in text.params.items()}
    return QCoreApplication.translate(text.context, text.template).format(**params)


def tr_error(exc: BaseException) -> str:
    """Why the core refused, in the interface language: the `Message` it was raised
    with, translated; any other exception's own text.

    Example:
        >>> from battlemap.rules.initiative import IllegalAction
        >>> tr_error(IllegalAction(Message("Nobody re-rolls"))), tr_error(ValueError("bad"))
        ('Nobody re-rolls', 'bad')
    """
    if exc.args and isinstance(exc.args[0], Message):
        return tr_rules(exc.args[0])
    return str(exc)


def _value(value: object) -> object:
    if isinstance(value, tuple):
        return ", ".join(tr_rules(v) for v in value)
    if isinstance(value, float):  # 1.5 m reads "1,5 m" in French and Spanish
        return QLocale().toString(value, "g", 6)
    return tr_rules(value) if isinstance(value, Message) else value


def why(plan: MovePlan) -> str:
    """The reasons a plan is refused, joined, in the interface language."""
    if not plan.reasons:
        return QCoreApplication.translate("Map", "cannot move there")
    return "; ".join(tr_rules(r) for r in plan.reasons)


def describe_plan(plan: MovePlan, metric: bool) -> str:
    """The status-bar line for a plan: cost, band, provocations, squeezes, or why not."""
    square = plan.target.label
    if not plan.legal:
        return QCoreApplication.translate("Map", "{square}: {why}").format(
            square=square, why=why(plan)
        )
    from battlemap.rules.grid import format_distance

    text = QCoreApplication.translate("Map", "{square}: {distance}").format(
        square=square, distance=tr_rules(format_distance(plan.cost, metric))
    )
    if plan.band is not None:
        text += ", " + tr_rules(plan.band.label)
    if plan.provokes:
        who = ", ".join(tr_rules(p.describe()) for p in plan.provokes)
        text += QCoreApplication.translate("Map", "; provokes {who}").format(who=who)
    if plan.squeezes:
        text += QCoreApplication.translate("Map", "; squeezes ({n} sq)").format(
            n=len(plan.squeezes)
        )
    return text
