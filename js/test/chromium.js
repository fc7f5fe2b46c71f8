// SPDX-License-Identifier: MIT
// What the two browser tests share: Debian's Chromium (headless, with the
// flags this closed network needs), a server on 127.0.0.1 that serves folders
// of the repository and takes what a page posts to /result, and a run of
// Chromium on a URL until the page has posted (or a time limit). A page
// posts its answers back because Chromium's own --dump-dom does not wait for
// the module to compile under load.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { repo } from './helpers.js';

function findChromium() {
  for (const name of ['chromium', 'chromium-browser']) {
    const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
    if (found.status === 0) return found.stdout.trim();
  }
  return null;
}

export const chromium = findChromium();
// Chromium is required when EYESHAPE_REQUIRE_CHROMIUM=1 (scripts/wasm-test.sh
// in CI); elsewhere a browser test is skipped without it.
export const skipWithoutChromium = !chromium && process.env.EYESHAPE_REQUIRE_CHROMIUM !== '1';

const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };

// Serves the repository's `folders` (e.g. ['js', 'web']) and `routes` (path ->
// {type, body}) from 127.0.0.1 on a free port; a POST to /result goes to
// server.posted(body) when a run waits for it.
export async function serve(folders, routes = {}) {
  const server = createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    if (url.pathname === '/result' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        response.writeHead(204).end();
        server.posted?.(body);
      });
      return;
    }
    const route = routes[url.pathname];
    if (route !== undefined) {
      response.writeHead(200, { 'content-type': route.type });
      response.end(route.body);
      return;
    }
    const file = path.join(repo, path.normalize(decodeURIComponent(url.pathname)));
    if (!folders.some((folder) => file.startsWith(path.join(repo, folder)))) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

// Runs headless Chromium on `url` (a path on `server`) with a fresh profile
// until the page posts to /result; returns {body, stderr}, body null when
// nothing came within `seconds`. Chromium is stopped and its profile
// removed either way.
export async function runUntilPosted(server, url, seconds = 120) {
  const { port } = server.address();
  const profile = mkdtempSync(path.join(tmpdir(), 'eyeshape-chromium-'));
  const posted = new Promise((resolve) => {
    server.posted = resolve;
  });
  const browser = spawn(chromium, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', `--user-data-dir=${profile}`,
    `http://127.0.0.1:${port}${url}`,
  ], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  browser.stderr.on('data', (chunk) => (stderr += chunk));
  let timer;
  const body = await Promise.race([
    posted,
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), seconds * 1000);
    }),
  ]);
  clearTimeout(timer);
  server.posted = undefined;
  const closed = new Promise((resolve) => browser.on('close', resolve));
  browser.kill();
  await closed;
  // The profile holds tens of files per run; leave /tmp as it was found.
  rmSync(profile, { recursive: true, force: true });
  return { body, stderr };
}
