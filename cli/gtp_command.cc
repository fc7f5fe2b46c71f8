// SPDX-License-Identifier: MIT
// File: cli/gtp_command.cc
// `eyeshape gtp`: the GTP engine of gtp/gtp_engine.h on stdin and stdout, one
// response per command line, flushed at once (a GTP controller waits for
// it). Ends at `quit` or at the end of the input; exit 0.

#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "gtp/gtp_engine.h"

namespace eyeshape::cli {
namespace {

struct GtpCommandOptions {
  int max_solved = 10;
};

void Run(const GtpCommandOptions& options) {
  gtp::GtpEngineOptions engine_options;
  engine_options.eyes.max_solved_vertices = options.max_solved;
  gtp::GtpEngine engine(engine_options);
  std::string line;
  while (!engine.quit_requested() && std::getline(std::cin, line)) {
    const std::string response = engine.HandleLine(line);
    if (response.empty()) continue;
    std::cout << response << std::flush;
  }
}

}  // namespace

void RegisterGtp(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<GtpCommandOptions>();
  CLI::App* command = app.add_subcommand(
      "gtp",
      "A GTP version 2 engine on stdin/stdout: the required commands, boardsize, clear_board, "
      "komi, play, genmove (a safe legal move outside the mover's eye spaces, not a player), "
      "undo, loadsgf, showboard, and GNU Go's eye analysis commands eval_eye, eye_data and "
      "half_eye_data in GNU Go's formats (docs/gtp.md).");
  command
      ->add_option("--max-solved", options->max_solved,
                   "solve eye graphs up to N vertices exactly; larger ones get GNU Go's size "
                   "guess (default 10)")
      ->check(CLI::Range(1, 32));
  command->callback([options, &exit_code] {
    Run(*options);
    exit_code = kExitOk;
  });
}

}  // namespace eyeshape::cli
