// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_IO_MAPPED_FILE_H_
#define EYESHAPE_TABLES_IO_MAPPED_FILE_H_

// File: tables/io/mapped_file.h
// A read-only memory-mapped file (POSIX mmap), for table files: pages are
// read on demand and shared between processes. Movable, not copyable.
//
//   Result<MappedFile> file = MappedFile::Open("eyes10.eyt");
//   std::span<const std::uint8_t> bytes = file.value().bytes();

#include <cstdint>
#include <span>
#include <string>

#include "base/result.h"

namespace eyeshape::tables {

class MappedFile {
 public:
  // Maps `path`; errors name the path and the reason (strerror). An empty
  // file maps to an empty span.
  static Result<MappedFile> Open(const std::string& path);

  MappedFile(MappedFile&& other) noexcept;
  MappedFile& operator=(MappedFile&& other) noexcept;
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;
  ~MappedFile();

  std::span<const std::uint8_t> bytes() const { return {data_, size_}; }

 private:
  MappedFile() = default;
  const std::uint8_t* data_ = nullptr;
  std::size_t size_ = 0;
  bool mapped_ = false;
};

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_IO_MAPPED_FILE_H_
