"""The rules site: the pages of every edition, card, diff, lint rule and scenario.

A plain generator (no MkDocs import here but in :mod:`riftrules.site.mkdocs_hooks`): each
``*_pages`` module turns project data into :class:`~riftrules.site.pages.Page` objects, whose
markdown holds escaped HTML built by :mod:`riftrules.site.markup`; :mod:`riftrules.site.build`
writes them into a build folder; ``site/hooks.py`` hands them to MkDocs, so that
``mkdocs build --strict -f site/mkdocs.yml`` alone builds the whole site.
"""
