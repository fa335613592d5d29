"""The conversation list: newest first, pinned on top, search across every message (Ctrl+F),
rename, pin, delete with undo, export and import."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPoint, QSize, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop.core.assistants.library import AssistantLibrary
from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.ui.accessibility import name_clear_button
from qwen_desktop.ui.chat.undo_bar import UndoBar
from qwen_desktop.ui.flow_layout import FlowLayout

ROLE_CONVERSATION = Qt.ItemDataRole.UserRole
ROLE_MESSAGE = Qt.ItemDataRole.UserRole + 1
SEARCH_DEBOUNCE_MS = 150  # one query after typing pauses, not one per keystroke
MIN_WIDTH = 200


class _FitWidthDelegate(QStyledItemDelegate):
    """Rows as wide as the list, never wider: the title is then elided when painted instead of
    widening the row (which is what puts a horizontal scroll bar under a long title)."""

    def __init__(self, view: QListWidget) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        return QSize(min(hint.width(), self._view.viewport().width()), hint.height())


def _conversation_list() -> QListWidget:
    view = QListWidget()
    view.setObjectName("conversationList")
    view.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
    # A long title is cut with "…" (the tooltip has all of it), never a horizontal scroll bar.
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setTextElideMode(Qt.TextElideMode.ElideRight)
    view.setWordWrap(False)
    view.setResizeMode(QListWidget.ResizeMode.Adjust)  # re-lay out rows on resize
    view.setItemDelegate(_FitWidthDelegate(view))
    return view


class ConversationSidebar(QWidget):
    conversationChosen = Signal(int, int)  # conversation id, message id to show (0: none)
    newRequested = Signal()
    assistantChosen = Signal(object)  # Assistant: a new conversation with it
    assistantsRequested = Signal()  # open the assistants library
    exportRequested = Signal(int, str)  # conversation id, "md", "json" or "tree" (all versions)
    importRequested = Signal()
    deleted = Signal(int)
    refreshed = Signal()  # the list shows the current search (or all conversations)

    def __init__(self, store: ChatStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sidebar")
        self.store = store
        self.current_id: int | None = None
        self.writing: set[int] = set()  # conversations with a reply being written
        self.search_box = QLineEdit()
        self.search_box.setObjectName("searchBox")
        self.search_box.setPlaceholderText(self.tr("Search all conversations (Ctrl+F)"))
        self.search_box.setClearButtonEnabled(True)
        self.search_box.setAccessibleName(self.tr("Search conversations"))
        name_clear_button(self.search_box)
        self.list = _conversation_list()
        self.list.setAccessibleName(self.tr("Conversations"))
        self.new_button = QPushButton(self.tr("New conversation"))
        self.new_button.setObjectName("newConversationButton")
        self.assistant_picker = self._assistant_picker()
        self.library: AssistantLibrary | None = None
        self.language = "en"
        self.import_button = QPushButton(self.tr("Import…"))
        self.import_button.setObjectName("importConversationButton")
        self.undo_bar = UndoBar("undoBar", "undoButton")
        self.undo_button = self.undo_bar.button
        self._undo_id: int | None = None

        buttons = self._header = FlowLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.assistant_picker)
        buttons.addWidget(self.import_button)
        layout = self._column = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 0, 8)
        layout.addLayout(buttons)
        layout.addWidget(self.search_box)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.undo_bar)

        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DEBOUNCE_MS)
        self._search_timer.timeout.connect(self.refresh)
        self.search_box.textChanged.connect(self._search_timer.start)
        self.list.itemActivated.connect(self._activated)
        self.list.itemClicked.connect(self._activated)
        self.list.customContextMenuRequested.connect(self._menu)
        self.new_button.clicked.connect(self.newRequested)
        self.import_button.clicked.connect(self.importRequested)
        self.undo_bar.undoRequested.connect(self.undo)
        self.undo_bar.expired.connect(self._expire_undo)
        self.refresh()

    def minimumSizeHint(self) -> QSize:
        """Never narrower than its widest button (the splitter honours this; the buttons wrap
        onto a second line first): a longer translation or 200 % text cuts no label off."""
        header = [self.new_button, self.assistant_picker, self.import_button]
        widest = max(w.sizeHint().width() for w in header if not w.isHidden())
        margins = self._column.contentsMargins()
        width = widest + margins.left() + margins.right()
        return QSize(max(MIN_WIDTH, width), super().minimumSizeHint().height())

    # -- assistants ----------------------------------------------------------------------------

    def _assistant_picker(self) -> QToolButton:
        picker = QToolButton()
        picker.setObjectName("assistantPicker")
        picker.setText("▾")
        picker.setToolTip(self.tr("Start a conversation with an assistant"))
        picker.setAccessibleName(self.tr("New conversation with an assistant"))
        picker.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        picker.setMenu(QMenu(picker))
        picker.hide()  # until there is a library (set_assistants)
        return picker

    def set_assistants(self, library: AssistantLibrary, language: str) -> None:
        self.library, self.language = library, language
        self.assistant_picker.show()
        self.fill_assistants()
        self.refresh()

    def fill_assistants(self) -> None:
        """The picker's menu: every assistant, then the library itself."""
        menu = self.assistant_picker.menu()
        menu.clear()
        for assistant in self.library.all() if self.library is not None else []:
            action = menu.addAction(f"{assistant.symbol}  {assistant.name(self.language)}")
            action.triggered.connect(lambda _c=False, a=assistant: self.assistantChosen.emit(a))
        menu.addSeparator()
        menu.addAction(self.tr("Manage assistants…")).triggered.connect(self.assistantsRequested)

    def _assistant_of(self, ident: str) -> str:
        found = self.library.get(ident) if self.library is not None and ident else None
        return f"{found.symbol} " if found is not None else ""

    # -- listing -------------------------------------------------------------------------------

    def refresh(self) -> None:
        self._search_timer.stop()
        self._show(self.search_box.text().strip())
        self.refreshed.emit()

    def _show(self, query: str) -> None:
        self.list.clear()
        if query:
            untitled = self.tr("Untitled")
            for hit in self.store.search(query):
                item = QListWidgetItem(f"{hit.title or untitled}\n{hit.snippet}")
                item.setToolTip(f"{hit.title or untitled}\n{hit.snippet}")
                item.setData(ROLE_CONVERSATION, hit.conversation_id)
                item.setData(ROLE_MESSAGE, hit.message_id)
                self.list.addItem(item)
            if self.list.count() == 0:
                empty = QListWidgetItem(self.tr("No messages match “%1”.").replace("%1", query))
                empty.setFlags(Qt.ItemFlag.NoItemFlags)
                self.list.addItem(empty)
            return
        for conversation in self.store.conversations():
            title = conversation.title or self.tr("New conversation")
            pin = "★ " if conversation.pinned else ""  # a star any font has; 📌 needs an emoji font
            writing = conversation.id in self.writing
            mark = self.tr("Writing…") + " · " if writing else ""  # first: long titles elide
            item = QListWidgetItem(pin + mark + self._assistant_of(conversation.assistant) + title)
            item.setData(ROLE_CONVERSATION, conversation.id)
            item.setData(ROLE_MESSAGE, 0)
            found = self.library.get(conversation.assistant) if self.library is not None else None
            item.setToolTip(
                title
                + (
                    "\n" + self.tr("Assistant: %1").replace("%1", found.name(self.language))
                    if found is not None
                    else ""
                )
                + (f"\n{conversation.last_model}" if conversation.last_model else "")
                + ("\n" + self.tr("A reply is being written") if writing else "")
            )
            self.list.addItem(item)
            if conversation.id == self.current_id:
                self.list.setCurrentItem(item)

    def items(self) -> list[QListWidgetItem]:
        return [self.list.item(i) for i in range(self.list.count())]

    def item_for(self, conversation_id: int) -> QListWidgetItem | None:
        return next((i for i in self.items() if i.data(ROLE_CONVERSATION) == conversation_id), None)

    def _activated(self, item: QListWidgetItem) -> None:
        conversation_id = item.data(ROLE_CONVERSATION)
        if conversation_id is not None:
            self.conversationChosen.emit(int(conversation_id), int(item.data(ROLE_MESSAGE) or 0))

    def focus_list(self) -> None:
        """F6 lands here: on the conversation on screen, so arrows go on from it."""
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.list.currentItem() is None and self.list.count():
            self.list.setCurrentRow(0)

    def focus_search(self) -> None:
        self.search_box.setFocus()
        self.search_box.selectAll()

    # -- actions -------------------------------------------------------------------------------

    def _menu(self, position: QPoint) -> None:
        item = self.list.itemAt(position)
        if item is None or item.data(ROLE_CONVERSATION) is None:
            return
        conversation_id = int(item.data(ROLE_CONVERSATION))
        pinned = self.store.conversation(conversation_id).pinned
        menu = QMenu(self)
        menu.addAction(self.tr("Rename…"), lambda: self._ask_rename(conversation_id))
        menu.addAction(self.tr("Unpin") if pinned else self.tr("Pin"),
                       lambda: self.set_pinned(conversation_id, not pinned))  # fmt: skip
        menu.addAction(self.tr("Export as Markdown…"),
                       lambda: self.exportRequested.emit(conversation_id, "md"))  # fmt: skip
        menu.addAction(self.tr("Export as JSON…"),
                       lambda: self.exportRequested.emit(conversation_id, "json"))  # fmt: skip
        menu.addAction(self.tr("Export as JSON with every version…"),
                       lambda: self.exportRequested.emit(conversation_id, "tree"))  # fmt: skip
        menu.addSeparator()
        menu.addAction(self.tr("Delete"), lambda: self.delete(conversation_id))
        menu.exec(self.list.mapToGlobal(position))

    def _ask_rename(self, conversation_id: int) -> None:
        current = self.store.conversation(conversation_id).title
        title, ok = QInputDialog.getText(self, self.tr("Rename conversation"), self.tr("Title:"),
                                         text=current)  # fmt: skip
        if ok and title.strip():
            self.rename(conversation_id, title.strip())

    def rename(self, conversation_id: int, title: str) -> None:
        self.store.rename(conversation_id, title)
        self.refresh()

    def set_pinned(self, conversation_id: int, pinned: bool) -> None:
        self.store.set_pinned(conversation_id, pinned)
        self.refresh()

    def delete(self, conversation_id: int) -> None:
        self.undo_bar.expire()
        title = self.store.conversation(conversation_id).title
        self.store.delete(conversation_id)
        self._undo_id = conversation_id
        self.undo_bar.offer(self.tr("Deleted “%1”.").replace("%1", title))
        self.refresh()
        self.deleted.emit(conversation_id)

    def undo(self) -> None:
        if self._undo_id is not None:
            self.store.undo_delete(self._undo_id)
            self._undo_id = None
        self.refresh()

    def _expire_undo(self) -> None:
        if self._undo_id is not None:
            self._undo_id = None
            self.store.purge_deleted()
