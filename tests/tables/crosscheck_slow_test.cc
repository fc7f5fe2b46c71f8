// SPDX-License-Identifier: MIT
// File: tests/tables/crosscheck_slow_test.cc
// RunCrosscheck() against a real GNU Go 3.8 (skipped without it) on every
// labelled polyomino up to 5 cells with GNU Go's eyes.db (from ../shared):
// with outer-liberty fills counted as X moves (SPEC §7), the solver and GNU
// Go's reader agree on every shape GNU Go builds, and GNU Go and the solver
// disagree with eyes.db on the same number of shapes.

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb_tools/eyesdb_crosscheck.h"

namespace eyeshape::tables {
namespace {

TEST(CrosscheckSlowTest, SolverAndGnuGoAgreeUpToFiveCells) {
  if (!GnuGo::IsInstalled()) GTEST_SKIP() << "GNU Go not installed at " << kGnuGoPath;
  const Result<EyesDb> db = ReadEyesDbFile(std::string(EYESHAPE_SHARED_DIR) + "/data/eyes.db");
  if (!db.ok()) GTEST_SKIP() << db.error();
  CrosscheckOptions options;
  options.max_size = 5;
  options.db = &db.value();
  options.game.outer_fills_are_moves = true;
  const Result<CrosscheckResult> result = RunCrosscheck(options);
  ASSERT_TRUE(result.ok()) << result.error();
  const CrosscheckTally& all = result.value().sizes[0];
  std::printf("%d shapes: %d outside the model, %d GNU Go cannot build, %d compared\n", all.shapes,
              all.outside_model, all.cannot_build, all.compared);
  EXPECT_EQ(all.shapes, 3 + 6 + 36 + 246 + 2115);
  EXPECT_EQ(all.gnugo_errors, 0);
  EXPECT_EQ(all.solver_gnugo.agree, all.compared);
  EXPECT_EQ(all.solver_db.value_differs, all.gnugo_db.value_differs);
  EXPECT_EQ(all.solver_db.agree, all.gnugo_db.agree);
}

}  // namespace
}  // namespace eyeshape::tables
