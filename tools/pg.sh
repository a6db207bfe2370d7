#!/usr/bin/env bash
# Start or stop a throw-away PostgreSQL server for the test run, on 127.0.0.1:${KURAL_PG_PORT:-54329}.
#   tools/pg.sh start   -> prints the DATABASE_URL to use
#   tools/pg.sh stop
# The cluster lives in ${KURAL_PG_DIR:-/tmp/kural-abisi-pg} and is owned by the `postgres` user
# (PostgreSQL refuses to run as root).
set -euo pipefail
PORT=${KURAL_PG_PORT:-54329}
DIR=${KURAL_PG_DIR:-/tmp/kural-abisi-pg}
BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)
[ -n "$BIN" ] || { echo "pg.sh: PostgreSQL is not installed" >&2; exit 1; }

as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    if [ ! -f "$DIR/PG_VERSION" ]; then
      mkdir -p "$DIR"
      [ "$(id -u)" = "0" ] && chown postgres: "$DIR"
      as_pg "$BIN/initdb" -D "$DIR" -U postgres -A trust --no-sync >/dev/null
    fi
    if ! as_pg "$BIN/pg_ctl" -D "$DIR" status >/dev/null 2>&1; then
      as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
        -o "-p $PORT -h 127.0.0.1 -k /tmp -c fsync=off -c max_connections=200" start >/dev/null
    fi
    as_pg "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc \
      "SELECT 1 FROM pg_database WHERE datname='kural_test'" | grep -q 1 \
      || as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres kural_test
    echo "postgresql://postgres@127.0.0.1:$PORT/kural_test"
    ;;
  stop)
    as_pg "$BIN/pg_ctl" -D "$DIR" -m fast stop >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: tools/pg.sh start|stop" >&2; exit 2 ;;
esac
