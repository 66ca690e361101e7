"""A small static server for dist/, with the MIME types and cache headers the
site needs. Used by `python build.py serve`, the browser tests and the bench.

Cache policy (the same a static host should use, see docs/HOSTING.md):
content-hashed names never change, so browsers may keep them for a year;
everything else is revalidated on every use, so a new build is seen at once.
"""

from __future__ import annotations

import email.utils
import functools
import io
import os
import re
import socket
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from gzip import compress as gzip_compress
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import unquote, urlsplit

IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
# Our zips (app-, start-, extras- and the standard library's stdlib-<12 hex>.zip), the memory
# snapshot (snapshot-<12 hex>.bin.gz) and PyScript's lazily loaded chunks (name-<8 character
# hash>.js), as build.py writes them.
_HASHED = re.compile(
    r"(?:^|/)(?:(?:app|start|extras|stdlib)-[0-9a-f]{12}\.zip|snapshot-[0-9a-f]{12}\.bin\.gz"
    r"|pyscript/[^/]+-[A-Za-z0-9_-]{8}\.(?:js|css))$"
)

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".gz": "application/gzip",  # the snapshot: as it is, never with Content-Encoding
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".txt": "text/plain; charset=utf-8",
}


# What static hosts compress on the fly (GitHub Pages, Netlify, nginx's gzip_types): text,
# WebAssembly and zips. The snapshot (.gz) is compressed already and goes as it is.
GZIP_SUFFIXES = frozenset(
    {".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".wasm", ".zip", ".svg", ".txt"}
)
GZIP_LEVEL = 6  # what nginx and most hosts use


def cache_control(url_path: str) -> str:
    """The Cache-Control value for a path under the site root."""
    return IMMUTABLE if _HASHED.search(url_path) else REVALIDATE


class SiteHandler(SimpleHTTPRequestHandler):
    """Serves one folder; no directory listings; quiet unless asked."""

    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    verbose = False
    gzipped: dict[tuple[str, int], bytes] | None = None  # {(path, mtime_ns): body}; None: no gzip

    def send_head(self):  # type: ignore[no-untyped-def]
        """As a static host does: a compressible file goes gzipped (Content-Encoding) to a
        client that accepts it, compressed once and kept (so the bench measures the network,
        not this server's CPU)."""
        path = self.translate_path(self.path)
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        compressible = Path(path).suffix in GZIP_SUFFIXES and os.path.isfile(path)
        if self.gzipped is None or not accepts or not compressible:
            return super().send_head()
        stat = os.stat(path)
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                if int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(304)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, OverflowError):
                pass
        body = gzip_body(self.gzipped, path, stat.st_mtime_ns)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return io.BytesIO(body)

    def end_headers(self) -> None:
        path = unquote(urlsplit(self.path).path)
        self.send_header("Cache-Control", cache_control(path))
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def list_directory(self, path: str | Path) -> None:  # type: ignore[override]
        self.send_error(404, "Not found")
        return None

    def log_message(self, format: str, *args: object) -> None:
        if self.verbose:
            super().log_message(format, *args)


def gzip_body(kept: dict[tuple[str, int], bytes], path: str, mtime_ns: int) -> bytes:
    key = (path, mtime_ns)
    if key not in kept:
        with open(path, "rb") as file:
            kept[key] = gzip_compress(file.read(), GZIP_LEVEL, mtime=0)
    return kept[key]


def precompress(root: Path, kept: dict[tuple[str, int], bytes]) -> None:
    """Compress every compressible file under `root` now, as a host does before serving."""
    for path in sorted(root.rglob("*")):
        if path.suffix in GZIP_SUFFIXES and path.is_file():
            gzip_body(kept, str(path), path.stat().st_mtime_ns)


class SiteServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        # Browsers drop connections they no longer need (e.g. on reload): not an error.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


class SiteServer6(SiteServer):
    address_family = socket.AF_INET6


def make_server(
    root: Path, host: str = "127.0.0.1", port: int = 0, verbose: bool = False, gzip: bool = False
) -> SiteServer:
    """A server for `root` (port 0: any free port; see `server.server_address`); with `gzip`,
    it compresses as static hosts do (see SiteHandler.send_head)."""
    kept: dict[tuple[str, int], bytes] | None = None
    if gzip:
        kept = {}
        precompress(root, kept)
    handler = type("Handler", (SiteHandler,), {"verbose": verbose, "gzipped": kept})
    server_class = SiteServer6 if ":" in host else SiteServer
    return server_class((host, port), functools.partial(handler, directory=str(root)))


def base_url(server: SiteServer) -> str:
    host, port = server.server_address[:2]
    if isinstance(host, bytes):
        host = host.decode()
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    if ":" in shown:  # IPv6
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"


@contextmanager
def serving(root: Path, host: str = "127.0.0.1", port: int = 0, gzip: bool = False) -> Iterator[SiteServer]:
    """Serve `root` in a background thread for the duration of a `with` block."""
    server = make_server(root, host, port, gzip=gzip)
    thread = threading.Thread(target=server.serve_forever, name=f"serve {root}", daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def free_port(host: str = "127.0.0.1") -> int:
    """A port that was free a moment ago (for restarting a server on the same port)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind((host, 0))
        return int(probe.getsockname()[1])
