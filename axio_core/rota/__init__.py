"""AXIO Rota, the tile-display game: geometry, state and rules."""
