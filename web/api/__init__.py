"""The JSON API, one module per concern."""
