"""The initiative dock: the order, the round, the active creature, and the combat buttons.

It keeps no state of its own: every refresh reads the session's combat log.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QDockWidget,
    QGridLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from battlemap.model import combat as m
from battlemap.rules.initiative import CombatEngine
from battlemap.session import Aspect, Change, EncounterSession
from battlemap.ui.combat.actions import CombatActions
from battlemap.ui.combat.confrontation_actions import ConfrontationActions
from battlemap.ui.combat.order_rows import OrderRow, displayed_steps, order_rows
from battlemap.ui.combat.turn_summary import active_line, header
from battlemap.ui.noop import QT_TRANSLATE_NOOP

_ACTIVE = QColor("#ffe27a")
_DONE = QColor("#8a8a8a")
_DND_COLUMNS = (
    "",
    QT_TRANSLATE_NOOP("InitiativeDock", "Name"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Init"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Roll"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Side"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Status"),
)
_CONF_COLUMNS = (
    "",
    QT_TRANSLATE_NOOP("InitiativeDock", "Name"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Action dice"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Attitude"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Pools A/R"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Damage"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Side"),
    QT_TRANSLATE_NOOP("InitiativeDock", "Status"),
)
_BUTTON_ROWS = (
    ("start", "begin", "rolls", "next"),
    ("standard", "ready", "trigger", "delay", "act_now"),
    ("pre_contact", "delay_until", "reroll", "join"),
    ("remove", "end"),
)
_CONF_BUTTONS = ("attitude", "split", "spend", "attack")
_REFRESH = frozenset({Aspect.COMBAT, Aspect.CREATURES})


class InitiativeDock(QDockWidget):
    """Shows the combat and offers its steps; `creature_selected` reports a row click."""

    creature_selected = Signal(str)
    creature_activated = Signal(str)

    def __init__(
        self,
        session: EncounterSession,
        status: Callable[[str], None],
        metric: Callable[[], bool] = lambda: False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(self.tr("Initiative"), parent)
        self.setObjectName("initiative")
        self.session = session
        self.use_metric = metric
        self.rows: list[OrderRow] = []
        self._syncing = False
        body = QWidget(self)
        self.combat = CombatActions(session, self.selected_id, status, body)
        self.confrontation = ConfrontationActions(self.combat, body)
        self.header = QLabel()
        bold = QFont()
        bold.setBold(True)
        self.header.setFont(bold)
        self.header.setWordWrap(True)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAllColumnsShowFocus(True)
        self.tree.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.info = QLabel()
        self.info.setWordWrap(True)
        layout = QVBoxLayout(body)
        layout.addWidget(self.header)
        layout.addLayout(self._buttons())
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.info)
        self.setWidget(body)
        self.tree.itemSelectionChanged.connect(self._on_tree_item_selection_changed)
        self.tree.itemDoubleClicked.connect(self._on_tree_item_double_clicked)
        session.changed.connect(self._on_session_changed)
        session.document_replaced.connect(self.refresh)
        self.refresh()

    def _buttons(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setSpacing(2)
        actions = self.combat.actions | self.confrontation.actions
        rows = (*_BUTTON_ROWS, _CONF_BUTTONS)
        for r, names in enumerate(rows):
            for c, name in enumerate(names):
                button = QToolButton()
                button.setDefaultAction(actions[name])
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space stays "next turn"
                button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                grid.addWidget(button, r, c)
        return grid

    def close_down(self) -> None:
        """Stop listening to the session (the window is closing)."""
        self.session.changed.disconnect(self._on_session_changed)
        self.session.document_replaced.disconnect(self.refresh)

    # -- what it shows ---------------------------------------------------------------
    def state(self) -> CombatEngine | None:
        return self.combat.state()

    def _on_session_changed(self, change: Change) -> None:
        if change.aspects & _REFRESH:
            self.refresh()

    def refresh(self) -> None:
        """Rebuild the order from the combat log."""
        state = self.state()
        keep = self.selected_id()
        self.rows = order_rows(state) if state is not None else []
        conf = state is not None and state.system is m.CombatSystem.CONFRONTATION
        columns = _CONF_COLUMNS if conf else _DND_COLUMNS
        self._syncing = True
        self.tree.clear()
        self.tree.setColumnCount(len(columns))
        self.tree.setHeaderLabels([self.tr(c) for c in columns])
        for row in self.rows:
            self.tree.addTopLevelItem(self._item(row, conf))
        for i in range(len(columns)):
            self.tree.resizeColumnToContents(i)
        self._syncing = False
        self.select(keep)
        self.header.setText(header(state))
        self.info.setText(active_line(self.session.doc, state, self.use_metric()))
        self.combat.refresh()
        self.confrontation.refresh()

    def _item(self, row: OrderRow, conf: bool) -> QTreeWidgetItem:
        marker = "▶" if row.active else ("✓" if row.done else "")
        init = "" if row.initiative is None else str(row.initiative)
        name = ("   ↳ " if row.follower else "") + row.name
        if conf:
            pools = "" if row.pools is None else f"{row.pools[0]} / {row.pools[1]}"
            texts = [marker, name, init, row.attitude, pools, str(row.damage), row.side, row.status]
        else:
            texts = [marker, name, init, row.roll, row.side, row.status]
        item = QTreeWidgetItem(texts)
        item.setData(0, Qt.ItemDataRole.UserRole, row.cid)
        item.setToolTip(1, row.status or row.name)
        for col in range(len(texts)):
            if row.active:
                item.setBackground(col, QBrush(_ACTIVE))
            elif row.done:
                item.setForeground(col, QBrush(_DONE))
        return item

    def displayed_order(self) -> list[tuple[str, ...]]:
        """The order as the dock shows it, one tuple of ids per step."""
        return displayed_steps(self.rows)

    def row_texts(self) -> list[list[str]]:
        """Every visible cell, row by row (for tests and the player view)."""
        out = []
        for item in self._items():
            out.append([item.text(c) for c in range(self.tree.columnCount())])
        return out

    # -- selection -------------------------------------------------------------------
    def _items(self) -> list[QTreeWidgetItem]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def selected_id(self) -> str | None:
        items = self.tree.selectedItems()
        return str(items[0].data(0, Qt.ItemDataRole.UserRole)) if items else None

    def select(self, creature_id: str | None) -> None:
        """Select a creature's row (None or not fighting: clear) without echoing it."""
        self._syncing = True
        self.tree.clearSelection()
        for item in self._items():
            if item.data(0, Qt.ItemDataRole.UserRole) == creature_id:
                item.setSelected(True)
                self.tree.scrollToItem(item)
        self._syncing = False

    def _on_tree_item_selection_changed(self) -> None:
        cid = self.selected_id()
        if not self._syncing and cid is not None:
            self.creature_selected.emit(cid)

    def _on_tree_item_double_clicked(self, item: QTreeWidgetItem, column: int) -> None:
        self.creature_activated.emit(str(item.data(0, Qt.ItemDataRole.UserRole)))
