"""``riftrules lint``: ruff-grade diagnostics for card text.

Detection (:mod:`.linter`, the rules in :mod:`.rules`, listed by code in :mod:`.registry`) is
apart from output (:mod:`.render`); :mod:`.diagnostic` is the model between them. The data the
rules compare against (keywords, canonical reminders, vocabulary) is derived from the pool and
the rules by :mod:`.derive`. Entry points: :func:`riftrules.lint.linter.lint` for one text,
:mod:`.cli` for the command, :mod:`.lsp` for editors.
"""
