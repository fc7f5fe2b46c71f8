// SPDX-License-Identifier: MIT
// File: tables/generation/checkpoint.cc
// The generation checkpoint: read, validate and truncate, append, fsync.

#include "tables/generation/checkpoint.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <utility>
#include <vector>

#include "base/check.h"
#include "tables/io/format.h"
#include "tables/io/mapped_file.h"
#include "tables/io/posix_write.h"

namespace eyeshape::tables {
namespace {

constexpr std::array<char, 8> kCheckpointMagic = {'E', 'Y', 'E', 'S', 'P', 'A', 'R', 'T'};
constexpr std::uint32_t kCheckpointVersion = 1;
constexpr std::uint32_t kRecordMarker = 0x31505247;  // "GRP1"
constexpr std::uint32_t kEndMarker = 0x31444E45;     // "END1"
constexpr std::size_t kCheckpointHeaderBytes = 32;
constexpr std::size_t kRecordHeaderBytes = 12;

std::uint64_t RecordHash(const std::uint8_t* header, std::span<const std::uint8_t> payload) {
  XXH3_state_t state;
  XXH3_64bits_reset(&state);
  XXH3_64bits_update(&state, header, kRecordHeaderBytes);
  XXH3_64bits_update(&state, payload.data(), payload.size());
  return XXH3_64bits_digest(&state);
}

}  // namespace

JobLogScan ParseJobLog(
    std::span<const std::uint8_t> bytes, std::size_t header_bytes, std::uint64_t num_groups,
    const std::function<void(std::uint32_t, std::span<const std::uint8_t>)>& record) {
  JobLogScan scan;
  scan.valid_bytes = header_bytes;
  while (bytes.size() - scan.valid_bytes >= kRecordHeaderBytes + 8) {
    const std::uint8_t* start = bytes.data() + scan.valid_bytes;
    const std::uint64_t marker = LoadLe(start, 4);
    const std::uint64_t group = LoadLe(start + 4, 4);
    const std::uint64_t length = LoadLe(start + 8, 4);
    if (length > bytes.size() - scan.valid_bytes - kRecordHeaderBytes - 8) break;
    const std::span<const std::uint8_t> payload(start + kRecordHeaderBytes, length);
    if (LoadLe(start + kRecordHeaderBytes + length, 8) != RecordHash(start, payload)) break;
    if (marker == kEndMarker) {
      // Valid only as the count of the records before it; anything after it
      // is not part of the log.
      if (group != 0 || length != 8 || LoadLe(payload.data(), 8) != scan.records) break;
      scan.valid_bytes += kRecordHeaderBytes + length + 8;
      scan.complete = true;
      break;
    }
    if (marker != kRecordMarker || group >= num_groups) break;
    record(static_cast<std::uint32_t>(group), payload);
    ++scan.records;
    scan.valid_bytes += kRecordHeaderBytes + length + 8;
  }
  return scan;
}

Result<std::unique_ptr<Checkpoint>> Checkpoint::Open(
    const std::string& path, std::uint64_t fingerprint, std::uint64_t num_groups,
    const std::function<void(std::uint32_t, std::span<const std::uint8_t>)>& restore) {
  std::array<std::uint8_t, kCheckpointHeaderBytes> header{};
  std::memcpy(header.data(), kCheckpointMagic.data(), kCheckpointMagic.size());
  StoreLe(header.data() + 8, kCheckpointVersion, 4);
  StoreLe(header.data() + 16, fingerprint, 8);
  StoreLe(header.data() + 24, num_groups, 8);
  return OpenWithHeader(path, header, num_groups, "checkpoint", restore);
}

Result<std::unique_ptr<Checkpoint>> Checkpoint::OpenWithHeader(
    const std::string& path, std::span<const std::uint8_t> header, std::uint64_t num_groups,
    const std::string& what,
    const std::function<void(std::uint32_t, std::span<const std::uint8_t>)>& restore) {
  using R = Result<std::unique_ptr<Checkpoint>>;
  const int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return R::Error(ErrnoText("cannot open " + what, path));
  std::unique_ptr<Checkpoint> checkpoint(new Checkpoint(path, what, fd));
  // One run per checkpoint: a second process must not interleave records.
  if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
    return R::Error(what + " '" + path + "' is in use by another running generate");
  }
  // Mapped, not read: a shard file of 12 cells holds about 8.3 GB of records,
  // and a resumed shard only needs to know which jobs are in.
  Result<MappedFile> mapped = MappedFile::Open(path);
  if (!mapped.ok()) return R::Error(mapped.error());
  const std::span<const std::uint8_t> bytes = mapped.value().bytes();
  const std::size_t file_bytes = bytes.size();

  std::size_t valid = 0;
  if (bytes.size() >= header.size()) {
    if (std::memcmp(bytes.data(), header.data(), header.size()) != 0) {
      return R::Error(what + " '" + path +
                      "' belongs to another run (different options, size or program version); "
                      "delete it to start over");
    }
    std::vector<bool> seen(num_groups, false);
    const JobLogScan scan =
        ParseJobLog(bytes, header.size(), num_groups,
                    [&](std::uint32_t group, std::span<const std::uint8_t> payload) {
                      if (seen[group]) return;
                      seen[group] = true;
                      restore(group, payload);
                      ++checkpoint->restored_;
                    });
    valid = scan.valid_bytes;
    checkpoint->records_ = scan.records;
    checkpoint->complete_ = scan.complete;
  }
  // Unmapped before any truncation (a mapping past the end of a file faults).
  { const MappedFile unmapped = std::move(mapped).value(); }
  if (valid == 0) {
    // A new checkpoint (or one cut short inside its header): start it afresh.
    if (ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0 ||
        !WriteAll(fd, header.data(), header.size()) || fsync(fd) != 0) {
      return R::Error(ErrnoText("cannot write " + what, path));
    }
  } else {
    if (valid != file_bytes && (ftruncate(fd, static_cast<off_t>(valid)) != 0 || fsync(fd) != 0)) {
      return R::Error(ErrnoText("cannot truncate " + what, path));
    }
    if (lseek(fd, static_cast<off_t>(valid), SEEK_SET) < 0) {
      return R::Error(ErrnoText("cannot seek " + what, path));
    }
  }
  return checkpoint;
}

Checkpoint::~Checkpoint() {
  if (fd_ >= 0) close(fd_);
}

Result<bool> Checkpoint::Append(std::uint32_t group, std::span<const std::uint8_t> payload) {
  EYESHAPE_CHECK(!complete_);
  return AppendRecord(kRecordMarker, group, payload);
}

Result<bool> Checkpoint::MarkComplete() {
  EYESHAPE_CHECK(!complete_);
  std::array<std::uint8_t, 8> count{};
  StoreLe(count.data(), records_, 8);
  Result<bool> appended = AppendRecord(kEndMarker, 0, count);
  if (!appended.ok()) return appended;
  complete_ = true;
  return Sync();
}

Result<bool> Checkpoint::AppendRecord(std::uint32_t marker, std::uint32_t group,
                                      std::span<const std::uint8_t> payload) {
  std::vector<std::uint8_t> record(kRecordHeaderBytes + payload.size() + 8);
  StoreLe(record.data(), marker, 4);
  StoreLe(record.data() + 4, group, 4);
  StoreLe(record.data() + 8, payload.size(), 4);
  std::memcpy(record.data() + kRecordHeaderBytes, payload.data(), payload.size());
  StoreLe(record.data() + kRecordHeaderBytes + payload.size(), RecordHash(record.data(), payload),
          8);
  if (!WriteAll(fd_, record.data(), record.size())) {
    return Result<bool>::Error(ErrnoText("cannot append to " + what_, path_));
  }
  if (marker == kRecordMarker) ++records_;
  return true;
}

Result<bool> Checkpoint::Sync() {
  if (fsync(fd_) != 0) return Result<bool>::Error(ErrnoText("cannot flush " + what_, path_));
  return true;
}

}  // namespace eyeshape::tables
