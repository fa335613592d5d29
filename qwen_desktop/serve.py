"""`qwen-desktop --model PATH --serve`: the local API server without a window.

For scripts, a home server and tests. Qt runs without a display (QCoreApplication): the engine
thread and the bridge are the same as the window's. Ctrl+C or SIGTERM stops the server, then
frees the model on its own thread.
"""

from __future__ import annotations

import argparse
import signal
import sys

from qwen_desktop import APP_ID


def serve(args: argparse.Namespace) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from qwen_desktop.core.config.paths import settings_path
    from qwen_desktop.core.config.settings import SettingsStore
    from qwen_desktop.core.failure import Failure
    from qwen_desktop.core.llm.load import LoadedModel
    from qwen_desktop.core.storage import database
    from qwen_desktop.services.api.controller import ApiController, ApiOptions
    from qwen_desktop.services.engine.host import EngineHost
    from qwen_desktop.services.error_text import describe_failure

    existing = QCoreApplication.instance()
    app = existing if existing is not None else QCoreApplication(sys.argv[:1])
    settings = SettingsStore(settings_path()).load().settings
    host = EngineHost(kv_disk_bytes=0)
    controller = ApiController(host, settings.sampling())
    port = args.port if args.port is not None else settings.api_port
    key = args.api_key if args.api_key is not None else settings.api_key
    options = ApiOptions(True, port, key, settings.api_origin_list())
    outcome = {"code": 0}

    def loaded(model: LoadedModel) -> None:
        controller.apply(options, settings.sampling())
        if not controller.running:
            outcome["code"] = 1
            app.quit()
            return
        print(f"{APP_ID}: serving {model.path.name} at {controller.url}", flush=True)

    def failed(failure: Failure) -> None:
        print(f"{APP_ID}: {describe_failure(failure)}", file=sys.stderr, flush=True)
        outcome["code"] = 1
        app.quit()

    controller.problem.connect(lambda text: print(f"{APP_ID}: {text}", file=sys.stderr))
    host.loaded.connect(loaded)
    host.loadFailed.connect(failed)
    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda _n, _f: app.quit())
    wake = QTimer()  # Python runs signal handlers only between bytecodes: wake it now and then
    wake.timeout.connect(lambda: None)
    wake.start(200)
    host.load(args.model, settings.load_settings(args.debug), warm_prompt="")
    app.exec()
    controller.stop()
    host.shutdown()
    database.close_all()
    return outcome["code"]
