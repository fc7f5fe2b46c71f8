#!/usr/bin/env python3
"""Checks that a program needs no shared libstdc++, libgcc_s or Abseil.

With EYESHAPE_STATIC_RUNTIME (cmake/EyeshapeStaticRuntime.cmake) the
command line links them in, so that its start does not pay for loading them.
Reads the program's NEEDED entries with `readelf -d` (binutils).

Usage: check_static_runtime.py PROGRAM
"""
import re
import subprocess
import sys

FORBIDDEN = re.compile(r'^(libstdc\+\+|libgcc_s|libabsl_)')


def main():
    if len(sys.argv) != 2:
        sys.exit('usage: check_static_runtime.py PROGRAM')
    out = subprocess.run(['readelf', '-d', sys.argv[1]], capture_output=True, text=True,
                         check=True).stdout
    needed = re.findall(r'\(NEEDED\)\s+Shared library: \[([^\]]+)\]', out)
    if not needed:
        sys.exit(f'check_static_runtime: no NEEDED entries in {sys.argv[1]} (not a dynamic program?)')
    shared = [name for name in needed if FORBIDDEN.match(name)]
    if shared:
        sys.exit(f'check_static_runtime: {sys.argv[1]} needs {", ".join(shared)}')
    print('needs only: ' + ', '.join(needed))


if __name__ == '__main__':
    main()
