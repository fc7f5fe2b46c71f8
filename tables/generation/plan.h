// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_PLAN_H_
#define EYESHAPE_TABLES_GENERATION_PLAN_H_

// File: tables/generation/plan.h
// The plan of a table generation as an object, for drivers that hand jobs
// out themselves (scale/: the MPI driver). The plan is the deterministic job
// list GenerateTable() and GenerateShard() solve (docs/cluster.md): one job
// per labelling group, with its cost estimate JobCost(); SolveJob() is the
// path they use, so a job's records are the same bytes whoever solves them.
// The job log of a driver is the shard file "1/1" of the plan (LogHeader(),
// tables/generation/shard_file.h): MergeShards({log}) assembles the table,
// byte-identical to GenerateTable()'s.
//
// A driver that sends jobs to other processes sends JobDescription(j)
// (tables/generation/job_description.h): the receiver solves it with
// SolveJobDescription() into the same bytes as SolveJob(j), without a plan,
// which is what a plan costs in memory (4.3 GB at 12 cells, docs/cluster.md).
// OptionsHash() is what such processes compare instead of the plan hash.
//
//   Result<GenerationPlan> plan = GenerationPlan::Make(options);
//   std::uint64_t nodes = 0;
//   std::vector<std::uint8_t> records = plan.value().SolveJob(j, &nodes);
//
// Immutable after Make(): SolveJob() and JobDescription() may run
// concurrently on one plan.

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "base/result.h"
#include "tables/generation/generate.h"
#include "tables/generation/job_description.h"
#include "tables/generation/shard_file.h"

namespace eyeshape::tables {

class GenerationPlan {
 public:
  // The plan of `options` (options.threads threads enumerate; 0: OpenMP's
  // default); an error (one line) for options GenerateTable() refuses.
  // Costs about as much as the enumeration part of a generate run.
  static Result<GenerationPlan> Make(const GenerateOptions& options);

  GenerationPlan(GenerationPlan&&) noexcept;
  GenerationPlan& operator=(GenerationPlan&&) noexcept;
  ~GenerationPlan();

  // The plan hash (the shard header's; a function of the options and the
  // program version).
  std::uint64_t hash() const;
  std::size_t num_jobs() const;
  // JobCost() of job `job`. REQUIRES: job < num_jobs().
  std::uint64_t cost(std::size_t job) const;
  // The entries job `job` yields. REQUIRES: job < num_jobs().
  std::uint32_t classes(std::size_t job) const;
  // The cells of job `job`'s eyespaces, and the kind of records it yields
  // (kEdge: edge or corner classes). REQUIRES: job < num_jobs().
  int num_vertices(std::size_t job) const;
  RecordKind kind(std::size_t job) const;
  // The size of job `job`'s records. REQUIRES: job < num_jobs().
  std::size_t payload_bytes(std::size_t job) const;
  std::uint64_t total_entries() const;
  const TableParameters& parameters() const;
  // The header of the plan's shard file 1/1 (every job its own): the job log
  // of a driver, which MergeShards() and `eyeshape merge` accept once complete.
  std::array<std::uint8_t, kShardHeaderBytes> LogHeader() const;

  // The records of job `job`, in its labelling order (what GenerateTable()
  // stores for it); adds the solver's search nodes to *nodes. Thread-safe.
  // REQUIRES: job < num_jobs().
  std::vector<std::uint8_t> SolveJob(std::size_t job, std::uint64_t* nodes) const;

  // The self-contained description of job `job` (job_description.h), which
  // SolveJobDescription() solves into SolveJob(job)'s bytes. Its size is
  // 32 + 2n + 2 bytes per X placement of the group (a few bytes per entry).
  // Thread-safe. REQUIRES: job < num_jobs().
  std::vector<std::uint8_t> JobDescription(std::size_t job) const;

  // A hash of what every job's records depend on besides the job itself: the
  // table parameters and game options of `options` and the program's
  // versions (format, canon, generator, job description). Computed without
  // planning, so processes that hold no plan can check they agree; two runs
  // with equal OptionsHash() make equal plans (hash() also covers the job
  // list, which the versions fix).
  static std::uint64_t OptionsHash(const GenerateOptions& options);

 private:
  struct Data;
  explicit GenerationPlan(std::unique_ptr<Data> data);
  std::unique_ptr<Data> data_;
};

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_PLAN_H_
