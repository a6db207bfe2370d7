"""The ``kural-abisi`` command line."""
from __future__ import annotations

import argparse
import sys


def cmd_build(args: argparse.Namespace) -> int:
    """Prepare everything the server needs at start-up."""
    print("Hazır.")
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kural-abisi", description="Kural Abisi: okey hakem asistanı")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("build", help="arama dizinini ve veritabanını hazırla")
    p.set_defaults(func=cmd_build)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    return args.func(args)


if __name__ == "__main__":
    sys.exit(main())
