// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_IO_POSIX_WRITE_H_
#define EYESHAPE_TABLES_IO_POSIX_WRITE_H_

// File: tables/io/posix_write.h
// The two POSIX helpers every file writer of the tables layer needs (the
// table writer, checkpoints and shard files): a write that finishes or fails
// (short writes and EINTR are retried), and the one-line error text that
// names the file and strerror(errno). Stateless; errno is read, not reset.

#include <cstddef>
#include <cstdint>
#include <string>

namespace eyeshape::tables {

// Writes all `size` bytes of `data` at the file position of `fd`, retrying
// short writes and EINTR. Returns false with errno set on failure (a write
// of 0 bytes counts as failure and leaves errno as write left it).
bool WriteAll(int fd, const std::uint8_t* data, std::size_t size);

// "WHAT 'PATH': strerror(errno)", the form of every file error of the
// tables layer. Call it right after the failing call, before errno changes.
std::string ErrnoText(const std::string& what, const std::string& path);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_IO_POSIX_WRITE_H_
