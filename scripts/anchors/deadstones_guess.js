// SPDX-License-Identifier: MIT
// Test-only: runs @sabaki/deadstones 2.1.2 (installed by install.sh) on the
// positions given as one JSON array on stdin: [{"name": ..., "signMap":
// [[1, -1, 0, ...], ...]}, ...] (rows from the top, 1 black, -1 white).
// Prints one JSON line per position: {"name", "dead": [[x, y], ...],
// "seconds"}, the time of guess() alone. guess is called as web boards call
// it for a finished game: {finished: true} (its default iterations).
const deadstones = require('@sabaki/deadstones');

async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const positions = JSON.parse(input);
  // The first call loads the WebAssembly module: not timed per position.
  await deadstones.guess([[0]], {finished: true});
  for (const position of positions) {
    const start = process.hrtime.bigint();
    const dead = await deadstones.guess(position.signMap, {finished: true});
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    process.stdout.write(JSON.stringify({name: position.name, dead, seconds}) + '\n');
  }
}

main().catch((error) => {
  process.stderr.write(`deadstones_guess.js: ${error.message}\n`);
  process.exit(2);
});
