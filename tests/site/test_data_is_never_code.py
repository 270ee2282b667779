"""Data is never code (issue 14, item 1): payloads planted in every data field that reaches a
page — a card's characteristics and texts, a rule's text and a section's title, an official
ruling (its question, answer, section, source document and link), a scenario's name, source
and file, a lint rule's documentation — are neither run by the build nor left
unescaped in the HTML a browser would read.

The build runs in a subprocess on a copy of the rulebook (so that no cache of this session sees
the planted data): it generates the site's source (which runs the examples of the project's
own pages only), renders each generated page with the site's own Markdown extensions (read
from ``site/mkdocs.yml``), and reports what it found.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import textwrap
from html.parser import HTMLParser
from pathlib import Path

import pytest

from riftrules.site.markup import browser_url

REPO = Path(__file__).resolve().parents[2]
RULEBOOK = REPO / "rulebook"
EDITION = "2026-07-16"


def payload(field: str, controls: bool = True) -> str:
    """Text that would run code, inject HTML or break out of a raw HTML block if it were not
    escaped; ``field`` names where it was planted (the code records it when it runs).
    ``controls``: with control characters and a lone surrogate (JSON carries them, YAML not)."""
    code = f"import builtins\nbuiltins.PLANTED.append({field!r})\n"
    controls_text = "\x02wzxhzdk:0\x03 \x00\udc80" if controls else ""
    return (
        f"{field} \n```riftbound\n{code}```\n\n~~~riftbound\n{code}~~~\n"
        "\n\n<script>alert(1)</script><img src=x onerror=alert(1)>\n\n"
        "[click](javascript:alert(1)) <a href=javascript:alert(1)>a</a>\n"
        f"{{: onclick=alert(1) }}\n`code` {controls_text} end"
    )


SCRIPT = textwrap.dedent(
    """
    import builtins, json, sys
    from pathlib import Path

    import markdown, yaml
    import riftrules.paths as paths

    data, out, repo = map(Path, sys.argv[1:4])
    doc, edition, card_id = json.loads(Path(sys.argv[4]).read_text(encoding="utf-8"))
    paths.DATA = data
    builtins.PLANTED = []

    from riftrules.lint.registry import RULES
    from riftrules.site.build import Options, generate

    rule = next(iter(RULES.values()))
    rule.__doc__ = doc
    rule.__dict__.get("sections") and getattr(rule.sections, "cache_clear", lambda: None)()

    options = Options(out=out, editions=[edition], cards=[card_id], runtime=False,
                      log=lambda _: None)
    generated = generate(options)
    config = yaml.safe_load((repo / "site" / "mkdocs.yml").read_text(encoding="utf-8"))
    names, configs = [], {}
    for item in config["markdown_extensions"]:
        name, settings = next(iter(item.items())) if isinstance(item, dict) else (item, {})
        names.append(name)
        configs[name] = settings or {}

    pages = {}
    for relative in generated.files:
        if not relative.endswith(".md"):
            continue
        text = (generated.root / relative).read_text(encoding="utf-8")
        body = text.split("---\\n", 2)[2]
        pages[relative] = markdown.markdown(body, extensions=names, extension_configs=configs)
    json.dump({"ran": builtins.PLANTED, "pages": pages}, sys.stdout)
    """
)


class _Elements(HTMLParser):
    """The elements and attributes of a page, and its text."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str | None]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, dict(attrs)))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def _plant(tmp: Path) -> tuple[Path, str]:
    data = tmp / "data"
    rulebook = data / "rulebook"
    shutil.copytree(RULEBOOK, rulebook, ignore=shutil.ignore_patterns("scenarios"))
    shutil.copytree(REPO / "grammar", data / "grammar")
    # A rule's text and a section's title.
    path = rulebook / "rules" / f"{EDITION}.jsonl"
    records = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]
    for record in records:
        if record["number"] == "100":
            record["text"] = payload("section title")
        if record["number"] == "101":
            record["text"] = payload("rule text")
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    # Every text field of a card.
    path = rulebook / "cards" / "OGN.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    card = json.loads(lines[0])
    for key, value in card.items():
        if isinstance(value, str) and key not in ("id", "text_source", "type"):
            card[key] = payload(f"card {key}")
        elif isinstance(value, list) and key in ("domains", "tags", "errata"):
            card[key] = [payload(f"card {key}")]
    lines[0] = json.dumps(card)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    # A ruling (and its document), about the card and a rule.
    ruling = {
        "id": "planted/ruling",
        "document": "planted-faq",
        "section": payload("ruling section"),
        "kind": "question",
        "question": payload("ruling question"),
        "answer": "See rule 101. " + payload("ruling answer"),
        "date": "2026-08-01",
        "edition": EDITION,
        "url": "java\tscript:alert(1)",  # a browser drops the tab (issue 26)
        "cards": [{"id": card["id"], "name": card["name"]}],
        "rules": [
            {
                "number": "101",
                "edition": EDITION,
                "via": "cited",
                "status": "ok",
                "current": "101",
                "trace": "same",
                "text": payload("ruling rule text"),
            }
        ],
    }
    document = {
        "id": "planted-faq",
        "title": payload("ruling document"),
        "url": "javascript:alert(1)",
        "publisher": payload("ruling publisher"),
        "date": "2026-08-01",
        "edition": EDITION,
        "authority": "official",
        "sets": ["OGN"],
    }
    with (rulebook / "rulings" / "rulings.jsonl").open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(ruling) + "\n")
    with (rulebook / "rulings" / "documents.jsonl").open("a", encoding="utf-8") as handle:
        handle.write(json.dumps(document) + "\n")
    # A scenario: its name, source and file.
    (rulebook / "scenarios").mkdir()
    scenario = {
        "name": payload("scenario name", False),
        "source": "CR 427.1 " + payload("scenario source", False),
        "mode": "duel",
        "players": {"A": {"base": ["Shipyard Skulker"]}, "B": {}},
        "steps": [{"action": "banish", "unit": "Shipyard Skulker", "player": "B"}],
        "expect": {"events": ["banish"]},
    }
    text = "# " + payload("scenario file", False).replace("\n", "\n# ") + "\n"
    text += json.dumps(scenario, ensure_ascii=True) + "\n"
    (rulebook / "scenarios" / "planted.yaml").write_text(text, encoding="utf-8")
    return data, card["id"]


@pytest.fixture(scope="module")
def planted_build(tmp_path_factory) -> dict:
    pytest.importorskip("mkdocs")
    tmp = tmp_path_factory.mktemp("planted")
    data, card_id = _plant(tmp)
    doc = "Planted.\n\n## What it does\n" + payload("lint doc") + "\n"
    arguments = tmp / "arguments.json"
    arguments.write_text(json.dumps([doc, EDITION, card_id]), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(data), str(tmp / "out"), str(REPO), str(arguments)],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
        env={"PYTHONPATH": str(REPO / "src"), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr[-4000:]
    return json.loads(result.stdout)


def test_nothing_planted_runs(planted_build: dict):
    assert planted_build["ran"] == []


def test_every_planted_field_reaches_a_page_escaped(planted_build: dict):
    fields = [
        "section title",
        "rule text",
        "card name",
        "card rarity",
        "card text",
        "card printed",
        "card set",
        "card tags",
        "card domains",
        "ruling question",
        "ruling answer",
        "ruling document",
        "scenario name",
        "scenario source",
        "scenario file",
        "lint doc",
    ]
    texts = {}
    for page, html in planted_build["pages"].items():
        parsed = _Elements()
        parsed.feed(html)
        texts[page] = "".join(parsed.text)
    for field in fields:
        shown = [p for p, text in texts.items() if f"{field} " in text and "<script>" in text]
        assert shown, f"the planted {field} is on no page as text"


def test_no_planted_markup_is_read_as_markup(planted_build: dict):
    for page, html in planted_build["pages"].items():
        parsed = _Elements()
        parsed.feed(html)
        for tag, attrs in parsed.tags:
            assert tag not in ("script", "img", "iframe", "object"), (page, tag)
            for name, value in attrs.items():
                assert not name.startswith("on"), (page, tag, name)
                assert not browser_url(value or "").lower().startswith("javascript:"), (page, tag)
            assert "language-riftbound" not in (attrs.get("class") or ""), page
        assert "wzxhzdk" not in html or "\x02" not in html, page
        assert "\x00" not in html and "\x02" not in html, page
