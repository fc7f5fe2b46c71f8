// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_TESTING_GNUGO_H_
#define EYESHAPE_TESTS_TESTING_GNUGO_H_

// File: tests/testing/gnugo.h
// The GNU Go 3.8 driver for tests: the tables library's client
// (tables/gnugo_client.h, which `eyeshape crosscheck` uses too) under the
// names the tests have always used.

#include "tables/eyesdb_tools/gnugo_client.h"

namespace eyeshape::testing {

using tables::GnuGo;
using tables::GnuGoAnswer;
using tables::GtpReply;
using tables::kGnuGoPath;

}  // namespace eyeshape::testing

#endif  // EYESHAPE_TESTS_TESTING_GNUGO_H_
