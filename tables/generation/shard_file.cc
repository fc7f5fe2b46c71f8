// SPDX-License-Identifier: MIT
// File: tables/generation/shard_file.cc
// Shard header encoding and validation, and the cost-balanced assignment.

#include "tables/generation/shard_file.h"

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <queue>
#include <string>
#include <utility>

namespace eyeshape::tables {
namespace {

constexpr std::size_t kHashedBytes = 56;

}  // namespace

std::array<std::uint8_t, kShardHeaderBytes> EncodeShardHeader(const ShardHeader& header) {
  std::array<std::uint8_t, kShardHeaderBytes> bytes{};
  std::memcpy(bytes.data(), kShardMagic.data(), kShardMagic.size());
  StoreLe(bytes.data() + 8, kShardFormatVersion, 4);
  StoreLe(bytes.data() + 12, header.canon_version, 4);
  StoreLe(bytes.data() + 16, header.plan_hash, 8);
  StoreLe(bytes.data() + 24, header.plan_jobs, 8);
  StoreLe(bytes.data() + 32, header.shard, 4);
  StoreLe(bytes.data() + 36, header.shard_count, 4);
  const TableParameters& p = header.parameters;
  bytes[40] = p.model == solver::Model::kGraph ? 1 : 0;
  bytes[41] = static_cast<std::uint8_t>(p.outer_liberties);
  bytes[42] = p.flags;
  bytes[43] = static_cast<std::uint8_t>(p.max_size);
  bytes[44] = static_cast<std::uint8_t>(p.edge_max_size);
  bytes[45] = static_cast<std::uint8_t>(p.corner_max_size);
  bytes[46] = header.assignment;
  StoreLe(bytes.data() + 48, header.shard_jobs, 8);
  StoreLe(bytes.data() + kHashedBytes, XXH3_64bits(bytes.data(), kHashedBytes), 8);
  return bytes;
}

Result<ShardHeader> DecodeShardHeader(std::span<const std::uint8_t> bytes) {
  using R = Result<ShardHeader>;
  if (bytes.size() < kShardHeaderBytes ||
      std::memcmp(bytes.data(), kShardMagic.data(), kShardMagic.size()) != 0) {
    return R::Error("not a shard file (no EYESHARD header)");
  }
  const std::uint64_t version = LoadLe(bytes.data() + 8, 4);
  if (version != kShardFormatVersion) {
    return R::Error("shard format version " + std::to_string(version) + ", this program reads " +
                    std::to_string(kShardFormatVersion));
  }
  if (LoadLe(bytes.data() + kHashedBytes, 8) != XXH3_64bits(bytes.data(), kHashedBytes)) {
    return R::Error("damaged shard header (checksum mismatch)");
  }
  ShardHeader header;
  header.canon_version = static_cast<std::uint32_t>(LoadLe(bytes.data() + 12, 4));
  header.plan_hash = LoadLe(bytes.data() + 16, 8);
  header.plan_jobs = LoadLe(bytes.data() + 24, 8);
  header.shard = static_cast<std::uint32_t>(LoadLe(bytes.data() + 32, 4));
  header.shard_count = static_cast<std::uint32_t>(LoadLe(bytes.data() + 36, 4));
  TableParameters& p = header.parameters;
  p.model = bytes[40] == 1 ? solver::Model::kGraph : solver::Model::kBoard;
  p.outer_liberties = bytes[41];
  p.flags = bytes[42];
  p.max_size = bytes[43];
  p.edge_max_size = bytes[44];
  p.corner_max_size = bytes[45];
  header.assignment = bytes[46];
  header.shard_jobs = LoadLe(bytes.data() + 48, 8);
  const bool fields_fit =
      bytes[40] <= 1 && p.outer_liberties <= 7 && (p.flags & ~kKnownFlags) == 0 &&
      p.max_size >= 1 && p.max_size <= kMaxFormatSize && p.edge_max_size <= p.max_size &&
      p.corner_max_size <= p.max_size && bytes[47] == 0 && header.shard_count >= 1 &&
      header.shard >= 1 && header.shard <= header.shard_count &&
      header.shard_jobs <= header.plan_jobs;
  if (!fields_fit) return R::Error("damaged shard header (fields out of range)");
  return header;
}

std::vector<std::uint32_t> AssignJobsToShards(std::span<const std::uint64_t> costs,
                                              std::uint32_t shard_count) {
  std::vector<std::size_t> order(costs.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return costs[a] > costs[b]; });
  // The least loaded shard on top; (load, shard) pairs make ties go to the
  // lower shard.
  using Load = std::pair<std::uint64_t, std::uint32_t>;
  std::priority_queue<Load, std::vector<Load>, std::greater<>> loads;
  for (std::uint32_t shard = 0; shard < shard_count; ++shard) loads.emplace(0, shard);
  std::vector<std::uint32_t> assignment(costs.size(), 0);
  for (const std::size_t job : order) {
    const auto [load, shard] = loads.top();
    loads.pop();
    assignment[job] = shard;
    loads.emplace(load + costs[job], shard);
  }
  return assignment;
}

}  // namespace eyeshape::tables
