"""Entry point of the frozen app (PyInstaller runs this file as __main__)."""

from qwen_desktop.app import main

raise SystemExit(main())
