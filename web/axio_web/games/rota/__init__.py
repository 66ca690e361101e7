"""AXIO Rota at the shared table: the display SVG, the hand tile controls and the GamePlugin."""
