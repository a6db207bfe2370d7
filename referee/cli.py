"""The ``kural-abisi`` command line."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def cmd_build(args: argparse.Namespace) -> int:
    """Prepare everything the server needs at start-up: the search index cache and the database schema."""
    import time

    from referee.service import default_referee

    t0 = time.perf_counter()
    referee = default_referee()
    p = referee.pipeline
    where = "önbellekten yüklendi" if p.index.from_cache else "oluşturuldu"
    print(f"Arama dizini {where}: {len(p.kb.articles)} madde, {len(p.index.units)} metin, "
          f"bilgi sürümü {p.kb.version} ({time.perf_counter() - t0:.1f} sn).")
    referee.store  # migrated on first use
    print("Veritabanı hazır.")
    if _compile_bytecode():
        print("Python bayt kodu derlendi (başlangıçta kaynaklar yeniden derlenmez).")
    print("Hazır.")
    return 0


def _compile_bytecode() -> bool:
    """Write the bytecode of our own packages (``__pycache__``, ignored by git) once, here.

    A worker imports some 200 of our modules before its first answer; without their bytecode
    (``PYTHONDONTWRITEBYTECODE`` set, a fresh checkout) every start compiles them all again,
    ~0.5 s of a 2 s cold start. Python checks each file's time stamp and size on import, so an
    edited module is compiled anew, never run stale. Installed packages have theirs from pip.
    """
    import compileall

    root = Path(__file__).resolve().parent.parent
    return all(compileall.compile_dir(root / pkg, quiet=1) for pkg in ("calculators", "referee", "web")
               if (root / pkg).is_dir())


def cmd_sor(args: argparse.Namespace) -> int:
    """Ask a question in the terminal; prints the verdict, ruleset, sources and the short link."""
    from referee.classify.detect import ruleset_name
    from referee.service import AskError, ask

    question = " ".join(args.soru)
    try:
        r = ask(question, args.kural, args.masa)
    except AskError as exc:
        print(exc.message, file=sys.stderr)
        return 2
    print(r.answer)
    print()
    if r.table:
        print(f"Masa: {r.table['name']} ({r.table['code']})")
    _print_understood(r.calculation)
    print(f"Kural seti: {ruleset_name(r.ruleset)}")
    if r.sources:
        title = "Belki bunu soruyorsun" if r.kind == "not_covered" else "Kaynaklar"
        print(f"{title}:")
        for s in r.sources:
            print(f"  - {s['title']} [{', '.join(s['labels'])}] {s['url']}")
    print(f"Kısa link: {r.short_url}")
    return 0


def _print_understood(calculation: dict | None) -> None:
    """"Anladığım" (issue 13): the hand as read, what is still missing with its quick replies, the form."""
    from referee.answers.understood import understood_lines

    if not isinstance(calculation, dict):
        return
    lines = understood_lines(calculation.get("understood"))
    if lines:
        print("Anladığım:")
        for line in lines:
            print(f"  - {line.head}: {line.text}")
    for m in calculation.get("missing") or []:
        options = " | ".join(str(o.get("label")) for o in m.get("options") or [])
        print(f"Eksik: {m.get('question')}" + (f" [{options}]" if options else ""))
    if calculation.get("form_url"):
        from referee.config import get_settings

        print(f"Yanlış mı anladım? Düzelt: {get_settings().base_url.rstrip('/')}{calculation['form_url']}")
    print()


def cmd_kb_stats(args: argparse.Namespace) -> int:
    """Print article counts per ruleset and topic, per source section the covering articles, and the version."""
    from referee import knowledge as kn

    root = Path(args.root) if args.root else kn.KNOWLEDGE_DIR
    kb, problems = kn.validate_knowledge(root)
    coverage, cov_problems = kn.load_coverage(root)
    print(kn.render_stats(kb, coverage), end="")
    problems += cov_problems
    if problems:
        print(f"\nDikkat: {len(problems)} sorun var (`pytest tests/knowledge` ayrıntıyı gösterir):")
        for p in problems:
            print(f"  - {p}")
        return 1
    return 0


def cmd_kb_coverage(args: argparse.Namespace) -> int:
    """Rewrite knowledge/COVERAGE.md from the per-source fragments in knowledge/coverage/."""
    from referee import knowledge as kn

    root = Path(args.root) if args.root else kn.KNOWLEDGE_DIR
    try:
        path = kn.write_coverage(root)
    except kn.KnowledgeError as exc:
        print(exc, file=sys.stderr)
        return 1
    print(f"Yazıldı: {path}")
    return 0


def _add_kb_parser(sub: argparse._SubParsersAction) -> None:
    """``kural-abisi kb stats|coverage``: knowledge-base tools for curators."""
    kb = sub.add_parser("kb", help="bilgi tabanı araçları")
    kb_sub = kb.add_subparsers(dest="kb_command", required=True)
    for name, func, help_text in (
        ("stats", cmd_kb_stats, "kural setine, konuya ve kaynak bölümüne göre madde sayıları"),
        ("coverage", cmd_kb_coverage, "knowledge/coverage/*.md parçalarından COVERAGE.md yaz"),
    ):
        p = kb_sub.add_parser(name, help=help_text)
        p.add_argument("--root", default=None, help="bilgi tabanı klasörü (varsayılan: knowledge/)")
        p.set_defaults(func=func)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kural-abisi", description="Kural Abisi: okey hakem asistanı")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("build", help="arama dizinini ve veritabanını hazırla")
    p.set_defaults(func=cmd_build)
    p = sub.add_parser("sor", help="bir kural ya da puan sorusu sor")
    p.add_argument("soru", nargs="+", help="soru, tırnak içinde")
    p.add_argument("--kural", default=None, help="kural seti: oyna-101, od-101, turnuva-esli-101, oyna-duz, oyna-esli-duz")
    p.add_argument("--masa", default=None, metavar="KOD",
                   help="masanın kodu (/m/KOD): cevap o masanın kurallarıyla verilir")
    p.set_defaults(func=cmd_sor)
    _add_kb_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
