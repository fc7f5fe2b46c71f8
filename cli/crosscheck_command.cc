// SPDX-License-Identifier: MIT
// File: cli/crosscheck_command.cc
// `eyeshape crosscheck --gnugo PATH`: solver, GNU Go 3.8's reader and the
// eyes.db first match on every labelled polyomino up to --max-size
// (tables/eyesdb_crosscheck.h): a table per size and examples of each kind of
// difference. A missing, crashing or hanging GNU Go ends the command with a
// one-line error (exit status 2).

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "cli/progress.h"
#include "nlohmann/json.hpp"
#include "report/json_text.h"
#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb_tools/eyesdb_crosscheck.h"

namespace eyeshape::cli {
namespace {

constexpr char kDefaultEyesDb[] = "../shared/data/eyes.db";

struct CrosscheckCommandOptions {
  std::string gnugo = std::string(tables::kGnuGoPath);
  std::string eyes_db = kDefaultEyesDb;
  bool eyes_db_given = false;
  int max_size = 6;
  int timeout_ms = 10000;
  int examples = 5;
  bool gnugo_compatible = false;
  bool json = false;
};

nlohmann::json PairJson(const tables::PairTally& pair) {
  return {{"compared", pair.compared},
          {"agree", pair.agree},
          {"value_differs", pair.value_differs},
          {"marks_differ", pair.marks_differ}};
}

void PrintText(const tables::CrosscheckResult& result, const CrosscheckCommandOptions& options,
               const tables::EyesDb* db) {
  std::cout << "GNU Go " << result.gnugo_version << " at " << options.gnugo << "; eyes.db: "
            << (db != nullptr
                    ? options.eyes_db + " (" + std::to_string(db->patterns.size()) + " patterns)"
                    : std::string("none"))
            << "\nShapes: labelled polyominoes of 1.." << options.max_size
            << " cells (labels . ! X), one per grid-symmetry class; solver: board model, L = 2"
            << (options.gnugo_compatible ? ", outer-liberty fills as moves (GNU Go-compatible)"
                                         : "")
            << "\nMarks: solver vs GNU Go all vital points; against eyes.db the subset rule "
               "(every db mark a vital point of its kind, each kind in both or neither)\n\n";
  std::printf(
      "| size | shapes | outside model | cannot build | GNU Go errors | compared | solver = GNU Go "
      "| value ≠ | marks ≠ | db answers | solver = db | value ≠ | marks ≠ | GNU Go = db | value ≠ "
      "| marks ≠ |\n");
  std::printf(
      "|-----:|-------:|--------------:|-------------:|--------------:|---------:|---------------:"
      "|--------:|--------:|-----------:|------------:|--------:|--------:|------------:|--------:"
      "|--------:|\n");
  for (std::size_t n = 1; n <= result.sizes.size(); ++n) {
    const std::size_t index = n == result.sizes.size() ? 0 : n;
    const tables::CrosscheckTally& t = result.sizes[index];
    const std::string label = index == 0 ? "all" : std::to_string(index);
    std::printf(
        "| %4s | %6d | %13d | %12d | %13d | %8d | %14d | %7d | %7d | %10d | %11d | %7d | %7d "
        "| %11d | %7d | %7d |\n",
        label.c_str(), t.shapes, t.outside_model, t.cannot_build, t.gnugo_errors, t.compared,
        t.solver_gnugo.agree, t.solver_gnugo.value_differs, t.solver_gnugo.marks_differ,
        t.db_answers, t.solver_db.agree, t.solver_db.value_differs, t.solver_db.marks_differ,
        t.gnugo_db.agree, t.gnugo_db.value_differs, t.gnugo_db.marks_differ);
  }
  std::printf("\nGNU Go time: %.1f s\n", result.gnugo_seconds);
  for (const auto& [kind, lines] : result.examples) {
    std::cout << "\nExamples: " << kind << "\n";
    for (const std::string& line : lines) std::cout << "  " << line << "\n";
  }
}

int RunCrosscheckCommand(const CrosscheckCommandOptions& options) {
  std::unique_ptr<tables::EyesDb> db;
  if (!options.eyes_db.empty()) {
    const bool exists = std::filesystem::exists(options.eyes_db);
    if (exists || options.eyes_db_given) {
      Result<tables::EyesDb> read = tables::ReadEyesDbFile(options.eyes_db);
      if (!read.ok()) throw CommandError(read.error());
      db = std::make_unique<tables::EyesDb>(std::move(read).value());
    } else {
      std::cerr << "eyeshape: no " << kDefaultEyesDb
                << ": comparing solver and GNU Go only (give --eyes-db FILE)\n";
    }
  }
  tables::CrosscheckOptions run;
  run.gnugo_path = options.gnugo;
  run.timeout = std::chrono::milliseconds(options.timeout_ms);
  run.max_size = options.max_size;
  run.game.outer_fills_are_moves = options.gnugo_compatible;
  run.db = db.get();
  run.max_examples = options.examples;
  ProgressBar progress("crosscheck", 0);
  run.progress = [&progress](int done, int) { progress.Update(static_cast<std::uint64_t>(done)); };
  Result<tables::CrosscheckResult> result = tables::RunCrosscheck(run);
  progress.Finish();
  if (!result.ok()) throw CommandError(result.error());
  if (!options.json) {
    PrintText(result.value(), options, db.get());
    return kExitOk;
  }
  nlohmann::json out;
  out["gnugo_version"] = result.value().gnugo_version;
  out["max_size"] = options.max_size;
  nlohmann::json sizes = nlohmann::json::array();
  for (std::size_t n = 0; n < result.value().sizes.size(); ++n) {
    const tables::CrosscheckTally& t = result.value().sizes[n];
    sizes.push_back({{"size", n == 0 ? nlohmann::json("all") : nlohmann::json(n)},
                     {"shapes", t.shapes},
                     {"outside_model", t.outside_model},
                     {"cannot_build", t.cannot_build},
                     {"gnugo_errors", t.gnugo_errors},
                     {"compared", t.compared},
                     {"db_answers", t.db_answers},
                     {"solver_gnugo", PairJson(t.solver_gnugo)},
                     {"solver_db", PairJson(t.solver_db)},
                     {"gnugo_db", PairJson(t.gnugo_db)}});
  }
  out["sizes"] = sizes;
  out["examples"] = result.value().examples;
  std::cout << report::JsonText(out) << "\n";
  return kExitOk;
}

}  // namespace

void RegisterCrosscheck(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<CrosscheckCommandOptions>();
  CLI::App* command = app.add_subcommand(
      "crosscheck",
      "Compare the solver, GNU Go 3.8's reader (GTP analyze_eyegraph) and the eyes.db first "
      "match on every labelled polyomino up to --max-size cells: agreement per size, shapes "
      "GNU Go cannot build and shapes outside the model counted apart, examples of each kind "
      "of difference.");
  command->add_option("--gnugo", options->gnugo,
                      "the GNU Go 3.8 binary (default /usr/games/gnugo)");
  command->add_option("--max-size", options->max_size, "largest shape size (default 6)")
      ->check(CLI::Range(1, 10));
  command
      ->add_option("--eyes-db", options->eyes_db,
                   "the eyes.db file for the first-match comparison (default "
                   "../shared/data/eyes.db when present; empty = none)")
      ->each([options](const std::string&) { options->eyes_db_given = true; });
  command
      ->add_option("--timeout-ms", options->timeout_ms,
                   "time GNU Go may take per shape (default 10000)")
      ->check(CLI::Range(1, 600000));
  command->add_option("--examples", options->examples, "examples per kind (default 5)")
      ->check(CLI::Range(0, 10000));
  command->add_flag("--gnugo-compatible", options->gnugo_compatible,
                    "solver counts X's outer-liberty fills as moves, as GNU Go 3.8 does");
  command->add_flag("--json", options->json, "one JSON object instead of the text report");
  command->callback([options, &exit_code] { exit_code = RunCrosscheckCommand(*options); });
}

}  // namespace eyeshape::cli
