"""Switching every file of one import together.

An import never writes into ``rulebook/``. It copies the current generation into a staging
folder beside it (``.rulebook.new-*``), writes its outputs there, and then exchanges the two
folders in one system call (``renameat2(RENAME_EXCHANGE)``). A process killed at any moment
therefore leaves ``rulebook/`` holding the old generation or the new one, never a mix; what it
leaves beside it is cleaned by the next import. The generation replaced is kept as
``.rulebook.previous`` until the next import, so that a reader that started before the switch
reads it to the end (:func:`riftrules.paths.rulebook_dir`).

Where the exchange is not available (not Linux, or a file system without it) the switch is two
renames, and :func:`riftrules.paths.rulebook_dir` completes a switch a kill interrupted between
them. The path inside ``rulebook/`` of every file stays the same, so an import's change reads as
a plain git diff.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import fcntl
import os
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping
from functools import cache
from pathlib import Path

from riftrules.paths import READY, previous_generation, staging_prefix

_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


@contextlib.contextmanager
def locked(root: Path) -> Iterator[None]:
    """One import at a time for ``root`` (an advisory lock beside it)."""
    lock = root.parent / f".{root.name}.lock"
    with lock.open("a") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def clean_leftovers(root: Path) -> None:
    """Remove the staging folders of imports that were killed (call with the lock held)."""
    for leftover in root.parent.glob(f"{staging_prefix(root)}*"):
        shutil.rmtree(leftover, ignore_errors=True)


def stage(root: Path) -> Path:
    """A new staging folder beside ``root`` holding its current generation's files, as hard
    links (an import replaces files, it never writes into one, so the two never differ)."""
    staging = Path(tempfile.mkdtemp(prefix=staging_prefix(root), dir=root.parent))
    if root.is_dir():
        shutil.copytree(root, staging, symlinks=True, dirs_exist_ok=True, copy_function=_link)
    return staging


def _link(source: str, target: str) -> None:
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def replace_folder(staging: Path, folder: str, files: Mapping[str, str]) -> None:
    """Make ``staging/folder`` hold exactly ``files`` (paths inside the folder -> text)."""
    target = staging / folder
    shutil.rmtree(target, ignore_errors=True)
    target.mkdir(parents=True)
    for name, text in files.items():
        path = target / name
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        path.chmod(0o644)


def switch(staging: Path, root: Path) -> None:
    """Make ``staging`` the current generation at ``root`` in one step; keep the old one as
    the previous generation (the one before it is removed)."""
    _sync_tree(staging)
    previous = previous_generation(root)
    trash = None
    if previous.exists():
        # Readers still on the generation before the previous one lose it (they are told).
        trash = Path(tempfile.mkdtemp(prefix=staging_prefix(root), dir=root.parent))
        os.replace(previous, trash / "old")
    sys.audit("riftrules.import.switch", str(staging), str(root))  # for fault injection
    if not root.exists():
        os.rename(staging, root)
    elif _exchange(staging, root):
        os.rename(staging, previous)  # ``staging`` now holds the old generation
    else:
        (staging / READY).touch()
        _sync_dir(staging)
        os.rename(root, previous)
        # A kill here leaves no ``root``: ``paths.rulebook_dir`` renames ``staging`` into place.
        os.rename(staging, root)
        (root / READY).unlink()
    _sync_dir(root.parent)
    if trash is not None:
        shutil.rmtree(trash, ignore_errors=True)


@cache
def libc_function(name: str) -> Callable[..., int] | None:
    """A C library function (Linux: ``renameat2``, ``syncfs``), None where there is none."""
    try:
        return getattr(ctypes.CDLL(None, use_errno=True), name)
    except (OSError, AttributeError):
        return None


def _exchange(a: Path, b: Path) -> bool:
    """Swap two folders atomically; False where the system cannot."""
    renameat2 = libc_function("renameat2")
    if renameat2 is None:
        return False
    result = renameat2(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE)
    if result == 0:
        return True
    code = ctypes.get_errno()
    if code in (errno.EINVAL, errno.ENOSYS, errno.ENOTSUP):
        return False
    raise OSError(code, os.strerror(code), str(b))


def _sync_tree(top: Path) -> None:
    """Flush every file and folder of ``top`` to disk, so that a power cut keeps a whole
    generation too: one ``syncfs`` for its file system, else each file."""
    syncfs = libc_function("syncfs")
    if syncfs is not None:
        descriptor = os.open(top, os.O_RDONLY | os.O_DIRECTORY)
        try:
            if syncfs(descriptor) == 0:
                return
        finally:
            os.close(descriptor)
    for folder, _, names in os.walk(top):
        for name in names:
            path = os.path.join(folder, name)
            if not os.path.islink(path):
                descriptor = os.open(path, os.O_RDONLY)
                try:
                    os.fsync(descriptor)
                finally:
                    os.close(descriptor)
        _sync_dir(Path(folder))


def _sync_dir(folder: Path) -> None:
    descriptor = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)
