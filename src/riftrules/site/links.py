"""Links to rules: every citation in a text becomes a link into the same edition, and the terms
an edition defines (its section titles and keywords, the rule graph's ``defines`` edges) get a
link with a tooltip.

A reference to a rule the edition does not have stops the build (:class:`UnknownRuleReference`),
with two exceptions that are shown, not linked: a dangling citation the source document itself
prints (listed in :data:`KNOWN_DANGLING`, and pinned by the rulebook tests), and a citation in a
partial edition of a rule it does not show (unverifiable, not dangling).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from riftrules import urls
from riftrules.rules import citations, graph, numbers, store
from riftrules.rules.model import EditionInfo
from riftrules.site.layout import layout
from riftrules.site.markup import esc, link, shorten, tag

# (edition, citing rule, cited number): why the link cannot be made.
KNOWN_DANGLING: dict[tuple[str, str, str], str] = {
    ("2026-03-30", "427.1", "107.5"): "the 2026-03-30 document cites a rule 107.5 it does not have",
}

_NUMBER = re.compile(numbers.NUMBER_PATTERN)


class UnknownRuleReference(LookupError):
    """A link to a rule that the edition does not have: the build stops on it."""


def rule_url(edition: str | None, number: str) -> str:
    """The site URL of rule ``number`` of ``edition`` (None: the newest complete one)."""
    try:
        found = layout(store.edition_info(edition).id)
    except store.UnknownEdition as error:
        raise UnknownRuleReference(str(error)) from None
    try:
        normal = numbers.normalise(number)
    except numbers.RuleNumberError as error:
        raise UnknownRuleReference(str(error)) from None
    if normal not in found.page_of:
        raise UnknownRuleReference(f"no rule {normal} in edition {found.edition.id}")
    return found.url(normal)


def rule_href(edition: str, number: str, from_url: str) -> str:
    """The relative link from ``from_url`` to rule ``number`` of ``edition``."""
    return urls.relative(from_url, rule_url(edition, number))


def rule_link(edition: str, number: str, from_url: str, text: str | None = None) -> str:
    """``<a>`` to a rule, with the data the hover preview reads."""
    href = rule_href(edition, number, from_url)
    return link(href, esc(text or number), class_="rr-ref", data_rr=f"{edition}/{number}")


def linked_text(
    text: str, edition: str, from_url: str, source: str | None = None, terms: bool = True
) -> str:
    """``text`` escaped, with its citations linked and (once each) the terms it uses.

    ``source`` is the citing rule (for :data:`KNOWN_DANGLING` and error messages)."""
    info = store.edition_info(edition)
    out: list[str] = []
    position = 0
    for citation in citations.find(text):
        if citation.start < position:
            continue
        out.append(_plain(text[position : citation.start], info.id, from_url, source, terms))
        out.append(_citation(citation, text, info, from_url, source))
        position = citation.end
    out.append(_plain(text[position:], info.id, from_url, source, terms))
    return "".join(out)


def _citation(
    citation: citations.Citation,
    text: str,
    info: EditionInfo,
    from_url: str,
    source: str | None,
) -> str:
    written = text[citation.start : citation.end]
    shown = layout(info.id).page_of  # every rule of the edition
    missing = [n for n in dict.fromkeys((citation.first, citation.last)) if n not in shown]
    if missing:
        number = missing[0]
        known = KNOWN_DANGLING.get((info.id, source or "", number))
        if known:
            return tag("span", esc(written), class_="rr-dangling", title=f"not linked: {known}")
        if info.partial:
            why = f"not among the rules the partial edition {info.id} shows"
            return tag("span", esc(written), class_="rr-unverifiable", title=why)
        where = f"rule {source} of " if source else ""
        raise UnknownRuleReference(
            f"{where}edition {info.id} cites {written!r}, but there is no rule {number}"
        )
    if not citation.is_range:
        return rule_link(info.id, citation.first, from_url, written)
    # A range: link its two ends where they are written.
    found = list(_NUMBER.finditer(written))
    first, last = found[0], found[-1]
    return (
        esc(written[: first.start()])
        + rule_link(info.id, citation.first, from_url, first.group())
        + esc(written[first.end() : last.start()])
        + rule_link(info.id, citation.last, from_url, last.group())
        + esc(written[last.end() :])
    )


# -- glossary terms ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Term:
    text: str
    number: str  # the section that defines it
    keyword: bool
    summary: str  # for the tooltip


@cache
def glossary(edition: str) -> dict[str, Term]:
    """The terms an edition defines, by their text: section titles and keywords."""
    loaded = store.load(edition)
    built = graph.build(edition)
    terms: dict[str, Term] = {}
    for node, data in built.nodes(data=True):
        if data.get("kind") != "term":
            continue
        number = next(b for _, b, k in built.out_edges(node, data="kind") if k == "defines")
        children = loaded.children.get(number, [])
        first = loaded.by_number[children[0]].text if children else ""
        summary = f"{number}. {data['text']}" + (f" — {shorten(first, 160)}" if first else "")
        terms[data["text"]] = Term(data["text"], number, data["keyword"], summary)
    for rule in loaded.rules:  # "A Limited Action is a game action …" (410.2.a)
        defined = _DEFINITION.match(rule.text)
        if defined and defined["term"] not in terms:
            summary = f"{rule.number} — {shorten(rule.text, 200)}"
            terms[defined["term"]] = Term(defined["term"], rule.number, False, summary)
    # A rule that is only a title over its own rules ("315.4 Draw Phase"): "Draw Phase" is its
    # term, not "Draw" (413); a title two rules share names neither.
    titled: dict[str, list[str]] = {}
    for rule in loaded.rules:
        if rule.kind == "rule" and _TITLE.match(rule.text) and loaded.children.get(rule.number):
            titled.setdefault(rule.text, []).append(rule.number)
    for title, (number, *others) in titled.items():
        if others or title in terms or title.split()[0] in _NOT_A_NAME:
            continue
        children = loaded.children[number]
        first = loaded.by_number[children[0]].text
        summary = f"{number}. {title} — {shorten(first, 160)}"
        terms[title] = Term(title, number, False, summary)
    return terms


# A rule whose whole text is a title of several capitalised words ("Draw Phase").
_TITLE = re.compile(r"^[A-Z][a-z]+(?: (?:of|the|and|or|to|[A-Z][a-z]+))* [A-Z][a-z]+$")


# A compound term a rule defines by its first words: "A Discretionary Action is …".
_DEFINITION = re.compile(
    r"(?:An?|The) (?P<term>[A-Z][a-z]+(?: [A-Z][a-z]+)+) (?:is|are) (?:an?|the|any) "
)
# Words before a capitalised term that do not make it part of a longer name.
_NOT_A_NAME = frozenset(
    {"A", "An", "The", "Each", "Any", "All", "No", "This", "That", "These", "Those", "Its"}
    | {"Their", "Your", "My"}
)


def _forms(term: str) -> str:
    """A term and its inflections: "Recycle": Recycles, Recycled, Recycling; "Game Actions":
    Game Action; "Modes of Play": Mode of Play (a plural word inside a name may be singular)."""
    *inner, last = term.split(" ")
    head = "".join(
        (re.escape(word[:-1]) + "s?" if word.endswith("s") and len(word) > 3 else re.escape(word))
        + " "
        for word in inner
    )
    if last.endswith("e"):
        return head + re.escape(last[:-1]) + "(?:e|es|ed|ing)"
    if last.endswith("s") and inner:
        return head + re.escape(last[:-1]) + "s?"
    return head + re.escape(last) + "(?:s|es|ed|ing)?"


def term_of(written: str, edition: str) -> Term | None:
    """The term a written form inflects (``Recycles`` -> Recycle, ``Game Action`` -> Game
    Actions)."""
    terms = glossary(edition)
    words = written.split(" ")
    # a singular word inside a plural name: "Mode of Play" is "Modes of Play"
    plurals = [
        " ".join([*words[:i], words[i] + "s", *words[i + 1 :]]) for i in range(len(words) - 1)
    ]
    for candidate in (
        written,
        written[:-1],
        written[:-2],
        written[:-3],
        written[:-3] + "e",
        written + "s",
        *plurals,
    ):
        if candidate in terms:
            return terms[candidate]
    return None


@cache
def _term_pattern(edition: str) -> re.Pattern[str] | None:
    names = sorted(glossary(edition), key=len, reverse=True)
    if not names:
        return None
    return re.compile(r"(?<![\w\[-])(" + "|".join(map(_forms, names)) + r")(?![\w-])")


def _plain(text: str, edition: str, from_url: str, source: str | None, terms: bool) -> str:
    pattern = _term_pattern(edition) if terms else None
    if pattern is None or not text:
        return esc(text)
    own_section = layout(edition).page_of.get(source or "")
    out: list[str] = []
    position = 0
    seen: set[str] = set()
    for match in pattern.finditer(text):
        term = term_of(match.group(), edition)
        before = text[: match.start()]
        sentence_start = not before.strip() or before.rstrip()[-1:] in ".:;!?"
        # "Limited Action" is not the [Action] keyword: a single-word term right after a
        # capitalised word is part of a longer name (unless that word only starts a phrase).
        named = re.search(r"(?<![.:;!?] )\b([A-Z][a-z]+) $", before)
        if (
            term is None
            or term.text in seen
            or term.number in (own_section, source)
            # a capitalised word starting a sentence is only a term in an inflected form
            # ("Recycles their trash …") or as a keyword or a name of several words
            or (
                sentence_start
                and " " not in term.text
                and not term.keyword
                and match.group() == term.text
            )
            or (" " not in term.text and named and named[1] not in _NOT_A_NAME)
        ):
            continue
        seen.add(term.text)
        href = urls.relative(from_url, layout(edition).url(term.number))
        out.append(esc(text[position : match.start()]))
        out.append(link(href, esc(match.group()), class_="rr-term", title=term.summary))
        position = match.end()
    out.append(esc(text[position:]))
    return "".join(out)
