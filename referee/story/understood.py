"""The reading as data for the answer page (issue 13): ``calculation.understood`` and
``calculation.missing``.

``understood``: the ruleset, each hand's finish and finisher, every player the story told about
(opened how, what was left — a sum or tiles —, okeys in hand, penalties with counts), the players
the engine had to add and what was assumed about them, the points stated before the hand, and
every assumption in plain Turkish. ``missing``: ``[{"slot", "question", "options"}]`` — each fact
the number needs that the story did not give, with quick replies where the answer is a choice.
"""
from __future__ import annotations

from typing import Any

from calculators.rulesets import get_ruleset
from referee.story.reading import HandReading, PlayerFacts, Reading
from referee.story.tiles_of import tile_text

_OPENED = {"seri": "seriyle açtı", "cift": "çiftten açtı", "yok": "açmadı"}
_PENALTY = {"islek": "işlek taş attı", "okey-atma": "okeyi yere attı", "acis-geri": "açışı tutmadı, taşları geri topladı",
            "okey-alindi": "perindeki okey alındı"}
_FINISH = {"normal": "normal bitiş", "okey": "okeyle bitiş", "cift": "çiftten bitiş", "cift-okey": "çiftten okeyle bitiş",
           "elden": "elden bitiş", "elden-okey": "elden okeyle bitiş", "deste-bitti": "deste bitti, kimse bitemedi",
           "el-bozuldu": "el bozuldu", "suruyor": "el sürüyor, kimse bitmedi (yalnız gösterge)"}


def _player(p: PlayerFacts, name: str) -> dict[str, Any]:
    d: dict[str, Any] = {"name": name}
    if p.opened:
        d["opened"] = p.opened
        d["opened_text"] = _OPENED[p.opened] + (" (seriyle varsaydım)" if p.opened_assumed else "")
        d["opened_assumed"] = p.opened_assumed
    left: dict[str, Any] = {}
    if p.sums:
        left["sum"] = sum(p.sums)
    if p.tiles:
        left["tiles"] = [tile_text(t) for t in p.tiles]
    if p.sahte:
        left["sahte_okey"] = p.sahte
    if p.total is not None:
        left["sum"] = p.total
    if p.count_only:
        left["tile_count"] = p.count_only
    if left:
        d["left"] = left
    if p.okeys:
        d["okeys"] = p.okeys
    if p.penalties:
        d["penalties"] = [{"kind": x.kind, "text": _PENALTY[x.kind], "count": x.count,
                           **({"taken": x.taken} if x.taken is not None else {}),
                           **({"tile_number": x.tile_number} if x.tile_number is not None else {})}
                          for x in p.penalties]
    return d


def _hand(h: HandReading, names: dict[str, str], finish: str | None) -> dict[str, Any]:
    d: dict[str, Any] = {"index": h.index}
    fin = h.finisher
    d["finisher"] = names.get(fin, fin) if fin else None
    if finish:
        d["finish"] = finish
        d["finish_text"] = _FINISH.get(finish, finish)
    cues = [x for x, on in (("son taş okey", h.okey_last is True), ("son taş okey değil", h.okey_last is False),
                            ("sahte okeyle", h.sahte_last), ("çiftten", h.cift), ("elden", bool(h.elden)),
                            ("deste bitti", h.deste), ("dört oyuncu da çift açtı", h.all_pairs)) if on]
    if cues:
        d["said"] = cues
    if h.last_tile:
        d["last_tile"] = tile_text(h.last_tile)
    if h.okey:
        d["okey"] = tile_text(h.okey)
        d["okey_from"] = h.okey_from
    if h.gosterge_by:
        d["gosterge_by"] = [names.get(k, k) for k in h.gosterge_by]
    if h.stated_me is not None:
        d["stated_me"] = h.stated_me
    d["players"] = [_player(p, names.get(k, k)) for k, p in h.players.items() if k in names]
    return d


def last_finish(hands: list[dict[str, Any]]) -> dict[str, Any]:
    """The finish and finisher of the hand the question is about (the last one told), at the top of
    ``calculation.understood`` as issue 13 names them; every hand keeps its own under ``hands``.

    >>> last_finish([{"finisher": "Ali", "finish": "normal"}, {"finisher": "Sen", "finish": "okey", "finish_text": "okeyle bitiş"}])
    {'finish': 'okey', 'finish_text': 'okeyle bitiş', 'finisher': 'Sen'}
    >>> last_finish([])
    {'finish': None, 'finish_text': None, 'finisher': None}
    """
    last = hands[-1] if hands else {}
    return {"finish": last.get("finish"), "finish_text": last.get("finish_text"), "finisher": last.get("finisher")}


def _filler_assumed(name: str, hands: list[Any]) -> str:
    """What the plan assumed of a seat the story never told: unopened — unless all four opened with
    pairs (the hand void, or played on), which the story did say of that seat too."""
    void = bool(hands) and all(getattr(h, "finish", None) == "el-bozuldu" for h in hands)
    if void:
        return "söylemedin; dört oyuncu da çiftten açtı dedin, el bozuldu"
    pairs = bool(hands) and all(any(p.name == name and p.opened == "cift" for p in getattr(h, "players", ()))
                                for h in hands)
    if pairs:
        return "söylemedin; dört oyuncu da çiftten açtı dedin, kalanını söylemedin; sayısını vermiyorum"
    return "söylemedin, açmamış saydım; sayısını vermiyorum"


def understood(r: Reading, pl: Any) -> dict[str, Any]:
    """``{"understood": …, "missing": […]}`` for a reading and its plan."""
    names = dict(pl.names) if pl is not None else {}
    finishes: dict[int, str] = {}
    engine = getattr(pl, "engine", None)
    hands_in = getattr(engine, "hands", None) or ([engine] if hasattr(engine, "finish") else [])
    for idx, h in zip(getattr(pl, "engine_hands", []) or [x.index for x in r.hands], hands_in):
        finishes[idx] = h.finish
    rs = get_ruleset(r.ruleset)
    out: dict[str, Any] = {
        "ruleset": r.ruleset,
        "ruleset_name": rs.name,
        "hands": [_hand(h, names, finishes.get(h.index)) for h in r.hands],
        "players": [{"name": names[k], "said": p.said, **({"team": p.team} if p.team else {})}
                    for k, p in r.people.items() if k in names],
        "added": [{"name": f, "assumed": _filler_assumed(f, hands_in)} for f in (pl.fillers if pl else [])],
        "assumptions": list(getattr(pl, "assumptions", []) or []),
    }
    out.update(last_finish(out["hands"]))
    if r.before:
        out["stated_before"] = {getattr(pl, "names", {}).get(k, _team_label(k)): v for k, v in r.before.items()}
    if r.start is not None:
        out["start"] = r.start
    if r.dropped:
        out["not_read"] = [f"“{q}” (masada söylenen bir iddia; hesaba katmadım)" for q in r.dropped]
    q = r.question
    out["question"] = {"what": q.what, "about": [names.get(t, _team_label(t)) for t in q.targets]}
    if q.claim is not None:
        out["question"]["claim"] = q.claim
    missing = [m.to_dict() for m in getattr(pl, "missing", [])] if pl is not None else []
    return {"understood": out, "missing": missing}


def _team_label(key: str) -> str:
    return {"team:us": "Takımınız", "team:them": "Rakip takım", "*": "herkes", "others": "diğerleri",
            "finisher": "bitiren"}.get(key, key)


def reading_dict(r: Reading) -> dict[str, Any]:
    """The reading as plain JSON (``calculation.inputs.slots``): kind, players, hands, question."""
    names = {k: p.name for k, p in r.people.items()}
    hands = []
    for h in r.hands:
        d = _hand(h, names, None)
        d["finishers"] = [names.get(k, k) for k in h.finishers]
        hands.append(d)
    return {"ruleset": r.ruleset, "kind": r.kind, "players": names, "hands": hands,
            "question": {"what": r.question.what, "targets": r.question.targets, "claim": r.question.claim},
            **({"before": r.before} if r.before else {}), **({"start": r.start} if r.start is not None else {})}
