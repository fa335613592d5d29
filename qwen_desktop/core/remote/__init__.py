"""Remote OpenAI-compatible servers the user added: their list, their keys, their replies."""
