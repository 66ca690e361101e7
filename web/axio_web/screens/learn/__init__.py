"""The course of lessons (`?learn=<game>`): one idea per lesson on a small position made for
it, a goal stated as an outcome, and the engine deciding whether a move meets it."""
