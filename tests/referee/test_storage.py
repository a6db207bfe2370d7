"""Storage: short codes, immutable answer snapshots, score sheets, feedback."""
from __future__ import annotations

import threading
from pathlib import Path

import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from referee.storage import CODE_RE, AnswerStore, is_code, make_engine, upgrade_schema


def payload(question: str = "okey atarsam kaç ceza") -> dict:
    return {
        "question": question,
        "ruleset": "oyna-101",
        "kind": "rule",
        "answer": "Okeyi elin ortasında atarsan 101 ceza yazılır.",
        "sources": [{"id": "okey-atma-cezasi-oyna", "labels": ["oyna-terimler"]}],
        "knowledge_version": "abc123",
    }


def test_save_returns_a_short_code_and_get_returns_the_same_snapshot(store):
    code = store.save(payload())
    assert CODE_RE.match(code)
    got = store.get(code)
    assert got == dict(payload(), id=code)


def test_every_answer_gets_its_own_code(store):
    codes = {store.save(payload(f"soru {i}")) for i in range(50)}
    assert len(codes) == 50


def test_unknown_and_malformed_codes_give_none(store):
    assert store.get("ZZZZZZZ") is None
    for odd in ["", "abc", "abcdefgh", "abc'--x", "../../x", "ab cdef", "çöşğüıİ"]:
        assert store.get(odd) is None


@given(st.text(max_size=12))
@settings(max_examples=200)
def test_is_code_accepts_only_seven_base62_characters(text):
    assert is_code(text) == (len(text) == 7 and all(c.isascii() and c.isalnum() for c in text))


def test_new_codes_use_the_whole_alphabet_in_every_position():
    from referee.storage import CODE_ALPHABET, CODE_LENGTH, new_code

    codes = [new_code() for _ in range(5000)]
    assert all(CODE_RE.fullmatch(c) for c in codes)
    for pos in range(CODE_LENGTH):
        assert {c[pos] for c in codes} == set(CODE_ALPHABET)


def test_code_collision_draws_a_new_code(store, monkeypatch):
    first = store.save(payload())
    draws = iter([first, first, "Bbbbbbb"])
    monkeypatch.setattr("referee.storage.new_code", lambda: next(draws))
    assert store.save(payload("ikinci")) == "Bbbbbbb"
    assert store.get(first)["question"] == "okey atarsam kaç ceza"


def test_schema_upgrade_is_idempotent(db_url):
    engine = make_engine(db_url)
    upgrade_schema(engine)
    upgrade_schema(engine)
    assert AnswerStore(engine).ping()


def test_head_read_from_the_scripts_is_alembics_own_head():
    from alembic.config import Config
    from alembic.script import ScriptDirectory

    from referee.storage.schema import MIGRATIONS, head_revision

    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    assert head_revision() == ScriptDirectory.from_config(cfg).get_current_head()


def test_a_database_at_head_is_not_migrated_again_and_one_behind_is(tmp_path, monkeypatch):
    import alembic.command
    from alembic.config import Config
    from sqlalchemy import inspect

    from referee.storage import schema

    engine = make_engine(f"sqlite:///{tmp_path / 'k.sqlite3'}")
    assert not schema.at_head(engine)  # no alembic_version table yet
    cfg = Config()
    cfg.set_main_option("script_location", str(schema.MIGRATIONS))
    with engine.begin() as conn:  # a database of the first release: migrated to 0001 only
        cfg.attributes["connection"] = conn
        alembic.command.upgrade(cfg, "0001")
    assert not schema.at_head(engine) and "events" not in inspect(engine).get_table_names()
    runs = []
    real = alembic.command.upgrade
    monkeypatch.setattr(alembic.command, "upgrade", lambda *a, **k: (runs.append(a[1]), real(*a, **k)))
    upgrade_schema(engine)
    assert runs == ["head"] and schema.at_head(engine) and "events" in inspect(engine).get_table_names()
    upgrade_schema(engine)
    assert runs == ["head"]  # at head: Alembic is not asked again
    engine.dispose()


def test_concurrent_writers_never_fail(store):
    errors: list[BaseException] = []
    codes: list[str] = []

    def worker(n: int) -> None:
        try:
            for i in range(20):
                codes.append(store.save(payload(f"{n}-{i}")))
        except BaseException as exc:  # pragma: no cover - the assertion reports it
            errors.append(exc)

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    assert len(set(codes)) == 160
    assert all(store.get(c) is not None for c in codes)


def test_sheet_update_uses_optimistic_versioning(store):
    code = store.create_sheet("oyna-101", {"hands": []})
    sheet = store.get_sheet(code)
    assert sheet["version"] == 1 and sheet["payload"] == {"hands": []}
    assert store.update_sheet(code, {"hands": [1]}, expected_version=1) == 2
    # A second writer still holding version 1 must not overwrite the newer sheet.
    assert store.update_sheet(code, {"hands": [9]}, expected_version=1) is None
    assert store.get_sheet(code)["payload"] == {"hands": [1]}
    assert store.get_sheet("nothere") is None


def test_feedback_counts_per_answer(store):
    code = store.save(payload())
    assert store.add_feedback(code, 1)
    assert store.add_feedback(code, -1)
    assert store.add_feedback(code, -1)
    assert not store.add_feedback("ZZZZZZZ", 1)
    assert not store.add_feedback(code, 5)
    (row,) = store.feedback_counts()
    assert (row["answer_code"], row["up"], row["down"]) == (code, 1, 2)


def test_a_downvote_keeps_what_was_wrong(store):
    code = store.save(payload())
    assert store.add_feedback(code, -1)
    assert store.add_feedback(code, -1, reason="yanlis-sayi", note="  164 olmalıydı  " + "x" * 300)
    newest, oldest = store.downvotes()
    assert (newest["answer_code"], newest["reason"]) == (code, "yanlis-sayi")
    assert newest["note"].startswith("164 olmalıydı") and len(newest["note"]) == 200
    assert (oldest["reason"], oldest["note"]) == (None, None)
    with pytest.raises(ValueError):
        store.add_feedback(code, -1, reason="hepsi")
    with pytest.raises(ValueError):
        store.add_feedback(code, 1, reason="yanlis-sayi")  # a reason belongs to a 👎


def test_a_reason_replaces_the_same_voter_s_downvote(store):
    code = store.save(payload())
    assert store.add_feedback(code, -1, voter="v1")
    assert store.add_feedback(code, -1, voter="v1", reason="yanlis-madde", note="başka madde")
    assert store.add_feedback(code, -1, voter="v2")
    (row,) = store.feedback_counts()
    assert (row["up"], row["down"]) == (0, 2)  # the reason did not count a second 👎
    assert sorted((v["reason"] or "") for v in store.downvotes()) == ["", "yanlis-madde"]
    assert store.add_feedback(code, 1, voter="v1")  # changing to 👍 drops the reason
    assert [v["reason"] for v in store.downvotes()] == [None]


def test_recent_filters_by_kind(store):
    store.save(payload("a"))
    store.save(dict(payload("b"), kind="not_covered"))
    assert [a["question"] for a in store.recent("not_covered")] == ["b"]
    assert len(store.recent()) == 2


def test_migration_gives_existing_sheets_a_join_code(tmp_path):
    """Sheets made before join codes existed get one on upgrade, each different."""
    from alembic import command
    from alembic.config import Config
    from sqlalchemy import text

    from referee import storage
    from referee.storage.codes import parse_join_code

    engine = make_engine(f"sqlite:///{tmp_path / 'old.sqlite3'}")
    cfg = Config()
    cfg.set_main_option("script_location", str(Path(storage.__file__).parent / "migrations"))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "0002")
        for code in ("OldOne1", "OldTwo2"):
            conn.execute(text("INSERT INTO sheets VALUES (:c, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP, 'oyna-101', 1, '{}')"),
                         {"c": code})
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        command.upgrade(cfg, "head")
    store = AnswerStore(engine)
    joins = [store.get_sheet(c)["join_code"] for c in ("OldOne1", "OldTwo2")]
    assert all(parse_join_code(j) == j for j in joins) and joins[0] != joins[1]
    assert store.sheet_code_for_join(joins[1].lower()) == "OldTwo2"
    engine.dispose()
