"""The three 101 tables: standart (oyna.app), OyunDostluğu and the eşli 101 tournament.

Each value cites its source label in ``source`` (or falls back to ``sources[0]``);
``notes`` holds the source's own sentence where a number needs one, ``readings`` our
reading where a sentence can be read two ways.
"""
from __future__ import annotations

from calculators.rulesets.model import Ruleset, frozen

_KAT_101 = {"normal": 1, "okey": 2, "cift": 2, "elden": 2, "cift-okey": 4, "elden-okey": 4}

OYNA_101 = Ruleset(
    id="oyna-101",
    name="101 (standart)",
    game="101",
    team=False,
    sources=("oyna-yazboz", "oyna-terimler"),
    rules_of="standart 101 kurallarına",
    team_tables=False,  # oyna.app has team play in düz okey only
    gosterge_sahte_okey="yok",
    sahte_okey_is_okey_tile=True,
    katlamali_pairs=True,  # no katlamalı on oyna.app; a table that plays it raises both barriers
    whole_hand_needs_101=False,
    islek_sahte_as_okey_tile=True,
    islek_special_cases=True,
    opening_min_points=101,
    opening_min_pairs=5,
    seri_wrap_13_1=None,  # oyna-terimler: the table saying how 12-13-1 works did not survive
    katlamali_supported=False,  # oyna-terimler: oyna.app has no katlamalı opening
    katlamali_partner_exempt=None,
    finisher_points=101,
    unopened_points=202,
    penalty_points=101,
    finish_kat=frozen(_KAT_101),
    finisher_kat=frozen(_KAT_101),
    opened_kat=frozen(_KAT_101),
    pairs_factor=2,
    okey_in_hand="plus-101",
    okey_in_hand_points=101,
    penalties_multiplied=False,
    penalties_for_unopened=True,
    islek_penalty="fixed",
    okey_atma_penalty="fixed",
    acis_geri_points=0,  # a short opening is simply refused, no penalty
    okey_taken="none",
    elden_needs_nobody_opened=True,
    pairs_opener_may_elden=False,
    sahte_okey_finish_is_okey=False,
    deste_bitti_kat=1,
    el_bozuldu="void",
    partner_of_finisher_zero=None,
    match_target=1000,
    match_hands_default=None,
    lowest_wins=True,
    notes=frozen({
        "team_tables": "oyna.app kurallarında eşli 101 yok; eş ayrımı yapılmaz (oyna-yazboz).",
        "katlamali_supported": "oyna.app'te katlamalı açış yok; bazı masalarda oynanan katlamalı kurala göre hesapladım.",
        "gosterge_sahte_okey": "Sahte okey gösterge olamaz: oyna.app kurallarında gösterge hiçbir zaman sahte okey "
                               "olmaz (oyna-terimler). Gösterge olarak numaralı bir taş yaz.",
    }),
    source=frozen({
        "team_tables": "oyna-yazboz",
        "okey_from_gosterge": "oyna-terimler",
        "gosterge_sahte_okey": "oyna-terimler",
        "sahte_okey_is_okey_tile": "oyna-terimler",
        "katlamali_pairs": "oyna-terimler",
        "whole_hand_needs_101": "oyna-terimler",
        "islek_sahte_as_okey_tile": "oyna-terimler",
        "islek_special_cases": "oyna-yazboz",
        "opening_min_points": "oyna-terimler",
        "opening_min_pairs": "oyna-terimler",
        "seri_wrap_13_1": "oyna-terimler",
        "katlamali_supported": "oyna-terimler",
        "finisher_points": "oyna-yazboz",
        "unopened_points": "oyna-yazboz",
        "penalty_points": "oyna-yazboz",
        "finish_kat": "oyna-terimler",
        "finisher_kat": "oyna-yazboz",
        "opened_kat": "oyna-yazboz",
        "pairs_factor": "oyna-terimler",
        "okey_in_hand": "oyna-yazboz",
        "penalties_multiplied": "oyna-yazboz",
        "penalties_for_unopened": "oyna-yazboz",
        "islek_penalty": "oyna-yazboz",
        "okey_atma_penalty": "oyna-yazboz",
        "acis_geri_points": "oyna-terimler",
        "okey_taken": "oyna-terimler",
        "finisher_last_discard_exempt": "oyna-terimler",
        "elden_needs_nobody_opened": "oyna-terimler",
        "pairs_opener_may_elden": "oyna-terimler",
        "sahte_okey_finish_is_okey": "oyna-yazboz",
        "deste_bitti_kat": "oyna-yazboz",
        "el_bozuldu": "oyna-yazboz",
        "match_target": "oyna-yazboz",
    }),
)

OD_101 = Ruleset(
    id="od-101",
    name="101 (OyunDostluğu kuralları)",
    game="101",
    team=False,
    sources=("od-101-puan",),
    rules_of="OyunDostluğu 101 kurallarına",
    team_tables=True,  # "Eşli masalarda": the finisher's partner writes nothing
    gosterge_sahte_okey=None,  # the source does not say
    sahte_okey_is_okey_tile=True,  # "sahte okeyler de okeyin değerini taşır"
    katlamali_pairs=None,
    whole_hand_needs_101=None,
    opening_min_points=101,
    opening_min_pairs=5,
    seri_wrap_13_1=None,
    katlamali_supported=True,  # "katlamalı masalarda" one more than the highest opening
    katlamali_partner_exempt=None,
    finisher_points=101,
    unopened_points=202,
    penalty_points=101,
    finish_kat=frozen(_KAT_101),
    # The source gives the finisher only −101, or −202 when the last tile is the okey.
    finisher_kat=frozen({"normal": 1, "okey": 2, "cift": 1, "elden": 1, "cift-okey": 2, "elden-okey": 2}),
    opened_kat=frozen(_KAT_101),
    pairs_factor=2,
    okey_in_hand="counts-101",
    okey_in_hand_points=101,
    penalties_multiplied=False,
    penalties_for_unopened=True,
    islek_penalty="fixed",
    okey_atma_penalty="fixed",
    acis_geri_points=101,
    okey_taken="owner",
    elden_needs_nobody_opened=False,  # elden = finishing in the turn you open, nothing more
    pairs_opener_may_elden=None,
    sahte_okey_finish_is_okey=None,
    deste_bitti_kat=1,
    el_bozuldu=None,  # the source does not mention four pairs openers
    partner_of_finisher_zero=True,  # "eşli masalarda" the finisher's partner writes nothing
    match_target=None,
    lowest_wins=True,
    notes=frozen({
        "finisher_kat": "OyunDostluğu kaynağı bitirene yalnızca iki sayı verir: -101, okey atarak bitişte -202.",
    }),
    readings=frozen({
        # "sahte okey ise okeyin değerini taşır": the okey's 101, or the okey tile's number?
        "sahte_okey_value": "sahte okeyin “okeyin değerini taşır” sözünü okey olan taşın sayısı diye okuyoruz, "
                            "101 diye değil.",
        # "eli bitiren oyuncunun eşi o elde puan yazmaz" next to the +101s written "doğrudan" to whoever erred.
        "partner_of_finisher_zero:penalties": "eşin o elde puan yazmaması el içindeki cezasını da kapsar.",
    }),
)

TURNUVA_ESLI_101 = Ruleset(
    id="turnuva-esli-101",
    name="Eşli 101 turnuva",
    game="101",
    team=True,
    sources=("esli-101-turnuva",),
    rules_of="eşli 101 turnuva kurallarına",
    team_tables=True,
    finish_names=frozen({"elden": "kafa", "elden-okey": "okey kafa", "cift-okey": "çiftten okey"}),
    gosterge_sahte_okey="yok",  # drawn again by default
    sahte_okey_is_okey_tile=None,  # "okey ne yapıyorsa o da onu yapar": a joker, or the okey's tile?
    katlamali_pairs=True,
    whole_hand_needs_101=None,
    opening_min_points=101,
    opening_min_pairs=5,
    seri_wrap_13_1=False,  # "seriler 13'te biter": 12-13-1 is not a seri
    katlamali_supported=True,
    katlamali_partner_exempt=True,
    finisher_points=101,
    unopened_points=202,
    penalty_points=101,
    finish_kat=frozen(_KAT_101),
    finisher_kat=frozen(_KAT_101),
    # Kafa (elden) does not raise an opened rival's multiplier; okey kafa keeps the okey's ×2.
    opened_kat=frozen({"normal": 1, "okey": 2, "cift": 2, "elden": 1, "cift-okey": 4, "elden-okey": 2}),
    opened_kat_notes=frozen({"elden": "kafa, açmış rakibin çarpanını büyütmez",
                              "elden-okey": "okey kafa: yalnız okeyin ×2'si"}),
    pairs_factor=2,
    pairs_over_limit=100,
    pairs_over_bonus=101,
    okey_in_hand="number-plus-101",
    okey_in_hand_points=101,
    penalties_multiplied=False,
    penalties_for_unopened=True,
    islek_penalty="taken-x10",
    okey_atma_penalty="taken-x10",
    taken_factor=10,
    acis_geri_points=101,
    okey_taken="owner-if-rival",
    elden_needs_nobody_opened=False,  # the halving rule speaks of kafa while a rival had opened
    pairs_opener_may_elden=False,
    sahte_okey_finish_is_okey=None,
    deste_bitti_kat=1,
    el_bozuldu="played",
    partner_of_finisher_zero=True,
    halving_finishes=("elden", "elden-okey"),
    match_target=None,
    match_hands_default=7,
    match_hands_range=(1, 99),
    match_tie_extra_hand=True,
    lowest_wins=True,
    notes=frozen({
        "opened_kat": "Kafa, açmış rakibin çarpanını büyütmez; okey kafada yalnız okeyin ×2'si kalır.",
        "partner_of_finisher_zero": "Bitirenin eşi her bitişte 0 yazar; el içindeki cezaları da silinir.",
        "gosterge_sahte_okey": "Sahte okey gösterge olmaz: turnuva kuralında gösterge yeniden çekilir (sahte okey "
                               "aynı balyada başka yere konur), varsayılan budur. Kaynak: esli-101-turnuva.",
    }),
    readings=frozen({
        # 'Açan rakip … bitişin çarpanıyla yazar (tabloda "taş ×")': the table did not survive the copy;
        # the examples give normal ×1 and okeyle ×2, and "kafa çarpanı büyütmez" gives kafa ×1.
        "opened_kat:cift": "çarpan tablosu kopyada yok, çiftten bitişi ×2 sayıyoruz.",
        "opened_kat:cift-okey": "çarpan tablosu kopyada yok, çiftten okeyi ×4 sayıyoruz.",
        "opened_kat:elden-okey": "çarpan tablosu kopyada yok, okey kafayı (kafa kısmı büyütmediği için) ×2 sayıyoruz.",
        # "Eli bitirenin eşi her bitişte 0 yazar" next to "ceza her zaman taşı atana yazılır".
        "partner_of_finisher_zero:penalties": "eşin “her bitişte 0 yazar” kuralı el içindeki cezasını da kapsar.",
    }),
)
