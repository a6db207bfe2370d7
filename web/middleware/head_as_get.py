"""``HEAD`` answered on every ``GET`` route: the GET's status and headers, without the body.

Chat unfurlers, link checkers and uptime monitors often send HEAD first; FastAPI's routes
answer only the methods they declare (405 otherwise). The request runs as a GET (so the
immutable cache and every route serve it) and the body is dropped on the way out;
``Content-Length`` stays what the GET would send.
"""
from __future__ import annotations

from web.middleware.asgi import ASGIApp, Message, Receive, Scope, Send

#: Set on the scope when a HEAD runs as a GET (the access log still says HEAD).
HEAD_KEY = "kural.head"


class HeadAsGet:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "HEAD":
            await self.app(scope, receive, send)
            return
        scope["method"] = "GET"
        scope[HEAD_KEY] = True

        async def no_body(message: Message) -> None:
            if message["type"] == "http.response.body":
                if message.get("more_body", False):
                    return
                message = {"type": "http.response.body", "body": b"", "more_body": False}
            await send(message)

        await self.app(scope, receive, no_body)
