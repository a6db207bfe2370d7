"""Small JSON endpoints over the tile, meld and tournament calculators.

Every endpoint answers 200 with the result and its Turkish explanation, or 422
with ``{"error": "<Turkish message>"}`` for bad input -- malformed JSON,
unknown fields and wrong types included. When the sources do not settle a
question the 422 body also carries ``"not_covered": true``.
"""
from __future__ import annotations

from fastapi import APIRouter
from pydantic import BaseModel, ConfigDict, Field

from calculators.errors import CalcError
from calculators.islek import is_islek
from calculators.opening import can_open, read_opening
from calculators.rulesets import RULESETS
from calculators.okey import okey_from_gosterge
from calculators.tiles import Tile, parse_tile
from calculators.tournament import (
    NightEntry,
    bracket,
    night_losers,
    night_standings,
    season_points,
    season_table,
)
from web.errors import DetailedErrorRoute

_ERRORS = {422: {"description": "Hatalı giriş: {\"error\": \"<Türkçe mesaj>\"}"}}
router = APIRouter(prefix="/api/calc", tags=["hesap: taşlar, açış, turnuva"], route_class=DetailedErrorRoute,
                   responses=_ERRORS)


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class _WithOkey(_Strict):
    okey: str | None = Field(None, description="Bu elin okeyi, ör. “sarı 6”.")
    gosterge: str | None = Field(None, description="Ya da gösterge, ör. “sarı 5” (okey bir üstüdür).")

    def okey_tile(self, ruleset: str | None) -> Tile | None:
        okey: Tile | None = None
        if self.gosterge is not None:
            g = parse_tile(self.gosterge)
            okey = okey_from_gosterge(g, ruleset)
        if self.okey is not None:
            o = parse_tile(self.okey)
            if not isinstance(o, Tile):
                raise CalcError("Okeyi renk ve sayısıyla yaz, örneğin “sarı 6”.", field="okey")
            if okey is not None and o != okey:
                raise CalcError(f"Gösterge {self.gosterge} ise okey {okey} olur, {o} değil.", field="okey")
            okey = o
        return okey


# --------------------------------------------------------------------------- okey


class OkeyRequest(_Strict):
    gosterge: str = Field(..., examples=["sarı 5"])
    ruleset: str | None = Field(None, examples=["oyna-101"])


class OkeyResponse(BaseModel):
    gosterge: str
    okey: str
    explanation: str
    sources: list[str]


@router.post("/okey", response_model=OkeyResponse, summary="Göstergeden okeyi bul")
def okey_endpoint(req: OkeyRequest) -> OkeyResponse:
    """Okey is the gösterge's colour, one number up; after 13 comes 1."""
    g = parse_tile(req.gosterge)
    okey = okey_from_gosterge(g, req.ruleset)
    assert isinstance(g, Tile)
    step = f"{g.number} + 1 = {okey.number}" if g.number < 13 else "13'ten sonra 1 gelir"
    return OkeyResponse(
        gosterge=str(g), okey=str(okey),
        explanation=f"Gösterge {g} → okey aynı renkte bir üstü: {okey} ({step}).",
        sources=_okey_sources(req.ruleset),
    )


def _okey_sources(ruleset: str | None) -> list[str]:
    """Who says the okey is the gösterge's next number: the ruleset's source, or every 101 source."""
    tables = [RULESETS[ruleset]] if ruleset is not None else [r for r in RULESETS.values() if r.game == "101"]
    return list(dict.fromkeys(r.label_for("okey_from_gosterge") for r in tables))


# --------------------------------------------------------------------------- opening


class OpeningRequest(_WithOkey):
    ruleset: str = Field(..., examples=["od-101"])
    melds: list[str] = Field(..., examples=[["kırmızı 11-12-13", "mavi, siyah, sarı 7", "sarı 9-10-11-12"]])
    katlamali_highest: int | None = Field(None, description="Katlamalı masada şimdiye kadarki en yüksek açış.")
    highest_pairs: int | None = Field(None, description="Katlamalı masada şimdiye kadar en çok açılan çift sayısı.")
    partner_opened: bool = Field(False, description="O en yüksek açış eşinin mi?")
    rival_highest: int | None = None
    rival_highest_pairs: int | None = None
    whole_hand: bool = Field(False, description="Bütün eli tek turda indirip bitiriyor musun?")

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{
        "ruleset": "od-101", "okey": "sarı 6",
        "melds": ["kırmızı 11-12-13", "mavi, siyah, sarı 7", "sarı 9-10-11-12"]}]})


class MeldOut(BaseModel):
    kind: str
    text: str
    value: int | None


class OpeningResponse(BaseModel):
    ruleset: str
    can_open: bool
    pairs: bool
    points: int
    pair_count: int
    needed: int
    melds: list[MeldOut]
    explanation: str
    sources: list[str]


@router.post("/opening", response_model=OpeningResponse, summary="Bu perlerle el açılır mı?")
def opening_endpoint(req: OpeningRequest) -> OpeningResponse:
    """At least 101 points with seri/küt, or at least 5 pairs; katlamalı and team barriers as the ruleset says."""
    okey = req.okey_tile(req.ruleset)
    result = can_open(
        req.melds, req.ruleset, okey,
        katlamali_highest=req.katlamali_highest, highest_pairs=req.highest_pairs,
        partner_opened=req.partner_opened, rival_highest=req.rival_highest,
        rival_highest_pairs=req.rival_highest_pairs, whole_hand=req.whole_hand,
    )
    opening = read_opening(req.melds, okey, req.ruleset)
    melds = [MeldOut(kind=m.kind.value, text=m.describe(), value=None if opening.pairs else m.value)
             for m in opening.melds]
    return OpeningResponse(ruleset=req.ruleset, can_open=result.can_open, pairs=result.pairs, points=result.points,
                           pair_count=result.pair_count, needed=result.needed, melds=melds,
                           explanation=result.reason, sources=list(result.sources))


# --------------------------------------------------------------------------- işlek


class IslekRequest(_WithOkey):
    ruleset: str = Field(..., examples=["oyna-101"])
    tile: str = Field(..., examples=["mavi 5"])
    table: list[str] = Field(..., examples=[["mavi 4 · okey · mavi 6"]])

    model_config = ConfigDict(extra="forbid", json_schema_extra={"examples": [{
        "ruleset": "oyna-101", "okey": "sarı 6", "tile": "mavi 5", "table": ["mavi 4 · okey · mavi 6"]}]})


class IslekResponse(BaseModel):
    ruleset: str
    tile: str
    islek: bool
    okey_discard: bool
    meld: str | None
    explanation: str
    sources: list[str]


@router.post("/islek", response_model=IslekResponse, summary="Atılan taş işlek mi?")
def islek_endpoint(req: IslekRequest) -> IslekResponse:
    """Whether discarding the tile would fit a meld on the table (işlek), per ruleset."""
    okey = req.okey_tile(req.ruleset)
    tile = parse_tile(req.tile, okey=okey)
    r = is_islek(tile, req.table, okey, req.ruleset)
    return IslekResponse(ruleset=req.ruleset, tile="okey" if r.okey_discard else str(tile), islek=r.islek,
                         okey_discard=r.okey_discard, meld=r.meld, explanation=r.reason, sources=list(r.sources))


# --------------------------------------------------------------------------- tournament


class BracketRequest(_Strict):
    entries: int = Field(..., examples=[13], description="Kayıtlı takım sayısı.")


class BracketResponse(BaseModel):
    entries: int
    size: int
    byes: int
    first_round_matches: int
    rounds: int
    total_matches: int
    explanation: str
    sources: list[str]


@router.post("/tournament/bracket", response_model=BracketResponse, summary="Eleme ağacı: boyut, bay, ilk tur")
def bracket_endpoint(req: BracketRequest) -> BracketResponse:
    b = bracket(req.entries)
    return BracketResponse(entries=b.entries, size=b.size, byes=b.byes, first_round_matches=b.first_round_matches,
                           rounds=b.rounds, total_matches=b.total_matches, explanation=b.explanation,
                           sources=list(b.sources))


class SeasonRequest(_Strict):
    players: int = Field(..., examples=[8])
    rank: int = Field(..., examples=[2])


class SeasonResponse(BaseModel):
    players: int
    rank: int
    points: int
    explanation: str
    sources: list[str]


@router.post("/tournament/season", response_model=SeasonResponse, summary="Okey Gecesi sezon puanı")
def season_endpoint(req: SeasonRequest) -> SeasonResponse:
    """Players − rank + 1, plus +4 / +2 / +1 for the podium (esli-101-turnuva)."""
    r = season_points(req.players, req.rank)
    return SeasonResponse(players=r.players, rank=r.rank, points=r.points, explanation=r.explanation,
                          sources=list(r.sources))


class NightPlayer(_Strict):
    name: str
    rank_points: int | None = None
    table_ranks: list[int] | None = None
    raw_points: int | None = None
    penalties_suffered: int | None = Field(None, description="Yenen ceza.")


class HeadToHead(_Strict):
    from_: str = Field(..., alias="from", description="Cezayı yazdıran oyuncu.")
    to: str = Field(..., description="Cezayı yazan oyuncu.")
    points: int


class NightRequest(_Strict):
    players: list[NightPlayer]
    head_to_head: list[HeadToHead] = []
    losers: int | None = Field(None, description="Kafenin seçtiği kaybeden sayısı (varsayılanı yok).")


class NightRow(BaseModel):
    place: int
    name: str
    rank_points: int
    raw_points: int | None
    penalties_suffered: int | None
    decided_by: str
    tied: bool
    season_points: int | None


class NightResponse(BaseModel):
    rows: list[NightRow]
    resolved: bool
    notes: list[str]
    losers: list[str] | None
    explanation: str
    sources: list[str]


@router.post("/tournament/night", response_model=NightResponse, summary="Okey Gecesi sıralaması")
def night_endpoint(req: NightRequest) -> NightResponse:
    """Rank points, then raw points, then penalties suffered, then head to head; season points when decided."""
    entries = [NightEntry(p.name, p.rank_points, tuple(p.table_ranks) if p.table_ranks is not None else None,
                          p.raw_points, p.penalties_suffered) for p in req.players]
    h2h: dict[tuple[str, str], int] = {}
    for h in req.head_to_head:
        if (h.from_, h.to) in h2h:
            raise CalcError(f"{h.from_} → {h.to} ikili cezası iki kez yazılmış.", field="head_to_head")
        h2h[(h.from_, h.to)] = h.points
    s = night_standings(entries, h2h)
    season = season_table(s) if s.resolved else {}
    losers = night_losers(s, req.losers) if req.losers is not None else None
    rows = [NightRow(place=r.place, name=r.name, rank_points=r.rank_points, raw_points=r.raw_points,
                     penalties_suffered=r.penalties_suffered, decided_by=r.decided_by, tied=r.tied,
                     season_points=season[r.name].points if r.name in season else None) for r in s.rows]
    return NightResponse(rows=rows, resolved=s.resolved, notes=list(s.notes), losers=losers,
                         explanation=s.explanation, sources=list(s.sources))

