// SPDX-License-Identifier: MIT
// File: tables/generation/generate.cc
// Enumerate, solve group by group in parallel, checkpoint, sort, serialize.

#include "tables/generation/generate.h"

#include <omp.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstring>
#include <memory>
#include <numeric>
#include <string>
#include <utility>

#include "canon/check.h"
#include "tables/generation/checkpoint.h"
#include "tables/generation/job_description.h"
#include "tables/generation/plan.h"
#include "tables/generation/shard_file.h"
#include "tables/generation/table_writer.h"
#include "tables/io/mapped_file.h"

namespace eyeshape::tables {
namespace {

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

// One group to solve.
struct Job {
  int n = 0;
  int graph = 0;              // centre: graph index; edge: group index
  int group = 0;              // centre: group index of the graph; edge: -1
  std::uint32_t classes = 0;  // normalized labellings: records it yields
  bool edge = false;
  std::uint64_t cost = 0;  // JobCost(n, classes)
  std::size_t record_bytes() const { return edge ? EdgeRecordBytes(n) : RecordBytes(n); }
};

solver::VertexSet AttackersOf(const EdgeClass& edge_class) {
  solver::VertexSet attackers = 0;
  for (int v = 0; v < edge_class.num_vertices(); ++v) {
    if (edge_class.labels[static_cast<std::size_t>(v)] == 'X') attackers |= solver::VertexBit(v);
  }
  return attackers;
}

// The classes of size n the placements cover, and their groups.
EdgeSizeData EnumerateEdgeSize(int n, bool edge, bool corner) {
  EdgeSizeData data;
  for (EdgeClass& edge_class : EdgeAndCornerClasses(n)) {
    if ((edge && edge_class.edge) || (corner && edge_class.corner)) {
      data.classes.push_back(std::move(edge_class));
    }
  }
  std::vector<int> order;
  for (int i = 0; i < static_cast<int>(data.classes.size()); ++i) {
    if (solver::IsNormalized(EyespaceOf(data.classes[static_cast<std::size_t>(i)]))) {
      order.push_back(i);
    } else {
      ++data.duplicates;
    }
  }
  // Group key: placement, cells, marginal positions (the class index breaks
  // ties, so the order is total and deterministic).
  const auto group_key = [&](int i) {
    const EdgeClass& c = data.classes[static_cast<std::size_t>(i)];
    std::string key(1, static_cast<char>(c.placement));
    for (const Cell& cell : c.cells) {
      key += static_cast<char>(cell.row);
      key += static_cast<char>(cell.column);
    }
    for (const char label : c.labels) key += label == '!' ? '!' : '.';
    return key;
  };
  std::vector<std::pair<std::string, int>> keyed;
  keyed.reserve(order.size());
  for (const int i : order) keyed.emplace_back(group_key(i), i);
  std::sort(keyed.begin(), keyed.end());
  for (std::size_t k = 0; k < keyed.size(); ++k) {
    if (k == 0 || keyed[k].first != keyed[k - 1].first) data.groups.emplace_back();
    data.groups.back().classes.push_back(keyed[k].second);
  }
  return data;
}

SizeData EnumerateSize(int n, int threads) {
  SizeData data;
  data.graphs = PolyominoGraphs(n);
  const int num_graphs = static_cast<int>(data.graphs.size());
  data.groups.resize(data.graphs.size());
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
  for (int g = 0; g < num_graphs; ++g) data.groups[g] = LabellingGroups(data.graphs[g]);
  SizeCounts& counts = data.counts;
  counts.num_vertices = n;
  counts.graphs = num_graphs;
  for (int g = 0; g < num_graphs; ++g) {
    for (const LabellingGroup& group : data.groups[g]) {
      const auto size = static_cast<std::int64_t>(group.attackers.size());
      counts.raw_classes += size;
      if (!group.board_holds) {
        counts.left_out += size;
        continue;
      }
      ++counts.groups;
      for (const solver::VertexSet attackers : group.attackers) {
        if (!solver::IsNormalized(LabelledEyespace(data.graphs[g], group.marginal, attackers))) {
          ++counts.duplicates;
        }
      }
    }
  }
  counts.entries = counts.raw_classes - counts.left_out - counts.duplicates;
  return data;
}

std::uint32_t NormalizedClasses(const ShapeGraph& graph, const LabellingGroup& group) {
  std::uint32_t classes = 0;
  for (const solver::VertexSet attackers : group.attackers) {
    if (solver::IsNormalized(LabelledEyespace(graph, group.marginal, attackers))) ++classes;
  }
  return classes;
}

std::uint64_t Fingerprint(const TableParameters& parameters, const std::vector<SizeData>& sizes,
                          const std::vector<EdgeSizeData>& edge_sizes,
                          const std::vector<Job>& jobs) {
  XXH3_state_t state;
  XXH3_64bits_reset(&state);
  const auto add = [&state](std::uint64_t value) {
    std::uint8_t bytes[8];
    StoreLe(bytes, value, 8);
    XXH3_64bits_update(&state, bytes, sizeof bytes);
  };
  add(kFormatVersion);
  add(canon::kCanonVersion);
  add(kGeneratorVersion);
  add(parameters.model == solver::Model::kGraph ? 1 : 0);
  add(static_cast<std::uint64_t>(parameters.outer_liberties));
  add(parameters.flags);
  add(static_cast<std::uint64_t>(parameters.max_size));
  add(static_cast<std::uint64_t>(parameters.edge_max_size));
  add(static_cast<std::uint64_t>(parameters.corner_max_size));
  for (const Job& job : jobs) {
    if (job.edge) {
      // The group's classes: keys in group order.
      const EdgeSizeData& size = edge_sizes[static_cast<std::size_t>(job.n - 1)];
      add(0x45444745);  // "EDGE"
      for (const int i : size.groups[static_cast<std::size_t>(job.graph)].classes) {
        const std::span<const std::uint8_t> key =
            size.classes[static_cast<std::size_t>(i)].key.bytes();
        XXH3_64bits_update(&state, key.data(), key.size());
      }
      add(job.classes);
      continue;
    }
    const SizeData& size = sizes[static_cast<std::size_t>(job.n - 1)];
    const std::span<const std::uint8_t> key = size.graphs[job.graph].key.bytes();
    XXH3_64bits_update(&state, key.data(), key.size());
    add(size.groups[job.graph][job.group].marginal);
    add(job.classes);
  }
  return XXH3_64bits_digest(&state);
}

using RecordSlot = std::array<std::uint8_t, kMaxRecordBytes>;

// The centre (edge false) or edge records of size n from all its groups,
// sorted by key.
std::vector<std::uint8_t> SortedRecords(int n, bool edge, const std::vector<Job>& jobs,
                                        std::vector<std::vector<std::uint8_t>>& results) {
  const std::size_t record_bytes = edge ? EdgeRecordBytes(n) : RecordBytes(n);
  const std::size_t key_bytes = edge ? EdgeKeyBytes(n) : KeyBytes(n);
  std::size_t count = 0;
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    if (jobs[j].n == n && jobs[j].edge == edge) count += results[j].size() / record_bytes;
  }
  std::vector<RecordSlot> slots(count);
  std::size_t next = 0;
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    if (jobs[j].n != n || jobs[j].edge != edge) continue;
    for (std::size_t i = 0; i < results[j].size(); i += record_bytes) {
      std::memcpy(slots[next++].data(), &results[j][i], record_bytes);
    }
    std::vector<std::uint8_t>().swap(results[j]);
  }
  std::sort(slots.begin(), slots.end(), [key_bytes](const RecordSlot& a, const RecordSlot& b) {
    return std::memcmp(a.data(), b.data(), key_bytes) < 0;
  });
  std::vector<std::uint8_t> records(count * record_bytes);
  for (std::size_t i = 0; i < count; ++i) {
    // Distinct classes must have distinct keys (canon and enumeration agree).
    EYESHAPE_CHECK(i == 0 || std::memcmp(slots[i - 1].data(), slots[i].data(), key_bytes) != 0);
    std::memcpy(&records[i * record_bytes], slots[i].data(), record_bytes);
  }
  return records;
}

// The records of each job, by job: a payload in a mapped shard file.
using JobRecords = std::vector<std::span<const std::uint8_t>>;

// Records sorted per pass at least (below that, passes cost more than the
// memory they save): 4M records, 100 MB of slots.
constexpr std::uint64_t kMinSortBatchEntries = std::uint64_t{1} << 22;

// Hands the centre (edge false) or edge records of size n of all jobs to
// `writer`, sorted by key, without holding them all: a first pass counts the
// records per bucket (their first two key bytes: the `!` and `X` counts of a
// centre key); then each batch of consecutive buckets holding at most
// `batch_entries` records (a larger bucket alone) is gathered by one pass over
// the jobs' records (jobs whose buckets miss the batch skipped), each bucket
// sorted (in parallel), and written. Memory: kMaxRecordBytes per record of
// the largest batch. The writer checks that keys strictly increase (distinct
// classes have distinct keys).
solver::Result<bool> StreamSortedRecords(int n, bool edge, const std::vector<Job>& jobs,
                                         const JobRecords& job_records, std::uint64_t batch_entries,
                                         int threads, TableStreamWriter& writer) {
  const std::size_t record_bytes = edge ? EdgeRecordBytes(n) : RecordBytes(n);
  const std::size_t key_bytes = edge ? EdgeKeyBytes(n) : KeyBytes(n);
  constexpr std::size_t kBuckets = std::size_t{1} << 16;
  const auto bucket_of = [](const std::uint8_t* record) {
    return static_cast<std::size_t>(record[0]) << 8 | record[1];
  };
  struct Source {
    std::span<const std::uint8_t> records;
    std::size_t low = kBuckets;  // smallest and largest bucket of its records
    std::size_t high = 0;
  };
  std::vector<std::uint64_t> histogram(kBuckets, 0);
  std::vector<Source> sources;
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    if (jobs[j].n != n || jobs[j].edge != edge || job_records[j].empty()) continue;
    Source source{job_records[j]};
    EYESHAPE_CHECK(source.records.size() % record_bytes == 0);
    for (std::size_t i = 0; i < source.records.size(); i += record_bytes) {
      const std::size_t bucket = bucket_of(&source.records[i]);
      ++histogram[bucket];
      source.low = std::min(source.low, bucket);
      source.high = std::max(source.high, bucket);
    }
    sources.push_back(source);
  }
  const std::uint64_t limit = std::max(batch_entries, std::uint64_t{1});
  std::vector<RecordSlot> slots;
  std::vector<std::uint64_t> begin;  // per bucket of the batch, then the end
  std::vector<std::uint64_t> cursor;
  std::vector<std::uint8_t> out;
  std::size_t first = 0;
  while (first < kBuckets) {
    if (histogram[first] == 0) {
      ++first;
      continue;
    }
    std::size_t last = first;
    std::uint64_t count = histogram[first];
    while (last + 1 < kBuckets && count + histogram[last + 1] <= limit) count += histogram[++last];
    begin.assign(1, 0);
    for (std::size_t b = first; b <= last; ++b) begin.push_back(begin.back() + histogram[b]);
    cursor.assign(begin.begin(), begin.end() - 1);
    slots.resize(count);
    for (const Source& source : sources) {
      if (source.high < first || source.low > last) continue;
      for (std::size_t i = 0; i < source.records.size(); i += record_bytes) {
        const std::size_t bucket = bucket_of(&source.records[i]);
        if (bucket < first || bucket > last) continue;
        std::memcpy(slots[cursor[bucket - first]++].data(), &source.records[i], record_bytes);
      }
    }
    const auto num_buckets = static_cast<std::int64_t>(last - first + 1);
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
    for (std::int64_t k = 0; k < num_buckets; ++k) {
      const auto from = static_cast<std::ptrdiff_t>(begin[static_cast<std::size_t>(k)]);
      const auto to = static_cast<std::ptrdiff_t>(begin[static_cast<std::size_t>(k) + 1]);
      // The bucket's records share their first two key bytes.
      std::sort(slots.begin() + from, slots.begin() + to,
                [key_bytes](const RecordSlot& a, const RecordSlot& b) {
                  return std::memcmp(a.data() + 2, b.data() + 2, key_bytes - 2) < 0;
                });
    }
    // Whole records, 64K at a time, to the writer.
    constexpr std::size_t kChunkRecords = std::size_t{1} << 16;
    for (std::size_t i = 0; i < slots.size(); i += kChunkRecords) {
      const std::size_t chunk = std::min(kChunkRecords, slots.size() - i);
      out.resize(chunk * record_bytes);
      for (std::size_t k = 0; k < chunk; ++k) {
        std::memcpy(&out[k * record_bytes], slots[i + k].data(), record_bytes);
      }
      solver::Result<bool> appended = writer.Append(out);
      if (!appended.ok()) return appended;
    }
    first = last + 1;
  }
  return true;
}

// The job list: every size's graphs and labelling groups, one job per group
// a board can hold.
struct Plan {
  std::vector<SizeData> sizes;           // [n - 1]
  std::vector<EdgeSizeData> edge_sizes;  // [n - 1], n <= the edge sizes
  std::vector<Job> jobs;
  std::uint64_t total_entries = 0;
};

Plan PlanJobs(const TableParameters& parameters, int threads) {
  const int max_size = parameters.max_size;
  Plan plan;
  const int edge_max = std::max(parameters.edge_max_size, parameters.corner_max_size);
  plan.edge_sizes.resize(static_cast<std::size_t>(edge_max));
  // Sizes are independent; the largest dominates (about 10x per size).
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
  for (int k = 0; k < edge_max; ++k) {
    const int n = edge_max - k;
    plan.edge_sizes[static_cast<std::size_t>(n - 1)] =
        EnumerateEdgeSize(n, n <= parameters.edge_max_size, n <= parameters.corner_max_size);
  }
  for (int n = 1; n <= max_size; ++n) {
    plan.sizes.push_back(EnumerateSize(n, threads));
    const SizeData& size = plan.sizes.back();
    for (int g = 0; g < static_cast<int>(size.graphs.size()); ++g) {
      for (int k = 0; k < static_cast<int>(size.groups[g].size()); ++k) {
        const LabellingGroup& group = size.groups[g][k];
        if (!group.board_holds) continue;
        const std::uint32_t classes = NormalizedClasses(size.graphs[g], group);
        plan.jobs.push_back({n, g, k, classes, false, JobCost(n, classes)});
        plan.total_entries += classes;
      }
    }
    if (n > edge_max) continue;
    const EdgeSizeData& edges = plan.edge_sizes[static_cast<std::size_t>(n - 1)];
    for (int k = 0; k < static_cast<int>(edges.groups.size()); ++k) {
      const auto classes =
          static_cast<std::uint32_t>(edges.groups[static_cast<std::size_t>(k)].classes.size());
      plan.jobs.push_back({n, k, -1, classes, true, JobCost(n, classes)});
      plan.total_entries += classes;
    }
  }
  return plan;
}

// The labellings of job `index` of the plan: the centre group's X
// placements as enumerated, or the edge group's classes' (all normalized).
JobLabellings LabellingsOf(const Plan& plan, std::size_t index) {
  const Job& job = plan.jobs[index];
  JobLabellings labellings;
  labellings.job = static_cast<std::uint32_t>(index);
  labellings.edge = job.edge;
  if (job.edge) {
    const EdgeSizeData& edges = plan.edge_sizes[static_cast<std::size_t>(job.n - 1)];
    const EdgeGroup& group = edges.groups[static_cast<std::size_t>(job.graph)];
    const EdgeClass& first = edges.classes[static_cast<std::size_t>(group.classes.front())];
    labellings.placement = first.placement;
    labellings.cells = first.cells;
    labellings.marginal = EyespaceOf(first).marginal;
    labellings.attackers.reserve(group.classes.size());
    for (const int i : group.classes) {
      labellings.attackers.push_back(AttackersOf(edges.classes[static_cast<std::size_t>(i)]));
    }
    return labellings;
  }
  const SizeData& size = plan.sizes[static_cast<std::size_t>(job.n - 1)];
  const LabellingGroup& group = size.groups[job.graph][job.group];
  labellings.cells = size.graphs[job.graph].cells;
  labellings.marginal = group.marginal;
  labellings.attackers = group.attackers;
  return labellings;
}

// The records of job `index`: every driver solves jobs through
// SolveLabellings(), so their bytes agree.
std::vector<std::uint8_t> SolveJob(const Plan& plan, std::size_t index,
                                   const solver::GameOptions& game, std::uint64_t* nodes) {
  return SolveLabellings(LabellingsOf(plan, index), game, nodes);
}

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

// Opens (or starts) the checkpoint and takes the jobs it already holds.
solver::Result<std::unique_ptr<Checkpoint>> RestoreCheckpoint(const std::string& path,
                                                              const TableParameters& parameters,
                                                              const Plan& plan,
                                                              Progress& progress) {
  const std::vector<Job>& jobs = plan.jobs;
  return Checkpoint::Open(path, Fingerprint(parameters, plan.sizes, plan.edge_sizes, jobs),
                          jobs.size(), [&](std::uint32_t j, std::span<const std::uint8_t> payload) {
                            if (payload.size() != jobs[j].classes * jobs[j].record_bytes()) return;
                            progress.results[j].assign(payload.begin(), payload.end());
                            progress.done[j] = 1;
                            progress.finished_entries += jobs[j].classes;
                          });
}

// Solves the jobs not done yet in parallel, appending each to the checkpoint
// (when there is one). Stops early when options.stop is set; an error of the
// checkpoint file stops it too and is returned.
solver::Result<bool> SolveJobs(const Plan& plan, const GenerateOptions& options, int threads,
                               Checkpoint* checkpoint, Progress& progress) {
  const std::vector<Job>& jobs = plan.jobs;
  // Largest groups first (dynamic scheduling then balances the tail).
  std::vector<std::size_t> order;
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    if (progress.done[j] == 0) order.push_back(j);
  }
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (jobs[a].n != jobs[b].n) return jobs[a].n > jobs[b].n;
    return jobs[a].classes > jobs[b].classes;
  });

  if (options.progress) options.progress(progress.finished_entries, progress.total_entries);
  std::atomic<bool> failed{false};
  std::string error;
  auto last_sync = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  const std::int64_t num_order = static_cast<std::int64_t>(order.size());
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads) reduction(+ : nodes)
  for (std::int64_t k = 0; k < num_order; ++k) {
    if (failed.load(std::memory_order_relaxed)) continue;
    if (options.stop != nullptr && options.stop->load(std::memory_order_relaxed)) continue;
    const std::size_t j = order[static_cast<std::size_t>(k)];
    const Job& job = jobs[j];
    std::vector<std::uint8_t> records = SolveJob(plan, j, options.game, &nodes);
#pragma omp critical(eyeshape_generate)
    {
      if (checkpoint != nullptr && !failed.load()) {
        solver::Result<bool> appended = checkpoint->Append(static_cast<std::uint32_t>(j), records);
        const auto now = std::chrono::steady_clock::now();
        if (appended.ok() &&
            std::chrono::duration<double>(now - last_sync).count() >= options.checkpoint_seconds) {
          appended = checkpoint->Sync();
          last_sync = now;
        }
        if (!appended.ok()) {
          error = appended.error();
          failed = true;
        }
      }
      if (progress.keep_results) progress.results[j] = std::move(records);
      progress.done[j] = 1;
      progress.finished_entries += job.classes;
      if (options.progress) options.progress(progress.finished_entries, progress.total_entries);
    }
  }
  progress.nodes += nodes;
  if (checkpoint != nullptr && !failed) {
    const solver::Result<bool> synced = checkpoint->Sync();
    if (!synced.ok()) {
      error = synced.error();
      failed = true;
    }
  }
  if (failed) return solver::Result<bool>::Error(error);
  return true;
}

// The file image: per size, its records sorted by key and its graphs.
// Frees the job results as it goes.
std::vector<std::uint8_t> AssembleTable(const TableParameters& parameters, const Plan& plan,
                                        std::vector<std::vector<std::uint8_t>>& results) {
  std::vector<SizeSection> sections;
  for (int n = 1; n <= parameters.max_size; ++n) {
    SizeSection section;
    section.counts = plan.sizes[static_cast<std::size_t>(n - 1)].counts;
    section.records = SortedRecords(n, false, plan.jobs, results);
    section.graphs = GraphRecordsOf(plan.sizes[static_cast<std::size_t>(n - 1)].graphs);
    if (n <= static_cast<int>(plan.edge_sizes.size())) {
      const EdgeSizeData& edges = plan.edge_sizes[static_cast<std::size_t>(n - 1)];
      section.edge_classes = edges.classes.size();
      section.edge_duplicates = edges.duplicates;
      section.edge_records = SortedRecords(n, true, plan.jobs, results);
    }
    sections.push_back(std::move(section));
  }
  return SerializeTable(parameters, sections);
}

// The same file as AssembleTable() makes, written by `writer` from the
// records where they lie (nothing is freed; see StreamSortedRecords() for
// the memory). batch_entries 0: an eighth of the largest size, at least
// kMinSortBatchEntries.
solver::Result<bool> StreamTable(const TableParameters& parameters, const Plan& plan,
                                 const JobRecords& job_records, std::uint64_t batch_entries,
                                 int threads, TableStreamWriter& writer) {
  if (batch_entries == 0) {
    std::uint64_t largest = 0;
    for (const SizeData& size : plan.sizes) {
      largest = std::max(largest, static_cast<std::uint64_t>(size.counts.entries));
    }
    batch_entries = std::max(kMinSortBatchEntries, (largest + 7) / 8);
  }
  for (int n = 1; n <= parameters.max_size; ++n) {
    solver::Result<bool> written =
        StreamSortedRecords(n, false, plan.jobs, job_records, batch_entries, threads, writer);
    if (!written.ok()) return written;
    written = writer.Append(GraphRecordsOf(plan.sizes[static_cast<std::size_t>(n - 1)].graphs));
    if (!written.ok()) return written;
    if (n <= static_cast<int>(plan.edge_sizes.size())) {
      written =
          StreamSortedRecords(n, true, plan.jobs, job_records, batch_entries, threads, writer);
      if (!written.ok()) return written;
    }
  }
  return writer.Commit();
}

// The sizes of the file the plan makes, for TableStreamWriter.
std::vector<SizeShape> ShapesOf(const TableParameters& parameters, const Plan& plan) {
  std::vector<SizeShape> shapes;
  for (int n = 1; n <= parameters.max_size; ++n) {
    SizeShape shape;
    shape.counts = plan.sizes[static_cast<std::size_t>(n - 1)].counts;
    if (n <= static_cast<int>(plan.edge_sizes.size())) {
      const EdgeSizeData& edges = plan.edge_sizes[static_cast<std::size_t>(n - 1)];
      shape.edge_classes = edges.classes.size();
      shape.edge_duplicates = edges.duplicates;
    }
    shapes.push_back(shape);
  }
  return shapes;
}

// Why GenerateTable() cannot run with `options`; empty when it can.
std::string OptionsError(const GenerateOptions& options) {
  if (options.max_size < 1 || options.max_size > std::min(kMaxTableSize, kMaxFormatSize)) {
    return "max size must be between 1 and " + std::to_string(kMaxTableSize);
  }
  if ((options.placements & kPlacementCentre) == 0 ||
      (options.placements & ~kKnownPlacements) != 0) {
    return "placements must include centre (edge and corner classes extend it)";
  }
  if (options.edge_max_size > options.max_size) {
    return "edge max size must be at most the max size";
  }
  return "";
}

void CountsOf(const Plan& plan, std::vector<SizeCounts>& counts,
              std::vector<GenerateOutcome::EdgeCounts>& edge_counts) {
  for (const SizeData& size : plan.sizes) counts.push_back(size.counts);
  for (std::size_t i = 0; i < plan.edge_sizes.size(); ++i) {
    const EdgeSizeData& edges = plan.edge_sizes[i];
    edge_counts.push_back({static_cast<int>(i + 1), edges.classes.size(), edges.duplicates,
                           edges.classes.size() - edges.duplicates});
  }
}

// The header of shard `shard` (1..shard_count) of `plan`, and the shard of
// each job (0-based).
ShardHeader ShardHeaderOf(const TableParameters& parameters, const Plan& plan, std::uint32_t shard,
                          std::uint32_t shard_count, std::vector<std::uint32_t>& assignment) {
  std::vector<std::uint64_t> costs;
  costs.reserve(plan.jobs.size());
  for (const Job& job : plan.jobs) costs.push_back(job.cost);
  assignment = AssignJobsToShards(costs, shard_count);
  ShardHeader header;
  header.canon_version = canon::kCanonVersion;
  header.plan_hash = Fingerprint(parameters, plan.sizes, plan.edge_sizes, plan.jobs);
  header.plan_jobs = plan.jobs.size();
  header.shard = shard;
  header.shard_count = shard_count;
  header.parameters = parameters;
  header.assignment = kAssignmentCostBalanced;
  header.shard_jobs =
      static_cast<std::uint64_t>(std::count(assignment.begin(), assignment.end(), shard - 1));
  return header;
}

}  // namespace

std::uint64_t JobCost(int num_vertices, std::uint32_t classes) {
  std::uint64_t cost = classes;
  for (int v = 0; v < num_vertices; ++v) cost *= 3;
  return cost;
}

GenerateOutcome GenerateShard(const GenerateOptions& options, std::uint32_t shard,
                              std::uint32_t shard_count, const std::string& path) {
  GenerateOutcome outcome;
  outcome.error = OptionsError(options);
  if (!outcome.error.empty()) return outcome;
  if (shard_count < 1 || shard < 1 || shard > shard_count) {
    outcome.error = "shard must be K/N with 1 <= K <= N";
    return outcome;
  }
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  const TableParameters parameters = ParametersFor(options);
  const Plan plan = PlanJobs(parameters, threads);
  CountsOf(plan, outcome.counts, outcome.edge_counts);
  std::vector<std::uint32_t> assignment;
  const ShardHeader header = ShardHeaderOf(parameters, plan, shard, shard_count, assignment);
  outcome.plan_jobs = plan.jobs.size();
  outcome.shard_jobs = header.shard_jobs;
  outcome.plan_hash = header.plan_hash;

  // The other shards' jobs count as done; this one's entries are the total.
  std::uint64_t shard_entries = 0;
  for (std::size_t j = 0; j < plan.jobs.size(); ++j) {
    if (assignment[j] == shard - 1) shard_entries += plan.jobs[j].classes;
  }
  Progress progress(plan.jobs.size(), shard_entries);
  progress.keep_results = false;
  for (std::size_t j = 0; j < plan.jobs.size(); ++j) {
    if (assignment[j] != shard - 1) progress.done[j] = 1;
  }
  const std::array<std::uint8_t, kShardHeaderBytes> header_bytes = EncodeShardHeader(header);
  solver::Result<std::unique_ptr<Checkpoint>> opened =
      Checkpoint::OpenWithHeader(path, header_bytes, plan.jobs.size(), "shard file",
                                 [&](std::uint32_t j, std::span<const std::uint8_t> payload) {
                                   const Job& job = plan.jobs[j];
                                   // Only this shard's jobs with whole records count (the header
                                   // match makes anything else a damaged file; it is solved again).
                                   if (assignment[j] != shard - 1 || progress.done[j] != 0 ||
                                       payload.size() != job.classes * job.record_bytes()) {
                                     return;
                                   }
                                   progress.done[j] = 1;
                                   progress.finished_entries += job.classes;
                                 });
  if (!opened.ok()) {
    outcome.error = opened.error();
    return outcome;
  }
  const std::unique_ptr<Checkpoint> log = std::move(opened).value();
  outcome.restored_entries = progress.finished_entries;
  if (!log->complete()) {
    const solver::Result<bool> solved = SolveJobs(plan, options, threads, log.get(), progress);
    outcome.nodes_searched = progress.nodes;
    outcome.solved_entries = progress.finished_entries - outcome.restored_entries;
    if (!solved.ok()) {
      outcome.error = solved.error();
      return outcome;
    }
    if (std::find(progress.done.begin(), progress.done.end(), 0) != progress.done.end()) {
      outcome.status = GenerateOutcome::Status::kInterrupted;
      return outcome;
    }
    const solver::Result<bool> closed = log->MarkComplete();
    if (!closed.ok()) {
      outcome.error = closed.error();
      return outcome;
    }
  }
  outcome.status = GenerateOutcome::Status::kDone;
  return outcome;
}

MergeOutcome MergeShards(std::span<const std::string> paths, int threads) {
  MergeOptions options;
  options.threads = threads;
  return MergeShardsToFile(paths, "", options);
}

MergeOutcome MergeShardsToFile(std::span<const std::string> paths, const std::string& output,
                               const MergeOptions& options) {
  const int threads = options.threads;
  MergeOutcome outcome;
  const auto invalid = [&outcome](std::string error) {
    outcome.status = MergeOutcome::Status::kInvalid;
    outcome.error = std::move(error);
    return std::move(outcome);
  };
  if (paths.empty()) return invalid("no shard files given");
  // Read and check every header before the (slow) planning.
  std::vector<MappedFile> files;
  std::vector<ShardHeader> headers;
  for (const std::string& path : paths) {
    solver::Result<MappedFile> file = MappedFile::Open(path);
    if (!file.ok()) {
      outcome.error = file.error();
      return outcome;
    }
    const solver::Result<ShardHeader> header = DecodeShardHeader(file.value().bytes());
    if (!header.ok()) {
      outcome.error = "'" + path + "': " + header.error();
      return outcome;
    }
    files.push_back(std::move(file).value());
    headers.push_back(header.value());
  }
  const ShardHeader& first = headers.front();
  const auto name = [&](std::size_t i) {
    return "shard " + std::to_string(headers[i].shard) + "/" +
           std::to_string(headers[i].shard_count) + " '" + paths[i] + "'";
  };
  for (std::size_t i = 1; i < headers.size(); ++i) {
    const ShardHeader& h = headers[i];
    if (h.plan_hash != first.plan_hash || h.parameters != first.parameters ||
        h.plan_jobs != first.plan_jobs || h.canon_version != first.canon_version ||
        h.shard_count != first.shard_count || h.assignment != first.assignment) {
      return invalid(name(i) + " belongs to another plan than " + name(0) +
                     " (different options, shard count or program version)");
    }
  }
  const std::uint32_t shard_count = first.shard_count;
  std::vector<std::size_t> file_of(shard_count, paths.size());
  for (std::size_t i = 0; i < headers.size(); ++i) {
    const std::uint32_t k = headers[i].shard - 1;
    if (file_of[k] != paths.size()) {
      return invalid("shard " + std::to_string(k + 1) + "/" + std::to_string(shard_count) +
                     " is given twice: '" + paths[file_of[k]] + "' and '" + paths[i] + "'");
    }
    file_of[k] = i;
  }
  std::string missing;
  std::uint32_t num_missing = 0;
  for (std::uint32_t k = 0; k < shard_count; ++k) {
    if (file_of[k] != paths.size()) continue;
    ++num_missing;
    if (num_missing <= 5) missing += (missing.empty() ? "" : ", ") + std::to_string(k + 1);
  }
  if (num_missing > 0) {
    return invalid(std::string(num_missing == 1 ? "shard " : "shards ") + missing +
                   (num_missing > 5 ? ", ..." : "") + " of " + std::to_string(shard_count) +
                   (num_missing == 1 ? " is" : " are") + " missing" +
                   (num_missing > 5 ? " (" + std::to_string(num_missing) + " in all)" : ""));
  }
  if (first.canon_version != canon::kCanonVersion || first.assignment != kAssignmentCostBalanced) {
    return invalid("the shards were made by another program version; make them again");
  }

  const TableParameters& parameters = first.parameters;
  const int thread_count = threads > 0 ? threads : omp_get_max_threads();
  Plan plan = PlanJobs(parameters, thread_count);
  std::vector<std::uint32_t> assignment;
  const ShardHeader expected = ShardHeaderOf(parameters, plan, 1, shard_count, assignment);
  // The X placements of the groups are only needed to solve: 4 bytes per
  // class (350 MB at 11 cells) the assembly can use.
  for (SizeData& size : plan.sizes) {
    for (std::vector<LabellingGroup>& groups : size.groups) {
      for (LabellingGroup& group : groups) std::vector<solver::VertexSet>().swap(group.attackers);
    }
  }
  if (expected.plan_hash != first.plan_hash || expected.plan_jobs != first.plan_jobs) {
    return invalid(
        "the shards were made by another program version (their plan differs); "
        "make them again");
  }
  // The records stay in the mapped files; done[j] says job j was found.
  std::vector<char> done(plan.jobs.size(), 0);
  JobRecords job_records(plan.jobs.size());
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::uint32_t k = headers[i].shard - 1;
    std::string error;
    std::uint64_t jobs = 0;
    const JobLogScan scan =
        ParseJobLog(files[i].bytes(), kShardHeaderBytes, plan.jobs.size(),
                    [&](std::uint32_t j, std::span<const std::uint8_t> payload) {
                      const Job& job = plan.jobs[j];
                      if (!error.empty()) return;
                      if (assignment[j] != k || done[j] != 0 ||
                          payload.size() != job.classes * job.record_bytes()) {
                        error = name(i) + " holds a job record that does not fit its plan (job " +
                                std::to_string(j) + "); make the shard again";
                        return;
                      }
                      job_records[j] = payload;
                      done[j] = 1;
                      ++jobs;
                    });
    if (!error.empty()) return invalid(error);
    if (!scan.complete || jobs != headers[i].shard_jobs) {
      return invalid(name(i) + " is incomplete (" + std::to_string(jobs) + " of " +
                     std::to_string(headers[i].shard_jobs) +
                     " jobs): run its generate --shard command again to finish it");
    }
  }
  // Every job is some shard's, and every shard is complete.
  EYESHAPE_CHECK(std::find(done.begin(), done.end(), 0) == done.end());
  CountsOf(plan, outcome.counts, outcome.edge_counts);
  outcome.parameters = parameters;
  outcome.shard_count = shard_count;
  solver::Result<std::unique_ptr<TableStreamWriter>> writer =
      TableStreamWriter::Create(output, parameters, ShapesOf(parameters, plan));
  if (!writer.ok()) {
    outcome.error = writer.error();
    return outcome;
  }
  const solver::Result<bool> written = StreamTable(
      parameters, plan, job_records, options.sort_batch_entries, thread_count, *writer.value());
  if (!written.ok()) {
    outcome.error = written.error();
    return outcome;
  }
  outcome.file_bytes = writer.value()->file_size();
  if (output.empty()) outcome.image = writer.value()->TakeImage();
  outcome.status = MergeOutcome::Status::kDone;
  return outcome;
}

TableParameters ParametersFor(const GenerateOptions& options) {
  TableParameters parameters;
  parameters.model = options.game.model;
  parameters.outer_liberties = options.game.outer_liberties;
  parameters.flags = options.game.outer_fills_are_moves ? kFlagOuterFillsAreMoves : 0;
  parameters.max_size = options.max_size;
  if (options.game.model == solver::Model::kBoard) {
    const int edge_max = options.edge_max_size < 0 ? options.max_size : options.edge_max_size;
    if ((options.placements & kPlacementEdge) != 0) parameters.edge_max_size = edge_max;
    if ((options.placements & kPlacementCorner) != 0) parameters.corner_max_size = edge_max;
  }
  return parameters;
}

void EncodeEdgeRecord(const solver::Eyespace& eyespace, const solver::Evaluation& evaluation,
                      std::uint8_t* out) {
  const int n = eyespace.num_vertices;
  canon::VertexMap position;
  const canon::CanonicalKey key = canon::CanonicalForm(EdgeEntryGraph(eyespace), &position);
  EYESHAPE_CHECK(EncodeEdgeKey(key, out));
  solver::VitalPoints stored;
  for (int v = 0; v < n; ++v) {
    if ((evaluation.vital.attack & solver::VertexBit(v)) != 0)
      stored.attack |= solver::VertexBit(position[v]);
    if ((evaluation.vital.defense & solver::VertexBit(v)) != 0)
      stored.defense |= solver::VertexBit(position[v]);
  }
  std::uint8_t* payload = out + EdgeKeyBytes(n);
  payload[0] = static_cast<std::uint8_t>(ValueIndex(evaluation.value));
  EncodeMask(stored.attack, n, payload + 1);
  EncodeMask(stored.defense, n, payload + 1 + MaskBytes(n));
}

void EncodeRecord(const solver::Eyespace& eyespace, const solver::Evaluation& evaluation,
                  std::uint8_t* out) {
  const int n = eyespace.num_vertices;
  canon::VertexMap position;
  const canon::ColouredGraph graph = EntryGraph(eyespace);
  const canon::CanonicalKey key = canon::CanonicalForm(graph, &position);
  EYESHAPE_CHECK(EncodeKey(key, out));
#ifdef EYESHAPE_EXPENSIVE_CHECKS
  // Re-check the canonical form: both entry points agree, the labelling maps
  // the graph onto the key's graph (vital points are stored through it), and
  // a renumbered copy (vertices reversed) has the same key.
  EYESHAPE_CHECK(canon::Canonicalize(graph).key == key);
  EYESHAPE_CHECK(canon::GraphFromKey(key) == canon::Relabel(graph, position));
  canon::VertexMap reversed;
  std::iota(reversed.begin(), reversed.end(), std::uint8_t{0});
  std::reverse(reversed.begin(), reversed.begin() + graph.num_vertices);
  EYESHAPE_CHECK(canon::CanonicalForm(canon::Relabel(graph, reversed)) == key);
#endif
  solver::VitalPoints stored;
  for (int v = 0; v < n; ++v) {
    if ((evaluation.vital.attack & solver::VertexBit(v)) != 0)
      stored.attack |= solver::VertexBit(position[v]);
    if ((evaluation.vital.defense & solver::VertexBit(v)) != 0)
      stored.defense |= solver::VertexBit(position[v]);
  }
#ifdef EYESHAPE_EXPENSIVE_CHECKS
  // Vital points of a symmetric eyespace are unions of orbits (SPEC §6).
  for (const canon::VertexMap& g : canon::Canonicalize(graph).automorphism_generators) {
    EYESHAPE_CHECK(ImageOf(evaluation.vital.attack, g) == evaluation.vital.attack);
    EYESHAPE_CHECK(ImageOf(evaluation.vital.defense, g) == evaluation.vital.defense);
  }
#endif
  std::uint8_t* payload = out + KeyBytes(n);
  payload[0] = static_cast<std::uint8_t>(ValueIndex(evaluation.value));
  EncodeMask(stored.attack, n, payload + 1);
  EncodeMask(stored.defense, n, payload + 1 + MaskBytes(n));
}

GenerateOutcome GenerateTable(const GenerateOptions& options) {
  GenerateOutcome outcome;
  outcome.error = OptionsError(options);
  if (!outcome.error.empty()) return outcome;
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  const TableParameters parameters = ParametersFor(options);

  const Plan plan = PlanJobs(parameters, threads);
  CountsOf(plan, outcome.counts, outcome.edge_counts);
  Progress progress(plan.jobs.size(), plan.total_entries);
  std::unique_ptr<Checkpoint> checkpoint;
  if (!options.checkpoint_path.empty()) {
    solver::Result<std::unique_ptr<Checkpoint>> opened =
        RestoreCheckpoint(options.checkpoint_path, parameters, plan, progress);
    if (!opened.ok()) {
      outcome.error = opened.error();
      return outcome;
    }
    checkpoint = std::move(opened).value();
  }
  outcome.restored_entries = progress.finished_entries;

  const solver::Result<bool> solved = SolveJobs(plan, options, threads, checkpoint.get(), progress);
  outcome.nodes_searched = progress.nodes;
  outcome.solved_entries = progress.finished_entries - outcome.restored_entries;
  if (!solved.ok()) {
    outcome.error = solved.error();
    return outcome;
  }
  if (std::find(progress.done.begin(), progress.done.end(), 0) != progress.done.end()) {
    outcome.status = GenerateOutcome::Status::kInterrupted;
    return outcome;
  }
  if (options.output_path.empty()) {
    outcome.image = AssembleTable(parameters, plan, progress.results);
    outcome.file_bytes = outcome.image.size();
  } else {
    const JobRecords job_records(progress.results.begin(), progress.results.end());
    solver::Result<std::unique_ptr<TableStreamWriter>> writer =
        TableStreamWriter::Create(options.output_path, parameters, ShapesOf(parameters, plan));
    if (!writer.ok()) {
      outcome.error = writer.error();
      return outcome;
    }
    const solver::Result<bool> written =
        StreamTable(parameters, plan, job_records, 0, threads, *writer.value());
    if (!written.ok()) {
      outcome.error = written.error();
      return outcome;
    }
    outcome.file_bytes = writer.value()->file_size();
  }
  outcome.status = GenerateOutcome::Status::kDone;
  return outcome;
}

std::vector<std::uint8_t> SolveGroup(const ShapeGraph& graph, const LabellingGroup& group,
                                     const solver::GameOptions& game, std::uint64_t* nodes) {
  JobLabellings labellings;
  labellings.cells = graph.cells;
  labellings.marginal = group.marginal;
  labellings.attackers = group.attackers;
  return SolveLabellings(labellings, game, nodes);
}

// GenerationPlan (plan.h): the plan above behind a public face, for drivers
// that schedule jobs themselves.
struct GenerationPlan::Data {
  Plan plan;
  TableParameters parameters;
  solver::GameOptions game;
  ShardHeader log_header;  // shard 1/1
};

GenerationPlan::GenerationPlan(std::unique_ptr<Data> data) : data_(std::move(data)) {}
GenerationPlan::GenerationPlan(GenerationPlan&&) noexcept = default;
GenerationPlan& GenerationPlan::operator=(GenerationPlan&&) noexcept = default;
GenerationPlan::~GenerationPlan() = default;

solver::Result<GenerationPlan> GenerationPlan::Make(const GenerateOptions& options) {
  const std::string error = OptionsError(options);
  if (!error.empty()) return solver::Result<GenerationPlan>::Error(error);
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  auto data = std::make_unique<Data>();
  data->parameters = ParametersFor(options);
  data->game = options.game;
  data->plan = PlanJobs(data->parameters, threads);
  std::vector<std::uint32_t> assignment;
  data->log_header = ShardHeaderOf(data->parameters, data->plan, 1, 1, assignment);
  return GenerationPlan(std::move(data));
}

std::uint64_t GenerationPlan::hash() const { return data_->log_header.plan_hash; }
std::size_t GenerationPlan::num_jobs() const { return data_->plan.jobs.size(); }
std::uint64_t GenerationPlan::cost(std::size_t job) const { return data_->plan.jobs[job].cost; }
std::uint32_t GenerationPlan::classes(std::size_t job) const {
  return data_->plan.jobs[job].classes;
}
int GenerationPlan::num_vertices(std::size_t job) const { return data_->plan.jobs[job].n; }
bool GenerationPlan::edge(std::size_t job) const { return data_->plan.jobs[job].edge; }
std::size_t GenerationPlan::payload_bytes(std::size_t job) const {
  const Job& entry = data_->plan.jobs[job];
  return entry.classes * entry.record_bytes();
}
std::uint64_t GenerationPlan::total_entries() const { return data_->plan.total_entries; }
const TableParameters& GenerationPlan::parameters() const { return data_->parameters; }
std::array<std::uint8_t, kShardHeaderBytes> GenerationPlan::LogHeader() const {
  return EncodeShardHeader(data_->log_header);
}
std::vector<std::uint8_t> GenerationPlan::SolveJob(std::size_t job, std::uint64_t* nodes) const {
  EYESHAPE_CHECK(job < data_->plan.jobs.size());
  return tables::SolveJob(data_->plan, job, data_->game, nodes);
}
std::uint64_t GenerationPlan::OptionsHash(const GenerateOptions& options) {
  const TableParameters parameters = ParametersFor(options);
  const std::array<std::uint64_t, 10> words = {
      kFormatVersion,
      canon::kCanonVersion,
      kGeneratorVersion,
      kJobDescriptionVersion,
      parameters.model == solver::Model::kGraph ? 1U : 0U,
      static_cast<std::uint64_t>(parameters.outer_liberties),
      parameters.flags,
      static_cast<std::uint64_t>(parameters.max_size),
      static_cast<std::uint64_t>(parameters.edge_max_size),
      static_cast<std::uint64_t>(parameters.corner_max_size)};
  std::array<std::uint8_t, 8 * words.size()> bytes{};
  for (std::size_t i = 0; i < words.size(); ++i) StoreLe(&bytes[8 * i], words[i], 8);
  return XXH3_64bits(bytes.data(), bytes.size());
}
std::vector<std::uint8_t> GenerationPlan::JobDescription(std::size_t job) const {
  EYESHAPE_CHECK(job < data_->plan.jobs.size());
  return EncodeJobDescription(LabellingsOf(data_->plan, job), data_->game);
}

}  // namespace eyeshape::tables
