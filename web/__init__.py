"""The web app: pages and the JSON API."""
