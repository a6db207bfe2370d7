"""``python -m tests.golden update [kind …]`` rewrites snapshots; ``check`` compares and shows diffs."""
from __future__ import annotations

import logging
import sys

from tests.golden import FILES, SNAPSHOTS, compute, differences, dumps, path


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "check"):
        print(__doc__)
        return 2
    kinds = argv[1:] or list(FILES)
    unknown = [k for k in kinds if k not in FILES]
    if unknown:
        print(f"unknown kind(s) {unknown}; choose from {list(FILES)}")
        return 2
    logging.getLogger("kural.access").disabled = True
    from tests.golden import golden_client

    failed = 0
    with golden_client() as client:
        for kind in kinds:
            got = compute(kind, client)
            if argv[0] == "update":
                SNAPSHOTS.mkdir(exist_ok=True)
                path(kind).write_text(dumps(got), encoding="utf-8")
                print(f"{path(kind)}: {len(got)} entries")
            else:
                diffs = differences(kind, got, limit=20)
                failed += bool(diffs)
                print("\n\n".join(diffs) if diffs else f"{kind}: {len(got)} entries unchanged")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
