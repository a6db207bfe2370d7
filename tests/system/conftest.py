"""A real uvicorn server in a subprocess, for the system tests (start, SIGKILL, restart, SIGTERM)."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class LiveServer:
    """``uvicorn web.app:app`` on 127.0.0.1 in its own process group, with its log in a file."""

    def __init__(self, database_url: str, log_path: Path, workers: int = 1) -> None:
        self.database_url = database_url
        self.log_path = log_path
        self.workers = workers
        self.port = free_port()
        self.proc: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 240.0) -> None:
        env = dict(os.environ, DATABASE_URL=self.database_url, KURAL_RATE_LIMIT_PER_MINUTE="0",
                   PYTHONUNBUFFERED="1")
        cmd = [sys.executable, "-m", "uvicorn", "web.app:app", "--host", "127.0.0.1",
               "--port", str(self.port), "--workers", str(self.workers), "--timeout-graceful-shutdown", "10"]
        log = open(self.log_path, "ab")
        self.proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT,
                                     start_new_session=True)
        log.close()
        deadline = time.monotonic() + timeout
        ready_in_a_row = 0
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited with {self.proc.returncode}:\n{self.log_tail()}")
            try:
                ok = httpx.get(f"{self.url}/readyz", timeout=2).status_code == 200
            except httpx.HTTPError:
                ok = False
            ready_in_a_row = ready_in_a_row + 1 if ok else 0
            if ready_in_a_row >= 3 * self.workers:  # every worker had a chance to answer
                return
            time.sleep(0.1 if ok else 0.25)
        self.kill()
        raise RuntimeError(f"server not ready after {timeout:.0f} s:\n{self.log_tail()}")

    def kill(self) -> None:
        """SIGKILL the whole process group (master and workers): no shutdown, no flush."""
        if self.proc and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(timeout=30)

    def terminate(self, timeout: float = 30.0) -> int:
        """SIGTERM (what systemd / docker send) and wait; returns the exit code."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise

    def log_tail(self, n: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-n:]
        except OSError:
            return ""


@pytest.fixture(scope="session")
def built_index() -> None:
    """Build the index cache once (what `kural-abisi build` does), so servers start from it."""
    from referee.service import get_pipeline

    get_pipeline()


@pytest.fixture
def live_server_factory(tmp_path, built_index):
    servers: list[LiveServer] = []

    def make(database_url: str, workers: int = 1) -> LiveServer:
        s = LiveServer(database_url, tmp_path / f"server-{len(servers)}.log", workers)
        servers.append(s)
        return s

    yield make
    for s in servers:
        s.kill()
