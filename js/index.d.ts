// SPDX-License-Identifier: MIT
// Types of eyeshape's npm package (index.js). Vertices in score() and
// eyeSpaces() answers are GTP names ("D4"), as the command line's --json
// prints them (vertexFromGtp converts); deadStones() answers [x, y].

/** Rows of 1 (black), -1 (white), 0 (empty); at most 25x25, rectangular. */
export type SignMap = ReadonlyArray<ReadonlyArray<-1 | 0 | 1 | number>>;
/** [x, y] from the top left. */
export type Vertex = [number, number];
export type Color = 'black' | 'white';

export interface InitOptions {
  /** Where the page serves eyeshape.wasm (default: beside index.js). */
  wasmUrl?: string | URL;
  /** The bytes of eyeshape.wasm, instead of loading them. */
  wasmBinary?: ArrayBuffer | Uint8Array;
}

export interface DeadStoneOptions {
  /** Random playouts behind the estimated verdicts (2..100000, default 256). */
  playouts?: number;
  /** Accepted for @sabaki/deadstones compatibility; the position is taken as finished. */
  finished?: boolean;
}

export interface GroupVerdict {
  color: Color;
  status: 'alive' | 'dead' | 'seki';
  certainty: 'proved' | 'estimated' | 'given';
  /** Why, in one line (GTP vertices). */
  by: string;
  stones: Vertex[];
}

export interface DeadStoneGroups {
  dead: Vertex[];
  groups: GroupVerdict[];
  /** Strings whose fate depends on who moves first. */
  unsettled: string[];
  /** Playout estimates between 35% and 65%. */
  close_calls: string[];
}

export interface ScoreOptions extends DeadStoneOptions {
  rules?: 'japanese' | 'korean' | 'chinese' | 'aga' | 'nz';
  /** Default 6.5 (territory rules) or 7.5 (area rules); a multiple of 0.5. */
  komi?: number;
  handicap?: number;
  /**
   * Dead stones (one per string is enough); found by the scorer when absent.
   * Given, they are counted as given, and `notes` names each group where
   * they and the scorer's own verdicts disagree.
   */
  dead?: Vertex[];
  /** Prisoners each side holds. */
  captures?: { black?: number; white?: number };
}

export interface BlackWhite<T> {
  black: T;
  white: T;
}

/** `eyeshape score --json` (docs/scoring.md). */
export interface ScoreResult {
  rules: string;
  komi: number;
  result: string;
  certainty: { status: 'proved' | 'estimated' | 'given'; estimates: string[] };
  notes: string[];
  handicap: number;
  filled_dame: BlackWhite<string[]>;
  score: BlackWhite<number>;
  territory: BlackWhite<string[]>;
  prisoners: BlackWhite<number>;
  seki: string[];
  seki_eyes: string[];
  dame: string[];
  dead: string[];
  false_eyes: string[];
  estimated_points: string[];
  seki_reasons: Array<{
    stones: string[];
    shared_liberties: string[];
    by_playouts: boolean;
    eyes: Array<{ owner: Color; points: string[]; value: string }>;
  }>;
  auto_dead: boolean;
  groups: Array<{
    color: Color;
    stones: string[];
    status: 'alive' | 'dead' | 'seki';
    certainty: { status: 'proved' | 'estimated' | 'given'; by: string };
  }>;
}

/** `eyeshape board --json` (docs/board-eyes.md). */
export interface EyeSpacesResult {
  board: {
    width: number;
    height: number;
    to_move: Color;
    sgf: boolean;
    moves_played: number;
    moves_in_record: number;
  };
  eyespaces: Array<{
    color: Color;
    origin: string;
    points: string[];
    marginal: string[];
    attacker_stones: string[];
    half_eyes: string[];
    false_eyes: string[];
    wall_strings: string[];
    status: 'valued' | 'too_large' | 'unsolved' | 'invalid';
    value: string | null;
    min: number | null;
    max: number | null;
    solved?: boolean;
    vertices?: number;
    attack: string[];
    defense: string[];
    /** With a lone ko half eye won by the owner (docs/board-eyes.md, V4): the value GNU Go's eval_eye reports. */
    ko_won?: { half_eye: string; value: string; attack: string[]; defense: string[] };
    message?: string;
  }>;
  half_eyes: TopologicalEye[];
  false_eyes: TopologicalEye[];
  groups: Array<{
    color: Color;
    origin: string;
    stones: string[];
    eyespaces: number[];
    value: string;
    min: number;
    max: number;
    complete: boolean;
  }>;
}

export interface TopologicalEye {
  point: string;
  color: Color;
  kind: 'half_eye' | 'false_eye';
  value: number;
  attack: string[];
  defense: string[];
  made_marginal: boolean;
}

export interface SolveOptions {
  /** W's liberties outside the eye space, 0..7 (default 2). */
  outerLiberties?: number;
  model?: 'board' | 'graph';
  /** Stop after this many search nodes: the answer is then {input, unsolved}. */
  nodeBudget?: number;
}

/** `eyeshape solve --json --explain` (docs/notation.md, docs/values.md). */
export interface SolveResult {
  input: string;
  value: string;
  diagram: string;
  model: 'board' | 'graph';
  outer_liberties: number;
  vertices: Array<{
    vertex: number;
    label: string;
    touches_wall: boolean;
    row?: number;
    column?: number;
    mark: 'attack' | 'defense' | 'both' | 'none';
  }>;
  attack: number[];
  defense: number[];
  lines?: Array<{
    first: 'X' | 'O';
    extra_eye: boolean;
    alive: boolean;
    text: string;
    moves: Array<{ side: 'X' | 'O'; vertex?: number; move?: string; captures_wall?: boolean }>;
  }>;
}

export interface Unsolved {
  input: string;
  unsolved: string;
}

export interface PositionRead {
  signMap: Array<Array<-1 | 0 | 1>>;
  /** A diagram's lower-case (dead) stones. */
  dead: Vertex[];
  captures: BlackWhite<number>;
  toMove: Color;
  sgf: boolean;
  komi: number | null;
  movesPlayed: number;
  movesInRecord: number;
}

export function init(options?: InitOptions): Promise<unknown>;
export function readPosition(text: string, options?: { move?: number }): Promise<PositionRead>;
export function deadStones(signMap: SignMap, options?: DeadStoneOptions): Promise<Vertex[]>;
export function deadStoneGroups(signMap: SignMap, options?: DeadStoneOptions): Promise<DeadStoneGroups>;
export function score(signMap: SignMap, options?: ScoreOptions): Promise<ScoreResult>;
export function eyeSpaces(signMap: SignMap): Promise<EyeSpacesResult>;
export function solve(diagram: string, options?: SolveOptions): Promise<SolveResult | Unsolved>;
export function vertexFromGtp(name: string, height: number): Vertex;
