"""What a question is: its ruleset and which branch answers it."""
