"""The knock-out tournament (turnuva-esli-101): set up, sign up, draw, tables, results.

How a café runs it, after esli-101-turnuva: the manager sets the tournament up (teams 8,
16, 32 or 64; hands per match, default 7, 1–99), teams sign up on the public link and the
partner joins with the team's join code, the manager approves teams and draws; a team
without an opponent goes through the first round (bay); each match is given to a table
whose scorekeeper keeps that match's Çetele on a phone; after the last hand the lower
total wins and a tie adds one more hand (ani ölüm); a team not at the table within 10
minutes loses by walkover (hükmen); the winner moves up; the final's winner is champion.

Who may do what is decided by the key the caller holds (see :mod:`referee.tournaments.keys`):
anyone with the code reads and signs up; the manage key runs the tournament; a table key
writes that one match's hands.
"""
from __future__ import annotations

import secrets
from datetime import datetime
from typing import Any

from calculators.errors import CalcError
from calculators.rulesets import RULESETS
from calculators.tournament import TOURNAMENT, is_walkover
from referee import sheets
from referee.joincode import new_join_code, read_join_code
from referee.storage.events import Event
from referee.tables import TableProfile
from referee.tournaments.house import announced_table, house_hands, table_of
from referee.tournaments.common import EventError, clean_name, clean_text, events, fold_name, load, mutate
from referee.tournaments.draw import first_round, next_match, parse_match_id
from referee.tournaments.keys import check_secret, digest, new_secret, table_secret
from referee.tournaments.view import MatchView, Tournament, build

KIND = "turnuva"
RULESET = "turnuva-esli-101"
MISSING = "Bu kodla bir turnuva yok; linki kontrol eder misin?"
NO_MATCH = "Bu turnuvada böyle bir maç yok."
SIZES = TOURNAMENT.bracket_sizes
HANDS_DEFAULT = RULESETS[RULESET].match_hands_default or 7
HANDS_RANGE = RULESETS[RULESET].match_hands_range or (1, 99)
MAX_NAME = 60
MAX_TEAM = 30
MAX_PLAYER = 24
MAX_TABLE = 12
MAX_RULES = 1500


def owner_of(code: str, mid: str) -> str:
    """The owner tag of a match's Çetele (only its table link writes it)."""
    return f"{KIND}:{code}:{mid}"


def get(code: str) -> Tournament:
    """The tournament under ``code`` or 404."""
    return build(load(code, KIND, MISSING), events())


def build_from(event: Event) -> Tournament:
    """The tournament view of a stored event."""
    return build(event, events())


def is_manager(t: Tournament, key: str | None) -> bool:
    return check_secret(key, t.secret)


# --------------------------------------------------------------------------- set up


def _int(value: object, label: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise EventError(f"{label} bir tam sayı olmalı.")
    return value


def parse_start(value: object) -> str | None:
    """``starts_at``: an ISO date-time (or None) → its ISO text, minutes precision.

    >>> parse_start("2026-12-04T20:00"), parse_start(None)
    ('2026-12-04T20:00', None)
    """
    if value is None or value == "":
        return None
    if not isinstance(value, str) or len(value) > 40:
        raise EventError("starts_at ISO biçiminde bir zaman olmalı (örn. 2026-12-04T20:00).")
    try:
        when = datetime.fromisoformat(value.strip())
    except ValueError:
        raise EventError("starts_at ISO biçiminde bir zaman olmalı (örn. 2026-12-04T20:00).") from None
    return when.isoformat(timespec="minutes")


def create(name: object, teams: object, hands: object = None, starts_at: object = None,
           rules: object = None, table: TableProfile | None = None) -> tuple[Tournament, str]:
    """A new tournament; returns it and its manage secret (shown once, only its digest is kept).

    ``table``: a table profile of the tournament's ruleset whose house rules every match plays by
    (announced on the public page; its ``hands`` switch is the hands per match).
    """
    name = clean_name(name, "Turnuvanın adı", MAX_NAME)
    size = _int(teams, "Takım sayısı")
    if size not in SIZES:
        raise EventError(f"Turnuva {', '.join(map(str, SIZES[:-1]))} ya da {SIZES[-1]} takımla kurulur; "
                         f"{size} olmaz (esli-101-turnuva).")
    announced = table_of(table, RULESET)
    hands = house_hands(table, hands)
    n_hands = HANDS_DEFAULT if hands is None else _int(hands, "Maç başı el sayısı")
    lo, hi = HANDS_RANGE
    if not lo <= n_hands <= hi:
        raise EventError(f"Maç başı el sayısı {lo} ile {hi} arasında olmalı; {n_hands} yazılmış.")
    payload = {"name": name, "size": size, "hands": n_hands, "starts_at": parse_start(starts_at),
               "rules": clean_text(rules, "İlan edilecek kurallar", MAX_RULES), "teams": [], "next_team": 1,
               "draw": None, "tables": {}, "results": {}}
    if announced is not None:
        payload["table"] = announced
    secret = new_secret()
    code = events().create(KIND, payload, digest(secret))
    return get(code), secret


# --------------------------------------------------------------------------- sign up


def _free_join_code(payload: dict[str, Any]) -> str:
    taken = {t["join_code"] for t in payload["teams"]}
    while True:
        code = new_join_code()
        if code not in taken:
            return code


def _open(payload: dict[str, Any]) -> None:
    if payload.get("draw"):
        raise EventError("Kura çekildi, kayıt kapandı. Yönetici bilgisi olmadan takım eklenmez.", status=409)


def register(code: str, team: object, player: object) -> tuple[Tournament, int, str]:
    """A team signs up with its first player; returns the team's id and join code for the partner."""
    team_name = clean_name(team, "Takım adı", MAX_TEAM)
    player_name = clean_name(player, "Oyuncu adı", MAX_PLAYER)

    def change(p: dict[str, Any], _: Event) -> tuple[int, str]:
        _open(p)
        if len(p["teams"]) >= p["size"]:
            raise EventError(f"Turnuva dolu: {p['size']} takım kaydoldu. Yöneticiyle konuş.", status=409)
        if any(fold_name(t["name"]) == fold_name(team_name) for t in p["teams"]):
            raise EventError(f"“{team_name}” adında bir takım zaten var; başka bir ad seç.")
        tid = p["next_team"]
        jc = _free_join_code(p)
        p["next_team"] = tid + 1
        p["teams"].append({"id": tid, "name": team_name, "players": [player_name], "reserve": None,
                           "join_code": jc, "approved": False})
        return tid, jc

    event, (tid, jc) = mutate(code, KIND, MISSING, change)
    return build_from(event), tid, jc


def join(code: str, join_code: object, player: object, reserve: bool = False) -> tuple[Tournament, int]:
    """The partner (or, with ``reserve``, the reserve player) joins a team by its join code."""
    jc = read_join_code(join_code)
    if jc is None:
        raise EventError("Katılım kodu 6 karakterdir: harfler ve 2–9 arası rakamlar (0, 1, I, O yok).")
    player_name = clean_name(player, "Oyuncu adı", MAX_PLAYER)

    def change(p: dict[str, Any], _: Event) -> int:
        team = next((t for t in p["teams"] if t["join_code"] == jc), None)
        if team is None:
            raise EventError("Bu kodla bir takım bulamadım; kodu takım arkadaşına bir daha sorar mısın?", status=404)
        _open(p)
        names = [fold_name(n) for n in team["players"] + ([team["reserve"]] if team["reserve"] else [])]
        if fold_name(player_name) in names:
            raise EventError(f"{player_name} bu takımda zaten var.")
        if reserve:
            if team["reserve"]:
                raise EventError(f"{team['name']} takımının yedeği zaten var ({team['reserve']}).")
            team["reserve"] = player_name
        else:
            if len(team["players"]) >= 2:
                raise EventError(f"{team['name']} takımının iki oyuncusu tamam. Yedek olarak katılacaksan "
                                 "“yedek” seçeneğini işaretle.")
            team["players"].append(player_name)
        return int(team["id"])

    event, tid = mutate(code, KIND, MISSING, change)
    return build_from(event), tid


def team_entry(p: dict[str, Any], team_id: object) -> dict[str, Any]:
    team = next((t for t in p["teams"] if t["id"] == team_id), None)
    if team is None:
        raise EventError("Bu turnuvada böyle bir takım yok.", status=404)
    return team


def approve(code: str, key: str | None, team_id: int, approved: bool = True,
            expected: int | None = None) -> Tournament:
    """The manager approves (or un-approves) a team; a team plays only with both players in."""

    def change(p: dict[str, Any], _: Event) -> None:
        _open(p)
        team = team_entry(p, team_id)
        if approved and len(team["players"]) < 2:
            raise EventError(f"{team['name']} takımında henüz tek oyuncu var; eşi katılım koduyla "
                             f"({team['join_code']}) katılınca onaylayabilirsin.")
        team["approved"] = bool(approved)

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build_from(event)


def remove(code: str, key: str | None, team_id: int, expected: int | None = None) -> Tournament:
    """The manager removes a team (before the draw)."""

    def change(p: dict[str, Any], _: Event) -> None:
        _open(p)
        p["teams"].remove(team_entry(p, team_id))

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build_from(event)


# --------------------------------------------------------------------------- the draw


def draw(code: str, key: str | None, expected: int | None = None) -> Tournament:
    """Draw the bracket from the approved teams with a fresh seed, stored and shown; then it is fixed."""

    def change(p: dict[str, Any], _: Event) -> None:
        if p.get("draw"):
            raise EventError("Kura zaten çekildi; ağaç artık değişmez.", status=409)
        ids = [t["id"] for t in p["teams"] if t["approved"]]
        if len(ids) < 2:
            raise EventError(f"Kura için onaylı takım gerekir; şu an {len(ids)} onaylı takım var.")
        seed = secrets.token_hex(4)
        try:
            slots = first_round(ids, seed)
        except CalcError as exc:  # the engine: fewer than 4 teams do not fill half a bracket
            raise EventError(exc.message) from None
        p["draw"] = {"seed": seed, "teams": ids, "slots": [list(s) for s in slots]}

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build_from(event)


# --------------------------------------------------------------------------- matches and tables


def match_of(t: Tournament, mid: str) -> MatchView:
    m = t.match(mid) if parse_match_id(mid) else None
    if m is None:
        raise EventError(NO_MATCH, status=404)
    return m


def _sheet_names(m: MatchView) -> dict[str, list[str]]:
    """The Çetele's teams: each team's two players, made unique at the table if two share a name."""
    assert m.a is not None and m.b is not None
    people = [(m.a, n) for n in m.a.players] + [(m.b, n) for n in m.b.players]
    counts: dict[str, int] = {}
    for _, n in people:
        counts[fold_name(n)] = counts.get(fold_name(n), 0) + 1
    teams: dict[str, list[str]] = {m.a.name: [], m.b.name: []}
    for team, n in people:
        teams[team.name].append(n if counts[fold_name(n)] == 1 else f"{n} ({team.name})")
    return teams


def assign(code: str, key: str | None, mid: str, table: object, expected: int | None = None,
           sheet_service: sheets.Sheets | None = None) -> tuple[Tournament, str]:
    """Give a ready match to a table: its Çetele is opened (once) and a new table key issued.

    Assigning an assigned match again moves it to another table name and replaces the
    table key (a scorekeeper's lost phone); the hands already written stay. The Çetele
    is opened in ``sheet_service`` (a web route passes the app's), else the environment's.
    """
    svc = sheet_service or sheets.service()
    if isinstance(table, int) and not isinstance(table, bool):
        table = str(table)  # "table": 3 means masa 3
    table_name = clean_name(table, "Masa", MAX_TABLE)
    nonce = secrets.token_hex(4)

    def change(p: dict[str, Any], event: Event) -> None:
        t = build_from(event)
        if not t.drawn:
            raise EventError("Önce kurayı çek; maçlar kuradan sonra masaya atanır.", status=409)
        m = match_of(t, mid)
        if m.bye:
            raise EventError("Bu maç bay: takım rakipsiz geçti, masaya atanmaz.")
        if m.winner is not None:
            raise EventError(f"Bu maç bitti; kazanan {m.winner.name}.", status=409)
        if m.a is None or m.b is None:
            raise EventError("Bu maçın iki takımı henüz belli değil; önceki maçlar bitince atanır.", status=409)
        entry = p["tables"].get(mid)
        sides = [m.a.id, m.b.id]
        if entry is None or entry.get("sides") != sides:
            teams = _sheet_names(m)
            match = {"ruleset": RULESET, "teams": teams, "options": {"hands": p["hands"]}, "hands": []}
            title = f"{m.round_name}: {m.a.name} – {m.b.name}"[: svc.limits.title_chars]
            sheet = svc.create(match, title, owner=owner_of(code, mid), table=announced_table(p))
            entry = {"sheet": sheet.code, "sides": sides}
        entry["table"] = table_name
        entry["nonce"] = nonce
        entry["key"] = digest(table_secret(key or "", code, mid, nonce))
        p["tables"][mid] = entry

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build_from(event), table_secret(key or "", code, mid, nonce)


def table_key(t: Tournament, key: str | None, mid: str) -> str | None:
    """The current table key of ``mid`` re-derived for the manager (None if unassigned or not the manager)."""
    if not is_manager(t, key):
        return None
    m = t.match(mid)
    if m is None or m.nonce is None:
        return None
    derived = table_secret(key or "", t.code, mid, m.nonce)
    # a table link handed out under an earlier manage key (the admin issued a new one) is not shown wrong
    return derived if check_secret(derived, m.key_digest) else None


def downstream_fixed(t: Tournament, m: MatchView) -> bool:
    """Whether the next match of ``m``'s winner has already started (assigned or decided)."""
    nxt = next_match(m.id, len(t.rounds))
    if nxt is None:
        return False
    n = t.match(nxt)
    return n is not None and (n.sheet is not None or n.winner is not None)


def walkover(code: str, key: str | None, mid: str, absent: object, minutes_late: object = None,
             expected: int | None = None) -> Tournament:
    """A team that did not sit down within 10 minutes loses by walkover (hükmen); its rival moves up."""
    if minutes_late is not None:
        try:
            late = is_walkover(minutes_late)  # type: ignore[arg-type]
        except CalcError as exc:
            raise EventError(exc.message) from None
        if not late:
            raise EventError(f"Hükmen yenik için {TOURNAMENT.walkover_minutes} dakika dolmalı; {minutes_late} "
                             f"dakika geçmiş (esli-101-turnuva).")

    def change(p: dict[str, Any], event: Event) -> None:
        t = build_from(event)
        m = match_of(t, mid)
        if m.bye or m.a is None or m.b is None:
            raise EventError("Hükmen yenik yalnız iki takımı belli bir maçta yazılır.")
        if absent not in (m.a.id, m.b.id):
            raise EventError("Gelmeyen takım bu maçın takımlarından biri olmalı.")
        if m.winner is not None:
            raise EventError(f"Bu maç zaten bitti (kazanan {m.winner.name}); gerekirse sonucu düzelt.", status=409)
        if m.live and m.live.hands_played:
            raise EventError(f"Bu maçta {m.live.hands_played} el oynanmış; takım masaya gelmiş demek. "
                             "Sonucu değiştirmek gerekiyorsa “sonucu düzelt”i kullan.", status=409)
        winner = m.b.id if absent == m.a.id else m.a.id
        p["results"][mid] = {"winner": winner, "how": "hukmen"}

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build_from(event)


def correct(code: str, key: str | None, mid: str, winner: object, expected: int | None = None) -> Tournament:
    """The manager's word on a match: ``winner`` (a team id of the match), or None to go back to the Çetele."""

    def change(p: dict[str, Any], event: Event) -> None:
        t = build_from(event)
        m = match_of(t, mid)
        if m.bye:
            raise EventError("Bay geçilen maçın sonucu düzeltilmez.")
        if m.a is None or m.b is None:
            raise EventError("Bu maçın iki takımı henüz belli değil.", status=409)
        if downstream_fixed(t, m):
            raise EventError("Kazananın sonraki maçı başlamış; önce o maçı geri al (ya da onu düzelt).", status=409)
        if winner is None:
            p["results"].pop(mid, None)
            return
        if winner not in (m.a.id, m.b.id):
            raise EventError("Kazanan bu maçın takımlarından biri olmalı.")
        p["results"][mid] = {"winner": winner, "how": "duzeltme"}

    event, _ = mutate(code, KIND, MISSING, change, expected=expected, key=key, manager=True)
    return build_from(event)


__all__ = ["create", "get", "register", "join", "approve", "remove", "draw", "assign", "walkover", "correct",
           "table_key", "match_of", "downstream_fixed", "team_entry", "is_manager", "owner_of",
           "EventError", "Tournament", "MatchView"]
