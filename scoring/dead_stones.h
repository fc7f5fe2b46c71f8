// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCORING_DEAD_STONES_H_
#define EYESHAPE_SCORING_DEAD_STONES_H_

// File: scoring/dead_stones.h
// Dead stones found, not given (issue 24, item 1): `eyeshape score` without
// `--dead`, and GTP `final_status_list` without marks. Every string of a
// finished position gets a verdict, alive or dead, with its certainty:
//   * proved alive: unconditional life (board/benson.h, Benson's algorithm):
//     the string cannot be captured even if its owner passes forever;
//   * proved alive by zone searches (scoring/life_search.h,
//     ProveLifeByZones): tried only for the stones around a string whose
//     capture is read (below) and that Benson's test leaves unproved;
//   * proved dead: the string lies in a region (a maximal connected set of
//     points without stones of the other colour C) bordered only by C stones
//     that are unconditionally alive, and every point of the region is next
//     to one of those stones. No point of the region can ever be an eye of
//     the string's colour (an eye needs all its neighbours of its own
//     colour, and those C stones are never taken), C's moves in the region
//     join C's living stones, so C captures every string of the region by
//     filling its liberties, whatever the other side does;
//   * proved dead, more widely: the string lies in C's unconditional
//     territory (board/benson.h, FindUnconditionalTerritory), a region
//     without C's living stones where at most two points, side by side, are
//     next to none of them: it can make one eye at most, and C fills its
//     other liberties from its living stones and then takes it;
//   * estimated, by the exact local game (scoring/enclosed_string.h): a
//     string that alone encloses a small region holding all its liberties is
//     an eyespace's wall; captured even moving first: dead; alive even if
//     the other side moves first: alive; else "not settled" (a note);
//   * dead, by reading the capture (scoring/local_search.h, ReadCapture):
//     where that value says dead, and for a string in an enclosure of at
//     most `max_proof_area` points, the capture read on the board with the
//     string moving first, every sacrifice and every ko to the string;
//     proved when the stones around it are proved alive (Benson or zone
//     searches, whose zones no stone of the string's colour borders, so
//     the two proofs use disjoint points), else estimated. The other
//     colour's strings shut inside the enclosure are read as sacrifices
//     (CaptureArea); a string the playouts keep is read too, whatever its
//     own size, and where no capture is found, once more with the wall
//     strings an estimate keeps alive (two eyes by exact values, or nearly
//     every playout) steady: estimated, and counted only when none of
//     those strings is itself read captured;
//   * estimated, by the playouts run again without the strings read
//     captured against the first playouts' verdict: the strings near them
//     (the other colour's strings beside them and those strings'
//     neighbours) that the playouts judged are judged by the new ones, a
//     verdict changing only past a close-call line (dead at 65% against
//     it, alive at 35%);
//   * estimated, by exact eye values (OneEyeAmongLivingStrings): a string
//     the playouts keep alive whose group makes at most one eye, shut in by
//     strings of the other colour with two eyes each, is dead;
//   * estimated, by the capturing race (LosesCapturingRace): a close call
//     of the playouts alive whose group makes at most one eye, shut in, and
//     loses the race to each group of the other colour around that neither
//     lives nor can join living stones, is dead;
//   * estimated, by the finished-game rule (floating stones, as web boards
//     find dead stones): a close call of the playouts alive, with at most
//     one point of territory of its own and three liberties or more (or
//     fewer with no territory, when no string of the other colour next to
//     it is as short, counted with the strings it joins through two shared
//     liberties: no race or seki to hold), is dead when, with every such
//     string taken off, its points end the other colour's in most of a
//     second set of playouts;
//   * estimated, by the verdicts' consistency (AliveAmongDeadStrings): a
//     string judged dead whose strings of the other colour around are all
//     judged dead, or whose points would be its own colour's territory once
//     every dead string is taken, lives;
//   * estimated, by random playouts (scoring/playouts.h) that never fill
//     one's own eye and never self-atari two or more stones: a string whose
//     points end owned by the other colour in at least 45% of the playouts
//     is dead (a living string should survive nearly all of them). The
//     reason gives the shares; between 35% and 65% the string is also
//     listed as a close call. Where a string outside both colours'
//     unconditional life and territory ends within 6 points of 45% or 35%
//     (the lines the verdicts are drawn at), `refine_factor` times as many
//     playouts more, with other random numbers, are pooled with the first.
// Each string is judged on its own; for the report, the strings of one
// enclosure (a connected set of empty points and stones of one colour,
// bounded by the other colour and the edge) with the same verdict and
// certainty form one group. Seki is decided by Score() among the stones not
// dead; ScoreWithFoundDead() marks those groups seki.
//
//   DeadStones found = FindDeadStones(position);
//   ScoreResult score = Score(position, found.dead, options);

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "board/eyes.h"
#include "board/point_set.h"
#include "board/position.h"
#include "scoring/score.h"

namespace eyeshape::scoring {

struct DeadStoneOptions {
  int playouts = 256;      // random playouts of the estimate (playouts.h)
  std::uint64_t seed = 1;  // their random numbers
  // Where a string's share lies near a line the verdicts are drawn at, this
  // many times `playouts` more are run and pooled with the first (0: none).
  int refine_factor = 3;
  // The proof of capture in a small enclosure (scoring/local_search.h,
  // ProveCaptured): enclosures of more points are not read, nor reads past
  // this many positions.
  int max_proof_area = 12;
  int proof_nodes = 100000;
  // The zone searches (scoring/life_search.h) that prove the stones around
  // a read capture alive: nodes for all of them in one position.
  int zone_nodes = 400000;
};

struct DeadStones {
  board::PointSet dead;  // union of whole strings: give it to Score()
  // Every string of the position is in one group, with status kAlive or kDead
  // (an enclosure's strings with the same verdict and certainty).
  std::vector<GroupStatus> groups;
  // Strings whose fate depends on who moves first (the exact local game):
  // the game is not finished there. One line each, GTP vertices.
  std::vector<std::string> unsettled;
  // Strings the playouts judge with between 35% and 65% of their points
  // going to the other colour: estimates to check by eye. One line each.
  std::vector<std::string> close_calls;
};

// The exact eye values in the estimate (issue 24: an estimate "can know that
// a space is one eye"). The group of the string at `p` is the strings of its
// colour joined through points of its colour's eye spaces (`eyes`, the
// board layer's analysis of `position`). It cannot live when
//   * its eye spaces, every one valued, make at most one eye even if it moves
//     first (c <= 1 of their sum by AddEyeCounts),
//   * every empty point next to it lies in an eye space of the other colour
//     (no open ground to run to or to make a second eye in), and
//   * every string of the other colour next to it is in `alive`, or has two
//     eyes (b >= 2) in its eye spaces away from the group (a space too large
//     to value counting as two, CountOf) and is not in `judged_dead` (no
//     semeai for the group to win, no seki), or lies inside the group's eye
//     space: each of its stones an attacker stone of one of the spaces
//     counted, each of its liberties a point of the group, so that taking
//     it is part of that space's exact value (issue 24), and
//   * no string of the other colour around the other colour's eye spaces
//     that hold its stones or its empty neighbours is in `judged_dead`
//     (strings inside the group's own eye space, as above, aside): a
//     lone stone in the middle of such a space touches none of them, and
//     is not dead when the walls that shut it in are.
// Returns the reason when all four hold, else "". An estimate, not a proof:
// a sum of eye values is a rule of thumb (docs/board-eyes.md), and the eye
// spaces are the board layer's reading of the position.
std::string OneEyeAmongLivingStrings(const board::Position& position,
                                     const board::EyeAnalysis& eyes, board::Point p,
                                     const board::PointSet& alive,
                                     const board::PointSet& judged_dead);

// The capturing race (semeai) in the estimate. The group of the string at
// `p`, found as in OneEyeAmongLivingStrings (at most one eye even moving
// first; shut in, where a point between it and the other colour's stones
// with no empty point beyond also counts as shut), must take a group of the
// other colour to live. A string of the other colour inside the group's eye
// space (as in OneEyeAmongLivingStrings: its capture is in the space's
// value) is no race. The other colour's groups around it are its strings
// joined through their colour's eye spaces; each is
//   * living: it holds a string in `alive`, or has two eyes away from the
//     group (b >= 2) and none of its strings next to the group is in
//     `judged_dead`; or
//   * joined to a living group through a liberty the group does not touch
//     (filling it is answered by the connection); or
//   * a race the group loses even moving first by the classic liberty count:
//     the moves each side needs to fill the other's liberties (outside ones,
//     shared ones, which go to the side with an eye against one without and
//     all but one of which are seki when neither has an eye, and an eye's:
//     1, 2, 3, 5, 8, 12 for one to six points), counted generously for the
//     group (every point of its eye spaces the other does not touch, an eye
//     whenever it can make one or has a point surrounded by its stones) and
//     sparingly for the other side (its stones' liberties only).
// Returns the reason ("capturing race: lost by N liberties against M: ..."
// or, when every group around lives or joins, "capturing race: none to
// win: ...") when one of these holds for every group around, else "". Says
// nothing for a group with a string the board layer reads as capturable
// (no eye spaces of its own) or next to one, or next to a string in
// `judged_dead`. An estimate: the count ignores approach moves, the group
// taking stones elsewhere, and ko.
std::string LosesCapturingRace(const board::Position& position, const board::EyeAnalysis& eyes,
                               board::Point p, const board::PointSet& alive,
                               const board::PointSet& judged_dead);

// The consistency of the verdicts: a string judged dead lives when
//   * its strings of the other colour around (at least one) are all in
//     `judged_dead`: once they are taken it stands on points its colour
//     gets (a stone in the eye of a dead group, judged on its own by the
//     playouts, is not dead with it), or
//   * with every string of `judged_dead` and itself taken off, the empty
//     region holding its points is bordered by stones of its own colour
//     only: its points would be its own colour's territory, so no living
//     stone of the other colour is there to capture it (a stone standing
//     apart from the dead stones around it, which the first test misses).
// Returns the reason ("alive: every white string next to it is judged
// dead", "alive: once every string judged dead is taken, its points are
// white's territory"), else "". An estimate, as the verdicts it rests on.
std::string AliveAmongDeadStrings(const board::Position& position, const board::PointSet& stones,
                                  const board::PointSet& judged_dead);

// Finds the dead stones of a finished `position`. Deterministic; thread-safe
// (no shared state).
DeadStones FindDeadStones(const board::Position& position, const DeadStoneOptions& options = {});

// Where dead stones given by the user (`given`, whole strings) and
// FindDeadStones()'s verdicts (`judged`) disagree, one note each: stones
// marked dead that an estimate keeps alive, stones not marked that it
// finds dead ("proved" when the verdict is). Proved-alive stones marked
// dead are left to Score()'s own note (Benson's test, zone searches). A
// note, not an error: the count follows the marks, and a user who marked
// by mistake is told where.
std::vector<std::string> NotesOnGivenDead(const board::Position& position,
                                          const board::PointSet& given, const DeadStones& judged);

// Score() with dead stones the user gives (`dead`, whole strings), with
// NotesOnGivenDead()'s notes against FindDeadStones(position, options).
ScoreResult ScoreWithGivenDead(const board::Position& position, const board::PointSet& dead,
                               const ScoreOptions& options,
                               const DeadStoneOptions& dead_options = {});

// Score() with the dead stones FindDeadStones() finds; the verdicts go into the
// result's groups (their certainty) and `found` (may be null) receives them.
ScoreResult ScoreWithFoundDead(const board::Position& position, const ScoreOptions& options,
                               const DeadStoneOptions& dead_options = {},
                               DeadStones* found = nullptr);

}  // namespace eyeshape::scoring

#endif  // EYESHAPE_SCORING_DEAD_STONES_H_
