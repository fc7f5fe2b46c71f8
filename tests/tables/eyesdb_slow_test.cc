// SPDX-License-Identifier: MIT
// File: tests/tables/eyesdb_slow_test.cc
// GNU Go's eyes.db (read from ../shared, skipped when absent) through
// CheckEyesDb() and EyesDbCoverage(): the structure of the result (no
// pattern outside the model, the kinds of the edge and corner differences,
// statuses summing up) and the published
// figures of docs/eyesdb-report.md within bounds. Prints the summary.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb_tools/eyesdb_check.h"

namespace eyeshape::tables {
namespace {

Result<EyesDb> ReadSharedEyesDb() {
  return ReadEyesDbFile(std::string(EYESHAPE_SHARED_DIR) + "/data/eyes.db");
}

TEST(EyesDbSlowTest, ChecksEveryPatternOfGnuGosFile) {
  const Result<EyesDb> db = ReadSharedEyesDb();
  if (!db.ok()) GTEST_SKIP() << db.error();
  CheckOptions options;
  options.threads = 2;
  const std::vector<PatternCheck> checks = CheckEyesDb(db.value(), options);
  ASSERT_EQ(checks.size(), 1816u);
  std::array<int, kNumCheckStatuses> counts{};
  int edge = 0;
  for (const PatternCheck& check : checks) {
    ++counts[static_cast<std::size_t>(check.status)];
    const EyesDbPattern& pattern = db.value().patterns[static_cast<std::size_t>(check.index)];
    if (pattern.is_edge_pattern()) {
      ++edge;
      // Every edge and corner difference is board geometry the centre has
      // not: W split by the edge, W contact lost at the edge, or '$' stones
      // (docs/eyesdb-report.md); where every vertex touches W and W is
      // whole, the solver and the file agree.
      if (check.status == CheckStatus::kValueDiffers) {
        EXPECT_TRUE(check.kind == DifferenceKind::kWallSplit ||
                    check.kind == DifferenceKind::kLostAtEdge ||
                    check.kind == DifferenceKind::kDollarStones)
            << pattern.name << ": " << check.reason;
      }
    }
    if (check.status == CheckStatus::kValueDiffers) {
      EXPECT_GE(check.representative, 0);
      const ExpansionCheck& e = check.expansions[static_cast<std::size_t>(check.representative)];
      EXPECT_NE(e.solver_value, pattern.value) << pattern.name;
    }
  }
  std::printf("agree %d, value-differs %d, marks-differ %d, outside-model %d, shadowed %d\n",
              counts[0], counts[1], counts[2], counts[3], counts[4]);
  EXPECT_EQ(edge, 564);
  // Outside the model only what no board can hold: none in GNU Go's file.
  EXPECT_EQ(counts[static_cast<int>(CheckStatus::kOutsideModel)], 0);
  // docs/eyesdb-report.md: 1641 agree, 167 value-differs, 7 marks-differ,
  // 1 shadowed (subset marks rule). The solver is exact, so these only move
  // when the model changes; the bounds leave room for a changed report.
  EXPECT_GE(counts[static_cast<int>(CheckStatus::kAgree)], 1600);
  EXPECT_LE(counts[static_cast<int>(CheckStatus::kValueDiffers)], 200);
  EXPECT_LE(counts[static_cast<int>(CheckStatus::kShadowed)], 5);
}

TEST(EyesDbSlowTest, CoversAboutHalfOfSixCellClassesAndAlmostNoEightCellOnes) {
  const Result<EyesDb> db = ReadSharedEyesDb();
  if (!db.ok()) GTEST_SKIP() << db.error();
  const std::vector<CoverageCount> coverage = EyesDbCoverage(db.value(), 8, 2);
  ASSERT_EQ(coverage.size(), 8u);
  for (const CoverageCount& count : coverage) {
    std::printf("size %d: %lld of %lld classes answered\n", count.size,
                static_cast<long long>(count.answered), static_cast<long long>(count.classes));
  }
  const auto share = [&](int size) {
    const CoverageCount& c = coverage[static_cast<std::size_t>(size - 1)];
    return static_cast<double>(c.answered) / static_cast<double>(c.classes);
  };
  EXPECT_EQ(coverage[0].answered, 3);  // '.', '!', 'X' each have a pattern
  EXPECT_GT(share(6), 0.4);
  EXPECT_LT(share(6), 0.7);
  EXPECT_LT(share(8), 0.01);
}

}  // namespace
}  // namespace eyeshape::tables
