"""Qt views, dialogs and the workers that run core code on their own threads."""
