"""Play formats: which cards are legal when (:mod:`.legality`), and decklists checked against
the Core Rules and the Tournament Rules (:mod:`.decklist`, :mod:`.deckcheck`)."""
