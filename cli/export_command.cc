// SPDX-License-Identifier: MIT
// File: cli/export_command.cc
// `eyeshape export --format eyesdb`: a table (the built-in one unless --table
// names a file) written as a pattern file in the format of GNU Go's eyes.db
// (tables/eyesdb_export.h has the layout and the `x` merge rule). The file
// goes to -o (written atomically) or stdout; a summary per size goes to
// stderr. Exit 0, or 2 when the table cannot be read or the file written.

#include <cstdint>
#include <cstdio>
#include <iostream>
#include <memory>
#include <span>
#include <string>

#include "cli/commands.h"
#include "cli/table_file.h"
#include "tables/eyesdb_tools/eyesdb_export.h"
#include "tables/generation/table_writer.h"

namespace eyeshape::cli {
namespace {

struct ExportCommandOptions {
  std::string table;
  std::string format = "eyesdb";
  int max_size = 0;
  std::string output;
  bool no_merge = false;
  bool mkeyes_only = false;
  bool quiet = false;
};

void Run(const ExportCommandOptions& options) {
  const std::unique_ptr<OpenedTable> table = OpenTableOrThrow(options.table);
  const tables::TableReader& reader = *table->reader;
  if (options.max_size > reader.max_size()) {
    throw CommandError("--max-size " + std::to_string(options.max_size) + ": '" + table->name +
                       "' holds eyespaces up to " + std::to_string(reader.max_size()) +
                       " vertices");
  }
  tables::ExportOptions export_options;
  export_options.max_size = options.max_size;
  export_options.merge_wildcards = !options.no_merge;
  export_options.mkeyes_only = options.mkeyes_only;
  const tables::EyesDbExport exported = tables::ExportEyesDb(reader, export_options);
  tables::ExportProvenance provenance;
  provenance.generator = "eyeshape 0.1.0";
  provenance.source = table->name;
  const std::string text = tables::FormatEyesDbExport(exported, reader.parameters(), provenance);
  if (options.output.empty() || options.output == "-") {
    std::cout << text;
  } else {
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(text.data());
    const Result<bool> written =
        tables::WriteFileAtomically(options.output, std::span(bytes, text.size()));
    if (!written.ok()) throw CommandError(written.error());
  }
  if (options.quiet) return;
  std::fprintf(stderr,
               "| size | entries | edge entries | patterns | edge patterns | with x | expansions "
               "|\n");
  std::fprintf(stderr,
               "|-----:|--------:|-------------:|---------:|--------------:|-------:|-----------:"
               "|\n");
  std::int64_t totals[6] = {0, 0, 0, 0, 0, 0};
  for (const tables::ExportSizeCount& size : exported.sizes) {
    std::fprintf(stderr, "| %4d | %7lld | %12lld | %8lld | %13lld | %6lld | %10lld |\n", size.size,
                 static_cast<long long>(size.entries), static_cast<long long>(size.edge_covered),
                 static_cast<long long>(size.patterns), static_cast<long long>(size.edge_patterns),
                 static_cast<long long>(size.wildcarded), static_cast<long long>(size.expansions));
    totals[0] += size.entries;
    totals[1] += size.edge_covered;
    totals[2] += size.patterns;
    totals[3] += size.edge_patterns;
    totals[4] += size.wildcarded;
    totals[5] += size.expansions;
    if (size.edge_covered < size.edge_entries) {
      std::fprintf(stderr, "size %d: %lld edge or corner entries not exported\n", size.size,
                   static_cast<long long>(size.edge_entries - size.edge_covered));
    }
    if (size.mkeyes_rejects > 0) {
      std::fprintf(stderr, "size %d: %lld patterns GNU Go's mkeyes rejects (%s)\n", size.size,
                   static_cast<long long>(size.mkeyes_rejects),
                   options.mkeyes_only ? "left out" : "written with a comment; --mkeyes-only");
    }
    if (size.undrawn > 0) {
      std::fprintf(stderr, "size %d: %lld entries have no drawing and were not exported\n",
                   size.size, static_cast<long long>(size.undrawn));
    }
  }
  std::fprintf(stderr, "|  all | %7lld | %12lld | %8lld | %13lld | %6lld | %10lld |\n",
               static_cast<long long>(totals[0]), static_cast<long long>(totals[1]),
               static_cast<long long>(totals[2]), static_cast<long long>(totals[3]),
               static_cast<long long>(totals[4]), static_cast<long long>(totals[5]));
}

}  // namespace

void RegisterExport(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<ExportCommandOptions>();
  CLI::App* command = app.add_subcommand(
      "export",
      "Write a table as a pattern file in the format of GNU Go's eyes.db: one pattern per "
      "entry, centre, edge and corner ones (the board edge marked beside the vertices it cuts "
      "off from W; those patterns first), exact values and every vital point, entries of one "
      "shape that differ only in '.' against 'X' with equal value and vital points merged into "
      "'x' patterns.");
  command->add_option("--table", options->table, "table file (default: the built-in table)");
  command->add_option("--format", options->format, "output format (only: eyesdb)")
      ->check(CLI::IsMember({"eyesdb"}));
  command->add_option("--max-size", options->max_size, "export sizes 1..N (default: all)")
      ->check(CLI::Range(1, 16));
  command->add_option("-o,--output", options->output, "output file (default: stdout)");
  command->add_flag("--no-merge", options->no_merge, "one pattern per entry, no 'x' wildcards");
  command->add_flag("--mkeyes-only", options->mkeyes_only,
                    "leave out the patterns GNU Go's mkeyes rejects (attack points not exactly "
                    "when a != c, or defense points not exactly when b != d)");
  command->add_flag("-q,--quiet", options->quiet, "no summary on stderr");
  command->callback([options, &exit_code] {
    Run(*options);
    exit_code = kExitOk;
  });
}

}  // namespace eyeshape::cli
