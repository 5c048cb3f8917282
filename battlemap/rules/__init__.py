"""Pure rules: grid, sizes, speed, movement, reach and threat, initiative. No Qt, no I/O."""
