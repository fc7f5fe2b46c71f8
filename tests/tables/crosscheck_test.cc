// SPDX-License-Identifier: MIT
// File: tests/tables/crosscheck_test.cc
// RunCrosscheck() (tables/eyesdb_crosscheck.h): a missing, crashing or
// hanging GNU Go gives a clear error instead of a crash or a hang; with GNU Go
// installed, a small run (shapes up to 3 cells) where all three references
// agree.

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <fstream>
#include <string>

#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb_tools/eyesdb_crosscheck.h"

namespace eyeshape::tables {
namespace {

// An executable shell script in the test's temporary directory.
std::string Script(const std::string& name, const std::string& body) {
  std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << "#!/bin/sh\n" << body << "\n";
  chmod(path.c_str(), 0755);
  return path;
}

TEST(CrosscheckTest, AMissingGnuGoIsAClearError) {
  CrosscheckOptions options;
  options.gnugo_path = "/nonexistent/gnugo";
  const Result<CrosscheckResult> result = RunCrosscheck(options);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.error().find("not found or not executable"), std::string::npos)
      << result.error();
  EXPECT_NE(result.error().find("/nonexistent/gnugo"), std::string::npos);
}

TEST(CrosscheckTest, AGnuGoThatExitsAtOnceIsAClearError) {
  CrosscheckOptions options;
  options.gnugo_path = Script("exits.sh", "exit 3");
  const Result<CrosscheckResult> result = RunCrosscheck(options);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.error().find("exited with status 3"), std::string::npos) << result.error();
}

TEST(CrosscheckTest, AHangingGnuGoTimesOut) {
  CrosscheckOptions options;
  options.gnugo_path = Script("hangs.sh", "exec sleep 60");
  options.timeout = std::chrono::milliseconds(300);
  const auto start = std::chrono::steady_clock::now();
  const Result<CrosscheckResult> result = RunCrosscheck(options);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.error().find("no answer within 300 ms"), std::string::npos) << result.error();
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(10));
}

TEST(CrosscheckTest, AGnuGoThatCrashesOnEveryShapeEndsTheRun) {
  // Answers `version`, then dies on the first analyze_eyegraph, every time.
  CrosscheckOptions options;
  options.gnugo_path = Script("crashes.sh",
                              "read id cmd rest\n"
                              "if [ \"$cmd\" = version ]; then printf '=%s 3.8\\n\\n' \"$id\"; "
                              "read id cmd rest; fi\n"
                              "kill -SEGV $$");
  options.max_size = 2;
  const Result<CrosscheckResult> result = RunCrosscheck(options);
  ASSERT_FALSE(result.ok());
  EXPECT_NE(result.error().find("failed 3 times in a row"), std::string::npos) << result.error();
}

TEST(CrosscheckTest, SmallShapesAgreeEverywhere) {
  if (!GnuGo::IsInstalled()) GTEST_SKIP() << "GNU Go not installed at " << kGnuGoPath;
  // A hand-written file: the single point and the pair (one eye either way),
  // X.X (two single eyes), and the other threes (1122, the middle vital:
  // X in the middle leaves one eye, O there makes two).
  const Result<EyesDb> db = ParseEyesDb(R"(Pattern one
x
:1111
Pattern two
xx
:1111
Pattern three-x
X.X
:2222
Pattern three
x*x
:1122
)");
  ASSERT_TRUE(db.ok()) << db.error();
  CrosscheckOptions options;
  options.max_size = 3;
  options.db = &db.value();
  const Result<CrosscheckResult> result = RunCrosscheck(options);
  ASSERT_TRUE(result.ok()) << result.error();
  const CrosscheckTally& all = result.value().sizes[0];
  EXPECT_EQ(all.shapes, 3 + 6 + 36);  // labelled shapes of 1..3 cells by grid symmetry
  EXPECT_EQ(all.compared + all.outside_model + all.cannot_build + all.gnugo_errors, all.shapes);
  EXPECT_EQ(all.solver_gnugo.agree, all.compared);
  EXPECT_GT(all.db_answers, 0);
  EXPECT_EQ(all.solver_db.agree, all.db_answers);
  EXPECT_EQ(all.gnugo_db.agree, all.db_answers);
}

}  // namespace
}  // namespace eyeshape::tables
