"""Retrieval over the rule articles: embedder, index, hybrid search and abstention."""
