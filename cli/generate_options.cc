// SPDX-License-Identifier: MIT
// File: cli/generate_options.cc

#include "cli/generate_options.h"

#include <algorithm>

#include "cli/commands.h"

namespace eyeshape::cli {

void AddTableOptions(CLI::App& command, TableCommandOptions& options) {
  command.add_option("--max-size,-n", options.max_size, "largest eyespace size (1..16)")
      ->required()
      ->check(CLI::Range(1, tables::kMaxTableSize));
  command.add_option("--threads,-t", options.threads, "threads (default: all cores)")
      ->check(CLI::Range(1, 256));
  command.add_option("--model", options.model, "board (default) or graph")
      ->check(CLI::IsMember({"board", "graph"}));
  command
      .add_option("--outer-liberties,-L", options.outer_liberties,
                  "W's liberties outside the eyespace (default 2)")
      ->check(CLI::Range(0, 7));
  command.add_option("--placements", options.placements,
                     "placements to cover, comma-separated: centre (required), edge, corner "
                     "(default: all three; edge and corner only in the board model)");
  command
      .add_option("--edge-max-size", options.edge_max_size,
                  "largest edge and corner eyespace size (default: --max-size)")
      ->check(CLI::Range(1, tables::kMaxTableSize));
}

std::uint8_t ParsePlacements(const std::string& text) {
  std::uint8_t bits = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    const std::string name = text.substr(start, comma - start);
    if (name == "centre" || name == "center") {
      bits |= tables::kPlacementCentre;
    } else if (name == "edge") {
      bits |= tables::kPlacementEdge;
    } else if (name == "corner") {
      bits |= tables::kPlacementCorner;
    } else {
      throw CommandError("--placements: unknown placement '" + name +
                         "' (centre, edge, corner, comma-separated)");
    }
    start = comma + 1;
  }
  if ((bits & tables::kPlacementCentre) == 0) {
    throw CommandError("--placements must include centre (edge and corner classes extend it)");
  }
  return bits;
}

tables::GenerateOptions GenerateOptionsOf(const TableCommandOptions& options) {
  tables::GenerateOptions generate;
  generate.max_size = options.max_size;
  generate.game.model = options.model == "graph" ? solver::Model::kGraph : solver::Model::kBoard;
  generate.game.outer_liberties = options.outer_liberties;
  generate.threads = options.threads;
  generate.placements = ParsePlacements(options.placements);
  generate.edge_max_size = options.edge_max_size;
  if (generate.edge_max_size > generate.max_size) {
    throw CommandError("--edge-max-size must be at most --max-size");
  }
  return generate;
}

}  // namespace eyeshape::cli
