// SPDX-License-Identifier: MIT
// The package as a user gets it: `npm pack` makes the tarball, a scratch
// project installs it (no registry: the package has no dependencies) and
// imports it by name; its answer must equal the native binary's.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';

import { nativeJson, repo } from './helpers.js';

test('npm pack, install the tarball in a scratch project, use it', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'eyeshape-pack-'));
  const npm = (args, cwd) =>
    execFileSync('npm', [...args, '--no-audit', '--no-fund', '--offline', '--loglevel=error'], {
      cwd,
      encoding: 'utf8',
    });
  npm(['pack', '--pack-destination', scratch], path.join(repo, 'js'));
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  assert.ok(tarball, 'npm pack made no tarball');
  const project = path.join(scratch, 'project');
  execFileSync('mkdir', ['-p', project]);
  writeFileSync(path.join(project, 'package.json'), '{"name": "scratch", "private": true, "type": "module"}\n');
  npm(['install', path.join(scratch, tarball)], project);
  writeFileSync(
    path.join(project, 'use.js'),
    "import { solve, deadStones } from 'eyeshape';\n" +
      "const value = await solve('!...%....');\n" +
      'const dead = await deadStones([[0, 1, 0, 0], [1, 1, 1, 1], [0, 1, 0, 0], [0, 1, 0, -1]]);\n' +
      'console.log(JSON.stringify({ value, dead }));\n',
  );
  const out = JSON.parse(execFileSync('node', ['use.js'], { cwd: project, encoding: 'utf8' }));
  assert.deepEqual(out.value, nativeJson('solve', '!...%....', '--json', '--explain'));
  assert.ok(Array.isArray(out.dead));
  const listed = execFileSync('tar', ['-tzf', path.join(scratch, tarball)], { encoding: 'utf8' });
  for (const file of ['index.js', 'index.d.ts', 'dist/eyeshape.mjs', 'dist/eyeshape.wasm']) {
    assert.ok(listed.includes(`package/${file}`), `${file} is not in the tarball`);
  }
});
