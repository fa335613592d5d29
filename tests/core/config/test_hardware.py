"""Thread defaults follow performance cores, not logical CPUs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from qwen_desktop.core.config import hardware


def fake_sysfs(root: Path, p_cpus: str, topology: dict[int, tuple[int, int]]) -> Path:
    (root / "cpu_core").mkdir(parents=True)
    (root / "cpu_core" / "cpus").write_text(p_cpus + "\n", encoding="ascii")
    for cpu, (package, core) in topology.items():
        folder = root / "system" / "cpu" / f"cpu{cpu}" / "topology"
        folder.mkdir(parents=True)
        (folder / "physical_package_id").write_text(f"{package}\n", encoding="ascii")
        (folder / "core_id").write_text(f"{core}\n", encoding="ascii")
    return root


def test_an_intel_hybrid_cpu_counts_only_its_performance_cores(tmp_path: Path) -> None:
    # 6 P-cores with hyper-threading (cpus 0-11) and 8 E-cores (cpus 12-19)
    topology = {cpu: (0, cpu // 2) for cpu in range(12)} | {
        cpu: (0, 100 + cpu) for cpu in range(12, 20)
    }
    root = fake_sysfs(tmp_path, "0-11", topology)
    assert hardware._linux_performance_cores(root) == 6


def test_a_cpu_that_is_not_hybrid_has_no_p_core_list(tmp_path: Path) -> None:
    assert hardware._linux_performance_cores(tmp_path) is None


def test_cpu_lists_are_parsed_like_the_kernel_writes_them() -> None:
    assert hardware._parse_cpu_list("0-3,8,10-11") == {0, 1, 2, 3, 8, 10, 11}


def test_default_threads_use_performance_cores(monkeypatch: pytest.MonkeyPatch) -> None:
    hardware.detect_cores.cache_clear()
    monkeypatch.setattr(hardware, "_linux_performance_cores", lambda: 6)
    monkeypatch.setattr(sys, "platform", "linux")
    import psutil

    monkeypatch.setattr(psutil, "cpu_count", lambda logical=True: 20 if logical else 14)
    try:
        cores = hardware.detect_cores()
        assert (cores.logical, cores.physical, cores.performance) == (20, 14, 6)
        assert cores.hybrid and hardware.default_threads() == 6
    finally:
        hardware.detect_cores.cache_clear()
