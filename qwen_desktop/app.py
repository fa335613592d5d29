"""Command line, QApplication and wiring."""

from __future__ import annotations

import argparse
import json
import logging
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from qwen_desktop import APP_ID, APP_NAME, __version__

if TYPE_CHECKING:  # imported at run time only when needed: a fast --help and --version
    from PySide6.QtWidgets import QApplication

    from qwen_desktop.core.config.settings import LoadResult, Settings
    from qwen_desktop.core.llm.load import LoadedModel
    from qwen_desktop.ui.main_window import MainWindow
    from qwen_desktop.ui.single_instance import SingleInstance

_IMPORTED_AT = time.perf_counter()
SELF_TEST_PROMPT = "Say hello in one short sentence."
SELF_TEST_TIMEOUT_MS = 180_000


def seconds_since_process_start() -> float:
    """Wall time since this process was launched (Linux: from /proc; elsewhere: since import)."""
    try:
        ticks = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19])
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return uptime - ticks / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return time.perf_counter() - _IMPORTED_AT


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog=APP_ID, description=f"{APP_NAME}: an offline AI assistant"
    )
    parser.add_argument("--model", type=Path, help="open this GGUF model file")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="load the model, answer one message through the real window, print JSON stats, exit",
    )
    parser.add_argument(
        "--serve",
        action="store_true",
        help="run the local OpenAI-compatible API server without a window",
    )
    parser.add_argument("--port", type=int, help="the API server's port (default: settings, 8181)")
    parser.add_argument(
        "--api-key", help="--serve: require this Bearer key; --remote: send it to the server"
    )
    parser.add_argument(
        "--remote",
        metavar="URL",
        help="--self-test through this OpenAI-compatible server instead of a file",
    )
    parser.add_argument(
        "--remote-model",
        metavar="NAME",
        help="the remote server's model (default: the first it lists)",
    )
    parser.add_argument(
        "--attach", type=Path, metavar="FILE",
        help="--self-test: ask about this file (PDF, DOCX, text, …)",
    )  # fmt: skip
    parser.add_argument("--prompt", help="--self-test: the message to send")
    parser.add_argument(
        "--fit", action="store_true",
        help="print, for every model in the catalog, the memory it needs, the speed expected on "
             "this computer and a verdict (one JSON line each), then exit",
    )  # fmt: skip
    parser.add_argument(
        "--quick-ask", action="store_true",
        help="open the quick-ask window (of the running app, or after starting it): for a "
             "desktop's own keyboard shortcut where the app cannot set one (Wayland)",
    )  # fmt: skip
    parser.add_argument("--debug", action="store_true", help="log llama.cpp and app details")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    logging.basicConfig(level=logging.DEBUG if args.debug else logging.WARNING)
    _log_to_file(logging.DEBUG if args.debug else logging.WARNING)
    if (args.self_test or args.serve) and args.model is None and args.remote is None:
        print(f"{APP_ID}: --self-test and --serve need --model PATH", file=sys.stderr)
        return 2
    if args.fit:
        return _print_fit()
    if args.serve:
        from qwen_desktop.serve import serve

        return serve(args)
    if args.self_test:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from qwen_desktop.core.chats.chat_store import ChatStore
    from qwen_desktop.core.config.paths import chats_path, settings_path
    from qwen_desktop.core.config.settings import SettingsStore
    from qwen_desktop.services.container import build_services
    from qwen_desktop.services.engine.host import EngineHost
    from qwen_desktop.ui import i18n
    from qwen_desktop.ui.main_window import MainWindow
    from qwen_desktop.ui.theme import apply_theme

    app = _application()
    instance = None
    if not args.self_test:
        instance = _claim_single_instance(app, args.model, args.quick_ask)
        if instance is None:
            return 0  # the running app took over

    store = SettingsStore(settings_path())
    loaded = store.load()
    settings = loaded.settings
    language = i18n.install(app, settings.language)
    apply_theme(app, settings.theme, settings.font_size)

    host = EngineHost(kv_disk_bytes=0 if args.self_test else settings.kv_disk_mb * 1024 * 1024)
    chats = None if args.self_test else ChatStore(chats_path())
    services = build_services(host, settings, None if args.self_test else store, chats,
                              language, args.debug)  # fmt: skip
    services.guard.install()
    services.preferences.memory_guard = (
        not args.self_test
    )  # a self-test names its model: no question
    app.aboutToQuit.connect(services.shutdown)  # the model is freed on its own thread, first
    window = MainWindow(services)
    if args.self_test and args.remote:
        return _remote_self_test(app, window, args)
    if args.self_test:
        return _self_test(app, window, args.model, attach=args.attach,
                          prompt=args.prompt or SELF_TEST_PROMPT)  # fmt: skip

    _quit_on_signals(app)
    if instance is not None:
        instance.activated.connect(window.bring_to_front)
        instance.quickAsk.connect(window.anywhere.show_quick_ask)
        app.aboutToQuit.connect(instance.close)
    _show(window, loaded, args.model or startup_model(settings))
    if args.quick_ask:
        window.anywhere.show_quick_ask()
    code = app.exec()
    services.shutdown()
    from qwen_desktop.core.storage import database

    database.close_all()  # any connection left (SQLite removes chats.db-wal and -shm)
    return int(code)


def _show(window: MainWindow, loaded: LoadResult, model: Path | None) -> None:
    """The window as it was left, what had to be repaired, and the model (or the first run)."""
    window.restore_state()
    window.show()
    window.apply_api_settings()
    if loaded.problems:
        window.show_settings_problems(loaded.problems, loaded.backup)
    chats = window.services.chats
    if window.history is not None and chats is not None and chats.recovered_from is not None:
        window.history.show_recovered(chats.recovered_from)
    if model is not None:
        window.open_model(model)
    else:
        window.sources.open_download_dialog()  # first run: pick, download or import a model


def _log_to_file(level: int) -> None:
    """Warnings and every unexpected error with its traceback go to the app's log too: a desktop
    user never sees stderr, and a bug report needs the traceback."""
    from logging.handlers import RotatingFileHandler

    from qwen_desktop.core.config.paths import log_path

    path = log_path()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=2, encoding="utf-8")
    except OSError:
        return  # a read-only home: stderr only
    handler.setLevel(level)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    logging.getLogger().addHandler(handler)


def _application() -> QApplication:
    from PySide6.QtWidgets import QApplication

    from qwen_desktop.ui.resources import app_icon
    from qwen_desktop.ui.responsive import keep_gui_thread_responsive

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    keep_gui_thread_responsive()
    app.setApplicationName(APP_ID)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.qwen_desktop.QwenDesktop")
    app.setWindowIcon(app_icon())
    return app


def _claim_single_instance(app: QApplication, model: Path | None,
                           quick_ask: bool = False) -> SingleInstance | None:  # fmt: skip
    """Listen as the one running app, or (None) hand `model` to the one already running.

    Done before anything heavy, so a second launch costs a fraction of a second and no memory.
    """
    from qwen_desktop.core.config.paths import instance_name
    from qwen_desktop.ui.single_instance import SingleInstance, forward_to_running

    if forward_to_running(instance_name(), model, quick_ask):
        return None
    instance = SingleInstance(instance_name(), app)
    instance.listen()
    return instance


def _quit_on_signals(app: QApplication) -> None:
    """Ctrl+C or SIGTERM quits like closing the window: the model is freed, the thread ended."""
    import signal

    from PySide6.QtCore import QTimer

    for number in (signal.SIGINT, signal.SIGTERM):
        signal.signal(number, lambda _n, _f: app.closeAllWindows())
    # Python runs signal handlers only between bytecodes: wake the interpreter now and then.
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(250)


def startup_model(settings: Settings) -> Path | None:
    """The file to open at start: the imported file, else the chosen catalog level, else any."""
    from qwen_desktop.core.config.paths import find_local_models, models_dir
    from qwen_desktop.core.models import catalog

    if settings.model_file and Path(settings.model_file).is_file():
        return Path(settings.model_file)
    chosen = catalog.model_path(models_dir(), settings.quantization)
    if chosen.is_file():
        return chosen
    return next(iter(find_local_models()), None)


def _ask(window: MainWindow, prompt: str = SELF_TEST_PROMPT) -> None:
    window.composer.setPlainText(prompt)
    window.send_button.click()


def _attach_then_ask(window: MainWindow, path: Path, prompt: str, fail: Any) -> None:
    """--attach: read the file through the window's own attachment path, then ask."""
    attachments = window.session.attachments
    assert attachments is not None

    def changed() -> None:
        if attachments.reading:
            return
        attachments.changed.disconnect(changed)
        if attachments.files:
            _ask(window, prompt)

    attachments.changed.connect(changed)
    attachments.failed.connect(fail)
    window.attach_files([path])


def _print_fit() -> int:
    """`--fit`: the catalog's fit check on this machine, with the context size and threads the
    settings use; no window, no model load."""
    from qwen_desktop.core.config.hardware import default_threads
    from qwen_desktop.core.config.paths import models_dir, settings_path, speeds_path
    from qwen_desktop.core.config.settings import SettingsStore
    from qwen_desktop.core.models.fit_report import fit_lines, machine_bandwidth

    settings = SettingsStore(settings_path()).load().settings
    threads = settings.n_threads or default_threads()
    for line in fit_lines(settings.n_ctx, machine_bandwidth(speeds_path(), threads, models_dir())):
        print(line)
    return 0


def _remote_self_test(app: QApplication, window: MainWindow, args: argparse.Namespace) -> int:
    """The self-test reply through a remote server: the same JSON line plus server and model."""
    from qwen_desktop.core.remote.client import RemoteError, RemoteTarget, list_models
    from qwen_desktop.core.remote.servers import new_server
    from qwen_desktop.services.error_text import describe

    key = args.api_key or ""
    try:
        server = new_server("remote", args.remote)
        model = args.remote_model or next(iter(list_models(server, key)), "")
    except (ValueError, RemoteError) as exc:
        reason = describe(exc) if isinstance(exc, RemoteError) else str(exc)
        print(f"{APP_ID} self-test failed: {reason}", file=sys.stderr)
        return 1
    if not model:
        print(f"{APP_ID} self-test failed: the server lists no models", file=sys.stderr)
        return 1
    window.use_target(RemoteTarget(server, model, key))
    return _self_test(app, window, None, {"server": server.base_url, "model": model})


def _self_test(
    app: QApplication, window: MainWindow, model: Path | None,
    extra: dict[str, object] | None = None, attach: Path | None = None,
    prompt: str = SELF_TEST_PROMPT,
) -> int:  # fmt: skip
    """One real reply through the window and the worker thread; JSON on stdout, exit 0 if OK."""
    from dataclasses import replace

    from PySide6.QtCore import QTimer

    from qwen_desktop.core.llm.sampling import SamplingParams
    from qwen_desktop.core.llm.stats import Reply

    result: dict[str, object] = dict(extra or {})
    failure: list[str] = []
    window.params = SamplingParams(temperature=0.0, max_tokens=32)
    window.load_settings = replace(window.load_settings, n_ctx=2048)
    window.show()
    app.processEvents()  # the first paint: the window is on screen
    result["window_shown_s"] = round(seconds_since_process_start(), 3)
    result["platform"] = app.platformName()  # xcb, wayland, offscreen…

    def loaded(model_info: LoadedModel) -> None:
        result.update(load_s=round(model_info.load_s, 3), **_backend_report(model_info))
        if attach is not None:
            _attach_then_ask(window, attach, prompt, failed)
        else:
            _ask(window, prompt)

    def finished(reply: Reply) -> None:
        shown = window.chat_view.message_widgets()[-1].text
        if not reply.text or shown != reply.text:
            failure.append("the reply did not reach the window")
        if attach is not None:
            result["passages"] = list(window.conversation.turns[-1].sources)
            result["context_chars"] = len(window.conversation.turns[-2].context)
            result["reply"] = reply.text
        result.update(
            ttft_ms=round(reply.stats.ttft_ms, 1),
            tokens_per_s=round(reply.stats.decode_tokens_per_s, 1),
            tokens=reply.stats.generated_tokens,
            startup_s=round(time.perf_counter() - started, 3),
        )
        window.close()

    def failed(message: str) -> None:
        failure.append(message)
        window.close()

    def timed_out() -> None:
        failure.append("no reply within the time limit")
        window.close()

    started = time.perf_counter()
    window.modelLoaded.connect(loaded)
    window.replyFinished.connect(finished)
    window.modelFailed.connect(failed)
    window.replyFailed.connect(failed)
    QTimer.singleShot(SELF_TEST_TIMEOUT_MS, timed_out)
    window.destroyed.connect(app.quit)
    if model is not None:
        window.open_model(model)
    else:  # a remote server answers: nothing to load
        QTimer.singleShot(0, lambda: _ask(window))
    app.exec()
    window.services.shutdown()
    if window.error_banner.isVisibleTo(window) and not failure:
        failure.append(window.error_banner.label.text())
    return _report(result, failure)


def _backend_report(model: LoadedModel) -> dict[str, object]:
    """Which llama.cpp CPU build answers, and the processor features it was chosen by."""
    from qwen_desktop.core.llm import cpu_backend

    chosen = cpu_backend.chosen()
    features = list(chosen.cpu_features) if chosen is not None else []
    return {"cpu_backend": model.cpu_backend, "cpu_features": features}


def _report(result: dict[str, object], failure: list[str]) -> int:
    if failure or "tokens" not in result:
        print(
            f"{APP_ID} self-test failed: {'; '.join(failure) or 'unknown error'}", file=sys.stderr
        )
        return 1
    print(json.dumps(result, ensure_ascii=False))
    return 0
