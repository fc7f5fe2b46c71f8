// SPDX-License-Identifier: MIT
// File: tests/solver/eyespace_test.cc
// Tests of solver/eyespace.h: both notations, W contact (SPEC §2), every
// parse error, SPEC §2 normalization and Format -> Parse round trips.

#include "solver/model/eyespace.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/fuzz/eyespace_round_trip.h"

namespace eyeshape::solver {
namespace {

constexpr VitalMark kNone = VitalMark::kNone;
constexpr VitalMark kAttack = VitalMark::kAttack;
constexpr VitalMark kDefense = VitalMark::kDefense;
constexpr VitalMark kBoth = VitalMark::kBoth;

// Parses `text`, failing the test with the parser's message if it is rejected.
Pattern MustParse(std::string_view text) {
  Result<Pattern> parsed = ParsePattern(text);
  EXPECT_TRUE(parsed.ok()) << "input: " << text << "\nerror: " << parsed.error();
  return parsed.ok() ? std::move(parsed).value() : Pattern{};
}

// The parser's error for `text` ("" and a test failure when it is accepted).
std::string ParseError(std::string_view text) {
  Result<Pattern> parsed = ParsePattern(text);
  EXPECT_FALSE(parsed.ok()) << "accepted: " << text;
  if (parsed.ok()) return "";
  EXPECT_EQ(parsed.error().find('\n'), std::string::npos) << parsed.error();
  return parsed.error();
}

VertexSet Set(std::initializer_list<int> vertices) {
  VertexSet set = 0;
  for (const int v : vertices) set |= VertexBit(v);
  return set;
}

// --- Symbols and the two notations -------------------------------------------

TEST(EyespaceTest, ParsesEveryVertexSymbolInADiagram) {
  const Pattern pattern = MustParse(".!X$*<>@()x");
  const Eyespace& e = pattern.eyespace;
  ASSERT_EQ(e.num_vertices, 11);
  EXPECT_EQ(e.marginal, Set({1, 3, 7, 8, 9}));  // ! $ @ ( )
  EXPECT_EQ(e.attacker, Set({2, 3}));           // X $
  EXPECT_EQ(pattern.wildcard, Set({10}));       // x
  EXPECT_EQ(pattern.marks, (std::vector<VitalMark>{kNone, kNone, kNone, kNone, kBoth, kAttack,
                                                   kDefense, kBoth, kAttack, kDefense, kNone}));
  // A horizontal chain: every vertex has at most 2 neighbours, so all touch W.
  EXPECT_EQ(e.touches_wall, e.vertices());
  EXPECT_FALSE(pattern.touch_given);
  ASSERT_TRUE(pattern.drawing.has_value());
  EXPECT_EQ(pattern.drawing->cells[4], (solver::Cell{0, 4}));
}

TEST(EyespaceTest, ParsesEveryVertexSymbolInAGraphLine) {
  const Pattern graph = MustParse("11:.!X$*<>@()x:0-1,1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-9,9-10");
  const Pattern diagram = MustParse(".!X$*<>@()x");
  EXPECT_EQ(graph.eyespace, diagram.eyespace);
  EXPECT_EQ(graph.wildcard, diagram.wildcard);
  EXPECT_EQ(graph.marks, diagram.marks);
  EXPECT_FALSE(graph.drawing.has_value());
}

TEST(EyespaceTest, NumbersDiagramVerticesInReadingOrder) {
  // The SPEC §7 example in GNU Go's one-line form:
  //   OO!      . . 0
  //   O.X      . 1 2
  //   !...     3 4 5 6
  const Pattern pattern = MustParse("OO!%O.X%!...");
  ASSERT_EQ(pattern.eyespace.num_vertices, 7);
  EXPECT_EQ(pattern.drawing->cells,
            (std::vector<solver::Cell>{{0, 2}, {1, 1}, {1, 2}, {2, 0}, {2, 1}, {2, 2}, {2, 3}}));
  EXPECT_EQ(pattern.drawing->rows, (std::vector<std::string>{"  !", " .X", "!..."}));
  const Pattern graph = MustParse("7:!.X!...:0-2,1-2,1-4,2-5,3-4,4-5,5-6");
  EXPECT_EQ(pattern.eyespace, graph.eyespace);
}

TEST(EyespaceTest, NewlinesPercentAndSpacesAreInterchangeable) {
  const Pattern a = MustParse("OO!\nO.X\n!...");
  const Pattern b = MustParse("  !%O.X%!...");
  const Pattern c = MustParse("  !\r\n .X\r\n!...\r\n");
  EXPECT_EQ(a.eyespace, b.eyespace);
  EXPECT_EQ(a.eyespace, c.eyespace);
  EXPECT_EQ(a.drawing->rows, c.drawing->rows);
}

TEST(EyespaceTest, TrailingBlankRowsAreDropped) {
  const Pattern pattern = MustParse("..\n  \nOO\n");
  EXPECT_EQ(pattern.drawing->rows, std::vector<std::string>{".."});
}

TEST(EyespaceTest, GraphLineAcceptsExplicitWallContact) {
  const Pattern pattern = MustParse("3:.!.:0-1,1-2:101");
  EXPECT_TRUE(pattern.touch_given);
  EXPECT_EQ(pattern.eyespace.touches_wall, Set({0, 2}));
  EXPECT_EQ(pattern.eyespace.marginal, Set({1}));
}

TEST(EyespaceTest, GraphLineWithOneVertexHasNoEdges) {
  const Pattern pattern = MustParse("1:!:");
  EXPECT_EQ(pattern.eyespace.num_vertices, 1);
  EXPECT_EQ(pattern.eyespace, MustParse("!").eyespace);
}

TEST(EyespaceTest, GraphLineAcceptsRepeatedEdges) {
  EXPECT_EQ(MustParse("2:..:0-1,1-0,0-1").eyespace, MustParse("2:..:0-1").eyespace);
}

TEST(EyespaceTest, GraphLineToleratesTrailingNewline) {
  EXPECT_EQ(MustParse("2:..:0-1\r\n").eyespace, MustParse("2:..:0-1").eyespace);
}

TEST(EyespaceTest, AcceptsExactlyMaxVertices) {
  EXPECT_EQ(MustParse(std::string(kMaxVertices, '.')).eyespace.num_vertices, kMaxVertices);
}

TEST(EyespaceTest, ParseEyespaceRejectsWildcardsButKeepsMarks) {
  EXPECT_TRUE(ParsePattern("x.").ok());
  const Result<Pattern> wildcard = ParseEyespace(".x");
  ASSERT_FALSE(wildcard.ok());
  EXPECT_NE(wildcard.error().find("row 1, column 2"), std::string::npos) << wildcard.error();
  EXPECT_FALSE(ParseEyespace("2:x.:0-1").ok());
  const Result<Pattern> marked = ParseEyespace("*@");
  ASSERT_TRUE(marked.ok());
  EXPECT_EQ(marked.value().eyespace, MustParse(".!").eyespace);
}

// --- W contact (SPEC §2) -----------------------------------------------------

TEST(EyespaceTest, InteriorPointDoesNotTouchWall) {
  //    0        the centre (2) has 4 eyespace neighbours: no free side.
  //   123       the arms have 3 free sides each.
  //    4
  const Pattern pattern = MustParse(" .\n...\n .");
  EXPECT_EQ(pattern.eyespace.touches_wall, Set({0, 1, 3, 4}));
  EXPECT_EQ(pattern.eyespace.touches_wall, CentreWallContact(pattern.eyespace));
}

TEST(EyespaceTest, MarginalTPointDoesNotTouchWall) {
  //   0!2      the marginal T-point (1) has 3 neighbours and its fourth side
  //    3       is its approach: 4 - 3 - 1 = 0 free sides.
  const Pattern pattern = MustParse(".!.\n .");
  EXPECT_EQ(pattern.eyespace.touches_wall, Set({0, 2, 3}));
}

TEST(EyespaceTest, ProperTPointTouchesWall) {
  //   012      a proper vertex with 3 neighbours keeps one free side.
  //    3
  EXPECT_EQ(MustParse("...\n .").eyespace.touches_wall, Set({0, 1, 2, 3}));
}

TEST(EyespaceTest, MarginalVertexWithTwoNeighboursTouchesWall) {
  // 4 - 2 - 1 = 1 free side besides the approach.
  EXPECT_EQ(MustParse(".!.").eyespace.touches_wall, Set({0, 1, 2}));
}

TEST(EyespaceTest, CornerPatternCountsOffboardSides) {
  //   |0         0: 1 neighbour, edge on the left: 4 - 1 - 1 = 2, touches.
  //   |123       1: 2 neighbours, edges left and below: 4 - 2 - 2 = 0, does not.
  //   +---       2: 2 neighbours, edge below: 1, touches; 3: 4 - 1 - 1 = 2.
  const Pattern pattern = MustParse("|.\n|.*.\n+---");
  ASSERT_EQ(pattern.eyespace.num_vertices, 4);
  EXPECT_EQ(pattern.eyespace.touches_wall, Set({0, 2, 3}));
  EXPECT_EQ(pattern.marks[2], kBoth);
  // The sides counted above: 0 left; 1 left and below; 2 and 3 below.
  EXPECT_EQ(pattern.offboard_sides, (std::vector<int>{1, 2, 1, 1}));
}

TEST(EyespaceTest, GraphLinesAndCentreDiagramsHaveNoOffboardSides) {
  EXPECT_EQ(MustParse("3:...:0-1,1-2").offboard_sides, (std::vector<int>{0, 0, 0}));
  EXPECT_EQ(MustParse("3:.!.:0-1,1-2:101").offboard_sides, (std::vector<int>{0, 0, 0}));
  EXPECT_EQ(MustParse(".!.").offboard_sides, (std::vector<int>{0, 0, 0}));
}

TEST(EyespaceTest, BoardHoldableNeedsAnApproachSideForEveryMarginalVertex) {
  // A marginal vertex with four eyespace neighbours has no side for the
  // attacker's approach in the centre; with three neighbours it has one,
  // which an edge below takes away.
  EXPECT_TRUE(IsBoardHoldable(MustParse("3:.!.:0-1,1-2").eyespace));
  Eyespace star;
  star.num_vertices = 5;  // vertex 0 marginal, joined to 1..4
  for (int v = 1; v < 5; ++v) {
    star.neighbours[0] |= VertexBit(v);
    star.neighbours[v] |= VertexBit(0);
  }
  star.marginal = VertexBit(0);
  EXPECT_FALSE(IsBoardHoldable(star));
  EXPECT_EQ(FirstMarginalWithoutApproach(star, {}), 0);
  //   .!.     the marginal vertex 1 has 3 neighbours: one free side,
  //    .      none once an edge (offboard 1) is said to face it.
  const Pattern t_shape = MustParse(".!.\n .");
  EXPECT_TRUE(IsBoardHoldable(t_shape.eyespace, t_shape.offboard_sides));
  EXPECT_FALSE(IsBoardHoldable(t_shape.eyespace, std::vector<int>{0, 1, 0, 0}));
}

TEST(EyespaceTest, EdgeMarginalVertexKeepsItsApproachSide) {
  //   .!.        the marginal vertex has 2 neighbours and the edge below:
  //   ---        4 - 2 - 1 = 1 side, its approach; it does not touch W.
  EXPECT_EQ(MustParse(".!.\n---").eyespace.touches_wall, Set({0, 2}));
  // Without the edge it has one free side besides the approach.
  EXPECT_EQ(MustParse(".!.").eyespace.touches_wall, Set({0, 1, 2}));
}

TEST(EyespaceTest, TopAndRightEdgesCountToo) {
  //   ---+       0 (1,2): 1 neighbour, edges above and right: 4 - 1 - 2 = 1.
  //     .|       1 (!):   1 neighbour, no edge: 4 - 1 - 1 = 2.
  //    !.|       2 (2,2): 2 neighbours, edge right: 4 - 2 - 1 = 1.
  const Pattern pattern = MustParse("---+\n  .|\n !.|");
  ASSERT_EQ(pattern.eyespace.num_vertices, 3);
  EXPECT_EQ(pattern.eyespace.touches_wall, Set({0, 1, 2}));
  //   ---+       0 (!): 1 neighbour, edges above and right: 4 - 1 - 2 = 1
  //     !|       side left, its approach: valid, does not touch W.
  //     .|
  EXPECT_EQ(MustParse("---+\n  !|\n  .|").eyespace.touches_wall, Set({1}));
}

TEST(EyespaceTest, ShortEdgeRowStillMarksTheWholeEdge) {
  // eyes.db draws some edge rows shorter than the rows above them; the board
  // edge is a straight line, so the '!' below stands on it all the same.
  //   |.!.       '!': 2 neighbours, edge below: 4 - 2 - 1 = 1, its approach.
  //   +-
  EXPECT_EQ(MustParse("|.!.\n+-").eyespace, MustParse("|.!.\n+---").eyespace);
  EXPECT_EQ(MustParse("|.!.\n+-").eyespace.touches_wall, Set({0, 2}));
  // Likewise a '|' column covers rows that leave it blank.
  EXPECT_EQ(MustParse(" !\n|..\n+--").eyespace, MustParse("|!\n|..\n+--").eyespace);
}

TEST(EyespaceTest, GraphLineWallContactUsesDegreeOnly) {
  // A 5-vertex star: the centre has degree 4 and does not touch W.
  const Pattern star = MustParse("5:.....:0-1,0-2,0-3,0-4");
  EXPECT_EQ(star.eyespace.touches_wall, Set({1, 2, 3, 4}));
  // A non-grid degree 5 is fine for a proper vertex.
  EXPECT_EQ(MustParse("6:......:0-1,0-2,0-3,0-4,0-5").eyespace.touches_wall, Set({1, 2, 3, 4, 5}));
}

TEST(EyespaceTest, CentreWallContactIgnoresBoardEdges) {
  const Pattern corner = MustParse("|.\n|..\n+--");
  // With the edges, vertex 1 (corner, 2 neighbours) does not touch W ...
  EXPECT_EQ(corner.eyespace.touches_wall, Set({0, 2}));
  // ... the centre formula alone sees 2 free sides.
  EXPECT_EQ(CentreWallContact(corner.eyespace), Set({0, 1, 2}));
}

TEST(EyespaceTest, ApplyModelGraphLetsEveryVertexTouchWall) {
  const Eyespace plus = MustParse(" .\n...\n .").eyespace;
  EXPECT_EQ(ApplyModel(plus, Model::kGraph).touches_wall, plus.vertices());
  EXPECT_EQ(ApplyModel(plus, Model::kBoard), plus);
}

// --- Errors ------------------------------------------------------------------

TEST(EyespaceTest, RejectsUnknownCharacterWithItsPosition) {
  const std::string error = ParseError("..\n.#");
  EXPECT_NE(error.find("'#'"), std::string::npos) << error;
  EXPECT_NE(error.find("row 2, column 2"), std::string::npos) << error;
  EXPECT_NE(ParseError("..\t").find("0x09"), std::string::npos);
  ParseError("o.");  // lower-case o is not a blank
}

TEST(EyespaceTest, RejectsEmptyEyespace) {
  EXPECT_NE(ParseError("").find("empty"), std::string::npos);
  EXPECT_NE(ParseError("OOO%O O").find("empty"), std::string::npos);
  EXPECT_NE(ParseError("|\n+-").find("empty"), std::string::npos);
  EXPECT_NE(ParseError("0::").find("empty"), std::string::npos);
}

TEST(EyespaceTest, RejectsDisconnectedEyespace) {
  EXPECT_NE(ParseError(". .").find("row 1, column 3"), std::string::npos);
  EXPECT_NE(ParseError(".\n\n.").find("disconnected"), std::string::npos);
  EXPECT_NE(ParseError(".\n .").find("disconnected"), std::string::npos);  // diagonal
  EXPECT_NE(ParseError("3:...:0-1").find("vertex 2"), std::string::npos);
  ParseError("2:..:");
}

TEST(EyespaceTest, RejectsMarginalVertexWithoutApproachSide) {
  // A marginal interior point: 4 neighbours, no side left for the approach.
  EXPECT_NE(ParseError(" .\n.!.\n .").find("row 2, column 2"), std::string::npos);
  // In a corner two neighbours are enough.
  ParseError(" .\n|!.\n+--");
  // A graph line without TOUCH: degree 4.
  EXPECT_NE(ParseError("5:!....:0-1,0-2,0-3,0-4").find("vertex 0"), std::string::npos);
  // With explicit W contact the formula is not used, so it is accepted.
  EXPECT_TRUE(ParsePattern("5:!....:0-1,0-2,0-3,0-4:01111").ok());
}

TEST(EyespaceTest, RejectsTooManyVertices) {
  EXPECT_NE(ParseError(std::string(kMaxVertices + 1, '.')).find("more than 32"), std::string::npos);
  EXPECT_NE(ParseError("33:" + std::string(33, '.') + ":").find("more than 32"), std::string::npos);
  ParseError("999999999999:.:");
}

TEST(EyespaceTest, RejectsMalformedGraphLines) {
  ParseError("2a:..:0-1");      // bad N
  ParseError("2");              // no fields
  ParseError("2:..");           // missing EDGES
  ParseError("2:..:0-1:11:0");  // too many fields
  ParseError("3:..:0-1");       // label count != N
  ParseError("2:.q:0-1");       // unknown label
  ParseError("2:.|:0-1");       // edge marks are not labels
  ParseError("2:..:0-2");       // edge out of range
  ParseError("2:..:1-1");       // self-loop
  ParseError("2:..:0-");        // malformed edge
  ParseError("2:..:0-1,");      // empty edge item
  ParseError("2:..:-0-1");      // sign
  ParseError("2:..:0 - 1");     // blanks
  ParseError("2:..:0-1:1");     // TOUCH too short
  ParseError("2:..:0-1:12");    // TOUCH char
  EXPECT_NE(ParseError("2:..:0-5").find("0-5"), std::string::npos);
  EXPECT_NE(ParseError("3:..:0-1").find("2 labels for 3"), std::string::npos);
}

TEST(EyespaceTest, RejectsEdgeMarksInImpossiblePlaces) {
  ParseError(".-.");         // '-' in a row with vertices
  ParseError(".|.");         // '|' between vertices
  ParseError("|.\n..");      // a vertex left of (on) the left edge
  ParseError("..\n--\n..");  // an edge row between vertex rows
  ParseError("--\n--\n..");  // two top edges
  ParseError("| ..\n |.");   // two left edges
  ParseError("|--\n..");     // '|' in an edge row
  EXPECT_TRUE(ParsePattern("+--\n|..").ok());
}

TEST(EyespaceTest, RejectsEdgesThatContradict) {
  // A board is wider and taller than an eyespace: no opposite edges around it
  // (issue 10, "Bad input"), in any row layout.
  EXPECT_NE(ParseError("|.|").find("both left and right"), std::string::npos);
  EXPECT_NE(ParseError("|..|\n|.").find("columns 1 and 4"), std::string::npos);
  EXPECT_NE(ParseError("--\n..\n--").find("both above and below"), std::string::npos);
  EXPECT_NE(ParseError("+--+\n|..|").find("both"), std::string::npos);
  // '+' is a corner: only where the edge row meets the '|' column.
  EXPECT_NE(ParseError("+--\n...").find("corner mark '+' at row 1, column 1"),
            std::string::npos);  // no '|' column at all
  EXPECT_NE(ParseError("|..\n-+-").find("row 2, column 2"), std::string::npos);
  ParseError("..|\n+--");  // the corner is on the right
  EXPECT_TRUE(ParsePattern("..|\n--+").ok());
  EXPECT_TRUE(ParsePattern("|..\n+--").ok());
  EXPECT_TRUE(ParsePattern("|..\n---").ok());  // a corner drawn without '+'
  // A marginal vertex with no free side at the edge: two neighbours and two
  // sides off the board in the corner.
  EXPECT_NE(ParseError("|.\n|!.\n+--").find("no free side"), std::string::npos);
}

// --- Normalization (SPEC §2) -------------------------------------------------

TEST(EyespaceTest, NormalizeRemovesMarginalXAndMarksItsNeighboursMarginal) {
  // .$.  the '$' string is connected outside: it leaves the eyespace and both
  //      '.' become marginal (SPEC §2 corrects the seed text's '.'), leaving
  //      two isolated '!' that keep the W contact of the full drawing.
  const NormalizedEyespace result = Normalize(MustParse(".$.").eyespace);
  EXPECT_EQ(result.input_vertex, (std::vector<int>{0, 2}));
  EXPECT_EQ(result.eyespace.num_vertices, 2);
  EXPECT_EQ(result.eyespace.marginal, Set({0, 1}));
  EXPECT_EQ(result.eyespace.attacker, 0u);
  EXPECT_EQ(result.eyespace.neighbours[0], 0u);
  EXPECT_EQ(result.eyespace.touches_wall, Set({0, 1}));
}

TEST(EyespaceTest, NormalizeKeepsXStringWithLiberties) {
  // .X.  the X string has two empty neighbours: nothing changes.
  const Eyespace input = MustParse(".X.").eyespace;
  const NormalizedEyespace result = Normalize(input);
  EXPECT_EQ(result.eyespace, input);
  EXPECT_EQ(result.input_vertex, (std::vector<int>{0, 1, 2}));
}

TEST(EyespaceTest, NormalizeCapturesXStringWithoutLiberty) {
  // X    no empty neighbour, not marginal: already captured, becomes '.'.
  EXPECT_EQ(Normalize(MustParse("X").eyespace).eyespace, MustParse(".").eyespace);
  // XXX  the whole string is captured.
  EXPECT_EQ(Normalize(MustParse("XXX").eyespace).eyespace, MustParse("...").eyespace);
}

TEST(EyespaceTest, NormalizeOfLoneMarginalXIsEmpty) {
  const NormalizedEyespace result = Normalize(MustParse("$").eyespace);
  EXPECT_EQ(result.eyespace.num_vertices, 0);
  EXPECT_TRUE(result.input_vertex.empty());
}

TEST(EyespaceTest, NormalizeRemovesWholeStringContainingAMarginalStone) {
  // $X.  the string {0, 1} holds a marginal stone: both leave, '.' becomes '!'.
  const NormalizedEyespace result = Normalize(MustParse("$X.").eyespace);
  EXPECT_EQ(result.input_vertex, std::vector<int>{2});
  EXPECT_EQ(result.eyespace, MustParse("!").eyespace);
}

TEST(EyespaceTest, NormalizeTreatsEachXStringOnItsOwn) {
  // X.$  the proper X keeps its liberty; the '$' leaves and makes '.' marginal.
  const NormalizedEyespace result = Normalize(MustParse("X.$").eyespace);
  EXPECT_EQ(result.input_vertex, (std::vector<int>{0, 1}));
  EXPECT_EQ(result.eyespace.attacker, Set({0}));
  EXPECT_EQ(result.eyespace.marginal, Set({1}));
  EXPECT_EQ(result.eyespace.neighbours[0], Set({1}));
}

TEST(EyespaceTest, NormalizeKeepsWallContactOfTheFullDrawing) {
  //    $        input 0 (0,1) and 1 (1,0) are two '$' strings; input 2 at
  //   $..       (1,1) has 4 neighbours and no free side. Both strings leave and
  //    .        2 becomes a marginal vertex with 2 neighbours: the centre
  //             formula would now give it a free side, but its two sides toward
  //             the stones are the attacker's, so it still does not touch W.
  const Eyespace input = MustParse(" $\n$..\n .").eyespace;
  EXPECT_EQ(input.touches_wall, Set({0, 1, 3, 4}));
  const NormalizedEyespace result = Normalize(input);
  EXPECT_EQ(result.input_vertex, (std::vector<int>{2, 3, 4}));
  EXPECT_EQ(result.eyespace.marginal, Set({0}));
  EXPECT_EQ(result.eyespace.neighbours[0], Set({1, 2}));
  EXPECT_EQ(result.eyespace.touches_wall, Set({1, 2}));
  EXPECT_EQ(CentreWallContact(result.eyespace), Set({0, 1, 2}));
}

TEST(EyespaceTest, NormalizeMakesEveryNeighbourOfTheStringMarginal) {
  //   .$.     input 1 leaves; 0, 2 and 4 (its neighbours) become marginal.
  //   ...     input 4 had 3 neighbours and touched W; as a marginal vertex
  //           with 2 neighbours it still has one free side.
  const Eyespace input = MustParse(".$.\n...").eyespace;
  EXPECT_EQ(input.touches_wall, Set({0, 2, 3, 4, 5}));  // '$' is a T-point
  const NormalizedEyespace result = Normalize(input);
  EXPECT_EQ(result.input_vertex, (std::vector<int>{0, 2, 3, 4, 5}));
  EXPECT_EQ(result.eyespace.marginal, Set({0, 1, 3}));  // input 0, 2 and 4
  EXPECT_EQ(result.eyespace.touches_wall, Set({0, 1, 2, 3, 4}));
  EXPECT_EQ(result.eyespace.neighbours[3], Set({2, 4}));  // input 4: 3 and 5
}

TEST(EyespaceTest, NormalizeDoesNotTouchEmptyAndMarginalVertices) {
  const Eyespace input = MustParse("!..\n .!").eyespace;
  EXPECT_EQ(Normalize(input).eyespace, input);
}

// --- Formatting and round trips ----------------------------------------------

TEST(EyespaceTest, VertexCharCoversTheSymbolTable) {
  EXPECT_EQ(VertexChar(false, false, false, kNone), '.');
  EXPECT_EQ(VertexChar(true, false, false, kNone), '!');
  EXPECT_EQ(VertexChar(false, true, false, kNone), 'X');
  EXPECT_EQ(VertexChar(true, true, false, kNone), '$');
  EXPECT_EQ(VertexChar(false, false, false, kBoth), '*');
  EXPECT_EQ(VertexChar(false, false, false, kAttack), '<');
  EXPECT_EQ(VertexChar(false, false, false, kDefense), '>');
  EXPECT_EQ(VertexChar(true, false, false, kBoth), '@');
  EXPECT_EQ(VertexChar(true, false, false, kAttack), '(');
  EXPECT_EQ(VertexChar(true, false, false, kDefense), ')');
  EXPECT_EQ(VertexChar(false, false, true, kNone), 'x');
  // Stones and wildcards have no marked symbol: the mark is dropped.
  EXPECT_EQ(VertexChar(false, true, false, kBoth), 'X');
  EXPECT_EQ(VertexChar(false, false, true, kAttack), 'x');
}

TEST(EyespaceTest, FormatPatternDrawsGivenMarks) {
  const Pattern pattern = MustParse("OO!%O.X%!...");
  const std::vector<VitalMark> marks = {kAttack, kNone, kNone, kDefense, kBoth, kNone, kNone};
  EXPECT_EQ(FormatPattern(pattern, marks), "  (\n .X\n)*..");
  EXPECT_EQ(FormatPattern(pattern, marks, 'O', "%"), "OO(%O.X%)*..");
  EXPECT_EQ(FormatPattern(pattern, {}, 'O', "%"), "OO!%O.X%!...");
}

TEST(EyespaceTest, FormatPatternKeepsEdgeMarksAndTrimsTrailingBlanks) {
  const Pattern pattern = MustParse("|.   \n|.*.\n+---");
  EXPECT_EQ(FormatPattern(pattern, {}), "|.\n|...\n+---");
  EXPECT_EQ(FormatPattern(pattern, pattern.marks), "|.\n|.*.\n+---");
}

TEST(EyespaceTest, FormatPatternWritesGraphLinePatternsAsGraphLines) {
  EXPECT_EQ(FormatPattern(MustParse("3:x.!:0-1,1-2"), {}), "3:x.!:0-1,1-2");
  EXPECT_EQ(FormatPattern(MustParse("3:.!.:1-2,0-1:101"), {}), "3:.!.:0-1,1-2:101");
}

TEST(EyespaceTest, FormatGraphLineWritesSortedEdgesAndTouch) {
  const Pattern pattern = MustParse("|.\n|.*.\n+---");
  EXPECT_EQ(FormatGraphLine(pattern.eyespace), "4:....:0-1,1-2,2-3:1011");
  EXPECT_EQ(FormatGraphLine(pattern.eyespace, pattern.marks), "4:..*.:0-1,1-2,2-3:1011");
  EXPECT_EQ(FormatGraphLine(MustParse("!").eyespace), "1:!::1");
  EXPECT_EQ(FormatGraphLine(Eyespace{}), "0:::");
}

TEST(EyespaceTest, DiagramAndItsGraphLineGiveEqualEyespaces) {
  for (const char* diagram : {".!X$*<>@()", "OO!%O.X%!...", "|.\n|.*.\n+---", " .\n...\n .",
                              ".!.\n .", "---+\n  .|\n !.|"}) {
    const Pattern pattern = MustParse(diagram);
    const Pattern line = MustParse(FormatGraphLine(pattern.eyespace, pattern.marks));
    EXPECT_EQ(line.eyespace, pattern.eyespace) << diagram;
    EXPECT_EQ(line.marks, pattern.marks) << diagram;
  }
}

TEST(EyespaceTest, FormatThenParseRoundTrips) {
  const std::vector<std::string> texts = {".",
                                          "x",
                                          "$",
                                          "OO!%O.X%!...",
                                          "|.\n|.*.\n+---",
                                          "---+\n  .|\n !.|",
                                          " (\n|.\n|....\n+---",
                                          "\n..",
                                          "..%%",
                                          "3:.!.:0-1,1-2:101",
                                          "11:.!X$*<>@()x:0-1,1-2,2-3,3-4,4-5,5-6,6-7,7-8,8-9,9-10",
                                          "5:!....:0-1,0-2,0-3,0-4:01111",
                                          ".$.\n...",
                                          "X.$",
                                          std::string(kMaxVertices, 'X')};
  for (const std::string& text : texts) {
    EXPECT_EQ(fuzz::CheckEyespaceRoundTrip(text), "") << text;
  }
}

// --- GNU Go's eyes.db (read from ../shared, never copied) --------------------

#ifdef EYESHAPE_SHARED_DIR
// The diagram of every pattern: the non-comment, non-blank lines between a
// `Pattern NAME` line and its `:abcd` line.
std::vector<std::pair<std::string, std::string>> ReadEyesDbDiagrams(std::istream& in) {
  std::vector<std::pair<std::string, std::string>> diagrams;
  std::string line;
  std::string name;
  std::string diagram;
  bool inside = false;
  while (std::getline(in, line)) {
    if (line.rfind("Pattern ", 0) == 0) {
      name = line.substr(8);
      diagram.clear();
      inside = true;
    } else if (inside && line.rfind(':', 0) == 0) {
      diagrams.emplace_back(name, diagram);
      inside = false;
    } else if (inside && !line.empty() && line[0] != '#' &&
               line.find_first_not_of(" \r") != std::string::npos) {
      if (!diagram.empty()) diagram += '\n';
      diagram += line;
    }
  }
  return diagrams;
}

TEST(EyespaceTest, ParsesEveryEyesDbDiagram) {
  std::ifstream in(std::string(EYESHAPE_SHARED_DIR) + "/data/eyes.db");
  if (!in) GTEST_SKIP() << "eyes.db not found under " << EYESHAPE_SHARED_DIR;
  const auto diagrams = ReadEyesDbDiagrams(in);
  EXPECT_EQ(diagrams.size(), 1816u);
  int edge_patterns = 0;
  for (const auto& [name, diagram] : diagrams) {
    const Result<Pattern> parsed = ParsePattern(diagram);
    ASSERT_TRUE(parsed.ok()) << "Pattern " << name << ": " << parsed.error();
    EXPECT_EQ(fuzz::CheckEyespaceRoundTrip(diagram), "") << "Pattern " << name;
    if (diagram.find_first_of("|-+") != std::string::npos) ++edge_patterns;
  }
  EXPECT_EQ(edge_patterns, 564);
}
#endif

}  // namespace
}  // namespace eyeshape::solver
