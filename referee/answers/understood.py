""""Anladığım": what Kural Abisi understood about the hand, as short plain-Turkish lines (issue 13 §1).

The answer page, the command line (``kural-abisi sor``) and the curator page all show the reading
the number rests on, so a player sees a wrong reading at once and corrects it. The data is
``calculation.understood`` (built by :mod:`referee.story.understood` from a story, or by
:func:`understood_of_hand` from a hand typed into the calculator form); this module only words it.

>>> u = {"ruleset_name": "101 (standart)", "hands": [{"index": 1, "finisher": "Cem", "finish": "okey",
...      "finish_text": "okeyle bitiş", "players": [{"name": "Sen", "opened": "seri", "left": {"sum": 41}}]}],
...      "players": [{"name": "Cem", "said": True}, {"name": "Sen", "said": True}],
...      "added": [{"name": "Oyuncu 3", "assumed": "söylemedin, açmamış saydım; sayısını vermiyorum"}],
...      "assumptions": [], "question": {"what": ["score"], "about": ["Sen"]}}
>>> for line in understood_lines(u): print(f"{line.head}: {line.text}")
Kural seti: 101 (standart)
El: Cem okeyle bitirdi
Sen: seriyle açtın; elinde 41 kaldı
Oyuncu 3: söylemedin, açmamış saydım; sayısını vermiyorum
Sorduğun: senin yazacağın
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

ME = "Sen"

_OPENED = {"seri": ("seriyle açtın", "seriyle açtı"), "cift": ("çiftten açtın", "çiftten açtı"),
           "yok": ("açmadın", "açmadı")}
_PENALTY = {"islek": ("işlek taş attın", "işlek taş attı"), "okey-atma": ("okeyi yere attın", "okeyi yere attı"),
            "acis-geri": ("açışın tutmadı, taşları geri topladın", "açışı tutmadı, taşları geri topladı"),
            "okey-alindi": ("perindeki okey alındı", "perindeki okey alındı")}
#: How a finish reads after the finisher's name ("Cem okeyle bitirdi").
_FINISHED = {"normal": "normal bitirdi", "okey": "okeyle bitirdi", "cift": "çiftten bitirdi",
             "cift-okey": "çiftten okeyle bitirdi", "elden": "elden bitirdi", "elden-okey": "elden okeyle bitirdi"}
_FINISHED_ME = {"normal": "normal bittin", "okey": "okeyle bittin", "cift": "çiftten bittin",
                "cift-okey": "çiftten okeyle bittin", "elden": "elden bittin", "elden-okey": "elden okeyle bittin"}
_NOBODY = {"deste-bitti": "deste bitti, kimse bitemedi", "el-bozuldu": "el bozuldu (dört oyuncu da çift açtı)",
           "suruyor": "el sürüyor, henüz kimse bitmedi"}
_ASKED = {"score": "yazılacak puan", "total": "toplam", "left": "kalan puan", "lost": "kaybedilen puan",
          "penalty": "ceza", "over": "maç bitti mi", "winner": "kim kazandı", "to-target": "bitişe kaç kaldığı",
          "who": "kim ne yazar"}
_ASKED_ME = {"score": "senin yazacağın", "total": "senin toplamın", "left": "senin kalan puanın",
             "lost": "senin kaybettiğin puan", "penalty": "senin cezan"}


@dataclass(frozen=True)
class Line:
    """One line of the block: a short head (a name, "El", "Okey" …) and what was understood."""

    head: str
    text: str
    assumed: bool = False  # something we assumed rather than read (the page marks it)


def _count(n: Any) -> str:
    return " (kaç kez olduğu belli değil)" if n is None else (f" ({n} kez)" if isinstance(n, int) and n > 1 else "")


def _left(left: dict[str, Any]) -> str:
    held = "elinde"
    bits = []
    if left.get("tiles"):
        bits.append(", ".join(str(t) for t in left["tiles"]))
    if left.get("sahte_okey"):
        n = int(left["sahte_okey"])
        bits.append("sahte okey" if n == 1 else f"{n} sahte okey")
    if left.get("sum") is not None and not left.get("tiles"):
        bits.append(str(left["sum"]))
    if bits:
        return f"{held} {' + '.join(bits)} kaldı"
    if left.get("tile_count"):
        return f"{held} {left['tile_count']} taş kaldı (toplamını söylemedin)"
    return ""


def player_text(p: dict[str, Any]) -> tuple[str, bool]:
    """One player's facts as one line ("seriyle açtın; elinde 41 kaldı; 1 okey elinde"), and whether
    something in it was assumed."""
    me = p.get("name") == ME
    bits: list[str] = []
    assumed = bool(p.get("opened_assumed"))
    opened = p.get("opened")
    if opened in _OPENED:
        bits.append(_OPENED[opened][0 if me else 1] + (" (varsaydım)" if assumed else ""))
    left = _left(p.get("left") or {})
    if left:
        bits.append(left)
    okeys = p.get("okeys")
    if okeys:
        bits.append(f"elinde {'okey' if okeys == 1 else f'{okeys} okey'} kaldı")
    for pen in p.get("penalties") or []:
        kind = pen.get("kind")
        words = _PENALTY.get(kind, (str(pen.get("text") or kind),) * 2)[0 if me else 1]
        extra = []
        if pen.get("tile_number") is not None:
            extra.append(f"taş {pen['tile_number']}")
        if pen.get("taken") is True:
            extra.append("sıradaki aldı")
        elif pen.get("taken") is False and kind in ("islek", "okey-atma"):
            extra.append("kimse almadı")
        if pen.get("by"):
            extra.append(f"alan: {pen['by']}")
        bits.append(words + _count(pen.get("count")) + (f" ({', '.join(extra)})" if extra else ""))
    return "; ".join(bits), assumed


def _finish_line(h: dict[str, Any]) -> str:
    finish, who = h.get("finish"), h.get("finisher")
    if finish in _NOBODY:
        return _NOBODY[finish]
    if who:
        verb = (_FINISHED_ME if who == ME else _FINISHED).get(finish or "", "bitirdi" if who != ME else "bittin")
        line = f"{'' if who == ME else who + ' '}{verb}".strip()
        return line[:1].upper() + line[1:] if who == ME else line
    if finish:
        return str(h.get("finish_text") or finish)
    return ""


def understood_lines(u: dict[str, Any] | None) -> list[Line]:
    """The reading as lines, in the order the table tells a hand: ruleset, the finish, each player,
    the seats we had to add, points before, what was asked, then every assumption."""
    if not isinstance(u, dict):
        return []
    out: list[Line] = []
    if u.get("ruleset_name"):
        out.append(Line("Kural seti", str(u["ruleset_name"])))
    table = u.get("table") if isinstance(u.get("table"), dict) else None
    if table:  # asked at a table (issue 17): its house rules, which the number follows
        rules = "; ".join(str(r) for r in table.get("rules") or []) or "ayrıca anlaşılmış kural yok"
        out.append(Line("Masa", f"{table.get('name')}: {rules}"))
    if u.get("start") is not None:
        out.append(Line("Başlangıç", f"{u['start']} puandan başladınız"))
    hands = [h for h in u.get("hands") or [] if isinstance(h, dict)]
    told: set[str] = set()
    for h in hands:
        label = "El" if len(hands) == 1 else f"{h.get('index')}. el"
        finish = _finish_line(h)
        extras = [c for c in h.get("said") or [] if c in ("son taş okey değil", "sahte okeyle")]
        if finish or extras:
            out.append(Line(label, "; ".join([x for x in (finish, *extras) if x])))
        if h.get("okey"):
            out.append(Line("Okey" if len(hands) == 1 else f"{label}, okey", str(h["okey"])))
        if h.get("last_tile"):
            out.append(Line("Son taş" if len(hands) == 1 else f"{label}, son taş", str(h["last_tile"])))
        if h.get("gosterge_by"):
            out.append(Line("Göstergeyi gösteren", ", ".join(str(x) for x in h["gosterge_by"])))
        if h.get("stated_me") is not None:
            out.append(Line("Senin yazdığın" if len(hands) == 1 else f"{label}, senin yazdığın",
                            f"{h['stated_me']} (söylediğin gibi aldım)"))
        for p in h.get("players") or []:
            if not isinstance(p, dict):
                continue
            text, assumed = player_text(p)
            if text:
                name = str(p.get("name"))
                told.add(name)
                out.append(Line(name if len(hands) == 1 else f"{label}, {name}", text, assumed))
    for a in u.get("added") or []:
        if isinstance(a, dict) and a.get("name"):
            out.append(Line(str(a["name"]), str(a.get("assumed") or "söylemedin, açmamış saydım"), True))
    before = u.get("stated_before")
    if isinstance(before, dict) and before:
        out.append(Line("Önceki puanlar", ", ".join(f"{k} {v}" for k, v in before.items())))
    for q in u.get("not_read") or []:
        out.append(Line("Hesaba katmadım", str(q)))
    asked = _asked(u.get("question"))
    if asked:
        out.append(Line("Sorduğun", asked))
    for a in u.get("assumptions") or []:
        out.append(Line("Varsaydım", str(a), True))
    return out


def _asked(q: Any) -> str:
    """"Sorduğun: senin yazacağın" / "yazılacak puan: Cem" / "maç bitti mi"."""
    if not isinstance(q, dict):
        return ""
    what = [w for w in q.get("what") or [] if isinstance(w, str)]
    about = [a for a in q.get("about") or [] if isinstance(a, str)]
    bits = []
    for w in what:
        if about == [ME] and w in _ASKED_ME:
            bits.append(_ASKED_ME[w])
        elif w in _ASKED:
            bits.append(_ASKED[w] + (f": {', '.join(about)}" if about and w in _ASKED_ME else ""))
    return "; ".join(dict.fromkeys(bits))


# --------------------------------------------------------------------------- a hand typed into the form


def understood_of_hand(hand: dict[str, Any], about: list[str] | None = None) -> dict[str, Any]:
    """``calculation.understood`` of a hand as typed into the calculator form (a correction): the same
    shape the story reader gives, with nothing assumed (the form says everything)."""
    from calculators.rulesets import get_ruleset
    from referee.story.understood import last_finish

    rs = get_ruleset(str(hand.get("ruleset")))
    finish = str(hand.get("finish") or "normal")
    players = [p for p in hand.get("players") or [] if isinstance(p, dict)]
    h: dict[str, Any] = {"index": 1, "finisher": hand.get("finisher"), "finish": finish,
                         "finish_text": rs.finish_name(finish), "players": [_form_player(p) for p in players]}
    if hand.get("okey_number") is not None:
        h["okey"] = str(hand["okey_number"])
        h["okey_from"] = "formda yazdığın"
    if hand.get("gosterge_shown_by"):
        h["gosterge_by"] = list(hand["gosterge_shown_by"])
    names = [str(p.get("name")) for p in players]
    return {"ruleset": rs.id, "ruleset_name": rs.name, "hands": [h], **last_finish([h]),
            "players": [{"name": n, "said": True, **({"team": p["team"]} if p.get("team") else {})}
                        for n, p in zip(names, players)],
            "added": [], "assumptions": [], "source": "form",
            "question": {"what": ["score"], "about": [a for a in (about or []) if a in names]}}


def _form_player(p: dict[str, Any]) -> dict[str, Any]:
    d: dict[str, Any] = {"name": p.get("name")}
    if p.get("opened"):
        d["opened"] = p["opened"]
        d["opened_assumed"] = False
    left: dict[str, Any] = {}
    if p.get("remaining"):
        left["tiles"] = list(p["remaining"])
    elif p.get("remaining_sum") is not None:
        left["sum"] = p["remaining_sum"]
    if left:
        d["left"] = left
    if p.get("okeys_in_hand"):
        d["okeys"] = p["okeys_in_hand"]
    pens: list[dict[str, Any]] = []
    for x in p.get("penalties") or []:
        if not isinstance(x, dict):
            continue
        key = {k: x.get(k) for k in ("kind", "taken", "tile_number", "by") if x.get(k) is not None}
        same = next((q for q in pens if {k: q.get(k) for k in key} == key and set(q) - {"count"} == set(key)), None)
        if same is not None:
            same["count"] += 1
        else:
            pens.append({**key, "count": 1})
    if pens:
        d["penalties"] = pens
    return d


__all__ = ["Line", "understood_lines", "player_text", "understood_of_hand"]
