"""Is a folded word an everyday Turkish word? The answer from a word-frequency list.

Why: the dialect rules (:mod:`referee.text.eastern`) rewrite a word only when the word as typed is
no word of its own. akana's analyser cannot say that: its lexicon reads almost any string as
*some* root plus endings ("galdı" = "gal" + past copula, "gara" = "gar" + dative). A frequency list
of running text can: "kaldı" is among the most frequent Turkish words, "galdı" is not there at all.
The list is wordfreq's Turkish "small" list (about 62,000 words, each seen at least about once in a
million words of subtitles, web text and news), shipped inside the ``wordfreq`` package.

Folded words: the pipeline has lost Turkish letters ("gul" is "gül" or "gul"), so the table is keyed
by the folded form and keeps the most frequent word that folds to it.

Cost: the table is built once (the package's data file read and 62,000 words folded: ~0.5–1 s on a
busy machine) and kept in the data folder; a start reads it back (tens of milliseconds); a lookup is
one dict access.

>>> zipf("kaldi") > 5, zipf("galdi"), listed("gosterge"), listed("girmizi")
(True, 0.0, True, False)
"""
from __future__ import annotations

import hashlib
import marshal
import sys
from functools import lru_cache
from pathlib import Path

from calculators.turkish import fold
from referee.cachefile import derived_path, read_or_build


@lru_cache(maxsize=1)
def _table() -> dict[str, float]:
    """Folded word -> Zipf frequency (log10 of uses per billion words) of its most frequent spelling.

    Built once (reading the list and folding it cost up to ~1 s of a cold start) and kept under the
    data folder (:func:`_cache_path`), where every later start reads it in a few tens of milliseconds.
    """
    return read_or_build(_cache_path(), _built_table, marshal.dumps, _loaded)


def _loaded(raw: bytes) -> dict[str, float]:
    table = marshal.loads(raw)
    if not isinstance(table, dict) or not table:
        raise ValueError("not a frequency table")
    return table


def _built_table() -> dict[str, float]:
    table: dict[str, float] = {}
    for i, bucket in enumerate(_buckets()):  # bucket i holds the words of frequency 10 ** (-i / 100)
        if not bucket:
            continue
        value = round(9 - i / 100, 2)
        for word in fold(" ".join(bucket)).split(" "):
            table.setdefault(word, value)
    return table


def _buckets() -> list[list[str]]:
    """The Turkish list's frequency buckets, read from the package's data file (the pinned version's
    layout: a msgpack header, then one list of words per centibel), or through wordfreq's own reader.

    Reading the file skips importing wordfreq's language matching (about 0.2 s of cold start)."""
    import gzip
    from importlib.resources import files

    try:
        import msgpack

        raw = (files("wordfreq") / "data" / "small_tr.msgpack.gz").read_bytes()
        data = msgpack.unpackb(gzip.decompress(raw), raw=False)
        if isinstance(data, list) and data and data[0] == {"format": "cB", "version": 1}:
            return data[1:]
    except (OSError, ValueError, ImportError):
        pass
    from wordfreq import get_frequency_list

    return get_frequency_list("tr", wordlist="small")


def _cache_path() -> Path | None:
    """``<data_dir>/index/frequency-<key>.marshal``: the key digests this module, pyproject.toml (which
    pins wordfreq) and the Python version, so another list or another folding never reads a stale table."""
    try:
        here = Path(__file__)
        key = hashlib.sha256(here.read_bytes() + (here.parents[2] / "pyproject.toml").read_bytes()
                             + sys.version.encode()).hexdigest()[:16]  # marshal's format is per Python version
        return derived_path(f"frequency-{key}.marshal")
    except Exception:  # noqa: BLE001 - no settings, no pyproject (an installed copy): build in memory
        return None


def zipf(folded: str) -> float:
    """The Zipf frequency of a folded word (0.0 when the list does not hold it)."""
    return _table().get(folded, 0.0)


def listed(folded: str) -> bool:
    """True when a word folding to ``folded`` is in the frequency list (an everyday word)."""
    return folded in _table()
