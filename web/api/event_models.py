"""Response shapes of the tournament-night API, for OpenAPI (the routes build the bodies themselves).

Schemathesis checks every real response against these models (tests/web/test_fuzz_api.py),
so they are the contract as it runs, not a wish.
"""
from __future__ import annotations

from pydantic import BaseModel, Field


class TeamOut(BaseModel):
    id: int
    name: str
    players: list[str] = Field(description="Bir ya da iki asıl oyuncu (eş katılım koduyla katılır).")
    reserve: str | None
    approved: bool
    join_code: str | None = Field(None, description="Yalnız yönetim anahtarıyla (X-Anahtar) görünür.")


class LiveOut(BaseModel):
    totals: dict[str, int] = Field(description="Takım adı → Çetele toplamı (az olan önde).")
    hands_played: int
    hands: int
    over: bool
    extra_hand: bool = Field(description="Son elden sonra eşitlik: ani ölüm eli oynanır.")
    version: int


class BracketMatchOut(BaseModel):
    id: str = Field(description="\"tur-maç\", örn. \"2-1\".")
    round: int
    round_name: str
    a: TeamOut | None
    b: TeamOut | None
    bye: bool = Field(description="İlk turda rakipsiz geçen takım (bay): a var, b null.")
    winner: TeamOut | None
    how: str | None = Field(description="bay, oynandi (Çetele'den), hukmen ya da duzeltme.")
    sheet: str | None = Field(description="Maçın Çetele kodu (masaya atanınca).")
    table: str | None
    live: LiveOut | None


class TournamentOut(BaseModel):
    code: str
    name: str
    url: str
    tv_url: str
    size: int
    hands: int
    starts_at: str | None
    rules: str
    teams: list[TeamOut]
    drawn: bool
    seed: str | None = Field(description="Kura tohumu: aynı takımlarla aynı kura yeniden çıkar.")
    rounds: list[list[BracketMatchOut]]
    champion: TeamOut | None
    version: int
    table: dict[str, str] | None = Field(None, description="İlan edilen masa kuralları ({\"code\", \"name\"}; "
                                                           "kuralları: GET /api/tables/{code}) ya da null.")


class TournamentCreated(TournamentOut):
    manage_url: str
    secret: str = Field(description="Yönetim anahtarı: yalnız şimdi gösterilir, X-Anahtar başlığına yazılır.")


class TableResultOut(BaseModel):
    ranks: dict[str, int]
    raw: dict[str, int] | None
    penalties: dict[str, int] | None
    sheet: str | None


class NightTableOut(BaseModel):
    table: int
    seats: list[str] = Field(description="Oturma halkası.")
    dealer: str = Field(description="İlk dağıtan.")
    sheet: str | None = Field(None, description="Masaya açılan Çetele'nin kodu (varsa).")
    result: TableResultOut | None


class NightRoundOut(BaseModel):
    round: int
    waiting: list[str] = Field(description="Bu turda bekleyenler (6 ve 10 kişide iki kişi).")
    tables: list[NightTableOut]


class StandingOut(BaseModel):
    place: int
    name: str
    rank_points: int
    raw_points: int | None
    penalties_suffered: int | None
    decided_by: str | None = Field(description="Bu oyuncuyu eşitinden ayıran ölçüt.")
    tied: bool
    rounds_played: int
    season_points: int | None


class HeadToHeadOut(BaseModel):
    from_: str = Field(alias="from")
    to: str
    points: int


class NightOut(BaseModel):
    code: str
    name: str
    url: str
    players: list[str]
    seed: str
    losers_count: int | None
    season: str | None
    rounds: list[NightRoundOut]
    standings: list[StandingOut]
    notes: list[str]
    head_to_head: list[HeadToHeadOut]
    complete: bool
    losers: list[str] | None
    losers_note: str | None
    readings: list[str]
    sources: list[str]
    version: int


class NightCreated(NightOut):
    manage_url: str
    secret: str
