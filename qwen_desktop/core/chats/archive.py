"""A stored conversation as one exportable whole, and back: its tree of messages from the chat
store and its attached files (text and passages) from the passage index in the same database."""

from __future__ import annotations

import sqlite3

from qwen_desktop.core.chats.chat_store import ChatStore
from qwen_desktop.core.chats.exchange import Attachment, Exported, Message
from qwen_desktop.core.documents.index import PassageIndex
from qwen_desktop.core.documents.passages import Passage


def gather(store: ChatStore, conversation_id: int) -> Exported:
    stored = store.conversation(conversation_id)
    messages = [m for m in store.messages(conversation_id) if m.role != "system"]
    known = {m.id for m in messages}
    tree = [Message(m.id, m.parent_id if m.parent_id in known else None, m.role, m.text,
                    m.context, m.files, m.sources, m.model, m.server)
            for m in messages]  # fmt: skip
    index = PassageIndex(store.db)
    attachments = [Attachment(f.name, f.size, f.pages, f.text, tuple(index.passages_of(f.id)))
                   for f in index.of_conversation(conversation_id)]  # fmt: skip
    return Exported(stored.title, stored.system_prompt, tree, stored.current_leaf, attachments)


def restore(store: ChatStore, exported: Exported) -> int:
    """A new conversation from an import; attached files are indexed again (pages kept) so
    follow-up questions about them work. Nothing is left behind if a step fails."""
    conversation_id = store.import_tree(exported.title, exported.system_prompt, exported.messages,
                                        exported.current)  # fmt: skip
    try:
        index = PassageIndex(store.db)
        for attached in exported.attachments:
            passages = [Passage(attached.name, page, i, text)
                        for i, (page, text) in enumerate(attached.passages)]  # fmt: skip
            index.add(conversation_id, attached.name, attached.size, attached.pages, passages,
                      attached.text)  # fmt: skip
    except sqlite3.Error:
        store.db.execute("DELETE FROM attachments WHERE conversation_id=?", (conversation_id,))
        store.db.execute("DELETE FROM conversations WHERE id=?", (conversation_id,))
        raise
    return conversation_id
