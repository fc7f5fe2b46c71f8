// SPDX-License-Identifier: MIT
// File: scale/mpi_main.cc
// `eyeshape-mpi generate`: `eyeshape generate` across MPI ranks
// (docs/cluster.md, "MPI"). Every rank parses the same command line; rank 0
// alone prints. The job log (default TABLE.log) makes a stopped or killed
// run resumable: the same command continues it. Once every job is in, rank 0
// assembles the table from the log (MergeShardsToFile, streamed) after MPI_Finalize, so the
// other ranks have exited and no rank waits on a core.
//
// Exit status: 0 the table is written; 1 invalid input (the log belongs to
// another plan); 2 the command could not run; 3 stopped by --max-jobs (the
// log is saved); 128 + signal after SIGINT or SIGTERM (the log is saved).

#include <mpi.h>
#include <omp.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <exception>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "cli/commands.h"
#include "cli/generate_options.h"
#include "cli/progress.h"
#include "cli/stop_signals.h"
#include "nlohmann/json.hpp"
#include "scale/mpi_generate.h"
#include "tables/generation/plan.h"
#include "tables/generation/table_writer.h"

namespace eyeshape::scale {
namespace {

// Stopped by --max-jobs: the log is saved, run the same command again.
constexpr int kExitStopped = 3;

struct MpiCommandOptions {
  cli::TableCommandOptions table;
  std::string output;
  std::string log;
  std::uint64_t max_jobs = 0;
  std::size_t batch_jobs = 0;
  std::size_t message_bytes = std::size_t{1} << 28;
  bool keep_log = false;
  bool plan_only = false;
  bool quiet = false;
  bool json = false;
};

// MPI_Init_thread / MPI_Finalize around main's work (Finalize may come early).
class MpiSession {
 public:
  MpiSession(int* argc, char*** argv) {
    int provided = 0;
    // OpenMP threads solve; only the main thread calls MPI.
    MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  ~MpiSession() { Finalize(); }
  MpiSession(const MpiSession&) = delete;
  MpiSession& operator=(const MpiSession&) = delete;
  void Finalize() {
    if (!finalized_) MPI_Finalize();
    finalized_ = true;
  }
  int rank() const { return rank_; }
  int size() const { return size_; }

 private:
  int rank_ = 0;
  int size_ = 1;
  bool finalized_ = false;
};

nlohmann::json RanksJson(const std::vector<RankReport>& ranks) {
  nlohmann::json list = nlohmann::json::array();
  for (const RankReport& r : ranks) {
    list.push_back({{"rank", r.rank},
                    {"threads", r.threads},
                    {"jobs", r.jobs},
                    {"classes", r.classes},
                    {"nodes", r.nodes},
                    {"plan_seconds", r.plan_seconds},
                    {"busy_seconds", r.busy_seconds},
                    {"cpu_seconds", r.cpu_seconds}});
  }
  return list;
}

void PrintRanks(const std::vector<RankReport>& ranks) {
  std::printf("%4s %7s %8s %12s %8s %8s %8s\n", "rank", "threads", "jobs", "classes", "plan s",
              "busy s", "cpu s");
  for (const RankReport& r : ranks) {
    std::printf("%4d %7d %8llu %12llu %8.2f %8.2f %8.2f\n", r.rank, r.threads,
                static_cast<unsigned long long>(r.jobs), static_cast<unsigned long long>(r.classes),
                r.plan_seconds, r.busy_seconds, r.cpu_seconds);
  }
}

// --plan-only: per size and kind, the jobs, entries and JobCost() totals of
// the plan (what docs/cluster.md projects run times from); rank 0 only.
int PrintPlan(const tables::GenerateOptions& generate, bool json_output) {
  const auto start = std::chrono::steady_clock::now();
  Result<tables::GenerationPlan> made = tables::GenerationPlan::Make(generate);
  if (!made.ok()) throw cli::CommandError(made.error());
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const tables::GenerationPlan& plan = made.value();
  struct Row {
    std::uint64_t jobs = 0;
    std::uint64_t entries = 0;
    std::uint64_t cost = 0;
    std::uint64_t largest = 0;
  };
  std::vector<std::array<Row, 2>> rows(static_cast<std::size_t>(generate.max_size) + 1);
  Row total;
  for (std::size_t j = 0; j < plan.num_jobs(); ++j) {
    for (Row* row : {&rows[static_cast<std::size_t>(plan.num_vertices(j))]
                          [static_cast<std::size_t>(plan.kind(j))],
                     &total}) {
      ++row->jobs;
      row->entries += plan.classes(j);
      row->cost += plan.cost(j);
      row->largest = std::max(row->largest, plan.cost(j));
    }
  }
  nlohmann::json sizes = nlohmann::json::array();
  if (!json_output) {
    std::printf(
        "plan %016llx: %llu jobs, %llu entries, cost %llu (largest job %llu); "
        "planned in %.2f s\n",
        static_cast<unsigned long long>(plan.hash()), static_cast<unsigned long long>(total.jobs),
        static_cast<unsigned long long>(total.entries), static_cast<unsigned long long>(total.cost),
        static_cast<unsigned long long>(total.largest), seconds);
    std::printf("%4s %6s %9s %11s %16s %14s\n", "size", "kind", "jobs", "entries", "cost",
                "largest job");
  }
  for (std::size_t n = 1; n < rows.size(); ++n) {
    for (int kind = 0; kind < 2; ++kind) {
      const Row& row = rows[n][static_cast<std::size_t>(kind)];
      if (row.jobs == 0) continue;
      const char* name = kind == 0 ? "centre" : "edge";
      sizes.push_back({{"size", n},
                       {"kind", name},
                       {"jobs", row.jobs},
                       {"entries", row.entries},
                       {"cost", row.cost},
                       {"largest_job_cost", row.largest}});
      if (!json_output) {
        std::printf("%4zu %6s %9llu %11llu %16llu %14llu\n", n, name,
                    static_cast<unsigned long long>(row.jobs),
                    static_cast<unsigned long long>(row.entries),
                    static_cast<unsigned long long>(row.cost),
                    static_cast<unsigned long long>(row.largest));
      }
    }
  }
  if (json_output) {
    const nlohmann::json json = {{"plan_hash", plan.hash()},
                                 {"jobs", total.jobs},
                                 {"entries", total.entries},
                                 {"cost", total.cost},
                                 {"largest_job_cost", total.largest},
                                 {"plan_seconds", seconds},
                                 {"sizes", sizes}};
    std::cout << json.dump() << "\n";
  }
  return cli::kExitOk;
}

// The command on every rank; only rank 0 prints, and only rank 0's status
// is the command's.
int RunGenerate(const MpiCommandOptions& command, MpiSession& mpi) {
  const bool coordinator = mpi.rank() == 0;
  MpiGenerateOptions options;
  options.generate = cli::GenerateOptionsOf(command.table);
  if (command.plan_only) return coordinator ? PrintPlan(options.generate, command.json) : 0;
  if (command.output.empty()) throw cli::CommandError("--output is required");
  options.log_path = command.log.empty() ? command.output + ".log" : command.log;
  options.max_jobs = command.max_jobs;
  options.batch_jobs = command.batch_jobs;
  options.message_bytes = command.message_bytes;
  options.stop = &cli::StopRequested();
  std::unique_ptr<cli::ProgressBar> bar;
  if (coordinator && !command.quiet && !command.json) {
    options.progress = [&bar](std::uint64_t done, std::uint64_t total) {
      if (bar == nullptr) bar = std::make_unique<cli::ProgressBar>("jobs", total);
      bar->Update(done);
    };
  }

  const auto start = std::chrono::steady_clock::now();
  MpiGenerateOutcome outcome;
  {
    cli::StopOnSignals signals;  // only while jobs are solved
    outcome = SolveIntoLog(options, MPI_COMM_WORLD);
  }
  if (bar != nullptr) bar->Finish();
  const double solve_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  mpi.Finalize();  // the workers exit; rank 0 alone goes on
  if (!coordinator) return cli::kExitOk;

  nlohmann::json json = {{"output", command.output},
                         {"log", options.log_path},
                         {"ranks", mpi.size()},
                         {"plan_hash", outcome.plan_hash},
                         {"jobs", outcome.plan_jobs},
                         {"entries", outcome.plan_entries},
                         {"jobs_restored", outcome.jobs_restored},
                         {"jobs_solved", outcome.jobs_solved},
                         {"jobs_left", outcome.jobs_left},
                         {"solve_seconds", solve_seconds},
                         {"per_rank", RanksJson(outcome.ranks)}};
  const auto summary = [&](const char* state) {
    if (command.json) {
      json["state"] = state;
      std::cout << json.dump() << "\n";
    } else if (!command.quiet) {
      std::printf(
          "plan %016llx: %llu jobs, %llu entries; %llu restored from '%s', %llu solved "
          "now, %llu left\n",
          static_cast<unsigned long long>(outcome.plan_hash),
          static_cast<unsigned long long>(outcome.plan_jobs),
          static_cast<unsigned long long>(outcome.plan_entries),
          static_cast<unsigned long long>(outcome.jobs_restored), options.log_path.c_str(),
          static_cast<unsigned long long>(outcome.jobs_solved),
          static_cast<unsigned long long>(outcome.jobs_left));
      PrintRanks(outcome.ranks);
      std::printf("solved in %.2f s with %d rank%s\n", solve_seconds, mpi.size(),
                  mpi.size() == 1 ? "" : "s");
    }
  };
  switch (outcome.status) {
    case MpiGenerateOutcome::Status::kInvalid:
      std::cerr << "eyeshape-mpi: " << outcome.error << "\n";
      return cli::kExitInputError;
    case MpiGenerateOutcome::Status::kError:
      throw cli::CommandError(outcome.error);
    case MpiGenerateOutcome::Status::kStopped:
      summary("stopped");
      std::cerr << "eyeshape-mpi: stopped after --max-jobs; "
                << outcome.plan_jobs - outcome.jobs_left << " of " << outcome.plan_jobs
                << " jobs are in '" << options.log_path
                << "': run the same command again to continue\n";
      return kExitStopped;
    case MpiGenerateOutcome::Status::kInterrupted: {
      summary("interrupted");
      std::cerr << "eyeshape-mpi: interrupted; " << outcome.plan_jobs - outcome.jobs_left << " of "
                << outcome.plan_jobs << " jobs are saved in '" << options.log_path
                << "': run the same command again to continue\n";
      return 128 + cli::StopSignal();
    }
    case MpiGenerateOutcome::Status::kComplete:
      break;
  }

  // Assemble: the log is the plan's shard file 1/1.
  const auto merge_start = std::chrono::steady_clock::now();
  const std::vector<std::string> logs = {options.log_path};
  // Streamed to the file (temporary name, fsync, rename): the table is never
  // held whole in memory, which 11 and 12 cells need.
  tables::MergeOptions merge_options;
  merge_options.threads = command.table.threads;
  const tables::MergeOutcome merged =
      tables::MergeShardsToFile(logs, command.output, merge_options);
  if (merged.status != tables::MergeOutcome::Status::kDone) {
    throw cli::CommandError(merged.error);
  }
  if (!command.keep_log) unlink(options.log_path.c_str());
  const double merge_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - merge_start).count();
  json["bytes"] = merged.file_bytes;
  json["merge_seconds"] = merge_seconds;
  summary("complete");
  if (!command.quiet && !command.json) {
    std::printf("%s: %llu bytes, assembled in %.2f s\n", command.output.c_str(),
                static_cast<unsigned long long>(merged.file_bytes), merge_seconds);
  }
  return cli::kExitOk;
}

int Run(int argc, char** argv) {
  MpiSession mpi(&argc, &argv);
  const bool coordinator = mpi.rank() == 0;
  CLI::App app{
      "eyeshape-mpi: `eyeshape generate` across MPI ranks (docs/cluster.md, \"MPI\"). Rank 0 "
      "hands out jobs and assembles the table; the other ranks solve, with OpenMP inside each "
      "rank. Run it under mpirun or srun."};
  app.require_subcommand(1);
  app.set_version_flag("--version", "eyeshape-mpi 0.1.0");
  auto options = std::make_shared<MpiCommandOptions>();
  CLI::App* generate = app.add_subcommand(
      "generate",
      "Make the table of `eyeshape generate` with the same options, byte for byte.\n"
      "A stopped or killed run continues from its job log when the same command runs again.\n"
      "Exit 0 written, 1 the log belongs to another plan, 2 could not run, 3 stopped by "
      "--max-jobs, 128+N stopped by signal N (the log is saved in the last three cases).");
  cli::AddTableOptions(*generate, options->table);
  generate->add_option("-o,--output", options->output,
                       "table file to write (required unless --plan-only)");
  generate->add_option("--log", options->log,
                       "rank 0's job log (default: TABLE.log), a shard file 1/1 of the plan "
                       "that `eyeshape merge` also accepts; deleted once the table is written");
  generate->add_option("--max-jobs", options->max_jobs,
                       "hand out at most K jobs in this run, then save the log and exit 3 "
                       "(for wall-time limits; the next run continues)");
  generate
      ->add_option("--batch-jobs", options->batch_jobs,
                   "jobs per batch sent to a worker (default: guided, at least twice its "
                   "threads and about a quarter of the remaining cost per worker)")
      ->check(CLI::Range(1, 1 << 20));
  generate
      ->add_option("--message-bytes", options->message_bytes,
                   "largest message a worker sends (records are split into chunks; "
                   "for tests)")
      ->check(CLI::Range(1, 1 << 30))
      ->group("");  // a testing knob, not shown in --help
  generate->add_flag("--keep-log", options->keep_log,
                     "keep the job log after the table is written");
  generate->add_flag("--plan-only", options->plan_only,
                     "print the plan (jobs, entries and cost per size) and exit; solves nothing");
  generate->add_flag("--quiet,-q", options->quiet, "no progress bar and no summary");
  generate->add_flag("--json", options->json, "the summary as one JSON object");
  int exit_code = cli::kExitOk;
  generate->callback([&] { exit_code = RunGenerate(*options, mpi); });
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return coordinator ? app.exit(e) : cli::kExitOk;
  } catch (const CLI::CallForAllHelp& e) {
    return coordinator ? app.exit(e) : cli::kExitOk;
  } catch (const CLI::CallForVersion& e) {
    return coordinator ? app.exit(e) : cli::kExitOk;
  } catch (const CLI::ParseError& e) {
    if (coordinator) std::cerr << "eyeshape-mpi: " << e.what() << " (see --help)\n";
    return cli::kExitFailure;
  } catch (const cli::CommandError& e) {
    if (coordinator) std::cerr << "eyeshape-mpi: " << e.what() << "\n";
    return cli::kExitFailure;
  }
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "eyeshape-mpi: error writing output\n";
    return cli::kExitFailure;
  }
  return exit_code;
}

}  // namespace
}  // namespace eyeshape::scale

int main(int argc, char** argv) {
  try {
    return eyeshape::scale::Run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "eyeshape-mpi: %s\n", e.what());
  }
  return eyeshape::cli::kExitFailure;
}
