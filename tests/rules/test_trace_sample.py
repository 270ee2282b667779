"""A hand-checked sample of edition traces.

Every row was checked by reading both rules (and their neighbours where needed) and deciding,
as a rules reader would, which rule of the target edition carries the same provision, or that
none does. Only rows where the tracer agrees with that reading are here: the sample also found
traces that are wrong (identical twins paired across sections, short headings paired on one
shared word, reworded rules left unmatched), and those are reported, not pinned as right.

Columns: source edition, rule number, target edition, expected counterpart (None when there is
none), expected status.
"""

import pytest

from riftrules.rules import trace

SAMPLE = [
    # --- 2026-07-16 -> 2026-10-09 (partial edition: only six Burn rules are known) ---
    # Burn moved from 440 to 441.
    ("2026-07-16", "440.1", "2026-10-09", "441.1", "moved"),
    ("2026-07-16", "440.1.a", "2026-10-09", "441.1.a", "moved"),
    ("2026-07-16", "440.2", "2026-10-09", "441.2", "moved"),
    ("2026-07-16", "440.2.a", "2026-10-09", "441.2.a", "moved"),
    ("2026-07-16", "440.3.a", "2026-10-09", "441.3.a", "moved"),
    # The October quote drops the trailing "See rule 431. Burn Out" cross-reference.
    ("2026-07-16", "440.4", "2026-10-09", "441.4", "edited"),
    # "Burning is a Limited Action." (441.3) is not quoted: unknown, not removed.
    ("2026-07-16", "440.3", "2026-10-09", None, "unseen"),
    ("2026-07-16", "440", "2026-10-09", None, "unseen"),
    # Empower 441.1 must not land on the partial edition's 441.1, which is Burn.
    ("2026-07-16", "441.1", "2026-10-09", None, "unseen"),
    ("2026-07-16", "431", "2026-10-09", None, "unseen"),
    ("2025-06-02", "607", "2026-10-09", None, "unseen"),
    ("2026-10-09", "441.1", "2026-07-16", "440.1", "moved"),
    ("2026-10-09", "441.4", "2026-07-16", "440.4", "edited"),
    # Burn first appears in 2026-07-16: traced back into anything older it has no counterpart
    # (statuses read from -> to, as a diff of the two editions in that order would).
    ("2026-10-09", "441.3.a", "2026-03-30", None, "removed"),
    ("2026-10-09", "441.1", "2025-06-02", None, "removed"),
    # --- 2025-06-02 -> 2025-10: the big renumbering (5xx-6xx -> 3xx-4xx) ---
    ("2025-06-02", "607", "2025-10", "418", "moved"),
    # "while their Main Deck is empty" became "in excess of the cards remaining".
    ("2025-06-02", "607.1", "2025-10", "418.1", "edited"),
    # Shuffles -> Recycles; now step b, behind the new step a.
    ("2025-06-02", "607.2.a", "2025-10", "418.2.b", "edited"),
    ("2025-06-02", "607.2.c", "2025-10", "418.2.d", "edited"),
    ("2025-06-02", "607.4", "2025-10", "418.4", "moved"),
    # "Performs as much of the prescribed action as possible." is a new first step.
    ("2025-10", "418.2.a", "2025-06-02", None, "removed"),
    # Chapter row "Playing the Game" renumbered.
    ("2025-06-02", "500", "2025-10", "300", "moved"),
    # Twins: "This is a Limited Action." (Draw) and "Moving is a Limited Action." twice.
    ("2025-06-02", "591.2", "2025-10", "400.2", "moved"),
    ("2025-06-02", "596.2", "2025-10", "407.2", "moved"),
    ("2025-06-02", "609", "2025-10", "420", "moved"),
    # Examples printed inline as "e.g." in 2025-10: low similarity, same rule.
    ("2025-06-02", "602.3", "2025-10", "413.3", "edited"),
    ("2025-06-02", "637", "2025-10", "450", "edited"),
    ("2025-06-02", "181.4", "2025-10", "181.4", "edited"),
    # The Resolution Step's clear-damage and recall rules became Special Cleanup inserts.
    ("2025-06-02", "627.5", "2025-10", "440.1.a.1", "edited"),
    ("2025-06-02", "627.3.a", "2025-10", "440.2.a", "edited"),
    # The Defender definition moved under "Establish who is Attacker and who is Defender".
    ("2025-06-02", "625.1.b", "2025-10", "438.1.a.2", "edited"),
    ("2025-06-02", "563.1.a", "2025-10", "356.2.a", "edited"),
    # "Invite a player to act." (twins, chain and showdown): the mechanic was dropped.
    ("2025-06-02", "540.3", "2025-10", None, "removed"),
    ("2025-06-02", "553.3", "2025-10", None, "removed"),
    # --- 2025-10 -> 2025-12-01 ---
    ("2025-10", "418", "2025-12-01", "418", "same"),
    # Moved from step 1 to step 2 of the Resolution Step.
    ("2025-10", "440.1.b", "2025-12-01", "444.2.a", "edited"),
    ("2025-10", "440.1.a.3", "2025-12-01", "444.1.a.3", "edited"),
    # Cleanup steps renumbered 2 -> 2b and 7 -> 10.
    ("2025-10", "322.2", "2025-12-01", "322.4", "edited"),
    ("2025-10", "322.7", "2025-12-01", "322.10", "edited"),
    ("2025-10", "365.2", "2025-12-01", None, "removed"),
    # "2a. Heal all Units." became "2c. ...".
    ("2025-10", "317.2.b", "2025-12-01", "317.2.b", "edited"),
    # Twins "A Game Object" under Units and under Gear.
    ("2025-10", "138.1", "2025-12-01", "140.1", "moved"),
    ("2025-10", "143.1", "2025-12-01", "146.1", "moved"),
    ("2025-10", "450.3.d.1", "2025-12-01", "454.3.d.1.a", "moved"),
    ("2025-12-01", "419", "2025-10", None, "removed"),
    # --- 2025-12-01 -> 2026-03-30 ---
    # The "Keywords" heading became chapter 800; "Action" heading vs the "Action" list item.
    ("2025-12-01", "726", "2026-03-30", "800", "moved"),
    ("2025-12-01", "732", "2026-03-30", "806", "moved"),
    ("2025-12-01", "155.2.a", "2026-03-30", "158.2.a", "moved"),
    ("2025-12-01", "418.4", "2026-03-30", "431.4", "moved"),
    # Twins 'Insert "2c. Heal all Units."' (end of turn) and the combat one, renamed 3c.
    ("2025-12-01", "317.2.b", "2026-03-30", "317.2.b", "same"),
    ("2025-12-01", "444.1.a.1", "2026-03-30", "461.1.a.1", "edited"),
    # The insert became a rule of its own under "1. Combat ends."
    ("2025-12-01", "444.1.a.3", "2026-03-30", "461.7.a", "edited"),
    ("2025-12-01", "444.2", "2026-03-30", "461.5", "edited"),
    # "End of Turn Cleanup" merged into the Expiration Step (old 317.3 -> new 317.2).
    ("2025-12-01", "317.2", "2026-03-30", None, "removed"),
    ("2025-12-01", "317.3.b", "2026-03-30", "317.2.d", "edited"),
    # The zones section was rewritten (The Board / Non-Board Zones).
    ("2025-12-01", "106", "2026-03-30", "106", "edited"),
    ("2025-12-01", "106.2.c", "2026-03-30", "107.1.b", "moved"),
    ("2025-12-01", "107", "2026-03-30", "108", "edited"),
    ("2025-12-01", "107.1.c", "2026-03-30", "108.2.a", "edited"),
    ("2025-12-01", "107.6.a", "2026-03-30", "108.7.a", "edited"),
    # --- 2026-03-30 -> 2026-07-16 ---
    ("2026-03-30", "431.3.a", "2026-07-16", "431.3.a", "same"),
    ("2026-03-30", "431.5", "2026-07-16", "431.5", "same"),
    # A heading row that became a rule row (kind changed, text and number kept).
    ("2026-03-30", "402", "2026-07-16", "402", "same"),
    # Twins in the target: 317.2.b became "3c. Heal all Units.", word for word the combat one.
    ("2026-03-30", "461.1.a.1", "2026-07-16", "466.1.a.1", "moved"),
    ("2026-03-30", "317.2.b", "2026-07-16", "317.2.b", "edited"),
    # The middle of three "The following Task becomes Outstanding:" rows.
    ("2026-03-30", "461.4", "2026-07-16", "466.4", "edited"),
    ("2026-03-30", "461.7.b", "2026-07-16", "466.7.c", "moved"),
    # Showdown options: "Activate Abilities" merged into "Play a Card or Activated Ability".
    ("2026-03-30", "347.2", "2026-07-16", None, "removed"),
    ("2026-03-30", "347.4", "2026-07-16", "347.2.b", "moved"),
    # The Finalize step was rewritten.
    ("2026-03-30", "337.1", "2026-07-16", "337.1", "edited"),
    ("2026-03-30", "337.1.c", "2026-07-16", "337.2", "edited"),
    ("2026-03-30", "340.2.a", "2026-07-16", "340.2.a", "edited"),
    # Killing "with" a spell generalised to any Game Action "with" a Game Object.
    ("2026-03-30", "428.5.e", "2026-07-16", "411.6", "edited"),
    # Vision's functional text is now "predict".
    ("2026-03-30", "817.1.b", "2026-07-16", "817.1.b", "edited"),
    ("2026-07-16", "440", "2026-03-30", None, "removed"),
    ("2026-07-16", "440.4", "2026-03-30", None, "removed"),
    # --- long distance: 2026-07-16 <-> 2025-06-02 ---
    ("2026-07-16", "431", "2025-06-02", "607", "moved"),
    ("2026-07-16", "431.2.b", "2025-06-02", "607.2.a", "edited"),
    ("2026-07-16", "431.3.c.1", "2025-06-02", None, "removed"),
    ("2026-07-16", "440.1", "2025-06-02", None, "removed"),
    ("2025-06-02", "607.4", "2026-07-16", "431.4", "moved"),
    # Only the cross-reference changed (571 -> 367).
    ("2025-06-02", "607.5", "2026-07-16", "431.5", "edited"),
    ("2025-06-02", "596.2", "2026-07-16", "420.2", "moved"),
    ("2025-06-02", "609", "2026-07-16", "446", "moved"),
    ("2025-06-02", "002", "2026-07-16", "002", "same"),
    ("2025-06-02", "602.3", "2026-07-16", "426.3", "edited"),
    ("2025-06-02", "181.4", "2026-07-16", "190.4", "edited"),
    # The next three are right end to end although two adjacent steps each swap the twins
    # (2025-06-02 -> 2025-10 and 2025-12-01 -> 2026-03-30); the swaps cancel out.
    ("2025-06-02", "553.1", "2026-07-16", "347.1", "edited"),
    ("2025-06-02", "141.2.a.1", "2026-07-16", "145.2.a.1", "moved"),
    ("2026-07-16", "338.1.a", "2025-06-02", "540.1", "edited"),
    # --- found wrong by the first hand check, right since the tracer matches twins by
    # structure, rescores in rounds and pairs reworded list items under matched parents ---
    ("2025-06-02", "540.1", "2025-10", "334.1.a", "edited"),
    ("2025-06-02", "553.1", "2025-10", "344.1", "moved"),
    ("2025-06-02", "540.4", "2025-10", "334.1.c", "edited"),
    ("2025-06-02", "553.4", "2025-10", "344.3", "moved"),
    ("2025-06-02", "553.4.a.1", "2025-10", "344.3.a.1", "moved"),
    ("2025-06-02", "141.2.a.1", "2025-10", "142.2.a.1", "moved"),
    ("2025-06-02", "145.2.a.1", "2025-10", "145.2.a.1", "same"),
    ("2025-06-02", "541.2", "2025-10", None, "removed"),
    ("2025-06-02", "543.1.a.4", "2025-10", None, "removed"),
    ("2025-06-02", "607.1.c", "2025-10", "418.1.b", "edited"),
    ("2025-10", "440.1.a.1", "2025-12-01", "444.1.a.1", "edited"),
    ("2025-10", "440.2", "2025-12-01", "444.2", "edited"),
    ("2025-12-01", "106.2", "2026-03-30", "107.1", "edited"),
    ("2025-12-01", "107.1", "2026-03-30", "108.2", "edited"),
    ("2025-12-01", "107.2", "2026-03-30", "108.3", "edited"),
    ("2025-12-01", "107.5", "2026-03-30", "108.6", "moved"),
    ("2025-12-01", "317.4", "2026-03-30", "317.3", "edited"),
    ("2025-12-01", "144.2.a", "2026-03-30", "145.2.a", "edited"),
    ("2025-12-01", "148.2.a", "2026-03-30", "150.2.a", "edited"),
    ("2025-12-01", "144.2.a.1", "2026-03-30", "145.2.a.1", "moved"),
    ("2025-12-01", "148.2.a.1", "2026-03-30", "150.2.a.1", "moved"),
    ("2025-12-01", "333.1.c.1", "2026-03-30", "337.1.c.1", "moved"),
    ("2025-12-01", "336.2", "2026-03-30", "340.2", "moved"),
    ("2025-12-01", "334.1.a", "2026-03-30", "338.1.a", "moved"),
    ("2025-12-01", "344.1", "2026-03-30", "347.1", "edited"),
    ("2026-03-30", "461.2", "2026-07-16", "466.2", "edited"),
    ("2026-03-30", "461.6", "2026-07-16", "466.6", "edited"),
    ("2026-03-30", "402.3.a", "2026-07-16", "402.4.a", "moved"),
    ("2026-03-30", "404.2.a", "2026-07-16", "404.2.a", "same"),
    ("2026-03-30", "809.1.a", "2026-07-16", "809.1.a", "edited"),
    ("2026-03-30", "816.1.a", "2026-07-16", "816.1.a", "same"),
    ("2026-03-30", "817.1.a", "2026-07-16", "817.1.a", "same"),
    ("2026-03-30", "822.1.a", "2026-07-16", "822.1.a", "edited"),
    ("2026-03-30", "826.2", "2026-07-16", "826.2", "same"),
    ("2026-03-30", "340.2", "2026-07-16", "340.2", "same"),
    ("2026-03-30", "337.1.c.1", "2026-07-16", None, "removed"),
    ("2026-03-30", "317.2.e", "2026-07-16", "317.2.e", "same"),
    ("2025-06-02", "540.4", "2026-07-16", "338.1.b", "edited"),
    ("2025-06-02", "553.4", "2026-07-16", "347.2", "moved"),
    ("2025-06-02", "553.4.a.1", "2026-07-16", None, "removed"),
    ("2026-07-16", "809.1.a", "2025-06-02", "721.1.a", "edited"),
    ("2026-07-16", "816.1.a", "2025-06-02", "728.1.a", "moved"),
    ("2026-07-16", "817.1.a", "2025-06-02", "729.1.a", "moved"),
]

# Hand-checked answers the tracer still gets wrong (what it says instead is in the comment):
# pinned as strict expected failures, so fixing one shows up.
KNOWN_MISSES = [
    ("2025-06-02", "517.3.a", "2025-10", "317.2.a"),  # says None
    ("2025-06-02", "543.3", "2025-10", None),  # says 317.2.a
    ("2025-06-02", "625.1.c", "2025-10", "438.1.b"),  # says 438.1.e
    ("2025-06-02", "517.2.a", "2025-10", "317.2.b"),  # says None
    ("2025-06-02", "607.1.a", "2025-10", "418.1.a"),  # says None
    ("2025-10", "453.1", "2025-12-01", "457.3"),  # says None
    ("2025-12-01", "106.2.a", "2026-03-30", "107.1.a"),  # says None
    ("2025-12-01", "106.3.a", "2026-03-30", "107.2.a"),  # says None
    ("2026-03-30", "315.4.c", "2026-07-16", "316.2"),  # says None
    ("2025-06-02", "517.3.a", "2026-07-16", "317.2.a"),  # says None
    ("2025-06-02", "607.1.a", "2026-07-16", "431.1.a"),  # says None
    ("2026-07-16", "317.2.a", "2025-06-02", "517.3.a"),  # says 543.3
    ("2025-06-02", "627.2", "2025-10", "440.1.a.2"),  # says None
    ("2025-06-02", "517.3", "2025-10", "317.2"),  # says None
]


@pytest.mark.parametrize(
    ("source", "number", "target", "counterpart", "status"),
    SAMPLE,
    ids=[f"{source}:{number}->{target}" for source, number, target, _, _ in SAMPLE],
)
def test_trace_sample(source, number, target, counterpart, status):
    result = trace.trace(number, source, target)
    assert (result.counterpart, result.status) == (counterpart, status)


def test_sample_has_no_duplicates():
    keys = [(source, number, target) for source, number, target, _, _ in SAMPLE]
    assert len(keys) == len(set(keys))


@pytest.mark.xfail(strict=True, reason="a known miss of the tracer")
@pytest.mark.parametrize(
    ("source", "number", "target", "counterpart"),
    KNOWN_MISSES,
    ids=[f"{source}:{number}->{target}" for source, number, target, _ in KNOWN_MISSES],
)
def test_known_misses(source, number, target, counterpart):
    assert trace.trace(number, source, target).counterpart == counterpart


def test_accuracy_on_the_whole_hand_checked_sample():
    """133 of 147 hand-checked traces right (90 %); the figure is in the README."""
    right = len(SAMPLE)
    assert (right, len(KNOWN_MISSES)) == (133, 14)
