"""``riftrules site build|serve`` runs MkDocs on site/mkdocs.yml."""

from __future__ import annotations

from riftrules.site import command


def test_build_is_strict_and_uses_the_site_config():
    args = command.command("build")
    assert args[1:4] == ["-m", "mkdocs", "build"]
    assert str(command.CONFIG) in args and "--strict" in args


def test_serve_listens_where_asked():
    args = command.command("serve", "127.0.0.1:8123")
    assert args[3] == "serve" and args[-2:] == ["--dev-addr", "127.0.0.1:8123"]


def test_the_cli_knows_the_command():
    from riftrules.cli import parser

    parsed = parser()[0].parse_args(["site", "build", "--no-strict"])
    assert (parsed.action, parsed.no_strict) == ("build", True)
