// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCALE_JOB_QUEUE_H_
#define EYESHAPE_SCALE_JOB_QUEUE_H_

// File: scale/job_queue.h
// The coordinator's queue of jobs (tables/generation/plan.h) still to hand
// out: largest cost first (ties: lower job index first), the order that keeps
// the tail of a dynamic schedule short, skipping jobs already in the log,
// with an optional cap on how many jobs this run hands out (--max-jobs).
// Batches are consecutive runs of that order, so a batch's jobs have similar
// costs and the threads of the worker that solves it finish close together.
//
//   JobQueue queue(costs, done, /*max_jobs=*/0);
//   while (!queue.empty()) Send(queue.NextBatch(4, 4096, queue.remaining_cost() / 8));
//
// Not thread-safe (the coordinator's loop owns it).

#include <cstdint>
#include <span>
#include <vector>

namespace eyeshape::scale {

class JobQueue {
 public:
  // Jobs j with done[j] == 0, by decreasing costs[j]; at most `max_jobs` of
  // them (0: all). `costs` must outlive the queue.
  // REQUIRES: costs.size() == done.size() < 2^32.
  JobQueue(std::span<const std::uint64_t> costs, std::span<const char> done,
           std::uint64_t max_jobs);

  // The next jobs in order: at least `min_jobs` (fewer only at the end), then
  // more while their total cost is below `target_cost` and they are fewer
  // than `max_jobs`; empty when none is left. A target of a fraction of
  // remaining_cost() gives guided scheduling: large batches while much is
  // left, small ones at the end. REQUIRES: 1 <= min_jobs <= max_jobs.
  std::vector<std::uint32_t> NextBatch(std::size_t min_jobs, std::size_t max_jobs,
                                       std::uint64_t target_cost);

  // The total cost of the jobs not handed out yet.
  std::uint64_t remaining_cost() const { return remaining_cost_; }
  bool empty() const { return next_ == order_.size(); }
  // Jobs this queue hands out in all (the cap applied).
  std::size_t size() const { return order_.size(); }
  // Jobs not done that the cap leaves for a later run.
  std::uint64_t held_back() const { return held_back_; }

 private:
  std::span<const std::uint64_t> costs_;
  std::vector<std::uint32_t> order_;
  std::size_t next_ = 0;
  std::uint64_t remaining_cost_ = 0;
  std::uint64_t held_back_ = 0;
};

}  // namespace eyeshape::scale

#endif  // EYESHAPE_SCALE_JOB_QUEUE_H_
