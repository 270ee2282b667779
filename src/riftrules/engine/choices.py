"""Choices: answered from a queue (a scenario's ``choices``), else the first legal option.

Every choice a player makes — an opponent to gain a Burn Out point (431.2.c), a target, "you
may", the order of simultaneous abilities — takes the next answer from the queue. An answer
names an option (a player's, card's or battlefield's name), is ``yes``/``no`` (or true/false)
for "may", or a list of names for a choice of several. An answer that names no legal option is
an error (:class:`ChoiceError`), never silently skipped — except for a window to act that is
offered (:meth:`Choices.offer`, a Reaction): there an answer that names none of its options is
left for the next choice.

Asking (``Choices.asking``, :mod:`.decisions`): with no answer queued, a choice is not made
here but raised as :class:`Asked`, carrying the :class:`Decision` — who decides, what kind of
choice, the options, how many — so that the decision interface can offer its answers as typed
actions and replay the action with them. An answer given that way is a :class:`Picked`: the
index of one option, or None to stop picking (a pick of up to a number). :class:`ByName`
answers those decisions from a queue of answers by name (a scenario's ``choices``) as the queue
answers them at once, each mapped to an option's index by the same rules.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, TypeVar

T = TypeVar("T")

YES = frozenset({"yes", "y", "true"})
NO = frozenset({"no", "n", "false", "none"})


class ChoiceError(ValueError):
    """An answer in the queue is not a legal option for the choice it was given to."""


class DecisionKind(StrEnum):
    PICK = "pick"  # options to pick, one at a time (a target, a card, a mode)
    MAY = "may"  # yes or no ("you may", an optional cost)
    OFFER = "offer"  # a window to act (a Reaction), its first option passing


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice the rules leave to ``player``: ``options`` (how each is named), ``count`` to
    pick (``up_to``: any number to it, so None, stop picking, is an answer too), the indices
    ``picked`` so far, and ``allowed``: the indices that may be picked next."""

    player: str
    kind: DecisionKind
    prompt: str
    options: tuple[str, ...]
    count: int = 1
    up_to: bool = False
    picked: tuple[int, ...] = ()
    allowed: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Picked:
    """An answer through the decision interface: an option's index, or None (stop picking)."""

    index: int | None


class Asked(Exception):
    """Raised in asking mode when a choice has no answer queued."""

    def __init__(self, decision: Decision) -> None:
        super().__init__(decision.prompt)
        self.decision = decision


def label(option: object) -> str:
    """How an answer names an option."""
    return str(getattr(option, "name", option))


class Choices:
    """The queue of answers, and the record of every choice made."""

    def __init__(self, answers: Iterable[Any] = ()) -> None:
        self.answers: deque[Any] = deque(answers)
        self.made: list[tuple[str, str, list[str]]] = []  # (player, prompt, picked)
        self.offered: list[list[str]] = []  # the options of each pick, in order
        # a player's decisions when the queue has no answer (None: the first legal option):
        # ``.choose(player, options, count, up_to) -> picked`` and ``.decide(player) -> bool``
        self.agent: Any = None
        self.asking = False  # raise Asked instead of choosing when no answer is queued
        # asking: a pick with no choice left (every option wanted) is asked too, as the queue
        # answers one when it has answers (:class:`ByName`)
        self.ask_forced = False

    def pick(
        self,
        player: str,
        options: Sequence[T],
        *,
        count: int = 1,
        up_to: bool = False,
        prompt: str = "",
    ) -> list[T]:
        """``count`` of ``options`` (fewer if there are fewer; any number to ``count`` if
        ``up_to``). No options, no choice: nothing is consumed."""
        if not options or count <= 0:
            return []
        self.offered.append([label(option) for option in options])
        forced = len(options) <= count and not up_to  # all of them: no choice to make
        if self.asking:
            if forced and not self.ask_forced:
                picked = list(options)
            else:
                picked = self._ask(player, options, count, up_to, prompt)
        elif forced and not self.answers:
            picked = list(options)
        elif self.answers:
            picked = self._answer(self.answers.popleft(), options, count, up_to, prompt)
        elif self.agent is not None:
            picked = list(self.agent.choose(player, options, count, up_to))
        else:
            picked = list(options[:count])
        self.made.append((player, prompt, [label(option) for option in picked]))
        return picked

    def pick_within(
        self,
        player: str,
        options: Sequence[T],
        count: int,
        fits: Callable[[list[T]], bool],
        prompt: str = "",
    ) -> list[T]:
        """Asking mode: up to ``count`` of ``options``, each next pick one that ``fits`` with
        those picked before (a choice bounded as a group); recorded when something is
        picked, as such a choice made without asking is (``selectors.Choose``)."""
        self.offered.append([label(option) for option in options])
        picked = self._ask(player, options, count, True, prompt, fits)
        if picked:
            self.made.append((player, prompt, [label(option) for option in picked]))
        return picked

    def _ask(
        self,
        player: str,
        options: Sequence[T],
        count: int,
        up_to: bool,
        prompt: str,
        fits: Callable[[list[T]], bool] | None = None,
    ) -> list[T]:
        """One pick at a time, each from a queued :class:`Picked`, else :class:`Asked`."""
        indices: list[int] = []
        while len(indices) < min(count, len(options)):
            chosen = [options[i] for i in indices]
            allowed = tuple(
                i
                for i in range(len(options))
                if i not in indices and (fits is None or fits([*chosen, options[i]]))
            )
            if not allowed:
                break
            answer = self._next_picked(
                Decision(
                    player,
                    DecisionKind.PICK,
                    prompt,
                    tuple(label(o) for o in options),
                    count,
                    up_to,
                    tuple(indices),
                    allowed,
                )
            )
            if answer is None:
                break
            indices.append(answer)
        return [options[i] for i in indices]

    def _next_picked(self, decision: Decision) -> int | None:
        if not self.answers:
            raise Asked(decision)
        answer = self.answers.popleft()
        if not isinstance(answer, Picked) or not (
            answer.index in decision.allowed or (answer.index is None and decision.up_to)
        ):
            raise ChoiceError(f"answer {answer!r} to {decision.prompt or 'a choice'}: not legal")
        return answer.index

    def offer(self, player: str, options: Sequence[T], prompt: str = "") -> T:
        """A window to act that earlier answers knew nothing of (a Reaction before a spell
        resolves): the next answer is taken only if it names one of ``options``; otherwise
        nothing is consumed and the first option (passing) is taken, so that a queue written
        before such windows existed answers the same choices."""
        self.offered.append([label(option) for option in options])
        if self.asking:
            every = tuple(range(len(options)))
            names = tuple(label(o) for o in options)
            index = self._next_picked(
                Decision(player, DecisionKind.OFFER, prompt, names, allowed=every)
            )
            chosen = options[index or 0]
            self.made.append((player, prompt, [label(chosen)]))
            return chosen
        if self.answers and (index := self._offered(self.answers[0], options)) is not None:
            self.answers.popleft()
            self.made.append((player, prompt, [label(options[index])]))
            return options[index]
        chosen = options[0]
        if self.agent is not None and not self.answers:
            chosen = (self.agent.choose(player, options, 1, False) or [options[0]])[0]
        self.made.append((player, prompt, [label(chosen)]))
        return chosen

    def decide(self, player: str, prompt: str = "") -> bool:
        """A yes-or-no choice ("you may"): the next answer, else yes (the first option)."""
        if self.asking:  # option 0 is yes, 1 is no
            decision = Decision(player, DecisionKind.MAY, prompt, ("yes", "no"), allowed=(0, 1))
            result = self._next_picked(decision) == 0
        elif not self.answers:
            result = self.agent.decide(player) if self.agent is not None else True
        else:
            result = self._yes_or_no(self.answers.popleft(), prompt)
        self.made.append((player, prompt, ["yes" if result else "no"]))
        return result

    @staticmethod
    def _offered(answer: Any, options: Sequence[Any]) -> int | None:
        """The index of the option of a window to act that ``answer`` names, if it names one."""
        if isinstance(answer, list | bool):
            return None
        key = str(answer).casefold()
        return next((i for i, o in enumerate(options) if label(o).casefold() == key), None)

    @staticmethod
    def _yes_or_no(answer: Any, prompt: str) -> bool:
        if isinstance(answer, bool):
            return answer
        if str(answer).casefold() in YES:
            return True
        if str(answer).casefold() in NO:
            return False
        raise ChoiceError(f"answer {answer!r} to {prompt or 'a yes/no choice'}: not yes or no")

    @staticmethod
    def _answer(answer: Any, options: Sequence[T], count: int, up_to: bool, prompt: str) -> list[T]:
        wanted = list(answer) if isinstance(answer, list) else [answer]
        if up_to and len(wanted) == 1 and str(wanted[0]).casefold() in NO:
            return []
        picked: list[T] = []
        for name in wanted:
            key = str(name).casefold()
            match = next(
                (o for o in options if label(o).casefold() == key and o not in picked), None
            )
            if match is None:
                legal = ", ".join(dict.fromkeys(label(o) for o in options))
                what = prompt or "a choice"
                raise ChoiceError(f"answer {name!r} to {what}: legal options are {legal}")
            picked.append(match)
        if len(picked) > count or (not up_to and len(picked) < min(count, len(options))):
            raise ChoiceError(
                f"answer {answer!r} to {prompt or 'a choice'}: {count} option(s) wanted"
            )
        return picked


def out_of_bounds(prompt: str, names: list[str]) -> ChoiceError:
    """An answer whose options, together, break the bound of their choice (a total Might,
    all at one location, one at each)."""
    return ChoiceError(f"{prompt}: {names} out of bounds")


@dataclass(frozen=True, slots=True)
class _Option:
    """A :class:`Decision`'s option by its index and name (two options may share a name)."""

    index: int
    name: str


class ByName:
    """The answers to asking mode's decisions from a queue of answers by name (a scenario's
    ``choices``), given as :class:`Choices` takes them from ``answers`` at once: one answer for
    a whole pick (names, or ``no`` to pick none of up to a number), yes or no for "may", and
    for a window to act only an answer that names one of its options. With no answer left, the
    first allowed option, as with no answer at once (a pick: the first options; "may": yes; a
    window: passing). A wrong answer is a :class:`ChoiceError`, the one :class:`Choices` gives."""

    def __init__(self, answers: deque[Any]) -> None:
        self.answers = answers
        self._plan: list[int | None] | None = None  # the pick being answered: its indices

    def answer(self, decision: Decision) -> int | None:
        """The index of the option ``decision`` is answered with (None: stop picking)."""
        if decision.kind is DecisionKind.MAY:
            yes = not self.answers or Choices._yes_or_no(self.answers.popleft(), decision.prompt)
            return 0 if yes else 1  # option 0 is yes
        if decision.kind is DecisionKind.OFFER:
            index = Choices._offered(self.answers[0], decision.options) if self.answers else None
            if index is None:
                return 0  # passing, no answer consumed
            self.answers.popleft()
            return index
        if not decision.picked:  # a new pick: its answer, mapped to indices at once
            self._plan = self._indices(decision) if self.answers else None
        if self._plan is None:
            return decision.allowed[0]
        index = self._plan[len(decision.picked)]
        if index is not None and index not in decision.allowed:
            names = [decision.options[i] for i in self._plan if i is not None]
            raise out_of_bounds(decision.prompt, names)
        return index

    def _indices(self, decision: Decision) -> list[int | None]:
        """The next answer as the indices of a pick, then None (stop, if it goes on)."""
        options = [_Option(i, name) for i, name in enumerate(decision.options)]
        answer = self.answers.popleft()
        picked = Choices._answer(answer, options, decision.count, decision.up_to, decision.prompt)
        return [*(option.index for option in picked), None]
