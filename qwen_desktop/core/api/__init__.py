"""The local OpenAI-compatible API server: request handling without Qt (see ui/api for the
bridge to the engine thread)."""
