// SPDX-License-Identifier: MIT
// File: tests/tables/plan_test.cc
// The public plan (tables/generation/plan.h): the same plan as the shards'
// (hash and job count of GenerateShard), and a table assembled from jobs
// solved one by one through SolveJob() into a job log, in reverse order, or
// from their descriptions (job_description.h, as eyeshape-mpi's workers),
// byte-identical to GenerateTable()'s (the reference: the one-process path).

#include "tables/generation/plan.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tables/generation/checkpoint.h"
#include "tables/generation/generate.h"
#include "tables/generation/job_description.h"

namespace eyeshape::tables {
namespace {

std::string TempPath(const std::string& name) {
  return ::testing::TempDir() + "/plan_test_" + name;
}

GenerateOptions Options(int max_size) {
  GenerateOptions options;
  options.max_size = max_size;
  options.threads = 1;
  return options;
}

TEST(GenerationPlanTest, IsThePlanOfTheShards) {
  const GenerateOptions options = Options(5);
  const Result<GenerationPlan> plan = GenerationPlan::Make(options);
  ASSERT_TRUE(plan.ok()) << plan.error();
  const std::string path = TempPath("shard");
  std::remove(path.c_str());
  const GenerateOutcome shard = GenerateShard(options, 1, 1, path);
  ASSERT_EQ(shard.status, GenerateOutcome::Status::kDone) << shard.error;
  EXPECT_EQ(plan.value().hash(), shard.plan_hash);
  EXPECT_EQ(plan.value().num_jobs(), shard.plan_jobs);
  std::uint64_t entries = 0;
  for (std::size_t j = 0; j < plan.value().num_jobs(); ++j) {
    entries += plan.value().classes(j);
    // A job of n cells costs classes x 3^n (generate.h), n between 1 and 5.
    bool some_size = false;
    for (int n = 1; n <= 5; ++n) {
      some_size = some_size || plan.value().cost(j) == JobCost(n, plan.value().classes(j));
    }
    EXPECT_TRUE(some_size) << "job " << j;
  }
  EXPECT_EQ(entries, plan.value().total_entries());
  EXPECT_EQ(entries, shard.solved_entries);
  std::remove(path.c_str());
}

// Solves every job of the 5-cell plan with `append_all` into a new job log
// of the plan and expects the log to merge to GenerateTable()'s image.
void ExpectJobLogMergesToTheGeneratedTable(
    const std::string& name,
    const std::function<void(const GenerationPlan&, Checkpoint&)>& append_all) {
  const GenerateOptions options = Options(5);
  const GenerateOutcome reference = GenerateTable(options);
  ASSERT_EQ(reference.status, GenerateOutcome::Status::kDone) << reference.error;
  const Result<GenerationPlan> made = GenerationPlan::Make(options);
  ASSERT_TRUE(made.ok()) << made.error();
  const GenerationPlan& plan = made.value();

  const std::string path = TempPath(name);
  std::remove(path.c_str());
  {
    Result<std::unique_ptr<Checkpoint>> log = Checkpoint::OpenWithHeader(
        path, plan.LogHeader(), plan.num_jobs(), "job log",
        [](std::uint32_t, std::span<const std::uint8_t>) { FAIL() << "a new log has no records"; });
    ASSERT_TRUE(log.ok()) << log.error();
    append_all(plan, *log.value());
    ASSERT_TRUE(log.value()->MarkComplete().ok());
  }
  const std::vector<std::string> paths = {path};
  const MergeOutcome merged = MergeShards(paths, 1);
  ASSERT_EQ(merged.status, MergeOutcome::Status::kDone) << merged.error;
  EXPECT_EQ(merged.image, reference.image);
  std::remove(path.c_str());
}

TEST(GenerationPlanTest, JobsSolvedOneByOneIntoALogMergeToTheGeneratedTable) {
  ExpectJobLogMergesToTheGeneratedTable("log", [](const GenerationPlan& plan, Checkpoint& log) {
    // Reverse order: the table must not depend on the order jobs finish in.
    for (std::size_t k = plan.num_jobs(); k-- > 0;) {
      std::uint64_t nodes = 0;
      const std::vector<std::uint8_t> records = plan.SolveJob(k, &nodes);
      ASSERT_EQ(records.size(), plan.payload_bytes(k)) << "job " << k;
      ASSERT_TRUE(log.Append(static_cast<std::uint32_t>(k), records).ok());
    }
  });
}

// What a worker of eyeshape-mpi does: each job solved from its description
// (tables/generation/job_description.h), without the plan.
TEST(GenerationPlanTest, DescribedJobsAssembleToTheGeneratedTable) {
  ExpectJobLogMergesToTheGeneratedTable(
      "described_log", [](const GenerationPlan& plan, Checkpoint& log) {
        for (std::size_t j = 0; j < plan.num_jobs(); ++j) {
          std::uint64_t nodes = 0;
          const Result<JobSolution> solved = SolveJobDescription(plan.JobDescription(j), &nodes);
          ASSERT_TRUE(solved.ok()) << solved.error();
          ASSERT_TRUE(log.Append(solved.value().job, solved.value().records).ok());
        }
      });
}

TEST(GenerationPlanTest, RefusesOptionsGenerateRefuses) {
  GenerateOptions options = Options(5);
  options.edge_max_size = 6;
  const Result<GenerationPlan> plan = GenerationPlan::Make(options);
  ASSERT_FALSE(plan.ok());
  EXPECT_EQ(plan.error(), "edge max size must be at most the max size");
}

}  // namespace
}  // namespace eyeshape::tables
