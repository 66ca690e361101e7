"""The browser view of AXIO at the table.

Pure modules (`params`, `record_link`) import in plain CPython and are unit
tested there; `shell` is the PyScript glue that runs only in the page.
"""
