"""Each course's progress as this browser remembers it (a preference per game): read at boot,
so kept apart from the lessons themselves (table/lesson.py, learn/course.py), which the first
start does not import (issue 24)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from .preferences import lesson_key

GAMES = ("axio", "rota")  # the games with a course
STEP_KEYS = tuple(lesson_key(g) for g in GAMES)  # the course's preferences (runtime.py reads them)


@dataclass(frozen=True)
class Progress:
    """The course as this browser remembers it: the lesson shown and the lessons done."""

    current: str = ""
    done: tuple[str, ...] = ()

    @classmethod
    def from_text(cls, text: str | None) -> Progress:
        current, _, done = (text or "").partition("|")
        return cls(current, tuple(d for d in done.split(",") if d))

    def to_text(self) -> str:
        return f"{self.current}|{','.join(self.done)}"

    def completed(self, lesson_id: str) -> Progress:
        return Progress(self.current, self.done if lesson_id in self.done else (*self.done, lesson_id))


@dataclass(frozen=True)
class LessonSteps:
    """Each game's course progress as remembered (`Progress.to_text`, under `preferences.lesson_key(game)`):
    a value, changed by `with_step`.

    >>> LessonSteps.from_prefs({"axio.learn.rota": "first|"}).with_step("axio", "two|").get("rota")
    'first|'
    """

    steps: tuple[tuple[str, str], ...] = ()  # (game, progress text)

    @classmethod
    def from_prefs(cls, prefs: Mapping[str, str]) -> LessonSteps:
        """The progress of every game's course, read from the preferences ("" if none)."""
        return cls(tuple((g, prefs.get(lesson_key(g), "")) for g in GAMES))

    def get(self, game: str) -> str | None:
        return next((text for g, text in self.steps if g == game), None)

    def with_step(self, game: str, text: str) -> LessonSteps:
        """`game`'s progress now `text`; the same value when it already was (so an event that
        changes nothing leaves an equal app)."""
        if self.get(game) == text:
            return self
        if self.get(game) is None:
            return LessonSteps((*self.steps, (game, text)))
        return LessonSteps(tuple((g, text if g == game else old) for g, old in self.steps))
