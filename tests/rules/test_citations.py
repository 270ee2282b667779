import pytest

from riftrules.rules.citations import find, titles_match


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Core Rules 441.4, 432.1.b", [("Core Rules 441.4", "441.4"), ("432.1.b", "432.1.b")]),
        ("CR 467–476", [("CR 467–476", "467–476")]),
        ("rules 100-105", [("rules 100-105", "100–105")]),
        ("See rule 367. Replacement Effects for more information.", [("rule 367", "367")]),
        (
            "Regole 431.1.a., 431.2., 431.3.",
            [("Regole 431.1.a", "431.1.a"), ("431.2", "431.2"), ("431.3", "431.3")],
        ),
        ("any valid location. 178.1.a.1.a. It will not", [("178.1.a.1.a", "178.1.a.1.a")]),
        # scraped web text glues the next word on
        ("Core Rules 829.1.bCore Rules: Vendetta", [("Core Rules 829.1.b", "829.1.b")]),
        # bare three-digit numbers and decimals are not citations
        ("a Main Deck of 100 cards costs 1.5 or 2024.10.1", []),
    ],
)
def test_find(text, expected):
    assert [(c.text, c.number) for c in find(text)] == expected


def test_title_after_the_number():
    (citation,) = find("See rule 459. Combat for more information.")
    assert citation.title == "Combat"


def test_offsets_point_at_the_citation():
    text = "As CR 431.2.b says"
    (citation,) = find(text)
    assert text[citation.start : citation.end] == "CR 431.2.b"


@pytest.mark.parametrize(
    ("cited", "actual", "match"),
    [
        ("The Combat Damage Step", "Step 2: The Combat Damage Step", True),
        ("Empower (Game Action)", "Empower", True),
        ("Buffs", "Buffers", True),
        ("Control", "Tokens are not cards.", False),
        ("Ending Phase", "Expiration Step", False),
        ("Replacement Effects", "Replacement Effects that apply as units enter are a kind.", False),
    ],
)
def test_titles_match(cited, actual, match):
    assert titles_match(cited, actual) is match
