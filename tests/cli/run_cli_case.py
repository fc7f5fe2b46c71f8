#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# File: tests/cli/run_cli_case.py
# Runs one command-line regression case of the `eyeshape` binary (or every
# case of the given files) and compares exit codes, stdout and stderr exactly
# with the goldens in tests/cli/golden/. tests/cli/README.md describes the
# case format; tests/cli/CMakeLists.txt registers one ctest test per case.
#
#   run_cli_case.py --eyeshape BIN --shared DIR cases/solve.cases --case solve.text
#   run_cli_case.py --eyeshape BIN --shared DIR --update cases/*.cases
#
# Exit status: 0 pass, 1 fail, 77 skipped (a requirement is missing, or the
# case is a known bug that still fails: see `known-bug:`).
# Python 3 standard library only.

import argparse
import difflib
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN_DIR = os.path.join(HERE, "golden")
DATA_DIR = os.path.join(HERE, "data")
GNUGO = "/usr/games/gnugo"
SKIP = 77
TIMEOUT_SECONDS = 60
MASKED = "<masked>"

CASE_KEYS = ("copy", "mkdir", "file", "requires", "known-bug")  # act on the case
RUN_KEYS = ("stdin", "stdin-file", "stdout-to", "exit", "mask")  # set up the last run
FILE_CHECKS = ("absent", "bytes", "same-as", "golden")


class CaseError(Exception):
    """A malformed case file."""


class Case:
    def __init__(self, name, path, line):
        self.name = name
        self.where = "%s:%d" % (path, line)
        self.actions = []  # ("run", Run) or (key, value), in file order
        self.requires = []
        self.known_bug = None

    def runs(self):
        return [value for key, value in self.actions if key == "run"]


class Run:
    def __init__(self, args, setup=False):
        self.args = args
        self.setup = setup  # a setup run: exit 0, nothing on stdout or stderr, no goldens
        self.stdin = None  # bytes
        self.stdout_to = None
        self.exit = 0 if setup else None
        self.masks = []


def parse_cases(path):
    """The cases of one file, in order: a dict name -> Case."""
    cases = {}
    case = None
    with open(path, encoding="utf-8") as f:
        for number, raw in enumerate(f, 1):
            line = raw.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            header = re.fullmatch(r"\[([a-z0-9_.-]+)\]", line)
            if header:
                name = header.group(1)
                if name in cases:
                    raise CaseError("%s:%d: case %s appears twice" % (path, number, name))
                case = cases[name] = Case(name, path, number)
                continue
            if case is None or ":" not in line:
                raise CaseError("%s:%d: expected [name] or key: value" % (path, number))
            key, value = line.split(":", 1)
            key = key.strip()
            value = value[1:] if value.startswith(" ") else value
            add_line(case, key, value, "%s:%d" % (path, number))
    for case in cases.values():
        if all(run.setup for run in case.runs()):
            raise CaseError("%s: case %s has no run:" % (case.where, case.name))
        for run in case.runs():
            if run.exit is None:
                raise CaseError("%s: case %s: every run needs exit:" % (case.where, case.name))
    return cases


def add_line(case, key, value, where):
    if key in ("run", "setup"):
        case.actions.append(("run", Run(shlex.split(value), setup=key == "setup")))
        return
    if key in RUN_KEYS:
        runs = case.runs()
        if not runs:
            raise CaseError("%s: %s: before any run:" % (where, key))
        run = runs[-1]
        if key == "stdin":
            run.stdin = (run.stdin or b"") + value.encode("utf-8") + b"\n"
        elif key == "stdin-file":
            with open(os.path.join(DATA_DIR, value), "rb") as f:
                run.stdin = (run.stdin or b"") + f.read()
        elif key == "stdout-to":
            run.stdout_to = value
        elif key == "exit":
            run.exit = int(value)
        elif key == "mask":
            run.masks.append(re.compile(value))
        return
    if key == "requires":
        if value not in ("gnugo", "shared"):
            raise CaseError("%s: requires: gnugo or shared, not %r" % (where, value))
        case.requires.append(value)
    elif key == "known-bug":
        case.known_bug = value
    elif key in CASE_KEYS:
        if key == "file" and (len(value.split()) < 2 or value.split()[1] not in FILE_CHECKS):
            raise CaseError("%s: file: NAME then one of %s" % (where, ", ".join(FILE_CHECKS)))
        case.actions.append((key, value))
    else:
        raise CaseError("%s: unknown key %r" % (where, key))


def decode(data):
    return data.decode("utf-8", errors="surrogateescape")


def encode(text):
    return text.encode("utf-8", errors="surrogateescape")


def substitute_args(args, places):
    out = []
    for arg in args:
        for placeholder, path in places:
            arg = arg.replace(placeholder, path)
        out.append(arg)
    return out


def normalize_output(text, places, masks):
    """Paths back to placeholders (longest path first), then the masks."""
    for placeholder, path in sorted(places, key=lambda p: -len(p[1])):
        text = text.replace(path, placeholder)
    for mask in masks:
        text = mask.sub(mask_match, text)
    return text


def mask_match(match):
    """The match with each group (or the whole match) replaced by MASKED."""
    if match.re.groups == 0:
        return MASKED
    text = match.group(0)
    start = match.start(0)
    for group in range(match.re.groups, 0, -1):
        if match.start(group) < 0:
            continue
        a, b = match.start(group) - start, match.end(group) - start
        text = text[:a] + MASKED + text[b:]
    return text


def golden_path(case, step, stream):
    suffix = stream if step == 1 else "%d.%s" % (step, stream)
    return os.path.join(GOLDEN_DIR, "%s.%s" % (case.name, suffix))


def read_golden(path):
    if not os.path.exists(path):
        return None
    with open(path, "rb") as f:
        return decode(f.read())


def write_golden(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(encode(text))


def diff(expected, actual, label):
    lines = difflib.unified_diff(
        (expected or "").splitlines(keepends=True),
        actual.splitlines(keepends=True),
        "expected " + label,
        "actual " + label,
    )
    return "".join(line if line.endswith("\n") else line + "\\ (no newline)\n" for line in lines)


def contract_problems(run, exit_code, stdout, stderr):
    """Rules every command follows whatever its goldens say (README, issue 9):
    a failure is exactly one line on stderr starting with 'eyeshape: ', and
    --json output is one JSON value per line."""
    problems = []
    if exit_code != 0 and not (stderr.endswith("\n") and stderr.count("\n") == 1):
        problems.append("exit %d but stderr is not exactly one line" % exit_code)
    if exit_code != 0 and not stderr.startswith("eyeshape: "):
        problems.append("exit %d but stderr does not start with 'eyeshape: '" % exit_code)
    if "--json" in run.args:
        for number, line in enumerate(stdout.splitlines(), 1):
            try:
                json.loads(line)
            except ValueError as e:
                problems.append("--json: stdout line %d is not JSON (%s)" % (number, e))
    return problems


def run_case(case, eyeshape, shared, update):
    """Runs a case; returns a list of failure messages (empty: pass)."""
    failures = []
    with tempfile.TemporaryDirectory(prefix="eyeshape-cli-") as outer:
        # The working folder is one level down, so that `..` (where the CLI
        # looks for ../shared/data/eyes.db by default) is a folder holding
        # nothing else, wherever the system's temporary folder is.
        tmp = os.path.join(outer, "work")
        os.mkdir(tmp)
        places = [("@TMP@", tmp), ("@SHARED@", shared), ("@DATA@", DATA_DIR)]
        places += [(p, os.path.realpath(d)) for p, d in places if os.path.realpath(d) != d]
        env = dict(os.environ, LC_ALL="C", LANG="C")
        step = 0
        for key, value in case.actions:
            if key == "run":
                step += 0 if value.setup else 1
                failures += do_run(case, step, value, eyeshape, tmp, env, places, update)
            elif key == "copy":
                source, target = value.split()
                shutil.copyfile(os.path.join(DATA_DIR, source), os.path.join(tmp, target))
            elif key == "mkdir":
                os.makedirs(os.path.join(tmp, value))
            elif key == "file":
                failures += check_file(case, value, tmp, places, update)
    return failures


def do_run(case, step, run, eyeshape, tmp, env, places, update):
    args = substitute_args(run.args, places)
    label = "%s (eyeshape %s)" % ("setup" if run.setup else "step %d" % step,
                                  shlex.join(run.args))
    stdout_target = subprocess.PIPE
    if run.stdout_to is not None:
        stdout_target = open(run.stdout_to, "wb")
    try:
        # argv[0] is "eyeshape" whatever the binary's path, so messages that
        # name the program do not depend on the build tree.
        result = subprocess.run(
            ["eyeshape"] + args,
            executable=eyeshape,
            cwd=tmp,
            env=env,
            input=run.stdin if run.stdin is not None else b"",
            stdout=stdout_target,
            stderr=subprocess.PIPE,
            timeout=TIMEOUT_SECONDS,
        )
    except subprocess.TimeoutExpired:
        return ["%s: no exit within %d s" % (label, TIMEOUT_SECONDS)]
    finally:
        if run.stdout_to is not None:
            stdout_target.close()
    stdout = normalize_output(decode(result.stdout or b""), places, run.masks)
    stderr = normalize_output(decode(result.stderr), places, run.masks)
    failures = []
    if result.returncode != run.exit:
        failures.append("%s: exit status %d, expected %d" % (label, result.returncode, run.exit))
    for problem in contract_problems(run, result.returncode, stdout, stderr):
        failures.append("%s: %s" % (label, problem))
    for stream, actual in (("stdout", stdout), ("stderr", stderr)):
        if run.setup:
            if actual:
                failures.append("%s: a setup run printed on %s:\n%s" % (label, stream, actual))
            continue
        path = golden_path(case, step, stream)
        expected = read_golden(path)
        if update:
            write_golden(path, actual)
        elif expected is None:
            failures.append("%s: no golden %s (run with --update, then check it)" % (label, path))
        elif expected != actual:
            failures.append("%s: %s differs from %s\n%s" % (
                label, stream, os.path.relpath(path, HERE), diff(expected, actual, stream)))
    return failures


def check_file(case, spec, tmp, places, update):
    """`file: NAME absent | bytes N | same-as OTHER | golden`."""
    words = spec.split()
    name, kind = words[0], words[1]
    path = os.path.join(tmp, name)
    label = "file %s" % name
    if kind == "absent":
        return ["%s: exists, expected absent" % label] if os.path.exists(path) else []
    if not os.path.isfile(path):
        return ["%s: missing" % label]
    with open(path, "rb") as f:
        data = f.read()
    if kind == "bytes":
        expected = int(words[2])
        return [] if len(data) == expected else [
            "%s: %d bytes, expected %d" % (label, len(data), expected)]
    if kind == "same-as":
        other = substitute_args([words[2]], places)[0]
        with open(os.path.join(tmp, other), "rb") as f:
            same = f.read() == data
        return [] if same else ["%s: differs from %s" % (label, words[2])]
    # kind == "golden"
    golden = os.path.join(GOLDEN_DIR, "%s.%s" % (case.name, name))
    actual = normalize_output(decode(data), places, [])
    expected = read_golden(golden)
    if update:
        write_golden(golden, actual)
        return []
    if expected is None:
        return ["%s: no golden %s" % (label, golden)]
    if expected != actual:
        return ["%s differs from %s\n%s" % (
            label, os.path.relpath(golden, HERE), diff(expected, actual, name))]
    return []


def missing_requirement(case, shared):
    for requirement in case.requires:
        if requirement == "gnugo" and not os.access(GNUGO, os.X_OK):
            return "GNU Go is not installed at %s" % GNUGO
        if requirement == "shared" and not os.path.isfile(os.path.join(shared, "data", "eyes.db")):
            return "no eyes.db in %s/data" % shared
    return None


def main():
    parser = argparse.ArgumentParser(
        description="Runs command-line regression cases of eyeshape (tests/cli/README.md).")
    parser.add_argument("--eyeshape", required=True, help="the eyeshape binary")
    parser.add_argument("--shared", required=True, help="the ../shared directory (eyes.db)")
    parser.add_argument("--case", help="run only this case (default: all cases of the files)")
    parser.add_argument("--update", action="store_true",
                        help="rewrite the goldens from the actual output (then check them!)")
    parser.add_argument("files", nargs="+", help="case files")
    options = parser.parse_args()
    eyeshape = os.path.abspath(options.eyeshape)
    shared = os.path.abspath(options.shared)

    selected = []
    for path in options.files:
        for case in parse_cases(path).values():
            if options.case is None or case.name == options.case:
                selected.append(case)
    if not selected:
        print("no case named %s in %s" % (options.case, " ".join(options.files)))
        return 1

    failed = skipped = False
    for case in selected:
        missing = missing_requirement(case, shared)
        if missing:
            print("%s: SKIPPED: %s" % (case.name, missing))
            skipped = True
            continue
        update = options.update and case.known_bug is None
        if options.update and not update:
            print("%s: known bug, goldens left alone (they hold the correct output)" % case.name)
        failures = run_case(case, eyeshape, shared, update)
        if case.known_bug is not None:
            if failures:
                print("%s: KNOWN BUG, still present: %s" % (case.name, case.known_bug))
                print("\n".join(failures))
                skipped = True
            else:
                print("%s: passes now, so the known bug is fixed: remove its known-bug: line"
                      % case.name)
                failed = True
        elif failures:
            print("%s: FAILED (%s)" % (case.name, case.where))
            print("\n".join(failures))
            failed = True
        else:
            print("%s: %s" % (case.name, "updated" if update else "ok"))
    return 1 if failed else SKIP if skipped else 0

if __name__ == "__main__":
    try:
        sys.exit(main())
    except CaseError as e:
        print("bad case file: %s" % e)
        sys.exit(1)
