"""Run as a subprocess by test_downloader: downloads until it is killed."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from qwen_desktop.core.models.catalog import ModelFile
from qwen_desktop.core.models.downloader import Downloader

spec = json.loads(sys.argv[1])
model = ModelFile(spec["quantization"], spec["filename"], spec["size"], spec["sha256"], "")
Downloader(model, Path(spec["folder"]), endpoint=spec["endpoint"]).run()
