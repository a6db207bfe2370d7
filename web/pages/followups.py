"""The answer page's follow-up forms (issue 13), plain HTML, no JavaScript needed:

- ``POST /a/{code}/tamamla``: a quick reply to a missing fact (``slot`` and ``value``; the okey
  picker sends ``tas`` = gösterge | okey, ``renk`` and ``sayi``) → a new answer, 303 to it.
- ``POST /a/{code}/duzelt``: the calculator form prefilled from the answer's reading, as the player
  corrected it → the engine computes the hand as typed → a new answer, 303 to it.

The answer followed stays as it was (answers are immutable); the new one names it as ``parent``.
Bad input comes back on the same page with a Turkish message (422), never a 500.
"""
from __future__ import annotations

import logging
from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from calculators.errors import CalcError
from referee.followups import FollowUpError
from referee.storage import StoreError, is_code
from web.deps import RefereeDep
from web.errors import Msg
from web.forms import FormData, FormError, form_data
from web.hand_form import read_form, to_hand
from web.pages.capability import cross_site, refuse_cross_site
from web.pages.home import _answer_page, not_found

log = logging.getLogger(__name__)

router = APIRouter(include_in_schema=False)


def picked_okey(data: FormData) -> str:
    """The okey from the tile picker: the tile itself, or the one after the gösterge (13 → 1).

    >>> picked_okey(FormData(tas="gosterge", renk="sarı", sayi="5")), picked_okey(FormData(tas="okey", renk="mavi", sayi="13"))
    ('sarı 6', 'mavi 13')
    >>> picked_okey(FormData(tas="gosterge", renk="siyah", sayi="13"))
    'siyah 1'
    """
    from calculators.okey import okey_from_gosterge
    from calculators.tiles import Colour, Tile

    colours = {c.display: c for c in Colour}
    colour, number = data.text("renk"), data.text("sayi")
    if colour not in colours:
        raise FormError("Taşın rengini seç: kırmızı, mavi, siyah ya da sarı.")
    if not number.isdigit() or not 1 <= int(number) <= 13:
        raise FormError("Taşın sayısını seç: 1 ile 13 arasında.")
    tile = Tile(colours[colour], int(number))
    if data.text("tas") == "gosterge":
        tile = okey_from_gosterge(tile)
    return f"{tile.colour.display} {tile.number}"


@router.post("/a/{code}/tamamla")
def fill_form(request: Request, code: str, referee: RefereeDep, data: FormData = Depends(form_data)) -> Response:
    """A quick reply: the missing fact given, the number computed; 303 to the new answer."""
    if not is_code(code):
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    if cross_site(request):
        return refuse_cross_site(request)
    if data.problem:
        return _answer_page(request, referee, code, status=data.problem.status, error=data.problem.message)
    try:
        value = picked_okey(data) if "renk" in data or "sayi" in data else data.text("value")
        payload = referee.fill(code, data.text("slot"), value)
    except (FormError, FollowUpError, CalcError) as exc:
        return _answer_page(request, referee, code, status=422, error=exc.message)
    except StoreError:
        return _answer_page(request, referee, code, status=503, error=Msg.BUSY)
    if payload is None:
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    return RedirectResponse(f"/a/{payload['id']}", status_code=303)


@router.post("/a/{code}/duzelt")
def correct_form(request: Request, code: str, referee: RefereeDep, data: FormData = Depends(form_data)) -> Response:
    """The corrected hand from the prefilled form: computed as typed, stored as a new answer; 303 to it."""
    from web.pages.calc import MODES, _hand_page, mode_for, parent_table

    if not is_code(code):
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    if cross_site(request):
        return refuse_cross_site(request)
    requested = data.text("kural")
    mode = mode_for(requested) if requested else MODES["101"]
    form = read_form(data, requested if requested in mode.rulesets else mode.rulesets[0])
    action = f"/a/{code}/duzelt"
    table = parent_table(referee, code)
    if table is not None and table.ruleset not in mode.rulesets:
        table = None

    def show(**kw: Any) -> Response:
        return _hand_page(request, mode, form, action=action, correcting=code, table=table, **kw)

    if requested and requested not in mode.rulesets:
        from calculators.rulesets import RULESETS

        return show(status=422, error="Kural setini listeden seç: " + ", ".join(r.name for r in RULESETS.values()) + ".")
    if data.problem:
        return show(error=data.problem.message, status=data.problem.status)
    try:
        payload = referee.correct(code, to_hand(form))
    except (FormError, FollowUpError) as exc:
        return show(error=exc.message, status=422)
    except StoreError:
        return show(error=Msg.BUSY, status=503)
    if payload is None:
        return not_found(request, Msg.ANSWER_NOT_FOUND)
    return RedirectResponse(f"/a/{payload['id']}", status_code=303)
