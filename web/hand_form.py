"""The calculator forms (one hand, a hand on the Çetele sheet) → the engine's hand JSON.

A form has four player rows ``p0`` … ``p3``; each row has a name, a team (team
rulesets), and for 101: how the player opened, what is left on the rack
(a sum, ``9 + 3``, or tiles like ``kırmızı 9, mavi 3``), okeys left in hand and
in-hand penalties; for düz okey: whether the player showed the gösterge. The hand
has a finish, a finisher (row index) and, when tiles are listed, the okey number.

Everything here is pure: fields in, a dict for :func:`calculators.hand.calc_hand`
out, or a :class:`~web.forms.FormError` with a Turkish message.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Mapping

from calculators.registry import FINISHES, OPENED
from calculators.registry import FINISHES_101, FINISHES_DUZ
from calculators.rulesets import RULESETS, Ruleset
from referee.tables.words import EVENTS as HOUSE_EVENTS
from web.forms import FormError, clean_text, int_field

SEATS = 4
DEFAULT_NAMES = ("Siz", "Doğu", "Kuzey", "Batı")
DEFAULT_TEAMS = ("A", "B", "A", "B")  # partners sit across the table
MAX_NAME = 24
MAX_PENALTIES = 9



def takes_taken_tiles(rs: Ruleset) -> bool:
    """Whether the form asks for the işlek tiles the next player took (10 × the number)."""
    return rs.islek_penalty == "taken-x10"


def finish_choices(ruleset: str) -> list[tuple[str, str]]:
    """(finish id, Turkish label) pairs offered for ``ruleset``, named as its source names them."""
    rs = RULESETS[ruleset]
    ids = list(FINISHES_DUZ) + ["deste-bitti"] if rs.game == "duz" else list(FINISHES_101) + ["deste-bitti", "el-bozuldu"]
    return [(f, rs.finish_name(f)) for f in ids if f in FINISHES]


@dataclass
class PlayerRow:
    """One player row as typed (strings), for redisplay and for conversion."""

    name: str
    team: str = ""
    opened: str = "yok"
    remaining: str = ""
    okeys: str = ""
    islek: str = ""
    okey_atma: str = ""
    acis_geri: str = ""
    alinan: str = ""
    okey_by: str = ""  # who took the okey from this player's meld (a seat index, "" = nobody)
    gosterge: bool = False


@dataclass
class HandForm:
    """The whole hand form as typed."""

    ruleset: str
    finish: str = "normal"
    finisher: str = ""
    okey: str = ""
    players: list[PlayerRow] = field(default_factory=list)
    #: What happened that only a table's house rule scores (hand keys: gosterge_sahte_okey, cift_okey, ayni_renk).
    events: tuple[str, ...] = ()


def empty_form(ruleset: str, names: tuple[str, ...] = DEFAULT_NAMES,
               teams: tuple[str, ...] = DEFAULT_TEAMS) -> HandForm:
    """A fresh form with default seat names (the sources' Siz / Doğu / Kuzey / Batı)."""
    rows = [PlayerRow(name=n, team=t) for n, t in zip(names, teams)]
    return HandForm(ruleset=ruleset, finisher="1", players=rows)


def read_form(data: Mapping[str, str], ruleset: str, fixed_names: list[str] | None = None,
              fixed_teams: list[str] | None = None) -> HandForm:
    """The posted fields → :class:`HandForm` (no checks yet; keeps what was typed)."""
    get = lambda k: clean_text(data.get(k, ""))  # noqa: E731
    rows = []
    for i in range(SEATS):
        name = fixed_names[i] if fixed_names else get(f"p{i}_name")[:MAX_NAME]
        team = fixed_teams[i] if fixed_teams else get(f"p{i}_team")[:MAX_NAME]
        rows.append(PlayerRow(
            name=name, team=team, opened=get(f"p{i}_opened") or "yok",
            remaining=get(f"p{i}_remaining")[:200], okeys=get(f"p{i}_okeys"),
            islek=get(f"p{i}_islek"), okey_atma=get(f"p{i}_okeyatma"), acis_geri=get(f"p{i}_acisgeri"),
            alinan=get(f"p{i}_alinan")[:60], okey_by=get(f"p{i}_okeyby")[:2], gosterge=bool(get(f"p{i}_gosterge")),
        ))
    events = tuple(k for k in HOUSE_EVENTS if get(f"olay_{k}"))
    return HandForm(ruleset=ruleset, finish=get("finish") or "normal", finisher=get("finisher"),
                    okey=get("okey"), players=rows, events=events)


def _remaining(text: str, who: str) -> dict[str, Any]:
    """``"12"`` / ``"9 + 3"`` → remaining_sum; ``"kırmızı 9, mavi 3"`` → remaining tiles.

    >>> _remaining("9 + 3", "Siz"), _remaining("kırmızı 9, mavi 3 , okey", "Siz")
    ({'remaining_sum': 12}, {'remaining': ['kırmızı 9', 'mavi 3', 'okey']})
    """
    if not text:
        return {}
    if re.fullmatch(r"[0-9\s+]+", text) and re.search(r"[0-9]", text):
        parts = [p for p in re.split(r"[\s+]+", text) if p]
        if any(len(p) > 4 for p in parts) or len(parts) > 30:
            raise FormError(f"{who}: kalan taşların toplamı çok büyük görünüyor; tekrar bakar mısın?")
        return {"remaining_sum": sum(int(p) for p in parts)}
    tiles = [t.strip() for t in re.split(r"[,;]", text) if t.strip()]
    if len(tiles) > 22:
        raise FormError(f"{who}: ıstakada en fazla 22 taş kalabilir; {len(tiles)} taş yazılmış.")
    return {"remaining": tiles}


def _taken_tiles(text: str, who: str) -> list[int]:
    """Numbers of işlek tiles the next player took (turnuva: 10 × number each)."""
    if not text:
        return []
    parts = [p for p in re.split(r"[\s,;]+", text) if p]
    if not all(re.fullmatch(r"[0-9]{1,2}", p) and 1 <= int(p) <= 13 for p in parts):
        raise FormError(f"{who}: alınan işlek taşların sayılarını 1–13 arası, virgülle ayırarak yaz (örn. 7, 12).")
    if len(parts) > MAX_PENALTIES:
        raise FormError(f"{who}: en fazla {MAX_PENALTIES} ceza yazılabilir.")
    return [int(p) for p in parts]


def _penalties(row: PlayerRow, rs: Ruleset, names: list[str] | None = None) -> list[dict[str, Any]]:
    who = row.name or "Oyuncu"
    out: list[dict[str, Any]] = []
    for value, kind, label in ((row.islek, "islek", "işlek cezası"), (row.okey_atma, "okey-atma", "okey atma cezası"),
                               (row.acis_geri, "acis-geri", "açış geri alma cezası")):
        n = int_field(value, f"{who}: {label} sayısı", lo=0, hi=MAX_PENALTIES) or 0
        out.extend({"kind": kind} for _ in range(n))
    if takes_taken_tiles(rs):
        out.extend({"kind": "islek", "taken": True, "tile_number": k} for k in _taken_tiles(row.alinan, who))
    if row.okey_by:
        seats = names or []
        if not re.fullmatch(r"[0-9]", row.okey_by) or int(row.okey_by) >= len(seats) or seats[int(row.okey_by)] == row.name:
            raise FormError(f"{who}: perindeki okeyi alanı listeden seç (kendisi olamaz).")
        out.append({"kind": "okey-alindi", "by": seats[int(row.okey_by)]})
    return out


def to_hand(form: HandForm) -> dict[str, Any]:
    """:class:`HandForm` → the engine's hand JSON (raises FormError on unusable fields)."""
    rs = RULESETS.get(form.ruleset)
    if rs is None:
        raise FormError(f"“{form.ruleset[:30]}” diye bir kural seti yok. Listeden seç: "
                        f"{', '.join(r.name for r in RULESETS.values())}.")
    names = [r.name for r in form.players]
    if any(not n for n in names):
        raise FormError("Her oyuncuya bir ad yaz (boş ad olmaz).")
    if len(set(n.casefold() for n in names)) != len(names):
        raise FormError("Oyuncu adları birbirinden farklı olmalı.")
    if form.finish not in dict(finish_choices(form.ruleset)):
        raise FormError("Bitiş türünü listeden seç.")
    finisher: str | None = None
    if form.finish not in ("deste-bitti", "el-bozuldu"):
        if not re.fullmatch(r"[0-9]", form.finisher) or not 0 <= int(form.finisher) < SEATS:
            raise FormError("Eli kimin bitirdiğini seç.")
        finisher = names[int(form.finisher)]
    hand: dict[str, Any] = {"ruleset": rs.id, "finish": form.finish, "finisher": finisher}
    for key in form.events:  # scored only under a table whose house rule says how
        hand[key] = True
    okey = int_field(form.okey, "Okey taşının sayısı", lo=1, hi=13)
    if okey is not None:
        hand["okey_number"] = okey
    players: list[dict[str, Any]] = []
    for row in form.players:
        p: dict[str, Any] = {"name": row.name}
        if rs.team:
            if not row.team:
                raise FormError(f"{row.name}: takımını yaz (eşli oyunda iki takım, ikişer oyuncu).")
            p["team"] = row.team
        if rs.game == "101":
            if row.opened not in OPENED:
                raise FormError(f"{row.name}: açış türünü listeden seç.")
            p["opened"] = row.opened
            p.update(_remaining(row.remaining, row.name))
            okeys = int_field(row.okeys, f"{row.name}: eldeki okey sayısı", lo=0, hi=2)
            if okeys:
                p["okeys_in_hand"] = okeys
            pens = _penalties(row, rs, names)
            if pens:
                p["penalties"] = pens
        players.append(p)
    hand["players"] = players
    if rs.game == "duz":
        hand["gosterge_shown_by"] = [r.name for r in form.players if r.gosterge]
    return hand


def from_hand(hand: Mapping[str, Any], ruleset: str, names: tuple[str, ...], teams: tuple[str, ...]) -> HandForm:
    """A stored hand (engine hand JSON) → the form as it would have been typed, to correct it.

    >>> f = from_hand({"finish": "okey", "finisher": "B", "okey_number": 6, "players": [
    ...     {"name": "A", "opened": "seri", "remaining": ["kırmızı 9", "okey"], "penalties": [{"kind": "islek"}]},
    ...     {"name": "B", "opened": "seri"}, {"name": "C"}, {"name": "D", "remaining_sum": 12}]},
    ...     "oyna-101", ("A", "B", "C", "D"), ("", "", "", ""))
    >>> f.finish, f.finisher, f.okey, f.players[0].remaining, f.players[0].islek, f.players[3].remaining
    ('okey', '1', '6', 'kırmızı 9, okey', '1', '12')
    """
    by_name = {p.get("name"): p for p in hand.get("players") or [] if isinstance(p, Mapping)}
    shown = set(hand.get("gosterge_shown_by") or [])
    rows = []
    for name, team in zip(names, teams):
        p = by_name.get(name, {})
        pens = [x for x in p.get("penalties") or [] if isinstance(x, Mapping)]
        count = lambda kind: str(sum(1 for x in pens if x.get("kind") == kind and not x.get("taken")) or "")  # noqa: E731
        taken = ", ".join(str(x.get("tile_number")) for x in pens if x.get("taken") and x.get("tile_number"))
        remaining = (", ".join(p["remaining"]) if p.get("remaining") else
                     str(p["remaining_sum"]) if p.get("remaining_sum") is not None else "")
        taker = next((x.get("by") for x in pens if x.get("kind") == "okey-alindi" and x.get("by") in names), None)
        rows.append(PlayerRow(name=name, team=team, opened=p.get("opened") or "yok", remaining=remaining,
                              okeys=str(p.get("okeys_in_hand") or ""), islek=count("islek"),
                              okey_atma=count("okey-atma"), acis_geri=count("acis-geri"), alinan=taken,
                              okey_by="" if taker is None else str(names.index(taker)), gosterge=name in shown))
    finisher = hand.get("finisher")
    seat = str(names.index(finisher)) if finisher in names else ""
    okey = hand.get("okey_number")
    return HandForm(ruleset=ruleset, finish=str(hand.get("finish") or "normal"), finisher=seat,
                    okey="" if okey is None else str(okey), players=rows,
                    events=tuple(k for k in HOUSE_EVENTS if hand.get(k) is True))


#: The longest ``veri`` a prefilled form link may carry (a hand is a few hundred characters).
MAX_PREFILL_CHARS = 6000


def parse_prefill(tur: str, veri: str) -> dict[str, Any]:
    """The engine hand JSON of a prefilled form link (``/hesapla?tur=el&veri=…``), checked enough to
    fill the form; anything else is a :class:`~web.forms.FormError` in Turkish.

    >>> parse_prefill("el", '{"ruleset": "oyna-101", "finish": "okey", "players": [{"name": "Sen"}]}')["finish"]
    'okey'
    >>> parse_prefill("mac", "{}")
    Traceback (most recent call last):
    ...
    web.forms.FormError: Bu hesabın formu henüz yok; eli tek tek hesaplamak için aşağıdan bir hesap seç ya da Çetele'de yaz.
    """
    import json

    if tur != "el":
        raise FormError("Bu hesabın formu henüz yok; eli tek tek hesaplamak için aşağıdan bir hesap seç "
                        "ya da Çetele'de yaz.")
    bad = FormError("Bu linkteki eli okuyamadım (link bozulmuş olabilir); aşağıdan bir hesap seçip eli yaz.")
    if not veri or len(veri) > MAX_PREFILL_CHARS:
        raise bad
    try:
        hand = json.loads(veri)
    except ValueError:
        raise bad from None
    if not isinstance(hand, dict) or hand.get("ruleset") not in RULESETS:
        raise bad
    players = hand.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= SEATS or not all(
            isinstance(p, dict) and isinstance(p.get("name"), str) and 0 < len(p["name"]) <= MAX_NAME for p in players):
        raise bad
    return hand


def form_of_hand(hand: Mapping[str, Any]) -> HandForm:
    """The form as the engine hand would have been typed: the hand's players in their seats
    (the default seat names for seats it does not name), finish, finisher and okey."""
    players = [p for p in hand.get("players") or [] if isinstance(p, Mapping)]
    names = [str(p.get("name")) for p in players][:SEATS]
    teams = [str(p.get("team") or "") for p in players][:SEATS]
    for i in range(len(names), SEATS):
        spare = next(n for n in (*DEFAULT_NAMES, *(f"Oyuncu {k}" for k in range(1, 9))) if n not in names)
        names.append(spare)
        teams.append(DEFAULT_TEAMS[i])
    rs = RULESETS.get(str(hand.get("ruleset")))
    if rs is not None and rs.team and not all(teams):
        teams = list(DEFAULT_TEAMS)
    form = from_hand(hand, str(hand.get("ruleset")), tuple(names), tuple(teams))
    if rs is not None and rs.game == "duz":
        for row in form.players:
            row.opened = "yok"
    return form
