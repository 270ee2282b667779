"""``python -m riftrules.importers SHARED [EDITION...]``: same as ``riftrules import``."""

from riftrules.cli import main

if __name__ == "__main__":
    raise SystemExit(main(["import", *__import__("sys").argv[1:]]))
