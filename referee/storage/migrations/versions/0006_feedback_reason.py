"""Feedback says what was wrong: a 👎's reason (yanlış kural maddesi / yanlış sayı / yanlış kural
seti / sorumu anlamadı / başka) and the asker's own words, at most 200 characters (issue 13 §4).

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""
import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("feedback") as batch:
        batch.add_column(sa.Column("reason", sa.String(24), nullable=True))
        batch.add_column(sa.Column("note", sa.String(200), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("feedback") as batch:
        batch.drop_column("note")
        batch.drop_column("reason")
