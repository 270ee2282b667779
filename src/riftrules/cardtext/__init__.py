"""Card text: normalise -> grammar -> typed AST -> printer."""
