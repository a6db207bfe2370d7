"""bench.regress replays a round through the app and judges each case as bench/blind.py does."""
import json

from bench import regress


def test_replays_a_round_and_reports_its_misses(tmp_path, capsys):
    cases = [
        {"id": "t-1", "kind": "rule", "ruleset": None, "question": "101de en az kaç çiftle açılır",
         "must_contain": [["5 çift", "beş çift"]], "style": "number", "polarity": None},
        {"id": "t-2", "kind": "not_covered", "ruleset": None, "question": "tavlada mars kaç sayı",
         "must_contain": [], "style": "offtopic", "polarity": None},
        {"id": "t-3", "kind": "rule", "ruleset": None, "question": "101de en az kaç çiftle açılır",
         "must_contain": ["yedi çift"], "style": "number", "polarity": None},
    ]
    (tmp_path / "cases.jsonl").write_text("\n".join(json.dumps(c, ensure_ascii=False) for c in cases))
    assert regress.main([str(tmp_path), "--misses"]) == 0
    out = capsys.readouterr().out
    assert f"{tmp_path.name}: 2/3 (confident-wrong 0)" in out
    assert "t-3 wrong" in out and "t-1" not in out
