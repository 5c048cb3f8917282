"""Sentences the rules say to a GM, kept translatable without Qt.

A `Message` *is* its English text (a `str`), so scripts, tests and logs read it as is;
it also keeps its template and values, so the interface shows it in the user's
language (`battlemap.ui.rule_text`). Templates are marked with `QT_TRANSLATE_NOOP` in
the "Rules" context (the session's undo labels: "Commands", kept on the message), which
Qt's lupdate finds by name.
"""

from __future__ import annotations

from typing import Any

CONTEXT = "Rules"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802  (lupdate's name)
    """Mark `text` for translation in `context`; return it unchanged.

    Example:
        >>> QT_TRANSLATE_NOOP("Rules", "{square} is blocked")
        '{square} is blocked'
    """
    return text


class Message(str):
    """English text with the template and values it came from.

    Values may be plain text, numbers, other messages, or tuples of them (a list of
    names). `context` is the translation context the template was marked in.

    Example:
        >>> m = Message(QT_TRANSLATE_NOOP("Rules", "{square} is blocked"), square="C7")
        >>> m, m.template, m.params, m.context
        ('C7 is blocked', '{square} is blocked', {'square': 'C7'}, 'Rules')
    """

    template: str
    params: dict[str, Any]
    context: str

    def __new__(cls, template: str, *, context: str = CONTEXT, **params: Any) -> Message:
        shown = {k: ", ".join(v) if isinstance(v, tuple) else v for k, v in params.items()}
        self = super().__new__(cls, template.format(**shown))
        self.template = template
        self.params = params
        self.context = context
        return self
