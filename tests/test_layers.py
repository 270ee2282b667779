"""The layers run one way, held over the import graph of ``src/riftrules`` read with :mod:`ast`
(not imported, not matched by a regular expression): every import counts, at module level, under
``if TYPE_CHECKING`` or inside a function.

text -> tree (``cardtext``) -> reading (``ir``) -> program (``effects``, onto ``engine``'s
objects) -> export, codegen, coverage, whole games -> lint, scenarios, importers -> site ->
commands -> cli. No exception list: a new package must be placed in :data:`LAYERS`.

``python tests/test_layers.py`` prints the figures: lines per package, the circles of the
package graph and of the module graph, the imports inside functions.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import networkx as nx
import pytest

SRC = Path(__file__).resolve().parents[1] / "src"
ROOT = "riftrules"


@dataclass(frozen=True)
class Edge:
    """One import statement's target, from one module to another."""

    source: str
    target: str
    line: int
    in_function: bool


def modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (a package is its ``__init__``)."""
    found: dict[str, Path] = {}
    for path in sorted((SRC / ROOT).rglob("*.py")):
        parts = list(path.relative_to(SRC).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _base(module: str, path: Path, node: ast.ImportFrom) -> str:
    if not node.level:
        return node.module or ""
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for _ in range(node.level - 1):
        package = package.rpartition(".")[0]
    return f"{package}.{node.module}" if node.module else package


def _target(name: str, known: dict[str, Path]) -> str | None:
    """The module an imported name lives in: itself if a module, else the nearest module above."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def edges() -> list[Edge]:
    """Every import inside the package, between two of its modules."""
    known = modules()
    found: list[Edge] = []
    for module, path in known.items():
        tree = ast.parse(path.read_text("utf-8"))
        inside: set[int] = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
                inside.update(id(n) for n in ast.walk(node) if n is not node)
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = _base(module, path, node)
                names = [f"{base}.{alias.name}" for alias in node.names]
            else:
                continue
            targets = {t for name in names if (t := _target(name, known))}
            for target in sorted(targets - {module}):
                found.append(Edge(module, target, node.lineno, id(node) in inside))
    return found


def package(module: str) -> str:
    """The top-level part of the package a module belongs to (``riftrules.effects``)."""
    return ".".join(module.split(".")[:2])


def circles(graph: nx.DiGraph) -> list[list[str]]:
    """The strongly connected components of more than one node, largest first."""
    found = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    return sorted(found, key=lambda c: (-len(c), c))


def module_graph(found: list[Edge] | None = None) -> nx.DiGraph:
    graph = nx.DiGraph()
    graph.add_nodes_from(modules())
    graph.add_edges_from((e.source, e.target) for e in found or edges())
    return graph


def package_graph(found: list[Edge] | None = None) -> nx.DiGraph:
    graph = nx.DiGraph()
    graph.add_nodes_from({package(m) for m in modules()})
    for e in found or edges():
        if package(e.source) != package(e.target):
            graph.add_edge(package(e.source), package(e.target))
    return graph


def report() -> str:
    found = edges()
    lines = ["lines per package:"]
    sizes: dict[str, int] = {}
    for module, path in modules().items():
        sizes[package(module)] = sizes.get(package(module), 0) + len(path.read_text().splitlines())
    lines += [f"  {name:<22} {n:>6}" for name, n in sorted(sizes.items())]
    lines.append(f"  {'total':<22} {sum(sizes.values()):>6}")
    for label, graph in (("package", package_graph(found)), ("module", module_graph(found))):
        lines.append(f"{label} circles:")
        lines += [f"  {len(c)}: {' '.join(c)}" for c in circles(graph)] or ["  none"]
    inner = [e for e in found if e.in_function]
    lines.append(f"imports inside functions: {len({(e.source, e.line) for e in inner})} statements")
    for e in inner:
        lines.append(f"  {e.source}:{e.line} -> {e.target}")
    return "\n".join(lines)


# Highest first. A package may import a package of a lower layer, never one of a higher layer
# nor a sibling of its own layer (siblings are independent of each other).
LAYERS: list[set[str]] = [
    {"cli"},
    {"commands"},
    {"site"},
    {"lint", "scenarios", "importers", "export"},
    {"coverage", "games", "codegen", "program_json"},  # program_json: the program as JSON
    {"effects"},
    {"engine"},  # to be the sibling of ir once the engine reads no card text (see ONLY)
    {"ir"},
    {"cardtext", "rulings", "urls", "formats"},
    {"rules", "cards"},
    {"inputs", "terminal"},  # bounded reading of any input; text shown on a terminal
    {"paths", ""},  # "": the package itself (its version)
]

# What a package may import beyond itself, where the layers allow more than it should use.
ONLY: dict[str, set[str]] = {
    "engine": {"rules", "cards", "paths", "formats"},  # formats: the bans in force (103.2.e)
}
NEVER: dict[str, set[str]] = {
    "lint": {"engine", "site", "effects", "export", "codegen"},
}
EDGES = edges()


def _short(module: str) -> str:
    return package(module).removeprefix("riftrules").removeprefix(".")


def _between_packages() -> list[tuple[str, str, Edge]]:
    return [
        (_short(e.source), _short(e.target), e)
        for e in EDGES
        if _short(e.source) != _short(e.target)
    ]


def _where(edge: Edge) -> str:
    inside = " (inside a function)" if edge.in_function else ""
    return f"{edge.source}:{edge.line} imports {edge.target}{inside}"


def test_every_package_has_one_layer():
    placed = [name for layer in LAYERS for name in layer]
    assert len(placed) == len(set(placed))
    assert {_short(m) for m in modules()} == set(placed)


def test_the_graph_is_read():
    """The graph is not empty, and it sees imports inside functions (the CLI's lazy ones)."""
    assert len(EDGES) > 500
    assert any(e.in_function and e.source.startswith("riftrules.commands") for e in EDGES)


def test_imports_go_down_the_layers():
    rank = {name: i for i, layer in enumerate(LAYERS) for name in layer}
    wrong = [_where(e) for a, b, e in _between_packages() if rank[a] >= rank[b]]
    assert not wrong, "\n".join(wrong)


def test_the_engine_imports_only_rules_cards_paths():
    _imports_only("engine")


def _imports_only(name: str) -> None:
    wrong = [_where(e) for a, b, e in _between_packages() if a == name and b not in ONLY[name]]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("name", sorted(NEVER))
def test_a_package_never_imports(name: str):
    wrong = [_where(e) for a, b, e in _between_packages() if a == name and b in NEVER[name]]
    assert not wrong, "\n".join(wrong)


def test_nothing_imports_the_cli():
    wrong = [_where(e) for e in EDGES if e.target == "riftrules.cli"]
    assert not wrong, "\n".join(wrong)


def test_the_packages_form_no_circle():
    assert circles(package_graph(EDGES)) == []


# An import inside a function is the CLI's start-up (``cli``, ``commands``: each command loads
# what it needs, README "Performance") or carries its reason on its line or in the comment
# lines just above it: ``# lazy: <why it loads late>`` (a cost, not a cycle), or
# ``# cycle: <what loops back>`` for one that still dodges a circle of modules, counted below.
CLI_START_UP = ("riftrules.cli", "riftrules.commands")
MARKS = ("# lazy:", "# cycle:")
CYCLES_LEFT = 0  # the engine's; may only go down (issue 24)


def _mark(edge: Edge) -> str | None:
    """The marker an import inside a function carries, if any."""
    lines = modules()[edge.source].read_text("utf-8").splitlines()
    index = edge.line - 1
    while index >= 0:
        line = lines[index].strip()
        for mark in MARKS:
            if mark in line:
                return mark
        if index != edge.line - 1 and not line.startswith(("#", "from ", "import ")):
            return None
        index -= 1
    return None


def _inner_statements() -> dict[tuple[str, int], str | None]:
    return {
        (e.source, e.line): _mark(e)
        for e in EDGES
        if e.in_function and not e.source.startswith(CLI_START_UP)
    }


def test_no_unmarked_import_inside_a_function():
    inner = _inner_statements()
    wrong = [f"{source}:{line}" for (source, line), mark in inner.items() if mark is None]
    assert not wrong, "import inside a function without '# lazy:' or '# cycle:':\n" + (
        "\n".join(wrong)
    )


def test_the_imports_dodging_a_cycle_only_go_down():
    dodging = [k for k, mark in _inner_statements().items() if mark == "# cycle:"]
    assert len(dodging) <= CYCLES_LEFT, dodging


def test_the_mark_is_read():
    """An unmarked import inside a function is seen as such; a marked one is not."""
    assert any(e.in_function and e.source.startswith(CLI_START_UP) for e in EDGES)
    marked = [k for k, mark in _inner_statements().items() if mark == "# lazy:"]
    assert marked  # cards.fuzzy: rapidfuzz loads only when a name is not found


if __name__ == "__main__":
    print(report())
