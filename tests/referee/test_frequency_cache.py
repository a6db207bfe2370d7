"""The word-frequency table is built once and read back from the data folder (cold start, issue 10)."""
from __future__ import annotations

from referee.text import frequency


def test_the_table_is_built_once_then_read_back_the_same(tmp_path, monkeypatch):
    path = tmp_path / "index" / "frequency-x.marshal"
    monkeypatch.setattr(frequency, "_cache_path", lambda: path)
    frequency._table.cache_clear()
    try:
        built = frequency._table()
        assert path.exists() and built["kaldi"] > 5 and "galdi" not in built
        frequency._table.cache_clear()
        monkeypatch.setattr(frequency, "_built_table", lambda: (_ for _ in ()).throw(AssertionError("rebuilt")))
        assert frequency._table() == built  # read back, wordfreq not asked
        frequency._table.cache_clear()
        path.write_bytes(b"not marshal")  # a broken file is built again, never fatal
        monkeypatch.undo()
        monkeypatch.setattr(frequency, "_cache_path", lambda: path)
        assert frequency._table() == built
    finally:
        frequency._table.cache_clear()


def test_the_cache_key_follows_this_module_and_the_pins():
    path = frequency._cache_path()
    assert path is not None and path.name.startswith("frequency-") and path.parent.name == "index"
