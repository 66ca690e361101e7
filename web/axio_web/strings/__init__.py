"""String tables, one module per area of the interface (see axio_web.strings.i18n)."""
