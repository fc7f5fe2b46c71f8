// SPDX-License-Identifier: MIT
// File: cli/generate_command.cc
// `eyeshape generate`: every eyespace up to a size, solved in parallel and
// written as a table file (docs/table-format.md). Resumable: completed groups
// go to FILE.partial; Ctrl-C (SIGINT) or SIGTERM stops between groups, and
// the same command later continues from there. The table appears under FILE
// only when complete (temporary file, fsync, rename).
// `generate --shard K/N -o SHARD` solves one share of the jobs into a shard
// file (its own checkpoint), and `eyeshape merge SHARDS... -o FILE`
// assembles the table from all N (docs/cluster.md); both live here because
// they print the same summary.

#include <omp.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <memory>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "cli/commands.h"
#include "cli/generate_options.h"
#include "cli/progress.h"
#include "cli/stop_signals.h"
#include "cli/table_file.h"
#include "tables/generation/generate.h"
#include "tables/generation/table_writer.h"

namespace eyeshape::cli {
namespace {

struct GenerateCommandOptions {
  TableCommandOptions table;
  std::string output;
  bool no_checkpoint = false;
  bool quiet = false;
  std::string shard;  // "K/N", empty: the whole table
};

struct MergeCommandOptions {
  std::vector<std::string> shards;
  std::string output;
  int threads = 0;
  bool quiet = false;
};

// K and N of "K/N" (1 <= K <= N <= 65536).
std::pair<std::uint32_t, std::uint32_t> ParseShard(const std::string& text) {
  const std::size_t slash = text.find('/');
  const auto number = [](const std::string& digits) -> long {
    if (digits.empty() || digits.size() > 6 ||
        digits.find_first_not_of("0123456789") != std::string::npos) {
      return -1;
    }
    return std::stol(digits);
  };
  const long k = slash == std::string::npos ? -1 : number(text.substr(0, slash));
  const long n = slash == std::string::npos ? -1 : number(text.substr(slash + 1));
  if (k < 1 || n < 1 || k > n || n > 65536) {
    throw CommandError("--shard: expected K/N with 1 <= K <= N <= 65536, got '" + text + "'");
  }
  return {static_cast<std::uint32_t>(k), static_cast<std::uint32_t>(n)};
}

// "FILE: board model, L = 2, every eyespace up to 8 cells, edge and corner up to 8".
void PrintTableLine(const std::string& output, const tables::TableParameters& parameters) {
  std::printf("%s: %s, every eyespace up to %d cells", output.c_str(),
              DescribeParameters(parameters).c_str(), parameters.max_size);
  if (parameters.edge_max_size > 0 || parameters.corner_max_size > 0) {
    std::printf(", %s%s%s up to %d", parameters.edge_max_size > 0 ? "edge" : "",
                parameters.edge_max_size > 0 && parameters.corner_max_size > 0 ? " and " : "",
                parameters.corner_max_size > 0 ? "corner" : "",
                std::max(parameters.edge_max_size, parameters.corner_max_size));
  }
  std::printf("\n");
}

void PrintCounts(const std::vector<tables::SizeCounts>& counts,
                 const std::vector<tables::GenerateOutcome::EdgeCounts>& edge_counts) {
  std::printf("%4s %7s %12s %10s %10s %12s\n", "size", "graphs", "raw classes", "left out", "dup.",
              "entries");
  tables::SizeCounts total;
  for (const tables::SizeCounts& c : counts) {
    std::printf("%4d %7lld %12lld %10lld %10lld %12lld\n", c.num_vertices,
                static_cast<long long>(c.graphs), static_cast<long long>(c.raw_classes),
                static_cast<long long>(c.left_out), static_cast<long long>(c.duplicates),
                static_cast<long long>(c.entries));
    total.graphs += c.graphs;
    total.raw_classes += c.raw_classes;
    total.left_out += c.left_out;
    total.duplicates += c.duplicates;
    total.entries += c.entries;
  }
  std::printf("%4s %7lld %12lld %10lld %10lld %12lld\n", "all",
              static_cast<long long>(total.graphs), static_cast<long long>(total.raw_classes),
              static_cast<long long>(total.left_out), static_cast<long long>(total.duplicates),
              static_cast<long long>(total.entries));
  if (edge_counts.empty()) return;
  std::printf("edge and corner classes (W contact not the centre formula's):\n");
  std::printf("%4s %12s %10s %12s\n", "size", "classes", "dup.", "entries");
  tables::GenerateOutcome::EdgeCounts edge_total;
  for (const tables::GenerateOutcome::EdgeCounts& c : edge_counts) {
    std::printf(
        "%4d %12llu %10llu %12llu\n", c.num_vertices, static_cast<unsigned long long>(c.classes),
        static_cast<unsigned long long>(c.duplicates), static_cast<unsigned long long>(c.entries));
    edge_total.classes += c.classes;
    edge_total.duplicates += c.duplicates;
    edge_total.entries += c.entries;
  }
  std::printf("%4s %12llu %10llu %12llu\n", "all",
              static_cast<unsigned long long>(edge_total.classes),
              static_cast<unsigned long long>(edge_total.duplicates),
              static_cast<unsigned long long>(edge_total.entries));
}

int Run(const GenerateCommandOptions& options) {
  tables::GenerateOptions generate = GenerateOptionsOf(options.table);
  std::uint32_t shard = 0;
  std::uint32_t shard_count = 0;
  if (!options.shard.empty()) {
    std::tie(shard, shard_count) = ParseShard(options.shard);
    if (options.no_checkpoint) {
      throw CommandError(
          "--no-checkpoint does not go with --shard (the shard file is its own "
          "checkpoint)");
    }
  }
  const std::string checkpoint = shard > 0 ? options.output : options.output + ".partial";
  if (!options.no_checkpoint && shard == 0) generate.checkpoint_path = checkpoint;
  // The table is streamed to its file, never held whole in memory.
  if (shard == 0) generate.output_path = options.output;
  generate.stop = &StopRequested();
  std::unique_ptr<ProgressBar> bar;
  std::uint64_t start_done = 0;
  generate.progress = [&](std::uint64_t done, std::uint64_t total) {
    if (options.quiet) return;
    if (bar == nullptr) {
      start_done = done;  // rate and ETA count this run's work only
      bar = std::make_unique<ProgressBar>("generate", total - done);
    }
    bar->Update(done - start_done);
  };

  const auto start = std::chrono::steady_clock::now();
  tables::GenerateOutcome outcome;
  {
    StopOnSignals signals;  // only while groups are solved; later a signal ends the process
    outcome = shard > 0 ? tables::GenerateShard(generate, shard, shard_count, options.output)
                        : tables::GenerateTable(generate);
  }
  if (bar != nullptr) bar->Finish();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  switch (outcome.status) {
    case tables::GenerateOutcome::Status::kError:
      throw CommandError(outcome.error);
    case tables::GenerateOutcome::Status::kInterrupted:
      std::cerr << "eyeshape: interrupted; " << outcome.restored_entries + outcome.solved_entries
                << " classes are saved in '" << checkpoint
                << "': run the same command again to continue\n";
      return 128 + SIGINT;
    case tables::GenerateOutcome::Status::kDone:
      break;
  }
  const int threads = options.table.threads > 0 ? options.table.threads : omp_get_max_threads();
  if (shard > 0) {
    if (!options.quiet) {
      PrintTableLine(options.output, tables::ParametersFor(generate));
      std::printf("shard %u/%u of plan %016llx: %llu of %llu jobs, complete\n", shard, shard_count,
                  static_cast<unsigned long long>(outcome.plan_hash),
                  static_cast<unsigned long long>(outcome.shard_jobs),
                  static_cast<unsigned long long>(outcome.plan_jobs));
      std::printf("solved %llu classes in %.2f s with %d thread%s",
                  static_cast<unsigned long long>(outcome.solved_entries), seconds, threads,
                  threads == 1 ? "" : "s");
      if (outcome.restored_entries > 0) {
        std::printf(" (%llu more resumed from the shard file)",
                    static_cast<unsigned long long>(outcome.restored_entries));
      }
      std::printf("\n");
    }
    return kExitOk;
  }
  if (!options.no_checkpoint) unlink(checkpoint.c_str());
  if (!options.quiet) {
    PrintTableLine(options.output, tables::ParametersFor(generate));
    PrintCounts(outcome.counts, outcome.edge_counts);
    std::printf("solved %llu classes in %.2f s with %d thread%s",
                static_cast<unsigned long long>(outcome.solved_entries), seconds, threads,
                threads == 1 ? "" : "s");
    if (outcome.restored_entries > 0) {
      std::printf(" (%llu more resumed from the checkpoint)",
                  static_cast<unsigned long long>(outcome.restored_entries));
    }
    std::printf("; %llu bytes\n", static_cast<unsigned long long>(outcome.file_bytes));
  }
  return kExitOk;
}

int RunMerge(const MergeCommandOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  tables::MergeOptions merge;
  merge.threads = options.threads;
  // Streams the table to the file: at 11 cells it is 1.1 GB, at 12 cells 9.3 GB.
  const tables::MergeOutcome outcome =
      tables::MergeShardsToFile(options.shards, options.output, merge);
  switch (outcome.status) {
    case tables::MergeOutcome::Status::kError:
      throw CommandError(outcome.error);
    case tables::MergeOutcome::Status::kInvalid:
      std::cerr << "eyeshape: " << outcome.error << "\n";
      return kExitInputError;
    case tables::MergeOutcome::Status::kDone:
      break;
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!options.quiet) {
    PrintTableLine(options.output, outcome.parameters);
    PrintCounts(outcome.counts, outcome.edge_counts);
    std::printf("merged %u shard%s in %.2f s; %llu bytes\n", outcome.shard_count,
                outcome.shard_count == 1 ? "" : "s", seconds,
                static_cast<unsigned long long>(outcome.file_bytes));
  }
  return kExitOk;
}

}  // namespace

void RegisterGenerate(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<GenerateCommandOptions>();
  CLI::App* command = app.add_subcommand(
      "generate",
      "Solve every eyespace up to a size (each graph of connected grid cells, each labelling "
      "by . ! X up to isomorphism) and write the table file (docs/table-format.md).\n"
      "Interrupted runs (Ctrl-C, kill) resume from FILE.partial when run again.");
  AddTableOptions(*command, options->table);
  command->add_option("-o,--output", options->output, "table file to write")->required();
  command->add_flag("--no-checkpoint", options->no_checkpoint,
                    "do not write or resume FILE.partial");
  command->add_option("--shard", options->shard,
                      "K/N: solve only shard K of N (a deterministic, cost-balanced share of the "
                      "jobs) into the shard file -o FILE, resuming it when it exists; "
                      "`eyeshape merge` makes the table from all N (docs/cluster.md)");
  command->add_flag("--quiet,-q", options->quiet, "no progress bar and no summary");
  command->callback([options, &exit_code] { exit_code = Run(*options); });
}

void RegisterMerge(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<MergeCommandOptions>();
  CLI::App* command = app.add_subcommand(
      "merge",
      "Assemble the table file from the shard files of `eyeshape generate --shard K/N` "
      "(docs/cluster.md): byte-identical to the table one `generate` makes.\n"
      "Exit 1 when the files are not one complete plan (mixed options, a shard missing, "
      "given twice or incomplete); 2 when a file cannot be read or written.");
  command->add_option("shards", options->shards, "the N shard files, in any order")->required();
  command->add_option("-o,--output", options->output, "table file to write")->required();
  command->add_option("--threads,-t", options->threads, "threads (default: all cores)")
      ->check(CLI::Range(1, 256));
  command->add_flag("--quiet,-q", options->quiet, "no summary");
  command->callback([options, &exit_code] { exit_code = RunMerge(*options); });
}

}  // namespace eyeshape::cli
