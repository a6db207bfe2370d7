"""What the story-cause tests share: ask a story as /api/ask would (ruleset from its words), read the verdict's numbers."""
from __future__ import annotations

import re

from referee.classify.detect import detect_ruleset
from referee.scoring import answer_calculation

#: A number in bold: the numbers a verdict gives.
BOLD = re.compile(r"\*\*(-?\d+)\*\*")


def ask(question: str, ruleset: str | None = None):
    """The calculation answer of a story, the ruleset picked from its words as the pipeline does (None if not a story)."""
    choice = detect_ruleset(question, ruleset)
    return answer_calculation(question, choice.ruleset, choice.reason)


def verdict(question: str, ruleset: str | None = None) -> list[int]:
    """The bold numbers of the answer's first paragraph (the verdict), in order."""
    ans = ask(question, ruleset)
    assert ans is not None, question
    return [int(x) for x in BOLD.findall(ans.answer.split("\n\n")[0])]
