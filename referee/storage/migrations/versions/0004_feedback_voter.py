"""Feedback: who voted (a keyed hash of the client, never the address), one vote per voter and answer.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""
import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("feedback") as batch:
        batch.add_column(sa.Column("voter", sa.String(64), nullable=True))
    op.create_index("ux_feedback_answer_voter", "feedback", ["answer_code", "voter"], unique=True)


def downgrade() -> None:
    op.drop_index("ux_feedback_answer_voter", "feedback")
    with op.batch_alter_table("feedback") as batch:
        batch.drop_column("voter")
