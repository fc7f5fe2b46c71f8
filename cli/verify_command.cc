// SPDX-License-Identifier: MIT
// File: cli/verify_command.cc
// `eyeshape verify`: parses the options, runs VerifyTable()
// (tables/verify/verify_table.h has what it checks) with a progress bar per
// record kind, and prints the first 20 entry findings of each kind and one
// summary line per kind.

#include <omp.h>

#include <cstdio>
#include <memory>
#include <string>

#include "cli/commands.h"
#include "cli/progress.h"
#include "cli/table_file.h"
#include "tables/io/table_reader.h"
#include "tables/verify/verify_table.h"

namespace eyeshape::cli {
namespace {

struct VerifyOptions {
  std::string table;
  std::int64_t sample = -1;  // -1: every entry
  std::uint64_t seed = 1;
  int threads = 0;
};

// The entry findings shown per record kind; the rest are only counted.
constexpr int kShownEntryFindings = 20;

// Prints the entry findings of `kind` (the first kShownEntryFindings) and
// returns how many there are.
int PrintEntryFindings(const tables::TableReader& reader, const tables::VerifyReport& report,
                       tables::RecordKind kind) {
  int count = 0;
  for (const tables::VerifyFinding& finding : report.findings) {
    if (finding.kind != tables::FindingKind::kEntry || finding.records != kind) continue;
    if (count++ >= kShownEntryFindings) continue;
    const int n = finding.size;
    const std::uint8_t* record =
        reader.Records(kind, n).data() + finding.index * tables::RecordBytes(kind, n);
    std::printf("size %d %sentry %llu (%s): %s\n", n,
                kind == tables::RecordKind::kEdge ? "edge " : "",
                static_cast<unsigned long long>(finding.index),
                solver::FormatGraphLine(tables::EntryEyespace(kind, n, record)).c_str(),
                finding.message.c_str());
  }
  return count;
}

std::string Verdict(int problems) {
  return problems == 0 ? "all correct" : std::to_string(problems) + " problems";
}

int Run(const VerifyOptions& options) {
  const std::unique_ptr<OpenedTable> table = OpenTableOrThrow(options.table);
  const tables::TableReader& reader = *table->reader;
  std::unique_ptr<ProgressBar> progress;
  tables::VerifyOptions verify;
  verify.sample = options.sample;
  verify.seed = options.seed;
  verify.threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  verify.progress = [&progress](tables::RecordKind kind, std::uint64_t done, std::uint64_t total) {
    if (progress == nullptr) {
      progress = std::make_unique<ProgressBar>(
          kind == tables::RecordKind::kEdge ? "verify edges" : "verify", total);
    }
    progress->Update(done);
    if (done == total) progress.reset();
  };
  const tables::VerifyReport report = tables::VerifyTable(reader, verify);
  progress.reset();

  // Whole-table findings, then the centre entries and their summary.
  int problems = 0;
  for (const tables::VerifyFinding& finding : report.findings) {
    if (finding.kind == tables::FindingKind::kEntry) continue;
    std::printf("size %d: %s\n", finding.size, finding.message.c_str());
    ++problems;
  }
  problems += PrintEntryFindings(reader, report, tables::RecordKind::kCentre);
  const auto centre = static_cast<std::size_t>(tables::RecordKind::kCentre);
  std::printf("%s: checked the order and counts of %d sizes and %llu of %llu entries: %s\n",
              table->name.c_str(), reader.max_size(),
              static_cast<unsigned long long>(report.checked[centre]),
              static_cast<unsigned long long>(report.total[centre]), Verdict(problems).c_str());
  if (reader.header().edge_entries > 0) {
    const int edge_problems = PrintEntryFindings(reader, report, tables::RecordKind::kEdge);
    const auto edge = static_cast<std::size_t>(tables::RecordKind::kEdge);
    std::printf("%s: checked %llu of %llu edge and corner entries: %s\n", table->name.c_str(),
                static_cast<unsigned long long>(report.checked[edge]),
                static_cast<unsigned long long>(report.total[edge]),
                Verdict(edge_problems).c_str());
    problems += edge_problems;
  }
  return problems == 0 ? kExitOk : kExitInputError;
}

}  // namespace

void RegisterVerify(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<VerifyOptions>();
  CLI::App* command = app.add_subcommand(
      "verify",
      "Check a table independently: order and counts, and for every entry (or a random sample) "
      "the canonical key, a fresh re-solve by the solver, orbit-consistent vital points, and "
      "two isomorphic redrawings that must look up the same; edge and corner entries (all, or "
      "a sample of the same size) get the key, re-solve and orbit checks and one renumbered "
      "graph line with TOUCH. Exit code 1 on any problem.");
  command->add_option("table", options->table, "table file (default: the built-in table)");
  command
      ->add_option("--sample,-k", options->sample,
                   "check K random entries (default: all; re-solving every entry of a 10-cell "
                   "table takes hours)")
      ->check(CLI::Range(std::int64_t{0}, std::int64_t{1} << 40));
  command->add_option("--seed", options->seed, "random seed for the sample and redrawings");
  command->add_option("--threads,-t", options->threads, "threads (default: all cores)")
      ->check(CLI::Range(1, 256));
  command->callback([options, &exit_code] { exit_code = Run(*options); });
}

}  // namespace eyeshape::cli
