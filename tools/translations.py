"""Refresh the .ts sources from the code (pyside6-lupdate) and compile the .qm files.

    python tools/translations.py          # update .ts, compile .qm
    python tools/translations.py --check  # exit 1 if any string is untranslated or .qm is stale

Translators edit resources/translations/*.ts with Qt Linguist (pyside6-linguist). When code
moves to another class, its strings change context (a class's tr() context is its name): the
update carries each such string's translation over from where the same source was translated
before, so a refactoring never loses a translation (translators can still review it).
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = ("zh_CN", "en")


def sources() -> list[str]:
    files = sorted((ROOT / "qwen_desktop" / "ui").rglob("*.py"))
    files += sorted((ROOT / "qwen_desktop" / "services").rglob("*.py"))
    core = ROOT / "qwen_desktop" / "core"
    marked = [core / "models" / "catalog.py", core / "errors.py"]
    return [str(p) for p in [*files, *marked]]


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}", path=str(Path(sys.executable).parent)) or shutil.which(
        f"pyside6-{name}"
    )
    if not found:
        raise SystemExit(f"pyside6-{name} not found (it comes with PySide6-Essentials)")
    return found


def lupdate(ts: Path) -> None:
    subprocess.run([tool("lupdate"), *sources(), "-ts", str(ts), "-no-obsolete", "-silent"],
                   check=True)  # fmt: skip


def known_translations(ts: Path) -> dict[str, str]:
    """Every finished translation in a .ts file, by source text (whatever its context)."""
    known: dict[str, str] = {}
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") or not (translation.text or "").strip():
            continue
        known.setdefault(message.findtext("source") or "", translation.text or "")
    return known


def carry_over(ts: Path, known: dict[str, str]) -> int:
    """Fill unfinished messages whose source was translated elsewhere; how many were filled."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") != "unfinished" or source not in known:
            continue
        translation.text = known[source]
        del translation.attrib["type"]
        filled += 1
    if filled:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
    return filled


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([tool("lrelease"), str(ts), "-qm", str(qm), "-silent"], check=True)


def unfinished(ts: Path) -> list[str]:
    """Sources whose translation is missing, empty or marked unfinished/obsolete."""
    bad = []
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        kind = translation.get("type", "") if translation is not None else "missing"
        text = (translation.text or "").strip() if translation is not None else ""
        if not text or kind in ("missing", "unfinished", "vanished", "obsolete"):
            bad.append(source)
    return bad


CHINESE = re.compile("[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]")


def chinese_in_english(ts: Path) -> list[str]:
    """Sources whose English "translation" is Chinese (a slip once shipped 25 such strings to
    English users): only a source that holds Chinese itself may keep it."""
    wrong = []
    for message in ET.parse(ts).getroot().iter("message"):
        source = message.findtext("source") or ""
        text = message.findtext("translation") or ""
        if CHINESE.search(text) and not CHINESE.search(source):
            wrong.append(source)
    return wrong


def check() -> list[str]:
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        for language in LANGUAGES:
            ts = TRANSLATIONS / f"qwen_desktop_{language}.ts"
            fresh = Path(tmp) / ts.name
            shutil.copy(ts, fresh)
            lupdate(fresh)  # picks up any string added to the code since
            problems += [f"{language}: untranslated: {s!r}" for s in unfinished(fresh)]
            if language == "en":
                problems += [f"en: Chinese for {s!r}" for s in chinese_in_english(fresh)]
            qm = Path(tmp) / f"qwen_desktop_{language}.qm"
            lrelease(ts, qm)
            shipped = TRANSLATIONS / qm.name
            if not shipped.is_file() or shipped.read_bytes() != qm.read_bytes():
                problems.append(f"{language}: {shipped.name} is not compiled from the .ts")
    return problems


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--check", action="store_true")
    if parser.parse_args().check:
        problems = check()
        print("\n".join(problems) or "translations complete")
        return 1 if problems else 0
    for language in LANGUAGES:
        ts = TRANSLATIONS / f"qwen_desktop_{language}.ts"
        known = known_translations(ts)
        lupdate(ts)
        filled = carry_over(ts, known)
        if filled:
            print(f"{language}: carried {filled} translations over to their new context")
            lupdate(ts)  # back in lupdate's own layout
        lrelease(ts, ts.with_suffix(".qm"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
