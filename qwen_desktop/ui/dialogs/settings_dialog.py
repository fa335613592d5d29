"""The settings dialog (Ctrl+,): layout only; values come from and go back to core.Settings."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from qwen_desktop.core.config.hardware import detect_cores
from qwen_desktop.core.config.presets import CUSTOM, PRESETS, matching_preset
from qwen_desktop.core.config.settings import (
    CONTEXT_SIZES,
    LANGUAGES,
    THEMES,
    Settings,
    max_threads,
)
from qwen_desktop.core.llm.memory import QWEN_0_5B_KV_BYTES_PER_TOKEN, kv_megabytes
from qwen_desktop.core.llm.sampling import SAMPLING_RANGES
from qwen_desktop.core.models.catalog import CATALOG, RECOMMENDED
from qwen_desktop.ui.catalog_text import trade_off
from qwen_desktop.ui.dialogs.about_tab import AboutTab
from qwen_desktop.ui.dialogs.anywhere_box import AnywhereBox
from qwen_desktop.ui.dialogs.fit_screen import ScrollingPage, fit_when_shown


class SettingsDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        downloaded: set[str],
        language: str = "en",
        parent: QWidget | None = None,
        kv_per_token: int = QWEN_0_5B_KV_BYTES_PER_TOKEN,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._kv_per_token = kv_per_token
        self.setWindowTitle(self.tr("Settings"))
        self._original = settings
        self._language = language
        self._downloaded = downloaded
        self._syncing = False

        model_box = self._build_model_box(downloaded)
        answer_box = self._build_answer_box()
        look_box = self._build_appearance_box()
        api_box = self._build_api_box()
        self.anywhere = AnywhereBox()

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )  # fmt: skip
        self.buttons.setObjectName("settingsButtons")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(lambda: self.show_settings(Settings()))

        # Model and appearance on the first tab, how answers are written on the second, the API
        # server on the third: the dialog fits a 768-pixel-high laptop screen.
        general = QWidget()
        general_layout = QVBoxLayout(general)
        general_layout.addWidget(model_box)
        general_layout.addWidget(look_box)
        general_layout.addWidget(self.anywhere)
        general_layout.addStretch(1)
        answers = QWidget()
        answers_layout = QVBoxLayout(answers)
        answers_layout.addWidget(answer_box)
        answers_layout.addStretch(1)
        api = QWidget()
        api_layout = QVBoxLayout(api)
        api_layout.addWidget(api_box)
        api_layout.addStretch(1)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("settingsTabs")
        self.tabs.addTab(ScrollingPage(general), self.tr("General"))
        self.tabs.addTab(ScrollingPage(answers), self.tr("Answers"))
        self.tabs.addTab(ScrollingPage(api), self.tr("Local API server"))
        self.about = AboutTab()
        self.tabs.addTab(ScrollingPage(self.about), self.tr("About"))
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)

        self.preset.currentIndexChanged.connect(self._preset_chosen)
        for spin in self._sampling_widgets():
            spin.valueChanged.connect(self._sampling_edited)
        self.show_settings(settings)
        fit_when_shown(self)

    # -- construction --------------------------------------------------------------------------

    def _build_model_box(self, downloaded: set[str]) -> QGroupBox:
        self.quantization = QComboBox()
        self.quantization.setObjectName("quantizationBox")
        self.quantization.setToolTip(
            self.tr("Which model, and how strongly it is compressed. Bigger models and larger "
                    "files answer better but need more memory and write more slowly.")
        )  # fmt: skip
        for key, entry in CATALOG.items():
            parts = [entry.title, self.tr("%1 MB").replace("%1", str(entry.size_mb))]
            if key == RECOMMENDED:
                parts.append(self.tr("recommended"))
            parts.append(self.tr("downloaded") if key in downloaded else self.tr("not downloaded"))
            self.quantization.addItem(" · ".join(parts), key)
            self.quantization.setItemData(
                self.quantization.count() - 1, trade_off(key), Qt.ItemDataRole.ToolTipRole
            )
        self.threads = self._spin("threadsSpin", 1, max_threads(), self.tr(
            "CPU threads used by the model. The number of performance cores is fastest; more "
            "threads than cores slows it down."))  # fmt: skip
        cores = detect_cores()
        self.cores_label = QLabel(
            self.tr("This computer: %1 performance cores, %2 cores, %3 logical processors")
            .replace("%1", str(cores.performance)).replace("%2", str(cores.physical))
            .replace("%3", str(cores.logical))
        )  # fmt: skip
        self.cores_label.setObjectName("coresLabel")
        self.cores_label.setWordWrap(True)
        self.context = QComboBox()
        self.context.setObjectName("contextBox")
        for size in CONTEXT_SIZES:
            label = self.tr("%1 tokens · about %2 MB of memory").replace("%1", f"{size:,}")
            label = label.replace("%2", str(kv_megabytes(size, self._kv_per_token)))
            self.context.addItem(label, size)
        self.kv_disk = self._spin("kvDiskSpin", 0, 1024 * 1024, self.tr(
            "Disk space for remembering where recent conversations left off, so continuing one "
            "after a restart starts answering at once. 0 turns it off."))  # fmt: skip
        self.kv_disk.setSuffix(" MB")
        self.kv_disk.setSingleStep(256)
        self.context.setToolTip(
            self.tr("How much of the conversation the model can see at once. Larger remembers "
                    "more but uses more memory and makes long conversations slower.")
        )  # fmt: skip
        model_box = QGroupBox(self.tr("Model"))
        model_form = QFormLayout(model_box)
        model_form.addRow(self.tr("Model"), self.quantization)
        model_form.addRow(self.tr("CPU threads"), self.threads)
        model_form.addRow("", self.cores_label)
        model_form.addRow(self.tr("Context size"), self.context)
        model_form.addRow(self.tr("Saved conversation states"), self.kv_disk)
        return model_box

    def _build_answer_box(self) -> QGroupBox:
        self.preset = QComboBox()
        self.preset.setObjectName("presetBox")
        preset_names = {
            "fast": self.tr("Fast answers"), "balanced": self.tr("Balanced"),
            "creative": self.tr("Creative"), CUSTOM: self.tr("Custom"),
        }  # fmt: skip
        for key in (*PRESETS, CUSTOM):
            self.preset.addItem(preset_names[key], key)
        self.preset.setToolTip(
            self.tr("Fast answers: short, deterministic replies. Balanced: Qwen's recommended "
                    "settings. Creative: more varied, longer replies.")
        )  # fmt: skip
        self.temperature = self._double("temperatureSpin", "temperature", 0.05, self.tr(
            "Randomness. 0 always picks the most likely word (repeatable, focused); higher "
            "values give more varied but less reliable text. No effect on speed."))  # fmt: skip
        self.top_p = self._double("topPSpin", "top_p", 0.05, self.tr(
            "Only words within this share of probability are considered. Lower is more focused, "
            "higher more varied. No effect on speed."))  # fmt: skip
        self.top_k = self._spin("topKSpin", int(SAMPLING_RANGES["top_k"].low),
                                int(SAMPLING_RANGES["top_k"].high), self.tr(
            "Only this many of the most likely words are considered (0 = no limit). Lower is "
            "more focused. No effect on speed."))  # fmt: skip
        self.min_p = self._double("minPSpin", "min_p", 0.01, self.tr(
            "Drops words far less likely than the best one. Higher is more focused."))  # fmt: skip
        self.repeat_penalty = self._double("repeatPenaltySpin", "repeat_penalty", 0.05, self.tr(
            "Discourages repeating the same words. 1.0 is off; too high makes text odd."
        ))  # fmt: skip
        self.max_tokens = self._spin("maxTokensSpin", int(SAMPLING_RANGES["max_tokens"].low),
                                     int(SAMPLING_RANGES["max_tokens"].high), self.tr(
            "The longest reply, in tokens (about ¾ of an English word or one Chinese character). "
            "Lower values give faster, shorter answers."))  # fmt: skip
        self.seed = self._spin("seedSpin", 0, 2**31 - 1, self.tr(
            "0: every reply is sampled afresh. Any other number: asking the same thing again "
            "from the same state (a conversation just opened, or the same message asked again) "
            "gives the same reply. A reply that reuses more or less of what the model has "
            "already read can differ slightly."))  # fmt: skip
        self.seed.setSpecialValueText(self.tr("Random"))
        self.attach_budget = self._spin("attachBudgetSpin", 200, 16000, self.tr(
            "How much of attached documents a message may carry, in tokens. More gives the "
            "model more to read but takes longer before the answer starts (about 1 s per 100 "
            "tokens on a 2-core laptop)."))  # fmt: skip
        self.attach_budget.setSingleStep(200)
        self.system_prompt = QPlainTextEdit()
        self.system_prompt.setObjectName("systemPromptEdit")
        self.system_prompt.setToolTip(
            self.tr("Instructions the model reads before every conversation. A long system "
                    "prompt uses context and slows the first reply slightly.")
        )  # fmt: skip
        self.system_prompt.setFixedHeight(self.fontMetrics().lineSpacing() * 4 + 12)
        answer_box = QGroupBox(self.tr("Answers"))
        answer_form = QFormLayout(answer_box)
        answer_form.addRow(self.tr("Preset"), self.preset)
        answer_form.addRow(self.tr("Temperature"), self.temperature)
        answer_form.addRow(self.tr("Top-p"), self.top_p)
        answer_form.addRow(self.tr("Top-k"), self.top_k)
        answer_form.addRow(self.tr("Min-p"), self.min_p)
        answer_form.addRow(self.tr("Repeat penalty"), self.repeat_penalty)
        answer_form.addRow(self.tr("Max new tokens"), self.max_tokens)
        answer_form.addRow(self.tr("Seed"), self.seed)
        answer_form.addRow(self.tr("System prompt"), self.system_prompt)
        answer_form.addRow(self.tr("Attached documents"), self.attach_budget)
        return answer_box

    def _build_appearance_box(self) -> QGroupBox:
        self.theme = QComboBox()
        self.theme.setObjectName("themeBox")
        theme_names = {"system": self.tr("Same as the system"), "light": self.tr("Light"),
                       "dark": self.tr("Dark"),
                       "high_contrast": self.tr("High contrast")}  # fmt: skip
        for key in THEMES:
            self.theme.addItem(theme_names[key], key)
        self.theme.setToolTip(
            self.tr(
                "Light, dark or high-contrast colours. Same as the system follows the system's "
                "high-contrast setting too."
            )
        )
        self.font_size = self._spin("fontSizeSpin", 7, 32, self.tr("Text size, in points."))
        self.language = QComboBox()
        self.language.setObjectName("languageBox")
        language_names = {"system": self.tr("Same as the system"), "en": "English",
                          "zh_CN": "简体中文"}  # fmt: skip
        for key in LANGUAGES:
            self.language.addItem(language_names[key], key)
        self.language.setToolTip(self.tr("The language of the app's menus and messages."))
        look_box = QGroupBox(self.tr("Appearance"))
        look_form = QFormLayout(look_box)
        look_form.addRow(self.tr("Theme"), self.theme)
        look_form.addRow(self.tr("Font size"), self.font_size)
        look_form.addRow(self.tr("Language"), self.language)
        return look_box

    def _build_api_box(self) -> QGroupBox:
        self.api_enabled = QCheckBox(self.tr("Let other programs on this computer use the model"))
        self.api_enabled.setObjectName("apiEnabledCheck")
        self.api_enabled.setToolTip(
            self.tr("An OpenAI-compatible server on 127.0.0.1 only, for editors, scripts and "
                    "browser extensions. Other computers cannot reach it. Off by default.")
        )  # fmt: skip
        self.api_port = self._spin("apiPortSpin", 1024, 65535, self.tr("The port it listens on."))
        self.api_key = QLineEdit()
        self.api_key.setObjectName("apiKeyEdit")
        self.api_key.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.api_key.setPlaceholderText(self.tr("optional"))
        self.api_key.setToolTip(self.tr("When set, programs must send it as a Bearer key."))
        self.api_origins = QLineEdit()
        self.api_origins.setObjectName("apiOriginsEdit")
        self.api_origins.setPlaceholderText(self.tr("none (web pages may not use it)"))
        self.api_origins.setToolTip(
            self.tr("Web page origins allowed to call the server, separated by commas, e.g. "
                    "http://localhost:3000. Leave empty unless a web app needs it.")
        )  # fmt: skip
        self.api_url = QLabel()
        self.api_url.setObjectName("apiUrlLabel")
        self.api_url.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.api_port.valueChanged.connect(self._show_api_url)
        box = QGroupBox(self.tr("Local API server"))
        form = QFormLayout(box)
        form.addRow(self.api_enabled)
        form.addRow(self.tr("Port"), self.api_port)
        form.addRow(self.tr("API key"), self.api_key)
        form.addRow(self.tr("Allowed web origins"), self.api_origins)
        form.addRow(self.tr("Address"), self.api_url)
        return box

    def _show_api_url(self, port: int) -> None:
        self.api_url.setText(f"http://127.0.0.1:{port}/v1")

    # -- helpers -------------------------------------------------------------------------------

    def _spin(self, name: str, low: int, high: int, tip: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.setToolTip(tip)
        return spin

    def _double(self, name: str, key: str, step: float, tip: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox()
        spin.setObjectName(name)
        spin.setRange(SAMPLING_RANGES[key].low, SAMPLING_RANGES[key].high)
        spin.setDecimals(2)
        spin.setSingleStep(step)
        spin.setToolTip(tip)
        return spin

    def _sampling_widgets(self) -> list[QSpinBox | QDoubleSpinBox]:
        return [self.temperature, self.top_p, self.top_k, self.min_p, self.repeat_penalty,
                self.max_tokens]  # fmt: skip

    def _sampling_values(self) -> dict[str, float]:
        return {
            "temperature": self.temperature.value(), "top_p": self.top_p.value(),
            "top_k": self.top_k.value(), "min_p": self.min_p.value(),
            "repeat_penalty": self.repeat_penalty.value(), "max_tokens": self.max_tokens.value(),
        }  # fmt: skip

    def _select(self, box: QComboBox, value: object) -> None:
        index = box.findData(value)
        box.setCurrentIndex(max(index, 0))

    # -- values --------------------------------------------------------------------------------

    def show_settings(self, settings: Settings) -> None:
        self._syncing = True
        self._select(self.quantization, settings.quantization)
        self.threads.setValue(settings.n_threads)
        if self.context.findData(settings.n_ctx) < 0:
            self.context.addItem(self.tr("%1 tokens").replace("%1", f"{settings.n_ctx:,}"),
                                 settings.n_ctx)  # fmt: skip
        self._select(self.context, settings.n_ctx)
        self.kv_disk.setValue(settings.kv_disk_mb)
        self.attach_budget.setValue(settings.attach_budget_tokens)
        self.api_enabled.setChecked(settings.api_enabled)
        self.api_port.setValue(settings.api_port)
        self._show_api_url(settings.api_port)
        self.api_key.setText(settings.api_key)
        self.api_origins.setText(settings.api_origins)
        self.temperature.setValue(settings.temperature)
        self.top_p.setValue(settings.top_p)
        self.top_k.setValue(settings.top_k)
        self.min_p.setValue(settings.min_p)
        self.repeat_penalty.setValue(settings.repeat_penalty)
        self.max_tokens.setValue(settings.max_tokens)
        self.seed.setValue(settings.seed)
        self.system_prompt.setPlainText(settings.effective_system_prompt(self._language))
        self._select(self.theme, settings.theme)
        self.font_size.setValue(settings.font_size)
        self._select(self.language, settings.language)
        self._select(self.preset, settings.preset)
        self.anywhere.show_values(settings.quick_ask_shortcut, settings.close_to_tray)
        self._syncing = False

    def settings(self) -> Settings:
        """The settings as the dialog shows them."""
        quantization = str(self.quantization.currentData())
        model_file = self._original.model_file
        if quantization != self._original.quantization:
            model_file = ""  # picking a catalog level replaces an imported file
        return replace(
            self._original.with_system_prompt(self.system_prompt.toPlainText()),
            quantization=quantization,
            model_file=model_file,
            n_threads=self.threads.value(),
            n_ctx=int(self.context.currentData()),
            kv_disk_mb=self.kv_disk.value(),
            attach_budget_tokens=self.attach_budget.value(),
            api_enabled=self.api_enabled.isChecked(),
            api_port=self.api_port.value(),
            api_key=self.api_key.text().strip(),
            api_origins=self.api_origins.text().strip(),
            temperature=round(self.temperature.value(), 2),
            top_p=round(self.top_p.value(), 2),
            top_k=self.top_k.value(),
            min_p=round(self.min_p.value(), 2),
            repeat_penalty=round(self.repeat_penalty.value(), 2),
            max_tokens=self.max_tokens.value(),
            seed=self.seed.value(),
            theme=str(self.theme.currentData()),
            font_size=self.font_size.value(),
            language=str(self.language.currentData()),
            quick_ask_shortcut=self.anywhere.sequence(),
            close_to_tray=self.anywhere.close_to_tray.isChecked(),
        )

    def _preset_chosen(self, _index: int) -> None:
        if self._syncing:
            return
        key = str(self.preset.currentData())
        if key == CUSTOM:
            return
        self._syncing = True
        values = PRESETS[key]
        self.temperature.setValue(values["temperature"])
        self.top_p.setValue(values["top_p"])
        self.top_k.setValue(values["top_k"])
        self.min_p.setValue(values["min_p"])
        self.repeat_penalty.setValue(values["repeat_penalty"])
        self.max_tokens.setValue(values["max_tokens"])
        self._syncing = False

    def _sampling_edited(self) -> None:
        if self._syncing:
            return
        self._syncing = True
        self._select(self.preset, matching_preset(self._sampling_values()))
        self._syncing = False
