"""Run by test_chat_store: streams a reply into the store until it is killed."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from qwen_desktop.core.chats.chat_store import ChatStore

store = ChatStore(Path(sys.argv[1]))
conversation = store.create_conversation()
store.add_message(conversation, "user", "请写一首关于长江的诗。")
reply = store.add_message(conversation, "assistant", "", complete=False)
text = ""
for i in range(100_000):
    text += f"第{i}句。"
    if store.save_partial(reply, text):
        print(f"saved {len(text)}", flush=True)
    time.sleep(0.01)  # a token every 10 ms, like a fast model
