"""The ``kural-abisi`` command line."""
from __future__ import annotations

import argparse
import sys
from pathlib import Path


def cmd_build(args: argparse.Namespace) -> int:
    """Prepare everything the server needs at start-up."""
    print("Hazır.")
    return 0


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
    _add_kb_parser(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
