// SPDX-License-Identifier: MIT
// File: tests/solver/gnugo_driver_test.cc
// The GNU Go driver (tests/testing/gnugo.h): known answers of GNU Go 3.8's
// analyze_eyegraph, its refusals, and the driver's handling of a missing
// binary, a crash and a hang. Tests that need GNU Go skip without it.

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <chrono>
#include <fstream>
#include <string>
#include <vector>

#include "tests/testing/gnugo.h"

namespace eyeshape::testing {
namespace {

#define SKIP_WITHOUT_GNUGO()                                  \
  if (!GnuGo::IsInstalled()) {                                \
    GTEST_SKIP() << "GNU Go not installed at " << kGnuGoPath; \
  }

using Rows = std::vector<std::string>;

TEST(GnuGoDriverTest, AnswersStraightThreeWithTheMiddleMarked) {
  SKIP_WITHOUT_GNUGO();
  GnuGo gnugo;
  const GnuGoAnswer answer = gnugo.AnalyzeEyegraph("...");
  ASSERT_TRUE(answer.ok) << answer.error;
  EXPECT_EQ(answer.value, "1122");
  EXPECT_EQ(answer.marked_rows, Rows{".*."});
}

TEST(GnuGoDriverTest, PadsRowsToTheWidestRowAndMarksMarginalPoints) {
  SKIP_WITHOUT_GNUGO();
  GnuGo gnugo;
  // The example of SPEC §7; the '!' of the top row is a vital point ('@').
  const GnuGoAnswer answer = gnugo.AnalyzeEyegraph("OO!%O.X%!...");
  ASSERT_TRUE(answer.ok) << answer.error;
  EXPECT_EQ(answer.value, "0112");
  EXPECT_EQ(answer.marked_rows, (Rows{"  @ ", " .X ", "!.*."}));
}

TEST(GnuGoDriverTest, AcceptsMultiLineDiagramsAndIgnoresMarksInTheInput) {
  SKIP_WITHOUT_GNUGO();
  GnuGo gnugo;
  // The square four: one eye whoever starts; two more O moves make two eyes,
  // and every point is a first move of those (1112, all marked defense).
  GnuGoAnswer answer = gnugo.AnalyzeEyegraph("..\n..");
  ASSERT_TRUE(answer.ok) << answer.error;
  EXPECT_EQ(answer.value, "1112");
  EXPECT_EQ(answer.marked_rows, (Rows{">>", ">>"}));
  // A '*' in the input is read as an ordinary '.'.
  answer = gnugo.AnalyzeEyegraph(" *\n...");
  ASSERT_TRUE(answer.ok) << answer.error;
  EXPECT_EQ(answer.value, "1122");
  EXPECT_EQ(answer.marked_rows, (Rows{" . ", ".*."}));
}

TEST(GnuGoDriverTest, ReportsShapesItCannotBuild) {
  SKIP_WITHOUT_GNUGO();
  GnuGo gnugo;
  // Marginal points crowded around marginal T-points: no room for the
  // invincible X groups GNU Go builds the margins with.
  const GnuGoAnswer answer = gnugo.AnalyzeEyegraph("!!!%!!!%!!!");
  EXPECT_FALSE(answer.ok);
  EXPECT_TRUE(answer.refused);
  EXPECT_EQ(answer.error, "failed to analyze");
  // The process is still usable.
  EXPECT_TRUE(gnugo.AnalyzeEyegraph(".").ok);
  EXPECT_EQ(gnugo.num_starts(), 1);
}

TEST(GnuGoDriverTest, RecoversFromACrash) {
  SKIP_WITHOUT_GNUGO();
  GnuGo gnugo;
  // GNU Go 3.8 aborts on an assertion (num_vertices <= 17) for a big eyespace.
  const GnuGoAnswer crashed = gnugo.AnalyzeEyegraph("....%....%....%....%..");
  EXPECT_FALSE(crashed.ok);
  EXPECT_FALSE(crashed.refused);
  EXPECT_NE(crashed.error.find("GNU Go"), std::string::npos) << crashed.error;
  // The next command starts a new process.
  const GnuGoAnswer answer = gnugo.AnalyzeEyegraph("..");
  ASSERT_TRUE(answer.ok) << answer.error;
  EXPECT_EQ(answer.value, "1111");
  EXPECT_EQ(gnugo.num_starts(), 2);
}

TEST(GnuGoDriverTest, ReportsAMissingBinary) {
  GnuGo gnugo("/nonexistent/gnugo");
  const GnuGoAnswer answer = gnugo.AnalyzeEyegraph("...");
  EXPECT_FALSE(answer.ok);
  EXPECT_FALSE(answer.refused);
  EXPECT_NE(answer.error.find("not found"), std::string::npos) << answer.error;
}

TEST(GnuGoDriverTest, TimesOutOnAHangingProcess) {
  // A stand-in for GNU Go that never answers.
  const std::string path = ::testing::TempDir() + "/hanging_gnugo.sh";
  {
    std::ofstream script(path);
    script << "#!/bin/sh\nexec sleep 30\n";
  }
  ASSERT_EQ(chmod(path.c_str(), 0755), 0);
  GnuGo gnugo(path, std::chrono::milliseconds(300));
  const auto start = std::chrono::steady_clock::now();
  const GnuGoAnswer answer = gnugo.AnalyzeEyegraph("...");
  const auto elapsed = std::chrono::steady_clock::now() - start;
  EXPECT_FALSE(answer.ok);
  EXPECT_NE(answer.error.find("no answer within 300 ms"), std::string::npos) << answer.error;
  EXPECT_LT(elapsed, std::chrono::seconds(5));
}

TEST(GnuGoDriverTest, RejectsDiagramsGtpCannotCarry) {
  GnuGo gnugo("/nonexistent/gnugo");  // never started: rejected before sending
  EXPECT_EQ(gnugo.AnalyzeEyegraph("").error, "empty diagram");
  EXPECT_EQ(gnugo.AnalyzeEyegraph("%").error, "empty diagram");
  EXPECT_FALSE(gnugo.AnalyzeEyegraph(".#.").ok);
  EXPECT_FALSE(gnugo.AnalyzeEyegraph(".\t.").ok);
  EXPECT_EQ(gnugo.num_starts(), 0);
}

TEST(GnuGoDriverTest, AnswersPlainGtpCommands) {
  SKIP_WITHOUT_GNUGO();
  GnuGo gnugo;
  const GtpReply reply = gnugo.Send("version");
  ASSERT_TRUE(reply.ok) << reply.error;
  EXPECT_TRUE(reply.success);
  ASSERT_EQ(reply.lines.size(), 1u);
  EXPECT_EQ(reply.lines[0], "3.8");
  const GtpReply unknown = gnugo.Send("no_such_command");
  ASSERT_TRUE(unknown.ok) << unknown.error;
  EXPECT_FALSE(unknown.success);
}

}  // namespace
}  // namespace eyeshape::testing
