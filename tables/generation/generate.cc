// SPDX-License-Identifier: MIT
// File: tables/generation/generate.cc
// Solve the plan's jobs in parallel with a checkpoint, then sort and
// serialize (in memory, or streamed to a file); the record encoding.

#include "tables/generation/generate.h"

#include <omp.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstring>
#include <memory>
#include <numeric>
#include <string>
#include <utility>

#include "base/check.h"
#include "tables/generation/plan_internal.h"

namespace eyeshape::tables {
namespace {

using RecordSlot = std::array<std::uint8_t, kMaxRecordBytes>;

// The records of kind `kind` of size n from all its groups, sorted by key.
std::vector<std::uint8_t> SortedRecords(int n, RecordKind kind, const std::vector<Job>& jobs,
                                        std::vector<std::vector<std::uint8_t>>& results) {
  const std::size_t record_bytes = RecordBytes(kind, n);
  const std::size_t key_bytes = KeyBytes(kind, n);
  std::size_t count = 0;
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    if (jobs[j].n == n && jobs[j].kind == kind) count += results[j].size() / record_bytes;
  }
  std::vector<RecordSlot> slots(count);
  std::size_t next = 0;
  for (std::size_t j = 0; j < jobs.size(); ++j) {
    if (jobs[j].n != n || jobs[j].kind != kind) continue;
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

// Records sorted per pass at least (below that, passes cost more than the
// memory they save): 4M records, 100 MB of slots.
constexpr std::uint64_t kMinSortBatchEntries = std::uint64_t{1} << 22;

// Hands the records of kind `kind` of size n of all jobs to
// `writer`, sorted by key, without holding them all: a first pass counts the
// records per bucket (their first two key bytes: the `!` and `X` counts of a
// centre key); then each batch of consecutive buckets holding at most
// `batch_entries` records (a larger bucket alone) is gathered by one pass over
// the jobs' records (jobs whose buckets miss the batch skipped), each bucket
// sorted (in parallel), and written. Memory: kMaxRecordBytes per record of
// the largest batch. The writer checks that keys strictly increase (distinct
// classes have distinct keys).
Result<bool> StreamSortedRecords(int n, RecordKind kind, const std::vector<Job>& jobs,
                                 const JobRecords& job_records, std::uint64_t batch_entries,
                                 int threads, TableStreamWriter& writer) {
  const std::size_t record_bytes = RecordBytes(kind, n);
  const std::size_t key_bytes = KeyBytes(kind, n);
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
    if (jobs[j].n != n || jobs[j].kind != kind || job_records[j].empty()) continue;
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
      Result<bool> appended = writer.Append(out);
      if (!appended.ok()) return appended;
    }
    first = last + 1;
  }
  return true;
}

// Opens (or starts) the checkpoint and takes the jobs it already holds.
Result<std::unique_ptr<Checkpoint>> RestoreCheckpoint(const std::string& path,
                                                      const TableParameters& parameters,
                                                      const Plan& plan, Progress& progress) {
  const std::vector<Job>& jobs = plan.jobs;
  return Checkpoint::Open(path, Fingerprint(parameters, plan.sizes, plan.edge_sizes, jobs),
                          jobs.size(), [&](std::uint32_t j, std::span<const std::uint8_t> payload) {
                            if (payload.size() != jobs[j].classes * jobs[j].record_bytes()) return;
                            progress.results[j].assign(payload.begin(), payload.end());
                            progress.done[j] = 1;
                            progress.finished_entries += jobs[j].classes;
                          });
}

// The file image: per size, its records sorted by key and its graphs.
// Frees the job results as it goes.
std::vector<std::uint8_t> AssembleTable(const TableParameters& parameters, const Plan& plan,
                                        std::vector<std::vector<std::uint8_t>>& results) {
  std::vector<SizeSection> sections;
  for (int n = 1; n <= parameters.max_size; ++n) {
    SizeSection section;
    section.counts = plan.sizes[static_cast<std::size_t>(n - 1)].counts;
    section.records = SortedRecords(n, RecordKind::kCentre, plan.jobs, results);
    section.graphs = GraphRecordsOf(plan.sizes[static_cast<std::size_t>(n - 1)].graphs);
    if (n <= static_cast<int>(plan.edge_sizes.size())) {
      const EdgeSizeData& edges = plan.edge_sizes[static_cast<std::size_t>(n - 1)];
      section.edge_classes = edges.classes.size();
      section.edge_duplicates = edges.duplicates;
      section.edge_records = SortedRecords(n, RecordKind::kEdge, plan.jobs, results);
    }
    sections.push_back(std::move(section));
  }
  return SerializeTable(parameters, sections);
}

// Solves the jobs not done yet in parallel, appending each to the checkpoint
// (when there is one). Stops early when options.stop is set; an error of the
// checkpoint file stops it too and is returned.
Result<bool> SolveJobs(const Plan& plan, const GenerateOptions& options, int threads,
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
        Result<bool> appended = checkpoint->Append(static_cast<std::uint32_t>(j), records);
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
    const Result<bool> synced = checkpoint->Sync();
    if (!synced.ok()) {
      error = synced.error();
      failed = true;
    }
  }
  if (failed) return Result<bool>::Error(error);
  return true;
}

}  // namespace

bool SolveRemainingJobs(const Plan& plan, const GenerateOptions& options, int threads,
                        Checkpoint* checkpoint, Progress& progress, GenerateOutcome& outcome) {
  const Result<bool> solved = SolveJobs(plan, options, threads, checkpoint, progress);
  outcome.nodes_searched = progress.nodes;
  outcome.solved_entries = progress.finished_entries - outcome.restored_entries;
  if (!solved.ok()) {
    outcome.error = solved.error();
    return false;
  }
  if (std::find(progress.done.begin(), progress.done.end(), 0) != progress.done.end()) {
    outcome.status = GenerateOutcome::Status::kInterrupted;
    return false;
  }
  return true;
}

// The same file as AssembleTable() makes, written by `writer` from the
// records where they lie (nothing is freed; see StreamSortedRecords() for
// the memory). batch_entries 0: an eighth of the largest size, at least
// kMinSortBatchEntries.
Result<bool> StreamTable(const TableParameters& parameters, const Plan& plan,
                         const JobRecords& job_records, std::uint64_t batch_entries, int threads,
                         TableStreamWriter& writer) {
  if (batch_entries == 0) {
    std::uint64_t largest = 0;
    for (const SizeData& size : plan.sizes) {
      largest = std::max(largest, static_cast<std::uint64_t>(size.counts.entries));
    }
    batch_entries = std::max(kMinSortBatchEntries, (largest + 7) / 8);
  }
  for (int n = 1; n <= parameters.max_size; ++n) {
    Result<bool> written = StreamSortedRecords(n, RecordKind::kCentre, plan.jobs, job_records,
                                               batch_entries, threads, writer);
    if (!written.ok()) return written;
    written = writer.Append(GraphRecordsOf(plan.sizes[static_cast<std::size_t>(n - 1)].graphs));
    if (!written.ok()) return written;
    if (n <= static_cast<int>(plan.edge_sizes.size())) {
      written = StreamSortedRecords(n, RecordKind::kEdge, plan.jobs, job_records, batch_entries,
                                    threads, writer);
      if (!written.ok()) return written;
    }
  }
  return writer.Commit();
}

void EncodeRecord(RecordKind kind, const solver::Eyespace& eyespace,
                  const solver::Evaluation& evaluation, std::uint8_t* out) {
  const int n = eyespace.num_vertices;
  canon::VertexMap position;
  const canon::ColouredGraph graph = KeyGraph(kind, eyespace);
  const canon::CanonicalKey key = canon::CanonicalForm(graph, &position);
  EYESHAPE_CHECK(EncodeKey(kind, key, out));
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
  std::uint8_t* payload = out + KeyBytes(kind, n);
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
    Result<std::unique_ptr<Checkpoint>> opened =
        RestoreCheckpoint(options.checkpoint_path, parameters, plan, progress);
    if (!opened.ok()) {
      outcome.error = opened.error();
      return outcome;
    }
    checkpoint = std::move(opened).value();
  }
  outcome.restored_entries = progress.finished_entries;

  if (!SolveRemainingJobs(plan, options, threads, checkpoint.get(), progress, outcome)) {
    return outcome;
  }
  if (options.output_path.empty()) {
    outcome.image = AssembleTable(parameters, plan, progress.results);
    outcome.file_bytes = outcome.image.size();
  } else {
    const JobRecords job_records(progress.results.begin(), progress.results.end());
    Result<std::unique_ptr<TableStreamWriter>> writer =
        TableStreamWriter::Create(options.output_path, parameters, ShapesOf(parameters, plan));
    if (!writer.ok()) {
      outcome.error = writer.error();
      return outcome;
    }
    const Result<bool> written =
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

}  // namespace eyeshape::tables
