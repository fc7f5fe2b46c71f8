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

#include "tables/io/format.h"

namespace eyeshape::tables {
namespace {

constexpr std::array<char, 8> kCheckpointMagic = {'E', 'Y', 'E', 'S', 'P', 'A', 'R', 'T'};
constexpr std::uint32_t kCheckpointVersion = 1;
constexpr std::uint32_t kRecordMarker = 0x31505247;  // "GRP1"
constexpr std::size_t kCheckpointHeaderBytes = 32;
constexpr std::size_t kRecordHeaderBytes = 12;

std::string ErrnoText(const std::string& what, const std::string& path) {
  return what + " '" + path + "': " + std::strerror(errno);
}

std::uint64_t RecordHash(const std::uint8_t* header, std::span<const std::uint8_t> payload) {
  XXH3_state_t state;
  XXH3_64bits_reset(&state);
  XXH3_64bits_update(&state, header, kRecordHeaderBytes);
  XXH3_64bits_update(&state, payload.data(), payload.size());
  return XXH3_64bits_digest(&state);
}

bool WriteAll(int fd, const std::uint8_t* data, std::size_t size) {
  while (size > 0) {
    const ssize_t n = write(fd, data, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    data += n;
    size -= static_cast<std::size_t>(n);
  }
  return true;
}

// Reads the whole file; false on a read error.
bool ReadAll(int fd, std::vector<std::uint8_t>& bytes) {
  std::uint8_t buffer[1 << 16];
  for (;;) {
    const ssize_t n = read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return false;
    if (n == 0) return true;
    bytes.insert(bytes.end(), buffer, buffer + n);
  }
}

}  // namespace

solver::Result<std::unique_ptr<Checkpoint>> Checkpoint::Open(
    const std::string& path, std::uint64_t fingerprint, std::uint64_t num_groups,
    const std::function<void(std::uint32_t, std::span<const std::uint8_t>)>& restore) {
  using R = solver::Result<std::unique_ptr<Checkpoint>>;
  const int fd = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return R::Error(ErrnoText("cannot open checkpoint", path));
  std::unique_ptr<Checkpoint> checkpoint(new Checkpoint(path, fd));
  // One run per checkpoint: a second process must not interleave records.
  if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
    return R::Error("checkpoint '" + path + "' is in use by another running generate");
  }
  std::vector<std::uint8_t> bytes;
  if (!ReadAll(fd, bytes)) return R::Error(ErrnoText("cannot read checkpoint", path));

  std::array<std::uint8_t, kCheckpointHeaderBytes> header{};
  std::memcpy(header.data(), kCheckpointMagic.data(), kCheckpointMagic.size());
  StoreLe(header.data() + 8, kCheckpointVersion, 4);
  StoreLe(header.data() + 16, fingerprint, 8);
  StoreLe(header.data() + 24, num_groups, 8);

  std::size_t valid = 0;
  if (bytes.size() >= kCheckpointHeaderBytes) {
    if (std::memcmp(bytes.data(), header.data(), kCheckpointHeaderBytes) != 0) {
      return R::Error("checkpoint '" + path +
                      "' belongs to another run (different options, size or program version); "
                      "delete it to start over");
    }
    valid = kCheckpointHeaderBytes;
    std::vector<bool> seen(num_groups, false);
    while (bytes.size() - valid >= kRecordHeaderBytes + 8) {
      const std::uint8_t* record = bytes.data() + valid;
      const std::uint64_t group = LoadLe(record + 4, 4);
      const std::uint64_t length = LoadLe(record + 8, 4);
      if (LoadLe(record, 4) != kRecordMarker || group >= num_groups) break;
      if (length > bytes.size() - valid - kRecordHeaderBytes - 8) break;
      const std::span<const std::uint8_t> payload(record + kRecordHeaderBytes, length);
      if (LoadLe(record + kRecordHeaderBytes + length, 8) != RecordHash(record, payload)) break;
      if (!seen[group]) {
        seen[group] = true;
        restore(static_cast<std::uint32_t>(group), payload);
        ++checkpoint->restored_;
      }
      valid += kRecordHeaderBytes + length + 8;
    }
  }
  if (valid == 0) {
    // A new checkpoint (or one cut short inside its header): start it afresh.
    if (ftruncate(fd, 0) != 0 || lseek(fd, 0, SEEK_SET) != 0 ||
        !WriteAll(fd, header.data(), header.size()) || fsync(fd) != 0) {
      return R::Error(ErrnoText("cannot write checkpoint", path));
    }
  } else {
    if (valid != bytes.size() &&
        (ftruncate(fd, static_cast<off_t>(valid)) != 0 || fsync(fd) != 0)) {
      return R::Error(ErrnoText("cannot truncate checkpoint", path));
    }
    if (lseek(fd, static_cast<off_t>(valid), SEEK_SET) < 0) {
      return R::Error(ErrnoText("cannot seek checkpoint", path));
    }
  }
  return checkpoint;
}

Checkpoint::~Checkpoint() {
  if (fd_ >= 0) close(fd_);
}

solver::Result<bool> Checkpoint::Append(std::uint32_t group,
                                        std::span<const std::uint8_t> payload) {
  std::vector<std::uint8_t> record(kRecordHeaderBytes + payload.size() + 8);
  StoreLe(record.data(), kRecordMarker, 4);
  StoreLe(record.data() + 4, group, 4);
  StoreLe(record.data() + 8, payload.size(), 4);
  std::memcpy(record.data() + kRecordHeaderBytes, payload.data(), payload.size());
  StoreLe(record.data() + kRecordHeaderBytes + payload.size(), RecordHash(record.data(), payload),
          8);
  if (!WriteAll(fd_, record.data(), record.size())) {
    return solver::Result<bool>::Error(ErrnoText("cannot append to checkpoint", path_));
  }
  return true;
}

solver::Result<bool> Checkpoint::Sync() {
  if (fsync(fd_) != 0)
    return solver::Result<bool>::Error(ErrnoText("cannot flush checkpoint", path_));
  return true;
}

}  // namespace eyeshape::tables
