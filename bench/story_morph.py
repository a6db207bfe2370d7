"""Verb reading on blind round 1 (spent): the story reader's grammar against Turkish analysers.

    .venv/bin/python bench/story_morph.py            # the grammar (referee.story.morph)
    PYTHONPATH=<site-packages with akana, zeyrek> .venv/bin/python bench/story_morph.py

For each labelled verb form of ``bench/data/story_verbs_r1.tsv`` (as typed: "acamadim", "yaziyom"),
a reading is right when root, negation and person (or converb / participle / verbal noun) all
match. akana 0.8.0 is read through its own deasciifier and informal-speech normaliser, then its
Zemberek-lexicon Morphology, finite readings first; zeyrek 0.1.3 through akana's normaliser (it has
none) and its word analyser (its public ``analyze`` needs NLTK data downloaded at run time). The
figures are in bench/RESULTS.md ("Blind rounds — score stories"); the hand-written lists the reader
had before round 1 (referee/slots.py, main 3c70e32) read 53/60 fact verbs there and 53/96 forms.
"""
from __future__ import annotations

import contextlib
import io
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.story.morph import analyse  # noqa: E402
from referee.text.normalize import normalize  # noqa: E402

DATA = ROOT / "bench" / "data" / "story_verbs_r1.tsv"
FACT = {"aç", "bit", "bitir", "at", "al", "topla", "göster", "git", "indir", "yap", "kal", "ol"}
FOLD = {"aç": "ac", "bitir": "bit", "göster": "goster", "düş": "dus", "başla": "basla", "çık": "cik",
        "çalış": "calis", "gör": "gor", "işle": "isle", "götür": "gotur", "kap": "al"}
CONV = {"AdvIp", "AdvErek", "When", "WithoutHavingDoneSo", "ByDoingSo", "AfterDoingSo", "AdvInce"}
PART = {"PresPart", "PastPart", "FutPart", "NarrPart", "AorPart"}
INF = {"ActN", "Inf1", "Inf2", "Inf3", "Inf", "DevN"}
FINITE = {"A1sg", "A1pl", "A2sg", "A2pl", "A3pl", "Past", "Prog", "Aor", "Fut", "Evid", "Narr", "Cond", "Opt"}


def labels() -> list[tuple[str, str, bool, str]]:
    rows = [line.rstrip("\n").split("\t") for line in DATA.read_text(encoding="utf-8").splitlines()
            if line.strip() and not line.startswith("#")]
    return [(w, root, neg == "1", person) for w, root, neg, person in rows]


def grammar(word: str):
    v = analyse(normalize(word).folded.split()[0] if normalize(word).folded else "")
    return None if v is None else (v.root, v.neg, v.person if v.form == "finite" else v.form)


def _from_tags(root: str, tags: list[str]):
    t = set(tags)
    neg = bool({"Neg", "NegAbil", "WithoutHavingDoneSo", "Unable"} & t)
    form = ("conv" if t & CONV else "part" if t & PART else "inf" if t & INF else "imp" if "Imp" in t else
            "1sg" if "A1sg" in t else "1pl" if "A1pl" in t else "3pl" if "A3pl" in t else "3sg")
    return FOLD.get(root, root), neg, form


def akana_reader():
    import akana

    morph = akana.Morphology()

    def prep(word: str) -> str:
        w = word.lower()
        if not set(w) & set("çğıöşü"):
            w = akana.deasciify(w)
        return akana.normalize_informal(w)

    def rank(a) -> int:
        t = set(a["morphemes"])
        return 1 if t & CONV else 2 if t & (PART | INF) else 0 if t & FINITE else 3

    def read(word: str):
        cands = [a for w in dict.fromkeys([word.lower(), prep(word)]) for a in morph.analyze(w)
                 if a["primary_pos"] == "Verb"]
        if not cands:
            return None
        a = min(cands, key=rank)
        return _from_tags(a["root"], a["morphemes"])
    return read


def zeyrek_reader():
    import akana
    with contextlib.redirect_stdout(io.StringIO()):
        import zeyrek
        z = zeyrek.MorphAnalyzer()

    def read(word: str):
        w = word.lower()
        w = akana.normalize_informal(w if set(w) & set("çğıöşü") else akana.deasciify(w))
        with contextlib.redirect_stdout(io.StringIO()):
            an = [a for a in z._parse(w) if a.pos.value == "Verb"]
        if not an:
            return None
        lemma = an[0].dict_item.lemma
        return _from_tags(lemma[:-3] if lemma.endswith(("mak", "mek")) else lemma, [m[0].id_ for m in an[0].morphemes])
    return read


def score(read, subset: str) -> tuple[int, int, float]:
    ok = n = 0
    times = []
    for word, root, neg, person in labels():
        if subset == "fact" and root not in FACT:
            continue
        n += 1
        t0 = time.perf_counter()
        got = read(word)
        times.append((time.perf_counter() - t0) * 1000)
        want = (FOLD.get(root, root), neg, person)
        ok += got is not None and (got[0] == want[0] or {got[0], want[0]} <= {"bit", "bitir"}) and got[1:] == want[1:]
    times.sort()
    return ok, n, times[int(0.95 * (len(times) - 1))]


def main() -> int:
    readers = [("grammar (referee.story.morph)", grammar)]
    for name, make in (("akana 0.8.0", akana_reader), ("zeyrek 0.1.3", zeyrek_reader)):
        try:
            t0 = time.perf_counter()
            read = make()
            readers.append((f"{name} (init {1000 * (time.perf_counter() - t0):.0f} ms)", read))
        except ImportError:
            print(f"{name}: not installed, skipped")
    for name, read in readers:
        fact, all_ = score(read, "fact"), score(read, "all")
        print(f"| {name} | {fact[0]}/{fact[1]} | {all_[0]}/{all_[1]} | {all_[2]:.3f} ms |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
