"""The ``riftbound`` examples: every block of the site's pages runs under pytest (Sybil), the
way the build runs them; and the block finder and runner themselves."""

from __future__ import annotations

from pathlib import Path

import pytest
from sybil import Sybil
from sybil.parsers.markdown import CodeBlockParser

from riftrules.site import examples

DOCS = Path(__file__).resolve().parents[2] / "site" / "docs"


def _evaluate(example) -> None:
    examples.run(example.parsed, example.namespace, f"{example.path}:{example.line}")


SYBIL = Sybil(
    parsers=[CodeBlockParser(language=examples.LANGUAGE, evaluator=_evaluate)],
    path=str(DOCS),
    patterns=["*.md"],
)
PAGES = sorted(DOCS.rglob("*.md"))


@pytest.mark.parametrize("page", PAGES, ids=[p.name for p in PAGES])
def test_the_riftbound_examples_of_a_page_run(page: Path):
    document = SYBIL.parse(page)
    found = list(document)
    assert len(found) == len(examples.blocks(page.read_text(encoding="utf-8")))
    for example in found:
        example.evaluate()


def test_the_site_has_examples():
    assert sum(len(examples.blocks(p.read_text(encoding="utf-8"))) for p in PAGES) >= 5


PAGE = """\
# A page

```riftbound
x = 2
print("x is", x)
```

````markdown
```riftbound
this is shown, not run
```
````

```python
not run either
```

```riftbound
print(x * 21)
```
"""


def test_blocks_skips_other_fences_and_nested_ones():
    found = examples.blocks(PAGE)
    assert [b.code for b in found] == ['x = 2\nprint("x is", x)\n', "print(x * 21)\n"]


def test_execute_runs_in_order_and_embeds_the_output():
    out = examples.execute(PAGE, "page.md")
    assert "x is 2" in out and "42" in out
    assert "this is shown, not run" in out  # the nested fence is left as it was
    assert out.count('class="rr-example"') == 2
    assert 'data-code="x = 2&#10;print(&quot;x is&quot;, x)&#10;"' in out


def test_a_failing_example_stops_the_build():
    with pytest.raises(examples.ExampleFailed, match="ZeroDivisionError"):
        examples.execute("```riftbound\n1 / 0\n```\n", "bad.md")


def test_an_example_that_exits_stops_the_build():
    """``exit()`` in a block would otherwise end the build early, silently and with status 0."""
    with pytest.raises(examples.ExampleFailed, match="SystemExit"):
        examples.execute("```riftbound\nraise SystemExit\n```\n", "exits.md")


def test_output_is_escaped():
    out = examples.execute("```riftbound\nprint('<script>x</script>')\n```\n", "p.md")
    shown = out.split('class="rr-output"')[1]  # the code stays in a fence: markdown escapes it
    assert "<script>x" not in shown and "&lt;script&gt;x&lt;/script&gt;" in shown


def test_only_the_projects_own_pages_are_searched_for_examples(monkeypatch, tmp_path):
    """Data is never code: a generated page carries data (a card's name, a rule's text), so
    generation runs no block found in it; the project's own pages still run theirs."""
    from riftrules.site import build

    planted = "```riftbound\nraise SystemExit('ran')\n```\n"
    with pytest.raises(build.SiteError, match="SystemExit"):
        build.source(planted, "examples.md")
    ran: list[str] = []
    monkeypatch.setattr(build, "source", lambda markdown, where: ran.append(where) or markdown)
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "index.md").write_text("# Home\n", encoding="utf-8")
    options = build.Options(
        out=tmp_path / "src", docs=docs, editions=["2026-07-16"], cards=["Death Mark"],
        runtime=False, scenarios=False, log=lambda line: None,
    )  # fmt: skip
    made = build.generate(options)
    assert ran == ["index.md"] and len(made.files) > 100
