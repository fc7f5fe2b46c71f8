// SPDX-License-Identifier: MIT
// File: tests/fuzz/gtp_fuzzer.cc
// libFuzzer target: arbitrary bytes as a GTP session, one engine line per
// input line (gtp/gtp_engine.h, and the scoring commands as `eyeshape gtp`
// registers them). Every response must be empty (a line with
// no command) or "=..." / "?..." ending in the one empty line that ends a
// response, with no empty line inside; the engine must never abort. loadsgf
// is replaced by a handler that fails, so no input can open a file (a path
// such as /dev/zero would never end); the search budgets are small so that
// an input cannot run for minutes. Seed corpus: tests/data/fuzz/gtp/; run
// like scripts/fuzz.sh runs the eyespace target:
//   build/fuzz/tests/eyeshape_gtp_fuzzer CORPUS -dict=tests/fuzz/gtp.dict

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "gtp/gtp_engine.h"
#include "gtp/gtp_scoring_commands.h"

namespace {

void Fail(const char* what, const std::string& response) {
  std::fprintf(stderr, "gtp_fuzzer: %s: [%s]\n", what, response.c_str());
  std::abort();
}

void CheckResponse(const std::string& response) {
  if (response.empty()) return;
  if (response[0] != '=' && response[0] != '?')
    Fail("response starts with neither = nor ?", response);
  if (response.size() < 3 || response.compare(response.size() - 2, 2, "\n\n") != 0) {
    Fail("response does not end with an empty line", response);
  }
  if (response.find("\n\n") != response.size() - 2) Fail("empty line inside a response", response);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using eyeshape::gtp::GtpEngine;
  eyeshape::gtp::GtpEngineOptions options;
  options.eyes.max_solved_vertices = 6;
  options.eyes.solver_node_budget = 20000;
  options.eyes.tactics.node_budget = 2000;
  GtpEngine engine(options);
  eyeshape::gtp::RegisterScoringCommands(engine);
  engine.Register("loadsgf", [](GtpEngine&, const eyeshape::gtp::GtpArguments&) {
    return eyeshape::gtp::Failure("loadsgf is not fuzzed");
  });
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t start = 0;
  int lines = 0;
  while (start < text.size() && !engine.quit_requested() && lines++ < 64) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    CheckResponse(engine.HandleLine(text.substr(start, end - start)));
    start = end + 1;
  }
  return 0;
}
