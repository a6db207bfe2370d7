"""The parts of ``make load`` (``tools/load.py``), one module per concern.

- :mod:`loadtest.server`: uvicorn on a free local port, rate limit off, stopped with its process group;
- :mod:`loadtest.requests`: what is sent — eval questions, never-seen questions, answer pages, calculator bodies;
- :mod:`loadtest.drivers`: who sends it — wrk with ``tools/load.lua`` (or asyncio + httpx without wrk), lost links;
- :mod:`loadtest.report`: the Turkish table between ``<!-- load:start -->`` and ``<!-- load:end -->`` in bench/RESULTS.md.
"""
