// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_SHARD_FILE_H_
#define EYESHAPE_TABLES_GENERATION_SHARD_FILE_H_

// File: tables/generation/shard_file.h
// Shard files of a distributed table generation (docs/cluster.md). The plan
// of a table (generate.h) is a deterministic list of jobs, one per labelling
// group, each with a cost estimate; shard K of N holds the solved records of
// the jobs AssignJobsToShards() gives to K. A shard file is the checkpoint's
// append-only job log (checkpoint.h: "GRP1" records, XXH3 each, an "END1"
// record once complete) behind a 64-byte header that names its plan:
//
//    0  8  magic "EYESHARD"
//    8  4  shard format version (kShardFormatVersion)
//   12  4  canon version
//   16  8  plan hash (format, canon and generator versions, parameters, jobs)
//   24  8  jobs in the plan
//   32  4  shard number K (1..N)
//   36  4  shard count N
//   40  6  model, L, rule flags, max size, edge max size, corner max size
//   46  1  assignment scheme (kAssignmentCostBalanced)
//   47  1  reserved, 0
//   48  8  jobs of this shard
//   56  8  XXH3-64 of bytes 0..55
//
//   ShardHeader header = ...;
//   auto bytes = EncodeShardHeader(header);
//   Result<ShardHeader> back = DecodeShardHeader(bytes);  // == header

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "base/result.h"
#include "tables/io/format.h"

namespace eyeshape::tables {

inline constexpr std::array<char, 8> kShardMagic = {'E', 'Y', 'E', 'S', 'H', 'A', 'R', 'D'};
// Bump on any change of the header or the log records.
inline constexpr std::uint32_t kShardFormatVersion = 1;
inline constexpr std::size_t kShardHeaderBytes = 64;
// Jobs sorted by cost, largest first, each to the shard with the least cost
// so far (AssignJobsToShards). Bump when the scheme or JobCost() changes:
// shards of two schemes hold different jobs and must not be merged.
inline constexpr std::uint8_t kAssignmentCostBalanced = 1;

struct ShardHeader {
  std::uint32_t canon_version = 0;
  std::uint64_t plan_hash = 0;
  std::uint64_t plan_jobs = 0;
  std::uint32_t shard = 1;  // K, 1..shard_count
  std::uint32_t shard_count = 1;
  TableParameters parameters;
  std::uint8_t assignment = kAssignmentCostBalanced;
  std::uint64_t shard_jobs = 0;
  bool operator==(const ShardHeader&) const = default;
};

// The 64 header bytes. REQUIRES: parameters within the table format's ranges.
std::array<std::uint8_t, kShardHeaderBytes> EncodeShardHeader(const ShardHeader& header);

// The header of a shard file's first bytes; an error (one line, no path)
// when they are not a shard header of this format version: too short, bad
// magic, another version, a damaged header (checksum), or fields out of range.
Result<ShardHeader> DecodeShardHeader(std::span<const std::uint8_t> bytes);

// The shard (0..shard_count-1) of each job: jobs in order of decreasing cost
// (ties: lower job index first) go each to the shard with the least total
// cost so far (ties: the lower shard), the greedy "longest processing time
// first" rule, within 4/3 of the best balance. Deterministic: a function of
// the costs and shard_count only. REQUIRES: shard_count >= 1.
std::vector<std::uint32_t> AssignJobsToShards(std::span<const std::uint64_t> costs,
                                              std::uint32_t shard_count);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_SHARD_FILE_H_
