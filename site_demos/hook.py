"""Placeholder replaced by the demo runtime (mkdocs hooks)."""
