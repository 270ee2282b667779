"""The rules site: ``site build|serve``."""

from __future__ import annotations

import argparse

from riftrules.commands import UsageError, arg, command


@command(
    "site",
    "Build the rules site into build/site (MkDocs, site/mkdocs.yml), or serve it locally.",
    arg("action", choices=("build", "serve")),
    arg("--dev-addr", default="127.0.0.1:8000", help="where serve listens"),
    arg("--no-strict", action="store_true", help="build without --strict"),
    formats=None,
)
def site(args: argparse.Namespace) -> int:
    from riftrules.site.command import SiteUnavailable, run

    try:
        return run(args.action, args.dev_addr, strict=not args.no_strict)
    except SiteUnavailable as error:
        raise UsageError(str(error)) from None
