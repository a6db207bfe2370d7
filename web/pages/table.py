"""Table profile pages ("Masa kuralları", issue 17): make one, the table's home, the card for the table.

- ``/masa`` → ``POST /masa``: a plain form. First the game (the base ruleset), then one
  question per house switch of that game, each choice a Turkish sentence with its source;
  ``?degistir={code}`` fills it from an existing table, and the new profile ``replaces`` it.
- ``/m/{code}``: the table's home: its rules in plain Turkish (each linking to its article),
  a question box that asks under the table, the calculators and a new Çetele under it, its QR.
- ``/m/{code}/kart``: a printable A6 card with the name, the house rules in short and the QR.

Every form works without JavaScript and answers its Turkish error on the same page; a post
from another site is refused (Origin / Referer).
"""
from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Depends, Request
from fastapi.responses import RedirectResponse, Response

from calculators.house import MAX_HANDS, SWITCHES, base_value, switches_for
from calculators.rulesets import RULESETS
from referee.service import MAX_QUESTION_CHARS
from referee.tables import MAX_NAME, NOT_FOUND, TableError, TableProfile, Tables
from referee.tables.words import ARTICLE
from referee.tournaments import knockout
from web.answer_view import qr_svg
from web.pages.calc import slug_for
from web.deps import TablesDep
from web.forms import FormData, form_data
from web.pages.capability import cross_site, refuse_cross_site
from web.templating import SHORT_CACHE, base_url, error_page, page

router = APIRouter(include_in_schema=False)

#: How a page writes a switch value into a form field and reads it back ("" = not agreed on).
_TRUE, _FALSE = "evet", "hayir"


def field_value(value: Any) -> str:
    """A switch value as the form's radio value.

    >>> field_value(True), field_value(False), field_value(None), field_value("iki-kat"), field_value(7)
    ('evet', 'hayir', '', 'iki-kat', '7')
    """
    if value is True:
        return _TRUE
    if value is False:
        return _FALSE
    return "" if value is None else str(value)


def read_rules(ruleset: str, data: dict[str, str]) -> dict[str, Any]:
    """The switches a form post sets (a field left at "" is not agreed on); values as the API takes them.

    >>> read_rules("oyna-101", {"hands": " 7 ", "katlamali": "evet", "deste_biterse": ""})
    {'hands': 7, 'katlamali': True}
    >>> read_rules("oyna-101", {"hands": "yedi"})
    Traceback (most recent call last):
    ...
    referee.tables.TableError: Maçın uzunluğu için 1 ile 99 arasında bir el sayısı yaz ("yedi" yazılmış) ya da boş bırak.
    """
    rules: dict[str, Any] = {}
    for sw in switches_for(ruleset):
        raw = (data.get(sw.key) or "").strip()
        if not raw:
            continue
        if sw.key == "hands":
            if not (raw.isascii() and raw.isdigit()) or not 1 <= int(raw) <= MAX_HANDS:
                raise TableError(f"{sw.title} için 1 ile {MAX_HANDS} arasında bir el sayısı yaz "
                                 f"(\"{raw[:12]}\" yazılmış) ya da boş bırak.")
            rules[sw.key] = int(raw)
        elif isinstance(sw.values[0], bool):
            if raw not in (_TRUE, _FALSE):
                raise TableError(f"{sw.title} için seçeneklerden birini işaretle.")
            rules[sw.key] = raw == _TRUE
        else:
            rules[sw.key] = raw  # checked with the switch's own message by the service
    return rules


def _form_page(request: Request, ruleset: str | None, values: dict[str, str], *, replaces: TableProfile | None = None,
               error: str | None = None, status: int = 200) -> Response:
    rs = RULESETS.get(ruleset or "")
    questions = []
    if rs is not None:
        for sw in switches_for(rs.id):
            own = base_value(sw.key, rs.id)
            questions.append({
                "sw": sw, "article": ARTICLE[sw.key], "value": values.get(sw.key, ""),
                "choices": [{"value": field_value(c.value), "name": c.name, "sentence": c.sentence,
                             "own": c.value == own and type(c.value) is type(own) and sw.key != "hands"}
                            for c in sw.choices if sw.key != "hands"],
            })
    return page(request, "table_new.html", {
        "rs": rs, "questions": questions, "v": values, "replaces": replaces, "max_name": MAX_NAME,
        "max_hands": MAX_HANDS, "error": error,
    }, status=status, headers={"X-Robots-Tag": "noindex"})


@router.get("/masa")
def new_table(request: Request, tables: TablesDep) -> Response:
    """Pick the game, then agree on the house switches (``?degistir=`` starts from an existing table)."""
    replaces = None
    old_code = request.query_params.get("degistir", "")
    if old_code:
        replaces = tables.get(old_code)
        if replaces is None:
            return error_page(request, 404, "Bu masayı bulamadım", NOT_FOUND)
    ruleset = request.query_params.get("kural") or (replaces.ruleset if replaces else "")
    error, status = None, 200
    if ruleset and ruleset not in RULESETS:
        error, status, ruleset = "Bu oyunu tanımıyorum; listeden seç.", 422, ""
    values: dict[str, str] = {}
    if replaces is not None:
        values["ad"] = replaces.name
        if ruleset == replaces.ruleset:
            values.update({k: field_value(v) for k, v in replaces.rules.items()})
    return _form_page(request, ruleset or None, values, replaces=replaces, error=error, status=status)


@router.post("/masa")
def create_table(request: Request, tables: TablesDep, data: FormData = Depends(form_data)) -> Response:
    """Store the profile, then 303 to the table's home."""
    if cross_site(request):
        return refuse_cross_site(request)
    ruleset = data.text("kural")
    values = {k: data.text(k)[:80] for k in ("ad", "degistir", *SWITCHES)}
    replaces = tables.get(values["degistir"]) if values["degistir"] else None
    if data.problem:
        return _form_page(request, ruleset if ruleset in RULESETS else None, values, replaces=replaces,
                          error=data.problem.message, status=data.problem.status)
    if ruleset not in RULESETS:
        return _form_page(request, None, values, replaces=replaces, status=422,
                          error="Önce masanın hangi oyunu oynadığını seç.")
    try:
        rules = read_rules(ruleset, values)
        profile = tables.create(values["ad"], ruleset, rules, values["degistir"] or None)
    except TableError as exc:
        return _form_page(request, ruleset, values, replaces=replaces, error=exc.message, status=exc.status)
    return RedirectResponse(profile.path, status_code=303)


def _load(request: Request, tables: Tables, code: str) -> TableProfile | Response:
    profile = tables.get(code)
    if profile is None:
        return error_page(request, 404, "Bu masayı bulamadım", NOT_FOUND)
    return profile


def table_context(request: Request, tables: Tables, profile: TableProfile) -> dict[str, Any]:
    """What the table's pages show: the profile, its rules, its link and QR, the newer version if any."""
    link = base_url(request) + profile.path
    return {"t": profile, "lines": profile.lines(), "link": link, "qr": qr_svg(link, "Bu masanın linki için QR kod"),
            "newer": tables.replaced_by(profile.code), "rs": RULESETS[profile.ruleset],
            "max_chars": MAX_QUESTION_CHARS, "calc_slug": slug_for(profile.ruleset),
            "tournament": profile.ruleset == knockout.RULESET}  # the knock-out tournament plays this ruleset


@router.get("/m/{code}")
def table_home(request: Request, code: str, tables: TablesDep) -> Response:
    """The table's home: its rules, a question box under them, calculators, a new Çetele, the QR."""
    profile = _load(request, tables, code)
    if isinstance(profile, Response):
        return profile
    return page(request, "table.html", table_context(request, tables, profile), cache=SHORT_CACHE)


@router.get("/m/{code}/kart")
def table_card(request: Request, code: str, tables: TablesDep) -> Response:
    """A printable A6 card for the table: name, house rules in short, the QR of the table's home."""
    profile = _load(request, tables, code)
    if isinstance(profile, Response):
        return profile
    return page(request, "table_card.html", table_context(request, tables, profile), cache=SHORT_CACHE)
