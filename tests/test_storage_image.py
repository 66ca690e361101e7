"""The store image (axio_web/storage/image.py): a value; writes expect what it held."""

from __future__ import annotations

import ast
from pathlib import Path

import axio_web.storage
import pytest
from axio_web.storage import StoreImage, WriteStatus
from axio_web.storage.image import Write
from hypothesis import given
from hypothesis import strategies as st

KEYS = st.sampled_from(["axio:a", "axio:b", "axio:c"])
TEXTS = st.none() | st.text(max_size=5)


def test_changed_returns_the_writes_with_the_old_text_expected() -> None:
    image = StoreImage({"axio:a": "1", "axio:b": "2"})
    new, writes = image.changed({"axio:a": "10", "axio:b": None, "axio:c": "3", "axio:gone": None})
    assert writes == (Write("axio:a", "10", "1"), Write("axio:b", None, "2"), Write("axio:c", "3", None))
    assert dict(new.entries) == {"axio:a": "10", "axio:c": "3"}
    assert dict(image.entries) == {"axio:a": "1", "axio:b": "2"}  # the old image is untouched
    assert image.changed({"axio:a": "1"}) == (image, ())  # nothing to write


@given(start=st.dictionaries(KEYS, st.text(max_size=5)), changes=st.dictionaries(KEYS, TEXTS))
def test_writes_carried_out_on_the_store_it_expects_give_the_new_image(
    start: dict[str, str], changes: dict[str, str | None]
) -> None:
    image = StoreImage(start)
    new, writes = image.changed(changes)
    store = dict(start)
    for write in writes:
        assert store.get(write.key) == write.expected
        if write.text is None:
            del store[write.key]
        else:
            store[write.key] = write.text
    assert new == StoreImage(store)


def test_corrected_and_the_answers_of_the_glue() -> None:
    image, _ = StoreImage({}).changed({"axio:a": "mine"})
    assert image.corrected("axio:a", "theirs").get("axio:a") == "theirs"
    assert image.corrected("axio:a", None).keys() == ()
    assert image.corrected("axio:a", "mine") is image
    assert image.after_write("axio:a", WriteStatus.CONFLICT, "theirs").get("axio:a") == "theirs"
    assert image.after_write("axio:a", WriteStatus.FULL, None).get("axio:a") is None
    assert image.after_write("axio:a", WriteStatus.SAVED, None) is image
    lost = image.after_write("axio:a", WriteStatus.MEMORY, None)
    assert not lost.available and lost.get("axio:a") == "mine"  # kept in memory
    assert lost.changed({"axio:b": "x"})[0].available is False
    assert lost.changed({"axio:b": "x"})[1] == (Write("axio:b", "x", None),)  # the glue drops it


def test_an_image_is_a_value() -> None:
    source = {"axio:b": "2", "axio:a": "1"}
    image = StoreImage(source)
    source["axio:c"] = "3"
    assert image.keys() == ("axio:a", "axio:b") and image.keys("axio:b") == ("axio:b",)
    with pytest.raises(TypeError):
        image.entries["axio:c"] = "3"  # type: ignore[index]
    assert image == StoreImage({"axio:a": "1", "axio:b": "2"}) != StoreImage(image.entries, False)
    assert len({image, StoreImage({"axio:a": "1", "axio:b": "2"})}) == 1
    assert StoreImage.snapshot({"axio:x": "1", "theme": "dark"}).keys() == ("axio:x",)


def test_no_storage_module_touches_the_browser_the_clock_or_chance() -> None:
    """The package is pure: time and ids come in as arguments, the glue alone touches the page."""
    forbidden = {"js", "pyodide", "pyscript", "random", "secrets", "time", "uuid", "os"}
    folder = Path(axio_web.storage.__file__).parent
    for path in sorted(folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = {(node.module or "").split(".")[0]}
            else:
                names = set()
            assert not names & forbidden, f"{path.name}:{node.lineno} imports {names & forbidden}"
            if isinstance(node, ast.Attribute):
                clock = node.attr in {"now", "utcnow", "today"}
                assert not clock, f"{path.name}:{node.lineno} reads the clock"
