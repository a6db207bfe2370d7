"""FastAPI dependencies: what a route needs, taken from the app's one :class:`~referee.service.Referee`.

A route names what it needs (``referee: RefereeDep``, ``store: StoreDep``, ``sheet: SheetDep``,
``_: AdminDep``) instead of reaching for process-wide singletons, so a test builds an app
from its own settings (``create_app(settings)``) and nothing has to be patched.

A dependency that must answer the request itself (a sheet that does not exist, a curator
who is not logged in) raises :class:`Answered` with the response; :func:`install` turns it
back into that response.

:func:`get_referee` and :func:`get_settings_dep` are ``async def``: FastAPI runs a plain ``def``
dependency in the thread pool, one more thread hop (and GIL hand-over) on every request for an
attribute lookup. The others may open the database (the store is opened and migrated on first
use) and stay plain ``def``, off the event loop.
"""
from __future__ import annotations

from typing import Annotated, Any, AsyncIterator

from fastapi import Depends, FastAPI, Request
from fastapi.responses import Response
from starlette.concurrency import run_in_threadpool

from referee.config import Settings
from referee.service import Referee
from referee.sheets import Sheet, Sheets


class Answered(Exception):
    """Raised by a dependency that already knows the response (a 404, a login page, a redirect)."""

    def __init__(self, response: Response) -> None:
        super().__init__(response.status_code)
        self.response = response


def install(app: FastAPI) -> None:
    """Let dependencies answer early (see :class:`Answered`)."""

    @app.exception_handler(Answered)
    async def _answered(request: Request, exc: Answered) -> Response:
        return exc.response


async def get_referee(request: Request) -> Referee:
    return request.app.state.referee


RefereeDep = Annotated[Referee, Depends(get_referee)]


async def get_settings_dep(referee: RefereeDep) -> Settings:
    return referee.settings


SettingsDep = Annotated[Settings, Depends(get_settings_dep)]


def get_store_dep(referee: RefereeDep) -> Any:
    return referee.store


#: The answer and sheet store (:class:`referee.storage.AnswerStore`).
StoreDep = Annotated[Any, Depends(get_store_dep)]


async def app_event_store(request: Request) -> AsyncIterator[None]:
    """The tournament and night services keep this app's events in this app's store while the request runs.

    A router-wide dependency (:func:`web.app.create_app`): the services below the routes find the
    store through :data:`referee.tournaments.common.EVENT_STORE` instead of the configured database's
    process-wide one, so an app built from its own settings keeps its tournaments where it keeps its
    answers and sheets. The store is opened (and migrated) off the event loop the first time.
    """
    from referee.tournaments.common import EVENT_STORE

    referee: Referee = request.app.state.referee
    store = await run_in_threadpool(lambda: referee.store)
    token = EVENT_STORE.set(store)
    try:
        yield
    finally:
        EVENT_STORE.reset(token)


#: Put on the routers whose services store tournaments, nights and seasons.
EVENT_STORE_DEPS = [Depends(app_event_store)]


def get_sheets(referee: RefereeDep) -> Sheets:
    return referee.sheets


SheetsDep = Annotated[Sheets, Depends(get_sheets)]


def get_tables(referee: RefereeDep) -> Any:
    return referee.tables


#: The table profiles (:class:`referee.tables.Tables`).
TablesDep = Annotated[Any, Depends(get_tables)]


def get_sheet(code: str, request: Request, sheets: SheetsDep) -> Sheet:
    """The sheet under the path's ``code``; a 404 in Turkish otherwise (JSON for the API, the page for browsers)."""
    sheet = sheets.load(code)
    if sheet is None:
        from web.errors import Msg, json_error, page_error

        if request.url.path.startswith("/api/"):
            raise Answered(json_error(404, Msg.SHEET_NOT_FOUND))
        raise Answered(page_error(request, 404, Msg.SHEET_NOT_FOUND, title="Bu Çetele'yi bulamadım"))
    return sheet


SheetDep = Annotated[Sheet, Depends(get_sheet)]


def require_admin(request: Request, settings: SettingsDep) -> None:
    """The curator pages: 404 without a configured token, the login page without the right one."""
    from web.curator import guard

    denied = guard(request, settings.admin_token, settings.secret_key)
    if denied is not None:
        raise Answered(denied)


AdminDep = Annotated[None, Depends(require_admin)]
