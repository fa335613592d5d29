"""A small OpenAI-compatible server on 127.0.0.1 that fails on purpose: wrong key, unknown
model, busy, a stream that breaks off, a stream that is not SSE JSON."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODEL = "fake-model"


class FaultyOpenAI:
    def __init__(self) -> None:
        self.mode = "ok"  # ok | auth | unknown_model | busy | unavailable | drop | malformed
        self.key = ""
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:
                return

            def _json(
                self, status: int, body: object, headers: dict[str, str] | None = None
            ) -> None:
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in (headers or {}).items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

            def _refused(self) -> bool:
                if fake.mode == "auth" or (
                    fake.key and self.headers.get("Authorization") != f"Bearer {fake.key}"
                ):
                    self._json(401, {"error": {"message": "Invalid API key", "type": "auth"}})
                    return True
                if fake.mode == "busy":
                    self._json(429, {"error": {"message": "Slow down"}}, {"Retry-After": "7"})
                    return True
                if fake.mode == "unavailable":
                    self._json(503, {"error": "overloaded"})
                    return True
                return False

            def do_GET(self) -> None:
                if not self._refused():
                    self._json(200, {"object": "list", "data": [{"id": MODEL}]})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                request = json.loads(self.rfile.read(length) or b"{}")
                if self._refused():
                    return
                if fake.mode == "unknown_model" or request.get("model") != MODEL:
                    self._json(404, {"error": {"message": f"model {request.get('model')} not "
                                                          "found"}})  # fmt: skip
                    return
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Connection", "close")
                self.end_headers()
                words = ["你好", "，", "world", "!", " More", " text"]
                for index, word in enumerate(words):
                    if fake.mode == "drop" and index == 3:
                        self.wfile.flush()
                        self.connection.shutdown(2)  # the connection breaks off mid-reply
                        return
                    if fake.mode == "malformed" and index == 2:
                        self.wfile.write(b"data: {this is not json\n\n")
                        self.wfile.flush()
                        continue
                    chunk = {"choices": [{"index": 0, "delta": {"content": word},
                                          "finish_reason": None}]}  # fmt: skip
                    self.wfile.write(f": ping\n\ndata: {json.dumps(chunk)}\n\n".encode())
                    self.wfile.flush()
                usage = {"prompt_tokens": 11, "completion_tokens": len(words)}
                done = {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
                        "usage": usage}  # fmt: skip
                self.wfile.write(f"data: {json.dumps(done)}\n\ndata: [DONE]\n\n".encode())
                self.wfile.flush()

        return Handler


@contextmanager
def faulty_openai() -> Iterator[FaultyOpenAI]:
    server = FaultyOpenAI()
    server._thread.start()
    try:
        yield server
    finally:
        server._server.shutdown()
        server._server.server_close()
