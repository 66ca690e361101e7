"""docs/RULES.md as a page of the site (rules.html), so that the in-game help can link to the
rules with their numbered rulings, offline too. A small converter for what that document
uses: headings, paragraphs, lists, **bold**, `code`."""

from __future__ import annotations

import html
import re
from pathlib import Path

PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><link rel="stylesheet" href="./rules.css"></head>
<body><main class="rules-doc">{body}<p><a href="./index.html">Back to the game</a></p></main></body></html>
"""


def inline(text: str) -> str:
    text = html.escape(text, quote=False)
    text = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", text)
    return re.sub(r"`([^`]+)`", r"<code>\1</code>", text)


def to_html(markdown: str) -> str:
    """The document's body: paragraphs and list items may continue on indented lines."""
    out: list[str] = []
    paragraph: list[str] = []
    in_list = False

    def flush() -> None:
        nonlocal paragraph
        if paragraph:
            out.append(f"<p>{inline(' '.join(paragraph))}</p>")
            paragraph = []

    for line in markdown.splitlines():
        stripped = line.strip()
        heading = re.match(r"(#{1,4}) (.*)", line)
        if heading:
            flush()
            if in_list:
                out.append("</ul>")
                in_list = False
            level = len(heading.group(1))
            out.append(f"<h{level}>{inline(heading.group(2))}</h{level}>")
        elif line.startswith("- "):
            flush()
            if not in_list:
                out.append("<ul>")
                in_list = True
            item = line[2:]
            ruling = re.match(r"([ATRD]\d+)\. ", item)
            anchor = f' id="{ruling.group(1)}"' if ruling else ""
            out.append(f"<li{anchor}>{inline(item)}</li>")
        elif stripped and in_list and line.startswith("  "):
            out[-1] = out[-1][: -len("</li>")] + " " + inline(stripped) + "</li>"
        elif stripped:
            if in_list:
                out.append("</ul>")
                in_list = False
            paragraph.append(stripped)
        else:
            flush()
    flush()
    if in_list:
        out.append("</ul>")
    return "\n".join(out)


def write_rules_page(source: Path, site: Path) -> None:
    text = source.read_text(encoding="utf-8")
    title = text.splitlines()[0].lstrip("# ").strip()
    page = PAGE.format(title=html.escape(title), body=to_html(text))
    (site / "rules.html").write_text(page, encoding="utf-8")
