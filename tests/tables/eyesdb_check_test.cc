// SPDX-License-Identifier: MIT
// File: tests/tables/eyesdb_check_test.cc
// CheckEyesDb() (tables/eyesdb_check.h) on a hand-written pattern file with
// one pattern per status; each value is reasoned about in the comments
// (SPEC §4-5, board model, L = 2).

#include "tables/eyesdb_tools/eyesdb_check.h"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

#include "solver/solver.h"
#include "tables/eyesdb/eyesdb.h"

namespace eyeshape::tables {
namespace {

// Statuses in file order.
constexpr char kFile[] = R"(# Hand-written test patterns.

Pattern three
# Straight three: X in the middle leaves two separate points (one eye),
# O in the middle makes two eyes; the middle is the only vital point.
.*.
:1122

Pattern four-one-mark
# Straight four: X needs two moves in a row (both inner points) to kill,
# so 1222 with both inner points attack points; the pattern marks only one.
.<..
:1222

Pattern square
# The square four is one eye whoever starts (X takes a corner, O takes the
# opposite one ...): 1112, not 2222.
..
..
:2222

Pattern marginal-end
# '!..': X at the marginal end or the middle spoils the eye (0111, the
# solver's attack points are those two); the pattern marks the far end,
# which is no vital point.
!.<
:0111

Pattern three-again
# The same graph as "three": every expansion is answered by "three".
...
:1122

Pattern three-wild
# Only the expansions with an X stone reach this pattern ("three" answers
# "..."). X.. and ..X are straight threes with an X end: 1122, middle
# vital; X.X is two eyes (2222). So the reached expansions disagree.
x*x
:1122

Pattern edge
# An edge pattern in the corner, checked like the others: both cells keep a
# free side (the corner cell 4 - 1 - 2 = 1, the other 4 - 1 - 1 = 2), so this
# is the centre's two-point eye, one eye whoever starts: 1111.
|..
+--
:1111

Pattern cross
# A '!' with four eyespace neighbours: no board can hold it.
 .
.!.
 .
:0011
)";

std::vector<PatternCheck> Checks(MarksRule rule = MarksRule::kSubset) {
  const Result<EyesDb> db = ParseEyesDb(kFile);
  EXPECT_TRUE(db.ok()) << (db.ok() ? "" : db.error());
  CheckOptions options;
  options.marks = rule;
  return CheckEyesDb(db.value(), options);
}

TEST(EyesDbCheckTest, GivesEachPatternItsStatus) {
  const std::vector<PatternCheck> checks = Checks();
  ASSERT_EQ(checks.size(), 8u);
  const std::vector<CheckStatus> expected = {
      CheckStatus::kAgree,       CheckStatus::kAgree,        CheckStatus::kValueDiffers,
      CheckStatus::kMarksDiffer, CheckStatus::kShadowed,     CheckStatus::kValueDiffers,
      CheckStatus::kAgree,       CheckStatus::kOutsideModel,
  };
  for (std::size_t i = 0; i < checks.size(); ++i) {
    EXPECT_EQ(checks[i].status, expected[i])
        << "pattern " << i << ": " << CheckStatusName(checks[i].status) << " " << checks[i].reason;
  }
}

TEST(EyesDbCheckTest, ReportsTheSolverValueOfTheDifferingExpansion) {
  const std::vector<PatternCheck> checks = Checks();
  const PatternCheck& square = checks[2];
  ASSERT_EQ(square.expansions.size(), 1u);
  EXPECT_EQ(square.expansions[0].solver_value.ToString(), "1112");
  const PatternCheck& wild = checks[5];
  ASSERT_EQ(wild.expansions.size(), 4u);
  EXPECT_EQ(wild.num_reached(), 3);  // all but "..."
  ASSERT_GE(wild.representative, 0);
  const ExpansionCheck& shown = wild.expansions[static_cast<std::size_t>(wild.representative)];
  EXPECT_EQ(shown.solver_value.ToString(), "2222");  // X.X
  EXPECT_EQ(shown.pattern.eyespace.attacker, solver::VertexBit(0) | solver::VertexBit(2));
}

TEST(EyesDbCheckTest, NamesThePatternsThatShadow) {
  const std::vector<PatternCheck> checks = Checks();
  EXPECT_EQ(checks[4].shadowed_by, std::vector<int>{0});
  EXPECT_EQ(checks[5].shadowed_by, std::vector<int>{0});  // "..." goes to "three"
}

TEST(EyesDbCheckTest, MarksRulesDifferOnlyWhereTheDbLeavesPointsOut) {
  const std::vector<PatternCheck> checks = Checks();
  // "four-one-mark" marks one of the two attack points: fine under the
  // subset rule, a difference under the equal rule, fine when marks are
  // ignored.
  EXPECT_EQ(StatusUnderRule(checks[1], MarksRule::kSubset), CheckStatus::kAgree);
  EXPECT_EQ(StatusUnderRule(checks[1], MarksRule::kEqual), CheckStatus::kMarksDiffer);
  EXPECT_EQ(StatusUnderRule(checks[1], MarksRule::kIgnore), CheckStatus::kAgree);
  // "marginal-end" marks a point that is not vital: a difference under both
  // mark rules.
  EXPECT_EQ(StatusUnderRule(checks[3], MarksRule::kEqual), CheckStatus::kMarksDiffer);
  EXPECT_EQ(StatusUnderRule(checks[3], MarksRule::kIgnore), CheckStatus::kAgree);
  // Values and shadowing do not depend on the rule.
  EXPECT_EQ(StatusUnderRule(checks[2], MarksRule::kIgnore), CheckStatus::kValueDiffers);
  EXPECT_EQ(StatusUnderRule(checks[4], MarksRule::kEqual), CheckStatus::kShadowed);
  EXPECT_EQ(Checks(MarksRule::kEqual)[1].status, CheckStatus::kMarksDiffer);
}

TEST(EyesDbCheckTest, AMissingMarkKindIsADifferenceUnderTheSubsetRule) {
  // 1122 has attack and defense points; marking only an attack point leaves
  // the defense kind out, which GNU Go's mkeyes would reject too.
  const Result<EyesDb> db = ParseEyesDb("Pattern t\n.<.\n:1122\n");
  ASSERT_TRUE(db.ok());
  const std::vector<PatternCheck> checks = CheckEyesDb(db.value(), CheckOptions{});
  EXPECT_EQ(checks[0].status, CheckStatus::kMarksDiffer);
}

TEST(EyesDbCheckTest, EyespaceAfterMovePlacesStonesAndJoinsW) {
  const Result<solver::Pattern> three = solver::ParseEyespace("...");
  ASSERT_TRUE(three.ok());
  const solver::Eyespace& e = three.value().eyespace;
  // X in the middle: a straight three with an X stone in the middle (1111).
  const std::optional<solver::Eyespace> x_middle = EyespaceAfterMove(e, solver::Side::kAttacker, 1);
  ASSERT_TRUE(x_middle.has_value());
  EXPECT_EQ(x_middle->attacker, solver::VertexBit(1));
  EXPECT_EQ(solver::SolveValue(solver::Normalize(*x_middle).eyespace, solver::GameOptions{})
                .value.ToString(),
            "1111");
  // O in the middle joins W and leaves two single points: two eyes.
  const std::optional<solver::Eyespace> o_middle = EyespaceAfterMove(e, solver::Side::kDefender, 1);
  ASSERT_TRUE(o_middle.has_value());
  EXPECT_EQ(o_middle->num_vertices, 2);
  EXPECT_EQ(o_middle->neighbours[0], 0u);
  EXPECT_EQ(solver::SolveValue(solver::Normalize(*o_middle).eyespace, solver::GameOptions{})
                .value.ToString(),
            "2222");
  // A single X move into its own last liberty is suicide.
  const Result<solver::Pattern> pair = solver::ParseEyespace("X.");
  ASSERT_TRUE(pair.ok());
  EXPECT_FALSE(EyespaceAfterMove(pair.value().eyespace, solver::Side::kAttacker, 1).has_value());
}

TEST(EyesDbCheckTest, NamesTheKindOfEachValueDifference) {
  // "square" (2222 in the file, 1112 by the solver): every vertex of the
  // square touches W, no '$', no all-X, W whole: kOther. "three-wild" differs
  // on X.X (2222): the same.
  const std::vector<PatternCheck> checks = Checks();
  EXPECT_EQ(checks[2].kind, DifferenceKind::kOther);
  EXPECT_EQ(checks[5].kind, DifferenceKind::kOther);
  EXPECT_NE(checks[2].reason.find("other"), std::string::npos) << checks[2].reason;
  EXPECT_EQ(checks[0].kind, DifferenceKind::kNone);  // agrees
}

DifferenceKind KindOf(std::string_view diagram) {
  const Result<solver::Pattern> pattern = solver::ParsePattern(diagram);
  EXPECT_TRUE(pattern.ok()) << diagram;
  return ClassifyDifference(pattern.value()).first;
}

TEST(EyesDbCheckTest, ClassifiesDifferencesByWhatTheModelCannotShow) {
  EXPECT_EQ(KindOf("XXX"), DifferenceKind::kAllAttacker);  // captured by normalization
  EXPECT_EQ(KindOf("$.."), DifferenceKind::kDollarStones);
  // The blank at row 2, column 3 is enclosed by eyespace on three sides and
  // the board edge below: an O stone there is a string of its own.
  EXPECT_EQ(KindOf("|...%|. .%+---"), DifferenceKind::kWallSplit);
  const std::string detail =
      ClassifyDifference(solver::ParsePattern("|...%|. .%+---").value()).second;
  EXPECT_NE(detail.find("row 2, col 3"), std::string::npos) << detail;
  // Enclosed in the centre too (a ring of eyespace around one cell).
  EXPECT_EQ(KindOf("...%. .%..."), DifferenceKind::kWallSplit);
  // The same blank with an opening to the outside (no edge below): W whole.
  EXPECT_NE(KindOf("...%. ."), DifferenceKind::kWallSplit);
  // Bent three in the corner: the corner cell has 2 neighbours and 2 sides
  // off the board, no free side; the centre formula would give it 2.
  EXPECT_EQ(KindOf("|.%|..%+--"), DifferenceKind::kLostAtEdge);
  // A T-point in the centre: the '!' has 3 neighbours and its approach side.
  EXPECT_EQ(KindOf(".!.%X."), DifferenceKind::kNoWallContact);
  EXPECT_EQ(KindOf("..."), DifferenceKind::kOther);
}

}  // namespace
}  // namespace eyeshape::tables
