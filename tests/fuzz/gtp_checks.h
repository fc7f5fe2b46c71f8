// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_FUZZ_GTP_CHECKS_H_
#define EYESHAPE_TESTS_FUZZ_GTP_CHECKS_H_

// File: tests/fuzz/gtp_checks.h
// What must hold for any bytes given to the GTP engine as a session, one
// engine line per input line (at most 64), with the scoring commands as
// `eyeshape gtp` registers them: every response is empty (a line with no
// command) or "=..." / "?..." ending in the one empty line that ends a
// response, with no empty line inside, and the engine never aborts. loadsgf
// is replaced by a handler that fails, so no input can open a file (a path
// such as /dev/zero would never end); the search budgets are small so that
// an input cannot run for minutes. Used by the libFuzzer target
// gtp_fuzzer.cc and replayed over the corpus tests/data/fuzz/gtp/ by
// tests/gtp/gtp_fuzz_corpus_test.cc. Returns "" when every check holds,
// else what failed and the response.

#include <cstddef>
#include <string>
#include <string_view>

#include "gtp/gtp_engine.h"
#include "gtp/gtp_scoring_commands.h"

namespace eyeshape::testing {

inline std::string CheckGtpResponse(const std::string& response) {
  if (response.empty()) return "";
  if (response[0] != '=' && response[0] != '?') {
    return "response starts with neither = nor ?: [" + response + "]";
  }
  if (response.size() < 3 || response.compare(response.size() - 2, 2, "\n\n") != 0) {
    return "response does not end with an empty line: [" + response + "]";
  }
  if (response.find("\n\n") != response.size() - 2) {
    return "empty line inside a response: [" + response + "]";
  }
  return "";
}

inline std::string CheckGtpSession(std::string_view text) {
  using gtp::GtpEngine;
  gtp::GtpEngineOptions options;
  options.eyes.max_solved_vertices = 6;
  options.eyes.solver_node_budget = 20000;
  options.eyes.tactics.node_budget = 2000;
  GtpEngine engine(options);
  gtp::RegisterScoringCommands(engine);
  engine.Register("loadsgf", [](GtpEngine&, const gtp::GtpArguments&) {
    return gtp::Failure("loadsgf is not fuzzed");
  });
  std::size_t start = 0;
  int lines = 0;
  while (start < text.size() && !engine.quit_requested() && lines++ < 64) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string failure = CheckGtpResponse(engine.HandleLine(text.substr(start, end - start)));
    if (!failure.empty()) return failure;
    start = end + 1;
  }
  return "";
}

}  // namespace eyeshape::testing

#endif  // EYESHAPE_TESTS_FUZZ_GTP_CHECKS_H_
