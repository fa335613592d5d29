"""A key combination that reaches the app from any application: the quick-ask shortcut.

On X11 the platform's own mechanism: the key is grabbed on the root window with python-xlib
(`XGrabKey`), so it goes to the app alone, and a combination another program already grabbed is
refused by the X server (BadAccess), which is told to the user as a conflict instead of failing
silently. The grab is made once per lock-modifier combination (Num Lock, Caps Lock), or the
shortcut would stop working whenever Num Lock is on. Events are read on a thread of their own and
reach the GUI thread as a queued signal; so does the grab's outcome, so switching it on never
blocks the GUI thread (measured: waiting for it there delayed the window's first paint by
~140 ms, the import of python-xlib and the X round trips). A Wayland session has no such grab
(only a desktop portal, which this Qt does not offer): that is reported too. python-xlib is
imported only when the shortcut is switched on, on that thread: start-up pays nothing for it.
"""

from __future__ import annotations

import logging
import os
import threading
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QObject, Signal

log = logging.getLogger(__name__)
DEFAULT = "Ctrl+Alt+Space"
_MODIFIERS = {"ctrl": "ControlMask", "control": "ControlMask", "alt": "Mod1Mask",
              "shift": "ShiftMask", "meta": "Mod4Mask", "super": "Mod4Mask"}  # fmt: skip
_KEYSYMS = {"space": "space", "return": "Return", "enter": "Return", "tab": "Tab",
            "esc": "Escape", "escape": "Escape"}  # fmt: skip


class ShortcutState(StrEnum):
    OFF = "off"
    STARTING = "starting"
    ACTIVE = "active"
    CONFLICT = "conflict"  # another program holds this combination
    INVALID = "invalid"  # not a combination this can grab
    UNSUPPORTED = "unsupported"  # Wayland, or no X display


def parse(sequence: str) -> tuple[list[str], str] | None:
    """ "Ctrl+Alt+Space" -> (["ControlMask", "Mod1Mask"], "space"); None when it is not one
    (a global shortcut needs at least one modifier, or it would swallow plain typing)."""
    parts = [p.strip() for p in sequence.split("+") if p.strip()]
    if len(parts) < 2:
        return None
    modifiers = [_MODIFIERS.get(p.lower()) for p in parts[:-1]]
    if any(m is None for m in modifiers):
        return None
    key = parts[-1]
    keysym = _KEYSYMS.get(key.lower(), key if len(key) > 1 else key.lower())
    return [m for m in modifiers if m], keysym


def supported() -> bool:
    return os.environ.get("XDG_SESSION_TYPE", "").lower() != "wayland" and bool(
        os.environ.get("DISPLAY"))  # fmt: skip


class GlobalShortcut(QObject):
    triggered = Signal()  # the combination was pressed, in whatever application
    stateChanged = Signal(str)  # ShortcutState
    _pressed = Signal()  # from the X thread; queued to the GUI thread
    _outcome = Signal(int, str)  # (attempt, ShortcutState) from the X thread

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.state = ShortcutState.OFF
        self.sequence = ""
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self._display: Any = None
        self._requests: Any = None  # a second connection, for the GUI thread's `focus`
        self._pressed_at = 0  # X time of the last press
        self._attempt = 0
        self._pressed.connect(self.triggered)
        self._outcome.connect(self._arrived)

    def start(self, sequence: str) -> None:
        """Grab `sequence` ("" switches it off); the outcome comes as `stateChanged`."""
        self.stop()
        self.sequence = sequence
        if not sequence:
            return self._set(ShortcutState.OFF)
        if not supported():
            return self._set(ShortcutState.UNSUPPORTED)
        keys = parse(sequence)
        if keys is None:
            return self._set(ShortcutState.INVALID)
        self._attempt += 1
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(keys, self._attempt, self._stop),
                                        name="globalShortcut", daemon=True)  # fmt: skip
        self._set(ShortcutState.STARTING)
        self._thread.start()
        return None

    def focus(self, window_id: int) -> None:
        """Give the keyboard focus to the app's `window_id`, shown because of a press.

        Qt cannot do it alone: it asks for the focus with the time of the last event *it* saw,
        older than the other application's focus, so the X server (or a window manager's focus
        stealing prevention) ignores it. The press's own time, which this connection saw,
        is a user's action that both honour."""
        connection = self._requests
        if connection is None:
            return
        try:
            from Xlib import X, Xatom, error
            from Xlib.protocol import event

            root = connection.screen().root
            ignored = error.CatchError()
            wm = root.get_full_property(connection.intern_atom("_NET_SUPPORTING_WM_CHECK"),
                                        Xatom.WINDOW)  # fmt: skip
            if wm is not None:  # a window manager: ask it (2: on behalf of the user)
                message = event.ClientMessage(
                    window=connection.create_resource_object("window", window_id),
                    client_type=connection.intern_atom("_NET_ACTIVE_WINDOW"),
                    data=(32, [2, self._pressed_at, 0, 0, 0]))  # fmt: skip
                root.send_event(message, event_mask=X.SubstructureRedirectMask
                                | X.SubstructureNotifyMask, onerror=ignored)  # fmt: skip
            else:
                connection.set_input_focus(window_id, X.RevertToParent, self._pressed_at,
                                           onerror=ignored)  # fmt: skip
            connection.flush()
        except Exception:  # a focus not given is a focus the user gives with a click
            log.debug("could not give the focus", exc_info=True)

    def _arrived(self, attempt: int, state: str) -> None:
        if attempt == self._attempt:  # not an outcome of a grab since replaced
            self._set(ShortcutState(state))

    def stop(self) -> None:
        self._stop.set()
        display = self._display
        if display is not None:
            try:
                display.close()  # wakes the thread out of its wait
            except Exception:  # already closed by the thread
                log.debug("X display already closed", exc_info=True)
        if self._thread is not None:
            self._thread.join(2.0)
        if self._requests is not None:
            self._requests.close()
        self._thread, self._display, self._requests = None, None, None
        self._attempt += 1  # whatever the stopped thread still reports is stale

    def _set(self, state: ShortcutState) -> None:
        self.state = state
        self.stateChanged.emit(state.value)

    def _run(self, keys: tuple[list[str], str], attempt: int, stop: threading.Event) -> None:
        told = False

        def tell(state: ShortcutState) -> None:
            nonlocal told
            told = True
            self._outcome.emit(attempt, state.value)

        try:
            from Xlib import XK, X, display, error

            self._display = connection = display.Display()
            self._requests = display.Display()
            if stop.is_set():  # stopped while connecting: stop() found no display to close
                connection.close()
                return
            root = connection.screen().root
            keycode = connection.keysym_to_keycode(XK.string_to_keysym(keys[1]))
            if not keycode:
                return tell(ShortcutState.INVALID)
            mask = 0
            for name in keys[0]:
                mask |= getattr(X, name)
            refused = error.CatchError(error.BadAccess)
            for locks in (0, X.Mod2Mask, X.LockMask, X.Mod2Mask | X.LockMask):
                root.grab_key(keycode, mask | locks, True, X.GrabModeAsync, X.GrabModeAsync,
                              onerror=refused)  # fmt: skip
            connection.sync()
            if refused.get_error() is not None:
                return tell(ShortcutState.CONFLICT)
            tell(ShortcutState.ACTIVE)
            while not stop.is_set():
                event = connection.next_event()
                if event.type == X.KeyPress and event.detail == keycode:
                    self._pressed_at = event.time
                    self._pressed.emit()
        except Exception:  # no display, a closed connection at stop: never an unhandled error
            if not stop.is_set():
                log.warning("the global shortcut stopped", exc_info=True)
            if not told:
                tell(ShortcutState.UNSUPPORTED)
        return None
