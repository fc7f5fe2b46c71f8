// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CLI_PROGRESS_H_
#define EYESHAPE_CLI_PROGRESS_H_

// File: cli/progress.h
// A progress bar with rate and ETA on stderr, drawn only when stderr is a
// terminal (so pipes, files and CI logs stay clean). At most ~10 redraws a
// second; Finish() clears the line.

#include <chrono>
#include <cstdint>
#include <string>

namespace eyeshape::cli {

class ProgressBar {
 public:
  // `total` = 0 means unknown (no ETA, no bar, just a count and rate).
  ProgressBar(std::string label, std::uint64_t total);
  ~ProgressBar();
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;

  // True when the bar is drawn (stderr is a terminal): callers may skip the
  // work of counting for it otherwise.
  bool enabled() const { return enabled_; }
  // Sets the number of items done (monotone) and redraws when due.
  void Update(std::uint64_t done);
  // Clears the bar.
  void Finish();

 private:
  std::string label_;
  std::uint64_t total_;
  bool enabled_;
  bool finished_ = false;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_draw_;
};

}  // namespace eyeshape::cli

#endif  // EYESHAPE_CLI_PROGRESS_H_
