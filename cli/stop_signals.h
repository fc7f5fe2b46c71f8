// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CLI_STOP_SIGNALS_H_
#define EYESHAPE_CLI_STOP_SIGNALS_H_

// File: cli/stop_signals.h
// SIGINT and SIGTERM as a stop request for the commands that make tables
// (`eyeshape generate`, `eyeshape-mpi generate`): while a StopOnSignals
// object lives, either signal sets the flag StopRequested() returns, which
// the generation reads between jobs, so the run saves its work and stops.
//
//   generate.stop = &StopRequested();
//   { StopOnSignals signals; outcome = GenerateTable(generate); }
//   if (outcome.status == kInterrupted) return 128 + StopSignal();
//
// The flag is process-wide state: a signal handler can reach nothing else.

#include <atomic>
#include <csignal>

namespace eyeshape::cli {

// Set by the handler; cleared when a StopOnSignals is made.
const std::atomic<bool>& StopRequested();
// The last signal that requested a stop (SIGINT when none did).
int StopSignal();

// Installs the handlers for the lifetime of the object and restores the old
// ones after. Not nestable.
class StopOnSignals {
 public:
  StopOnSignals();
  ~StopOnSignals();
  StopOnSignals(const StopOnSignals&) = delete;
  StopOnSignals& operator=(const StopOnSignals&) = delete;

 private:
  struct sigaction old_int_ {};
  struct sigaction old_term_ {};
};

}  // namespace eyeshape::cli

#endif  // EYESHAPE_CLI_STOP_SIGNALS_H_
