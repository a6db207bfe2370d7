"""JSON API over the scoring engine: ``POST /api/calc/hand`` and ``POST /api/calc/match``.

The pydantic models document the contract in OpenAPI (with examples); the rule checks
and their Turkish messages live in the engine (:mod:`calculators.inputs` and friends),
so choice fields are plain strings with their allowed values listed in the schema.
Every bad input answers 422 ``{"error": "<Turkish message>"}`` (:mod:`web.errors`).
"""
from __future__ import annotations

from typing import Annotated, Any, Sequence

from fastapi import APIRouter, Body
from pydantic import BaseModel, ConfigDict, Field

from calculators.hand import calc_hand
from calculators.registry import FINISHES, OPENED, PENALTY_KINDS
from calculators.match import calc_match
from calculators.rulesets import RULESETS
from referee.tables import TableError
from web.deps import TablesDep
from web.errors import TurkishErrorRoute, json_error

router = APIRouter(prefix="/api/calc", tags=["hesap"], route_class=TurkishErrorRoute)

_RULESET_IDS = list(RULESETS)


def _enum(values: Sequence[str], description: str, **kw: Any) -> Any:
    """A string field whose allowed values show in OpenAPI; the engine checks them in Turkish."""
    return Field(description=description, json_schema_extra={"enum": list(values)}, **kw)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


#: What a hand may say happened that only a table's house rules score (``"table"``).
_EVENTS = {
    "gosterge_sahte_okey": "Gösterge sahte okey çıktı (yalnız masası bunu iki kat yazan masada hesaplanır).",
    "cift_okey": "Çift okey (devam): iki okeyle oynamayı sürdürüp ikinciyi atarak bitti (masa kuralı).",
    "ayni_renk": "Düz okey: bitirenin bütün taşları aynı renkten (masa kuralıyla iki kat).",
}


class PenaltyIn(_Strict):
    """An in-hand penalty of one player."""

    kind: str | None = _enum(PENALTY_KINDS, "Ceza türü.", default=None)
    taken: bool | None = Field(None, description="Atılan taşı sıradaki oyuncu aldı mı (turnuva işlek / okey).")
    tile_number: int | None = Field(None, description="Atılan taşın sayısı, 1–13 (turnuva işlek).")
    by: str | None = Field(None, description="okey-alindi: perdeki okeyi alan oyuncunun adı.")


class PlayerIn(_Strict):
    """One player at the end of the hand."""

    name: str | None = Field(None, description="Oyuncunun adı (masada tek).")
    team: str | None = Field(None, description="Takım adı; yalnız eşli kural setlerinde.")
    opened: str | None = _enum(OPENED, "yok: açmadı, seri: per/seri ile açtı, cift: çiftten açtı.", default=None)
    remaining_sum: int | None = Field(None, description="Istakada kalan taşların toplamı, okeyler hariç.")
    remaining: list[str] | None = Field(None, description="Kalan taşlar yazıyla: \"mavi 3\", \"k7\", \"sahte okey\", \"okey\".")
    okeys_in_hand: int | None = Field(None, description="Elde kalan okey sayısı (0–2).")
    penalties: list[PenaltyIn] | None = Field(None, description="El içindeki cezalar.")


class HandIn(_Strict):
    """A finished hand (101 or düz okey)."""

    ruleset: str | None = _enum(_RULESET_IDS, "Kural seti.", default=None)
    finish: str | None = _enum(FINISHES, "Bitiş türü (düz okeyde cift = yedi çift).", default=None)
    finisher: str | None = Field(None, description="Eli bitiren; kimse bitmediyse null.")
    okey_number: int | None = Field(None, description="Okey taşının sayısı (gerektiğinde).")
    players: list[PlayerIn] | None = Field(None, description="Masadaki dört oyuncu.")
    gosterge_shown_by: list[str] | None = Field(None, description="Göstergeyi gösteren (yalnız düz okey).")
    table: str | None = Field(None, description="Masanın kodu (POST /api/tables): el o masanın kurallarıyla "
                                                "hesaplanır; ruleset boş kalabilir.")
    gosterge_sahte_okey: bool | None = Field(None, description=_EVENTS["gosterge_sahte_okey"])
    cift_okey: bool | None = Field(None, description=_EVENTS["cift_okey"])
    ayni_renk: bool | None = Field(None, description=_EVENTS["ayni_renk"])


class HandOut(BaseModel):
    """Scores of one hand, each explained step by step in Turkish."""

    ruleset: str
    multiplier: int = Field(description="Elin katı (düz okeyde normal bitişe göre kat; deste bitince 0).")
    scores: dict[str, int] = Field(description="101: yazılan puan. Düz okey: bu elde kaybedilen puan (eksi).")
    team_scores: dict[str, int] | None = Field(
        description="Eşli 101: iki oyuncunun toplamı. Eşli düz: takım sütunundan bir kez düşen puan.")
    explanation: dict[str, str]
    sources: list[str]


class MatchHandIn(_Strict):
    """A hand on the sheet: the hand shape without ruleset; players and teams may be left out."""

    ruleset: str | None = Field(None, description="Boş bırakın; yazılırsa maçınkiyle aynı olmalı.")
    finish: str | None = _enum(FINISHES, "Bitiş türü.", default=None)
    finisher: str | None = None
    okey_number: int | None = None
    players: list[PlayerIn] | None = Field(None, description="Boşsa maçın oyuncuları ayrıntısız girer (düz okeye yeter).")
    gosterge_shown_by: list[str] | None = None
    gosterge_sahte_okey: bool | None = Field(None, description=_EVENTS["gosterge_sahte_okey"])
    cift_okey: bool | None = Field(None, description=_EVENTS["cift_okey"])
    ayni_renk: bool | None = Field(None, description=_EVENTS["ayni_renk"])


class MatchOptionsIn(_Strict):
    target: int | None = Field(None, description="101: bu toplama ulaşan olunca maç biter (oyna-101 varsayılanı 1000).")
    hands: int | None = Field(None, description="101: sabit el sayısı (turnuva varsayılanı 7, 1–99).")
    start: int | None = Field(None, description="Düz okey başlangıç puanı: 20, 30, 40 ya da 50 (varsayılan 20).")


class CarriedIn(_Strict):
    """The sheet's Başlangıç row: points carried over and how many hands they took."""

    totals: dict[str, int] | None = Field(None, description="Her sütunun (oyuncu ya da takım) şimdiye kadarki puanı.")
    hands: int | None = Field(None, description="Bu puanlar kaç elde toplandı (turnuvanın el sayısı için).")


class MatchIn(_Strict):
    """A score sheet (yazboz / Çetele)."""

    ruleset: str | None = _enum(_RULESET_IDS, "Kural seti.", default=None)
    players: list[str] | None = Field(None, description="Tekli kural setlerinde dört oyuncu.")
    teams: dict[str, list[str]] | None = Field(None, description="Eşli kural setlerinde iki takım, ikişer oyuncu.")
    options: MatchOptionsIn | None = None
    hands: list[MatchHandIn] | None = None
    before: CarriedIn | None = None
    table: str | None = Field(None, description="Masanın kodu: maç o masanın kurallarıyla (el sayısı, bitiş "
                                                "puanları …) hesaplanır; ruleset boş kalabilir.")


class MatchRowOut(BaseModel):
    hand: int
    finish: str
    finisher: str | None
    void: bool = Field(description="El bozuldu: sayılmaz, aynı satıra yeniden yazılır.")
    multiplier: int
    scores: dict[str, int]
    team_scores: dict[str, int] | None
    totals: dict[str, int] = Field(description="Bu elden sonra sütun toplamları.")
    marks: dict[str, list[str]] = Field(description="★ bitiren, O okeyle, Ç çiftten / yedi çift, C / C2 ceza, G gösterge.")
    explanation: dict[str, str]


class MatchOut(BaseModel):
    ruleset: str
    columns: list[str] = Field(description="Sütunlar: oyuncular ya da takımlar.")
    start: int | None
    end_rule: str
    hands_played: int
    before: dict[str, Any] | None = Field(None, description="Başlangıç satırı: taşınan puanlar ve el sayısı.")
    hands: list[MatchRowOut]
    totals: dict[str, int]
    player_totals: dict[str, int]
    over: bool
    winners: list[str]
    leaders: list[str]
    tie: bool
    extra_hand: bool = Field(description="Turnuvada son elden sonra eşitlik: bir el daha oynanır.")
    sources: list[str]


class ErrorOut(BaseModel):
    error: str = Field(description="Türkçe hata mesajı.")


_ERRORS = {422: {"model": ErrorOut, "description": "Hatalı giriş: Türkçe açıklama."}}

HAND_EXAMPLES = {
    "turnuva-529": {
        "summary": "Eşli 101: çiftten açan, okeyle bitiş (529)",
        "value": {
            "ruleset": "turnuva-esli-101", "finish": "okey", "finisher": "Doğu", "okey_number": 9,
            "players": [
                {"name": "Siz", "team": "A", "opened": "cift", "remaining_sum": 107, "okeys_in_hand": 0,
                 "penalties": [{"kind": "islek", "taken": True, "tile_number": 7}]},
                {"name": "Doğu", "team": "B", "opened": "seri"},
                {"name": "Kuzey", "team": "A", "opened": "yok"},
                {"name": "Batı", "team": "B", "opened": "seri", "remaining": ["mavi 3", "kırmızı 9"]}],
            "gosterge_shown_by": []},
    },
    "oyna-okeyle": {
        "summary": "101 (oyna): okeyle bitiş, elde okey kalan oyuncu (14 / 115)",
        "value": {
            "ruleset": "oyna-101", "finish": "okey", "finisher": "Siz",
            "players": [
                {"name": "Siz", "opened": "seri"},
                {"name": "Doğu", "opened": "seri", "remaining": ["mavi 3", "mavi 4"]},
                {"name": "Kuzey", "opened": "seri", "remaining": ["mavi 3", "mavi 4", "okey"]},
                {"name": "Batı", "opened": "yok"}]},
    },
    "duz-gosterge": {
        "summary": "Düz okey: gösterge gösterildi, normal bitiş",
        "value": {
            "ruleset": "oyna-duz", "finish": "normal", "finisher": "Doğu",
            "players": [{"name": "Siz"}, {"name": "Doğu"}, {"name": "Kuzey"}, {"name": "Batı"}],
            "gosterge_shown_by": ["Siz"]},
    },
}

MATCH_EXAMPLES = {
    "duz-yazboz": {
        "summary": "Düz okey yazbozu, başlangıç 20, üç el",
        "value": {
            "ruleset": "oyna-duz", "players": ["Siz", "Doğu", "Kuzey", "Batı"], "options": {"start": 20},
            "hands": [
                {"finish": "normal", "finisher": "Doğu", "gosterge_shown_by": ["Siz"]},
                {"finish": "okey", "finisher": "Kuzey"},
                {"finish": "cift", "finisher": "Batı"}]},
    },
    "turnuva": {
        "summary": "Eşli 101 turnuva maçı, 7 el (ilk el)",
        "value": {
            "ruleset": "turnuva-esli-101", "teams": {"A": ["Siz", "Kuzey"], "B": ["Doğu", "Batı"]},
            "options": {"hands": 7},
            "hands": [{"finish": "elden", "finisher": "Doğu", "players": [
                {"name": "Siz", "opened": "yok"}, {"name": "Kuzey", "opened": "seri", "remaining_sum": 15},
                {"name": "Doğu", "opened": "yok"}, {"name": "Batı", "opened": "yok"}]}]},
    },
}


def _dump(model: BaseModel) -> dict[str, Any]:
    """What the caller sent, without pydantic's defaults (the engine applies its own)."""
    return model.model_dump(exclude_unset=True)


def _under_table(data: dict[str, Any], tables: Any) -> dict[str, Any]:
    """The engine input with a table's code resolved: its ruleset and its house rules (TableError otherwise)."""
    code = data.pop("table", None)
    if code is None:
        return data
    profile = tables.for_ruleset(code, data.get("ruleset"))
    data["ruleset"] = profile.ruleset
    if profile.rules:
        data["house"] = dict(profile.rules)
    return data


@router.post("/hand", response_model=HandOut, responses=_ERRORS,
             summary="Bir elin puanları, adım adım açıklamalı")
def post_hand(body: Annotated[HandIn, Body(openapi_examples=HAND_EXAMPLES)], tables: TablesDep) -> Any:
    """Scores one 101 or düz okey hand under the chosen ruleset (or a table's own rules, ``"table"``)."""
    try:
        return calc_hand(_under_table(_dump(body), tables))
    except TableError as exc:
        return json_error(exc.status, exc.message)


@router.post("/match", response_model=MatchOut, responses=_ERRORS,
             summary="Yazboz / Çetele: eller, ara toplamlar, işaretler, kazanan")
def post_match(body: Annotated[MatchIn, Body(openapi_examples=MATCH_EXAMPLES)], tables: TablesDep) -> Any:
    """Scores a sequence of hands and tells whether the match is over and who won (``"table"``: its rules)."""
    try:
        return calc_match(_under_table(_dump(body), tables))
    except TableError as exc:
        return json_error(exc.status, exc.message)
