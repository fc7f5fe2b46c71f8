// SPDX-License-Identifier: MIT
// File: tables/io/posix_write.cc
// WriteAll and ErrnoText (posix_write.h).

#include "tables/io/posix_write.h"

#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace eyeshape::tables {

bool WriteAll(int fd, const std::uint8_t* data, std::size_t size) {
  while (size > 0) {
    const ssize_t written = write(fd, data, size);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return false;
    data += written;
    size -= static_cast<std::size_t>(written);
  }
  return true;
}

std::string ErrnoText(const std::string& what, const std::string& path) {
  return what + " '" + path + "': " + std::strerror(errno);
}

}  // namespace eyeshape::tables
