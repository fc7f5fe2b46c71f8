// SPDX-License-Identifier: MIT
// File: tests/tables/posix_write_test.cc
// WriteAll and ErrnoText (tables/io/posix_write.h): every byte arrives even
// when the pipe takes them in pieces, a closed descriptor fails with EBADF,
// and the error text names the action, the path and strerror.

#include "tables/io/posix_write.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace eyeshape::tables {
namespace {

TEST(PosixWriteTest, WriteAllDeliversMoreThanAPipeBufferHolds) {
  // 1 MiB is far beyond a Linux pipe's 64 KiB buffer, so write() returns
  // short counts while the reader drains it: WriteAll must keep going.
  std::vector<std::uint8_t> sent(std::size_t{1} << 20);
  for (std::size_t i = 0; i < sent.size(); ++i) sent[i] = static_cast<std::uint8_t>(i * 7 + 3);
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  std::vector<std::uint8_t> received;
  std::thread reader([&] {
    std::uint8_t buffer[4096];
    for (;;) {
      const ssize_t got = read(fds[0], buffer, sizeof buffer);
      if (got <= 0) break;
      received.insert(received.end(), buffer, buffer + got);
    }
  });
  const bool ok = WriteAll(fds[1], sent.data(), sent.size());
  close(fds[1]);
  reader.join();
  close(fds[0]);
  EXPECT_TRUE(ok);
  EXPECT_EQ(received, sent);
}

TEST(PosixWriteTest, WriteAllOnAClosedDescriptorFailsWithEbadf) {
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  close(fds[0]);
  close(fds[1]);
  const std::uint8_t byte = 1;
  errno = 0;
  EXPECT_FALSE(WriteAll(fds[1], &byte, 1));
  EXPECT_EQ(errno, EBADF);
}

TEST(PosixWriteTest, ErrnoTextNamesTheActionThePathAndTheReason) {
  errno = ENOENT;
  EXPECT_EQ(ErrnoText("cannot open table", "/no/such.eyt"),
            std::string("cannot open table '/no/such.eyt': ") + std::strerror(ENOENT));
}

}  // namespace
}  // namespace eyeshape::tables
