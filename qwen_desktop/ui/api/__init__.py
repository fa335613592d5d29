"""The local API server seen from Qt: its bridge into the engine queue and its lifetime."""
