"""MkDocs hooks of the rules site: the generator is the plain package ``riftrules.site``.

``mkdocs build --strict -f site/mkdocs.yml`` runs it; riftrules is imported from the
environment (``pip install -e .[site]``), or from ``src/`` beside this folder.
"""

import sys
from pathlib import Path

try:
    import riftrules.site.mkdocs_hooks as hooks
except ImportError:  # a checkout that is not installed: use its sources
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    import riftrules.site.mkdocs_hooks as hooks

on_config = hooks.on_config
on_files = hooks.on_files
on_page_markdown = hooks.on_page_markdown
on_post_build = hooks.on_post_build
