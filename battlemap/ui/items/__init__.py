"""Scene items: they draw what they are given and never touch the model."""
