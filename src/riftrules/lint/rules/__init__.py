"""The lint rules, one module each; :mod:`riftrules.lint.registry` lists them by code."""
