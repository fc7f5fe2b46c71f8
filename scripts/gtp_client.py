# SPDX-License-Identifier: MIT
"""A GTP engine driven over a pipe, for the measurement scripts.

One command at a time: `reply(command)` writes it and reads the reply up to
the blank line that ends it, returning (ok, text) where ok says whether the
reply began with `=` and text is the reply without its `=`/`?` and id.
`send(command)` is the same text, or None for a `?` reply. An engine that
stops raises RuntimeError naming the command.

  from gtp_client import Gtp
  engine = Gtp(["/usr/games/gnugo", "--mode", "gtp"])
  size = engine.send("query_boardsize")
  engine.close()
"""

import os
import re
import subprocess

# GNU Go 3.8 (Debian `gnugo`) and the Release build's binary, the defaults
# of the scripts that compare the two.
GNUGO = "/usr/games/gnugo"
EYESHAPE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                                         "build", "release", "cli", "eyeshape"))


class Gtp:
    def __init__(self, args, cwd=None):
        self.process = subprocess.Popen(args, cwd=cwd, stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        text=True)

    def reply(self, command):
        """(ok, text): ok for a '=' reply; text without the '='/'?' and id."""
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if line == "":
                raise RuntimeError(f"engine stopped after '{command}'")
            line = line.rstrip("\n")
            if line == "":
                if lines:
                    break
                continue
            lines.append(line)
        text = "\n".join(lines)
        m = re.match(r"^([=?])\d*\s?(.*)$", text, re.S)
        if not m:
            return False, text
        return m.group(1) == "=", m.group(2)

    def send(self, command):
        """The reply's text (without '= ') or None for a '?' reply."""
        ok, text = self.reply(command)
        return text.lstrip() if ok else None

    def close(self):
        try:
            self.send("quit")
        except (RuntimeError, BrokenPipeError):
            pass
        self.process.wait()
