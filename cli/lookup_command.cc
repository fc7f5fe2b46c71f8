// SPDX-License-Identifier: MIT
// File: cli/lookup_command.cc
// `eyeshape lookup`: values and vital points from a table (the built-in one
// unless --table names a file), with the input and output conventions of
// `eyeshape solve`. A shape without an entry is reported as a miss with the
// reason, or solved with --solve-misses.

#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/batch_input.h"
#include "cli/commands.h"
#include "cli/json_text.h"
#include "cli/pattern_output.h"
#include "cli/table_file.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/table_lookup.h"

namespace eyeshape::cli {
namespace {

struct LookupOptions {
  std::string table;
  std::string diagram;
  std::string batch;
  bool json = false;
  bool solve_misses = false;
};

// One input's result: a report (hit or solved), or a miss or error message.
struct Outcome {
  std::optional<PatternReport> report;
  bool solved = false;
  bool invalid = false;  // the input is not an eyespace
  std::string message;   // miss reason or parse error
};

Outcome LookupText(const std::string& text, const tables::TableReader& reader,
                   const solver::GameOptions& game, bool solve_misses) {
  Outcome outcome;
  solver::Result<solver::Pattern> parsed = solver::ParseEyespace(text);
  if (!parsed.ok()) {
    outcome.invalid = true;
    outcome.message = parsed.error();
    return outcome;
  }
  PatternReport report;
  report.input = text;
  report.pattern = std::move(parsed).value();
  const tables::TableAnswer answer = tables::LookupEyespace(reader, report.pattern.eyespace);
  if (answer.hit) {
    report.value = answer.value;
    report.vital = answer.vital;
  } else if (solve_misses) {
    const solver::PatternSolution solution = solver::SolvePattern(report.pattern, game);
    report.value = solution.value;
    report.vital = solution.vital;
    outcome.solved = true;
  } else {
    outcome.message = std::string("not in the table: ") + answer.reason;
    return outcome;
  }
  for (int v = 0; v < report.pattern.eyespace.num_vertices; ++v) {
    report.marks.push_back(solver::MarkOf(report.vital, v));
  }
  outcome.report = std::move(report);
  return outcome;
}

nlohmann::json OutcomeJson(const Outcome& outcome, const std::string& input,
                           const solver::GameOptions& game) {
  if (outcome.report.has_value()) {
    nlohmann::json result = ToJson(*outcome.report, game);
    result["source"] = outcome.solved ? "solver" : "table";
    return result;
  }
  nlohmann::json result;
  result["input"] = input;
  result[outcome.invalid ? "error" : "miss"] = outcome.message;
  return result;
}

std::string ReadAll(std::istream& in) {
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

int RunSingle(const LookupOptions& options, const tables::TableReader& reader,
              const solver::GameOptions& game) {
  std::string text = options.diagram;
  if (text == "-") text = ReadAll(std::cin);
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  const Outcome outcome = LookupText(text, reader, game, options.solve_misses);
  if (options.json) {
    std::cout << JsonText(OutcomeJson(outcome, text, game)) << "\n";
  } else if (outcome.report.has_value()) {
    std::cout << FormatText(*outcome.report);
  }
  if (!outcome.report.has_value()) {
    std::cerr << "eyeshape: " << outcome.message << "\n";
    return kExitInputError;
  }
  return kExitOk;
}

int RunBatch(const LookupOptions& options, const tables::TableReader& reader,
             const solver::GameOptions& game) {
  int count = 0;
  int misses = 0;
  int errors = 0;
  std::string first_problem;
  for (const BatchLine& batch_line : ReadBatchLines(options.batch)) {
    const int number = batch_line.number;
    const std::string& line = batch_line.text;
    ++count;
    const Outcome outcome = LookupText(line, reader, game, options.solve_misses);
    if (!outcome.report.has_value()) {
      ++(outcome.invalid ? errors : misses);
      if (first_problem.empty()) {
        first_problem = "line " + std::to_string(number) + ": " + outcome.message;
      }
    }
    if (options.json) {
      nlohmann::json result = OutcomeJson(outcome, line, game);
      if (!outcome.report.has_value()) result["line"] = number;
      std::cout << JsonText(result) << "\n";
    } else if (outcome.report.has_value()) {
      std::cout << FormatBatchLine(*outcome.report) << "\n";
    } else {
      std::cout << "? " << outcome.message << "\n";
    }
  }
  if (errors + misses > 0) {
    std::cerr << "eyeshape: " << errors << " of " << count << " inputs were invalid and " << misses
              << " not in the table (first: " << first_problem << ")\n";
    return kExitInputError;
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
  command->callback([options, &exit_code] {
    if (options->diagram.empty() == options->batch.empty()) {
      throw CommandError("lookup needs exactly one of DIAGRAM or --batch FILE");
    }
    const std::unique_ptr<OpenedTable> table = OpenTableOrThrow(options->table);
    const solver::GameOptions game = GameOptionsOf(table->reader->parameters());
    exit_code = options->batch.empty() ? RunSingle(*options, *table->reader, game)
                                       : RunBatch(*options, *table->reader, game);
  });
}

}  // namespace eyeshape::cli
