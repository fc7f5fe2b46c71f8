// SPDX-License-Identifier: MIT
// A program using the package's API as a TypeScript board would, compiled
// with tsc --noEmit by scripts/wasm-test.sh: index.d.ts must declare every
// export index.js has, and the @ts-expect-error lines fail the check if a
// declaration is loosened until a wrong use compiles.
import {
  deadStoneGroups,
  deadStones,
  eyeSpaces,
  init,
  readPosition,
  score,
  solve,
  vertexFromGtp,
  type DeadStoneGroups,
  type EyeSpacesResult,
  type PositionRead,
  type ScoreResult,
  type SignMap,
  type SolveResult,
  type Unsolved,
  type Vertex,
} from '../../index.js';

export async function useEverything(signMap: SignMap): Promise<string[]> {
  await init({ wasmUrl: new URL('file:///eyeshape.wasm') });
  await init({ wasmBinary: new Uint8Array(8) });
  const dead: Vertex[] = await deadStones(signMap, { finished: true });
  const groups: DeadStoneGroups = await deadStoneGroups(signMap, { playouts: 64 });
  const result: ScoreResult = await score(signMap, { rules: 'chinese', komi: 7.5, dead, captures: { black: 1 } });
  const eyes: EyeSpacesResult = await eyeSpaces(signMap);
  const read: PositionRead = await readPosition('(;SZ[9])', { move: 1 });
  const shape: SolveResult | Unsolved = await solve('!...%....', { outerLiberties: 2, model: 'board', nodeBudget: 1000 });
  const lines = 'unsolved' in shape ? [shape.unsolved] : (shape.lines ?? []).map((l) => `${l.first} ${l.alive} ${l.text}`);
  const [x, y]: Vertex = vertexFromGtp(result.dead[0] ?? 'A1', read.signMap.length);
  const statuses = groups.groups.map((g) => `${g.status} ${g.certainty}`);
  const values = eyes.eyespaces.map((s) => s.value ?? s.status);
  // @ts-expect-error: the rules are one of five names
  await score(signMap, { rules: 'stone-scoring' });
  // @ts-expect-error: a vertex is [x, y], not a GTP name
  await score(signMap, { dead: ['D4'] });
  // @ts-expect-error: solve takes a diagram string
  await solve(signMap);
  return [...lines, ...statuses, ...values, result.result, String(x + y)];
}
