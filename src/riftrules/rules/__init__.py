"""The rulebook: Core Rules editions as data, the rule graph, edition tracing, citations."""
