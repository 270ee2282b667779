"""The notation normaliser: one canonical form, a map back, and a fast path that agrees."""

from hypothesis import given, settings
from hypothesis import strategies as st

from riftrules.cardtext.coverage import pool_texts
from riftrules.cardtext.normalise import normalise, rewrite


def test_the_three_notations_meet():
    gallery = normalise(":rb_energy_1::rb_rune_fury:, :rb_exhaust:: Give +2 :rb_might:.")
    alt = normalise("[1][R], [T]: Give +2 [S].")
    assert gallery.text == alt.text == "[1][R], [E]: Give +2 [M]."


def test_the_map_points_back_at_the_text_as_given():
    given_text = "[T]: [Legion] - Draw 1."
    result = normalise(given_text)
    start = result.text.index("[E]")
    assert result.source_span(start, start + 3) == (0, 3)
    dash = result.text.index("—")
    begin, end = result.source_span(dash, dash + 1)
    assert "-" in given_text[begin:end]


def test_modes_and_markup():
    rich = "<p>Choose one —</p><ul><li>Deal 2.</li><li>Draw 1.</li></ul>"
    assert normalise(rich).text == "Choose one —\n• Deal 2.\n• Draw 1."


def test_the_fast_path_agrees_on_the_pool():
    for text in pool_texts():
        assert normalise(text).text == rewrite(text).text


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab [T]S-–—’“\n\t<>&:_rb ")), max_size=40))
def test_the_fast_path_agrees_on_anything(text):
    assert normalise(text).text == rewrite(text).text
