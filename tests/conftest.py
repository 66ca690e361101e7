"""Settings for the whole suite.

Hypothesis: one profile, "ci", without a per-example deadline. The suite runs on shared 2-core
machines, where a busy neighbour can make any example slow; what the tests prove is what
comes out, never how fast (speed is measured in bench/). `HYPOTHESIS_PROFILE` picks another.
"""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("ci", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
