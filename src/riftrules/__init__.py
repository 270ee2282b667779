"""riftrules: the rules text of the Riftbound TCG as versioned, cross-linked data."""

__version__ = "0.1.0"
