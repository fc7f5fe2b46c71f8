// SPDX-License-Identifier: MIT
// File: cli/solve_command.cc
// `eyeshape solve`: the exact value and vital points of diagrams or graph
// lines (SPEC §2-5), one at a time or in batches, each within an optional
// node budget and time (cli/solve_limits.h).

#include <omp.h>

#include <atomic>
#include <csignal>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/input.h"
#include "cli/progress.h"
#include "cli/solve_limits.h"
#include "cli/stop_signals.h"
#include "report/json_text.h"
#include "report/pattern_output.h"

namespace eyeshape::cli {
namespace {

struct SolveOptions {
  std::string diagram;
  std::string batch;
  std::string model = "board";
  int outer_liberties = 2;
  bool gnugo_compatible = false;
  bool json = false;
  bool explain = false;
  int threads = 1;
  SolveLimits limits;
};

solver::GameOptions ToGameOptions(const SolveOptions& options) {
  solver::GameOptions game;
  game.model = options.model == "graph" ? solver::Model::kGraph : solver::Model::kBoard;
  game.outer_liberties = options.outer_liberties;
  game.outer_fills_are_moves = options.gnugo_compatible;
  return WithBudget(game, options.limits);
}

// The result of one input: a report, an error message, or why the search
// stopped before its answer (`unsolved`); `started` is false for an input a
// stop request came before (it gets no output line).
struct SolveOutcome {
  std::optional<report::PatternReport> report;
  std::string error;
  std::optional<solver::StopReason> unsolved;
  bool started = true;
};

// Solves one input within `options.limits`; `progress` (may be empty) hears
// the node count. Catches the solver's stop: no exception leaves it, so it
// may run inside an OpenMP loop.
SolveOutcome SolveText(const std::string& text, const SolveOptions& options,
                       const solver::GameOptions& game,
                       std::function<void(std::uint64_t)> progress = {}) {
  SolveOutcome outcome;
  Result<solver::Pattern> parsed = solver::ParseEyespace(text);
  if (!parsed.ok()) {
    outcome.error = parsed.error();
    return outcome;
  }
  report::PatternReport report;
  report.input = text;
  report.pattern = std::move(parsed).value();
  const solver::SearchControl control = MakeSearchControl(options.limits, std::move(progress));
  solver::GameOptions bounded = game;
  bounded.control = &control;
  solver::PatternSolution solution;
  try {
    solution = solver::SolvePattern(report.pattern, bounded, options.explain);
  } catch (const solver::SearchStopped& stopped) {
    outcome.unsolved = stopped.reason();
    return outcome;
  }
  report.value = solution.value;
  report.vital = solution.vital;
  report.marks = std::move(solution.marks);
  report.lines = std::move(solution.lines);
  outcome.report = std::move(report);
  return outcome;
}

// The result line of an unsolved input: "unsolved: REASON", or in JSON an
// object with "input" and "unsolved" (as lookup's misses have "miss").
void PrintUnsolved(const std::string& input, const std::string& reason, bool json,
                   std::optional<int> line_number) {
  if (json) {
    nlohmann::json result;
    result["input"] = input;
    if (line_number.has_value()) result["line"] = *line_number;
    result["unsolved"] = reason;
    std::cout << report::JsonText(result) << "\n";
  } else {
    std::cout << "unsolved: " << reason << "\n";
  }
}

int RunSingle(const SolveOptions& options, const solver::GameOptions& game) {
  const std::string text = DiagramArgument(options.diagram);
  SolveOutcome outcome;
  {
    // Only while the search runs: a signal then stops it (within a few
    // thousand nodes) and the shape is reported unsolved.
    ProgressBar progress("solve: nodes", 0);
    StopOnSignals signals;
    outcome = SolveText(text, options, game,
                        [&progress](std::uint64_t nodes) { progress.Update(nodes); });
  }
  if (outcome.unsolved.has_value()) {
    const std::string reason = UnsolvedReason(*outcome.unsolved, options.limits);
    PrintUnsolved(text, reason, options.json, std::nullopt);
    std::cerr << "eyeshape: unsolved (" << reason << ")\n";
    if (*outcome.unsolved == solver::StopReason::kStopRequested) return 128 + StopSignal();
    return kExitUnsolved;
  }
  if (!outcome.report.has_value()) {
    std::cerr << "eyeshape: " << outcome.error << "\n";
    return kExitInputError;
  }
  if (options.json) {
    std::cout << report::JsonText(report::ToJson(*outcome.report, game)) << "\n";
  } else {
    std::cout << report::FormatText(*outcome.report);
  }
  return kExitOk;
}

int RunBatch(const SolveOptions& options, const solver::GameOptions& game) {
  std::vector<std::string> inputs;
  std::vector<int> line_numbers;
  for (BatchLine& line : ReadBatchLines(options.batch)) {
    inputs.push_back(std::move(line.text));
    line_numbers.push_back(line.number);
  }
  const int count = static_cast<int>(inputs.size());
  ProgressBar progress("solve", count);
  // Inputs are solved a chunk at a time, and the outcomes of one chunk are
  // printed before the next starts: output comes in input order, and only
  // one chunk of outcomes (a few hundred bytes each) is ever held; holding
  // them all cost a fresh page per ten inputs (each a page fault, measured
  // in docs/performance.md).
  const int chunk = 64 * options.threads;
  std::vector<SolveOutcome> outcomes(static_cast<std::size_t>(std::min(count, chunk)));
  int errors = 0;
  int unsolved = 0;
  bool interrupted = false;
  std::string first_error;
  std::string first_unsolved;
  std::atomic<int> done{0};
  for (int start = 0; start < count && !interrupted; start += chunk) {
    const int end = std::min(count, start + chunk);
    {
      // Signals stop the searches only while a chunk is solved; printing is
      // never interrupted half-way.
      StopOnSignals signals;
#pragma omp parallel for schedule(dynamic, 1) num_threads(options.threads)
      for (int i = start; i < end; ++i) {
        if (StopRequested().load(std::memory_order_relaxed)) {
          outcomes[i - start] = SolveOutcome{};
          outcomes[i - start].started = false;
          continue;
        }
        outcomes[i - start] = SolveText(inputs[i], options, game);
        const int finished = done.fetch_add(1, std::memory_order_relaxed) + 1;
        if (progress.enabled()) {
#pragma omp critical(solve_progress)
          progress.Update(static_cast<std::uint64_t>(finished));
        }
      }
      interrupted = StopRequested().load();
    }
    for (int i = start; i < end; ++i) {
      SolveOutcome& outcome = outcomes[i - start];
      if (!outcome.started) continue;
      if (outcome.unsolved.has_value()) {
        const std::string reason = UnsolvedReason(*outcome.unsolved, options.limits);
        if (unsolved++ == 0) first_unsolved = "line " + std::to_string(line_numbers[i]);
        PrintUnsolved(inputs[i], reason, options.json, line_numbers[i]);
      } else if (outcome.report.has_value()) {
        if (options.json) {
          std::cout << report::JsonText(report::ToJson(*outcome.report, game)) << "\n";
        } else {
          std::cout << report::FormatBatchLine(*outcome.report) << "\n";
          for (const solver::PrincipalLine& principal : outcome.report->lines) {
            std::cout << "  " << report::DescribeLine(outcome.report->pattern, principal) << "\n";
          }
        }
      } else {
        if (errors++ == 0) {
          first_error = "line " + std::to_string(line_numbers[i]) + ": " + outcome.error;
        }
        if (options.json) {
          nlohmann::json error;
          error["input"] = inputs[i];
          error["line"] = line_numbers[i];
          error["error"] = outcome.error;
          std::cout << report::JsonText(error) << "\n";
        } else {
          std::cout << "? " << outcome.error << "\n";
        }
      }
      outcome = SolveOutcome{};
    }
    progress.Update(end);
  }
  progress.Finish();
  if (interrupted) {
    std::cerr << "eyeshape: interrupted (inputs not started have no line)\n";
    return 128 + StopSignal();
  }
  if (errors > 0) {
    std::cerr << "eyeshape: " << errors << " of " << count
              << " inputs were invalid (first: " << first_error << ")";
    if (unsolved > 0) std::cerr << " and " << unsolved << " unsolved";
    std::cerr << "\n";
    return kExitInputError;
  }
  if (unsolved > 0) {
    std::cerr << "eyeshape: " << unsolved << " of " << count
              << " inputs were unsolved within the limits (first: " << first_unsolved << ")\n";
    return kExitUnsolved;
  }
  return kExitOk;
}

}  // namespace

void RegisterSolve(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* command = app.add_subcommand(
      "solve",
      "Solve eyespaces exactly: the eye value abcd and the vital points (SPEC §2-5).\n"
      "DIAGRAM is a diagram in eyes.db symbols with rows joined by '%' (or newlines; "
      "'O' or space = not eyespace, '|' '-' '+' = board edge), or a graph line "
      "N:LABELS:EDGES[:TOUCH] such as 5:..!.X:0-1,1-2,2-3,3-4; '-' reads one from stdin.");
  command->add_option("diagram", options->diagram, "diagram or graph line ('-' = stdin)");
  command->add_option("--batch", options->batch,
                      "solve every line of FILE ('-' = stdin): one result line each");
  command->add_option("--model", options->model, "board (default) or graph")
      ->check(CLI::IsMember({"board", "graph"}));
  command
      ->add_option("--outer-liberties,-L", options->outer_liberties,
                   "W's liberties outside the eyespace (default 2)")
      ->check(CLI::Range(0, 7));
  command->add_flag("--gnugo-compatible", options->gnugo_compatible,
                    "count X's outer-liberty fills as X moves of the value procedure, as GNU Go "
                    "3.8's reader does (SPEC §4)");
  command->add_flag("--json", options->json, "one JSON object per result");
  command->add_flag("--explain", options->explain, "also print principal lines behind b and c");
  command->add_option("--threads,-t", options->threads, "threads for --batch (default 1)")
      ->check(CLI::Range(1, 256));
  AddSolveLimitOptions(*command, options->limits);
  command->footer(
      "Exit status: 0 every input solved; 1 some input invalid (the rest solved); 2 the command "
      "could not run; 3 some input unsolved within --budget or --timeout (none invalid); 128 + "
      "the signal number when SIGINT or SIGTERM stopped it (the shape being solved is reported "
      "'unsolved: interrupted', inputs not started get no line). On a terminal a progress line "
      "on stderr shows the nodes searched (one input) or the inputs done (--batch).");
  command->callback([options, &exit_code] {
    if (options->diagram.empty() == options->batch.empty()) {
      throw CommandError("solve needs exactly one of DIAGRAM or --batch FILE");
    }
    if (const std::optional<std::string> bad = CheckSolveLimits(options->limits)) {
      std::cerr << "eyeshape: " << *bad << "\n";
      exit_code = kExitInputError;
      return;
    }
    const solver::GameOptions game = ToGameOptions(*options);
    exit_code = options->batch.empty() ? RunSingle(*options, game) : RunBatch(*options, game);
  });
}

}  // namespace eyeshape::cli
