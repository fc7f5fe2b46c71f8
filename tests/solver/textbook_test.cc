// SPDX-License-Identifier: MIT
// File: tests/solver/textbook_test.cc
// Golden eye values of textbook shapes (KataGo's `expect` style): a diagram
// in, the value `abcd` and the diagram with vital points (SPEC §5) out.
// Every value and mark below was derived by hand (the comment on each shape
// gives the Go reasoning) and checked with GNU Go 3.8 analyze_eyegraph; the
// second test repeats that check whenever GNU Go is installed. GNU Go plays on
// a real board, so it stands for the `board` model with X's outer-liberty
// fills counted as X moves (SPEC §7); where a shape has a vertex without W
// contact, the comment says which model gives what and why.
//
// Reading a value: a = X first with an extra X move, b = X first, c = O
// first, d = O first with an extra O move (SPEC §4). "E(P, s)" is the eye
// count of SPEC §3; "one eye" means O lives only with the extra eye.
// Marks: '*' '@' attack+defense, '<' '(' attack, '>' ')' defense.

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "solver/solver.h"
#include "tests/testing/gnugo.h"

namespace eyeshape::solver {
namespace {

enum class Setting {
  kBoard,       // GameOptions{}: board model, L = 2, SPEC §4 moves
  kBoardFills,  // board model with outer_fills_are_moves (GNU Go's reader)
  kGraph,       // graph model: every vertex touches W
  kGraphFills,  // graph model with outer_fills_are_moves
};

GameOptions OptionsFor(Setting setting) {
  GameOptions options;
  options.model =
      setting == Setting::kGraph || setting == Setting::kGraphFills ? Model::kGraph : Model::kBoard;
  options.outer_fills_are_moves =
      setting == Setting::kBoardFills || setting == Setting::kGraphFills;
  return options;
}

// What GNU Go 3.8 answers for the diagram.
enum class GnuGoCheck {
  kSame,     // the same value and marks as expected here
  kNotSame,  // a different setting; GNU Go's answer is checked by another entry
};

struct TextbookShape {
  const char* name;
  Setting setting;
  const char* diagram;   // raw-string diagram, leading newline dropped
  const char* expected;  // "abcd" then the marked diagram
  GnuGoCheck gnugo = GnuGoCheck::kSame;
};

// Test names and failure messages show the shape's name, not its bytes.
void PrintTo(const TextbookShape& shape, std::ostream* out) { *out << shape.name; }

// Drops the leading newline of a raw string and the trailing one, if any.
std::string_view Trim(std::string_view text) {
  if (!text.empty() && text.front() == '\n') text.remove_prefix(1);
  if (!text.empty() && text.back() == '\n') text.remove_suffix(1);
  return text;
}

// "abcd\n" + the diagram with the vital points of SolveValue() drawn in.
std::string Evaluate(std::string_view diagram, const GameOptions& options) {
  const Result<Pattern> parsed = ParseEyespace(diagram);
  if (!parsed.ok()) return "parse error: " + parsed.error();
  const Pattern& pattern = parsed.value();
  const NormalizedEyespace normalized = Normalize(pattern.eyespace);
  const Evaluation evaluation = SolveValue(normalized.eyespace, options);
  std::vector<VitalMark> marks(static_cast<std::size_t>(pattern.eyespace.num_vertices),
                               VitalMark::kNone);
  for (std::size_t v = 0; v < normalized.input_vertex.size(); ++v) {
    marks[static_cast<std::size_t>(normalized.input_vertex[v])] =
        MarkOf(evaluation.vital, static_cast<int>(v));
  }
  return evaluation.value.ToString() + "\n" + FormatPattern(pattern, marks);
}

// Removes trailing spaces of every line (GNU Go pads its rows).
std::string StripTrailingSpaces(std::string_view text) {
  std::string result;
  std::string line;
  for (const char c : text) {
    if (c == '\n') {
      result += line.substr(0, line.find_last_not_of(' ') + 1) + "\n";
      line.clear();
    } else {
      line += c;
    }
  }
  return result + line.substr(0, line.find_last_not_of(' ') + 1);
}

const TextbookShape kShapes[] = {
    // Shapes where every vertex touches W: both models agree (SPEC §7).

    // One point: one eye. X can never play it (no liberty, no capture:
    // suicide); O filling it only loses the eye. No move changes anything.
    {"OnePoint", Setting::kBoard, R"(
.
)",
     R"(
1111
.
)"},
    // Two points: one eye. X inside is captured by O's answer on the other
    // point, which leaves a one-point eye; even two X moves cannot both be
    // played (the second is suicide). O's own moves only shrink the eye.
    {"TwoPoints", Setting::kBoard, R"(
..
)",
     R"(
1111
..
)"},
    // Straight three: O in the middle makes two one-point eyes (c = 2); X in
    // the middle (nakade) leaves one eye. Even two X moves (middle and an end)
    // only make a two-stone string that O captures for a two-point eye: still
    // one eye (a = 1). Case 2: the middle is the only O move after which O lives
    // with X to move, and the only X move after which O cannot live: '*'.
    {"StraightThree", Setting::kBoard, R"(
...
)",
     R"(
1122
.*.
)"},
    // Bent three: the same graph (a path of three), so the same value; the
    // vital point is the corner, the middle of the path.
    {"BentThree", Setting::kBoard, R"(
.
..
)",
     R"(
1122
.
*.
)"},
    // Straight four: alive (b = 2): X takes one middle point, O the other,
    // leaving two eyes (one beside a capturable X stone). With two moves X
    // takes both middle points and O gets one eye from capturing them (a = 1).
    // Case 1: attack points are the X moves that reach a = 1, the two middle
    // points; X on an end point cannot stop O from two eyes even moving again.
    {"StraightFour", Setting::kBoard, R"(
....
)",
     R"(
1222
.<<.
)"},
    // Bent four (an L): again a path of four, so the same value; the marks
    // are the two middle vertices of the path.
    {"BentFour", Setting::kBoard, R"(
.
.
..
)",
     R"(
1222
.
<
<.
)"},
    // Zigzag four: a path of four once more.
    {"ZigzagFour", Setting::kBoard, R"(
..
 ..
)",
     R"(
1222
.<
 <.
)"},
    // Square four: one eye whoever starts (a "dead shape" means one eye, not
    // zero). Any O move leaves a bent three (1122), so c = 1; two O moves make
    // two eyes. Case 3: d = 2 via every O move (each leaves a bent three with
    // E = 2 and a = 1): all four points '>'. No X move takes the eye: a = 1.
    {"SquareFour", Setting::kBoard, R"(
..
..
)",
     R"(
1112
>>
>>
)"},
    // Pyramid (T) four: O on the centre makes three eyes; X there leaves one
    // (O captures and keeps an eye; X's further moves only feed stones). The
    // centre is the only defense and the only attack point: '*'.
    {"PyramidFour", Setting::kBoard, R"(
 .
...
)",
     R"(
1122
 .
.*.
)"},
    // Bulky five: the vital point is the bottom middle (degree 3). O there
    // leaves a bent three plus a one-point eye: alive. X there: one eye. Case
    // 2 defense points are ALL O moves after which O lives with X to move:
    // besides the vital point, the two points next to the corner: O on (0,1)
    // or (1,0) cuts the corner off and leaves a path of four (straight four,
    // alive). SPEC §5 marks them although a Go player names only the vital
    // point. The only X move that kills is the vital point: '*'.
    {"BulkyFive", Setting::kBoard, R"(
..
...
)",
     R"(
1122
.>
>*.
)"},
    // Straight five: alive even against two X moves. Whatever two points X
    // takes, O answers next to X's stones so that they are left with
    // liberties only inside O's space, where X cannot fill (suicide): O
    // captures them later and each side of O's answer keeps an eye. 2222, no
    // marks (SPEC §5 marks nothing in case 1 when a = 2).
    {"StraightFive", Setting::kBoard, R"(
.....
)",
     R"(
2222
.....
)"},
    // Rectangular six: alive; X's two moves on both middle points reduce it
    // to one eye (O captures the two stones as a two-point eye). Attack
    // points: the two middle points.
    {"RectangularSix", Setting::kBoard, R"(
...
...
)",
     R"(
1222
.<.
.<.
)"},
    // A half eye: X on '!' makes the '.' marginal (no eye); O on '!' makes
    // the '.' a one-point eye. Case 4 (0011): the attack point is the X move
    // after which O cannot live even with the extra eye ('!'), the defense
    // point the O move after which O lives with the extra eye ('!'): '@'.
    // X on '.' is no attack: O captures it from '!' and has the eye.
    {"HalfEye", Setting::kBoard, R"(
!.
)",
     R"(
0011
@.
)"},
    // A marginal end of three: one eye whoever starts (X on '!', O answers on
    // the middle and keeps the end as an eye; O first makes a two-point eye),
    // but two X moves ('!' then the new '!') leave none: a = 0 by case 3 via
    // the X moves whose result has E = 0 with X to move and d = 1: the '!'
    // and the middle (from the middle X threatens to connect out through '!').
    {"MarginalStraightThree", Setting::kBoard, R"(
!..
)",
     R"(
0111
(<.
)"},
    // Both ends marginal: X on either end makes the middle marginal (0 eyes);
    // O in the middle leaves two lone marginal points (0 eyes); O on both ends
    // makes the middle an eye: 0001, the two ends are defense points.
    {"MarginalBothEnds", Setting::kBoard, R"(
!.!
)",
     R"(
0001
).)
)"},
    // Marginal middle: O on the '!' makes two one-point eyes; X on it makes
    // both ends marginal (0 eyes even with the extra eye): 0022, '@'.
    {"MarginalMiddle", Setting::kBoard, R"(
.!.
)",
     R"(
0022
.@.
)"},
    // A straight four with a marginal end: one eye either way (X on '!' makes
    // the next point marginal; O answers). Two O moves make two eyes: O on '!'
    // leaves a straight three (1122: E(O) = 2, a = 1), O on the third point
    // leaves a half eye plus an eye. d = 2 via those two moves.
    {"MarginalStraightFour", Setting::kBoard, R"(
!...
)",
     R"(
1112
).>.
)"},
    // An X stone at the end of three: O on the middle captures it and makes
    // two eyes; X on the middle makes a two-stone string that O captures for
    // a two-point eye (one eye), and a second X move has nowhere to go.
    {"XAtTheEnd", Setting::kBoard, R"(
X..
)",
     R"(
1122
X*.
)"},
    // An X stone in the middle: O captures it from either end and keeps a
    // one-point eye; nothing makes a second eye or removes the first: 1111.
    {"XInTheMiddle", Setting::kBoard, R"(
.X.
)",
     R"(
1111
.X.
)"},
    // X in the middle of five: O plays next to it and captures, and the two
    // sides make two eyes. Two X moves (on both sides of the stone) give a
    // three-stone string with two outer liberties that are also W's: O does
    // not capture (that would leave a straight three for X to kill) and the
    // position is seki, which counts as life (SPEC §2): 2222.
    {"XInTheMiddleOfFive", Setting::kBoard, R"(
..X..
)",
     R"(
2222
..X..
)"},
    // SPEC §7's example. The X stone S has three liberties: the top '!' (t),
    // the middle point left of it and the bottom-row point below it (e2).
    // X on t connects S out; its neighbours turn marginal and O keeps one eye
    // (b = 1). O first cannot make two eyes against an answer (c = 1): after O
    // on e2, X connects S out through t. Two moves decide it: X on t and e2
    // (in either order) connects S and leaves only margins, 0 eyes (a = 0 via
    // t and e2); O on t and e2 cuts S off with one liberty, O captures it and
    // has two eyes (d = 2 via t and e2). Both points are marked both ways.
    {"SpecExample", Setting::kBoard, R"(
  !
 .X
!...
)",
     R"(
0112
  @
 .X
!.*.
)"},
    // The seed text's pattern 6141 with x = '.': three X stones with one
    // liberty (b); a ('!') is marginal. X on a connects out and makes b and
    // the last point marginal; O answers on b, captures three stones and gets
    // a bent three, which X must kill at once (its corner): one eye, b = 1.
    // The seed's point: X on a, O on b, X on the bent three's vital point,
    // then O plays elsewhere and X has no second move that removes the
    // remaining eye, so a = 1, not 0 (value 1122, not 0122). c = 2: O on b
    // or on a gives two eyes. Case 2 marks: defense = O moves after which O
    // lives with X to move: b (captures) and a (the X stones stay in atari and
    // the last point is an eye) -> '>' and '@'; attack = the X moves after
    // which O cannot live: only a.
    {"SeedPattern6141Empty", Setting::kBoard, R"(
X
XX.!.
)",
     R"(
1122
X
XX>@.
)"},
    // Pattern 6141 with x = 'X': the extra X stone's only liberty is a, so O
    // on a captures it as well; the reasoning and marks are unchanged.
    {"SeedPattern6141Stone", Setting::kBoard, R"(
X
XX.!X
)",
     R"(
1122
X
XX>@X
)"},
    // The seed chapter's eyespace from a game ("large enough that O cannot
    // be killed"): X first cannot kill (b = 2: whatever X takes, O cuts the
    // three X stones off from the right margin and has room for two eyes).
    // But with two moves X plays the right '!' and then the '.' beside it,
    // which connects the three stones to the outside; every remaining point
    // borders them and becomes marginal: a = 0. Attack points: those two.
    {"SeedChapterEyespace", Setting::kBoard, R"(
!...
  .XXX.!
)",
     R"(
0222
!...
  .XXX<(
)"},

    // Interior points (4 eyespace neighbours): no W contact in `board`.

    // The crossed (plus) five: the centre is an interior point. In the graph
    // model O's centre stone joins W; in the board model it is a separate
    // string whose liberties are the four arms. X can never fill an arm (a
    // stone there has no liberty and captures nothing while the centre keeps
    // another liberty), so the centre stone is as safe as W and both models
    // give the textbook 1122 with the centre '*'.
    {"CrossedFive", Setting::kBoard, R"(
 .
...
 .
)",
     R"(
1122
 .
.*.
 .
)"},
    {"CrossedFiveGraph", Setting::kGraph, R"(
 .
...
 .
)",
     R"(
1122
 .
.*.
 .
)",
     GnuGoCheck::kNotSame},
    // Rabbity six (flower six): the vital point (1,1) is an interior point.
    // O there leaves eyes at the top and the right and a bent three in the
    // corner: alive (in the board model the stone is cut off from W, but two
    // of its liberties are one-point arms X can never fill). X there leaves
    // one eye. Case 2 defense points are all O moves after which O lives with
    // X to move: also (1,0) and (2,1), each of which leaves a pyramid four
    // with a tail (alive: X's centre is answered on the tail's inner point).
    // The only X move after which O cannot live is (1,1): '*'.
    {"RabbitySix", Setting::kBoard, R"(
 .
...
..
)",
     R"(
1122
 .
>*.
.>
)"},
    // Four X stones around an empty interior point. Each X stone has the
    // centre as its only liberty; O on the centre captures all four (four
    // one-point eyes), so b = c = d = 2. X can never play the centre (the
    // five-stone string would have no liberty and capture nothing): X has no
    // move on the eyespace, so SPEC §4 gives a = 2: 2222.
    {"CentreOfFourXStones", Setting::kBoard, R"(
 X
X.X
 X
)",
     R"(
2222
 X
X.X
 X
)",
     GnuGoCheck::kNotSame},
    // The same with X's outer-liberty fills counted as X moves (GNU Go 3.8's
    // reader, SPEC §7): in the board model the centre does not touch W, so
    // W's only liberties are the two outer ones. X fills one and, moving
    // again, the other: W is captured unless O has the extra eye, and with it
    // O answers on the centre and lives. E = 1, so a = 1: 1222. The attack
    // move is an outer fill, not a vertex: no marks. GNU Go agrees.
    {"CentreOfFourXStonesWithOuterFills", Setting::kBoardFills, R"(
 X
X.X
 X
)",
     R"(
1222
 X
X.X
 X
)"},
    // In the graph model the centre touches W, so it is a liberty of W: after
    // X fills both outer liberties W still has the centre, O captures there
    // and lives. Outer fills or not, 2222: the two models differ (1222 vs
    // 2222) once X's outer fills count as moves.
    {"CentreOfFourXStonesGraphWithOuterFills", Setting::kGraphFills, R"(
 X
X.X
 X
)",
     R"(
2222
 X
X.X
 X
)",
     GnuGoCheck::kNotSame},
    // The plus with two marginal arms: O on the centre keeps the two proper
    // arms as eyes. In the board model the centre stone is a separate string,
    // but X can only fill its marginal liberties; the two proper arms stay
    // shared liberties X cannot fill, so O lives in both models. X on the
    // centre threatens to connect out through either '!'; O can block only
    // one: 0 eyes. 0022 with the centre '*'.
    {"CrossedFiveTwoMarginalArms", Setting::kBoard, R"(
 !
...
 !
)",
     R"(
0022
 !
.*.
 !
)"},

    // Marginal T-points (a '!' with 3 eyespace neighbours): no W contact.

    // A T-point with three arms. X on the '!' connects out and makes the three
    // arms marginal: 0 eyes. O on the '!': in the graph model it joins W and
    // the arms are three eyes; in the board model the stone is cut off from
    // W, but its liberties are the three proper arms, which X cannot fill, so
    // O lives as well. 0022, '@', in both models.
    {"TPoint", Setting::kBoard, R"(
 .
.!.
)",
     R"(
0022
 .
.@.
)"},
    // A T-point between two marginal ends above one proper point. Both models
    // give 0011 (O on the T-point keeps the bottom point as an eye). The marks
    // differ: in the graph model O's T-point stone joins W, so after X takes
    // an end O answers on the T-point and keeps the bottom eye; only the
    // T-point is marked. In the board model the T-point stone is a separate
    // string (liberties: the two ends and the bottom). After X takes one end,
    // O's answer on the T-point is in danger: X takes the other end, and O
    // must connect the stone to W by filling the bottom point, its only eye,
    // or lose it. So each end is an attack point too ('(').
    {"TPointMarginalEnds", Setting::kBoard, R"(
!!!
 .
)",
     R"(
0011
(@(
 .
)"},
    {"TPointMarginalEndsGraph", Setting::kGraph, R"(
!!!
 .
)",
     R"(
0011
!@!
 .
)",
     GnuGoCheck::kNotSame},
    // A T-point (the top middle '!') next to an X stone S below it; the
    // bottom-left point D is S's other liberty. Graph model: O on the T-point
    // joins W; S is left with the liberty D and X's play on the left '!' only
    // takes a margin; O captures S from D and S's point is an eye: one eye
    // (c = 1), and X first connects S out through the T-point (b = 0): 0011.
    // Board model: O's T-point stone touches W on no side (three eyespace
    // neighbours and the approach side), so it is a separate string with the
    // two ends as liberties (S is X). X answers on the left '!': now the
    // T-point stone has one liberty (the right '!') and S one liberty (D),
    // and O can save only one of them; saving either leaves no eye: c = 0.
    // With two moves O lives with the extra eye (d = 1), and every first O
    // move is such a move: 0001 with all four empty points ')' / '>'.
    {"TPointBesideXStone", Setting::kBoard, R"(
!!!
.X
)",
     R"(
0001
)))
>X
)"},
    {"TPointBesideXStoneGraph", Setting::kGraph, R"(
!!!
.X
)",
     R"(
0011
(@!
<X
)",
     GnuGoCheck::kNotSame},
};

class TextbookTest : public ::testing::TestWithParam<TextbookShape> {};

TEST_P(TextbookTest, ValueAndVitalPointsMatchTheHandDerivation) {
  const TextbookShape& shape = GetParam();
  EXPECT_EQ(Evaluate(Trim(shape.diagram), OptionsFor(shape.setting)), Trim(shape.expected))
      << shape.name;
}

// The hand derivations above were checked with GNU Go 3.8; this keeps them
// checked (SPEC §7: on shapes where every vertex touches W GNU Go agrees on
// every value and vital point; with a vertex that does not, GNU Go is the
// board model with outer-liberty fills).
TEST_P(TextbookTest, GnuGoAgrees) {
  const TextbookShape& shape = GetParam();
  if (shape.gnugo != GnuGoCheck::kSame) GTEST_SKIP() << "another setting than GNU Go's";
  if (!testing::GnuGo::IsInstalled()) GTEST_SKIP() << "GNU Go not installed";
  testing::GnuGo gnugo;
  const testing::GnuGoAnswer answer = gnugo.AnalyzeEyegraph(Trim(shape.diagram));
  ASSERT_TRUE(answer.ok) << answer.error;
  std::string actual = answer.value;
  for (const std::string& row : answer.marked_rows) actual += "\n" + row;
  EXPECT_EQ(StripTrailingSpaces(actual), StripTrailingSpaces(Trim(shape.expected)));
}

INSTANTIATE_TEST_SUITE_P(Shapes, TextbookTest, ::testing::ValuesIn(kShapes),
                         [](const ::testing::TestParamInfo<TextbookShape>& shape_info) {
                           return std::string(shape_info.param.name);
                         });

}  // namespace
}  // namespace eyeshape::solver
