"""Test-wide settings: randomised tests are deterministic in the README's test
command, and hunt with fresh seeds only when asked (`scripts/hunt.sh`).

Hypothesis runs under the profile named by HYPOTHESIS_PROFILE: « ci » by
default (derandomized: the same examples every run, no example database, so a
fresh clone and a tenth run give the same answer), « chasse » for the hunt
(random seeds, many more examples). Every counter-example a hunt finds is
kept in the test as an explicit `@example`, so it is checked on every run."""

import os

from hypothesis import HealthCheck, settings

settings.register_profile("ci", derandomize=True, database=None, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("chasse", derandomize=False, database=None, deadline=None,
                          max_examples=2_000, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))
