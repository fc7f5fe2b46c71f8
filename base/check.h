// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_BASE_CHECK_H_
#define EYESHAPE_BASE_CHECK_H_

// File: base/check.h
// Invariant checks shared by every module (base/ is below every layer).
// EYESHAPE_CHECK is always on: a broken invariant prints file:line and the
// condition, then aborts. EYESHAPE_DCHECK is for expensive checks and is
// compiled only with EYESHAPE_EXPENSIVE_CHECKS.
// Untrusted input never reaches these: it is rejected with an error value.

#include <cstdio>
#include <cstdlib>

#define EYESHAPE_CHECK(condition)                                                                 \
  do {                                                                                            \
    if (!(condition)) {                                                                           \
      std::fprintf(stderr, "%s:%d: EYESHAPE_CHECK failed: %s\n", __FILE__, __LINE__, #condition); \
      std::abort();                                                                               \
    }                                                                                             \
  } while (false)

#ifdef EYESHAPE_EXPENSIVE_CHECKS
#define EYESHAPE_DCHECK(condition) EYESHAPE_CHECK(condition)
#else
#define EYESHAPE_DCHECK(condition) \
  do {                             \
  } while (false && (condition))
#endif

#endif  // EYESHAPE_BASE_CHECK_H_
