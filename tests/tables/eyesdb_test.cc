// SPDX-License-Identifier: MIT
// File: tests/tables/eyesdb_test.cc
// The eyes.db reader (tables/eyesdb.h) on small hand-written files: the
// syntax (names, comments, blank lines, rows with every symbol, edge marks,
// colon lines), line numbers, board-edge sides per vertex, and every error
// case with the line it must name. The patterns here are our own, not GNU
// Go's.

#include "tables/eyesdb/eyesdb.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace eyeshape::tables {
namespace {

EyesDb ParseOk(const std::string& text) {
  Result<EyesDb> db = ParseEyesDb(text);
  EXPECT_TRUE(db.ok()) << (db.ok() ? "" : db.error());
  return db.ok() ? std::move(db).value() : EyesDb{};
}

// The error message, or "" when the text parses.
std::string ErrorOf(const std::string& text) {
  const Result<EyesDb> db = ParseEyesDb(text);
  return db.ok() ? std::string() : db.error();
}

TEST(EyesDbReaderTest, ReadsNamesRowsValuesCommentsAndLineNumbers) {
  const EyesDb db = ParseOk(R"(# a file comment
# another

Pattern one
# a straight three

.*.

:1122

Pattern two-b

 x
x!X$
:0011
)");
  ASSERT_EQ(db.patterns.size(), 2u);
  const EyesDbPattern& one = db.patterns[0];
  EXPECT_EQ(one.name, "one");
  EXPECT_EQ(one.name_line, 4);
  EXPECT_EQ(one.first_row_line, 7);
  EXPECT_EQ(one.colon_line, 9);
  EXPECT_EQ(one.rows, std::vector<std::string>{".*."});
  EXPECT_EQ(one.comments, std::vector<std::string>{"# a straight three"});
  EXPECT_EQ(one.value.ToString(), "1122");
  EXPECT_EQ(one.size(), 3);
  EXPECT_EQ(one.num_marginal(), 0);
  EXPECT_EQ(one.pattern.marks[1], solver::VitalMark::kBoth);
  EXPECT_FALSE(one.is_edge_pattern());
  EXPECT_FALSE(one.board_cannot_hold);

  const EyesDbPattern& two = db.patterns[1];
  EXPECT_EQ(two.name, "two-b");
  EXPECT_EQ(two.rows, (std::vector<std::string>{" x", "x!X$"}));
  EXPECT_EQ(two.row_lines, (std::vector<int>{13, 14}));
  EXPECT_EQ(two.size(), 5);
  EXPECT_EQ(two.num_marginal(), 2);  // '!' and '$'
  EXPECT_EQ(two.pattern.wildcard, solver::VertexBit(0) | solver::VertexBit(1));
  EXPECT_EQ(two.pattern.eyespace.attacker, solver::VertexBit(3) | solver::VertexBit(4));
  EXPECT_EQ(two.Diagram("%"), " x%x!X$");
}

TEST(EyesDbReaderTest, AcceptsEveryVertexSymbol) {
  const EyesDb db = ParseOk("Pattern all\n.!X$*<>@()x\n:0012\n");
  ASSERT_EQ(db.patterns.size(), 1u);
  const solver::Pattern& p = db.patterns[0].pattern;
  EXPECT_EQ(p.eyespace.num_vertices, 11);
  EXPECT_EQ(p.eyespace.marginal, solver::VertexBit(1) | solver::VertexBit(3) |
                                     solver::VertexBit(7) | solver::VertexBit(8) |
                                     solver::VertexBit(9));
  EXPECT_EQ(p.marks[5], solver::VitalMark::kAttack);
  EXPECT_EQ(p.marks[9], solver::VitalMark::kDefense);
  EXPECT_EQ(p.wildcard, solver::VertexBit(10));
}

TEST(EyesDbReaderTest, CountsBoardEdgeSidesPerVertex) {
  // A corner pattern: the edge on the left and below. The bottom-left vertex
  // is in the corner (2 sides off the board).
  const EyesDb db = ParseOk(R"(Pattern corner
|.
|..!
+---
:0011
Pattern top-edge
---
.x.
:1122
)");
  ASSERT_EQ(db.patterns.size(), 2u);
  EXPECT_EQ(db.patterns[0].edge, (std::vector<int>{1, 2, 1, 1}));
  EXPECT_TRUE(db.patterns[0].is_edge_pattern());
  EXPECT_EQ(db.patterns[1].edge, (std::vector<int>{1, 1, 1}));
}

TEST(EyesDbReaderTest, EdgeRowsDrawnShortCoverTheSideButCountOnlyWhereMarked) {
  // The '-' row stops before the last column. The board edge is a straight
  // line, so all three cells have a side off the board (W contact, solving);
  // GNU Go's mkeyes credits a '-' only to the cell above it and '+' to none,
  // so the last cell's `edge` (what matching uses) is 0.
  const EyesDb db = ParseOk("Pattern short\n|...\n+--\n:1111\n");
  EXPECT_EQ(db.patterns[0].pattern.offboard_sides, (std::vector<int>{2, 1, 1}));
  EXPECT_EQ(db.patterns[0].edge, (std::vector<int>{2, 1, 0}));
  // A row without '|' (the '!' above the column's first '|'): no credit,
  // although the straight edge passes it.
  const EyesDb high = ParseOk("Pattern high\n !\n|.\n|..\n+--\n:0011\n");
  EXPECT_EQ(high.patterns[0].pattern.offboard_sides, (std::vector<int>{1, 1, 2, 1}));
  EXPECT_EQ(high.patterns[0].edge, (std::vector<int>{0, 1, 2, 1}));
  EXPECT_EQ(high.patterns[0].num_board_edges(), 2);
}

TEST(EyesDbReaderTest, RejectsContradictoryEdges) {
  // '|' on both sides, '-' above and below, '+' off the '|' column.
  for (const char* text : {"Pattern a\n|..|\n:1111\n", "Pattern a\n--\n..\n--\n:1111\n",
                           "Pattern a\n|..\n-+-\n:1111\n", "Pattern a\n...\n+--\n:1111\n"}) {
    const Result<EyesDb> db = ParseEyesDb(text);
    EXPECT_FALSE(db.ok()) << text;
    if (!db.ok()) {
      const bool named = db.error().find("pattern a: board edges") != std::string::npos ||
                         db.error().find("pattern a: corner mark") != std::string::npos;
      EXPECT_TRUE(named) << db.error();
    }
  }
}

TEST(EyesDbReaderTest, AcceptsCrLfTrailingBlanksAndNoFinalNewline) {
  const EyesDb db = ParseOk("Pattern a \r\n\r\n..  \r\n\t\r\n:1111\t\r\nPattern b\n!\n:0000");
  ASSERT_EQ(db.patterns.size(), 2u);
  EXPECT_EQ(db.patterns[0].name, "a");
  EXPECT_EQ(db.patterns[0].rows, std::vector<std::string>{".."});
  EXPECT_EQ(db.patterns[1].colon_line, 8);
}

TEST(EyesDbReaderTest, AnEmptyFileHasNoPatterns) {
  EXPECT_TRUE(ParseOk("").patterns.empty());
  EXPECT_TRUE(ParseOk("# only comments\n\n").patterns.empty());
}

TEST(EyesDbReaderTest, MarksAMarginalVertexWithoutApproachAsBoardCannotHold) {
  // The '!' has four eyespace neighbours: no side is left for the attacker's
  // approach, so no board can hold this shape (eyes.db syntax allows it).
  const EyesDb db = ParseOk("Pattern cross\n .\n.!.\n .\n:0011\n");
  ASSERT_EQ(db.patterns.size(), 1u);
  const EyesDbPattern& cross = db.patterns[0];
  EXPECT_TRUE(cross.board_cannot_hold);
  EXPECT_EQ(cross.size(), 5);
  EXPECT_EQ(cross.pattern.eyespace.marginal, solver::VertexBit(2));
  EXPECT_EQ(cross.pattern.eyespace.touches_wall & solver::VertexBit(2), 0u);
  // A '!' in the corner with two eyespace neighbours is the same case.
  const EyesDb corner = ParseOk("Pattern c\n|..\n|!.\n+--\n:0000\n");
  EXPECT_TRUE(corner.patterns[0].board_cannot_hold);
}

struct ErrorCase {
  const char* what;
  const char* text;
  const char* line;   // the "line N:" the message must start with
  const char* words;  // and a piece of the message
};

TEST(EyesDbReaderTest, EveryErrorNamesItsLine) {
  const std::vector<ErrorCase> cases = {
      {"row before any pattern", "# c\n...\n", "line 2:", "outside a pattern"},
      {"colon line before any pattern", "\n:1111\n", "line 2:", "colon line outside"},
      {"Pattern without name", "Pattern   \n.\n:1111\n", "line 1:", "without a name"},
      {"second Pattern before the colon line", "Pattern a\n.\nPattern b\n.\n:1111\n",
       "line 3:", "has no colon line"},
      {"colon line without rows", "Pattern a\n# no rows\n:1111\n", "line 3:", "no diagram rows"},
      {"short value", "Pattern a\n.\n:111\n", "line 3:", "not ':' followed by a value"},
      {"old max,min value", "Pattern a\n.\n:1,1\n", "line 3:", "not ':' followed by a value"},
      {"digit 3", "Pattern a\n.\n:1113\n", "line 3:", "not ':' followed by a value"},
      {"trailing text", "Pattern a\n.\n:1111 x\n", "line 3:", "not ':' followed by a value"},
      {"value not among the 15", "Pattern a\n.\n:2111\n", "line 3:", "not one of the 15"},
      {"unknown character", "Pattern a\n..\n.q\n:1111\n", "line 3:", "'q' at column 2"},
      {"'O' is not eyes.db", "Pattern a\nO.\n:1111\n", "line 2:", "'O' at column 1"},
      {"'%' would split rows", "Pattern a\n.%.\n:1111\n", "line 2:", "'%' at column 2"},
      {"a digit would make a graph line", "Pattern a\n3\n:1111\n", "line 2:", "'3'"},
      {"tab inside a row", "Pattern a\n.\t.\n:1111\n", "line 2:", "byte 0x09"},
      {"non-ASCII byte", "Pattern a\n.\xC3\xA9\n:1111\n", "line 2:", "byte 0xC3"},
      {"disconnected", "Pattern a\n.\n\n# gap\n \n. .\n:1111\n", "line 6:", "disconnected"},
      {"edge mark inside the shape", "Pattern a\n.|.\n:1111\n", "line 2:", "edge mark"},
      {"edge row shared with vertices", "Pattern a\n.--\n:1111\n", "line 2:", "shares its row"},
      {"pattern not finished", "Pattern a\n.\n\nPattern", "line 4:", "has no colon line"},
      {"end of file inside a pattern", "Pattern a\n.\n:1111\nPattern b\n..\n",
       "line 4:", "ends without a colon line"},
      {"repeated name", "Pattern a\n.\n:1111\nPattern a\n..\n:1111\n",
       "line 4:", "repeats the pattern at line 1"},
      {"too many vertices", "Pattern big\n.................................\n:2222\n",
       "line 2:", "more than 32 vertices"},
  };
  for (const ErrorCase& c : cases) {
    const std::string error = ErrorOf(c.text);
    EXPECT_EQ(error.rfind(c.line, 0), 0u) << c.what << ": " << error;
    EXPECT_NE(error.find(c.words), std::string::npos) << c.what << ": " << error;
  }
}

TEST(EyesDbReaderTest, ReadingAMissingFileNamesIt) {
  const Result<EyesDb> db = ReadEyesDbFile("/nonexistent/eyes.db");
  ASSERT_FALSE(db.ok());
  EXPECT_NE(db.error().find("/nonexistent/eyes.db"), std::string::npos);
}

TEST(EyesDbReaderTest, ReadsGnuGosEyesDb) {
  const std::string path = std::string(EYESHAPE_SHARED_DIR) + "/data/eyes.db";
  const Result<EyesDb> db = ReadEyesDbFile(path);
  if (!db.ok() && db.error().find("cannot read") != std::string::npos) {
    GTEST_SKIP() << "no " << path;
  }
  ASSERT_TRUE(db.ok()) << db.error();
  const std::vector<EyesDbPattern>& patterns = db.value().patterns;
  EXPECT_EQ(patterns.size(), 1816u);  // SPEC §7
  int edge = 0;
  int min_size = 99;
  int max_size = 0;
  for (const EyesDbPattern& p : patterns) {
    edge += p.is_edge_pattern() ? 1 : 0;
    min_size = std::min(min_size, p.size());
    max_size = std::max(max_size, p.size());
    EXPECT_FALSE(p.board_cannot_hold) << p.name;
  }
  EXPECT_EQ(edge, 564);  // SPEC §7
  EXPECT_EQ(min_size, 1);
  EXPECT_EQ(max_size, 10);
}

}  // namespace
}  // namespace eyeshape::tables
