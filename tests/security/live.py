"""A real ``uvicorn web.app:app`` on 127.0.0.1 for the probes that need the real server stack
(uvicorn's proxy-header handling, raw HTTP, floods). Bounded: started once per module."""
from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """One uvicorn process (its own process group), its log in ``log_path``."""

    def __init__(self, log_path: Path, env: dict[str, str], args: tuple[str, ...] = (), port: int | None = None) -> None:
        self.port = port or free_port()
        self.env = env
        self.log_path = log_path
        self.url = f"http://127.0.0.1:{self.port}"
        full_env = dict(os.environ, PYTHONUNBUFFERED="1", **env)
        for name in ("KURAL_TRUSTED_PROXIES", "FORWARDED_ALLOW_IPS", "KURAL_ADMIN_TOKEN"):
            if name not in env:
                full_env.pop(name, None)
        cmd = [sys.executable, "-m", "uvicorn", "web.app:app", "--host", "127.0.0.1", "--port", str(self.port),
               *args]
        with open(log_path, "ab") as log:
            self.proc = subprocess.Popen(cmd, cwd=ROOT, env=full_env, stdout=log, stderr=subprocess.STDOUT,
                                         start_new_session=True)

    def wait_ready(self, timeout: float = 300.0) -> "Server":
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"server exited:\n{self.log()[-3000:]}")
            try:
                if httpx.get(f"{self.url}/healthz", timeout=2).status_code == 200:
                    return self
            except httpx.HTTPError:
                pass
            time.sleep(0.2)
        self.stop()
        raise RuntimeError(f"server not ready:\n{self.log()[-3000:]}")

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")

    def stop(self) -> None:
        if self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=15)


def start_servers(tmp: Path, configs: dict[str, tuple[dict[str, str], tuple[str, ...]]]) -> dict[str, Server]:
    """Start every config at once (they load in parallel), then wait for each."""
    servers = {name: Server(tmp / f"{name}.log", {"DATABASE_URL": f"sqlite:///{tmp / (name + '.sqlite3')}", **env},
                            args) for name, (env, args) in configs.items()}
    try:
        for s in servers.values():
            s.wait_ready()
    except Exception:
        for s in servers.values():
            s.stop()
        raise
    return servers
