// SPDX-License-Identifier: MIT
// File: cli/lookup_command.cc
// `eyeshape lookup`: values and vital points from a table (the built-in one
// unless --table names a file), with the input and output conventions of
// `eyeshape solve`. A shape without an entry is reported as a miss with the
// reason, or solved with --solve-misses (within --budget and --timeout,
// cli/solve_limits.h). The lookup is the public library's (EyeTable::Lookup,
// LookupOrSolve of eyeshape/eyeshape.h); the diagram is parsed here too, for
// the drawing and the JSON fields of the report.

#include <csignal>
#include <fstream>
#include <functional>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/input.h"
#include "cli/progress.h"
#include "cli/solve_limits.h"
#include "cli/stop_signals.h"
#include "cli/table_file.h"
#include "eyeshape/eyeshape.h"
#include "report/json_text.h"
#include "report/pattern_output.h"
#include "tables/lookup_or_solve/game_options.h"

namespace eyeshape::cli {
namespace {

struct LookupOptions {
  std::string table;
  std::string diagram;
  std::string batch;
  bool json = false;
  bool solve_misses = false;
  SolveLimits limits;
};

// One input's result: a report (hit or solved), or a miss or error message,
// or a miss whose search stopped before its answer (`unsolved`).
struct LookupOutcome {
  std::optional<report::PatternReport> report;
  bool solved = false;
  bool invalid = false;  // the input is not an eyespace
  std::string message;   // miss reason or parse error
  std::optional<solver::StopReason> unsolved;
};

// The solver's words for why the public library's search stopped, which
// UnsolvedReason() prints. REQUIRES: stopped != SearchStop::kNone.
solver::StopReason StopReasonOf(SearchStop stopped) {
  switch (stopped) {
    case SearchStop::kDeadline:
      return solver::StopReason::kDeadline;
    case SearchStop::kStopRequested:
      return solver::StopReason::kStopRequested;
    case SearchStop::kNone:
    case SearchStop::kNodeBudget:
      break;
  }
  return solver::StopReason::kNodeBudget;
}

// `progress` (may be empty) hears the node count of a miss being solved.
LookupOutcome LookupText(const std::string& text, const EyeTable& table,
                         const LookupOptions& options,
                         std::function<void(std::uint64_t)> progress = {}) {
  LookupOutcome outcome;
  Result<solver::Pattern> parsed = solver::ParseEyespace(text);
  if (!parsed.ok()) {
    outcome.invalid = true;
    outcome.message = parsed.error();
    return outcome;
  }
  report::PatternReport report;
  report.input = text;
  report.pattern = std::move(parsed).value();
  LookupResult answer;
  if (options.solve_misses) {
    const solver::SearchControl control = MakeSearchControl(options.limits, std::move(progress));
    SearchLimits limits;
    if (options.limits.budget_given) {
      limits.node_budget = static_cast<std::uint64_t>(options.limits.budget);
    }
    limits.deadline = control.deadline;
    limits.stop = control.stop;
    limits.progress = control.progress;
    // Signals stop only the search (printing is never cut half-way).
    StopOnSignals signals;
    answer = LookupOrSolve(table, text, limits);
  } else {
    answer = table.Lookup(text);
  }
  if (answer.stopped != SearchStop::kNone) {
    outcome.unsolved = StopReasonOf(answer.stopped);
    outcome.message = UnsolvedReason(*outcome.unsolved, options.limits);
    return outcome;
  }
  if (!answer.hit()) {
    outcome.message = std::string("not in the table: ") + answer.message;
    return outcome;
  }
  report.value = solver::EyeValue::Parse(answer.value.data()).value();
  report.vital = {answer.attack, answer.defense};
  outcome.solved = answer.solved;
  for (int v = 0; v < report.pattern.eyespace.num_vertices; ++v) {
    report.marks.push_back(solver::MarkOf(report.vital, v));
  }
  outcome.report = std::move(report);
  return outcome;
}

nlohmann::json OutcomeJson(const LookupOutcome& outcome, const std::string& input,
                           const solver::GameOptions& game) {
  if (outcome.report.has_value()) {
    nlohmann::json result = report::ToJson(*outcome.report, game);
    result["source"] = outcome.solved ? "solver" : "table";
    return result;
  }
  nlohmann::json result;
  result["input"] = input;
  result[outcome.invalid ? "error" : outcome.unsolved ? "unsolved" : "miss"] = outcome.message;
  return result;
}

int RunSingle(const LookupOptions& options, const EyeTable& table,
              const solver::GameOptions& game) {
  const std::string text = DiagramArgument(options.diagram);
  LookupOutcome outcome;
  {
    ProgressBar progress("solve: nodes", 0);
    outcome = LookupText(text, table, options,
                         [&progress](std::uint64_t nodes) { progress.Update(nodes); });
  }
  if (options.json) {
    std::cout << report::JsonText(OutcomeJson(outcome, text, game)) << "\n";
  } else if (outcome.report.has_value()) {
    std::cout << report::FormatText(*outcome.report);
  } else if (outcome.unsolved.has_value()) {
    std::cout << "unsolved: " << outcome.message << "\n";
  }
  if (outcome.unsolved.has_value()) {
    std::cerr << "eyeshape: unsolved (" << outcome.message << ")\n";
    if (*outcome.unsolved == solver::StopReason::kStopRequested) return 128 + StopSignal();
    return kExitUnsolved;
  }
  if (!outcome.report.has_value()) {
    std::cerr << "eyeshape: " << outcome.message << "\n";
    return kExitInputError;
  }
  return kExitOk;
}

int RunBatch(const LookupOptions& options, const EyeTable& table, const solver::GameOptions& game) {
  const std::vector<BatchLine> lines = ReadBatchLines(options.batch);
  const int count = static_cast<int>(lines.size());
  ProgressBar progress("lookup", lines.size());
  int misses = 0;
  int errors = 0;
  int unsolved = 0;
  std::string first_problem;
  std::string first_unsolved;
  for (int k = 0; k < count; ++k) {
    const int number = lines[k].number;
    const std::string& line = lines[k].text;
    const LookupOutcome outcome = LookupText(line, table, options);
    if (outcome.unsolved == solver::StopReason::kStopRequested) {
      // The input being solved is reported; the rest get no line.
      std::cout << (options.json ? report::JsonText(OutcomeJson(outcome, line, game)) + "\n"
                                 : "unsolved: " + outcome.message + "\n");
      progress.Finish();
      std::cerr << "eyeshape: interrupted (inputs not started have no line)\n";
      return 128 + StopSignal();
    }
    if (outcome.unsolved.has_value()) {
      if (unsolved++ == 0) first_unsolved = "line " + std::to_string(number);
    } else if (!outcome.report.has_value()) {
      ++(outcome.invalid ? errors : misses);
      if (first_problem.empty()) {
        first_problem = "line " + std::to_string(number) + ": " + outcome.message;
      }
    }
    if (options.json) {
      nlohmann::json result = OutcomeJson(outcome, line, game);
      if (!outcome.report.has_value()) result["line"] = number;
      std::cout << report::JsonText(result) << "\n";
    } else if (outcome.report.has_value()) {
      std::cout << report::FormatBatchLine(*outcome.report) << "\n";
    } else if (outcome.unsolved.has_value()) {
      std::cout << "unsolved: " << outcome.message << "\n";
    } else {
      std::cout << "? " << outcome.message << "\n";
    }
    progress.Update(static_cast<std::uint64_t>(k) + 1);
  }
  progress.Finish();
  if (errors + misses > 0) {
    std::cerr << "eyeshape: " << errors << " of " << count << " inputs were invalid and " << misses
              << " not in the table (first: " << first_problem << ")";
    if (unsolved > 0) std::cerr << "; " << unsolved << " unsolved";
    std::cerr << "\n";
    return kExitInputError;
  }
  if (unsolved > 0) {
    std::cerr << "eyeshape: " << unsolved << " of " << count
              << " misses were unsolved within the limits (first: " << first_unsolved << ")\n";
    return kExitUnsolved;
  }
  return kExitOk;
}

}  // namespace

void RegisterLookup(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<LookupOptions>();
  CLI::App* command = app.add_subcommand(
      "lookup",
      "Look eyespaces up in a table: the value abcd and the vital points, as `solve` prints "
      "them.\nDIAGRAM and --batch as for `solve`. Without --table, the table built into the "
      "program (board model, L = 2, up to 8 cells) answers.");
  command->add_option("diagram", options->diagram, "diagram or graph line ('-' = stdin)");
  command->add_option("--batch", options->batch,
                      "look up every line of FILE ('-' = stdin): one result line each");
  command->add_option("--table", options->table, "table file (default: the built-in table)");
  command->add_flag("--json", options->json, "one JSON object per result");
  command->add_flag("--solve-misses", options->solve_misses,
                    "solve shapes that are not in the table instead of reporting them");
  AddSolveLimitOptions(*command, options->limits);
  command->footer(
      "Exit status: 0 every input answered; 1 some input invalid or not in the table (the rest "
      "answered); 2 the command could not run; 3 some miss unsolved within --budget or "
      "--timeout (--solve-misses; none invalid or missing); 128 + the signal number when SIGINT "
      "or SIGTERM stopped a miss's search (reported 'unsolved: interrupted'; later inputs get "
      "no line). --budget and --timeout bound the search of each miss (--solve-misses only).");
  command->callback([options, &exit_code] {
    if (options->diagram.empty() == options->batch.empty()) {
      throw CommandError("lookup needs exactly one of DIAGRAM or --batch FILE");
    }
    if (const std::optional<std::string> bad = CheckSolveLimits(options->limits)) {
      std::cerr << "eyeshape: " << *bad << "\n";
      exit_code = kExitInputError;
      return;
    }
    std::unique_ptr<EyeTable> opened;
    if (!options->table.empty()) {
      std::string error;
      opened = EyeTable::Open(options->table, &error);
      if (opened == nullptr) throw CommandError(error);
    }
    const EyeTable& table = opened != nullptr ? *opened : EyeTable::Default();
    const solver::GameOptions game = tables::GameOptionsOf(table.info().model);
    exit_code =
        options->batch.empty() ? RunSingle(*options, table, game) : RunBatch(*options, table, game);
  });
}

}  // namespace eyeshape::cli
