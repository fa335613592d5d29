"""`python -m qwen_desktop` starts the app."""

from qwen_desktop.app import main

raise SystemExit(main())
