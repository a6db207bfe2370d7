"""The server under test: uvicorn on a free port of 127.0.0.1, in its own process group; rate limit off."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    """uvicorn on a free local port, in its own process group; rate limit off for the test."""

    database_url: str
    workers: int
    log: Path
    port: int = field(default_factory=free_port)
    proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def __enter__(self) -> "Server":
        env = dict(os.environ, DATABASE_URL=self.database_url, KURAL_RATE_LIMIT_PER_MINUTE="0")
        cmd = [sys.executable, "-m", "uvicorn", "web.app:app", "--host", "127.0.0.1", "--port",
               str(self.port), "--workers", str(self.workers)]
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                                         start_new_session=True)
        deadline, ok_in_a_row = time.monotonic() + 300, 0
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise SystemExit(f"load: the server exited; see {self.log}")
            try:
                ok_in_a_row = ok_in_a_row + 1 if httpx.get(f"{self.url}/readyz", timeout=2).status_code == 200 else 0
            except httpx.HTTPError:
                ok_in_a_row = 0
            if ok_in_a_row >= 3 * self.workers:
                return self
            time.sleep(0.2)
        raise SystemExit(f"load: the server was not ready in 300 s; see {self.log}")

    def __exit__(self, *exc: Any) -> None:
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait()
