"""Build-time helpers for build.py: runtime files, our zip, icons, service worker, server."""
