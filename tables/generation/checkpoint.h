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
// drops it and everything after it, and appends from there. A shard file
// (tables/generation/shard_file.h) is the same log behind its own 64-byte
// header, closed by an end record once every job of the shard is in:
//
//   u32 marker "END1" | u32 0 | u32 8 | u64 job records before it | u64 XXH3
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

#include "base/result.h"

namespace eyeshape::tables {

class Checkpoint {
 public:
  // Opens `path` for appending, creating it if absent. Records of an earlier
  // run with the same `fingerprint` are handed to `restore` (group index,
  // payload) in file order, each group at most once; a torn or corrupted tail
  // is truncated. A file of another run (different fingerprint), one locked
  // by another process (flock), or an unreadable file is an error, and the
  // file is left alone.
  static Result<std::unique_ptr<Checkpoint>> Open(
      const std::string& path, std::uint64_t fingerprint, std::uint64_t num_groups,
      const std::function<void(std::uint32_t, std::span<const std::uint8_t>)>& restore);

  // The same with a caller's header (the shard file's): a file whose first
  // header.size() bytes differ is refused, naming it `what` ("shard file").
  // An end record after the job records makes complete() true.
  static Result<std::unique_ptr<Checkpoint>> OpenWithHeader(
      const std::string& path, std::span<const std::uint8_t> header, std::uint64_t num_groups,
      const std::string& what,
      const std::function<void(std::uint32_t, std::span<const std::uint8_t>)>& restore);

  ~Checkpoint();
  Checkpoint(const Checkpoint&) = delete;
  Checkpoint& operator=(const Checkpoint&) = delete;

  // Appends the record of one solved group (one write call).
  Result<bool> Append(std::uint32_t group, std::span<const std::uint8_t> payload);
  // Flushes appended records to disk (fsync).
  Result<bool> Sync();
  // Appends the end record (REQUIRES: not complete()) and syncs; later
  // Append() calls are refused.
  Result<bool> MarkComplete();
  // Number of valid records read by Open().
  std::uint64_t restored() const { return restored_; }
  // Whether the log ends with an end record (read by Open or written).
  bool complete() const { return complete_; }

 private:
  Checkpoint(std::string path, std::string what, int fd)
      : path_(std::move(path)), what_(std::move(what)), fd_(fd) {}
  Result<bool> AppendRecord(std::uint32_t marker, std::uint32_t group,
                            std::span<const std::uint8_t> payload);
  std::string path_;
  std::string what_;  // "checkpoint", "shard file": for messages
  int fd_ = -1;
  std::uint64_t restored_ = 0;  // distinct groups restored
  std::uint64_t records_ = 0;   // job records in the file (restored or appended)
  bool complete_ = false;
};

// What ParseJobLog() found after a header.
struct JobLogScan {
  std::size_t valid_bytes = 0;  // header + the valid records (end record included)
  std::uint64_t records = 0;    // valid job records
  bool complete = false;        // a valid end record closes them
};

// Reads the records of a job log that starts at `bytes[header_bytes]`, in
// file order, handing each valid job record to `record` (group, payload),
// duplicates included; stops at the first torn or damaged record or after
// the end record. REQUIRES: header_bytes <= bytes.size().
JobLogScan ParseJobLog(
    std::span<const std::uint8_t> bytes, std::size_t header_bytes, std::uint64_t num_groups,
    const std::function<void(std::uint32_t, std::span<const std::uint8_t>)>& record);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_CHECKPOINT_H_
