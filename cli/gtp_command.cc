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
#include "gtp/gtp_scoring_commands.h"
#include "scoring/score.h"

namespace eyeshape::cli {
namespace {

struct GtpCommandOptions {
  int max_solved = 10;
  std::string rules = "japanese";
};

void Run(const GtpCommandOptions& options, scoring::Rules rules) {
  gtp::GtpEngineOptions engine_options;
  engine_options.eyes.max_solved_vertices = options.max_solved;
  gtp::GtpEngine engine(engine_options);
  gtp::RegisterScoringCommands(engine, {.rules = rules});
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
      "A GTP version 2 engine on stdin/stdout for analysis, not play (no genmove): the other "
      "required commands, boardsize, clear_board, komi, play, undo, the handicap commands, "
      "loadsgf, showboard, GNU Go's analysis commands attack, defend, eval_eye, eye_data and "
      "half_eye_data in GNU Go's formats, final_score and final_status_list (dead stones as "
      "marked by eyeshape_set_dead) (docs/gtp.md).");
  command
      ->add_option("--max-solved", options->max_solved,
                   "solve eye graphs up to N vertices exactly; larger ones get GNU Go's size "
                   "guess (default 10)")
      ->check(CLI::Range(1, 32));
  command->add_option(
      "--rules", options->rules,
      "rules of final_score: japanese (territory, default), chinese, aga or nz (area)");
  command->callback([options, &exit_code] {
    const Result<scoring::Rules> rules = scoring::ParseRules(options->rules);
    if (!rules.ok()) {
      std::cerr << "eyeshape: " << rules.error() << "\n";
      exit_code = kExitInputError;
      return;
    }
    Run(*options, rules.value());
    exit_code = kExitOk;
  });
}

}  // namespace eyeshape::cli
