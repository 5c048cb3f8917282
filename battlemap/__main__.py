"""`python -m battlemap` is the same as the `battlemap` command."""

from battlemap.cli import main

raise SystemExit(main())
