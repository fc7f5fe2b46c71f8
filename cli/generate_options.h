// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CLI_GENERATE_OPTIONS_H_
#define EYESHAPE_CLI_GENERATE_OPTIONS_H_

// File: cli/generate_options.h
// The table options of the commands that make a table: `eyeshape generate`
// (cli/generate_command.cc) and `eyeshape-mpi generate` (scale/), which must
// accept the same options with the same meaning and checks so that both make
// the same table from the same command line.
//
//   TableCommandOptions table;
//   AddTableOptions(*command, table);            // -n, -t, --model, -L, ...
//   tables::GenerateOptions generate = GenerateOptionsOf(table);  // after parsing

#include <cstdint>
#include <string>

#include "CLI/CLI.hpp"
#include "tables/generation/generate.h"

namespace eyeshape::cli {

struct TableCommandOptions {
  int max_size = 0;
  int threads = 0;  // 0: all cores
  std::string model = "board";
  int outer_liberties = 2;
  std::string placements = "centre,edge,corner";
  int edge_max_size = -1;
};

// Registers --max-size/-n (required), --threads/-t, --model,
// --outer-liberties/-L, --placements and --edge-max-size on `command`.
void AddTableOptions(CLI::App& command, TableCommandOptions& options);

// The kPlacement* bits of a comma-separated list, e.g. "centre,edge".
// Throws CommandError for an unknown name or a list without centre.
std::uint8_t ParsePlacements(const std::string& text);

// The generation options of parsed table options (no checkpoint, no stop
// flag, no progress). Throws CommandError when they do not go together.
tables::GenerateOptions GenerateOptionsOf(const TableCommandOptions& options);

}  // namespace eyeshape::cli

#endif  // EYESHAPE_CLI_GENERATE_OPTIONS_H_
