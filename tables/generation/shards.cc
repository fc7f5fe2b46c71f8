// SPDX-License-Identifier: MIT
// File: tables/generation/shards.cc
// One shard of a plan solved into its shard file, and shard files merged
// into the table (generate.h; docs/cluster.md).

#include <omp.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <utility>

#include "base/check.h"
#include "tables/generation/generate.h"
#include "tables/generation/plan_internal.h"
#include "tables/io/mapped_file.h"

namespace eyeshape::tables {

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
  Result<std::unique_ptr<Checkpoint>> opened =
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
    if (!SolveRemainingJobs(plan, options, threads, log.get(), progress, outcome)) return outcome;
    const Result<bool> closed = log->MarkComplete();
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
    Result<MappedFile> file = MappedFile::Open(path);
    if (!file.ok()) {
      outcome.error = file.error();
      return outcome;
    }
    const Result<ShardHeader> header = DecodeShardHeader(file.value().bytes());
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
  Result<std::unique_ptr<TableStreamWriter>> writer =
      TableStreamWriter::Create(output, parameters, ShapesOf(parameters, plan));
  if (!writer.ok()) {
    outcome.error = writer.error();
    return outcome;
  }
  const Result<bool> written = StreamTable(
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

}  // namespace eyeshape::tables
