# Alembic's env.py runs migrations when imported; keep it out of doctest collection.
collect_ignore = ["referee/storage/migrations"]
