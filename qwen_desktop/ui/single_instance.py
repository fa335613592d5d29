"""One running app per user: a second launch hands its arguments to the first and exits.

A second process would load the model again (another 0.7 GB of memory) and write the same chat
database. The first instance listens on a QLocalServer; a later launch connects, sends one JSON
line ({"model": "/abs/path.gguf" or null}), waits for "ok" and exits; the first brings its
window to the front and opens that model.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)
CONNECT_MS = 500
REPLY_MS = 2000
MAX_MESSAGE = 64 * 1024


def forward_to_running(name: str, model: Path | None, quick_ask: bool = False) -> bool:
    """True when a running instance took the request (this process should then exit).
    `quick_ask`: it opens its quick-ask window instead of coming to the front."""
    socket = QLocalSocket()
    socket.connectToServer(name)
    if not socket.waitForConnected(CONNECT_MS):
        return False
    payload = {"model": str(model.resolve()) if model is not None else None,
               "quick_ask": quick_ask}  # fmt: skip
    socket.write(json.dumps(payload).encode("utf-8") + b"\n")
    socket.flush()
    answered = False
    while socket.waitForReadyRead(REPLY_MS):
        if socket.canReadLine():
            answered = bytes(socket.readLine().data()).strip() == b"ok"
            break
    socket.disconnectFromServer()
    return answered


class SingleInstance(QObject):
    activated = Signal(str)  # a later launch's --model path ("" for none)
    quickAsk = Signal()  # a later launch with --quick-ask (a desktop's own shortcut runs it)

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._accept)
        self._connections: list[QLocalSocket] = []

    def listen(self) -> bool:
        """Start listening; a socket left by a crashed instance is removed first."""
        if self._server.listen(self.name):
            return True
        QLocalServer.removeServer(self.name)
        ok = self._server.listen(self.name)
        if not ok:
            log.warning("single-instance server: %s", self._server.errorString())
        return ok

    def close(self) -> None:
        for connection in self._connections:
            connection.abort()
            connection.deleteLater()
        self._connections.clear()
        self._server.close()

    def _accept(self) -> None:
        # No lambdas capturing sockets (they crashed when a socket died first): one slot looks
        # at every open connection, which this list also keeps alive until it disconnects.
        while self._server.hasPendingConnections():
            connection = self._server.nextPendingConnection()
            self._connections.append(connection)
            connection.readyRead.connect(self._read_all)
            connection.disconnected.connect(self._forget_closed)
        self._read_all()

    def _forget_closed(self) -> None:
        for connection in list(self._connections):
            if connection.state() != QLocalSocket.LocalSocketState.ConnectedState:
                self._connections.remove(connection)
                connection.deleteLater()

    def _read_all(self) -> None:
        for connection in list(self._connections):
            if connection.bytesAvailable() > MAX_MESSAGE:
                connection.abort()
            elif connection.canReadLine():
                self._answer(connection, bytes(connection.readLine().data()))

    def _answer(self, connection: QLocalSocket, line: bytes) -> None:
        try:
            request = json.loads(line)
            model = request.get("model") if isinstance(request, dict) else None
        except (ValueError, UnicodeDecodeError):
            log.warning("single-instance server: unreadable request ignored")
            connection.abort()
            return
        connection.write(b"ok\n")
        connection.flush()
        if isinstance(request, dict) and request.get("quick_ask") is True:
            self.quickAsk.emit()
            return
        self.activated.emit(model if isinstance(model, str) else "")
