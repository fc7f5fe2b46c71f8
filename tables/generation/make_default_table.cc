// SPDX-License-Identifier: MIT
// File: tables/generation/make_default_table.cc
// Build-time generator of the table built into eyeshape_lookup:
//   eyeshape_make_default_table OUTPUT MAX_SIZE
// Board model, L = 2 (SPEC §2 defaults); same code path as `eyeshape generate`.

#include <cstdio>
#include <cstdlib>
#include <string>

#include "tables/generation/generate.h"
#include "tables/generation/table_writer.h"

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s OUTPUT MAX_SIZE\n", argv[0]);
    return 2;
  }
  eyeshape::tables::GenerateOptions options;
  options.max_size = std::atoi(argv[2]);
  const eyeshape::tables::GenerateOutcome outcome = eyeshape::tables::GenerateTable(options);
  if (outcome.status != eyeshape::tables::GenerateOutcome::Status::kDone) {
    std::fprintf(stderr, "%s: %s\n", argv[0], outcome.error.c_str());
    return 1;
  }
  const auto written = eyeshape::tables::WriteFileAtomically(argv[1], outcome.image);
  if (!written.ok()) {
    std::fprintf(stderr, "%s: %s\n", argv[0], written.error().c_str());
    return 1;
  }
  return 0;
}
