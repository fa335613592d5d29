"""Files and databases the app writes: each with one owner and one way of writing."""
