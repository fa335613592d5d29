"""One conversation's owner: its turns, its recording, its engine requests, its reply in progress.

The window and the chat view only render what a `ChatSession` announces and forward what the user
asks for; every change to a conversation happens here, in one place, in the same order on screen,
in the database and in the engine's queue. It holds no widgets (Qt only for signals), so it is
tested without a window.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Hashable
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from qwen_desktop.core.assistants.library import Assistant
from qwen_desktop.core.chats.conversation import Conversation, Turn
from qwen_desktop.core.chats.recorder import NullRecorder, Recorder
from qwen_desktop.core.failure import Failure
from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.core.llm.stats import Reply, StopReason
from qwen_desktop.core.remote.client import RemoteTarget
from qwen_desktop.services.chat.attachments import Attachments
from qwen_desktop.services.chat.live_reply import LiveReply
from qwen_desktop.services.chat.reply_params import reply_params
from qwen_desktop.services.chat.states import Phase, Refusal, ReplySource
from qwen_desktop.services.error_text import describe, describe_failure

log = logging.getLogger(__name__)
LONG_PROMPT_TOKENS = 256  # from here on, reading the prompt takes seconds: show how far it is


class ChatSession(QObject):
    turnAdded = Signal(object)  # Turn (a user turn, or a finished reply)
    turnRemoved = Signal(int)  # turn id
    branchShown = Signal(int)  # the turns on screen from this index on changed: render them
    subtreeDeleted = Signal(int)  # how many messages were deleted (the window offers undo)
    replyStarted = Signal(object)  # LiveReply: the reply that deltas will fill
    delta = Signal(str)  # the newest piece (the whole text so far is `live.text`)
    reading = Signal(int, int)  # a long prompt: tokens evaluated so far, of how many
    finished = Signal(object, object)  # the reply's Turn, Reply
    failed = Signal(str, str)  # message to show ("" when stopped), text to give back ("" if none)
    refused = Signal(str)  # Refusal
    busyChanged = Signal(bool)
    canSendChanged = Signal()  # read `can_send` and `blocker`
    phaseChanged = Signal(str)  # Phase
    reset = Signal()  # the whole conversation was replaced (new, opened): render .conversation
    recorded = Signal()  # the stored conversation changed (titles, order): refresh the list
    storageFailed = Signal(str)  # the database refused a write; the conversation goes on

    def __init__(
        self,
        host: ReplySource,
        system_prompt: str = "",
        params: SamplingParams | None = None,
        recorder: Recorder | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.params = params or SamplingParams()
        self.recorder: Recorder = recorder or NullRecorder()
        self.conversation = Conversation(system_prompt)
        self.editing: int | None = None  # the user turn that the next send replaces
        self.target: RemoteTarget | None = None  # a remote server's model, or None: this computer
        self.attachments: Attachments | None = None  # files need a thread: set by the owner
        self.live: LiveReply | None = None  # the reply being written, if one is
        # This conversation's Think switch: off, a model that thinks (Qwen3) answers at once
        self.thinking = True
        self.assistant: Assistant | None = None  # the conversation's, when it has one
        self._undo: tuple[list[Turn], int | None] | None = None  # deleted subtree, leaf before
        self._storage_ok = True
        for name in ("loadStarted", "loaded", "loadFailed"):  # a fake host may have none
            signal = getattr(host, name, None)
            if signal is not None:
                signal.connect(self.canSendChanged)

    # -- state ---------------------------------------------------------------------------------

    @property
    def busy(self) -> bool:
        return self.live is not None

    @property
    def blocker(self) -> Refusal | None:
        """Why a message cannot be sent now (None: it can)."""
        if self.busy:
            return Refusal.BUSY
        if not self._can_answer():
            return Refusal.NO_MODEL
        if self.attachments is not None and self.attachments.reading:
            return Refusal.READING
        return None

    @property
    def can_send(self) -> bool:
        return self.blocker is None

    def set_target(self, target: RemoteTarget | None) -> None:
        self.target = target
        self.canSendChanged.emit()

    def _busy_changed(self) -> None:
        self.busyChanged.emit(self.busy)
        self.canSendChanged.emit()

    @property
    def conversation_id(self) -> int | None:
        return self.recorder.conversation_id

    @property
    def system_prompt(self) -> str:
        return self.conversation.system_prompt

    @system_prompt.setter
    def system_prompt(self, text: str) -> None:
        self.conversation.system_prompt = text

    def _key(self) -> Hashable:
        """Whose history the engine holds (its KV state is parked and restored by this key)."""
        stored = self.recorder.conversation_id
        return stored if stored is not None else ("unsaved", id(self.conversation))

    # -- intents -------------------------------------------------------------------------------

    def send(self, text: str) -> bool:
        """Send a user message (replacing the one being edited). False: nothing was sent, and the
        caller keeps the text where it is."""
        text = text.strip()
        if not text:
            return self._refuse(Refusal.EMPTY)
        blocker = self.blocker
        if blocker is not None:
            return self._refuse(blocker)
        context = self.attachments.context_for(text) if self.attachments is not None else None
        files = context.files if context else ()
        fallback = None
        if self.editing is not None and self.editing in self.conversation:
            # A new version of the edited message, beside it: the old one and its replies stay.
            edited = self.conversation.get(self.editing)
            index, fallback = self._index(edited.id), edited.id
            turn = self.conversation.add("user", text, context=context.text if context else "",
                                         parent=edited.parent, files=files)  # fmt: skip
            self.branchShown.emit(index)
        else:
            turn = self.conversation.add("user", text, context=context.text if context else "",
                                         files=files)  # fmt: skip
            self.turnAdded.emit(turn)
        self.editing = None
        self._save(lambda: self.recorder.user(turn, self.conversation))
        if self.attachments is not None:
            self.attachments.claim(self.recorder.conversation_id)
        self.recorded.emit()
        self._start_reply(sent=turn, sources=context.sources if context else (),
                          fallback=fallback)  # fmt: skip
        return True

    def regenerate(self, turn_id: int) -> bool:
        """Write a reply again: the new one is another version beside it (the old one stays).
        Given a question (a user message), write a reply to it: one that ends the branch on
        screen with no reply, after its reply was deleted or an import stopped there."""
        if self.busy or turn_id not in self.conversation:
            return False
        turn = self.conversation.get(turn_id)
        question_id = turn.parent if turn.role == "assistant" else turn.id
        answered = turn.role == "user" and self.conversation.turns[-1].id != turn_id
        if question_id is None or answered:  # a question with a reply: regenerate the reply
            return False
        if not self._can_answer():
            return self._refuse(Refusal.NO_MODEL)
        index = self._index(question_id) + 1
        self.conversation.end_at(question_id)
        self.branchShown.emit(index)
        fallback = turn_id if turn.role == "assistant" else None
        question = self.conversation.get(question_id)
        self._start_reply(
            sent=None, sources=self.conversation.sources_given(question.id), fallback=fallback
        )
        return True

    def edit(self, turn_id: int) -> str | None:
        """Start editing a user message; returns its text for the composer."""
        if self.busy or turn_id not in self.conversation:
            return None
        turn = self.conversation.get(turn_id)
        if turn.role != "user":
            return None
        self.editing = turn_id
        return turn.text

    def switch_version(self, turn_id: int, step: int) -> bool:
        """Show the previous (-1) or next (+1) version of a message, with its continuation.
        The engine reuses its cached KV for the part both branches share."""
        if self.busy or turn_id not in self.conversation:
            return False
        index = self._index(turn_id)
        if self.conversation.switch(turn_id, step) is None:
            return False
        if self.editing is not None and self.editing not in {t.id for t in self.conversation.turns}:
            self.editing = None
        self._shown(index)
        return True

    def show_message(self, message_id: int) -> int | None:
        """Put the branch holding a stored message (a search hit) on screen; its turn id."""
        turn_id = self.recorder.turn_for_message(message_id)
        if turn_id is None or self.busy:
            return turn_id
        if turn_id not in {t.id for t in self.conversation.turns}:
            self.conversation.show(turn_id)
            self._shown(0)
        return turn_id

    def _shown(self, index: int) -> None:
        turns = self.conversation.turns
        self._save(lambda: self.recorder.shown(turns[-1] if turns else None))
        self.branchShown.emit(index)

    def cancel_edit(self) -> None:
        self.editing = None

    def delete(self, turn_id: int) -> bool:
        """Delete a message and everything below it (all its replies' versions); undoable."""
        if self.busy or turn_id not in self.conversation:
            return False
        on_screen = [t.id for t in self.conversation.turns]
        index = on_screen.index(turn_id) if turn_id in on_screen else len(on_screen)
        leaf = on_screen[-1] if on_screen else None
        removed = self.conversation.remove(turn_id)
        self._undo = (removed, leaf)
        if self.editing in {t.id for t in removed}:
            self.editing = None
        turns = self.conversation.turns
        self._save(lambda: self.recorder.hidden([t.id for t in removed],
                                                turns[-1] if turns else None))  # fmt: skip
        self.branchShown.emit(index)
        self.recorded.emit()
        self.subtreeDeleted.emit(len(removed))
        return True

    def undo_delete(self) -> bool:
        if self._undo is None or self.busy:
            return False
        removed, leaf = self._undo
        self._undo = None
        self.conversation.restore(removed)
        if leaf is not None and leaf in self.conversation:
            self.conversation.show(leaf)
        turns = self.conversation.turns
        self._save(
            lambda: self.recorder.hidden(
                [t.id for t in removed], turns[-1] if turns else None, deleted=False
            )
        )
        self.branchShown.emit(0)
        self.recorded.emit()
        return True

    def recover(self) -> None:
        """A bug cut the end of a reply short (see crash_guard.py): if its handle has ended,
        the session is not busy any more; the conversation stays as it is on screen."""
        if self.live is not None and self.live.handle.done:
            self._end_reply()
            self._busy_changed()
            self.phaseChanged.emit(Phase.READY)

    def stop(self) -> None:
        """Stop this conversation's reply (others in the engine's queue go on)."""
        if self.live is not None:
            self.live.handle.cancel()
            self.phaseChanged.emit(Phase.STOPPING)

    def new(self) -> bool:
        """Start an empty conversation. While a reply runs it is stopped first (False)."""
        if self.busy:
            self.stop()
            return False
        self.conversation = Conversation(self.conversation.system_prompt)
        self.recorder.new()
        self.editing = None
        self._undo = None
        if self.attachments is not None:
            self.attachments.clear()
        self.reset.emit()
        self.recorded.emit()
        return True

    def open(self, conversation_id: int) -> bool:
        """Show a stored conversation. Not while a reply is being written into the current one."""
        if self.busy or not self.recorder.enabled:
            return False
        try:
            self.conversation = self.recorder.load(conversation_id)
        except (KeyError, sqlite3.Error) as exc:
            log.warning("could not open conversation %s", conversation_id, exc_info=True)
            self.storageFailed.emit(describe(exc))
            return False
        self.editing = None
        self._undo = None
        if self.attachments is not None:
            self.attachments.load(conversation_id)
        self.reset.emit()
        return True

    def _index(self, turn_id: int) -> int:
        return next(i for i, t in enumerate(self.conversation.turns) if t.id == turn_id)

    # -- the reply -----------------------------------------------------------------------------

    def _can_answer(self) -> bool:
        return self.target is not None or self.host.model is not None or self.host.loading

    def _start_reply(self, sent: Turn | None, sources: tuple[str, ...] = (),
                     fallback: int | None = None) -> None:  # fmt: skip
        messages = self.conversation.engine_messages()
        target = self.target
        if target is not None:
            model, server = target.model, target.server.name
        else:
            model = self.host.model.path.name if self.host.model is not None else ""
            server = ""
        parent = self.conversation.turns[-1].id if self.conversation.turns else None
        turn = Turn("assistant", "", model=model, server=server, sources=sources, parent=parent)
        self._save(lambda: self.recorder.reply_started(turn, model, self.params, server))
        params = reply_params(self)
        handle = self.host.generate(messages, params, conversation=self._key(), remote=target)
        self.live = LiveReply(turn, handle, sent, fallback)
        handle.reading.connect(self._on_reading)
        handle.delta.connect(self._on_delta)
        handle.finished.connect(self._on_finished)
        handle.failed.connect(self._on_failed)
        self.replyStarted.emit(self.live)
        self._busy_changed()
        waiting = self.host.loading and target is None
        self.phaseChanged.emit(Phase.WAITING_FOR_MODEL if waiting else Phase.THINKING)

    def _on_reading(self, done: int, total: int) -> None:
        if self.live is not None and total >= LONG_PROMPT_TOKENS:
            self.live.read = (done, total) if done < total else None
            self.reading.emit(done, total)

    def _on_delta(self, text: str) -> None:
        live = self.live
        if live is None:
            return
        first = live.deltas == 0
        live.add(text)
        if first:
            live.read = None
            self.phaseChanged.emit(Phase.WRITING)
        self._save(lambda: self.recorder.reply_progress(live.text))
        self.delta.emit(text)

    def _end_reply(self) -> LiveReply:
        live = self.live
        assert live is not None
        self.live = None
        for signal in (live.handle.reading, live.handle.delta, live.handle.finished,
                       live.handle.failed):  # fmt: skip
            signal.disconnect()
        return live

    def _on_finished(self, result: Reply) -> None:
        if self.live is None:
            return
        live = self._end_reply()
        result = live.stamped(result)
        try:
            turn = self.conversation.insert(replace(live.turn, text=result.text,
                                                    stats=result.stats))  # fmt: skip
            self._save(lambda: self.recorder.reply_finished(turn, result.text, result.stats))
            self.recorded.emit()
        finally:  # whatever happens above, the session is never left busy
            self._busy_changed()
        cancelled = result.stats.stop_reason is StopReason.CANCELLED
        self.phaseChanged.emit(Phase.STOPPED if cancelled else Phase.READY)
        self.finished.emit(turn, result)

    def _on_failed(self, failure: Failure) -> None:
        if self.live is None:
            return
        live = self._end_reply()
        partial = getattr(failure.error, "partial", "")
        if isinstance(partial, str) and partial:
            self._keep_interrupted(live, partial, failure)
            return
        try:
            self.turnRemoved.emit(live.turn.id)
            self._save(lambda: self.recorder.removed(live.turn.id))
            given_back = ""
            if live.sent is not None and live.sent.id in self.conversation:
                # The message goes back to the composer, so nothing typed is lost; the user can
                # shorten it (or load a model) and send it again.
                given_back = live.sent.text
                self._remove(live.sent.id)
            if live.fallback is not None and live.fallback in self.conversation:
                self.conversation.show(live.fallback)  # the version it would have joined, again
                self._shown(0)
            self.recorded.emit()
        finally:
            self._busy_changed()
        if failure.cancelled:  # stopped before it began: nothing to explain
            self.phaseChanged.emit(Phase.STOPPED)
            self.failed.emit("", given_back)
            return
        self.phaseChanged.emit(Phase.READY)
        self.failed.emit(describe_failure(failure), given_back)

    def _keep_interrupted(self, live: LiveReply, text: str, failure: Failure) -> None:
        """A remote stream broke off mid-reply: what arrived stays, marked as interrupted, and
        the question stays answered-in-part (nothing goes back to the composer)."""
        stats = live.interrupted_stats()
        turn = self.conversation.insert(replace(live.turn, text=text, stats=stats))
        self._save(lambda: self.recorder.reply_finished(turn, text, stats))
        self.recorded.emit()
        self._busy_changed()
        self.phaseChanged.emit(Phase.READY)
        self.finished.emit(turn, Reply(text, stats))
        self.failed.emit(describe_failure(failure), "")

    # -- helpers -------------------------------------------------------------------------------

    def _refuse(self, why: Refusal) -> bool:
        self.refused.emit(why)
        return False

    def _remove(self, turn_id: int) -> None:
        """Gone for good (a message that got no reply): not a user's delete, so no undo."""
        self.conversation.remove(turn_id)
        self.turnRemoved.emit(turn_id)
        self._save(lambda: self.recorder.removed(turn_id))

    def _save(self, write: Callable[[], None]) -> None:
        """Write to the store; a full disk or a broken database is told once and never stops the
        conversation (it goes on in memory, and what is on screen is still the user's)."""
        try:
            write()
        except (sqlite3.Error, OSError) as exc:
            log.warning("saving the conversation failed", exc_info=True)
            if self._storage_ok:
                self._storage_ok = False
                self.storageFailed.emit(describe(exc))
            return
        self._storage_ok = True
