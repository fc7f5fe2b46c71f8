// SPDX-License-Identifier: MIT
// Tests of scale/job_queue.h: the order jobs are handed out in, the cap, and
// guided batches. Expected orders are worked out by hand from the costs.

#include "scale/job_queue.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace eyeshape::scale {
namespace {

using Jobs = std::vector<std::uint32_t>;

TEST(JobQueueTest, HandsOutLargestCostFirstAndKeepsPlanOrderOnTies) {
  // Costs by job: 0:5 1:9 2:5 3:1 4:9. By decreasing cost, ties in job order:
  // 1 (9), 4 (9), 0 (5), 2 (5), 3 (1).
  const std::vector<std::uint64_t> costs = {5, 9, 5, 1, 9};
  const std::vector<char> done(5, 0);
  JobQueue queue(costs, done, 0);
  EXPECT_EQ(queue.size(), 5U);
  EXPECT_EQ(queue.remaining_cost(), 29U);
  EXPECT_EQ(queue.NextBatch(2, 2, 0), (Jobs{1, 4}));
  EXPECT_EQ(queue.remaining_cost(), 11U);
  EXPECT_EQ(queue.NextBatch(2, 2, 0), (Jobs{0, 2}));
  EXPECT_EQ(queue.NextBatch(2, 2, 0), (Jobs{3}));
  EXPECT_TRUE(queue.empty());
  EXPECT_EQ(queue.NextBatch(2, 2, 0), Jobs{});
}

TEST(JobQueueTest, SkipsJobsAlreadyDone) {
  const std::vector<std::uint64_t> costs = {5, 9, 5, 1, 9};
  const std::vector<char> done = {0, 1, 0, 0, 1};  // 1 and 4 are in the log
  JobQueue queue(costs, done, 0);
  EXPECT_EQ(queue.size(), 3U);
  EXPECT_EQ(queue.NextBatch(10, 10, 0), (Jobs{0, 2, 3}));
}

TEST(JobQueueTest, CapHandsOutTheFirstJobsOfTheOrderOnly) {
  // --max-jobs 2 of 4 open jobs: 1 and 4 (the two largest), 2 held back.
  const std::vector<std::uint64_t> costs = {5, 9, 5, 1, 9};
  const std::vector<char> done(5, 0);
  JobQueue queue(costs, done, 2);
  EXPECT_EQ(queue.size(), 2U);
  EXPECT_EQ(queue.held_back(), 3U);
  EXPECT_EQ(queue.remaining_cost(), 18U);
  EXPECT_EQ(queue.NextBatch(1, 100, 1000), (Jobs{1, 4}));
  EXPECT_TRUE(queue.empty());
}

TEST(JobQueueTest, GuidedBatchesGrowUntilTheTargetCost) {
  // Order 0..5 with costs 8 4 4 2 1 1. Target 10 from job 0: 8 < 10 takes
  // job 1 (12 >= 10, stop). Target 3 with at least 2 jobs: jobs 2, 3 (the
  // minimum already reaches 6). Target 0 with max 1: one job.
  const std::vector<std::uint64_t> costs = {8, 4, 4, 2, 1, 1};
  const std::vector<char> done(6, 0);
  JobQueue queue(costs, done, 0);
  EXPECT_EQ(queue.NextBatch(1, 100, 10), (Jobs{0, 1}));
  EXPECT_EQ(queue.NextBatch(2, 100, 3), (Jobs{2, 3}));
  EXPECT_EQ(queue.NextBatch(1, 1, 0), (Jobs{4}));
  EXPECT_EQ(queue.NextBatch(1, 100, 100), (Jobs{5}));
  EXPECT_EQ(queue.remaining_cost(), 0U);
}

}  // namespace
}  // namespace eyeshape::scale
