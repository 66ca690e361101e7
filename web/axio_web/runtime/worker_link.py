"""The bot worker as the page talks to it: started once, asked with a time limit, given up on
for the visit once it fails (the page then decides, or rates a review's move, itself).

The worker is a second Pyodide (a PyScript worker running `bot_decide.WORKER_SOURCE`) so
that the Expert's search never freezes the page. The glue hands in `launch`, which puts the
worker's <script> into the page and returns what connects to it; everything else is here,
in plain asyncio.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from .effects import AskBot, AskReview

NAME, CONFIG = "bot-worker", "./pyscript.json"  # the <script type="py" worker> the glue adds
BOOT_TIMEOUT_S = 20.0  # a second Pyodide: 2-5 s on a desktop, far longer on a slow phone


def worker_source() -> str:
    """What the worker's <script> runs; imported as the worker starts, since its bots are not
    the first screen's (issue 24)."""
    from .bot_decide import WORKER_SOURCE

    return WORKER_SOURCE


class WorkerLink:
    """`refused`: the worker cannot run here at all (boot.js found storage refused, where a
    PyScript worker hangs); `warn` reports a failure on the console."""

    def __init__(
        self, launch: Callable[[], Awaitable[Any]], warn: Callable[[str], None], refused: bool = False
    ) -> None:
        self.launch, self.warn = launch, warn
        self.worker: asyncio.Future[Any] | None = None
        self.failed = refused

    def start(self) -> None:
        """Start the worker once, as soon as a game needs it."""
        if self.worker is None and not self.failed:
            self.worker = asyncio.ensure_future(self.launch())

    def ask(self, question: AskBot | AskReview, answered: Callable[[str], object]) -> None:
        """Ask the worker; `answered` gets its answer later ("" when it could not answer)."""
        asyncio.ensure_future(self.answer(question, answered))

    async def answer(self, question: AskBot | AskReview, answered: Callable[[str], object]) -> None:
        self.start()
        is_bot, answer = isinstance(question, AskBot), ""
        if not self.failed and self.worker is not None:
            try:
                worker = await asyncio.wait_for(asyncio.shield(self.worker), BOOT_TIMEOUT_S)
                if isinstance(question, AskBot):
                    answer = str(await worker.decide(question.record_json, question.player))
                else:
                    answer = str(await worker.review_step(question.record_json, question.k, question.move))
            except Exception as error:  # the page then answers itself
                self.failed = not self.worker.done() or self.worker.exception() is not None
                what, how = ("answer", "deciding") if is_bot else ("rate the move", "rating")
                self.warn(f"The bot worker did not {what} ({error!r}); {how} on the page.")
        if not answer and not is_bot:
            await asyncio.sleep(0)  # let the page paint the progress before rating on the page
        answered(answer)
