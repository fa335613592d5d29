"""Services: Qt-Core-only objects between core/ and the widgets.

They run core code on threads and own the live state (the engine's queue, the chat sessions,
background jobs, the API bridge, settings being applied). Widgets render what services announce
and forward what the user asks; nothing here imports QtWidgets or QtGui
(tests/services/test_no_widgets.py), so `serve.py` runs them without a display.
"""
