"""uvicorn on its own thread, bound to 127.0.0.1 only.

The socket is bound here, before uvicorn starts, so a port that is taken is a clear error for
the caller (not a log line in a background thread), and stopping is bounded: uvicorn gets a
short grace period, then open streams are cut.
"""

from __future__ import annotations

import errno
import logging
import os
import socket
import threading

from starlette.applications import Starlette

log = logging.getLogger(__name__)
HOST = "127.0.0.1"
STOP_TIMEOUT_S = 2.0


class PortInUse(OSError):
    def __init__(self, port: int) -> None:
        super().__init__(errno.EADDRINUSE, f"port {port} is already in use")
        self.port = port


class ApiServer:
    def __init__(self, app: Starlette, port: int) -> None:
        import uvicorn  # imported only when the server is switched on

        self.port = port
        self._socket = _bind(port)
        self.port = self._socket.getsockname()[1]  # port 0: the one the OS chose
        config = uvicorn.Config(
            app, host=HOST, port=self.port, loop="asyncio", http="h11", ws="none",
            lifespan="off", log_level="warning", access_log=False,
            timeout_graceful_shutdown=1, server_header=False,
        )  # fmt: skip
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._run, name="api-server", daemon=True)

    @property
    def url(self) -> str:
        return f"http://{HOST}:{self.port}/v1"

    def start(self) -> None:
        self._thread.start()

    def _run(self) -> None:
        try:
            self._server.run(sockets=[self._socket])
        except Exception:  # the server thread has no one else to tell
            log.exception("the API server stopped with an error")

    def stop(self, timeout_s: float = STOP_TIMEOUT_S) -> bool:
        self._server.should_exit = True
        if self._thread.is_alive():
            self._thread.join(timeout_s)
        stopped = not self._thread.is_alive()
        if not stopped:
            self._server.force_exit = True
            log.error("the API server did not stop within %.1f s", timeout_s)
        self._socket.close()
        return stopped


def _bind(port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if os.name != "nt":  # restart at once after a stop (TIME_WAIT); unsafe on Windows
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((HOST, port))
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise PortInUse(port) from exc
        raise
    sock.listen(64)
    sock.set_inheritable(True)
    return sock
