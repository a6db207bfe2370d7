"""Alembic environment: runs on the connection handed over by referee.storage.upgrade_schema,
or on ``sqlalchemy.url`` / the configured database when run from the alembic CLI."""
from alembic import context
from sqlalchemy import create_engine

from referee.storage import metadata

config = context.config
connection = config.attributes.get("connection")


def run(conn) -> None:
    context.configure(connection=conn, target_metadata=metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


if connection is not None:
    run(connection)
else:
    from referee.config import get_settings

    url = config.get_main_option("sqlalchemy.url") or get_settings().sqlalchemy_url
    with create_engine(url).connect() as conn:
        run(conn)
        conn.commit()
