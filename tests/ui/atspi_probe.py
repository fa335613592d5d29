"""An AT-SPI client, run by tests/ui/test_accessibility_atspi.py with the system's Python (the one
python3-pyatspi is for): it sees the app only as Orca does, over the accessibility bus.

It checks that every showing interactive control has a name (in the main window at start, after
a reply, and in each dialog opened from the menus), then sends a message and reads the reply
through the accessibility interfaces alone: the composer's text is set through EditableText,
Send is pressed through its Action, the reply is read from the message's description and its
text through Text. Announcements the app makes are collected. Prints one JSON line.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import GLib  # type: ignore[import-not-found]

INTERACTIVE = {"push button", "toggle button", "check box", "radio button", "combo box",
               "text", "entry", "password text", "spin button", "slider", "list", "list item",
               "table", "tree", "tree table", "page tab", "menu item"}  # fmt: skip
TEXTS = {  # what the probe looks for, in the app's language
    "en": {"message": "Message", "send": "Send", "reply": "Reply from Qwen",
           "writing": "being written", "passage": "Passage from handbook.txt"},
    "zh_CN": {"message": "消息", "send": "发送", "reply": "Qwen 的回复", "writing": "正在生成",
              "passage": "handbook.txt 中的段落"},
}  # fmt: skip
announcements: list[str] = []
focused: list[Any] = []  # what took the keyboard focus, in order (popup menus are met so)


def pump() -> None:
    """Deliver the bus's events (announcements) to our listener."""
    context = GLib.MainContext.default()
    while context.iteration(False):
        pass


def wait_for(check: Callable[[], Any], seconds: float, what: str) -> Any:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        pump()
        found = check()
        if found:
            return found
        time.sleep(0.1)
    raise SystemExit(json.dumps({"failed": f"timed out waiting for {what}",
                                 "announcements": announcements}))  # fmt: skip


def walk(node: Any) -> Iterator[Any]:
    yield node
    for index in range(node.childCount):
        child = node.getChildAtIndex(index)
        if child is not None:
            yield from walk(child)


def showing(node: Any) -> bool:
    return bool(node.getState().contains(pyatspi.STATE_SHOWING))


def unnamed(root: Any) -> list[str]:
    """Showing interactive controls with no accessible name, each with where it is."""
    found = []
    for node in walk(root):
        try:
            role = node.getRoleName()
            if role in INTERACTIVE and showing(node) and not (node.name or "").strip():
                parent = node.parent
                found.append(f"{role} in {parent.getRoleName()} {parent.name!r}"
                             f" ({node.description!r})")  # fmt: skip
        except Exception as error:  # a node that went away while walked
            found.append(f"gone: {error}")
    return found


def find(root: Any, role: str, name: Callable[[str], bool]) -> Any:
    for node in walk(root):
        if node.getRoleName() == role and name(node.name or "") and showing(node):
            return node
    return None


def plain(menu_text: str) -> str:
    """A menu item's name without its mnemonic: "设置(S)…" and "Settings…" as written."""
    return re.sub(r"\(&?\w\)", "", menu_text).replace("&", "")


def press(node: Any) -> None:
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("Press") if "Press" in names else 0)


def app_named(name: str) -> Any:
    for app in pyatspi.Registry.getDesktop(0):
        if app is not None and app.name == name:
            return app
    return None


def windows(app: Any) -> list[Any]:
    return [app.getChildAtIndex(i) for i in range(app.childCount)
            if app.getChildAtIndex(i) is not None]  # fmt: skip


def open_dialog(app: Any, frame: Any, item: str) -> dict[str, Any]:
    """Open a dialog from its menu item, check its names, close it with Esc (a real key)."""
    before = {w.name for w in windows(app) if showing(w)}
    menu_item = next((n for n in walk(app) if n.getRoleName() == "menu item"
                      and plain(n.name or "") == item), None)  # fmt: skip
    if menu_item is None:
        return {"missing_menu_item": item}
    press(menu_item)
    dialog = wait_for(lambda: next((w for w in windows(app) if showing(w)
                                    and w.name not in before), None), 20, item)  # fmt: skip
    time.sleep(0.5)  # let it lay out its pages
    missing = unnamed(dialog)
    named_on_pages = [sorted(n.name for n in walk(dialog) if showing(n)
                             and n.getRoleName() in INTERACTIVE)]  # fmt: skip
    tabs: Any = next((n for n in walk(dialog) if n.getRoleName() == "page tab list"), None)
    for index in range(1, tabs.childCount if tabs is not None else 0):  # each page in turn
        tabs.querySelection().selectChild(index)
        time.sleep(0.3)
        missing += [m for m in unnamed(dialog) if m not in missing]
        named_on_pages.append(sorted(n.name for n in walk(dialog) if showing(n)
                                     and n.getRoleName() in INTERACTIVE))  # fmt: skip
    result = {"title": dialog.name, "unnamed": missing,
              "pages": len({tuple(page) for page in named_on_pages}),
              "controls": sum(1 for n in walk(dialog) if n.getRoleName() in INTERACTIVE
                              and showing(n))}  # fmt: skip
    subprocess.run(["xdotool", "key", "Escape"], check=False, timeout=10)
    wait_for(lambda: not any(w.name == dialog.name and showing(w) for w in windows(app)), 10,
             f"{item} to close")  # fmt: skip
    result["closed_by_esc"] = True
    return result


def click(node: Any) -> None:
    """A pointer click in the middle of it (opening a conversation from the list is a click or
    Enter on it; the accessible "Toggle" only selects)."""
    box = node.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    x, y = box.x + box.width // 2, box.y + box.height // 2
    subprocess.run(["xdotool", "mousemove", str(x), str(y), "click", "1"], check=False,
                   timeout=10)  # fmt: skip


def keyboard_to(frame: Any) -> None:
    """The X keyboard focus to the main window (what a window manager does when it is clicked;
    Xvfb here has none)."""
    found = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", frame.name],
                           capture_output=True, text=True, check=False, timeout=10)  # fmt: skip
    for window in found.stdout.split()[:1]:
        subprocess.run(["xdotool", "windowfocus", "--sync", window], check=False, timeout=10)
    wait_for(lambda: frame.getState().contains(pyatspi.STATE_ACTIVE), 10, "the window active")


def open_passage(app: Any, frame: Any, words: dict[str, str], title: str) -> dict[str, Any]:
    """The stored conversation whose reply was given a file's passage: opened from the list, its
    reply focused with F6, its actions menu opened with the Menu key, the passage item pressed;
    then the passage dialog is checked like the others."""
    item = wait_for(lambda: find(frame, "list item", lambda n: n == title), 10, title)
    click(item)

    def stored_reply() -> Any:
        return find(frame, "panel", lambda n: n.startswith(words["reply"]))

    reply = wait_for(stored_reply, 10, "the stored reply")
    keyboard_to(frame)
    subprocess.run(["xdotool", "key", "F6"], check=False, timeout=10)  # list → messages
    wait_for(lambda: reply.getState().contains(pyatspi.STATE_FOCUSED), 10, "the reply focused")
    before = {w.name for w in windows(app) if showing(w)}
    subprocess.run(["xdotool", "key", "Menu"], check=False, timeout=10)
    # A popup menu is not among the application's windows on the bus (Qt leaves popups out):
    # a screen reader meets it as Orca does, by the focus landing on its first item.
    subprocess.run(["xdotool", "key", "Down"], check=False, timeout=10)

    def passage_item() -> Any:
        for node in reversed(focused):
            if node.getRoleName() == "menu item" and node.parent is not None:
                items = [node.parent.getChildAtIndex(i) for i in range(node.parent.childCount)]
                return next((i for i in items if i.name == words["passage"]), None)
        return None

    entry = wait_for(passage_item, 10, "the passage in the message's menu")
    press(entry)
    dialog = wait_for(lambda: next((w for w in windows(app) if showing(w)
                                    and w.name not in before and w.getRoleName() == "dialog"),
                                   None), 10, "the passage dialog")  # fmt: skip
    time.sleep(0.3)
    result = {"title": dialog.name, "unnamed": unnamed(dialog),
              "controls": sum(1 for n in walk(dialog) if n.getRoleName() in INTERACTIVE
                              and showing(n))}  # fmt: skip
    subprocess.run(["xdotool", "key", "Escape"], check=False, timeout=10)
    wait_for(lambda: not showing(dialog), 10, "the passage dialog to close")
    result["closed_by_esc"] = True
    return result


def main() -> int:
    language, stored, menu_items = sys.argv[1], sys.argv[2], sys.argv[3:]
    words = TEXTS[language]
    pyatspi.Registry.registerEventListener(
        lambda event: announcements.append(str(event.any_data)), "object:announcement"
    )
    pyatspi.Registry.registerEventListener(
        lambda event: focused.append(event.source) if event.detail1 else None,
        "object:state-changed:focused",
    )
    app = wait_for(lambda: app_named("qwen-desktop"), 40, "the app on the bus")
    frame = wait_for(lambda: next((w for w in windows(app) if w.getRoleName() == "frame"), None),
                     20, "the main window")  # fmt: skip
    send = wait_for(lambda: (b := find(frame, "push button", lambda n: n == words["send"]))
                    and b.getState().contains(pyatspi.STATE_SENSITIVE) and b, 40,
                    "Send to be enabled (the model loaded)")  # fmt: skip
    out: dict[str, Any] = {"start": {"unnamed": unnamed(frame)}}
    composer = find(frame, "text", lambda n: n == words["message"])
    out["composer_found"] = composer is not None
    composer.queryEditableText().setTextContents("What is the capital of France?")
    press(send)

    def finished_reply() -> Any:
        """The reply once it is finished: named without "being written", its text described
        (asked again each time: the app fills both when the reply ends)."""
        for node in walk(frame):
            name = node.name or ""
            if (
                node.getRoleName() == "panel"
                and name.startswith(words["reply"])
                and words["writing"] not in name
                and (node.description or "").strip()
            ):
                return node
        return None

    reply = wait_for(finished_reply, 90, "a finished reply with its text")
    out["reply_role"] = reply.getRoleName()
    out["reply_name"] = reply.name
    out["reply_description"] = reply.description
    body = next((n for n in walk(reply) if n.getRoleName() in ("label", "text", "paragraph")
                 and n.name == words["reply"] and showing(n)), None)  # fmt: skip
    out["reply_text"] = body.queryText().getText(0, -1) if body is not None else None
    wait_for(lambda: len(announcements) >= 2, 10, "the reply's announcements")
    out["announcements"] = list(announcements)
    out["after_reply"] = {"unnamed": unnamed(frame)}
    out["dialogs"] = {item: open_dialog(app, frame, item) for item in menu_items}
    out["dialogs"]["passage"] = open_passage(app, frame, words, stored)
    print(json.dumps(out, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
