"""``riftrules export``: card text as data for engine authors — each card's record
(:mod:`.records`) and the JSON Schema the document validates against (:mod:`.schema`).

The export reads every layer below it (the tree, the reading, the compiled effects, the
coverage status), so it sits above them all.
"""
