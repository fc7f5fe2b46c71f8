// SPDX-License-Identifier: MIT
// File: tables/io/mapped_file.cc
// POSIX mmap of a whole file, read-only.

#include "tables/io/mapped_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

namespace eyeshape::tables {

Result<MappedFile> MappedFile::Open(const std::string& path) {
  using R = Result<MappedFile>;
  const int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return R::Error("cannot open '" + path + "': " + std::strerror(errno));
  struct stat status {};
  if (fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
    const std::string reason = S_ISDIR(status.st_mode) ? "is a directory" : std::strerror(errno);
    close(fd);
    return R::Error("cannot read '" + path + "': " + reason);
  }
  MappedFile file;
  file.size_ = static_cast<std::size_t>(status.st_size);
  if (file.size_ > 0) {
    void* data = mmap(nullptr, file.size_, PROT_READ, MAP_PRIVATE, fd, 0);
    if (data == MAP_FAILED) {
      const std::string reason = std::strerror(errno);
      close(fd);
      return R::Error("cannot map '" + path + "': " + reason);
    }
    file.data_ = static_cast<const std::uint8_t*>(data);
    file.mapped_ = true;
  }
  close(fd);
  return file;
}

MappedFile::MappedFile(MappedFile&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)),
      size_(std::exchange(other.size_, 0)),
      mapped_(std::exchange(other.mapped_, false)) {}

MappedFile& MappedFile::operator=(MappedFile&& other) noexcept {
  if (this != &other) {
    if (mapped_) munmap(const_cast<std::uint8_t*>(data_), size_);
    data_ = std::exchange(other.data_, nullptr);
    size_ = std::exchange(other.size_, 0);
    mapped_ = std::exchange(other.mapped_, false);
  }
  return *this;
}

MappedFile::~MappedFile() {
  if (mapped_) munmap(const_cast<std::uint8_t*>(data_), size_);
}

}  // namespace eyeshape::tables
