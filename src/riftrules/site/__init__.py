"""The rules site: the pages of every edition, card, history, diff, lint rule and scenario.

A plain generator (no MkDocs import): each ``*_pages`` module turns project data into
:class:`~riftrules.site.pages.Page` objects, whose markdown holds escaped HTML built by
:mod:`riftrules.site.markup`; :mod:`riftrules.site.build` writes the site's whole Markdown
source and its configuration, which MkDocs or Zensical then renders
(``riftrules site build [--with zensical]``).
"""
