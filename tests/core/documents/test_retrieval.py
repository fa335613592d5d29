"""Finding the passages a question needs, in Chinese and English, within a budget of real tokens
(the test model's own tokenizer)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from qwen_desktop.core.chats.schema import MIGRATIONS, migrate
from qwen_desktop.core.documents.attach import attach_file
from qwen_desktop.core.documents.context import (
    DEFAULT_BUDGET_TOKENS,
    NO_MATCH,
    AttachedFile,
    build_context,
    split_sources,
)
from qwen_desktop.core.documents.index import PassageIndex
from qwen_desktop.core.documents.passages import PASSAGE_TOKENS, split_passages
from qwen_desktop.core.documents.reader import Document, Page
from qwen_desktop.core.llm.vocab import token_counter
from qwen_desktop.core.storage import database
from qwen_desktop.core.text.token_count import TokenCounter, estimate_tokens

CORPUS = Path(__file__).resolve().parents[3] / "benchmarks" / "retrieval_corpus"
HANDBOOK = (CORPUS / "员工手册.txt").read_text(encoding="utf-8")
MANUAL = (CORPUS / "lumen-k7-manual.txt").read_text(encoding="utf-8")
TRAVEL = (CORPUS / "杭州三日游攻略.txt").read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def count(test_model_path: Path) -> TokenCounter:
    counter = token_counter(test_model_path)
    assert counter is not estimate_tokens  # the real tokenizer loaded
    return counter


def _attach(db: sqlite3.Connection, name: str, text: str, count: TokenCounter) -> AttachedFile:
    document = Document(Path(name), "text", (Page(None, text),))
    passages = split_passages(document, count)
    file_id = PassageIndex(db).add(None, name, len(text), None, passages, text, count)
    return AttachedFile(file_id, name, len(text), None, text, count(text))


@pytest.fixture
def db() -> sqlite3.Connection:
    connection = sqlite3.connect(":memory:")
    migrate(connection)
    return connection


def test_the_tokenizer_counts_like_the_engine(count: TokenCounter, shared_engine: object) -> None:
    from qwen_desktop.core.llm.messages import ChatMessage

    engine = shared_engine
    assert hasattr(engine, "count_prompt_tokens")
    base = engine.count_prompt_tokens([ChatMessage("user", "x")])
    for text in ("年会的地点是杭州西湖边的望湖楼。", "The front light gives 60 lux.", MANUAL[:900]):
        whole = engine.count_prompt_tokens([ChatMessage("user", "x" + text)])
        assert abs((whole - base) - count(text)) <= 2  # the same tokens, give or take a merge


def test_a_two_character_chinese_word_finds_its_passage(db: sqlite3.Connection,
                                                        count: TokenCounter) -> None:  # fmt: skip
    files = [_attach(db, "员工手册.txt", HANDBOOK, count), _attach(db, "游记.txt", TRAVEL, count)]
    # 年会在哪里举行 shares no three characters with 年会的地点是…望湖楼, only the word 年会.
    context = build_context("年会在哪里举行？", files, db, DEFAULT_BUDGET_TOKENS, count)
    assert "望湖楼" in context.text and context.matched
    assert context.sources == ("员工手册.txt",)
    assert count(context.text) <= DEFAULT_BUDGET_TOKENS


def test_a_one_character_question_finds_the_character(db: sqlite3.Connection,
                                                      count: TokenCounter) -> None:  # fmt: skip
    files = [_attach(db, "员工手册.txt", HANDBOOK, count)]
    context = build_context("猫？", files, db, 200, count)
    assert context.matched and "把猫带到工位" in context.text


def test_no_match_says_so_and_claims_no_source(db: sqlite3.Connection,
                                               count: TokenCounter) -> None:  # fmt: skip
    files = [_attach(db, "员工手册.txt", HANDBOOK, count), _attach(db, "游记.txt", TRAVEL, count)]
    context = build_context("量子纠缠？", files, db, 300, count)
    assert not context.matched and context.sources[0] == NO_MATCH
    matched, given = split_sources(context.sources)
    assert not matched and given == ("员工手册.txt", "游记.txt")  # each file's start, both named
    assert "No passage of the attached documents matched" in context.text
    assert "星河数智科技有限公司员工手册" in context.text and "杭州三日游攻略" in context.text
    assert count(context.text) <= 300


@pytest.mark.parametrize("budget", [150, 233, 400, 777, 1200])
def test_contexts_fill_the_budget_in_real_tokens_and_never_pass_it(
    db: sqlite3.Connection, count: TokenCounter, budget: int
) -> None:
    files = [_attach(db, "员工手册.txt", HANDBOOK, count), _attach(db, "manual.txt", MANUAL, count)]
    for question in ("年假和病假怎么安排？", "How do I charge the battery and store it?",
                     "量子纠缠？"):  # fmt: skip
        used = count(build_context(question, files, db, budget, count).text)
        assert used <= budget
        assert used >= budget - 2 * PASSAGE_TOKENS - 40  # the next passage would not have fit


def test_a_chinese_question_finds_an_english_passage_by_its_numbers_and_latin_words(
    db: sqlite3.Connection, count: TokenCounter
) -> None:
    files = [_attach(db, "manual.txt", MANUAL, count), _attach(db, "游记.txt", TRAVEL, count)]
    context = build_context("K7 电池充电用 4 A 的充电器要多久？", files, db, 300, count)
    assert context.matched and "about 5.5 hours" in context.text
    context = build_context("E12 错误是什么意思", files, db, 300, count)
    assert "E12: the battery is overheating" in context.text


def test_passages_are_sized_in_tokens_in_both_languages(count: TokenCounter) -> None:
    for text in (HANDBOOK, MANUAL):
        document = Document(Path("f.txt"), "text", (Page(None, text),))
        passages = split_passages(document, count)
        assert all(p.tokens == count(p.text) for p in passages)
        assert all(p.tokens <= PASSAGE_TOKENS + 8 for p in passages)
        assert sum(p.tokens for p in passages) >= count(text)  # nothing lost (overlap adds)


def test_a_gbk_file_asked_in_chinese_gets_the_passage_that_answers(
    tmp_path: Path, count: TokenCounter
) -> None:
    path = tmp_path / "员工手册-gbk.txt"
    path.write_bytes((HANDBOOK + "\n" + HANDBOOK[:1500]).encode("gbk"))
    assert path.stat().st_size > 9_600
    db_path = tmp_path / "chats.db"
    db = database.connect(db_path)
    migrate(db)
    attached = attach_file(path, db_path, None, count=count)
    context = build_context("年会在哪里举行？", [attached], db, 1200, count)
    database.close(db)
    assert "望湖楼" in context.text and count(context.text) <= 1200


def test_an_index_from_the_previous_version_is_brought_up_to_date(tmp_path: Path) -> None:
    db = database.connect(tmp_path / "chats.db")
    db.executescript("".join(MIGRATIONS[:6]))
    db.execute("PRAGMA user_version = 6")
    db.execute("INSERT INTO attachments (id, name, text, created) VALUES (1, 'h.txt', ?, 0)",
               (HANDBOOK,))  # fmt: skip
    db.executemany("INSERT INTO passages (attachment_id, position, text) VALUES (1, ?, ?)",
                   [(i, HANDBOOK[i * 700 : (i + 1) * 700]) for i in range(7)])  # fmt: skip
    migrate(db)
    index = PassageIndex(db)
    assert index.unindexed() == 8 and index.search([1], "年会在哪里举行？") == []
    progress: list[tuple[int, int]] = []
    assert index.reindex(on_progress=lambda done, total: progress.append((done, total))) == 8
    assert progress[-1] == (8, 8) and index.unindexed() == 0
    hits = index.search([1], "年会在哪里举行？")
    assert hits and "望湖楼" in hits[0].text and hits[0].tokens > 0
    assert index.of_conversation(0) == [] and index.reindex() == 0  # nothing left to do
    database.close(db)
