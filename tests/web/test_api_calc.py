"""POST /api/calc/hand and /api/calc/match through the FastAPI app: source numbers, 422s, OpenAPI."""
from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from calculators.explain import final_number
from web.api.calc import HAND_EXAMPLES, MATCH_EXAMPLES
from web.app import create_app


@pytest.fixture(scope="module")
def client() -> TestClient:
    return TestClient(create_app(), raise_server_exceptions=False)


NAMES = ["Siz", "Doğu", "Kuzey", "Batı"]
ISSUE_BODY = HAND_EXAMPLES["turnuva-529"]["value"]


def p(name, opened="yok", **kw):
    return {"name": name, "opened": opened, **kw}


def test_issue_example_answers_with_the_contract_shape(client):
    r = client.post("/api/calc/hand", json=ISSUE_BODY)
    assert r.status_code == 200
    data = r.json()
    assert set(data) == {"ruleset", "multiplier", "scores", "team_scores", "explanation", "sources"}
    assert data["ruleset"] == "turnuva-esli-101" and data["multiplier"] == 2
    # 529 (esli-101-turnuva example) + işlek taken by the next player: 7 × 10.
    assert data["scores"] == {"Siz": 529 + 70, "Doğu": -202, "Kuzey": 404, "Batı": 0}
    assert data["team_scores"] == {"A": 599 + 404, "B": -202}
    assert data["sources"] == ["esli-101-turnuva"]
    for name, text in data["explanation"].items():
        assert final_number(text) == data["scores"][name]


@pytest.mark.parametrize("key", list(HAND_EXAMPLES))
def test_openapi_hand_examples_all_answer(client, key):
    assert client.post("/api/calc/hand", json=HAND_EXAMPLES[key]["value"]).status_code == 200


@pytest.mark.parametrize("key", list(MATCH_EXAMPLES))
def test_openapi_match_examples_all_answer(client, key):
    assert client.post("/api/calc/match", json=MATCH_EXAMPLES[key]["value"]).status_code == 200


def test_source_numbers_through_the_api(client):
    """oyna-terimler 14 / 115, od-101-puan 808, esli-101-turnuva 201 and 151, oyna-yazboz düz."""
    r = client.post("/api/calc/hand", json=HAND_EXAMPLES["oyna-okeyle"]["value"]).json()
    assert (r["scores"]["Doğu"], r["scores"]["Kuzey"]) == (14, 115)
    od = client.post("/api/calc/hand", json={"ruleset": "od-101", "finish": "elden-okey", "finisher": "Batı",
                                              "players": [p(n) for n in NAMES]}).json()
    assert od["scores"]["Siz"] == 808
    for opened, expected in (("cift", 201), ("seri", 151)):
        t = client.post("/api/calc/hand", json={
            "ruleset": "turnuva-esli-101", "finish": "normal", "finisher": "Doğu", "okey_number": 9,
            "players": [p("Siz", opened, team="A", remaining_sum=41, okeys_in_hand=1), p("Doğu", "seri", team="B"),
                        p("Kuzey", team="A"), p("Batı", team="B")]}).json()
        assert t["scores"]["Siz"] == expected
    m = client.post("/api/calc/match", json=MATCH_EXAMPLES["duz-yazboz"]["value"]).json()
    assert m["totals"] == {"Siz": 10, "Doğu": 11, "Kuzey": 13, "Batı": 13}


def hand(**over):
    body = {"ruleset": "oyna-101", "finish": "normal", "finisher": "Doğu",
            "players": [p("Siz", "seri", remaining_sum=10), p("Doğu", "seri"), p("Kuzey"), p("Batı")]}
    body.update(over)
    return body


def players(*ps):
    return {"players": list(ps)}


BAD_HANDS = {
    "two finishers": (hand(finisher=["Doğu", "Kuzey"]), "yalnız bir kişi"),
    "finisher not among players": (hand(finisher="Ali"), "masadaki oyuncular arasında yok"),
    "pairs opener finishing elden": (
        hand(finish="elden", **players(p("Siz"), p("Doğu", "cift"), p("Kuzey"), p("Batı"))), "elden bitemez"),
    "negative remainder": (
        hand(**players(p("Siz", "seri", remaining_sum=-3), p("Doğu", "seri"), p("Kuzey"), p("Batı"))), "eksi olamaz"),
    "remaining and remaining_sum": (
        hand(**players(p("Siz", "seri", remaining_sum=3, remaining=["k3"]), p("Doğu", "seri"), p("Kuzey"),
                       p("Batı"))), "ikisini birden"),
    "mavi 14": (
        hand(**players(p("Siz", "seri", remaining=["mavi 14"]), p("Doğu", "seri"), p("Kuzey"), p("Batı"))),
        "Mavi 14 diye bir taş yok"),
    "five players": (
        hand(**players(p("Siz"), p("Doğu", "seri"), p("Kuzey"), p("Batı"), p("Güney"))), "4 kişiyle"),
    "three players": (hand(**players(p("Siz"), p("Doğu", "seri"), p("Kuzey"))), "4 kişiyle"),
    "uneven teams": (
        hand(ruleset="turnuva-esli-101", **players(
            p("Siz", "seri", team="A", remaining_sum=1), p("Doğu", "seri", team="A"), p("Kuzey", team="A"),
            p("Batı", team="B"))), "dengesiz"),
    "missing team": (
        hand(ruleset="turnuva-esli-101", **players(
            p("Siz", "seri", remaining_sum=1), p("Doğu", "seri", team="B"), p("Kuzey", team="A"),
            p("Batı", team="B"))), "takım"),
    "team in a non-team ruleset": (
        hand(**players(p("Siz", "seri", team="A", remaining_sum=1), p("Doğu", "seri", team="B"),
                       p("Kuzey", team="A"), p("Batı", team="B"))), "tekli oynanır"),
    "unknown ruleset": (hand(ruleset="okey-101"), "Bilinmeyen kural seti"),
    "missing ruleset": ({k: v for k, v in hand().items() if k != "ruleset"}, "Kural seti"),
    "unknown finish": (hand(finish="süper"), "Bilinmeyen bitiş türü"),
    "unknown penalty": (
        hand(**players(p("Siz", penalties=[{"kind": "hile"}]), p("Doğu", "seri"), p("Kuzey"), p("Batı"))),
        "Bilinmeyen ceza türü"),
    "unknown opened": (
        hand(**players(p("Siz", "per"), p("Doğu", "seri"), p("Kuzey"), p("Batı"))), "Bilinmeyen açış türü"),
    "finish null with a finisher": (hand(finish=None), "Bilinmeyen bitiş türü"),
    "okey_number missing where needed": (
        hand(ruleset="turnuva-esli-101", **players(
            p("Siz", "seri", team="A", remaining_sum=1, okeys_in_hand=1), p("Doğu", "seri", team="B"),
            p("Kuzey", team="A"), p("Batı", team="B"))), "okey_number"),
    "okey_number out of range": (hand(okey_number=0), "okey_number"),
    "unknown field": (hand(puan=5), "Tanınmayan alan"),
    "unknown player field": (
        hand(**players(p("Siz", "seri", remaining_sum=1, yas=30), p("Doğu", "seri"), p("Kuzey"), p("Batı"))),
        "Tanınmayan alan"),
    "remainder not a number": (
        hand(**players(p("Siz", "seri", remaining_sum="on"), p("Doğu", "seri"), p("Kuzey"), p("Batı"))),
        "tam sayı"),
    "players not a list": (hand(players="dört kişi"), "liste"),
    "el bozuldu in turnuva": (
        hand(ruleset="turnuva-esli-101", finish="el-bozuldu", finisher=None, **players(
            p("Siz", "cift", team="A"), p("Doğu", "cift", team="B"), p("Kuzey", "cift", team="A"),
            p("Batı", "cift", team="B"))), "el bozulmaz"),
    "elden after someone opened (oyna)": (hand(finish="elden"), "normal bitiş"),
    "el bozuldu in od-101 is not covered": (
        hand(ruleset="od-101", finish="el-bozuldu", finisher=None,
             **players(*(p(n, "cift", remaining_sum=2) for n in NAMES))), "çiftten açtığı"),
    "gosterge in 101": (hand(gosterge_shown_by=["Siz"]), "göstergenin puanı yoktur"),
    "bad tile text": (
        hand(**players(p("Siz", "seri", remaining=["yeşil 3"]), p("Doğu", "seri"), p("Kuzey"), p("Batı"))),
        "renk yok"),
}


@pytest.mark.parametrize("case", list(BAD_HANDS), ids=list(BAD_HANDS))
def test_bad_hand_is_422_with_a_turkish_message(client, case):
    body, fragment = BAD_HANDS[case]
    r = client.post("/api/calc/hand", json=body)
    assert r.status_code == 422, r.text
    data = r.json()
    assert set(data) == {"error"}
    assert fragment in data["error"]


@pytest.mark.parametrize("raw, fragment", [
    (b'{"ruleset": "oyna-101", ', "geçerli bir JSON değil"),
    (b"", "boş"),
    (b"[1, 2]", "JSON nesnesi"),
    (b'"oyna-101"', "JSON nesnesi"),
])
@pytest.mark.parametrize("path", ["/api/calc/hand", "/api/calc/match"])
def test_malformed_json_is_422(client, path, raw, fragment):
    r = client.post(path, content=raw, headers={"content-type": "application/json"})
    assert r.status_code == 422
    assert fragment in r.json()["error"]


BAD_MATCHES = {
    "unknown ruleset": ({"ruleset": "yok", "players": NAMES}, "Bilinmeyen kural seti"),
    "düz start 25": ({"ruleset": "oyna-duz", "players": NAMES, "options": {"start": 25}}, "20, 30, 40, 50"),
    "turnuva 100 hands": ({"ruleset": "turnuva-esli-101", "teams": {"A": ["Siz", "Kuzey"], "B": ["Doğu", "Batı"]},
                           "options": {"hands": 100}}, "1 ile 99"),
    "teams without pairs": ({"ruleset": "oyna-esli-duz", "teams": {"A": ["Siz"], "B": ["Doğu", "Batı", "Kuzey"]}},
                            "dengesiz"),
    "no players": ({"ruleset": "oyna-duz"}, "eksik"),
    "hand after the end": ({"ruleset": "oyna-duz", "players": NAMES, "hands": [
        {"finish": "cift-okey", "finisher": "Siz"}] * 4}, "3. elde bitti"),
    "bad hand inside": ({"ruleset": "oyna-duz", "players": NAMES, "hands": [{"finish": "elden", "finisher": "Siz"}]},
                        "1. el"),
    "unknown option": ({"ruleset": "oyna-duz", "players": NAMES, "options": {"speed": 2}}, "Tanınmayan alan"),
}


@pytest.mark.parametrize("case", list(BAD_MATCHES), ids=list(BAD_MATCHES))
def test_bad_match_is_422_with_a_turkish_message(client, case):
    body, fragment = BAD_MATCHES[case]
    r = client.post("/api/calc/match", json=body)
    assert r.status_code == 422, r.text
    assert fragment in r.json()["error"]


def test_match_over_and_winners(client):
    m = client.post("/api/calc/match", json={"ruleset": "oyna-duz", "players": NAMES, "hands": [
        {"finish": "cift-okey", "finisher": "Siz"}] * 3}).json()
    assert m["over"] is True and m["winners"] == ["Siz"] and m["tie"] is False
    assert m["totals"] == {"Siz": 20, "Doğu": -4, "Kuzey": -4, "Batı": -4}
    assert [row["marks"]["Siz"] for row in m["hands"]] == [["★", "O", "Ç"]] * 3


def test_openapi_documents_both_endpoints_with_examples(client):
    schema = client.get("/openapi.json").json()
    for path, examples in (("/api/calc/hand", HAND_EXAMPLES), ("/api/calc/match", MATCH_EXAMPLES)):
        post = schema["paths"][path]["post"]
        assert set(post["requestBody"]["content"]["application/json"]["examples"]) == set(examples)
        assert post["responses"]["422"]["content"]["application/json"]["schema"]["$ref"].endswith("ErrorOut")
    hand_schema = schema["components"]["schemas"]["HandIn"]["properties"]
    assert "turnuva-esli-101" in hand_schema["ruleset"]["enum"]
    assert "el-bozuldu" in hand_schema["finish"]["enum"]


# --- fuzz: whatever arrives, the answer is 200 or 422, never 500 --------------

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-300, 300) | st.text(max_size=8)
    | st.sampled_from(["oyna-101", "turnuva-esli-101", "oyna-duz", "seri", "cift", "yok", "okey", "Siz", "mavi 3"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["name", "opened", "remaining_sum", "remaining", "team", "kind", "finish", "players",
                         "finisher", "okeys_in_hand", "penalties", "x"]), inner, max_size=4),
    max_leaves=12,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.sampled_from(["ruleset", "finish", "finisher", "okey_number", "players", "gosterge_shown_by"]), json_values)
def test_no_500_for_any_field_value(client, key, value):
    body = dict(ISSUE_BODY)
    body[key] = value
    r = client.post("/api/calc/hand", json=body)
    assert r.status_code in (200, 422), r.text
    if r.status_code == 422:
        assert r.json()["error"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(0, 3), st.sampled_from(["name", "team", "opened", "remaining_sum", "remaining",
                                            "okeys_in_hand", "penalties"]), json_values)
def test_no_500_for_any_player_value(client, idx, key, value):
    body = {**ISSUE_BODY, "players": [dict(pl) for pl in ISSUE_BODY["players"]]}
    body["players"][idx][key] = value
    r = client.post("/api/calc/hand", json=body)
    assert r.status_code in (200, 422), r.text


def test_od_101_team_table_through_the_api(client):
    """od-101-puan "Eşli masalarda": POST /api/calc/hand takes teams under od-101; the partner writes 0."""
    body = {"ruleset": "od-101", "finish": "normal", "finisher": "Doğu", "players": [
        {"name": "Siz", "team": "A", "opened": "yok"}, {"name": "Doğu", "team": "B", "opened": "seri"},
        {"name": "Kuzey", "team": "A", "opened": "seri", "remaining_sum": 12},
        {"name": "Batı", "team": "B", "opened": "seri", "remaining_sum": 30}]}
    r = client.post("/api/calc/hand", json=body)
    assert r.status_code == 200, r.text
    data = r.json()
    assert data["scores"] == {"Siz": 202, "Doğu": -101, "Kuzey": 12, "Batı": 0}
    assert data["team_scores"] == {"A": 214, "B": -101}
    assert data["sources"] == ["od-101-puan"]
