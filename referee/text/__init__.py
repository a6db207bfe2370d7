"""Turkish text: folding, lower-casing, number words, phone spelling."""
