"""The assistant: normalisation, retrieval, routing, slot filling, answers, storage."""
