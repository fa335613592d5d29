"""Documents attached to messages: reading their text, cutting it into passages, finding the
passages a question needs."""
