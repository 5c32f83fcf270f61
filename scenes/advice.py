"""The hard AI's choice for a human's decision, where that player's focus starts.

Henhouse Havoc's and Zombie Chickens' controls put the cursor on what the hard AI would
do (``GameInfo.advise``). Working that out took up to 13 ms (Zombie) and 29 ms
(Henhouse) on our machines, inside the frame that opened the decision: a hitch. A
window asks its AI process instead (``SeatDrivers.advise``) and the answer lands a frame
or two later, while the last move still animates; the controls then move the focus to
it, unless the player has already moved it themselves. A headless run works it out at
once, so its focus is the same at every frame rate.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future

from game.core import Action
from scenes.ai_worker import WorkerLost


class Advice:
    """The advice for the decision in hand: asked with ``start``, read as ``action``."""

    def __init__(self, ask: Callable[[int], Future | Action | None]):
        self.ask = ask
        self.action: Action | None = None
        self.pending: Future | None = None

    def start(self, seat: int) -> None:
        """A new decision for ``seat``: the last one's advice is dropped, even unread."""
        answer = self.ask(seat)
        if isinstance(answer, Future):
            self.action, self.pending = None, answer
        else:
            self.action, self.pending = answer, None

    def arrived(self) -> bool:
        """True once: on the first call after an answer from the AI process came in. A
        process that died gives no advice (the focus stays where it started)."""
        if self.pending is None or not self.pending.done():
            return False
        future, self.pending = self.pending, None
        try:
            self.action = future.result()
        except WorkerLost:
            self.action = None
        return True
