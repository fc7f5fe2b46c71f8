// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_CHECKPOINT_H_
#define EYESHAPE_TABLES_GENERATION_CHECKPOINT_H_

// File: tables/generation/checkpoint.h
// The checkpoint of a table generation (`FILE.partial`), so that an
// interrupted run continues where it stopped. An append-only file: a 32-byte
// header naming the run (a fingerprint of format, canon version, parameters
// and the list of groups), then one self-describing record per solved group:
//
//   u32 marker "GRP1" | u32 group | u32 payload bytes | payload | u64 XXH3
//
// (XXH3-64 of the 12 bytes before the payload and the payload; little-endian).
// A record cut short by a crash, or damaged, ends the valid part: Open()
// drops it and everything after it, and appends from there.
//
//   auto checkpoint = Checkpoint::Open(path, fingerprint, groups, restore);
//   checkpoint.value()->Append(group, payload);  // then Sync() now and then
//
// Not thread-safe: the generation driver calls it from one thread at a time.

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>

#include "solver/model/result.h"

namespace eyeshape::tables {

class Checkpoint {
 public:
  // Opens `path` for appending, creating it if absent. Records of an earlier
  // run with the same `fingerprint` are handed to `restore` (group index,
  // payload) in file order, each group at most once; a torn or corrupted tail
  // is truncated. A file of another run (different fingerprint), one locked
  // by another process (flock), or an unreadable file is an error, and the
  // file is left alone.
  static solver::Result<std::unique_ptr<Checkpoint>> Open(
      const std::string& path, std::uint64_t fingerprint, std::uint64_t num_groups,
      const std::function<void(std::uint32_t, std::span<const std::uint8_t>)>& restore);

  ~Checkpoint();
  Checkpoint(const Checkpoint&) = delete;
  Checkpoint& operator=(const Checkpoint&) = delete;

  // Appends the record of one solved group (one write call).
  solver::Result<bool> Append(std::uint32_t group, std::span<const std::uint8_t> payload);
  // Flushes appended records to disk (fsync).
  solver::Result<bool> Sync();
  // Number of valid records read by Open().
  std::uint64_t restored() const { return restored_; }

 private:
  Checkpoint(std::string path, int fd) : path_(std::move(path)), fd_(fd) {}
  std::string path_;
  int fd_ = -1;
  std::uint64_t restored_ = 0;
};

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_CHECKPOINT_H_
