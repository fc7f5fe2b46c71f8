// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_GENERATE_H_
#define EYESHAPE_TABLES_GENERATION_GENERATE_H_

// File: tables/generation/generate.h
// The table generation driver: every eyespace up to a size (tables/
// enumerate.h), solved exactly (solver/solver.h) in parallel with OpenMP,
// assembled into a table image (tables/format.h).
//
// Work sharing: the labellings of one graph with one marginal set form a
// group, and one Solver evaluates the whole group (Solver::ValueWith), so
// positions shared by labellings are searched once. Edge and corner classes
// (tables/generation/edge_classes.h) are grouped the same way, by their
// representative's placement, cells and marginal set (which fix W contact). Groups are scheduled
// dynamically, largest first; each result lands in its group's slot and the
// records are sorted by key at the end, so the image is byte-identical for
// any number of threads (and after any number of resumptions).
//
//   GenerateOptions options;
//   options.max_size = 8;
//   GenerateOutcome outcome = GenerateTable(options);
//   WriteFileAtomically("eyes8.eyt", outcome.image);
//
// The same work runs in shards (docs/cluster.md): the plan is a deterministic
// job list (one job per group, with a cost estimate, JobCost()), and
// GenerateShard() solves the share AssignJobsToShards() gives shard K of N
// into a shard file (tables/generation/shard_file.h), resumably;
// MergeShards() checks that the N shard files are one complete plan and
// assembles the table, byte-identical to GenerateTable()'s;
// MergeShardsToFile() streams it to a file (for 11 and 12 cells).
//
// Memory. GenerateTable() holds every record (RecordBytes(n) each), then
// sorts the largest size in kMaxRecordBytes slots and builds the image:
// about 2 x the table + 25 bytes per entry of the largest size at the peak
// (513 MB at 10 cells, docs/performance.md), plus the plan (4 bytes per
// class). With options.output_path it streams instead, as the merge does:
// the records + 25 bytes per batch entry + the plan. MergeShardsToFile() leaves the records in the
// mapped shard files and sorts a batch of buckets at a time (an eighth of the largest size): its
// peak is the plan plus 25 bytes per batch entry plus 1 MiB of output buffer, and the mapped pages
// of the shard files (page cache, counted in the RSS while touched; docs/cluster.md has the
// figures).
//
// No exception crosses the OpenMP region: solver invariant failures abort
// (EYESHAPE_CHECK); I/O errors are returned.

#include <atomic>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "solver/solver.h"
#include "tables/generation/edge_classes.h"
#include "tables/generation/enumerate.h"
#include "tables/io/format.h"

namespace eyeshape::tables {

struct GenerateOptions {
  int max_size = 8;  // 1..kMaxTableSize: centre classes up to this size
  // Placements covered (kPlacement* bits; centre is required). Edge and
  // corner classes that are not centre classes (docs/edge-classes.md) are
  // made up to edge_max_size (-1: max_size), in the board model only: in the
  // graph model every vertex touches W and the centre classes answer all.
  std::uint8_t placements = kKnownPlacements;
  int edge_max_size = -1;
  solver::GameOptions game;     // model and L; outer_fills_are_moves sets a rule flag
  int threads = 0;              // 0: OpenMP's default
  std::string checkpoint_path;  // empty: no checkpoint
  // Non-empty: GenerateTable() streams the table to this file
  // (TableStreamWriter: temporary file, fsync, rename) instead of returning
  // the image, which saves the image and the sort slots (see Memory above).
  std::string output_path;
  double checkpoint_seconds = 5.0;          // fsync the checkpoint at most this often
  const std::atomic<bool>* stop = nullptr;  // set (e.g. by SIGINT) to stop between groups
  // Called with (classes done, classes in total), never concurrently.
  std::function<void(std::uint64_t, std::uint64_t)> progress;
};

struct GenerateOutcome {
  enum class Status { kDone, kInterrupted, kError };
  Status status = Status::kError;
  std::string error;                // kError: one line
  std::vector<std::uint8_t> image;  // kDone without output_path: the table file image
  std::uint64_t file_bytes = 0;     // kDone: size of the table (image or file)
  std::vector<SizeCounts> counts;   // per size 1..max_size
  // Edge and corner classes per size 1..edge sizes (empty when not covered).
  struct EdgeCounts {
    int num_vertices = 0;
    std::uint64_t classes = 0;     // covered, before normalization
    std::uint64_t duplicates = 0;  // of those, changed by normalization
    std::uint64_t entries = 0;     // classes - duplicates
  };
  std::vector<EdgeCounts> edge_counts;
  std::uint64_t restored_entries = 0;  // entries taken from the checkpoint
  std::uint64_t solved_entries = 0;    // entries solved in this run
  std::uint64_t nodes_searched = 0;    // solver nodes in this run
  // GenerateShard() only: the plan and this shard's share of it.
  std::uint64_t plan_hash = 0;
  std::uint64_t plan_jobs = 0;
  std::uint64_t shard_jobs = 0;
};

// Generates the table. With a checkpoint path, completed groups are appended
// to it as they finish and a later call with the same options resumes; the
// checkpoint file is left in place (the caller deletes it once the image is
// safely written). Thread-safe as long as calls use distinct checkpoints.
GenerateOutcome GenerateTable(const GenerateOptions& options);

// Solves shard `shard` of `shard_count` (1 <= shard <= shard_count) of the
// plan of `options` into the shard file `path` (options.checkpoint_path is
// not used: the shard file is its own checkpoint). A file of the same plan
// and shard is resumed; a complete one is left as it is (kDone, nothing
// solved); a file of another plan or shard is refused (kError) and left
// alone. On kDone the file ends with its end record; image is empty.
GenerateOutcome GenerateShard(const GenerateOptions& options, std::uint32_t shard,
                              std::uint32_t shard_count, const std::string& path);

struct MergeOutcome {
  // kInvalid: the files are shard files but not one complete plan (mixed
  // plans, a shard given twice or missing, an incomplete shard); kError: a
  // file cannot be read or is not a shard file.
  enum class Status { kDone, kInvalid, kError };
  Status status = Status::kError;
  std::string error;                // one line
  std::vector<std::uint8_t> image;  // kDone, MergeShards() only: the table file image
  std::uint64_t file_bytes = 0;     // kDone: size of the table file
  TableParameters parameters;
  std::uint32_t shard_count = 0;
  std::vector<SizeCounts> counts;
  std::vector<GenerateOutcome::EdgeCounts> edge_counts;
};

// Assembles the table from the shard files `paths` (any order): all of one
// plan (same parameters, plan hash, shard count), shards 1..N each once and
// complete, every job record where the assignment puts it. The image is
// byte-identical to GenerateTable()'s for the same options. `threads` (0:
// OpenMP's default) speed up the re-planning the check needs.
MergeOutcome MergeShards(std::span<const std::string> paths, int threads);

struct MergeOptions {
  int threads = 0;  // 0: OpenMP's default (re-planning and sorting)
  // Records sorted per pass over the shards' records (0: an eighth of the
  // largest size, at least 4M); tests make it small to force many passes.
  std::uint64_t sort_batch_entries = 0;
};

// The same checks and bytes as MergeShards(), written to `output`
// atomically (TableStreamWriter: temporary file, fsync, rename; nothing is
// left under either name on failure) without holding the table in memory
// (see Memory above). An empty `output` makes the image in memory
// (MergeShards()). File errors are kError.
MergeOutcome MergeShardsToFile(std::span<const std::string> paths, const std::string& output,
                               const MergeOptions& options);

// The cost estimate of a job (a group of `classes` normalized labellings of
// an n-vertex graph), in arbitrary units that only compare jobs of one plan:
// classes x 3^n (3^n bounds the positions of an n-vertex game). Shards are
// balanced by it (AssignJobsToShards); docs/cluster.md has how well.
std::uint64_t JobCost(int num_vertices, std::uint32_t classes);

// The table parameters GenerateTable() writes for `options`.
TableParameters ParametersFor(const GenerateOptions& options);

// The game a table with `parameters` was solved in: model, L and the rule
// flags (the inverse of ParametersFor() on those fields).
solver::GameOptions GameOptionsFor(const TableParameters& parameters);

// The record of kind `kind` of one labelled eyespace with its evaluation
// (value and vital points in the eyespace's numbering): the key of
// KeyGraph(kind, eyespace), the value index, the masks in canonical
// numbering. REQUIRES: a normalized labelling with labels `.` `!` `X`;
// 1 <= n <= kMaxFormatSize; edge records: W contact a subset of the centre
// formula's and not equal to it; out has RecordBytes(kind, n) bytes.
void EncodeRecord(RecordKind kind, const solver::Eyespace& eyespace,
                  const solver::Evaluation& evaluation, std::uint8_t* out);

// Solves one group with one Solver, as GenerateTable() does
// (SolveLabellings(), job_description.h): the records of its normalized
// labellings, in the order of group.attackers. Adds the solver's search
// nodes to *nodes. REQUIRES: graph.eyespace is ToEyespace(graph.cells), as
// PolyominoGraphs() makes it. bench/generation_benchmark.cc times it.
std::vector<std::uint8_t> SolveGroup(const ShapeGraph& graph, const LabellingGroup& group,
                                     const solver::GameOptions& game, std::uint64_t* nodes);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_GENERATE_H_
