"""Small programs the bench runs as separate processes (``python -m bench.probes.<name>``).

Each prints one JSON line on stdout; a process of its own measures what an in-process timer
cannot: a cold start, a server's peak memory, the embedder with other thread settings.
"""
