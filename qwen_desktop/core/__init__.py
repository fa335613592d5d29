"""Everything that is not Qt. Nothing here may import PySide6 (tests/core/test_no_qt.py)."""
