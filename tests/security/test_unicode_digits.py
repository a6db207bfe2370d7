"""Finding 3: digits that are not ASCII ("²", "①", "٣") in a form are a Turkish 422, never a 500."""
from __future__ import annotations

import pytest

from tests.security.conftest import assert_turkish_page

ODD_DIGITS = ["²", "①", "٣", "¹²", "⑩", "𝟗", "৩"]


def _form(slug: str, **fields: str) -> dict[str, str]:
    base = {"kural": {"101": "oyna-101", "esli-101": "turnuva-esli-101", "duz": "oyna-duz"}[slug],
            "finish": "normal", "finisher": "1"}
    for i, name in enumerate(("Siz", "Doğu", "Kuzey", "Batı")):
        base[f"p{i}_name"] = name
        base[f"p{i}_team"] = "AB"[i % 2]
        base[f"p{i}_opened"] = "seri"
    base.update(fields)
    return base


@pytest.mark.parametrize("digit", ODD_DIGITS)
@pytest.mark.parametrize("slug", ["101", "esli-101", "duz"])
@pytest.mark.parametrize("field", ["finisher", "okey", "p0_remaining", "p0_okeys", "p0_islek", "p0_alinan"])
def test_non_ascii_digits_in_hand_forms_are_422(html_client, slug, field, digit):
    r = html_client.post(f"/hesapla/{slug}", data=_form(slug, **{field: digit}))
    assert_turkish_page(r, 200, 422)


@pytest.mark.parametrize("digit", ODD_DIGITS)
def test_non_ascii_digits_in_the_sheet_form_are_422(html_client, digit):
    form = {"kural": "oyna-101", "p0": "A", "p1": "B", "p2": "C", "p3": "D", "el": digit}
    assert_turkish_page(html_client.post("/cetele", data=form), 422)


@pytest.mark.parametrize("digit", ODD_DIGITS)
def test_non_ascii_digits_in_a_sheet_hand_are_422(html_client, digit):
    form = {"kural": "oyna-101", "p0": "A", "p1": "B", "p2": "C", "p3": "D"}
    location = html_client.post("/cetele", data=form).headers["location"]
    for field in ("finisher", "surum", "p1_remaining", "okey"):
        data = {"finish": "normal", "finisher": "0", "surum": "1", field: digit}
        for i in range(4):
            data[f"p{i}_opened"] = "seri"
        assert_turkish_page(html_client.post(f"{location}/el", data=data), 200, 303, 409, 422)
    assert_turkish_page(html_client.post(f"{location}/geri-al", data={"surum": digit}), 422)
