"""Sheets get a join code: six characters without look-alikes, read aloud at the table.

Existing sheets get one too, so every sheet can be joined the same way.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""
import secrets

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

# A copy of referee.joincode's alphabet at the time of writing: a migration must not change
# when the application code does.
ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"


def _code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(6))


def upgrade() -> None:
    op.add_column("sheets", sa.Column("join_code", sa.String(6), nullable=True))
    conn = op.get_bind()
    sheets = sa.table("sheets", sa.column("code", sa.String), sa.column("join_code", sa.String))
    taken: set[str] = set()
    for (code,) in conn.execute(sa.select(sheets.c.code).where(sheets.c.join_code.is_(None))).all():
        join = _code()
        while join in taken:
            join = _code()
        taken.add(join)
        conn.execute(sa.update(sheets).where(sheets.c.code == code).values(join_code=join))
    op.create_index("ux_sheets_join_code", "sheets", ["join_code"], unique=True)


def downgrade() -> None:
    op.drop_index("ux_sheets_join_code", "sheets")
    with op.batch_alter_table("sheets") as batch:
        batch.drop_column("join_code")
