"""The chat database's schema, as the migrations that build it: one script per version.

A migration is only ever appended, never edited: a database made by any earlier version of the
app is brought up to date by running the scripts it has not seen (PRAGMA user_version counts
them), each in its own transaction, so nothing a user wrote is lost on upgrade.
"""

from __future__ import annotations

import sqlite3

_V1 = """
        CREATE TABLE conversations (
            id INTEGER PRIMARY KEY,
            title TEXT NOT NULL,
            system_prompt TEXT NOT NULL DEFAULT '',
            created REAL NOT NULL,
            updated REAL NOT NULL,
            pinned INTEGER NOT NULL DEFAULT 0,
            deleted REAL
        );
        CREATE TABLE messages (
            id INTEGER PRIMARY KEY,
            conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            role TEXT NOT NULL CHECK (role IN ('system', 'user', 'assistant')),
            text TEXT NOT NULL,
            created REAL NOT NULL,
            updated REAL NOT NULL,
            complete INTEGER NOT NULL DEFAULT 1,
            model TEXT NOT NULL DEFAULT '',
            sampling TEXT NOT NULL DEFAULT '{}',
            stats TEXT
        );
        CREATE INDEX messages_by_conversation ON messages (conversation_id, position);
"""

# Full-text search. The trigram tokenizer finds Chinese text, which has no spaces.
_V2 = """
        CREATE VIRTUAL TABLE messages_fts USING fts5(
            text, content='messages', content_rowid='id', tokenize='trigram'
        );
        INSERT INTO messages_fts(rowid, text) SELECT id, text FROM messages;
        CREATE TRIGGER messages_ai AFTER INSERT ON messages BEGIN
            INSERT INTO messages_fts(rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TRIGGER messages_ad AFTER DELETE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, text) VALUES ('delete', old.id, old.text);
        END;
        CREATE TRIGGER messages_au AFTER UPDATE OF text ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, text) VALUES ('delete', old.id, old.text);
            INSERT INTO messages_fts(rowid, text) VALUES (new.id, new.text);
        END;
"""

# Which server answered a reply ('' for this computer's own model); the model is in `model`.
_V3 = """
        ALTER TABLE messages ADD COLUMN server TEXT NOT NULL DEFAULT '';
"""

# The attached documents' text that was sent with a user message (kept exactly as sent).
_V4 = """
        ALTER TABLE messages ADD COLUMN context TEXT NOT NULL DEFAULT '';
"""

# Conversations become trees: editing or regenerating adds a sibling. Every existing conversation
# turns into a single branch (each message's parent is the one before it), and the branch on
# screen is remembered by its last message. Also: the attached files a user message carried and
# the passages a reply was given, and a deleted mark so deleting a subtree can be undone.
_V5 = """
        ALTER TABLE messages ADD COLUMN parent_id INTEGER REFERENCES messages(id) ON DELETE CASCADE;
        UPDATE messages SET parent_id = (
            SELECT p.id FROM messages p WHERE p.conversation_id = messages.conversation_id
            AND p.position < messages.position ORDER BY p.position DESC LIMIT 1);
        CREATE INDEX messages_by_parent ON messages (parent_id);
        ALTER TABLE messages ADD COLUMN files TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE messages ADD COLUMN sources TEXT NOT NULL DEFAULT '[]';
        ALTER TABLE messages ADD COLUMN deleted REAL;
        ALTER TABLE conversations ADD COLUMN current_leaf INTEGER;
        UPDATE conversations SET current_leaf = (
            SELECT m.id FROM messages m WHERE m.conversation_id = conversations.id
            ORDER BY m.position DESC LIMIT 1);
"""

# Attached documents and their passages, indexed for retrieval (documents/index.py). Created by
# the index itself before it joined the migrations, hence IF NOT EXISTS.
_V6 = """
        CREATE TABLE IF NOT EXISTS attachments (
            id INTEGER PRIMARY KEY,
            conversation_id INTEGER,
            name TEXT NOT NULL,
            size INTEGER NOT NULL DEFAULT 0,
            pages INTEGER,
            text TEXT NOT NULL DEFAULT '',
            created REAL NOT NULL
        );
        CREATE TABLE IF NOT EXISTS passages (
            id INTEGER PRIMARY KEY,
            attachment_id INTEGER NOT NULL REFERENCES attachments(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            page INTEGER,
            text TEXT NOT NULL
        );
        CREATE VIRTUAL TABLE IF NOT EXISTS passages_fts USING fts5(
            text, content='passages', content_rowid='id', tokenize='trigram'
        );
        CREATE TRIGGER IF NOT EXISTS passages_ai AFTER INSERT ON passages BEGIN
            INSERT INTO passages_fts(rowid, text) VALUES (new.id, new.text);
        END;
        CREATE TRIGGER IF NOT EXISTS passages_ad AFTER DELETE ON passages BEGIN
            INSERT INTO passages_fts(passages_fts, rowid, text) VALUES ('delete', old.id, old.text);
        END;
"""

# Retrieval that works for Chinese: passages are indexed under their search terms (CJK pairs and
# words, core/text/search_terms.py) instead of trigrams, and every passage and attachment knows
# its size in tokens. Existing passages have neither until the app re-indexes them (their
# `tokens` is NULL until then: documents/index.py `reindex`).
_V7 = """
        DROP TRIGGER IF EXISTS passages_ai;
        DROP TRIGGER IF EXISTS passages_ad;
        DROP TABLE IF EXISTS passages_fts;
        ALTER TABLE passages ADD COLUMN tokens INTEGER;
        ALTER TABLE attachments ADD COLUMN tokens INTEGER;
        CREATE VIRTUAL TABLE passage_terms USING fts5(
            terms, tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER passages_ad AFTER DELETE ON passages BEGIN
            DELETE FROM passage_terms WHERE rowid = old.id;
        END;
"""

# The assistant a conversation was started from (core/assistants; "" for none).
_V8 = """
        ALTER TABLE conversations ADD COLUMN assistant TEXT NOT NULL DEFAULT '';
"""

MIGRATIONS: list[str] = [_V1, _V2, _V3, _V4, _V5, _V6, _V7, _V8]
SCHEMA_VERSION = len(MIGRATIONS)


def migrate(db: sqlite3.Connection) -> None:
    """Bring a database up to SCHEMA_VERSION; each script in its own transaction."""
    version = db.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise sqlite3.DatabaseError(f"made by a newer version (schema {version})")
    for number in range(version, SCHEMA_VERSION):
        # One script per migration, its own transaction (executescript would commit ours).
        script = f"BEGIN IMMEDIATE;\n{MIGRATIONS[number]}\nPRAGMA user_version = {number + 1};"
        try:
            db.executescript(script + "\nCOMMIT;")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise
