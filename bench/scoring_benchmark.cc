// SPDX-License-Identifier: MIT
// File: bench/scoring_benchmark.cc
// Scoring finished games on one core: Score() (scoring/score.h: eye analysis
// with exact values, groups, the local seki search, the dame game, the count)
// on the final positions of the stored GNU Go self-play games, and the whole
// of `eyeshape score` without --dead (the dead stones found, then Score) on
// the real counted games of the scoring development set (issue 24, "Speed":
// median at most 50 ms, worst at most 1 s per finished 19x19 game).
//
//   BM_ScoreDevSet         every record of ../shared/data/scoring-dev
//                          (EYESHAPE_SCORING_DEV overrides the folder) at its
//                          end, with its RU, KM and HA; one iteration scores
//                          all of them once with ScoreWithFoundDead. Counters
//                          as below; `estimated`, the results not proved.
//
//   BM_ScoreFinished/<size>/<dead>  every stored game of that size at its
//                          end; one iteration scores all of them once.
//                          dead = 0: no stone marked dead (a game ended by
//                          GNU Go level 1 may leave dead stones: the scorer
//                          must estimate, not hang); dead = 1: the strings
//                          of GNU Go's `final_status_list dead`, recorded by
//                          bench/selfplay_dead.py next to each game (.dead).
//                          Counters: positions; median_ms and worst_ms, the
//                          median and the largest over positions of each
//                          position's smallest thread CPU time across
//                          iterations (as bench/board_benchmark.cc);
//                          estimated, the positions with a cluster decided by
//                          playouts.
//
// The games are tests/data/selfplay/selfplay-<size>-*.sgf of the source tree,
// or in the folder named by EYESHAPE_SELFPLAY.
//
//   BM_ZoneGame/<case>     the zone games of scoring/life_search.h that
//                          docs/scoring.md ("Two corrected readings") cites,
//                          on the two Black walls of issue 24: counters
//                          nodes and eyes (1 when proved). Each game gets
//                          EYESHAPE_ZONE_BUDGET nodes (default 500,000).

#include <benchmark/benchmark.h>
#include <time.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "base/parse_int.h"
#include "bench/selfplay_timing.h"
#include "board/ascii_board.h"
#include "board/sgf.h"
#include "scoring/dead_stones.h"
#include "scoring/life_search.h"
#include "scoring/score.h"

namespace eyeshape::bench {
namespace {

struct Game {
  board::Position position;
  board::PointSet dead;  // empty unless asked for and recorded
};

// The first vertex of every line of a .dead file (one dead string a line).
std::vector<std::string> DeadVertices(const std::filesystem::path& file) {
  std::vector<std::string> vertices;
  std::ifstream in(file);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string first;
    if (words >> first) vertices.push_back(first);
  }
  return vertices;
}

// The final position of every stored game of `size`, with GNU Go's dead
// strings when `with_dead` (a game whose .dead file is missing or does not
// fit the position is left out).
std::vector<Game> FinalPositions(int size, bool with_dead) {
  std::vector<Game> games;
  for (const auto& file : SelfPlayRecords(size)) {
    std::ifstream in(file, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto game = board::ReadSgf(text);
    if (!game.ok()) continue;
    Game out{game.value().position, {}};
    if (with_dead) {
      std::filesystem::path dead_file = file;
      dead_file.replace_extension(".dead");
      if (!std::filesystem::exists(dead_file)) continue;
      const auto dead = scoring::DeadStringsFromVertices(out.position, DeadVertices(dead_file));
      if (!dead.ok()) continue;
      out.dead = dead.value();
    }
    games.push_back(out);
  }
  return games;
}

void BM_ScoreFinished(benchmark::State& state) {
  const int size = static_cast<int>(state.range(0));
  const bool with_dead = state.range(1) != 0;
  const std::vector<Game> games = FinalPositions(size, with_dead);
  if (games.empty()) {
    state.SkipWithError(with_dead ? "no stored self-play games with .dead files of this size "
                                    "(bench/selfplay_dead.py writes them)"
                                  : "no stored self-play games of this size (tests/data/selfplay)");
    return;
  }
  std::vector<double> fastest(games.size(), std::numeric_limits<double>::infinity());
  int estimated = 0;
  for (auto _ : state) {
    estimated = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
      const double start = ThreadCpuMilliseconds();
      const scoring::ScoreResult score = scoring::Score(games[i].position, games[i].dead);
      fastest[i] = std::min(fastest[i], ThreadCpuMilliseconds() - start);
      if (!score.estimated_points.empty()) ++estimated;
      benchmark::DoNotOptimize(score);
    }
  }
  SetMedianAndWorst(state, fastest);
  state.counters["estimated"] = estimated;
}
// One record of the development set: its final position and how it is counted.
struct DevGame {
  board::Position position;
  scoring::ScoreOptions options;
};

std::vector<DevGame> DevSetPositions() {
  const char* env = std::getenv("EYESHAPE_SCORING_DEV");
  const std::filesystem::path folder = env != nullptr && *env != '\0'
                                           ? std::filesystem::path(env)
                                           : std::filesystem::path(EYESHAPE_SCORING_DEV_DIR);
  std::vector<std::filesystem::path> files;
  std::error_code error;
  for (const auto& entry : std::filesystem::recursive_directory_iterator(folder / "games", error)) {
    if (entry.path().extension() == ".sgf") files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::vector<DevGame> games;
  for (const auto& file : files) {
    std::ifstream in(file, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const auto game = board::ReadSgf(text);
    if (!game.ok()) continue;
    DevGame out{game.value().position, {}};
    const auto rules = scoring::ParseRules(game.value().rules);
    out.options.rules = rules.ok() ? rules.value() : scoring::Rules::kJapanese;
    out.options.komi = game.value().komi;
    out.options.handicap = game.value().handicap;
    games.push_back(out);
  }
  return games;
}

void BM_ScoreDevSet(benchmark::State& state) {
  const std::vector<DevGame> games = DevSetPositions();
  if (games.empty()) {
    state.SkipWithError("no scoring development set (../shared/data/scoring-dev)");
    return;
  }
  std::vector<double> fastest(games.size(), std::numeric_limits<double>::infinity());
  int estimated = 0;
  for (auto _ : state) {
    estimated = 0;
    for (std::size_t i = 0; i < games.size(); ++i) {
      const double start = ThreadCpuMilliseconds();
      const scoring::ScoreResult score =
          scoring::ScoreWithFoundDead(games[i].position, games[i].options);
      fastest[i] = std::min(fastest[i], ThreadCpuMilliseconds() - start);
      if (score.certainty != scoring::Certainty::kProved) ++estimated;
      benchmark::DoNotOptimize(score);
    }
  }
  SetMedianAndWorst(state, fastest);
  state.counters["estimated"] = estimated;
}
BENCHMARK(BM_ScoreDevSet)->Unit(benchmark::kMillisecond)->Iterations(1);

// The big eye (tests/scoring/seki_positions_test.cc) and the seki without
// eyes (tests/data/scoring/seki_without_eyes.txt): Black's walls.
constexpr char kBigEyeWall[] = R"(
.......
.......
.......
.......
XXXXXXX
OOOOOX.
.XX.OX.
)";
constexpr char kSekiWithoutEyesWall[] = R"(
XX.OOOX
XX.OOOX
OOOOXXX
XXXXXXX
.......
.......
.......
)";

struct ZoneCase {
  const char* board;
  const char* wall;
  const char* zone;  // corners of a rectangle, "A4 C7"
  int eyes;
  scoring::Mover first;
};

constexpr ZoneCase kZoneCases[] = {
    {kBigEyeWall, "A3", "A4 C7", 1, scoring::Mover::kOwner},
    {kBigEyeWall, "A3", "E4 G7", 1, scoring::Mover::kOwner},
    {kSekiWithoutEyesWall, "A4", "A1 C3", 1, scoring::Mover::kOwner},
    {kSekiWithoutEyesWall, "A4", "A1 C3", 1, scoring::Mover::kOpponent},
    {kSekiWithoutEyesWall, "A4", "A1 D3", 1, scoring::Mover::kOpponent},
    {kSekiWithoutEyesWall, "A4", "A1 E3", 1, scoring::Mover::kOpponent},
    {kSekiWithoutEyesWall, "A4", "A1 G3", 2, scoring::Mover::kOpponent},
};

void BM_ZoneGame(benchmark::State& state) {
  const ZoneCase& zone_case = kZoneCases[state.range(0)];
  const auto parsed = board::ReadAsciiBoard(zone_case.board);
  if (!parsed.ok()) {
    state.SkipWithError(parsed.error().c_str());
    return;
  }
  const board::Position& position = parsed.value().position;
  const std::string corners = zone_case.zone;
  const board::Point a = position.Parse(corners.substr(0, corners.find(' ')));
  const board::Point b = position.Parse(corners.substr(corners.find(' ') + 1));
  board::PointSet zone;
  for (int x = std::min(board::ColumnOf(a), board::ColumnOf(b));
       x <= std::max(board::ColumnOf(a), board::ColumnOf(b)); ++x) {
    for (int y = std::min(board::RowOf(a), board::RowOf(b));
         y <= std::max(board::RowOf(a), board::RowOf(b)); ++y) {
      zone.Insert(board::PointAt(x, y));
    }
  }
  const char* budget_text = std::getenv("EYESHAPE_ZONE_BUDGET");
  const int budget = budget_text != nullptr ? ParseInt(budget_text).value_or(500000) : 500000;
  int nodes = 0;
  scoring::ZoneOutcome outcome = scoring::ZoneOutcome::kUnknown;
  for (auto _ : state) {
    outcome = scoring::ReadEyesInZone(position, position.Parse(zone_case.wall), zone,
                                      zone_case.eyes, zone_case.first, budget, &nodes);
  }
  state.SetLabel(std::string(zone_case.zone) + ", " + std::to_string(zone_case.eyes) +
                 (zone_case.eyes == 1 ? " eye, " : " eyes, ") +
                 (zone_case.first == scoring::Mover::kOwner ? "Black" : "White") + " first: " +
                 (outcome == scoring::ZoneOutcome::kEyes     ? "proved"
                  : outcome == scoring::ZoneOutcome::kNoEyes ? "not proved"
                                                             : "unknown"));
  state.counters["nodes"] = nodes;
  state.counters["eyes"] = outcome == scoring::ZoneOutcome::kEyes ? 1 : 0;
}
BENCHMARK(BM_ZoneGame)
    ->DenseRange(0, static_cast<int>(std::size(kZoneCases)) - 1)
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond);

BENCHMARK(BM_ScoreFinished)
    ->Args({9, 0})
    ->Args({19, 0})
    ->Args({19, 1})
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace eyeshape::bench

BENCHMARK_MAIN();
