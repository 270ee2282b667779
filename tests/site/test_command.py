"""``riftrules site generate|build|serve``: the source, then MkDocs or Zensical on it."""

from __future__ import annotations

import yaml

from riftrules.site import command


def test_build_is_strict_and_uses_the_generated_config():
    args = command.command("build")
    assert args[1:4] == ["-m", "mkdocs", "build"]
    assert str(command.CONFIG) in args and "--strict" in args


def test_zensical_renders_the_same_source():
    args = command.command("build", renderer="zensical")
    assert args[1:4] == ["-m", "zensical", "build"] and str(command.CONFIG) in args


def test_serve_listens_where_asked():
    args = command.command("serve", "127.0.0.1:8123")
    assert args[3] == "serve" and args[-2:] == ["--dev-addr", "127.0.0.1:8123"]


def test_the_cli_knows_the_command():
    from riftrules.cli import parser

    parsed = parser()[0].parse_args(["site", "build", "--no-strict", "--with", "zensical"])
    assert (parsed.action, parsed.no_strict, parsed.renderer) == ("build", True, "zensical")
    assert parser()[0].parse_args(["site", "generate"]).action == "generate"


def test_the_generated_config_runs_no_hook_and_says_where_the_site_lives(generated):
    config = yaml.safe_load(generated.config.read_text(encoding="utf-8"))
    assert "hooks" not in config and config["plugins"] == ["search"]
    assert config["site_url"] and config["docs_dir"] == "src/docs" and config["site_dir"] == "site"
