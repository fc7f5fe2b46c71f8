// SPDX-License-Identifier: MIT
// File: tests/scoring/life_search_slow_test.cc
// The zone game of scoring/life_search.h against the exact local game of
// the solver (SPEC §2-4), an independent implementation: every eyespace of
// up to 7 points in a 4x4 box in the corner of a 7x7 board (touching one
// edge, both or none), every one of up to 6 points with one White stone
// inside, and each of those again with one point beside it left empty
// outside the zone. Black fills the rest of the board as one string (the
// wall, no liberty outside: L = 0), so the zone is the eyespace and the
// empty point outside is the approach of its marginal points (`!`, `$`).
// The zone game is conservative (White retakes every ko at once, Black
// never does, a string reaching outside counts only the liberties in the
// zone), so what it proves the solver must give: two eyes with White first
// means b = 2, one means b >= 1; with Black first, c = 2 and c >= 1.

#include <array>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "board/position.h"
#include "gtest/gtest.h"
#include "scoring/life_search.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"

namespace eyeshape::scoring {
namespace {

using board::Color;
using board::Point;
using board::PointSet;
using board::Position;

constexpr int kSize = 7;

struct Tally {
  int shapes = 0;
  int proved = 0;
};

// The box's cells are numbered row by row from its lower left corner at
// (box, box); `mask` holds the eyespace, `stones` White's stones in it,
// `hole` the empty point outside (or -1: none, else y * kSize + x).
void Check(int box, std::uint32_t mask, std::uint32_t stones, int hole, Tally* tally) {
  std::array<std::array<char, kSize>, kSize> grid{};  // [y][x]: 'C' wall
  for (auto& row : grid) row.fill('C');
  for (int i = 0; i < 16; ++i) {
    if ((mask >> i & 1) != 0) grid[box + i / 4][box + i % 4] = (stones >> i & 1) != 0 ? 'X' : '.';
  }
  const int hole_x = hole < 0 ? -9 : hole % kSize;
  const int hole_y = hole < 0 ? -9 : hole / kSize;
  if (hole >= 0) grid[hole_y][hole_x] = 'H';
  Position position(kSize, kSize);
  bool left = false;
  bool bottom = false;
  for (int y = 0; y < kSize; ++y) {
    for (int x = 0; x < kSize; ++x) {
      const char g = grid[y][x];
      const Point p =
          position.Parse(std::string(1, static_cast<char>('A' + x)) + std::to_string(y + 1));
      position.Place(p, g == 'C' ? Color::kBlack : g == 'X' ? Color::kWhite : Color::kEmpty);
      if (g == '.' || g == 'X') {
        left = left || x == 0;
        bottom = bottom || y == 0;
      }
    }
  }
  const PointSet black = position.Points(Color::kBlack);
  if (position.StringAt(black.First()) != black) return;  // the wall must be one string
  bool legal = true;
  position.Points(Color::kWhite).ForEach([&](Point p) {
    if (position.Liberties(position.StringAt(p)).empty()) legal = false;
  });
  if (!legal) return;
  // The eyes.db diagram of the box, top row first.
  std::string diagram;
  for (int y = box + 3; y >= box; --y) {
    if (!diagram.empty()) diagram += '%';
    if (left) diagram += '|';
    for (int x = box; x < box + 4; ++x) {
      char g = grid[y][x];
      const bool marginal = std::abs(x - hole_x) + std::abs(y - hole_y) == 1;
      if (g == 'C' || g == 'H') {
        g = 'O';
      } else if (marginal) {
        g = g == 'X' ? '$' : '!';
      }
      diagram += g;
    }
  }
  if (bottom) diagram += std::string("%") + (left ? "+" : "") + "----";
  const auto pattern = solver::ParseEyespace(diagram);
  ASSERT_TRUE(pattern.ok()) << diagram;
  solver::GameOptions options;
  options.outer_liberties = 0;
  const std::string value =
      solver::SolveValue(solver::Normalize(pattern.value().eyespace).eyespace, options)
          .value.ToString();
  const int b = value[1] - '0';
  const int c = value[2] - '0';
  PointSet zone = position.board_points() - black;
  if (hole >= 0) zone.Erase(board::PointAt(hole_x, kSize - 1 - hole_y));
  ++tally->shapes;
  struct Game {
    int eyes;
    Mover first;
    int solver_eyes;
  };
  for (const Game& game : {Game{2, Mover::kOpponent, b}, Game{1, Mover::kOpponent, b},
                           Game{2, Mover::kOwner, c}, Game{1, Mover::kOwner, c}}) {
    const ZoneOutcome outcome =
        ReadEyesInZone(position, black.First(), zone, game.eyes, game.first, 200000, nullptr);
    ASSERT_NE(outcome, ZoneOutcome::kUnknown) << diagram;
    if (outcome != ZoneOutcome::kEyes) continue;
    ++tally->proved;
    EXPECT_GE(game.solver_eyes, game.eyes)
        << diagram << " has value " << value << ", but the zone game proves " << game.eyes
        << " eyes with " << (game.first == Mover::kOwner ? "Black" : "White") << " first";
  }
}

bool Connected(std::uint32_t mask) {
  std::uint32_t seen = mask & (~mask + 1);
  std::uint32_t frontier = seen;
  while (frontier != 0) {
    std::uint32_t next = 0;
    for (int i = 0; i < 16; ++i) {
      if ((frontier >> i & 1) == 0) continue;
      if (i % 4 > 0) next |= 1u << (i - 1);
      if (i % 4 < 3) next |= 1u << (i + 1);
      if (i / 4 > 0) next |= 1u << (i - 4);
      if (i / 4 < 3) next |= 1u << (i + 4);
    }
    next &= mask & ~seen;
    seen |= next;
    frontier = next;
  }
  return seen == mask;
}

TEST(LifeSearchSlowTest, ZoneGameNeverProvesMoreThanTheExactLocalGame) {
  Tally tally;
  for (int box = 0; box < 2; ++box) {
    for (std::uint32_t mask = 1; mask < (1u << 16); ++mask) {
      const int size = __builtin_popcount(mask);
      if (size > 7 || !Connected(mask)) continue;
      Check(box, mask, 0, -1, &tally);
      if (size > 6) continue;
      std::vector<std::uint32_t> stone_sets = {0};
      for (int i = 0; i < 16; ++i) {
        if ((mask >> i & 1) != 0) stone_sets.push_back(1u << i);
      }
      for (const std::uint32_t stones : stone_sets) {
        if (stones != 0) Check(box, mask, stones, -1, &tally);
        for (int hole = 0; hole < kSize * kSize; ++hole) {
          const int x = hole % kSize - box;
          const int y = hole / kSize - box;
          const bool inside = x >= 0 && x < 4 && y >= 0 && y < 4;
          if (inside && (mask >> (y * 4 + x) & 1) != 0) continue;
          bool beside = false;
          for (int i = 0; i < 16; ++i) {
            if ((mask >> i & 1) != 0 && std::abs(i % 4 - x) + std::abs(i / 4 - y) == 1)
              beside = true;
          }
          if (beside) Check(box, mask, stones, hole, &tally);
        }
      }
    }
  }
  // Enough shapes and proofs for the comparison to mean something.
  EXPECT_GT(tally.shapes, 100000);
  EXPECT_GT(tally.proved, 200000);
  std::printf("%d eyespaces, %d zone-game proofs, none beyond the solver's value\n", tally.shapes,
              tally.proved);
}

}  // namespace
}  // namespace eyeshape::scoring
