// SPDX-License-Identifier: MIT
// File: tests/solver/naive_solver_test.cc
// Tests of the naive oracle (tests/testing/naive_solver.h): eye values derived
// by hand from SPEC §2-5, values GNU Go 3.8 reports (`analyze_eyegraph`,
// SPEC §7: a valid reference where every vertex touches W), and properties
// over every small shape built here.
//
// Diagrams use eyes.db symbols with 'O' for cells outside the eyespace and '%'
// between rows. Vertices are numbered in reading order; the expected marks
// are drawn on the same diagram ('*' '<' '>' proper, '@' '(' ')' marginal).

#include "tests/testing/naive_solver.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <numeric>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"

namespace eyeshape::testing {
namespace {

solver::Eyespace Shape(std::string_view diagram) {
  Result<solver::Pattern> parsed = solver::ParseEyespace(diagram);
  EXPECT_TRUE(parsed.ok()) << diagram << ": " << (parsed.ok() ? "" : parsed.error());
  return parsed.ok() ? parsed.value().eyespace : solver::Eyespace{};
}

std::string Digits(const solver::EyeValue& value) {
  return {static_cast<char>('0' + value.a), static_cast<char>('0' + value.b),
          static_cast<char>('0' + value.c), static_cast<char>('0' + value.d)};
}

// `diagram` with the vital points drawn on its vertices (reading order).
std::string Marked(std::string_view diagram, const solver::VitalPoints& vital) {
  std::string marked(diagram);
  int vertex = 0;
  for (char& cell : marked) {
    if (cell == 'O' || cell == ' ' || cell == '%') continue;
    const int mark = ((vital.attack >> vertex) & 1) | (((vital.defense >> vertex) & 1) << 1);
    if (cell == '.') cell = ".<>*"[mark];
    if (cell == '!') cell = "!()@"[mark];
    if (cell == 'X') {
      EXPECT_EQ(mark, 0) << "vital point on an X stone in " << diagram;
    }
    ++vertex;
  }
  return marked;
}

// Checks value and vital points of `diagram` (board model, L = 2).
void ExpectValue(std::string_view diagram, std::string_view value, std::string_view marked) {
  const NaiveEvaluation evaluation = NaiveSolveValue(Shape(diagram), NaiveOptions{});
  EXPECT_EQ(Digits(evaluation.value), value) << diagram;
  EXPECT_EQ(Marked(diagram, evaluation.vital), marked) << diagram;
}

constexpr NaiveSide kX = NaiveSide::kAttacker;
constexpr NaiveSide kO = NaiveSide::kDefender;

// ---------------------------------------------------------------------------
// Values derived by hand. "alive(e, s)" is alive(P, e, s) of SPEC §3; W has
// L = 2 outer liberties; all these vertices touch W unless said otherwise.

TEST(NaiveSolverTest, EmptyEyespaceIsWorthNothing) {
  // SPEC §2: "The empty eyespace has value 0000."
  const NaiveEvaluation evaluation = NaiveSolveValue(solver::Eyespace{}, NaiveOptions{});
  EXPECT_EQ(Digits(evaluation.value), "0000");
  EXPECT_EQ(evaluation.vital, solver::VitalPoints{});
}

TEST(NaiveSolverTest, OnePointIsOneEye) {
  // `.` (vertex v). X at v is suicide while W has another liberty. X first,
  // no extra eye: X fills both outer liberties, O can only pass (O at v fills
  // its own last liberty but one), then X at v captures W: dead. With the
  // extra eye, X at v stays suicide and X may not fill the extra eye (it
  // would not capture): alive. So b = E(X) = 1; O first cannot do better
  // (O at v only loses the eye): c = 1. Case 3: X has no legal vertex move,
  // so a = 1; the only O move (v) leaves no eye, E = 0 != 2, so d = 1.
  // Value 1111, no vital points. GNU Go 3.8 agrees.
  const solver::Eyespace one = Shape(".");
  EXPECT_FALSE(NaiveAlive(one, false, kX, NaiveOptions{}));
  EXPECT_TRUE(NaiveAlive(one, true, kX, NaiveOptions{}));
  EXPECT_FALSE(NaiveAlive(one, false, kO, NaiveOptions{}));
  EXPECT_TRUE(NaiveAlive(one, true, kO, NaiveOptions{}));
  EXPECT_EQ(NaiveEyeCount(one, kX, NaiveOptions{}), 1);
  EXPECT_EQ(NaiveEyeCount(one, kO, NaiveOptions{}), 1);
  ExpectValue(".", "1111", ".");
}

TEST(NaiveSolverTest, OuterLibertiesOnlyDelayTheCapture) {
  // With L = 0 the one-point eye is W's only liberty: X at v captures at
  // once (capture before suicide). With the extra eye X at v is suicide, and
  // the extra eye is not X's to fill while v is empty: alive. L = 5 changes
  // nothing: X fills them all first.
  const solver::Eyespace one = Shape(".");
  EXPECT_FALSE(NaiveAlive(one, false, kX, NaiveOptions{solver::Model::kBoard, 0}));
  EXPECT_TRUE(NaiveAlive(one, true, kX, NaiveOptions{solver::Model::kBoard, 0}));
  EXPECT_FALSE(NaiveAlive(one, false, kX, NaiveOptions{solver::Model::kBoard, 5}));
  EXPECT_TRUE(NaiveAlive(one, true, kX, NaiveOptions{solver::Model::kBoard, 5}));
  // `..` with L = 0: X in one point captures nothing yet (W keeps the other)
  // and O captures back; X's second stone then takes W's last liberty.
  const solver::Eyespace two = Shape("..");
  EXPECT_FALSE(NaiveAlive(two, false, kX, NaiveOptions{solver::Model::kBoard, 0}));
  EXPECT_TRUE(NaiveAlive(two, true, kX, NaiveOptions{solver::Model::kBoard, 0}));
  // With L = 0 the X move at `.` captures W: SPEC §4 gives that child 0000,
  // E = 0; value: b = 1, c = 1 (O at v is suicide now), case 3: the X move
  // has E(P+m, X) = 0 but value 0000 has d = 0, so a = 1. Value 1111.
  const NaiveEvaluation evaluation = NaiveSolveValue(one, NaiveOptions{solver::Model::kBoard, 0});
  EXPECT_EQ(Digits(evaluation.value), "1111");
}

TEST(NaiveSolverTest, TwoPointsAreOneEye) {
  // `..` (u v). X at u (1 liberty: v); O at v captures it and keeps a one
  // point eye at u; if O ignores it, X at v captures W once the outer
  // liberties are filled. So b = 1 (alive only with the extra eye), c = 1.
  // Case 3: X at u, X again: X at v is suicide, so E(P+m, X) = 1: a = 1. O
  // at u leaves the one-point eye v, E(P+m, O) = 1: d = 1. Value 1111.
  // GNU Go 3.8 agrees.
  ExpectValue("..", "1111", "..");
}

TEST(NaiveSolverTest, LoneMarginalPointIsNoEye) {
  // `!`. X there is connected outside and never captured; O there joins W
  // and leaves no empty point. No eye either way: b = c = 0; case 5: the
  // only O move leaves E = 0, so d = 0. Value 0000. GNU Go 3.8 agrees.
  ExpectValue("!", "0000", "!");
}

TEST(NaiveSolverTest, MarginalPlusPointIsHalfAnEye) {
  // `!.` (m v). X first at m: connected outside, so X at v later is legal
  // (its string has the outside liberty): no eye even with the extra eye,
  // b = 0. O first at m: v is a one-point eye, c = 1. Case 4: O at m gives a
  // one-point eye (value 1111, not 1122); O at v leaves only m: d = 1.
  // Attack: X at m (not alive(P+m, 1, O)); X at v has one liberty m and O
  // at m captures it, alive with the extra eye. Defense: O at m
  // (alive(P+m, 1, X)). Value 0011, `@.`. GNU Go 3.8 agrees.
  ExpectValue("!.", "0011", "@.");
}

TEST(NaiveSolverTest, StraightThreeIs1122) {
  // `...` (e m f). O at m: two one-point eyes, c = 2. X at m: O captures it
  // by e then f, leaving one eye (dead without the extra eye, alive with
  // it), b = 1. Case 2 with b = 1: a = 0 needs an X move m with E(P+m, O) < 2
  // and value(P+m) = 0011. X at m gives `.X.`: X first there, X at e is
  // self-atari and O captures two stones into a two-point eye (alive with the
  // extra eye): E = 1, and O first gets one eye: value 1111 (a = 1 since X's
  // second stone cannot fill f). X at e: O at m captures it, E(P+m, O) = 2.
  // So a = 1: value 1122, not 0122. Defense: only O at m keeps two eyes
  // against X first; attack: only X at m stops two eyes. `.*.`.
  // GNU Go 3.8 agrees (1122, `.*.`).
  ExpectValue("...", "1122", ".*.");
  ExpectValue(".X.", "1111", ".X.");  // the position after X's vital move
  // The bent three is the same graph (a path of three): vital point in the
  // bend.
  ExpectValue("..%.O", "1122", "*.%.O");
  EXPECT_EQ(NaiveEyeCount(Shape("..."), kX, NaiveOptions{}), 1);
  EXPECT_EQ(NaiveEyeCount(Shape("..."), kO, NaiveOptions{}), 2);
}

TEST(NaiveSolverTest, MarginalBetweenTwoPointsIs0022) {
  // `.!.` (e m f). O at m: two separate one-point eyes, c = 2. X at m: X is
  // connected outside, and may fill e and f too (its string never runs out
  // of liberties): no eye even with the extra eye, b = 0: value 0022.
  // Defense: O at m. Attack (not alive(P+m, 1, O)): X at m; X at e has one
  // liberty m and O at m captures it into two eyes. `.@.`. GNU Go agrees.
  ExpectValue(".!.", "0022", ".@.");
}

TEST(NaiveSolverTest, MarginalEndOfThreeIs0111) {
  // `!..` (m e f). X first at e: O at m, then f is a one-point eye that X
  // cannot fill (X at f would be suicide): alive with the extra eye only,
  // b = 1; O first at e: m is taken by X from outside, f remains: c = 1.
  // Case 3: X at m then X at e (both connected outside) leaves f next to an
  // invincible X string: E(P+m, X) = 0, and P+m is `!.` in effect: value
  // 0011, d = 1, so a = 0; the same holds for X at e (its second move at m
  // connects it). X at f is no attack point: whatever X adds, O at e
  // captures into an eye, E(P+m, X) = 1. No O move gives two eyes: d = 1.
  // Value 0111, attack points m and e: `(<.`. GNU Go 3.8 agrees.
  ExpectValue("!..", "0111", "(<.");
}

TEST(NaiveSolverTest, XStoneNextToOnePointIsOneEye) {
  // `X.` (x v), x has one liberty v. X first: X at v is suicide while W has
  // another liberty; after X fills the outer liberties X at v captures W
  // unless O has captured x first (O at v captures x, leaving a one-point
  // eye at x): alive with the extra eye only, b = 1; O first: O at v
  // captures, one eye, c = 1. Case 3: X has no legal vertex move (a = 1);
  // O's only move leaves one eye (d = 1). Value 1111. GNU Go 3.8 agrees.
  ExpectValue("X.", "1111", "X.");
}

TEST(NaiveSolverTest, StraightFourIs1222) {
  // `....` (p q r s). X at q: O at r leaves s as one eye and p as a second
  // (X at p would be suicide): b = 2. Case 1: a = min over X moves of
  // E(P+m, X). X at q then r: O captures the pair into a two-point eye,
  // E = 1 (with the extra eye O lives). X at p: whatever X adds, O keeps
  // two eyes (X at q: O at r captures both, two eyes p-q and s), E = 2. So
  // a = 1 with attack points q and r: `.<<.`.
  // GNU Go 3.8 agrees.
  ExpectValue("....", "1222", ".<<.");
}

TEST(NaiveSolverTest, LongerLinesAreAlive) {
  // Five in a row (and with X stones inside) is 2222: GNU Go 3.8 agrees.
  ExpectValue(".....", "2222", ".....");
  ExpectValue(".X.X.", "2222", ".X.X.");
}

TEST(NaiveSolverTest, InteriorPointDoesNotTouchWall) {
  // The plus shape: the centre has four eyespace neighbours, so it does not
  // touch W (SPEC §2), and an O stone there is a separate string whose
  // liberties are the arms. O at the centre: each arm is a one-point eye (X
  // on an arm is suicide: the centre keeps other liberties), c = 2. X at
  // the centre: at most one eye, b = 1. Value 1122, vital point the centre.
  // GNU Go 3.8 agrees.
  const solver::Eyespace plus = Shape("O.O%...%O.O");
  EXPECT_EQ(plus.touches_wall, plus.vertices() & ~solver::VertexBit(2));
  ExpectValue("O.O%...%O.O", "1122", "O.O%.*.%O.O");
}

TEST(NaiveSolverTest, StoneOnTPointCanBeCutOff) {
  //   O.      vertices: 0 = '.', 1 = '!' left, 2 = '!' T-point, 3 = '!' below.
  //   !!      The T-point has three eyespace neighbours and its approach side:
  //   O!      no side left for W (SPEC §2), so it does not touch W.
  // Graph model: O at 2 joins W and 0 is an eye X cannot fill; X at 1 or 3
  // (connected outside) changes nothing. b = 0, c = 1 (X takes 1 and 3), no
  // O move gives value 1122: 0011, the only attack point is 2.
  // Board model: O at 2 is a separate string (liberties 0, 1, 3). After X at
  // 1, O at 2 is answered by X at 3: the O stone has liberty 0 only, and O
  // saving it at 0 fills the eye. So X at 1 (and 3) also leaves no eye even
  // with the extra eye: attack points 1, 2 and 3. Same value 0011.
  // GNU Go 3.8 (a real board) agrees with the board model: `O.%(@%O(`.
  ExpectValue("O.%!!%O!", "0011", "O.%(@%O(");
  const NaiveEvaluation graph =
      NaiveSolveValue(Shape("O.%!!%O!"), NaiveOptions{solver::Model::kGraph, 2});
  EXPECT_EQ(Digits(graph.value), "0011");
  EXPECT_EQ(Marked("O.%!!%O!", graph.vital), "O.%!@%O!");
}

TEST(NaiveSolverTest, DefenseMoveKeepsItsKoBan) {
  //   X!X     vertices: 0 = X, 1 = '!' (T-point: no W contact), 2 = X,
  //   .XO     3 = '.', 4 = X. X strings: {0} (liberties 1, 3), {2}
  //           (liberty 1), {4} (liberties 1, 3).
  // X first at 1: X connects everything to the outside, 3 is filled later:
  // b = 0. O first at 1 captures {2}; the O stone at 1 is a separate string
  // with the single liberty 2, and X retaking at 2 would recreate P: a ko.
  // P+m keeps the ban (SPEC §4), so in alive(P+m, 0, X) X cannot retake at
  // once; X at 3 is suicide, so X can only fill an outer liberty, and O then
  // connects at 2 (joining W) and captures {0} and {4} at 3: two eyes, so
  // O at 1 is a defense point (without the ban X would retake and win the
  // ko, and no O move would be one). c = 2, b = 0: value 0022. Attack (not
  // alive(P+m, 1, O)): X at 1; X at 3 is captured by O at 1. `X@X%.XO`,
  // as GNU Go 3.8 reports.
  ExpectValue("X!X%.XO", "0022", "X@X%.XO");
}

// ---------------------------------------------------------------------------
// Values GNU Go 3.8 reports (`analyze_eyegraph DIAGRAM`), cross-checked with
// the naive solver on every polyomino of up to 5 cells with at most one '!'
// or 'X' (all 897 shapes GNU Go could build agree on value and marks).

TEST(NaiveSolverTest, AgreesWithGnuGoOnSmallShapes) {
  const std::vector<std::array<std::string_view, 3>> cases = {
      {"..%..", "1112", ">>%>>"},              // square four
      {"!...", "1112", ").>."},                //
      {"..%.O", "1122", "*.%.O"},              // bent three
      {"...%O.O", "1122", ".*.%O.O"},          // T-tetromino
      {"...%O..", "1122", ".*>%O>."},          //
      {"X..%O..", "1122", "X*>%O>."},          //
      {".!.%O.O", "0022", ".@.%O.O"},          // marginal T-point: no W contact
      {".!.%O..", "0022", ".@.%O.."},          //
      {"...%O!O", "0122", ".*.%O!O"},          //
      {".!.%O.O%O.O", "0122", ".@.%O.O%O.O"},  // T-point
      {"O!O%...%O.O", "0122", "O!O%.*.%O.O"},  // interior point
      {"O.O%.X.%O.O", "1111", "O.O%.X.%O.O"},  // X stone on the interior point
      {"..X..", "2222", "..X.."},
  };
  for (const auto& [diagram, value, marked] : cases) ExpectValue(diagram, value, marked);
}

// ---------------------------------------------------------------------------
// Properties over small shapes.

// Every polyomino of up to `max_cells` cells up to rotation and reflection
// (1 + 1 + 2 + 5 + 12 of them), as sorted cell lists.
std::vector<std::vector<std::pair<int, int>>> Polyominoes(int max_cells) {
  using Cells = std::vector<std::pair<int, int>>;
  auto translate = [](Cells cells) {
    int min_row = cells[0].first;
    int min_col = cells[0].second;
    for (const auto& [row, col] : cells) {
      min_row = std::min(min_row, row);
      min_col = std::min(min_col, col);
    }
    for (auto& [row, col] : cells) {
      row -= min_row;
      col -= min_col;
    }
    std::sort(cells.begin(), cells.end());
    return cells;
  };
  // The least of the eight images under the square's symmetries.
  auto normalize = [&](const Cells& cells) {
    Cells best;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
      Cells image;
      for (auto [row, col] : cells) {
        if (symmetry & 1) row = -row;
        if (symmetry & 2) col = -col;
        if (symmetry & 4) std::swap(row, col);
        image.emplace_back(row, col);
      }
      image = translate(image);
      if (best.empty() || image < best) best = image;
    }
    return best;
  };
  std::set<Cells> level = {Cells{{0, 0}}};
  std::vector<Cells> all(level.begin(), level.end());
  for (int size = 2; size <= max_cells; ++size) {
    std::set<Cells> next;
    for (const Cells& cells : level) {
      for (const auto& [row, col] : cells) {
        for (const auto& [dr, dc] : {std::pair{0, 1}, {1, 0}, {0, -1}, {-1, 0}}) {
          const std::pair<int, int> cell{row + dr, col + dc};
          if (std::find(cells.begin(), cells.end(), cell) != cells.end()) continue;
          Cells grown = cells;
          grown.push_back(cell);
          next.insert(normalize(grown));
        }
      }
    }
    level = next;
    all.insert(all.end(), level.begin(), level.end());
  }
  return all;
}

TEST(NaiveSolverTest, PolyominoCountsAreKnown) {
  EXPECT_EQ(Polyominoes(5).size(), 1u + 1u + 2u + 5u + 12u);
}

// Every normalized eyespace on the polyominoes of up to `max_cells` cells
// (labels '.', '!', 'X'; W contact by SPEC §2's formula without board edge),
// built by hand, independent of the diagram parser.
std::vector<solver::Eyespace> SmallEyespaces(int max_cells) {
  std::vector<solver::Eyespace> eyespaces;
  for (const auto& cells : Polyominoes(max_cells)) {
    const int n = static_cast<int>(cells.size());
    solver::Eyespace shape;
    shape.num_vertices = n;
    for (int v = 0; v < n; ++v) {
      for (int u = 0; u < n; ++u) {
        if (std::abs(cells[v].first - cells[u].first) +
                std::abs(cells[v].second - cells[u].second) ==
            1) {
          shape.neighbours[v] |= solver::VertexBit(u);
        }
      }
    }
    int labelings = 1;
    for (int v = 0; v < n; ++v) labelings *= 3;
    for (int labels = 0; labels < labelings; ++labels) {
      solver::Eyespace eyespace = shape;
      bool valid = true;
      for (int v = 0, rest = labels; v < n; ++v, rest /= 3) {
        const int degree = solver::CountVertices(shape.neighbours[v]);
        if (rest % 3 == 1) eyespace.marginal |= solver::VertexBit(v);
        if (rest % 3 == 2) eyespace.attacker |= solver::VertexBit(v);
        if (rest % 3 == 1 && 4 - degree - 1 < 0) valid = false;  // no approach side
        if (4 - degree - (rest % 3 == 1 ? 1 : 0) >= 1)
          eyespace.touches_wall |= solver::VertexBit(v);
      }
      // Normalized: every X string has an empty neighbour.
      for (int v = 0; v < n && valid; ++v) {
        if (!(eyespace.attacker & solver::VertexBit(v))) continue;
        solver::VertexSet string = solver::VertexBit(v);
        for (int i = 0; i < n; ++i) {
          for (int u = 0; u < n; ++u) {
            if ((string & solver::VertexBit(u)) != 0)
              string |= shape.neighbours[u] & eyespace.attacker;
          }
        }
        solver::VertexSet liberties = 0;
        for (int u = 0; u < n; ++u) {
          if ((string & solver::VertexBit(u)) != 0)
            liberties |= shape.neighbours[u] & ~eyespace.attacker;
        }
        valid = liberties != 0;
      }
      if (valid) eyespaces.push_back(eyespace);
    }
  }
  return eyespaces;
}

// `eyespace` with vertex v renamed permutation[v].
solver::Eyespace Relabel(const solver::Eyespace& eyespace, const std::vector<int>& permutation) {
  auto map = [&](solver::VertexSet set) {
    solver::VertexSet mapped = 0;
    for (int v = 0; v < eyespace.num_vertices; ++v) {
      if ((set & solver::VertexBit(v)) != 0) mapped |= solver::VertexBit(permutation[v]);
    }
    return mapped;
  };
  solver::Eyespace relabeled = eyespace;
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    relabeled.neighbours[permutation[v]] = map(eyespace.neighbours[v]);
  }
  relabeled.marginal = map(eyespace.marginal);
  relabeled.attacker = map(eyespace.attacker);
  relabeled.touches_wall = map(eyespace.touches_wall);
  return relabeled;
}

TEST(NaiveSolverTest, ValuesAreConsistentOnAllSmallShapes) {
  const std::vector<solver::Eyespace> eyespaces = SmallEyespaces(4);
  ASSERT_EQ(eyespaces.size(), 462u);  // normalized labelings of the 9 shapes
  for (const solver::Eyespace& eyespace : eyespaces) {
    const std::string name = solver::FormatGraphLine(eyespace);
    const NaiveOptions options;
    const NaiveEvaluation evaluation = NaiveSolveValue(eyespace, options);
    const solver::EyeValue& value = evaluation.value;
    EXPECT_TRUE(value.IsAllowed()) << name;
    EXPECT_TRUE(value.a <= value.b && value.b <= value.c && value.c <= value.d) << name;
    // b and c are the eye counts of SPEC §3.
    EXPECT_EQ(value.b, NaiveEyeCount(eyespace, kX, options)) << name;
    EXPECT_EQ(value.c, NaiveEyeCount(eyespace, kO, options)) << name;
    // Moving first and having the extra eye never hurt O.
    for (const bool extra_eye : {false, true}) {
      if (NaiveAlive(eyespace, extra_eye, kX, options)) {
        EXPECT_TRUE(NaiveAlive(eyespace, extra_eye, kO, options)) << name;
      }
    }
    for (const NaiveSide first : {kX, kO}) {
      if (NaiveAlive(eyespace, false, first, options)) {
        EXPECT_TRUE(NaiveAlive(eyespace, true, first, options)) << name;
      }
    }
    // Vital points are empty vertices; none for 0000 and 2222 (SPEC §5).
    const solver::VertexSet empty = eyespace.vertices() & ~eyespace.attacker;
    EXPECT_EQ((evaluation.vital.attack | evaluation.vital.defense) & ~empty, 0u) << name;
    if (value == solver::EyeValue{0, 0, 0, 0} || value == solver::EyeValue{2, 2, 2, 2}) {
      EXPECT_EQ(evaluation.vital, solver::VitalPoints{}) << name;
    }
    // Where every vertex touches W the two models are the same game.
    if (eyespace.touches_wall == eyespace.vertices()) {
      const NaiveEvaluation graph =
          NaiveSolveValue(eyespace, NaiveOptions{solver::Model::kGraph, 2});
      EXPECT_EQ(graph.value, value) << name;
      EXPECT_EQ(graph.vital, evaluation.vital) << name;
    }
  }
}

TEST(NaiveSolverTest, RelabelingMovesTheVitalPoints) {
  // SPEC §6: isomorphic eyespaces have the same value and corresponding
  // vital points. Reversing the vertex order is a relabeling.
  for (const solver::Eyespace& eyespace : SmallEyespaces(4)) {
    std::vector<int> reverse(eyespace.num_vertices);
    std::iota(reverse.begin(), reverse.end(), 0);
    std::reverse(reverse.begin(), reverse.end());
    for (const solver::Model model : {solver::Model::kBoard, solver::Model::kGraph}) {
      const NaiveOptions options{model, 2};
      const NaiveEvaluation original = NaiveSolveValue(eyespace, options);
      const NaiveEvaluation relabeled = NaiveSolveValue(Relabel(eyespace, reverse), options);
      EXPECT_EQ(relabeled.value, original.value);
      solver::Eyespace marks;  // reuse Relabel to map the vital point sets
      marks.num_vertices = eyespace.num_vertices;
      marks.marginal = original.vital.attack;
      marks.attacker = original.vital.defense;
      const solver::Eyespace mapped = Relabel(marks, reverse);
      EXPECT_EQ(relabeled.vital, (solver::VitalPoints{mapped.marginal, mapped.attacker}));
    }
  }
}

}  // namespace
}  // namespace eyeshape::testing
