// SPDX-License-Identifier: MIT
// File: cli/stats_command.cc
// `eyeshape stats`: what a table holds: counts per size (before and after
// normalization, left out), the value distribution, and with --compare the
// number of classes whose value or vital points differ in another table
// (another model or L): entries are keyed the same way in every table.

#include <array>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/table_file.h"
#include "nlohmann/json.hpp"
#include "report/json_text.h"

namespace eyeshape::cli {
namespace {

struct StatsOptions {
  std::string table;
  std::vector<std::string> compare;
  bool json = false;
};

// Per size: entries by value index.
std::vector<std::array<std::uint64_t, 15>> ValueCounts(const tables::TableReader& reader) {
  std::vector<std::array<std::uint64_t, 15>> counts(static_cast<std::size_t>(reader.max_size()));
  for (int n = 1; n <= reader.max_size(); ++n) {
    const std::span<const std::uint8_t> records = reader.Records(n);
    const std::size_t record_bytes = tables::RecordBytes(n);
    const std::size_t key_bytes = tables::KeyBytes(n);
    for (std::size_t i = 0; i < records.size(); i += record_bytes) {
      const std::uint8_t index = records[i + key_bytes];
      if (index < 15) ++counts[static_cast<std::size_t>(n - 1)][index];
    }
  }
  return counts;
}

struct Comparison {
  int num_vertices = 0;
  std::uint64_t common = 0;
  std::uint64_t value_differs = 0;
  std::uint64_t vital_differs = 0;  // same value, other vital points
  std::uint64_t only_here = 0;
  std::uint64_t only_there = 0;
};

// Merge join of two tables' sorted records, size by size.
std::vector<Comparison> Compare(const tables::TableReader& a, const tables::TableReader& b) {
  std::vector<Comparison> result;
  for (int n = 1; n <= std::min(a.max_size(), b.max_size()); ++n) {
    Comparison c;
    c.num_vertices = n;
    const std::size_t record_bytes = tables::RecordBytes(n);
    const std::size_t key_bytes = tables::KeyBytes(n);
    const std::span<const std::uint8_t> ra = a.Records(n);
    const std::span<const std::uint8_t> rb = b.Records(n);
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < ra.size() && j < rb.size()) {
      const int order = std::memcmp(&ra[i], &rb[j], key_bytes);
      if (order < 0) {
        ++c.only_here;
        i += record_bytes;
      } else if (order > 0) {
        ++c.only_there;
        j += record_bytes;
      } else {
        ++c.common;
        if (ra[i + key_bytes] != rb[j + key_bytes]) {
          ++c.value_differs;
        } else if (std::memcmp(&ra[i + key_bytes], &rb[j + key_bytes], record_bytes - key_bytes) !=
                   0) {
          ++c.vital_differs;
        }
        i += record_bytes;
        j += record_bytes;
      }
    }
    c.only_here += (ra.size() - i) / record_bytes;
    c.only_there += (rb.size() - j) / record_bytes;
    result.push_back(c);
  }
  return result;
}

nlohmann::json ComparisonJson(const std::vector<Comparison>& comparison) {
  nlohmann::json list = nlohmann::json::array();
  for (const Comparison& c : comparison) {
    list.push_back({{"size", c.num_vertices},
                    {"common", c.common},
                    {"value_differs", c.value_differs},
                    {"vital_points_differ", c.vital_differs},
                    {"only_here", c.only_here},
                    {"only_there", c.only_there}});
  }
  return list;
}

void Run(const StatsOptions& options) {
  const std::unique_ptr<OpenedTable> table = OpenTableOrThrow(options.table);
  const tables::TableReader& reader = *table->reader;
  const std::vector<std::array<std::uint64_t, 15>> values = ValueCounts(reader);
  std::vector<std::unique_ptr<OpenedTable>> others;
  others.reserve(options.compare.size());
  for (const std::string& path : options.compare) others.push_back(OpenTableOrThrow(path));
  const int max_size = reader.max_size();

  if (options.json) {
    nlohmann::json result;
    result["table"] = table->name;
    result["parameters"] = DescribeParameters(reader.parameters());
    result["format_version"] = reader.header().format_version;
    result["canon_version"] = reader.header().canon_version;
    result["entries"] = reader.header().total_entries;
    result["edge_entries"] = reader.header().edge_entries;
    result["edge_max_size"] = reader.parameters().edge_max_size;
    result["corner_max_size"] = reader.parameters().corner_max_size;
    nlohmann::json sizes = nlohmann::json::array();
    for (int n = 1; n <= max_size; ++n) {
      const tables::SizeDirectory& d = reader.directory(n);
      nlohmann::json distribution;
      for (std::size_t v = 0; v < 15; ++v) {
        distribution[tables::kValues[v].ToString()] = values[static_cast<std::size_t>(n - 1)][v];
      }
      sizes.push_back({{"size", n},
                       {"graphs", d.graphs},
                       {"raw_classes", d.raw_classes},
                       {"left_out", d.left_out},
                       {"duplicates", d.duplicates},
                       {"entries", d.entries},
                       {"edge_classes", d.edge_classes},
                       {"edge_duplicates", d.edge_duplicates},
                       {"edge_entries", d.edge_entries},
                       {"values", distribution}});
    }
    result["sizes"] = sizes;
    nlohmann::json comparisons = nlohmann::json::array();
    for (const auto& other : others) {
      comparisons.push_back({{"table", other->name},
                             {"parameters", DescribeParameters(other->reader->parameters())},
                             {"sizes", ComparisonJson(Compare(reader, *other->reader))}});
    }
    if (!others.empty()) result["comparisons"] = comparisons;
    std::cout << report::JsonText(result) << "\n";
    return;
  }

  std::printf("%s: %s, every eyespace up to %d cells (format %u, canon %u)\n", table->name.c_str(),
              DescribeParameters(reader.parameters()).c_str(), max_size,
              reader.header().format_version, reader.header().canon_version);
  std::printf("\n%4s %7s %12s %10s %10s %12s\n", "size", "graphs", "raw classes", "left out",
              "dup.", "entries");
  std::uint64_t totals[5] = {};
  for (int n = 1; n <= max_size; ++n) {
    const tables::SizeDirectory& d = reader.directory(n);
    std::printf(
        "%4d %7u %12llu %10llu %10llu %12llu\n", n, d.graphs,
        static_cast<unsigned long long>(d.raw_classes), static_cast<unsigned long long>(d.left_out),
        static_cast<unsigned long long>(d.duplicates), static_cast<unsigned long long>(d.entries));
    totals[0] += d.graphs;
    totals[1] += d.raw_classes;
    totals[2] += d.left_out;
    totals[3] += d.duplicates;
    totals[4] += d.entries;
  }
  std::printf(
      "%4s %7llu %12llu %10llu %10llu %12llu\n", "all", static_cast<unsigned long long>(totals[0]),
      static_cast<unsigned long long>(totals[1]), static_cast<unsigned long long>(totals[2]),
      static_cast<unsigned long long>(totals[3]), static_cast<unsigned long long>(totals[4]));
  std::printf(
      "(left out: a marginal vertex with 4 eyespace neighbours has no side for its approach;\n"
      " dup.: all-X labellings, whose X string has no liberty: captured, they equal all-.)\n");
  const tables::TableParameters& parameters = reader.parameters();
  if (reader.edge_max_size() == 0) {
    std::printf("\nno edge or corner classes (centre only)\n");
  } else {
    std::printf(
        "\nedge and corner classes (W contact not the centre formula's; edge up to %d, "
        "corner up to %d)\n",
        parameters.edge_max_size, parameters.corner_max_size);
    std::printf("%4s %12s %10s %12s\n", "size", "classes", "dup.", "entries");
    std::uint64_t edge_totals[3] = {};
    for (int n = 1; n <= reader.edge_max_size(); ++n) {
      const tables::SizeDirectory& d = reader.directory(n);
      std::printf("%4d %12llu %10llu %12llu\n", n, static_cast<unsigned long long>(d.edge_classes),
                  static_cast<unsigned long long>(d.edge_duplicates),
                  static_cast<unsigned long long>(d.edge_entries));
      edge_totals[0] += d.edge_classes;
      edge_totals[1] += d.edge_duplicates;
      edge_totals[2] += d.edge_entries;
    }
    std::printf("%4s %12llu %10llu %12llu\n", "all",
                static_cast<unsigned long long>(edge_totals[0]),
                static_cast<unsigned long long>(edge_totals[1]),
                static_cast<unsigned long long>(edge_totals[2]));
  }

  std::printf("\nvalues (entries per size)\n%5s", "abcd");
  for (int n = 1; n <= max_size; ++n) std::printf(" %9d", n);
  std::printf(" %10s %7s\n", "all", "share");
  for (std::size_t v = 0; v < 15; ++v) {
    std::uint64_t all = 0;
    std::printf("%5s", tables::kValues[v].ToString().c_str());
    for (int n = 1; n <= max_size; ++n) {
      const std::uint64_t count = values[static_cast<std::size_t>(n - 1)][v];
      all += count;
      std::printf(" %9llu", static_cast<unsigned long long>(count));
    }
    const double share =
        totals[4] > 0 ? 100.0 * static_cast<double>(all) / static_cast<double>(totals[4]) : 0.0;
    std::printf(" %10llu %6.2f%%\n", static_cast<unsigned long long>(all), share);
  }

  for (const auto& other : others) {
    std::printf("\ncompared with %s (%s):\n", other->name.c_str(),
                DescribeParameters(other->reader->parameters()).c_str());
    std::printf("%4s %12s %12s %12s %10s %10s\n", "size", "common", "value diff.", "vital diff.",
                "only here", "only there");
    Comparison total;
    for (const Comparison& c : Compare(reader, *other->reader)) {
      std::printf("%4d %12llu %12llu %12llu %10llu %10llu\n", c.num_vertices,
                  static_cast<unsigned long long>(c.common),
                  static_cast<unsigned long long>(c.value_differs),
                  static_cast<unsigned long long>(c.vital_differs),
                  static_cast<unsigned long long>(c.only_here),
                  static_cast<unsigned long long>(c.only_there));
      total.common += c.common;
      total.value_differs += c.value_differs;
      total.vital_differs += c.vital_differs;
      total.only_here += c.only_here;
      total.only_there += c.only_there;
    }
    std::printf("%4s %12llu %12llu %12llu %10llu %10llu\n", "all",
                static_cast<unsigned long long>(total.common),
                static_cast<unsigned long long>(total.value_differs),
                static_cast<unsigned long long>(total.vital_differs),
                static_cast<unsigned long long>(total.only_here),
                static_cast<unsigned long long>(total.only_there));
  }
}

}  // namespace

void RegisterStats(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<StatsOptions>();
  CLI::App* command = app.add_subcommand(
      "stats",
      "Summarize a table: counts per size (before and after normalization, shapes left out), "
      "the value distribution, and with --compare how many classes differ from another table "
      "(e.g. the graph model, or L = 4).");
  command->add_option("table", options->table, "table file (default: the built-in table)");
  command->add_option("--compare", options->compare, "another table to compare with (repeatable)");
  command->add_flag("--json", options->json, "one JSON object");
  command->callback([options, &exit_code] {
    Run(*options);
    exit_code = kExitOk;
  });
}

}  // namespace eyeshape::cli
