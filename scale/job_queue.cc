// SPDX-License-Identifier: MIT
// File: scale/job_queue.cc

#include "scale/job_queue.h"

#include <algorithm>

#include "base/check.h"

namespace eyeshape::scale {

JobQueue::JobQueue(std::span<const std::uint64_t> costs, std::span<const char> done,
                   std::uint64_t max_jobs)
    : costs_(costs) {
  EYESHAPE_CHECK(costs.size() == done.size());
  for (std::size_t j = 0; j < costs.size(); ++j) {
    if (done[j] == 0) order_.push_back(static_cast<std::uint32_t>(j));
  }
  // Stable: equal costs keep the plan order, so every run hands out the same
  // sequence (and --max-jobs K stops after the same K jobs).
  std::stable_sort(order_.begin(), order_.end(),
                   [&costs](std::uint32_t a, std::uint32_t b) { return costs[a] > costs[b]; });
  if (max_jobs > 0 && max_jobs < order_.size()) {
    held_back_ = order_.size() - max_jobs;
    order_.resize(max_jobs);
  }
  for (const std::uint32_t j : order_) remaining_cost_ += costs[j];
}

std::vector<std::uint32_t> JobQueue::NextBatch(std::size_t min_jobs, std::size_t max_jobs,
                                               std::uint64_t target_cost) {
  EYESHAPE_CHECK(min_jobs >= 1 && min_jobs <= max_jobs);
  std::vector<std::uint32_t> batch;
  std::uint64_t cost = 0;
  while (next_ < order_.size() && batch.size() < max_jobs &&
         (batch.size() < min_jobs || cost < target_cost)) {
    const std::uint32_t j = order_[next_++];
    batch.push_back(j);
    cost += costs_[j];
  }
  remaining_cost_ -= cost;
  return batch;
}

}  // namespace eyeshape::scale
