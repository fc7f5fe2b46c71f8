// SPDX-License-Identifier: MIT
#include "cli/progress.h"

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <utility>

namespace eyeshape::cli {
namespace {

std::string FormatSeconds(double seconds) {
  char buffer[32];
  const long total = std::lround(seconds);
  if (total >= 3600) {
    std::snprintf(buffer, sizeof buffer, "%ldh%02ldm", total / 3600, (total / 60) % 60);
  } else {
    std::snprintf(buffer, sizeof buffer, "%ldm%02lds", total / 60, total % 60);
  }
  return buffer;
}

}  // namespace

ProgressBar::ProgressBar(std::string label, std::uint64_t total)
    : label_(std::move(label)),
      total_(total),
      enabled_(isatty(STDERR_FILENO) != 0),
      start_(std::chrono::steady_clock::now()),
      last_draw_(start_) {}

ProgressBar::~ProgressBar() { Finish(); }

void ProgressBar::Update(std::uint64_t done) {
  if (!enabled_ || finished_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_draw_ < std::chrono::milliseconds(100) && done != total_) return;
  last_draw_ = now;
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  const double rate = elapsed > 0 ? static_cast<double>(done) / elapsed : 0.0;
  char line[160];
  if (total_ > 0) {
    constexpr int kWidth = 30;
    const int filled = static_cast<int>(kWidth * static_cast<double>(done) / total_);
    std::string bar(filled, '#');
    bar.resize(kWidth, '.');
    const double eta = rate > 0 ? static_cast<double>(total_ - done) / rate : 0.0;
    std::snprintf(line, sizeof line, "\r%s [%s] %llu/%llu %.0f/s ETA %s ", label_.c_str(),
                  bar.c_str(), static_cast<unsigned long long>(done),
                  static_cast<unsigned long long>(total_), rate, FormatSeconds(eta).c_str());
  } else {
    std::snprintf(line, sizeof line, "\r%s %llu %.0f/s %s ", label_.c_str(),
                  static_cast<unsigned long long>(done), rate, FormatSeconds(elapsed).c_str());
  }
  std::fputs(line, stderr);
  std::fflush(stderr);
}

void ProgressBar::Finish() {
  if (!enabled_ || finished_) return;
  finished_ = true;
  std::fputs("\r\033[K", stderr);
  std::fflush(stderr);
}

}  // namespace eyeshape::cli
