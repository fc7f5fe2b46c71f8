// SPDX-License-Identifier: MIT
// File: scale/mpi_generate.cc
// The coordinator (rank 0) and worker loops of SolveIntoLog().

#include "scale/mpi_generate.h"

#include <omp.h>
#include <sys/resource.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <thread>
#include <utility>

#include "scale/job_queue.h"
#include "tables/generation/checkpoint.h"
#include "tables/generation/plan.h"
#include "tables/io/format.h"

namespace eyeshape::scale {
namespace {

constexpr int kTagReady = 1;
constexpr int kTagBatch = 2;
constexpr int kTagResult = 3;
constexpr int kTagResultMore = 4;
constexpr int kTagBatchDone = 5;
constexpr int kTagStop = 6;
constexpr int kTagAbandon = 7;
constexpr int kTagBatchMore = 8;
constexpr int kTagFailed = 9;
// Job, reserved, payload bytes, nodes, seconds.
constexpr std::size_t kResultHeaderBytes = 32;
// A batch message starts with the size of the batch that follows.
constexpr std::size_t kBatchHeaderBytes = 8;
// Batches a worker holds at once: the one it solves and the next, already
// sent, so it starts on it while rank 0 handles the results of the first.
constexpr int kBatchesAhead = 2;

using Clock = std::chrono::steady_clock;

double SecondsSince(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

double CpuSeconds() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  const auto seconds = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) * 1e-6;
  };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// Sleeps a little longer each time nothing arrived (20 us up to 2 ms): a
// waiting rank stays responsive without spinning on a shared core.
class Backoff {
 public:
  void Wait() {
    std::this_thread::sleep_for(delay_);
    delay_ = std::min(delay_ * 2, std::chrono::microseconds(2000));
  }
  void Reset() { delay_ = std::chrono::microseconds(20); }

 private:
  std::chrono::microseconds delay_{20};
};

// Waits for a message from `source` with `tag` (MPI_ANY_* allowed).
MPI_Status Poll(MPI_Comm comm, int source, int tag) {
  Backoff backoff;
  for (;;) {
    int flag = 0;
    MPI_Status status;
    MPI_Iprobe(source, tag, comm, &flag, &status);
    if (flag != 0) return status;
    backoff.Wait();
  }
}

// Receives the probed message as bytes.
std::vector<std::uint8_t> ReceiveBytes(MPI_Comm comm, const MPI_Status& probed) {
  int count = 0;
  MPI_Get_count(&probed, MPI_BYTE, &count);
  std::vector<std::uint8_t> bytes(static_cast<std::size_t>(count));
  MPI_Recv(bytes.data(), count, MPI_BYTE, probed.MPI_SOURCE, probed.MPI_TAG, comm,
           MPI_STATUS_IGNORE);
  return bytes;
}

// Receives the rest of a message sent in chunks (a batch, SendResult()):
// `more_tag` chunks from `source` appended to *bytes until it holds `total`.
void ReceiveChunks(MPI_Comm comm, int source, int more_tag, std::uint64_t total,
                   std::vector<std::uint8_t>* bytes) {
  while (bytes->size() < total) {
    MPI_Status more;
    MPI_Probe(source, more_tag, comm, &more);
    const std::vector<std::uint8_t> chunk = ReceiveBytes(comm, more);
    bytes->insert(bytes->end(), chunk.begin(), chunk.end());
  }
}

// A batch as rank 0 sends it (kTagBatch, the rest in kTagBatchMore chunks):
//   u64 bytes of what follows | u32 jobs | per job: u32 bytes, its description
// (tables/generation/job_description.h). Workers need nothing else to solve.
std::vector<std::uint8_t> EncodeBatch(const tables::GenerationPlan& plan,
                                      std::span<const std::uint32_t> jobs) {
  std::vector<std::uint8_t> message(kBatchHeaderBytes + 4);
  tables::StoreLe(message.data() + kBatchHeaderBytes, jobs.size(), 4);
  for (const std::uint32_t j : jobs) {
    const std::vector<std::uint8_t> description = plan.JobDescription(j);
    const std::size_t at = message.size();
    message.resize(at + 4 + description.size());
    tables::StoreLe(message.data() + at, description.size(), 4);
    std::copy(description.begin(), description.end(), message.begin() + static_cast<long>(at) + 4);
  }
  tables::StoreLe(message.data(), message.size() - kBatchHeaderBytes, 8);
  return message;
}

// The job descriptions of a batch body (EncodeBatch() without its u64), as
// views into `body`; an error when the framing does not add up.
Result<std::vector<std::span<const std::uint8_t>>> DecodeBatch(std::span<const std::uint8_t> body) {
  using R = Result<std::vector<std::span<const std::uint8_t>>>;
  if (body.size() < 4) return R::Error("a batch of " + std::to_string(body.size()) + " bytes");
  const std::uint64_t count = tables::LoadLe(body.data(), 4);
  std::vector<std::span<const std::uint8_t>> descriptions;
  std::size_t at = 4;
  for (std::uint64_t k = 0; k < count; ++k) {
    if (body.size() - at < 4) return R::Error("a batch cut short at job " + std::to_string(k));
    const std::uint64_t size = tables::LoadLe(body.data() + at, 4);
    at += 4;
    if (body.size() - at < size) return R::Error("a batch cut short at job " + std::to_string(k));
    descriptions.push_back(body.subspan(at, size));
    at += size;
  }
  if (at != body.size()) return R::Error("a batch with bytes after its last job");
  return descriptions;
}

struct SolvedJob {
  std::uint32_t job = 0;
  bool solved = false;  // false: skipped because of a stop request, or error
  std::string error;    // a description refused (SolveJobDescription())
  std::vector<std::uint8_t> records;
  std::uint32_t classes = 0;
  std::uint64_t nodes = 0;
  double seconds = 0;
};

// Solves the described jobs of one batch with OpenMP inside the rank; jobs
// not started when `stop` is set are left unsolved. With a communicator
// (workers), the main thread also looks for rank 0's kTagAbandon after each
// of its jobs and sets *abandoned, so a stop reaches a worker within one
// job, not one batch (MPI_THREAD_FUNNELED: the team's thread 0 is the thread
// that called MPI_Init).
std::vector<SolvedJob> SolveBatch(std::span<const std::span<const std::uint8_t>> descriptions,
                                  int threads, const std::atomic<bool>* stop, MPI_Comm comm,
                                  std::atomic<bool>* abandoned) {
  std::vector<SolvedJob> solved(descriptions.size());
  const auto count = static_cast<std::int64_t>(descriptions.size());
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
  for (std::int64_t k = 0; k < count; ++k) {
    SolvedJob& out = solved[static_cast<std::size_t>(k)];
    if (stop != nullptr && stop->load(std::memory_order_relaxed)) continue;
    if (abandoned != nullptr && abandoned->load(std::memory_order_relaxed)) continue;
    const auto start = Clock::now();
    Result<tables::JobSolution> solution =
        tables::SolveJobDescription(descriptions[static_cast<std::size_t>(k)], &out.nodes);
    out.seconds = SecondsSince(start);
    if (solution.ok()) {
      out.job = solution.value().job;
      out.classes = solution.value().classes;
      out.records = std::move(solution.value().records);
      out.solved = true;
    } else {
      out.error = solution.error();
    }
    if (abandoned != nullptr && omp_get_thread_num() == 0) {
      int flag = 0;
      MPI_Status status;
      MPI_Iprobe(0, kTagAbandon, comm, &flag, &status);
      if (flag != 0) {
        MPI_Recv(nullptr, 0, MPI_BYTE, 0, kTagAbandon, comm, MPI_STATUS_IGNORE);
        abandoned->store(true);
      }
    }
  }
  return solved;
}

// Sends one job's records to rank 0: the header and the first chunk in one
// message, the rest in chunks of at most `chunk_bytes`.
void SendResult(MPI_Comm comm, const SolvedJob& result, std::size_t chunk_bytes) {
  const std::size_t total = result.records.size();
  const std::size_t first = std::min(total, chunk_bytes);
  std::vector<std::uint8_t> message(kResultHeaderBytes + first);
  tables::StoreLe(message.data(), result.job, 4);
  tables::StoreLe(message.data() + 4, 0, 4);
  tables::StoreLe(message.data() + 8, total, 8);
  tables::StoreLe(message.data() + 16, result.nodes, 8);
  std::memcpy(message.data() + 24, &result.seconds, 8);
  if (first > 0) std::memcpy(message.data() + kResultHeaderBytes, result.records.data(), first);
  MPI_Send(message.data(), static_cast<int>(message.size()), MPI_BYTE, 0, kTagResult, comm);
  for (std::size_t offset = first; offset < total; offset += chunk_bytes) {
    const std::size_t size = std::min(chunk_bytes, total - offset);
    MPI_Send(result.records.data() + offset, static_cast<int>(size), MPI_BYTE, 0, kTagResultMore,
             comm);
  }
}

// What rank 0 broadcasts once it has the plan and the log.
struct Start {
  std::uint64_t options_hash = 0;  // GenerationPlan::OptionsHash()
  std::uint64_t plan_hash = 0;
  std::uint64_t plan_jobs = 0;
  std::uint64_t go = 0;  // 0: rank 0 cannot go on (its error is its own to report)
};

struct RankCounters {
  std::uint64_t jobs = 0;
  std::uint64_t classes = 0;
  std::uint64_t nodes = 0;
  double busy_seconds = 0;
};

// The coordinator's state: the plan, the log, what is done.
class Coordinator {
 public:
  Coordinator(const MpiGenerateOptions& options, const tables::GenerationPlan& plan,
              MpiGenerateOutcome& outcome, RankCounters& own)
      : options_(options), plan_(plan), outcome_(outcome), own_(own), done_(plan.num_jobs(), 0) {}

  // Opens (or starts) the log and takes the jobs it holds; false on an error
  // (outcome_ says which).
  bool OpenLog() {
    const std::array<std::uint8_t, tables::kShardHeaderBytes> header = plan_.LogHeader();
    if (!HeaderMatches(header)) {
      outcome_.status = MpiGenerateOutcome::Status::kInvalid;
      outcome_.error = "job log '" + options_.log_path +
                       "' belongs to another plan (different options or program version); "
                       "delete it to start over, or name another with --log";
      return false;
    }
    Result<std::unique_ptr<tables::Checkpoint>> opened = tables::Checkpoint::OpenWithHeader(
        options_.log_path, header, plan_.num_jobs(), "job log",
        [this](std::uint32_t j, std::span<const std::uint8_t> payload) {
          if (done_[j] != 0 || payload.size() != plan_.payload_bytes(j)) return;
          done_[j] = 1;
          ++outcome_.jobs_restored;
        });
    if (!opened.ok()) {
      outcome_.status = MpiGenerateOutcome::Status::kError;
      outcome_.error = opened.error();
      return false;
    }
    log_ = std::move(opened).value();
    last_sync_ = Clock::now();
    return true;
  }

  // Hands out the jobs to the workers until every job is in the log, the
  // cap is reached, or a stop or an error; then tells every worker to stop.
  void RunWithWorkers(MPI_Comm comm, int num_ranks) {
    std::vector<std::uint64_t> costs(plan_.num_jobs());
    for (std::size_t j = 0; j < costs.size(); ++j) costs[j] = plan_.cost(j);
    JobQueue queue(costs, done_, options_.max_jobs);
    struct Worker {
      bool ready = false;
      bool usable = false;
      int threads = 1;
      int outstanding = 0;  // batches sent, not reported done
    };
    std::vector<Worker> workers(static_cast<std::size_t>(num_ranks));
    int ready = 0;
    std::vector<int> owner(plan_.num_jobs(), -1);
    struct PendingSend {
      std::vector<MPI_Request> requests;
      std::vector<std::uint8_t> message;  // EncodeBatch()
    };
    std::list<PendingSend> pending;  // stable addresses for MPI_Isend buffers

    const auto hand_out = [&](int w) {
      Worker& worker = workers[static_cast<std::size_t>(w)];
      while (!stopping_ && worker.usable && !queue.empty() && worker.outstanding < kBatchesAhead) {
        PendingSend& send = pending.emplace_back();
        const std::vector<std::uint32_t> jobs = NextBatch(queue, worker.threads, num_ranks - 1);
        for (const std::uint32_t j : jobs) owner[j] = w;
        send.message = EncodeBatch(plan_, jobs);
        // The u64 size and the first chunk, then the rest in chunks.
        const std::size_t chunk = options_.message_bytes;
        std::size_t offset = 0;
        while (offset < send.message.size()) {
          const std::size_t size = std::min(send.message.size() - offset,
                                            offset == 0 ? kBatchHeaderBytes + chunk : chunk);
          MPI_Request& request = send.requests.emplace_back();
          MPI_Isend(send.message.data() + offset, static_cast<int>(size), MPI_BYTE, w,
                    offset == 0 ? kTagBatch : kTagBatchMore, comm, &request);
          offset += size;
        }
        ++worker.outstanding;
      }
    };

    Backoff backoff;
    bool abandon_sent = false;
    for (;;) {
      if (!stopping_ && options_.stop != nullptr && options_.stop->load()) {
        stopping_ = true;
        interrupted_ = true;
      }
      if (stopping_ && !abandon_sent) {
        // Workers drop the rest of their batches (within one job each).
        abandon_sent = true;
        for (int w = 1; w < num_ranks; ++w) {
          MPI_Send(nullptr, 0, MPI_BYTE, w, kTagAbandon, comm);
        }
      }
      for (auto it = pending.begin(); it != pending.end();) {
        int sent = 0;
        MPI_Testall(static_cast<int>(it->requests.size()), it->requests.data(), &sent,
                    MPI_STATUSES_IGNORE);
        it = sent != 0 ? pending.erase(it) : std::next(it);
      }
      const bool idle =
          ready == num_ranks - 1 && std::all_of(workers.begin(), workers.end(),
                                                [](const Worker& w) { return w.outstanding == 0; });
      if (idle && (stopping_ || queue.empty())) break;
      int flag = 0;
      MPI_Status status;
      MPI_Iprobe(MPI_ANY_SOURCE, MPI_ANY_TAG, comm, &flag, &status);
      if (flag == 0) {
        backoff.Wait();
        continue;
      }
      backoff.Reset();
      const int w = status.MPI_SOURCE;
      Worker& worker = workers[static_cast<std::size_t>(w)];
      if (status.MPI_TAG == kTagReady) {
        const std::vector<std::uint8_t> bytes = ReceiveBytes(comm, status);
        EYESHAPE_CHECK(bytes.size() == 5 && !worker.ready);
        worker.ready = true;
        ++ready;
        worker.threads = std::max(1, static_cast<int>(tables::LoadLe(bytes.data(), 4)));
        worker.usable = bytes[4] != 0;
        if (!worker.usable) {
          Fail("rank " + std::to_string(w) +
               " has other table options or another program version than rank 0: run the same "
               "program version with the same options on every rank");
        }
        hand_out(w);
      } else if (status.MPI_TAG == kTagResult) {
        TakeResult(comm, status, owner);
      } else if (status.MPI_TAG == kTagFailed) {
        const std::vector<std::uint8_t> bytes = ReceiveBytes(comm, status);
        Fail("rank " + std::to_string(w) + ": " + std::string(bytes.begin(), bytes.end()));
      } else if (status.MPI_TAG == kTagBatchDone) {
        const std::vector<std::uint8_t> bytes = ReceiveBytes(comm, status);
        EYESHAPE_CHECK(bytes.size() == 9 && worker.outstanding > 0);
        --worker.outstanding;
        if (bytes[8] != 0 && !stopping_) {
          stopping_ = true;  // the worker got a signal: the whole run winds down
          interrupted_ = true;
        }
        hand_out(w);
      } else {
        Fail("rank " + std::to_string(w) + " sent an unexpected message (tag " +
             std::to_string(status.MPI_TAG) + ")");
        ReceiveBytes(comm, status);
      }
    }
    for (PendingSend& send : pending) {
      MPI_Waitall(static_cast<int>(send.requests.size()), send.requests.data(),
                  MPI_STATUSES_IGNORE);
    }
    for (int w = 1; w < num_ranks; ++w) MPI_Send(nullptr, 0, MPI_BYTE, w, kTagStop, comm);
  }

  // One rank: solves the batches itself.
  void RunAlone(int threads) {
    std::vector<std::uint64_t> costs(plan_.num_jobs());
    for (std::size_t j = 0; j < costs.size(); ++j) costs[j] = plan_.cost(j);
    JobQueue queue(costs, done_, options_.max_jobs);
    while (!queue.empty() && !stopping_) {
      const std::vector<std::uint32_t> batch = NextBatch(queue, threads, 1);
      const auto start = Clock::now();
      // The same path as a worker's: descriptions, solved without the plan.
      std::vector<std::vector<std::uint8_t>> descriptions;
      std::vector<std::span<const std::uint8_t>> views;
      descriptions.reserve(batch.size());
      views.reserve(batch.size());
      for (const std::uint32_t j : batch) descriptions.push_back(plan_.JobDescription(j));
      for (const std::vector<std::uint8_t>& d : descriptions) views.emplace_back(d);
      const std::vector<SolvedJob> solved =
          SolveBatch(views, threads, options_.stop, MPI_COMM_NULL, nullptr);
      own_.busy_seconds += SecondsSince(start);
      for (const SolvedJob& result : solved) {
        if (!result.error.empty()) {
          Fail(result.error);
          continue;
        }
        if (!result.solved) {
          stopping_ = true;
          interrupted_ = true;
          continue;
        }
        ++own_.jobs;
        own_.classes += result.classes;
        own_.nodes += result.nodes;
        Record(result.job, result.records);
      }
      if (options_.stop != nullptr && options_.stop->load()) {
        stopping_ = true;
        interrupted_ = true;
      }
    }
  }

  // Syncs the log, closes it with its end record when every job is in, and
  // sets the outcome's status.
  void Finish() {
    if (!failed_) {
      Result<bool> synced = log_->Sync();
      if (synced.ok() && std::find(done_.begin(), done_.end(), 0) == done_.end() &&
          !log_->complete()) {
        synced = log_->MarkComplete();
      }
      if (!synced.ok()) Fail(synced.error());
    }
    outcome_.jobs_left =
        static_cast<std::uint64_t>(std::count(done_.begin(), done_.end(), char{0}));
    if (failed_) {
      outcome_.status = MpiGenerateOutcome::Status::kError;
    } else if (outcome_.jobs_left == 0) {
      outcome_.status = MpiGenerateOutcome::Status::kComplete;
    } else if (interrupted_) {
      outcome_.status = MpiGenerateOutcome::Status::kInterrupted;
    } else {
      outcome_.status = MpiGenerateOutcome::Status::kStopped;
    }
    log_.reset();  // releases the lock: the merge reads the file next
  }

 private:
  // Whether the file at the log path is absent, too short to have a header,
  // or starts with `header`.
  bool HeaderMatches(std::span<const std::uint8_t> header) const {
    std::FILE* file = std::fopen(options_.log_path.c_str(), "rb");
    if (file == nullptr) return true;  // absent (or unreadable: Open() says which)
    std::vector<std::uint8_t> start(header.size());
    const std::size_t got = std::fread(start.data(), 1, start.size(), file);
    std::fclose(file);
    return got < header.size() || std::equal(start.begin(), start.end(), header.begin());
  }

  // The next batch for a worker with `threads` threads among `workers`:
  // --batch-jobs jobs when given, else guided: at least two jobs per thread,
  // more up to a quarter of the remaining cost per worker (so the first
  // batches are large and the last ones small), at most kMaxBatchJobs.
  std::vector<std::uint32_t> NextBatch(JobQueue& queue, int threads, int workers) const {
    if (options_.batch_jobs > 0) {
      return queue.NextBatch(options_.batch_jobs, options_.batch_jobs, 0);
    }
    constexpr std::size_t kMaxBatchJobs = 4096;
    const std::size_t min_jobs = std::min(kMaxBatchJobs, static_cast<std::size_t>(2 * threads));
    return queue.NextBatch(min_jobs, kMaxBatchJobs,
                           queue.remaining_cost() / (4 * static_cast<std::uint64_t>(workers)));
  }

  void Fail(const std::string& error) {
    if (!failed_) outcome_.error = error;
    failed_ = true;
    stopping_ = true;
  }

  // Appends a solved job to the log (unless an earlier append failed).
  void Record(std::uint32_t job, std::span<const std::uint8_t> records) {
    done_[job] = 1;
    ++outcome_.jobs_solved;
    if (failed_) return;
    Result<bool> appended = log_->Append(job, records);
    if (appended.ok() && SecondsSince(last_sync_) >= options_.sync_seconds) {
      appended = log_->Sync();
      last_sync_ = Clock::now();
    }
    if (!appended.ok()) Fail(appended.error());
    if (options_.progress) {
      options_.progress(outcome_.jobs_restored + outcome_.jobs_solved, plan_.num_jobs());
    }
  }

  // Receives one job's records (the probed first message and its chunks)
  // and records them when they fit the plan.
  void TakeResult(MPI_Comm comm, const MPI_Status& status, const std::vector<int>& owner) {
    const int w = status.MPI_SOURCE;
    std::vector<std::uint8_t> message = ReceiveBytes(comm, status);
    EYESHAPE_CHECK(message.size() >= kResultHeaderBytes);
    const auto job = static_cast<std::uint32_t>(tables::LoadLe(message.data(), 4));
    const std::uint64_t total = tables::LoadLe(message.data() + 8, 8);
    std::vector<std::uint8_t> records(message.begin() + kResultHeaderBytes, message.end());
    ReceiveChunks(comm, w, kTagResultMore, total, &records);
    if (job >= plan_.num_jobs() || owner[job] != w || done_[job] != 0 ||
        records.size() != plan_.payload_bytes(job)) {
      Fail("rank " + std::to_string(w) + " sent records that do not fit the plan (job " +
           std::to_string(job) + ")");
      return;
    }
    Record(job, records);
  }

  const MpiGenerateOptions& options_;
  const tables::GenerationPlan& plan_;
  MpiGenerateOutcome& outcome_;
  RankCounters& own_;
  std::vector<char> done_;
  std::unique_ptr<tables::Checkpoint> log_;
  Clock::time_point last_sync_;
  bool stopping_ = false;
  bool interrupted_ = false;
  bool failed_ = false;
};

// Tells rank 0 why this worker cannot solve what it was sent (rank 0 fails
// the run with the message).
void ReportFailure(MPI_Comm comm, const std::string& error) {
  MPI_Send(error.data(), static_cast<int>(error.size()), MPI_BYTE, 0, kTagFailed, comm);
}

// A worker: solves the batches rank 0 sends until told to stop. It holds no
// plan: each batch carries its jobs' descriptions.
void RunWorker(MPI_Comm comm, const MpiGenerateOptions& options, int threads, RankCounters& own) {
  std::atomic<bool> abandoned{false};
  for (;;) {
    const MPI_Status status = Poll(comm, 0, MPI_ANY_TAG);
    if (status.MPI_TAG == kTagStop) {
      ReceiveBytes(comm, status);
      return;
    }
    if (status.MPI_TAG == kTagAbandon) {
      ReceiveBytes(comm, status);
      abandoned.store(true);
      continue;
    }
    if (status.MPI_TAG != kTagBatch) {
      std::fprintf(stderr, "eyeshape-mpi: unexpected message (tag %d) from rank 0\n",
                   status.MPI_TAG);
      MPI_Abort(comm, 2);
    }
    const std::vector<std::uint8_t> first = ReceiveBytes(comm, status);
    if (first.size() < kBatchHeaderBytes) {
      std::fprintf(stderr, "eyeshape-mpi: a batch message of %zu bytes from rank 0\n",
                   first.size());
      MPI_Abort(comm, 2);
    }
    std::vector<std::uint8_t> body(first.begin() + kBatchHeaderBytes, first.end());
    ReceiveChunks(comm, 0, kTagBatchMore, tables::LoadLe(first.data(), 8), &body);
    const auto start = Clock::now();
    bool stopping = (options.stop != nullptr && options.stop->load()) || abandoned.load();
    const Result<std::vector<std::span<const std::uint8_t>>> batch = DecodeBatch(body);
    if (!batch.ok()) {
      ReportFailure(comm, batch.error());
    } else if (!stopping) {
      bool reported = false;
      for (const SolvedJob& result :
           SolveBatch(batch.value(), threads, options.stop, comm, &abandoned)) {
        if (!result.error.empty() && !reported) {
          ReportFailure(comm, result.error);
          reported = true;  // one line is enough; rank 0 stops the run
        }
        if (!result.solved) continue;
        SendResult(comm, result, options.message_bytes);
        ++own.jobs;
        own.classes += result.classes;
        own.nodes += result.nodes;
      }
    }
    stopping = stopping || (options.stop != nullptr && options.stop->load());
    const double busy = SecondsSince(start);
    own.busy_seconds += busy;
    std::array<std::uint8_t, 9> done{};
    std::memcpy(done.data(), &busy, 8);
    done[8] = stopping ? 1 : 0;
    MPI_Send(done.data(), static_cast<int>(done.size()), MPI_BYTE, 0, kTagBatchDone, comm);
  }
}

// MPI_Bcast of `words` from rank 0 that waits with Backoff instead of
// spinning in MPI: workers wait here while rank 0 plans (minutes at 12
// cells), and must not take a core from it meanwhile.
void BroadcastPolitely(MPI_Comm comm, std::span<std::uint64_t> words) {
  MPI_Request request = MPI_REQUEST_NULL;
  MPI_Ibcast(words.data(), static_cast<int>(words.size()), MPI_UINT64_T, 0, comm, &request);
  Backoff backoff;
  for (;;) {
    int done = 0;
    MPI_Test(&request, &done, MPI_STATUS_IGNORE);
    if (done != 0) return;
    backoff.Wait();
  }
}

}  // namespace

MpiGenerateOutcome SolveIntoLog(const MpiGenerateOptions& options, MPI_Comm comm) {
  int rank = 0;
  int num_ranks = 1;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &num_ranks);
  MpiGenerateOutcome outcome;
  const int threads =
      options.generate.threads > 0 ? options.generate.threads : omp_get_max_threads();

  // Rank 0 alone makes the plan; the workers wait for its broadcast (and
  // stop with it when the options are refused or the log cannot be used).
  RankCounters own;
  double plan_seconds = 0;
  std::optional<tables::GenerationPlan> plan;
  const std::size_t message_bytes =
      std::clamp<std::size_t>(options.message_bytes, 1, std::size_t{1} << 30);
  MpiGenerateOptions local = options;
  local.message_bytes = message_bytes;
  std::unique_ptr<Coordinator> coordinator;
  Start start;
  if (rank == 0) {
    const auto plan_start = Clock::now();
    Result<tables::GenerationPlan> made = tables::GenerationPlan::Make(options.generate);
    plan_seconds = SecondsSince(plan_start);
    if (made.ok()) {
      plan.emplace(std::move(made).value());
      outcome.plan_hash = plan->hash();
      outcome.plan_jobs = plan->num_jobs();
      outcome.plan_entries = plan->total_entries();
      coordinator = std::make_unique<Coordinator>(local, *plan, outcome, own);
      start = {tables::GenerationPlan::OptionsHash(options.generate), outcome.plan_hash,
               outcome.plan_jobs, coordinator->OpenLog() ? 1U : 0U};
    } else {
      outcome.error = made.error();
    }
  }
  std::array<std::uint64_t, 4> start_words = {start.options_hash, start.plan_hash, start.plan_jobs,
                                              start.go};
  BroadcastPolitely(comm, start_words);
  if (start_words[3] == 0) return outcome;  // rank 0 reports why

  if (rank == 0) {
    if (num_ranks == 1) {
      coordinator->RunAlone(threads);
    } else {
      coordinator->RunWithWorkers(comm, num_ranks);
    }
    coordinator->Finish();
  } else {
    outcome.plan_hash = start_words[1];
    outcome.plan_jobs = start_words[2];
    // The records depend on the options and the program version only (the
    // descriptions carry the rest): a cheap check in place of the plan hash.
    const bool same_options =
        start_words[0] == tables::GenerationPlan::OptionsHash(options.generate);
    std::array<std::uint8_t, 5> ready{};
    tables::StoreLe(ready.data(), static_cast<std::uint64_t>(threads), 4);
    ready[4] = same_options ? 1 : 0;
    MPI_Send(ready.data(), static_cast<int>(ready.size()), MPI_BYTE, 0, kTagReady, comm);
    RunWorker(comm, local, threads, own);
    outcome.status =
        same_options ? MpiGenerateOutcome::Status::kComplete : MpiGenerateOutcome::Status::kError;
  }

  // Per-rank figures to rank 0.
  const std::array<std::uint64_t, 4> counts = {static_cast<std::uint64_t>(threads), own.jobs,
                                               own.classes, own.nodes};
  const std::array<double, 3> times = {plan_seconds, own.busy_seconds, CpuSeconds()};
  std::vector<std::uint64_t> all_counts(rank == 0 ? 4 * static_cast<std::size_t>(num_ranks) : 0);
  std::vector<double> all_times(rank == 0 ? 3 * static_cast<std::size_t>(num_ranks) : 0);
  MPI_Gather(counts.data(), 4, MPI_UINT64_T, all_counts.data(), 4, MPI_UINT64_T, 0, comm);
  MPI_Gather(times.data(), 3, MPI_DOUBLE, all_times.data(), 3, MPI_DOUBLE, 0, comm);
  if (rank == 0) {
    for (int r = 0; r < num_ranks; ++r) {
      const auto i = static_cast<std::size_t>(r);
      RankReport report;
      report.rank = r;
      report.threads = static_cast<int>(all_counts[4 * i]);
      report.jobs = all_counts[4 * i + 1];
      report.classes = all_counts[4 * i + 2];
      report.nodes = all_counts[4 * i + 3];
      report.plan_seconds = all_times[3 * i];
      report.busy_seconds = all_times[3 * i + 1];
      report.cpu_seconds = all_times[3 * i + 2];
      outcome.ranks.push_back(report);
    }
  }
  return outcome;
}

}  // namespace eyeshape::scale
