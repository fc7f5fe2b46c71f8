// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CLI_TABLE_FILE_H_
#define EYESHAPE_CLI_TABLE_FILE_H_

// File: cli/table_file.h
// A table for the commands that read one: a memory-mapped file, or the
// table built into the library when no file is named. Throws CommandError
// with the reader's message when the file is missing, truncated, corrupted
// or of another version.

#include <memory>
#include <optional>
#include <string>

#include "solver/solver.h"
#include "tables/io/mapped_file.h"
#include "tables/io/table_reader.h"

namespace eyeshape::cli {

struct OpenedTable {
  std::optional<tables::MappedFile> file;  // absent for the built-in table
  std::optional<tables::TableReader> reader;
  std::string name;  // the path, or "built-in table"
};

// REQUIRES nothing; throws CommandError on any problem.
std::unique_ptr<OpenedTable> OpenTableOrThrow(const std::string& path);

// The game options a table was generated with.
solver::GameOptions GameOptionsOf(const tables::TableParameters& parameters);

// "board model, L = 2" (plus rule flags when set).
std::string DescribeParameters(const tables::TableParameters& parameters);

}  // namespace eyeshape::cli

#endif  // EYESHAPE_CLI_TABLE_FILE_H_
