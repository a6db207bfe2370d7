"""Events: knock-out tournaments, Okey Gecesi nights and seasons (issue 18).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("code", sa.String(7), primary_key=True),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("secret", sa.String(64), nullable=False),
        sa.Column("season", sa.String(7), nullable=True),
        sa.Column("payload", sa.Text, nullable=False),
    )
    op.create_index("ix_events_season", "events", ["season"])
    op.create_index("ix_events_created", "events", ["created_at"])


def downgrade() -> None:
    op.drop_index("ix_events_created", "events")
    op.drop_index("ix_events_season", "events")
    op.drop_table("events")
