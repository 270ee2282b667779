"""Shell completion: ``completion bash|zsh|fish`` prints a script built from the registry."""

from __future__ import annotations

import argparse
import shlex
from dataclasses import dataclass

from riftrules.commands import Exit, arg, command

SHELLS = ("bash", "zsh", "fish")
# Options and positionals whose values are edition ids.
_EDITION_VALUES = {"--edition", "--from", "--to", "--written-for", "old", "new"}


@dataclass(frozen=True, slots=True)
class Option:
    flags: tuple[str, ...]
    help: str
    takes_value: bool
    choices: tuple[str, ...] | None


@dataclass(frozen=True, slots=True)
class Spec:
    name: str
    help: str
    options: tuple[Option, ...]
    positionals: tuple[tuple[str, ...] | None, ...]  # each positional's choices, if any


def specs() -> list[Spec]:
    """What each command accepts, read from the argument parser."""
    from riftrules.commands.parser import parser
    from riftrules.rules import store

    editions = tuple(info.id for info in store.editions())
    top, by_name = parser()
    found = []
    helps = {
        action.dest: action.help
        for group in top._subparsers._group_actions  # type: ignore[union-attr]
        for action in group._choices_actions
    }
    for name, sub in by_name.items():
        options, positionals = [], []
        for action in sub._actions:
            choices = tuple(action.choices) if action.choices else None
            key = action.option_strings[-1] if action.option_strings else action.dest
            if choices is None and key in _EDITION_VALUES:
                choices = editions
            if action.option_strings:
                options.append(
                    Option(
                        tuple(action.option_strings), action.help or "", action.nargs != 0, choices
                    )
                )
            else:
                positionals.append(choices)
        found.append(Spec(name, helps.get(name, ""), tuple(options), tuple(positionals)))
    return found


@command(
    "completion",
    'Print a shell completion script: eval "$(riftrules completion bash)".',
    arg("shell", choices=SHELLS, help="the shell to complete for"),
    formats=None,
)
def completion(args: argparse.Namespace) -> int:
    print({"bash": bash, "zsh": zsh, "fish": fish}[args.shell](specs()), end="")
    return Exit.OK


def _words(values: tuple[str, ...] | list[str]) -> str:
    return shlex.quote(" ".join(values))


def _reply(words: str) -> str:
    """Bash: offer ``words`` (a ``compgen`` argument: ``-W 'a b'`` or ``-f``) for the word."""
    if not words.startswith("-"):
        words = f"-W {words}"
    return f'COMPREPLY=($(compgen {words} -- "$cur"))'


def bash(found: list[Spec]) -> str:
    lines = [
        '# riftrules completion for bash: eval "$(riftrules completion bash)"',
        "_riftrules() {",
        '    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"',
        "    if [[ $COMP_CWORD -eq 1 ]]; then",
        f"        {_reply(_words([s.name for s in found] + ['--help', '--version', '-V']))}",
        "        return",
        "    fi",
        '    case "${COMP_WORDS[1]}" in',
    ]
    for spec in found:
        lines.append(f"    {spec.name})")
        valued = [o for o in spec.options if o.takes_value]
        if valued:
            lines.append('        case "$prev" in')
            for option in valued:
                values = _words(option.choices) if option.choices else "-f"
                lines.append(f"            {'|'.join(option.flags)}) {_reply(values)}; return;;")
            lines.append("        esac")
        flags = [flag for option in spec.options for flag in option.flags]
        lines.append(f'        if [[ "$cur" == -* ]]; then {_reply(_words(flags))}; return; fi')
        choices = sorted({c for p in spec.positionals if p for c in p})
        if choices:
            lines.append(f"        {_reply(_words(choices))}")
        lines.append("        ;;")
    lines += ["    esac", "}", "complete -o default -F _riftrules riftrules", ""]
    return "\n".join(lines)


def _zsh_text(text: str) -> str:
    """Text inside a single-quoted zsh _arguments spec."""
    text = text.replace("'", "'\\''").replace("[", "(").replace("]", ")").replace(":", "\\:")
    return text.replace("\n", " ")


def zsh(found: list[Spec]) -> str:
    lines = [
        "#compdef riftrules",
        "# riftrules completion for zsh: riftrules completion zsh > ~/.zfunc/_riftrules",
        "_riftrules() {",
        "    local -a commands",
        "    commands=(",
        *(f"        '{s.name}:{_zsh_text(s.help)}'" for s in found),
        "    )",
        "    _arguments -C \\",
        "        '(- *)'{-V,--version}'[print the version]' \\",
        "        '(- *)'{-h,--help}'[show help]' \\",
        "        '1: :->command' \\",
        "        '*:: :->args'",
        "    case $state in",
        "        command) _describe 'command' commands ;;",
        "        args)",
        "            case $words[1] in",
    ]
    for spec in found:
        parts = []
        for option in spec.options:
            flags = (
                option.flags[0] if len(option.flags) == 1 else "{" + ",".join(option.flags) + "}"
            )
            quoted = f"'{flags}'" if len(option.flags) == 1 else flags
            value = ""
            if option.takes_value:
                values = f"({' '.join(option.choices)})" if option.choices else " "
                value = f"':value:{values}'"
            parts.append(f"{quoted}'[{_zsh_text(option.help)}]'{value}")
        for index, choices in enumerate(spec.positionals, 1):
            values = f"({' '.join(choices)})" if choices else "_files"
            parts.append(f"'{index}: :{values}'")
        body = " ".join(parts) if parts else "'*: :_files'"
        lines.append(f"                {spec.name}) _arguments {body} ;;")
    lines += ["            esac ;;", "    esac", "}", '_riftrules "$@"', ""]
    return "\n".join(lines)


def fish(found: list[Spec]) -> str:
    lines = [
        "# riftrules completion for fish: riftrules completion fish | source",
        "complete -c riftrules -s V -l version -d 'print the version'",
    ]
    for spec in found:
        lines.append(
            f"complete -c riftrules -f -n __fish_use_subcommand -a {spec.name} "
            f"-d {shlex.quote(spec.help)}"
        )
        when = f"-n '__fish_seen_subcommand_from {spec.name}'"
        for option in spec.options:
            flags = " ".join(
                f"-l {flag[2:]}" if flag.startswith("--") else f"-s {flag[1:]}"
                for flag in option.flags
            )
            value = ""
            if option.takes_value:
                value = f" -x -a {_words(option.choices)}" if option.choices else " -r"
            lines.append(
                f"complete -c riftrules {when} {flags}{value} -d {shlex.quote(option.help)}"
            )
        choices = sorted({c for p in spec.positionals if p for c in p})
        if choices:
            lines.append(f"complete -c riftrules -f {when} -a {_words(choices)}")
    return "\n".join(lines) + "\n"
