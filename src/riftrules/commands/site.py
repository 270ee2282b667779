"""The rules site: ``site generate|build|serve``."""

from __future__ import annotations

import argparse

from riftrules.commands import UsageError, arg, command


@command(
    "site",
    "Generate the rules site's Markdown (build/site-src), render it (build/site), or serve it.",
    arg("action", choices=("generate", "build", "serve")),
    arg("--dev-addr", default="127.0.0.1:8000", help="where serve listens"),
    arg("--no-strict", action="store_true", help="build without --strict"),
    arg(
        "--with",
        dest="renderer",
        choices=("mkdocs", "zensical"),
        default="mkdocs",
        help="the renderer of build and serve (default: mkdocs)",
    ),
    arg(
        "--site-url",
        default=None,
        help="where the site will be served (default: http://<dev-addr>/); its sitemap says so",
    ),
    formats=None,
)
def site(args: argparse.Namespace) -> int:
    from riftrules.site.command import SiteUnavailable, run

    try:
        return run(
            args.action,
            args.dev_addr,
            strict=not args.no_strict,
            renderer=args.renderer,
            site_url=args.site_url,
        )
    except SiteUnavailable as error:
        raise UsageError(str(error)) from None
