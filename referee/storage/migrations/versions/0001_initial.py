"""Answers, score sheets and feedback.

Revision ID: 0001
Revises:
Create Date: 2026-11-29
"""
import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "answers",
        sa.Column("code", sa.String(7), primary_key=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("question", sa.Text, nullable=False),
        sa.Column("ruleset", sa.String(32), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("knowledge_version", sa.String(64), nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
    )
    op.create_index("ix_answers_kind_created", "answers", ["kind", "created_at"])
    op.create_table(
        "sheets",
        sa.Column("code", sa.String(7), primary_key=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ruleset", sa.String(32), nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
    )
    op.create_table(
        "feedback",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column("answer_code", sa.String(7), nullable=False),
        sa.Column("vote", sa.Integer, nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_feedback_answer_code", "feedback", ["answer_code"])


def downgrade() -> None:
    op.drop_table("feedback")
    op.drop_table("sheets")
    op.drop_index("ix_answers_kind_created", "answers")
    op.drop_table("answers")
