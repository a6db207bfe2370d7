"""The HTML pages, one module per area."""
