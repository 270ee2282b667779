"""Importers: raw Core Rules documents -> ``rulebook/rules/<edition>.jsonl``.

Each source format has one module that turns its file(s) into :class:`~.rows.RawRow` items in
document order; :mod:`.assemble` does everything formats share (cleaning, continuation rows,
examples, kinds, parents) and :mod:`.validate` lists the anomalies.
"""
