"""The combat tracker's parts: order rows, actions, dialogs and the map binding."""
