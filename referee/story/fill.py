"""A missing fact answered: apply one ``calculation.missing`` slot's value to a reading (issue 13).

The answer page's quick replies ("Seriyle açtım", a gösterge tile, a number) post
``{"slot", "value"}``; :func:`fill` returns a new reading with that fact, and the planner computes
from it as from any story. A slot or value that does not fit raises :class:`FillError` with a
Turkish message (the API answers 422 with it).

Slots, as the planner names them (``hN.`` before a hand's slots in a story of several hands):
``<name>.opened`` (seri | cift | yok), ``<name>.remaining_sum`` (0–286), ``okey`` (a tile, "sarı 6", or
its number), ``finish.kind`` (normal | okey | cift | cift-okey | elden | elden-okey), ``finish.last`` (okey | sahte | taş), ``start`` (20 | 30 | 40 | 50),
``<name>.penalty.taken`` (true | false), ``<name>.penalty.tile_number`` (1–13),
``<name>.penalty.by`` (esim | rakip), ``<name>.penalty.count`` (1–9), ``<name>.team`` (biz | onlar: whose
side a told player is on, :mod:`referee.story.plan.sides`), ``ben`` (which of the named
players the asker is), ``unread`` (yok-say: compute without the words the reader could not explain).

>>> from referee.story import plan, read
>>> r = read("cem okeyle bitti kaç yazarım", "oyna-101")
>>> [m.slot for m in plan(r).missing]
['Sen.opened']
>>> p = plan(fill(r, "Sen.opened", "yok"))
>>> p.missing, [x.opened for x in p.engine.players if x.name == "Sen"]
([], ['yok'])
"""
from __future__ import annotations

import copy
import re
from typing import Any

from calculators.rulesets import get_ruleset
from referee.story.plan.types import TEAM_THEM, TEAM_US, names_of
from referee.story.reading import ME, PARTNER, RIVAL, THEM, US, HandReading, Reading

_COLOURS = {"kirmizi": "kırmızı", "kırmızı": "kırmızı", "mavi": "mavi", "siyah": "siyah", "sari": "sarı", "sarı": "sarı",
            "k": "kırmızı", "m": "mavi", "sy": "siyah", "sr": "sarı"}


class FillError(ValueError):
    """A slot or value that does not fit the reading, with the Turkish message to show."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def fill(r: Reading, slot: str, value: Any) -> Reading:
    """A copy of the reading with the fact of ``slot`` set to ``value``."""
    if not isinstance(slot, str) or not slot:
        raise FillError("Hangi bilgiyi verdiğini (slot) yazmalısın.")
    r = copy.deepcopy(r)
    if slot == "unread":  # the leftover-token guard's question: "yok say" computes without those words
        if value != "yok-say":
            raise FillError("Bu soruya “yok-say” diye cevap verilebilir; başka bir şey demek istiyorsan soruyu yeniden yaz.")
        r.unread = []
        return r
    hand, rest = _hand(r, slot)
    if rest == "start":
        return _start(r, value)
    if rest == "ben":
        return _asker(r, value)
    if rest == "okey":
        hand.okey, hand.okey_unknown = _tile(value), False
        hand.okey_from = f"okey {_tile_text(hand.okey)} (sen söyledin)"
        return r
    if rest == "finish.kind":
        return _finish_kind(r, hand, value)
    if rest == "finish.last":
        return _last(r, hand, value)
    if rest == "gosterge.by":
        if not isinstance(value, str):
            raise FillError("Göstergeyi gösteren oyuncunun adını yaz.")
        hand.gosterge_by, hand.gosterge_unknown = [_key(r, value)], False
        return r
    name, _, field = rest.partition(".")
    if field == "before" and name in (TEAM_US, TEAM_THEM):
        r.before["team:us" if name == TEAM_US else "team:them"] = _int(value, -9999, 9999, "Önceki toplam")
        return r
    key = _key(r, name)
    if field == "team":
        if value not in ("biz", "onlar"):
            raise FillError("Takım “biz” ya da “onlar” olabilir.")
        r.people[key].team = US if value == "biz" else THEM
        r.side_guessed = [k for k in r.side_guessed if k != key]  # now told, no longer a tie-break
        return r
    if field == "before":
        r.before[key] = _int(value, -9999, 9999, "Önceki toplam")
        return r
    p = hand.player(key)
    if field == "opened":
        if value not in ("seri", "cift", "yok"):
            raise FillError("Açış seri, cift ya da yok olabilir.")
        p.opened, p.opened_assumed = value, False
    elif field == "remaining_sum":
        n = _int(value, 0, 286, "Elde kalan toplam")
        p.sums, p.tiles, p.total, p.count_only, p.uncounted, p.nothing = [n], [], None, None, False, False
        p.unknown_tile = False
    elif field.startswith("penalty."):
        _penalty(r, p, field[len("penalty."):], value)
    else:
        raise FillError(f"“{slot}” diye bir bilgi yok.")
    return r


_KINDS = ("normal", "okey", "cift", "cift-okey", "elden", "elden-okey")


def _finish_kind(r: Reading, hand: HandReading, value: Any) -> Reading:
    """"Nasıl bitti?" answered: normal, okey, cift, cift-okey, elden, elden-okey."""
    if value not in _KINDS:
        raise FillError("Bitiş normal, okey, cift, cift-okey, elden ya da elden-okey olabilir.")
    hand.normal = value == "normal"
    hand.okey_last = value.endswith("okey")
    hand.cift = value.startswith("cift")
    hand.seven_pairs = hand.cift and get_ruleset(r.ruleset).game == "duz"  # düz's çift finish is seven pairs
    hand.elden = "elden" if value.startswith("elden") else None
    return r


def _hand(r: Reading, slot: str) -> tuple[HandReading, str]:
    m = re.match(r"^h(\d+)\.(.+)$", slot)
    index, rest = (int(m.group(1)), m.group(2)) if m else (None, slot)
    if not r.hands:
        raise FillError("Bu anlatımda doldurulacak bir el yok.")
    if index is None:
        return r.hands[0], rest
    hand = next((h for h in r.hands if h.index == index), None)
    if hand is None:
        raise FillError(f"Anlatımda {index}. el yok.")
    return hand, rest


def _key(r: Reading, name: str) -> str:
    for key, engine_name in names_of(r).items():
        if engine_name == name:
            return key
    if name == "Sen":
        r.person(ME)
        return ME
    raise FillError(f"“{name}” diye bir oyuncu anlatılmadı.")


def _int(value: Any, lo: int, hi: int, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise FillError(f"{what} bir sayı olmalı.")
    try:
        n = int(value)
    except ValueError:
        raise FillError(f"{what} bir sayı olmalı.") from None
    if not lo <= n <= hi:
        raise FillError(f"{what} {lo} ile {hi} arasında olmalı.")
    return n


def _tile(value: Any) -> tuple[str | None, int]:
    """"sarı 6" → ("sarı", 6); 6 → (None, 6)."""
    if isinstance(value, int) and not isinstance(value, bool):
        return None, _int(value, 1, 13, "Okeyin sayısı")
    if isinstance(value, str):
        m = re.match(r"^\s*([a-zçğıöşü]+)\s*(\d{1,2})\s*$", value.lower())
        if m and m.group(1) in _COLOURS:
            return _COLOURS[m.group(1)], _int(m.group(2), 1, 13, "Okeyin sayısı")
        if value.strip().isdigit():
            return None, _int(value, 1, 13, "Okeyin sayısı")
    raise FillError("Okeyi renk ve sayıyla yaz, ör. “sarı 6”.")


def _tile_text(tile: tuple[str | None, int]) -> str:
    return f"{tile[0]} {tile[1]}" if tile[0] else str(tile[1])


def _start(r: Reading, value: Any) -> Reading:
    n = _int(value, 20, 50, "Başlangıç puanı")
    if n not in (20, 30, 40, 50):
        raise FillError("Başlangıç puanı 20, 30, 40 ya da 50 olabilir.")
    r.start = n
    return r


def _last(r: Reading, hand: HandReading, value: Any) -> Reading:
    if value not in ("okey", "sahte", "taş", "tas"):
        raise FillError("Son taş okey, sahte ya da taş olabilir.")
    hand.last_unknown = False
    hand.okey_last = value == "okey"
    hand.sahte_last = value == "sahte"
    return r


def _asker(r: Reading, value: Any) -> Reading:
    """"Sen hangisisin?": the asker is the named player; the asker's told facts are theirs."""
    key = next((k for k, n in names_of(r).items() if n == value and k != ME), None)
    if key is None:
        raise FillError(f"“{value}” anlatılan oyuncular arasında yok.")
    person = r.people.pop(key)
    r.people.pop(ME, None)
    person.key, person.name = ME, "Sen"
    r.people[ME] = person
    for hand in r.hands:
        mine = hand.players.pop(ME, None)
        theirs = hand.players.pop(key, None)
        merged = theirs or mine
        if merged is not None:
            if mine is not None and theirs is not None:
                for field in ("sums", "tiles", "penalties", "rules"):
                    getattr(merged, field).extend(getattr(mine, field))
                merged.opened = merged.opened or mine.opened
                merged.okeys += mine.okeys
            merged.key = ME
            hand.players[ME] = merged
        hand.finishers = [ME if f == key else f for f in hand.finishers]
        hand.gosterge_by = [ME if g == key else g for g in hand.gosterge_by]
    r.question.targets = [ME if t == key else t for t in r.question.targets]
    r.before = {(ME if k == key else k): v for k, v in r.before.items()}
    return r


def _penalty(r: Reading, p, field: str, value: Any) -> None:
    pens = [x for x in p.penalties if x.kind in ("islek", "okey-atma", "okey-alindi")]
    if field == "count":
        pen = next((x for x in p.penalties if x.count is None), None)
        if pen is None:
            raise FillError("Bu oyuncunun sayısı belirsiz bir cezası yok.")
        pen.count = _int(value, 1, 9, "Kaç kez")
        return
    if field == "taken":
        if not isinstance(value, bool):
            raise FillError("Alındı mı: true ya da false.")
        pen = next((x for x in pens if x.kind in ("islek", "okey-atma") and x.taken is None), None)
        if pen is None:
            raise FillError("Bu oyuncunun sorulan bir cezası yok.")
        pen.taken = value
    elif field == "tile_number":
        pen = next((x for x in pens if x.kind == "islek" and x.tile_number is None), None)
        if pen is None:
            raise FillError("Bu oyuncunun sayısı eksik bir işlek cezası yok.")
        pen.tile_number = _int(value, 1, 13, "Taşın sayısı")
    elif field == "by":
        pen = next((x for x in pens if x.kind == "okey-alindi" and x.by is None), None)
        if pen is None or value not in ("esim", "rakip"):
            raise FillError("Okeyi alan eşin (esim) ya da rakip (rakip) olabilir.")
        pen.by = PARTNER if value == "esim" else RIVAL
        r.person(pen.by, said=False)
    else:
        raise FillError(f"“penalty.{field}” diye bir bilgi yok.")
