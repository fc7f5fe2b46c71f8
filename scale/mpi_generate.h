// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_SCALE_MPI_GENERATE_H_
#define EYESHAPE_SCALE_MPI_GENERATE_H_

// File: scale/mpi_generate.h
// Table generation across MPI ranks (docs/cluster.md, "MPI"). Rank 0, the
// coordinator, alone makes the plan (tables/generation/plan.h: 4.3 GB at 12
// cells), restores the jobs already in its job log, and hands the rest out
// dynamically, largest cost first, in batches (scale/job_queue.h; guided:
// large while much is left, small at the end), two batches ahead per worker
// so a worker never waits for its next batch. A batch carries each job's
// self-contained description (tables/generation/job_description.h), so the
// workers hold no plan: they solve a batch with OpenMP inside the rank and
// send each job's records back (one message per job, split into chunks of at
// most message_bytes; batches are split the same way). Rank 0 appends every
// record to the log, the shard file "1/1" of the plan, syncing it at most
// every sync_seconds. With one rank, rank 0 solves the batches itself, from
// the same descriptions. Since workers cannot compute the plan hash without
// planning, they check GenerationPlan::OptionsHash() (options and program
// versions, which fix the plan) against rank 0's instead.
//
// Messages (MPI_COMM_WORLD-like communicator, tags below):
//   0 -> all   broadcast: options hash, plan hash, jobs, whether rank 0 can go
//              on (non-blocking, polled: workers wait here while rank 0 plans)
//   w -> 0     kTagReady: threads, whether w's options hash matches
//   0 -> w     kTagBatch: u64 bytes, then u32 jobs, per job u32 bytes and its
//              description (the rest in kTagBatchMore chunks)
//   w -> 0     kTagResult: u32 job, u32 0, u64 bytes, u64 nodes, f64 s, then
//              the records (the rest in kTagResultMore chunks)
//   w -> 0     kTagFailed: one line, a batch or description w refused
//   w -> 0     kTagBatchDone: f64 busy seconds, u8 stopping
//   0 -> w     kTagAbandon: a stop; drop the rest of the batches (checked by
//              the worker's main thread after each of its jobs)
//   0 -> w     kTagStop: no more batches, leave
//   all -> 0   gather: per-rank statistics
//
//   MpiGenerateOptions options = ...;
//   MpiGenerateOutcome outcome = SolveIntoLog(options, MPI_COMM_WORLD);  // every rank
//   MPI_Finalize();
//   if (rank == 0 && outcome.status == MpiGenerateOutcome::Status::kComplete) ...
//
// Waiting ranks poll with short sleeps rather than spinning in MPI: on a
// machine shared by more ranks than cores an idle rank must not take CPU from
// the ones solving.

#include <mpi.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "tables/generation/generate.h"

namespace eyeshape::scale {

struct MpiGenerateOptions {
  tables::GenerateOptions generate;  // the table options; threads per rank
  std::string log_path;              // rank 0's job log (a shard file 1/1)
  std::uint64_t max_jobs = 0;        // hand out at most this many jobs this run (0: all)
  std::size_t batch_jobs = 0;        // jobs per batch (0: guided, Coordinator::NextBatch)
  double sync_seconds = 5.0;         // fsync the log at most this often
  std::size_t message_bytes = std::size_t{1} << 28;  // largest payload in one message
  const std::atomic<bool>* stop = nullptr;           // set (by a signal) to stop between batches
  // Rank 0: (jobs in the log, jobs in the plan), never concurrently.
  std::function<void(std::uint64_t, std::uint64_t)> progress;
};

// What one rank did (gathered on rank 0).
struct RankReport {
  int rank = 0;
  int threads = 0;
  std::uint64_t jobs = 0;     // jobs solved by this rank in this run
  std::uint64_t classes = 0;  // their entries
  std::uint64_t nodes = 0;    // solver nodes
  double plan_seconds = 0;    // making the plan (rank 0 only; workers make none)
  double busy_seconds = 0;    // solving batches (wall)
  double cpu_seconds = 0;     // user + system CPU of the whole process so far
};

struct MpiGenerateOutcome {
  enum class Status {
    kComplete,     // every job is in the log, which ends with its end record
    kStopped,      // --max-jobs reached: the log is saved, a later run continues
    kInterrupted,  // a signal (on any rank): the log is saved, a later run continues
    kInvalid,      // the log belongs to another plan (left alone)
    kError,        // I/O error, a worker's error, a broken message
  };
  Status status = Status::kError;
  std::string error;  // kInvalid, kError: one line
  std::uint64_t plan_hash = 0;
  std::uint64_t plan_jobs = 0;
  std::uint64_t plan_entries = 0;
  std::uint64_t jobs_restored = 0;  // already in the log at the start
  std::uint64_t jobs_solved = 0;    // added to the log by this run
  std::uint64_t jobs_left = 0;      // not in the log at the end
  std::vector<RankReport> ranks;    // rank 0: one per rank, by rank
};

// Runs the distributed solve; collective over `comm` (every rank calls it
// with the same options, except stop and progress, which only rank 0 uses).
// The outcome is complete on rank 0; on workers only the status matters
// (kError when the worker could not take part). MPI errors abort the job
// (MPI's default handler): the log keeps what it had, a rerun continues.
MpiGenerateOutcome SolveIntoLog(const MpiGenerateOptions& options, MPI_Comm comm);

}  // namespace eyeshape::scale

#endif  // EYESHAPE_SCALE_MPI_GENERATE_H_
