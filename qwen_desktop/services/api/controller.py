"""Switching the local API server on and off with the settings, and saying what happened.

Nothing listens while the setting is off. A port that is taken is a message the user can act
on, not a crash.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from qwen_desktop.core.llm.sampling import SamplingParams
from qwen_desktop.services.api.bridge import ApiBridge
from qwen_desktop.services.engine.host import EngineHost

if TYPE_CHECKING:
    from qwen_desktop.core.api.runner import ApiServer

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ApiOptions:
    enabled: bool = False
    port: int = 8181
    api_key: str = ""
    origins: tuple[str, ...] = ()


class ApiController(QObject):
    started = Signal(str)  # the base URL
    stopped = Signal()
    problem = Signal(str)  # a sentence for the user (already translated)

    def __init__(self, host: EngineHost, defaults: SamplingParams, parent: QObject | None = None):
        super().__init__(parent)
        self.bridge = ApiBridge(host, defaults, self)
        self._server: ApiServer | None = None
        self._options = ApiOptions()
        self.url = ""

    @property
    def running(self) -> bool:
        return self._server is not None

    def apply(self, options: ApiOptions, defaults: SamplingParams) -> None:
        self.bridge.set_defaults(defaults)
        if options == self._options and self.running == options.enabled:
            return
        self.stop()
        self._options = options
        if options.enabled:
            self._start(options)

    def _start(self, options: ApiOptions) -> None:
        # Imported here: starlette and uvicorn cost start-up time only when the server is on.
        from qwen_desktop.core.api.runner import ApiServer, PortInUse
        from qwen_desktop.core.api.server import ServerConfig, create_app

        app = create_app(self.bridge, ServerConfig(options.api_key, options.origins))
        try:
            server = ApiServer(app, options.port)
        except PortInUse:
            self.problem.emit(
                self.tr("The local API server could not start: port %1 is already in use. "
                        "Choose another port in Settings.").replace("%1", str(options.port))
            )  # fmt: skip
            return
        except OSError as exc:
            self.problem.emit(
                self.tr("The local API server could not start: %1").replace(
                    "%1", exc.strerror or str(exc)
                )
            )
            return
        server.start()
        self._server = server
        self.url = server.url
        log.info("API server listening on %s", server.url)
        self.started.emit(server.url)

    def stop(self) -> None:
        server = self._server
        if server is None:
            return
        self._server = None
        self.bridge.cancel_all()
        server.stop()
        self.url = ""
        self.stopped.emit()
