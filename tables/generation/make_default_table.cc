// SPDX-License-Identifier: MIT
// File: tables/generation/make_default_table.cc
// Build-time generator of the table built into eyeshape_lookup:
//   eyeshape_make_default_table OUTPUT MAX_SIZE EDGE_MAX_SIZE
// Board model, L = 2 (SPEC §2 defaults); centre classes up to MAX_SIZE, edge
// and corner classes up to EDGE_MAX_SIZE (0: none); same code path as
// `eyeshape generate`. Prints the generation time on stderr.

#include <chrono>
#include <cstdio>
#include <exception>
#include <optional>

#include "base/parse_int.h"
#include "tables/generation/generate.h"
#include "tables/generation/table_writer.h"

namespace {

int Run(int argc, char** argv) {
  const std::optional<int> max_size = argc == 4 ? eyeshape::ParseInt(argv[2]) : std::nullopt;
  const std::optional<int> edge_max_size = argc == 4 ? eyeshape::ParseInt(argv[3]) : std::nullopt;
  if (!max_size.has_value() || !edge_max_size.has_value()) {
    std::fprintf(stderr, "usage: %s OUTPUT MAX_SIZE EDGE_MAX_SIZE\n", argv[0]);
    return 2;
  }
  eyeshape::tables::GenerateOptions options;
  options.max_size = *max_size;
  options.edge_max_size = *edge_max_size;
  if (options.edge_max_size == 0) options.placements = eyeshape::tables::kPlacementCentre;
  const auto start = std::chrono::steady_clock::now();
  const eyeshape::tables::GenerateOutcome outcome = eyeshape::tables::GenerateTable(options);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (outcome.status != eyeshape::tables::GenerateOutcome::Status::kDone) {
    std::fprintf(stderr, "%s: %s\n", argv[0], outcome.error.c_str());
    return 1;
  }
  const auto written = eyeshape::tables::WriteFileAtomically(argv[1], outcome.image);
  if (!written.ok()) {
    std::fprintf(stderr, "%s: %s\n", argv[0], written.error().c_str());
    return 1;
  }
  std::fprintf(stderr, "built-in table: %zu bytes, generated in %.1f s\n", outcome.image.size(),
               seconds);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return Run(argc, argv);
  } catch (const std::exception& error) {  // out of memory, most likely
    std::fprintf(stderr, "%s: %s\n", argv[0], error.what());
    return 1;
  }
}
