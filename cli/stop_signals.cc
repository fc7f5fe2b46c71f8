// SPDX-License-Identifier: MIT
// File: cli/stop_signals.cc

#include "cli/stop_signals.h"

namespace eyeshape::cli {
namespace {

// Signal handlers can only reach globals; lock-free atomics are
// async-signal-safe.
std::atomic<bool> g_stop_requested{false};
std::atomic<int> g_stop_signal{0};
static_assert(std::atomic<bool>::is_always_lock_free);
static_assert(std::atomic<int>::is_always_lock_free);

extern "C" void RequestStop(int signal) {
  g_stop_signal.store(signal);
  g_stop_requested.store(true);
}

}  // namespace

const std::atomic<bool>& StopRequested() { return g_stop_requested; }

int StopSignal() {
  const int signal = g_stop_signal.load();
  return signal > 0 ? signal : SIGINT;
}

StopOnSignals::StopOnSignals() {
  g_stop_requested.store(false);
  g_stop_signal.store(0);
  struct sigaction action {};
  action.sa_handler = RequestStop;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, &old_int_);
  sigaction(SIGTERM, &action, &old_term_);
}

StopOnSignals::~StopOnSignals() {
  sigaction(SIGINT, &old_int_, nullptr);
  sigaction(SIGTERM, &old_term_, nullptr);
}

}  // namespace eyeshape::cli
