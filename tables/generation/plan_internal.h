// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_PLAN_INTERNAL_H_
#define EYESHAPE_TABLES_GENERATION_PLAN_INTERNAL_H_

// File: tables/generation/plan_internal.h
// The plan of a generation and the steps its drivers share, internal to
// tables/generation (the build exposes only the library's public headers):
// plan.cc makes the plan (enumeration, jobs, fingerprint, shard headers),
// generate.cc solves jobs and assembles or streams the table, shards.cc
// solves one shard and merges shard files. The public faces are generate.h
// and plan.h.

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "base/result.h"
#include "solver/solver.h"
#include "tables/generation/checkpoint.h"
#include "tables/generation/edge_classes.h"
#include "tables/generation/enumerate.h"
#include "tables/generation/generate.h"
#include "tables/generation/job_description.h"
#include "tables/generation/shard_file.h"
#include "tables/generation/table_writer.h"
#include "tables/io/format.h"

namespace eyeshape::tables {

// Bump when the records a group produces change without a format change
// (for instance a corrected solver), so old checkpoints are not resumed.
constexpr std::uint32_t kGeneratorVersion = 2;

struct SizeData {
  std::vector<ShapeGraph> graphs;
  std::vector<std::vector<LabellingGroup>> groups;  // per graph
  SizeCounts counts;
};

// The edge and corner classes of one size that the table covers, grouped.
struct EdgeGroup {
  std::vector<int> classes;  // indices into EdgeSizeData::classes, normalized ones
};
struct EdgeSizeData {
  std::vector<EdgeClass> classes;  // covered, sorted by key
  std::vector<EdgeGroup> groups;   // by (placement, cells, marginal set)
  std::uint64_t duplicates = 0;    // covered classes normalization changes
};

// One group to solve: a centre group (one graph's labellings with one
// marginal set) or an edge group (edge or corner classes sharing placement,
// cells and marginal set).
struct Job {
  RecordKind kind = RecordKind::kCentre;  // the records it yields
  int n = 0;
  int graph = -1;  // centre: the graph's index in SizeData::graphs; edge: -1 (no one graph)
  int group = 0;   // the group's index in SizeData::groups[graph] (centre) or EdgeSizeData::groups
  std::uint32_t classes = 0;  // normalized labellings: records it yields
  std::uint64_t cost = 0;     // JobCost(n, classes)
  std::size_t record_bytes() const { return RecordBytes(kind, n); }
};

// The job list: every size's graphs and labelling groups, one job per group
// a board can hold, then the size's edge groups.
struct Plan {
  std::vector<SizeData> sizes;           // [n - 1]
  std::vector<EdgeSizeData> edge_sizes;  // [n - 1], n <= the edge sizes
  std::vector<Job> jobs;
  std::uint64_t total_entries = 0;
};
// The plan of a table with `parameters` (sizes enumerated with `threads`
// threads): deterministic, so every driver and every shard agree on it.
Plan PlanJobs(const TableParameters& parameters, int threads);

// The labellings of job `index` of the plan: the centre group's X
// placements as enumerated, or the edge group's classes' (all normalized).
JobLabellings LabellingsOf(const Plan& plan, std::size_t index);

// The records of job `index`: every driver solves jobs through
// SolveLabellings(), so their bytes agree.
std::vector<std::uint8_t> SolveJob(const Plan& plan, std::size_t index,
                                   const solver::GameOptions& game, std::uint64_t* nodes);

// The hash of everything a plan's records depend on (versions, parameters,
// every job's key): checkpoints and shard files carry it.
std::uint64_t Fingerprint(const TableParameters& parameters, const std::vector<SizeData>& sizes,
                          const std::vector<EdgeSizeData>& edge_sizes,
                          const std::vector<Job>& jobs);

// Why GenerateTable() cannot run with `options`; empty when it can.
std::string OptionsError(const GenerateOptions& options);

// The counts per size of the plan, centre and edge, as outcomes report them.
void CountsOf(const Plan& plan, std::vector<SizeCounts>& counts,
              std::vector<GenerateOutcome::EdgeCounts>& edge_counts);

// The header of shard `shard` (1..shard_count) of `plan`, and the shard of
// each job (0-based).
ShardHeader ShardHeaderOf(const TableParameters& parameters, const Plan& plan, std::uint32_t shard,
                          std::uint32_t shard_count, std::vector<std::uint32_t>& assignment);

// The sizes of the file the plan makes, for TableStreamWriter.
std::vector<SizeShape> ShapesOf(const TableParameters& parameters, const Plan& plan);

// The records of each job as far as they are known.
// Jobs not wanted (those of other shards) count as done from the start.
struct Progress {
  Progress(std::size_t num_jobs, std::uint64_t total)
      : results(num_jobs), done(num_jobs, 0), total_entries(total) {}
  std::vector<std::vector<std::uint8_t>> results;  // by job
  std::vector<char> done;                          // by job
  std::uint64_t total_entries = 0;                 // of the wanted jobs
  std::uint64_t finished_entries = 0;              // of the wanted jobs
  std::uint64_t nodes = 0;
  // False when the records only go to the log (a shard file): a shard's
  // results are read back by the merge, not kept in memory.
  bool keep_results = true;
};

// Solves the jobs not done yet in parallel, appending each to the checkpoint
// (when there is one), and records in `outcome` the nodes searched and the
// entries solved since `outcome.restored_entries`. Stops early when
// options.stop is set (outcome.status kInterrupted) or on an error of the
// checkpoint file (outcome.error). True when every job is done: the caller
// goes on; false: it returns `outcome` as it is.
bool SolveRemainingJobs(const Plan& plan, const GenerateOptions& options, int threads,
                        Checkpoint* checkpoint, Progress& progress, GenerateOutcome& outcome);

// The records of each job, by job: a payload in a mapped shard file.
using JobRecords = std::vector<std::span<const std::uint8_t>>;

// The table file of the plan, written by `writer` from the records where
// they lie (nothing is freed; generate.cc's StreamSortedRecords() has the
// memory). batch_entries 0: an eighth of the largest size, at least 4M.
Result<bool> StreamTable(const TableParameters& parameters, const Plan& plan,
                         const JobRecords& job_records, std::uint64_t batch_entries, int threads,
                         TableStreamWriter& writer);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_PLAN_INTERNAL_H_
