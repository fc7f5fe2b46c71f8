// SPDX-License-Identifier: MIT
// File: tests/tables/job_description_slow_test.cc
// Every job of the 7-cell plan (centre, edge and corner groups) solved from
// its description gives GenerationPlan::SolveJob()'s
// bytes (job_description_test.cc has the 5- and 6-cell plans and the
// refusals).

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "tables/generation/job_description.h"
#include "tables/generation/plan.h"

namespace eyeshape::tables {
namespace {

TEST(JobDescriptionSlowTest, EveryJobOfTheSevenCellPlanSolvesAsThePlan) {
  GenerateOptions options;
  options.max_size = 7;
  options.threads = 1;
  Result<GenerationPlan> made = GenerationPlan::Make(options);
  ASSERT_TRUE(made.ok()) << made.error();
  const GenerationPlan& plan = made.value();
  std::size_t edge_jobs = 0;
  for (std::size_t j = 0; j < plan.num_jobs(); ++j) {
    std::uint64_t nodes = 0;
    const std::vector<std::uint8_t> expected = plan.SolveJob(j, &nodes);
    const Result<JobSolution> solved = SolveJobDescription(plan.JobDescription(j), &nodes);
    ASSERT_TRUE(solved.ok()) << "job " << j << ": " << solved.error();
    ASSERT_EQ(solved.value().records, expected) << "job " << j;
    EXPECT_EQ(solved.value().job, j);
    EXPECT_EQ(solved.value().classes, plan.classes(j)) << "job " << j;
    if (plan.kind(j) == RecordKind::kEdge) ++edge_jobs;
  }
  EXPECT_GT(edge_jobs, 0U);
}

}  // namespace
}  // namespace eyeshape::tables
