"""A local HTTP server that answers like the Hugging Face Hub, with faults to inject."""

from __future__ import annotations

import hashlib
import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs

COMMIT = "a" * 40


@dataclass
class Faults:
    status: int | None = None  # answer HEAD and GET with this status
    get_status: list[int] = field(default_factory=list)  # statuses for the next GETs, once each
    drop_at: list[int] = field(default_factory=list)  # cut the connection at these offsets, once
    corrupt_at: int | None = None  # serve a flipped byte here
    rate: float | None = None  # bytes per second
    sent_event_at: int | None = None  # set `sent` once this many bytes have been sent in total
    ignore_range: bool = False


@dataclass
class Served:
    data: bytes
    sha256: str = ""
    claimed_sha256: str = ""  # what ETag says; by default the truth

    def __post_init__(self) -> None:
        self.sha256 = hashlib.sha256(self.data).hexdigest()
        self.claimed_sha256 = self.claimed_sha256 or self.sha256


class FakeHub:
    def __init__(self) -> None:
        self.files: dict[str, Served] = {}
        self.faults = Faults()
        self.requests: list[tuple[str, str, int | None]] = []  # method, path, range start
        self.sent = threading.Event()
        self._sent_total = 0
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def endpoint(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def add(self, repo: str, filename: str, data: bytes) -> Served:
        served = Served(data)
        self.files[f"/{repo}/resolve/main/{filename}"] = served
        return served

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        hub = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: object) -> None:
                return

            def _start(self) -> tuple[Served | None, int, int | None]:
                path = self.path.split("?")[0]
                if path.startswith("http://"):  # asked as an HTTP proxy: absolute URI
                    path = "/" + path.split("/", 3)[3]
                served = hub.files.get(path)
                start = None
                header = self.headers.get("Range")
                if header and header.startswith("bytes="):
                    start = int(header[6:].split("-")[0])
                hub.requests.append((self.command, self.path, start))
                if hub.faults.status is not None:
                    return None, hub.faults.status, start
                if served is None:
                    return None, 404, start
                if self.command == "GET" and hub.faults.get_status:
                    return None, hub.faults.get_status.pop(0), start
                return served, 200, start

            def _headers(self, served: Served, length: int) -> None:
                self.send_header("X-Repo-Commit", COMMIT)
                self.send_header("ETag", f'"{served.claimed_sha256}"')
                self.send_header("X-Linked-Etag", f'"{served.claimed_sha256}"')
                self.send_header("X-Linked-Size", str(len(served.data)))
                self.send_header("Accept-Ranges", "bytes")
                self.send_header("Content-Length", str(length))

            def _error(self, status: int) -> None:
                body = b'{"error": "fake hub error"}'
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                if status == 404:
                    self.send_header("X-Error-Code", "EntryNotFound")
                self.end_headers()
                if self.command != "HEAD":
                    self.wfile.write(body)

            def do_HEAD(self) -> None:
                served, status, _ = self._start()
                if served is None:
                    self._error(status)
                    return
                self.send_response(200)
                self._headers(served, len(served.data))
                self.end_headers()

            def do_GET(self) -> None:
                served, status, start = self._start()
                if served is None:
                    self._error(status)
                    return
                begin = 0 if start is None or hub.faults.ignore_range else start
                data = served.data
                if begin:
                    self.send_response(206)
                    self.send_header("Content-Range", f"bytes {begin}-{len(data) - 1}/{len(data)}")
                else:
                    self.send_response(200)
                self._headers(served, len(data) - begin)
                self.end_headers()
                self._send(data, begin)

            def do_POST(self) -> None:
                """`paths-info`: which of the asked files the repository has (as the Hub
                answers HfApi.get_paths_info), with size and LFS sha256."""
                parts = self.path.split("?")[0].split("/")  # /api/models/ORG/NAME/paths-info/REV
                length = int(self.headers.get("Content-Length", "0"))
                asked = parse_qs(self.rfile.read(length).decode()).get("paths", [])
                hub.requests.append(("POST", self.path, None))
                if len(parts) < 7 or parts[5] != "paths-info" or hub.faults.status is not None:
                    self._error(hub.faults.status or 404)
                    return
                repo = f"{parts[3]}/{parts[4]}"
                found = []
                for name in asked:
                    served = hub.files.get(f"/{repo}/resolve/main/{name}")
                    if served is not None:
                        found.append({"type": "file", "path": name, "size": len(served.data),
                                      "oid": "b" * 40, "lfs": {"oid": served.claimed_sha256,
                                      "size": len(served.data), "pointerSize": 134}})  # fmt: skip
                body = json.dumps(found).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def _send(self, data: bytes, position: int) -> None:
                faults = hub.faults
                step = 64 * 1024
                started = time.monotonic()
                sent_here = 0
                while position < len(data):
                    end = min(position + step, len(data))
                    drops = [d for d in faults.drop_at if position <= d < end]
                    if drops:
                        faults.drop_at.remove(drops[0])
                        self.wfile.write(data[position : drops[0]])
                        self.wfile.flush()
                        self.connection.shutdown(socket.SHUT_RDWR)
                        self.close_connection = True
                        return
                    chunk = bytearray(data[position:end])
                    if faults.corrupt_at is not None and position <= faults.corrupt_at < end:
                        chunk[faults.corrupt_at - position] ^= 0xFF
                    try:
                        self.wfile.write(chunk)
                    except (BrokenPipeError, ConnectionResetError):
                        return
                    sent_here += len(chunk)
                    hub._sent_total += len(chunk)
                    if faults.sent_event_at is not None and hub._sent_total >= faults.sent_event_at:
                        hub.sent.set()
                    position = end
                    if faults.rate:
                        ahead = sent_here / faults.rate - (time.monotonic() - started)
                        if ahead > 0:
                            time.sleep(ahead)  # server-side throttle, not a test sleep

        return Handler


@contextmanager
def running_hub() -> Iterator[FakeHub]:
    hub = FakeHub()
    hub.start()
    try:
        yield hub
    finally:
        hub.stop()
