"""One player of a 101 hand: the engine's :class:`~calculators.inputs.PlayerHand`, or the fact missing.

A player the story never describes is never guessed: their number is not reported and, when the
question asks for it, the answer asks for the fact (opened how? what was left?) with quick replies.
"""
from __future__ import annotations

from calculators.inputs import PlayerHand
from calculators.rulesets import Ruleset
from referee.story.plan.penalties import engine_penalties
from referee.story.plan.types import OPENED_OPTIONS, OPENED_OPTIONS_ME, Plan
from referee.story.reading import MELD_ON_TABLE, ME, OKEY_LAID, HandReading, PlayerFacts, Reading
from referee.story.tiles_of import engine_tile, okey_matches, tile_text


def _opened_because(pl: Plan, key: str, seat: str, mine: str, theirs: str) -> None:
    """Say that an opening was read from a deed only an opened player does, and assumed a seri opening."""
    told = f"{mine} göre elini açmıştın" if key == ME else f"{seat} {theirs} göre açmıştı"
    pl.assumptions.append(f"{told}; seriyle açıldığını varsaydım, çiftten açıldıysa söyle, kalan iki katı yazılır.")


def player_of(r: Reading, hand: HandReading, pl: Plan, rs: Ruleset, seat: str, key: str | None, team: str | None,
              finish: str, fname: str | None, partner_of_fin: str | None, prefix: str) -> tuple[PlayerHand, bool]:
    """(engine player, determined) for one seat of one hand."""
    if key is None:  # a seat the story never mentions
        opened = "cift" if finish == "el-bozuldu" or hand.all_pairs else "yok"
        # "kimse açmamıştı": the seats not named had not opened either, so their number is known
        known = finish == "el-bozuldu" or (hand.nobody_opened and seat != fname)
        rest = {"remaining_sum": 0} if opened == "cift" and finish != "el-bozuldu" else {}  # never reported
        return PlayerHand(seat, opened, team, **rest), known
    p = hand.players.get(key) or PlayerFacts(key)
    if finish == "el-bozuldu":
        return PlayerHand(seat, "cift", team), True
    if seat == fname:
        opened = {"elden": "yok", "elden-okey": "yok", "cift": "cift", "cift-okey": "cift"}.get(finish, "seri")
        if p.opened == "cift" and finish in ("elden", "elden-okey"):
            opened = "cift"  # the engine refuses this, with its reason
        pens, ok = engine_penalties(p, seat, hand, pl, rs, prefix)
        return PlayerHand(seat, opened, team, penalties=pens), ok
    opened = "cift" if hand.all_pairs else p.opened
    if opened is None and hand.nobody_opened:
        opened = "yok"
    if opened is None and key in hand.took_okey:
        # only a player who has opened (or opens in that turn) takes the okey from a meld (esli-101-turnuva,
        # od-101-puan, oyna-terimler)
        opened = "seri"
        _opened_because(pl, key, seat, "Yerdeki okeyi aldığına", "yerdeki okeyi aldığına")
    if p.opened_assumed and opened == "seri" and MELD_ON_TABLE in p.rules:
        _opened_because(pl, key, seat, "Perindeki okey alındığına", "perindeki okey alındığına")
    elif p.opened_assumed and opened == "seri" and OKEY_LAID in p.rules:
        _opened_because(pl, key, seat, "Okeyi bir pere işlediğine", "okeyi bir pere işlediğine")
    elif p.opened_assumed and opened == "seri" and not any(r.startswith(("açtı", "seriyle", "çift")) for r in p.rules):
        pl.assumptions.append(f"{'Elinde kalanı söylediğin için açtığını' if key == ME else seat + ' elinde kalan söylendiği için açtığını'}"
                              " (seriyle) varsaydım; çiftten açıldıysa söyle, kalan iki katı yazılır.")
    elif p.opened_assumed and opened == "seri":
        pl.assumptions.append(f"{'Açtığını' if key == ME else seat + ' açtı dediğin için'} "
                              f"{'söylediğin için ' if key == ME else ''}seriyle (perle) açıldığını varsaydım; "
                              "çiftten açıldıysa söyle, kalan iki katı yazılır.")
    if seat == partner_of_fin and rs.partner_of_finisher_zero:
        # the finisher's partner writes 0, whatever they hold; the engine says their penalties go too
        pens, _ = engine_penalties(p, seat, hand, pl, rs, prefix)
        return PlayerHand(seat, opened or "yok", team, penalties=pens), True
    if opened is None:
        why = "açıp açmadığını söylemediğin için" if key == ME else f"{seat} açtı mı açmadı mı, söylemediğin için"
        if prefix:
            why = f"{hand.index}. elde {why}"
        pl.ask(seat, why, f"{prefix}{seat}.opened", "Sen açmış mıydın?" if key == ME else f"{seat} açmış mıydı?",
               OPENED_OPTIONS_ME if key == ME else OPENED_OPTIONS)
        return PlayerHand(seat, "yok", team), False
    ok = True
    left: dict = {}
    if opened in ("seri", "cift"):
        left, reason = remaining_of(p, hand, seat, key, pl, rs, prefix)
        if reason:
            ok = False
            left = {"remaining_sum": 0}  # never reported: the engine needs a value for the others' sake
        pl.rules_used.add("cift-acan-kalan" if opened == "cift" else "acan-kalan")
    else:
        pl.rules_used.add("acmayan")
        if team and finish in rs.halving_finishes:
            ok = _halving_known(r, hand, pl, seat, key, fname, prefix) and ok
    pens, pok = engine_penalties(p, seat, hand, pl, rs, prefix)
    return PlayerHand(seat, opened, team, penalties=pens, **left), ok and pok


def _halving_known(r: Reading, hand: HandReading, pl: Plan, seat: str, key: str, fname: str | None,
                   prefix: str) -> bool:
    """Kafa halves an unopened rival's penalty when the other rival opened: that must be known."""
    mate = next((s for s in pl.seats if s != seat and pl.teams.get(s) == pl.teams.get(seat)), None)
    if mate is None or mate == fname:
        return True
    key_of = {v: k for k, v in pl.names.items()}
    mate_key = key_of.get(mate)
    mate_p = hand.players.get(mate_key) if mate_key else None
    if (mate_p is None or mate_p.opened is None) and not hand.nobody_opened and not (mate_p and mate_p.has_left):
        pl.rules_used.add("yari-ceza")
        pl.ask(seat, f"Kafa bitişte açmayanın cezası eşi açtıysa yarıya iner; {mate if mate_key else 'eşin'} "
               "açtı mı, söylemedin", f"{prefix}{mate}.opened", f"{mate} açmış mıydı?", OPENED_OPTIONS)
        return False
    pl.rules_used.add("yari-ceza")
    return True


def remaining_of(p: PlayerFacts, hand: HandReading, seat: str, key: str, pl: Plan, rs: Ruleset,
                 prefix: str) -> tuple[dict, str | None]:
    """Engine fields for what an opened player holds, or (after asking for it) the reason it is unknown."""
    slot = f"{prefix}{seat}.remaining_sum"
    question = "Elinde kalan taşların toplamı kaçtı?" if key == ME else f"{seat} elinde kalan taşların toplamı kaçtı?"
    if p.uncounted and not p.sums and not p.tiles:
        why = f"{seat} elinde kalan taşlar sayılmadan toplanmış; toplamı bilinmeden sayı veremem"
        pl.ask(seat, why, slot, question)
        return {}, why
    if p.unknown_tile and p.total is None:
        why = ("Elinde kalan taşlardan biri belli değil; toplamı bilinmeden sayı veremem" if key == ME else
               f"{seat} elinde kalan taşlardan biri belli değil; toplamı bilinmeden sayı veremem")
        pl.ask(seat, why, slot, question)
        return {}, why
    if p.count_only and not p.sums and not p.tiles and p.total is None:
        why = (f"{seat} için elde kalan taşların sayısını söyledin ama toplamını değil; taşların üzerindeki "
               "sayıların toplamı lazım")
        pl.ask(seat, why, slot, question)
        return {}, why
    if not p.has_left:
        why = f"{seat} açmış ama elinde kalan taşların toplamını söylemedin"
        pl.ask(seat, why, slot, question)
        return {}, why
    tiles = list(p.tiles)
    okeys = p.okeys
    if hand.okey is None and hand.okey_unknown and tiles:
        # "biri okeydi galiba, gösterge neydi unuttum": one of the told tiles may be the okey
        why = f"{seat} elindeki taşlardan biri okey olabilir ama okeyin (ya da göstergenin) ne olduğunu söylemedin"
        pl.ask(seat, why, f"{prefix}okey", "Bu elin okeyi (ya da göstergesi) neydi?")
        return {}, why
    if hand.okey is not None and any(okey_matches(t, hand.okey) for t in tiles):
        n = sum(1 for t in tiles if okey_matches(t, hand.okey))
        tiles = [t for t in tiles if not okey_matches(t, hand.okey)]
        okeys += n
        whose = "Elindeki" if key == ME else f"{seat} elindeki"
        pl.assumptions.append(f"{whose} {tile_text(hand.okey)} o elin okeyi ({hand.okey_from}); onu okey olarak saydım.")
    out: dict = {}
    okey_number = hand.okey[1] if hand.okey else None
    if p.sahte:
        pl.rules_used.add("sahte-okey-kalan")
        if okey_number is None:
            why = (f"{seat} elinde sahte okey var; sahte okey okeyin sayısı kadar sayılır ama okeyin ne olduğunu "
                   "(ör. “okey sarı 6” ya da göstergeyi) söylemedin")
            pl.ask(seat, why, f"{prefix}okey", "Bu elin okeyi (ya da göstergesi) neydi?")
            return {}, why
    listed = [engine_tile(t) for t in tiles]
    if p.total is not None:
        out["remaining_sum"] = p.total
    elif tiles and not p.sums and all(listed) and not (p.sahte and okey_number is None):
        out["remaining"] = tuple(listed) + ("sahte okey",) * p.sahte
    else:
        total = sum(p.sums) + sum(n for _, n in tiles)
        if p.sahte:
            total += p.sahte * okey_number  # type: ignore[operator]
            pl.assumptions.append(f"{seat} elindeki sahte okeyi okeyin sayısı kadar ({okey_number}) kalana ekledim.")
        out["remaining_sum"] = total
    if okeys:
        out["okeys_in_hand"] = min(okeys, 2)
        pl.rules_used.add("okey-elde")
        if rs.okey_in_hand == "number-plus-101" and okey_number is None:
            why = (f"{seat} elinde okey kaldı; bu kurallarda okeyin sayısı kalana girer ama okeyin ne olduğunu "
                   "(ör. “okey sarı 12” ya da göstergeyi) söylemedin")
            pl.ask(seat, why, f"{prefix}okey", "Bu elin okeyi (ya da göstergesi) neydi?")
            return out, why
    return out, None
