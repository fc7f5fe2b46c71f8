// SPDX-License-Identifier: MIT
#include "cli/table_file.h"

#include <utility>

#include "cli/command_error.h"
#include "tables/generation/generate.h"
#include "tables/lookup/default_table.h"

namespace eyeshape::cli {

std::unique_ptr<OpenedTable> OpenTableOrThrow(const std::string& path) {
  auto table = std::make_unique<OpenedTable>();
  std::span<const std::uint8_t> bytes;
  if (path.empty()) {
    table->name = "built-in table";
    bytes = tables::DefaultTableImage();
  } else {
    table->name = path;
    Result<tables::MappedFile> file = tables::MappedFile::Open(path);
    if (!file.ok()) throw CommandError(file.error());
    table->file.emplace(std::move(file).value());
    bytes = table->file->bytes();
  }
  Result<tables::TableReader> reader = tables::TableReader::Open(bytes);
  if (!reader.ok()) throw CommandError("'" + table->name + "': " + reader.error());
  table->reader.emplace(std::move(reader).value());
  return table;
}

solver::GameOptions GameOptionsOf(const tables::TableParameters& parameters) {
  return tables::GameOptionsFor(parameters);
}

std::string DescribeParameters(const tables::TableParameters& parameters) {
  std::string text = parameters.model == solver::Model::kGraph ? "graph model" : "board model";
  text += ", L = " + std::to_string(parameters.outer_liberties);
  if ((parameters.flags & tables::kFlagSuicideAllowed) != 0) text += ", suicide allowed";
  if ((parameters.flags & tables::kFlagOuterFillsAreMoves) != 0) {
    text += ", outer fills are moves (GNU Go)";
  }
  return text;
}

}  // namespace eyeshape::cli
