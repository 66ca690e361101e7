PUZZLES: tuple[tuple[str, int], ...] = ()
