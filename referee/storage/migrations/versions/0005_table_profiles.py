"""Table profiles ("Masa kuralları", issue 17): a base ruleset plus house switches under a short code.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "table_profiles",
        sa.Column("code", sa.String(7), primary_key=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("ruleset", sa.String(32), nullable=False),
        sa.Column("rules", sa.Text, nullable=False),
        sa.Column("replaces", sa.String(7), nullable=True),
    )
    op.create_index("ix_table_profiles_replaces", "table_profiles", ["replaces"])


def downgrade() -> None:
    op.drop_index("ix_table_profiles_replaces", "table_profiles")
    op.drop_table("table_profiles")
