"""Plan a 101 story (oyna-101, od-101, turnuva-esli-101): one hand or several → HandInput / MatchInput.

The finish id comes from what the story says about the last tile and the move, read against the
ruleset's switches (issue 11, cause 2): a move told as "everything at once" after someone opened is
a normal finish where ``elden_needs_nobody_opened`` (oyna-terimler); all four opening with pairs is
void or played by ``el_bozuldu``; a sahte okey as the last tile is no okey finish where
``sahte_okey_finish_is_okey`` is False; a named last tile is the okey when it is the okey's tile.
"""
from __future__ import annotations

from dataclasses import replace

from calculators.inputs import Carried, HandInput, MatchInput, MatchOptions, PlayerHand
from calculators.rulesets import Ruleset
from referee.story.plan.players import player_of
from referee.story.plan.unasked import ASSUMED, kind_unasked
from referee.story.plan.table import judge_discards
from referee.story.plan.types import (LAST_TILE_OPTIONS, TEAM_THEM, TEAM_US, Plan, genitive, names_of,
                                      resolve_targets, seat_table)
from referee.story.reading import ME, HandReading, PlayerFacts, Reading
from referee.story.tiles_of import okey_matches, tile_text

_NAME = {"normal": "normal bitiş", "okey": "okeyle bitiş", "cift": "çiftten bitiş", "cift-okey": "çiftten okeyle bitiş",
         "elden": "elden bitiş", "elden-okey": "elden okeyle bitiş"}


def plan(r: Reading, rs: Ruleset) -> Plan:
    team_game = rs.team or r.team_table or _team_table(r)
    pl = Plan(kind="hand" if len(r.hands) == 1 else "match", ruleset=r.ruleset, names=names_of(r))
    pl.asks, pl.claim = list(r.question.what), r.question.claim
    if not seat_table(r, pl, rs, team_game):
        return pl
    hands: list[HandInput] = []
    det_all = {s: True for s in pl.seats}
    for hand in r.hands:
        prefix = f"h{hand.index}." if len(r.hands) > 1 else ""
        if hand.stated_me is not None:
            pl.stated[hand.index] = hand.stated_me
            pl.rules_used.add("acan-kalan")
            for s in pl.seats:
                if s != pl.names.get(ME):
                    det_all[s] = False
                    pl.reasons.setdefault(s, f"{hand.index}. elde yalnız kendi yazdığını söyledin, onun o eli belli değil")
            continue
        h, det = hand_input(r, hand, pl, rs, team_game, prefix)
        if h is None:
            if not pl.problems:
                which = f"{hand.index}. elin" if len(r.hands) > 1 else "Elin"
                pl.problems.append(f"{which} nasıl bittiğini anlayamadım: kim bitirdi, nasıl bitirdi (normal, okeyle, "
                                   "çiftten, elden) ya da deste mi bitti?")
            continue
        hands.append(h)
        pl.engine_hands.append(hand.index)
        if h.finish == "el-bozuldu":
            pl.void_hands.append(hand.index)
        for s in pl.seats:
            if not det.get(s, False):
                det_all[s] = False
    pl.determined = det_all
    pl.assumptions = list(dict.fromkeys(pl.assumptions))
    _before(r, pl)
    if pl.problems:
        return pl
    if len(r.hands) == 1 and not hands and not pl.stated:
        return pl
    teams = None
    asks_totals = any(a in pl.asks for a in ("total", "over", "winner", "to-target", "left", "each")) or bool(pl.void_hands)
    if len(r.hands) == 1 and hands and not (pl.before and asks_totals):  # a void hand's answer is the totals it kept
        pl.engine = hands[0]
    else:
        pl.kind = "match"
        teams = {t: tuple(s for s in pl.seats if pl.teams[s] == t) for t in (TEAM_US, TEAM_THEM)} if pl.teams else None
        carried = Carried(dict(pl.before), pl.hands_before) if pl.before or pl.hands_before else None
        pl.engine = MatchInput(r.ruleset, tuple(pl.seats), teams, MatchOptions(hands=r.match_hands, target=r.match_target), tuple(hands),
                               before=carried)
    resolve_targets(r, pl)
    if pl.kind == "match" and pl.before:
        _untold_totals(pl, teams)
    return pl


def _untold_totals(pl: Plan, teams: dict[str, tuple[str, ...]] | None) -> None:
    """Some totals before the hand were told, others not: an untold column's total is not known (it is
    not 0), so it is neither reported nor used for a winner; its total is asked."""
    # "Hasan 612deydi, Doktor 455teydi" at a team table: the players' own columns were told, not the teams'
    by_team = bool(teams) and (any(t in pl.before for t in teams) or not any(s in pl.before for s in pl.seats))
    cols = list(teams) if by_team else list(pl.seats)
    if teams and not by_team:  # a team's column has no told total: its players' new totals are the answer
        for c in [c for c in pl.team_report if c in teams]:
            pl.team_report.remove(c)
            pl.report += [s for s in teams[c] if s in pl.before and s not in pl.report]
    teams = teams if by_team else None
    pl.untold_cols = [c for c in cols if c not in pl.before]
    for c in pl.untold_cols:
        members = teams[c] if teams else (c,)
        for s in members:
            pl.determined[s] = False
        if not teams and c in pl.report:
            pl.report.remove(c)
            pl.ask(c, "önceki toplamını söylemediğin için", f"{c}.before",
                   "Bu elden önceki toplamın kaçtı?" if c == "Sen" else f"{c}: bu elden önceki toplamı kaçtı?")
        elif teams and c in pl.team_report:
            pl.team_report.remove(c)
            label = "Sizin" if c == TEAM_US else "Rakiplerin"
            pl.ask(c, "takımın önceki toplamını söylemediğin için", f"{c}.before", f"{label} bu elden önceki toplamı kaçtı?")


def _team_table(r: Reading) -> bool:
    """od-101 at a table played two against two ("eşli masada", "2'ye 2"): its own team rule."""
    from referee.text.normalize import normalize

    return normalize(r.text).has("esli masa*", "2ye 2", "2'ye 2", "ikiye iki", "esli oynu*", "esli oyna*")


def _before(r: Reading, pl: Plan) -> None:
    for key, n in r.before.items():
        if key == "q:side:us" and pl.teams:  # "Kırmızılar 250'deydi": a named side's total is that column's
            pl.before[TEAM_US] = n
        elif key == "team:us":
            pl.before[TEAM_US if pl.teams else pl.names.get(ME, "Sen")] = n
        elif key in ("team:them", "q:side:them"):
            if pl.teams:
                pl.before[TEAM_THEM] = n
        elif key in pl.names:
            pl.before[pl.names[key]] = n
    pl.hands_before = r.hands_before or 0
    pl.match_hands = r.match_hands


# --------------------------------------------------------------------------- the finish


def finish_of(r: Reading, hand: HandReading, pl: Plan, rs: Ruleset, prefix: str) -> tuple[str | None, str | None]:
    """(finish id, finisher key) of one 101 hand; problems, assumptions and missing facts go into the plan."""
    if hand.bozuldu or hand.all_pairs:
        pl.rules_used.add("el-bozuldu")
        if rs.el_bozuldu == "void" or rs.el_bozuldu is None:
            if hand.finishers:
                pl.notes.append("Dört oyuncu da çiftten açınca el bozulur; sonradan biten sayılmaz.")
            return "el-bozuldu", None
        if not hand.finishers and not hand.deste:
            return "el-bozuldu", None  # the engine says this ruleset plays the hand on
        pl.notes.append(f"{rs.name} kuralında dört oyuncu da çift açsa el bozulmaz, normal oynanır "
                        f"({rs.label_for('el_bozuldu')}).")
    finishers = list(dict.fromkeys(hand.finishers))
    if len(finishers) > 1:
        who = " ve ".join(pl.names.get(k, k) for k in finishers)
        pl.problems.append(f"{hand.index}. elde iki kişi birden bitmiş görünüyor ({who}); bir elde yalnız bir "
                           "kişi biter. Kimin bitirdiğini netleştirir misin?")
        return None, None
    if hand.deste and not finishers:
        pl.rules_used.add("deste-bitti")
        return "deste-bitti", None
    if not finishers:
        return None, None
    fin = finishers[0]
    fp = hand.players.get(fin) or PlayerFacts(fin)
    if fp.opened is None and hand.nobody_before:
        fp = replace(fp, opened="yok")  # "kimse açmamışken Ali bitti": he had not opened either (laid all at once)
    fname = pl.names.get(fin, fin)
    # "ali açmıştı": he opened (only *how* is assumed) — enough to make "everything at once" a normal finish
    opened_others = [pl.names.get(k, k) for k, p in hand.players.items()
                     if k != fin and p.opened in ("seri", "cift") and
                     (not p.opened_assumed or p.has_left or any(x.startswith("açtı") for x in p.rules))]
    base = "normal"
    if hand.elden and _ask_opened_before(r, hand, fin, fname, opened_others, pl, rs, prefix):
        return "normal", fin
    if hand.elden:
        base = "elden"
        if rs.elden_needs_nobody_opened and opened_others and hand.elden in ("at-once",):
            base = "normal"
            pl.assumptions.append(f"{fname} elini tek seferde indirdi ama {', '.join(opened_others)} daha önce "
                                  f"açmıştı: bu normal bitiştir ({rs.label_for('elden_needs_nobody_opened')}).")
        elif hand.elden == "opening-turn" and rs.elden_needs_nobody_opened and opened_others:
            base = "normal"
    elif hand.cift or fp.opened == "cift" or hand.all_pairs:  # all four opened with pairs: the finisher too
        base = "cift"
    elif fp.opened == "yok":
        base = "elden" if not (rs.elden_needs_nobody_opened and opened_others) else "normal"
        pl.assumptions.append(f"{fname} açmadan bitirdiği için bunu {'elden' if base == 'elden' else 'normal'} "
                              "bitiş saydım.")
    if not finish_told(hand, fp):
        why = kind_unasked(r, hand, pl, rs, fname)
        if why is None:
            ask_finish(pl, fname, prefix, rs)  # no number; the players are still read for what else is missing
            return "normal", fin
        if why == "last":
            pl.ask(fname, "son taşın okey olup olmadığını söylemedin", f"{prefix}finish.last", "Son atılan taş neydi?",
                   LAST_TILE_OPTIONS)
            normal, okey = (rs.finisher_points * rs.finisher_kat[k] for k in ("normal", "okey"))
            pl.problems.append(f"{fname} son taş olarak okeyi mi attı? {rs.rules_of[:1].upper()}{rs.rules_of[1:]} göre "
                               f"bitiren −{normal} yazar, son taş okeyse −{okey}; bitişin başka türü bunu değiştirmez.")
            return "normal", fin
        if why == "same":
            pl.assumptions.append(ASSUMED)
    okey = _okey_last(hand, pl, rs, prefix)
    if okey is None:
        return None, fin
    if okey:
        pl.rules_used.add("okeyle-bitis")
    if base != "normal":
        pl.rules_used.add(base)
    return {"normal": "okey" if okey else "normal", "cift": "cift-okey" if okey else "cift",
            "elden": "elden-okey" if okey else "elden"}[base], fin


def _ask_opened_before(r: Reading, hand: HandReading, fin: str, fname: str, opened_others: list[str], pl: Plan,
                       rs: Ruleset, prefix: str) -> bool:
    """"Terzi tek seferde hepsini indirip bitti": where elden needs nobody to have opened before
    (oyna-terimler), everything laid at once is elden only if the others had not opened — a fact that
    doubles every number. When the story does not tell it (nobody opened, or each other player's
    opening), ask it; never assume the likelier one (issue 11, item 8). True when asked (no number)."""
    if not rs.elden_needs_nobody_opened or hand.elden not in ("at-once", "opening-turn") or opened_others \
            or hand.nobody_opened:
        return False
    unopened = [k for k, p in hand.players.items() if k != fin and p.opened == "yok"]
    if len(unopened) >= rs.players - 1:
        return False
    okey = hand.okey_last is True
    options = [{"label": "Kimse açmamıştı (elden)", "value": "elden-okey" if okey else "elden"},
               {"label": "Önce açan vardı (normal bitiş)", "value": "okey" if okey else "normal"}]
    pl.ask(fname, f"{fname}'den önce masada açan olup olmadığını söylemedin", f"{prefix}finish.kind",
           f"{fname} elini indirmeden önce masada açan var mıydı?", options)
    pl.problems.append(f"{fname} elini tek seferde indirip bitti; {rs.name} kuralında bu, masada ondan önce kimse "
                       "açmamışsa elden bitiştir (kat 2), önce açan varsa normal bitiştir. Önce açan var mıydı?")
    return True


def finish_told(hand: HandReading, fp: PlayerFacts | None) -> bool:
    """Does the story say how the hand was finished? A finish verb alone ("ali bitti") does not: the
    kind (normal, okeyle, çiftten, elden …) multiplies every number (issue 11, item 8) — unless the
    story told how the finisher had opened: with pairs (his own "çiftten açtı", or all four did) it
    is a pairs finish, unopened it is from hand."""
    return bool(hand.normal or hand.okey_last is not None or hand.sahte_last or hand.last_tile or hand.cift or
                hand.elden or hand.last_unknown or hand.all_pairs or (fp is not None and fp.opened in ("cift", "yok")))


def finish_options(rs: Ruleset) -> list[dict]:
    """Quick replies for the finish: the ruleset's own finishes, in its own words."""
    if rs.game == "duz":
        kinds = ("normal", "okey", "cift", "cift-okey")
        label = {"normal": "Normal bitti", "okey": "Son taş okeydi", "cift": "Yedi çiftle bitti",
                 "cift-okey": "Yedi çift, son taş okey"}
    else:
        kinds = ("normal", "okey", "cift", "cift-okey", "elden", "elden-okey")
        elden = "Kafa attı" if rs.team else "Elden bitti"  # the team tournament calls the finish from hand kafa
        label = {"normal": "Normal bitti", "okey": "Okey atarak bitti", "cift": "Çiftten bitti",
                 "cift-okey": "Çiftten, son taş okey", "elden": elden,
                 "elden-okey": "Okey kafa" if elden == "Kafa attı" else "Elden, son taş okey"}
    return [{"label": label[k], "value": k} for k in kinds]


def ask_finish(pl: Plan, fname: str | None, prefix: str, rs: Ruleset) -> None:
    """The finish was not told: ask for it (with the ruleset's finishes as quick replies), no number."""
    who = "Sen" if fname == "Sen" else (fname or "Bitiren")
    question = "Nasıl bitirdin?" if who == "Sen" else f"{who} nasıl bitti?"
    pl.ask(who, "bitişin nasıl olduğunu söylemedin", f"{prefix}finish.kind", question, finish_options(rs))
    what = "yedi çiftle mi" if rs.game == "duz" else "çiftten mi, elden mi"
    where = f"{prefix[1:-1]}. elde " if prefix else ""
    roles = {"Rakip": "Rakibin", "Eşin": "Eşinin", "Rakibin eşi": "Rakibinin eşinin", "Bitiren": "Bitirenin",
             "Sağındaki": "Sağındakinin", "Solundaki": "Solundakinin", "Karşındaki": "Karşındakinin"}
    whose = "nasıl bitirdiğini" if who == "Sen" else f"{roles.get(who) or genitive(who)} nasıl bittiğini"
    pl.problems.append(f"{where[:1].upper() + where[1:]}{whose if where else whose[:1].upper() + whose[1:]} "
                       f"söylemedin: normal mi, son taş okey miydi, {what}?")
    tail = "Puanlar bitişin katına göre değişir."
    if tail not in pl.problems:
        pl.problems.append(tail)


def _okey_last(hand: HandReading, pl: Plan, rs: Ruleset, prefix: str) -> bool | None:
    """Was the last tile the okey? None (with a missing slot) when the story leaves it open."""
    if hand.last_unknown:
        pl.ask(pl.names.get(hand.finisher or "", "Bitiren"), "son taşın okey mi sahte okey mi olduğu belli değil",
               f"{prefix}finish.last", "Son atılan taş neydi?", LAST_TILE_OPTIONS)
        pl.problems.append("Son taşın okey mi sahte okey mi olduğunu söylemedin: okeyse kat iki katına çıkar, "
                           "sahte okeyse normal bitiştir. Hangisiydi?")
        return None
    if hand.sahte_last:
        pl.rules_used.add("sahte-okeyle-bitis")
        if rs.sahte_okey_finish_is_okey is None:
            pl.problems.append(f"Kaynağımız {rs.name} için son taş olarak sahte okey atmanın okeyle bitiş sayılıp "
                               "sayılmadığını söylemiyor; uydurmayayım.")
            return None
        pl.assumptions.append("Sahte okeyle bitmek okeyle bitiş sayılmaz; kat, son taş sıradan bir taşmış gibi bulunur."
                              if not rs.sahte_okey_finish_is_okey else "Sahte okeyle bitiş okeyle bitiş sayılır.")
        return bool(rs.sahte_okey_finish_is_okey)
    if hand.last_tile is not None:
        if hand.okey is None and hand.okey_last is False:
            return False  # "son taş s6, okey değil": the story says it; no okey needed to judge it
        held = sum(p.okeys for k, p in hand.players.items() if k != hand.finisher)
        if hand.okey is None and held >= 2:
            # "son taş kırmızı yedi … Muhtar'ın elinde iki okey vardı": both okeys were elsewhere
            pl.assumptions.append(f"Son taş {tile_text(hand.last_tile)}: iki okey de başkasının elinde kaldığı için "
                                  "okey olamaz.")
            return False
        if hand.okey is None:
            pl.ask(pl.names.get(hand.finisher or "", "Bitiren"), "son atılan taşın okey olup olmadığı belli değil",
                   f"{prefix}okey", "Bu elin okeyi (ya da göstergesi) neydi?")
            pl.problems.append(f"Son taş {tile_text(hand.last_tile)}: okey miydi? Göstergeyi ya da okeyi söylersen "
                               "hesaplarım.")
            return None
        is_okey = okey_matches(hand.last_tile, hand.okey)
        pl.assumptions.append(f"Son taş {tile_text(hand.last_tile)}, okey {tile_text(hand.okey)}: "
                              f"{'okeyle bitiş' if is_okey else 'son taş okey değil'}.")
        return is_okey
    if hand.okey_last is not None:
        return hand.okey_last
    if not hand.normal and ASSUMED not in pl.assumptions:  # the kind changes nothing asked: no okey either
        pl.assumptions.append("Son taşın okey olmadığını varsaydım (okeyle bittiyse söyle, kat iki katına çıkar).")
    return False


# --------------------------------------------------------------------------- one hand


def hand_input(r: Reading, hand: HandReading, pl: Plan, rs: Ruleset, team_game: bool,
               prefix: str) -> tuple[HandInput | None, dict[str, bool]]:
    """One 101 hand as the engine's typed input, and which seats it determines."""
    judge_discards(hand, pl, r.ruleset)
    finish, fin = finish_of(r, hand, pl, rs, prefix)
    if finish is None:
        return None, {}
    key_of = {v: k for k, v in pl.names.items()}
    fname = pl.names.get(fin) if fin else None
    partner_of_fin = None
    if team_game and fname:
        partner_of_fin = next((s for s in pl.seats if s != fname and pl.teams.get(s) == pl.teams.get(fname)), None)
    players: list[PlayerHand] = []
    det: dict[str, bool] = {}
    for seat in pl.seats:
        key = key_of.get(seat)
        team = pl.teams.get(seat) if team_game else None
        p, ok = player_of(r, hand, pl, rs, seat, key, team, finish, fname, partner_of_fin, prefix)
        players.append(p)
        det[seat] = ok
    if partner_of_fin and rs.partner_of_finisher_zero:
        det[partner_of_fin] = True  # writes 0 whatever they held, told or not (the ruleset's partner rule)
        pl.reasons.pop(partner_of_fin, None)
        pl.rules_used.add("esin-puani")
    okey_number = hand.okey[1] if hand.okey else None
    return HandInput(r.ruleset, finish, fname, tuple(players), okey_number=okey_number), det


