// SPDX-License-Identifier: MIT
// File: cli/verify_command.cc
// `eyeshape verify`: an independent check of a table file.
//   * whole table: keys strictly sorted, counts per size equal to a fresh
//     enumeration (so no class is missing);
//   * each entry checked (all, or a random sample of K): the key is the
//     canonical form of its eyespace; a fresh Solver (no shared memo) gives
//     the same value and vital points; the vital points are unions of
//     automorphism orbits; the stored drawing has the entry's graph; and two
//     redrawings, a random grid symmetry of the drawing (as a diagram) and a
//     random renumbering (as a graph line), look up to the same answer mapped
//     onto their vertices;
//   * edge and corner entries (format version 2; all, or a sample of K): the
//     key, a fresh re-solve, orbits, and a renumbered graph line with TOUCH.
//     Their counts are not re-enumerated (docs/edge-classes.md has them).

#include <omp.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "cli/progress.h"
#include "cli/table_file.h"
#include "tables/generation/enumerate.h"
#include "tables/generation/polyomino.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/table_lookup.h"

namespace eyeshape::cli {
namespace {

struct VerifyOptions {
  std::string table;
  std::int64_t sample = -1;  // -1: every entry
  std::uint64_t seed = 1;
  int threads = 0;
};

struct EntryRef {
  int n = 0;
  std::uint64_t index = 0;
};

std::string MaskText(solver::VertexSet mask) {
  std::string text = "{";
  for (solver::VertexSet rest = mask; rest != 0; rest &= rest - 1) {
    if (text.size() > 1) text += ',';
    text += std::to_string(std::countr_zero(rest));
  }
  return text + "}";
}

// The labels of an entry eyespace, one eyes.db character per vertex.
std::string Labels(const solver::Eyespace& eyespace) {
  std::string labels;
  for (int v = 0; v < eyespace.num_vertices; ++v) {
    labels += solver::VertexChar((eyespace.marginal & solver::VertexBit(v)) != 0,
                                 (eyespace.attacker & solver::VertexBit(v)) != 0, false,
                                 solver::VitalMark::kNone);
  }
  return labels;
}

solver::VertexSet MapMask(solver::VertexSet mask, const std::vector<int>& map) {
  solver::VertexSet image = 0;
  for (solver::VertexSet rest = mask; rest != 0; rest &= rest - 1) {
    image |= solver::VertexBit(map[static_cast<std::size_t>(std::countr_zero(rest))]);
  }
  return image;
}

// Checks a redrawing: `text` is the entry drawn anew, entry vertex v being
// vertex map[v] of the text. Returns an error or "".
std::string CheckRedrawing(const tables::TableReader& reader, const std::string& what,
                           const std::string& text, const std::vector<int>& map,
                           const tables::TableEntry& entry) {
  solver::Result<solver::Pattern> parsed = solver::ParseEyespace(text);
  if (!parsed.ok()) return what + " '" + text + "' does not parse: " + parsed.error();
  const tables::TableAnswer answer = tables::LookupEyespace(reader, parsed.value().eyespace);
  if (!answer.hit) return what + " '" + text + "' misses: " + answer.reason;
  const solver::VertexSet attack = MapMask(entry.vital.attack, map);
  const solver::VertexSet defense = MapMask(entry.vital.defense, map);
  if (answer.value != entry.value || answer.vital.attack != attack ||
      answer.vital.defense != defense) {
    return what + " '" + text + "' looks up as " + answer.value.ToString() + " attack " +
           MaskText(answer.vital.attack) + " defense " + MaskText(answer.vital.defense) +
           ", expected " + entry.value.ToString() + " " + MaskText(attack) + " " +
           MaskText(defense);
  }
  return "";
}

// All checks of one entry; "" when it passes.
std::string VerifyEntry(const tables::TableReader& reader, const solver::GameOptions& game, int n,
                        const std::uint8_t* record, std::uint64_t seed) {
  const std::optional<tables::TableEntry> entry =
      tables::TableReader::Decode(tables::RecordKind::kCentre, n, record);
  if (!entry.has_value()) return "value byte out of range";
  const solver::Eyespace eyespace = tables::EntryEyespace(n, record);
  const canon::ColouredGraph graph = tables::EntryGraph(eyespace);
  const canon::Canonicalization canonical = canon::Canonicalize(graph);
  std::array<std::uint8_t, tables::kMaxKeyBytes> key{};
  if (!tables::EncodeKey(canonical.key, key.data()) ||
      std::memcmp(key.data(), record, tables::KeyBytes(n)) != 0) {
    return "the key is not the canonical form of its eyespace";
  }
  // A fresh Solver: generation shared one memo per group, this does not.
  const solver::Evaluation solved = solver::SolveValue(eyespace, game);
  if (solved.value != entry->value || !(solved.vital == entry->vital)) {
    return "stored " + entry->value.ToString() + " attack " + MaskText(entry->vital.attack) +
           " defense " + MaskText(entry->vital.defense) + ", the solver gives " +
           solved.value.ToString() + " attack " + MaskText(solved.vital.attack) + " defense " +
           MaskText(solved.vital.defense);
  }
  for (const canon::VertexMap& g : canonical.automorphism_generators) {
    if (tables::ImageOf(entry->vital.attack, g) != entry->vital.attack ||
        tables::ImageOf(entry->vital.defense, g) != entry->vital.defense) {
      return "vital points are not unions of automorphism orbits";
    }
  }
  const std::optional<std::vector<solver::Cell>> drawing = tables::EntryDrawing(reader, n, record);
  if (!drawing.has_value()) return "no drawing for the entry's graph";
  const solver::Eyespace drawn = tables::ToEyespace(*drawing, Labels(eyespace));
  if (drawn.neighbours != eyespace.neighbours) return "the drawing has another graph";

  std::mt19937_64 random(seed);
  // Redrawing 1: a grid symmetry, as a diagram (vertices in reading order).
  const int symmetry = static_cast<int>(random() % tables::kNumGridSymmetries);
  const std::vector<solver::Cell> moved = tables::ApplySymmetry(*drawing, symmetry);
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v) order[static_cast<std::size_t>(v)] = v;
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return moved[static_cast<std::size_t>(a)] < moved[static_cast<std::size_t>(b)];
  });
  std::vector<int> reading(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i)
    reading[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = i;
  std::string error = CheckRedrawing(
      reader, "diagram", tables::ToDiagram(moved, Labels(eyespace), 'O', "%"), reading, *entry);
  if (!error.empty()) return error;
  // Redrawing 2: a random renumbering, as a graph line.
  std::vector<int> permutation(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v) permutation[static_cast<std::size_t>(v)] = v;
  std::shuffle(permutation.begin(), permutation.end(), random);
  solver::Eyespace renumbered;
  renumbered.num_vertices = n;
  for (int v = 0; v < n; ++v) {
    const int image = permutation[static_cast<std::size_t>(v)];
    renumbered.neighbours[image] = MapMask(eyespace.neighbours[v], permutation);
  }
  renumbered.marginal = MapMask(eyespace.marginal, permutation);
  renumbered.attacker = MapMask(eyespace.attacker, permutation);
  renumbered.touches_wall = solver::CentreWallContact(renumbered);
  return CheckRedrawing(reader, "graph line", solver::FormatGraphLine(renumbered), permutation,
                        *entry);
}

// The checks of one edge or corner entry (format version 2); "" when it
// passes: the key is the canonical form of its eyespace, a fresh Solver
// agrees, vital points are unions of orbits, and a random renumbering as a
// graph line with TOUCH looks up the same in its numbering.
std::string VerifyEdgeEntry(const tables::TableReader& reader, const solver::GameOptions& game,
                            int n, const std::uint8_t* record, std::uint64_t seed) {
  const std::optional<tables::TableEntry> entry =
      tables::TableReader::Decode(tables::RecordKind::kEdge, n, record);
  if (!entry.has_value()) return "value byte out of range";
  const solver::Eyespace eyespace = tables::EntryEyespace(tables::RecordKind::kEdge, n, record);
  const canon::Canonicalization canonical = canon::Canonicalize(tables::EdgeEntryGraph(eyespace));
  std::array<std::uint8_t, tables::kMaxKeyBytes> key{};
  if (!tables::EncodeEdgeKey(canonical.key, key.data()) ||
      std::memcmp(key.data(), record, tables::EdgeKeyBytes(n)) != 0) {
    return "the key is not the canonical form of its eyespace";
  }
  const solver::Evaluation solved = solver::SolveValue(eyespace, game);
  if (solved.value != entry->value || !(solved.vital == entry->vital)) {
    return "stored " + entry->value.ToString() + " attack " + MaskText(entry->vital.attack) +
           " defense " + MaskText(entry->vital.defense) + ", the solver gives " +
           solved.value.ToString() + " attack " + MaskText(solved.vital.attack) + " defense " +
           MaskText(solved.vital.defense);
  }
  for (const canon::VertexMap& g : canonical.automorphism_generators) {
    if (tables::ImageOf(entry->vital.attack, g) != entry->vital.attack ||
        tables::ImageOf(entry->vital.defense, g) != entry->vital.defense) {
      return "vital points are not unions of automorphism orbits";
    }
  }
  std::mt19937_64 random(seed);
  std::vector<int> permutation(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v) permutation[static_cast<std::size_t>(v)] = v;
  std::shuffle(permutation.begin(), permutation.end(), random);
  solver::Eyespace renumbered;
  renumbered.num_vertices = n;
  for (int v = 0; v < n; ++v) {
    renumbered.neighbours[permutation[static_cast<std::size_t>(v)]] =
        MapMask(eyespace.neighbours[v], permutation);
  }
  renumbered.marginal = MapMask(eyespace.marginal, permutation);
  renumbered.attacker = MapMask(eyespace.attacker, permutation);
  renumbered.touches_wall = MapMask(eyespace.touches_wall, permutation);
  return CheckRedrawing(reader, "graph line", solver::FormatGraphLine(renumbered), permutation,
                        *entry);
}

// Checks the edge and corner entries (all, or `sample` random ones); prints
// the first problems and one summary line. Returns the number of problems.
int VerifyEdgeEntries(const VerifyOptions& options, const std::string& name,
                      const tables::TableReader& reader, const solver::GameOptions& game,
                      int threads) {
  const std::uint64_t total = reader.header().edge_entries;
  std::vector<EntryRef> entries;
  const auto add_global = [&](std::uint64_t global) {
    for (int n = 1; n <= reader.max_size(); ++n) {
      const std::uint64_t count = reader.directory(n).edge_entries;
      if (global < count) {
        entries.push_back({n, global});
        return;
      }
      global -= count;
    }
  };
  if (options.sample < 0 || static_cast<std::uint64_t>(options.sample) >= total) {
    for (std::uint64_t g = 0; g < total; ++g) add_global(g);
  } else {
    std::mt19937_64 random(options.seed ^ 0x45444745ULL);
    std::set<std::uint64_t> chosen;
    while (chosen.size() < static_cast<std::size_t>(options.sample))
      chosen.insert(random() % total);
    for (const std::uint64_t g : chosen) add_global(g);
  }
  const auto record_of = [&](const EntryRef& ref) {
    return reader.Records(tables::RecordKind::kEdge, ref.n).data() +
           ref.index * tables::EdgeRecordBytes(ref.n);
  };
  const std::int64_t count = static_cast<std::int64_t>(entries.size());
  std::vector<std::string> errors(entries.size());
  ProgressBar progress("verify edges", entries.size());
  std::uint64_t done = 0;
#pragma omp parallel for schedule(dynamic, 16) num_threads(threads)
  for (std::int64_t i = 0; i < count; ++i) {
    const EntryRef& ref = entries[static_cast<std::size_t>(i)];
    errors[static_cast<std::size_t>(i)] = VerifyEdgeEntry(
        reader, game, ref.n, record_of(ref), options.seed * 0x9E3779B97F4A7C15ULL + ref.index + 1);
#pragma omp critical(eyeshape_verify_edges)
    progress.Update(++done);
  }
  progress.Finish();
  int failures = 0;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (errors[i].empty()) continue;
    if (failures++ < 20) {
      const EntryRef& ref = entries[i];
      std::printf("size %d edge entry %llu (%s): %s\n", ref.n,
                  static_cast<unsigned long long>(ref.index),
                  solver::FormatGraphLine(
                      tables::EntryEyespace(tables::RecordKind::kEdge, ref.n, record_of(ref)))
                      .c_str(),
                  errors[i].c_str());
    }
  }
  std::printf("%s: checked %zu of %llu edge and corner entries: %s\n", name.c_str(), entries.size(),
              static_cast<unsigned long long>(total),
              failures == 0 ? "all correct" : (std::to_string(failures) + " problems").c_str());
  return failures;
}

int Run(const VerifyOptions& options) {
  const std::unique_ptr<OpenedTable> table = OpenTableOrThrow(options.table);
  const tables::TableReader& reader = *table->reader;
  const solver::GameOptions game = GameOptionsOf(reader.parameters());
  int failures = 0;

  // Whole-table checks.
  for (int n = 1; n <= reader.max_size(); ++n) {
    const std::span<const std::uint8_t> records = reader.Records(n);
    const std::size_t record_bytes = tables::RecordBytes(n);
    for (std::size_t i = record_bytes; i < records.size(); i += record_bytes) {
      if (std::memcmp(&records[i - record_bytes], &records[i], tables::KeyBytes(n)) >= 0) {
        std::printf("size %d: keys not strictly sorted at entry %zu\n", n, i / record_bytes);
        ++failures;
        break;
      }
    }
    const tables::SizeCounts counts = tables::CountLabellings(n);
    const tables::SizeDirectory& d = reader.directory(n);
    if (d.graphs != static_cast<std::uint64_t>(counts.graphs) ||
        d.raw_classes != static_cast<std::uint64_t>(counts.raw_classes) ||
        d.left_out != static_cast<std::uint64_t>(counts.left_out) ||
        d.duplicates != static_cast<std::uint64_t>(counts.duplicates) ||
        d.entries != static_cast<std::uint64_t>(counts.entries)) {
      std::printf("size %d: counts differ from a fresh enumeration (%llu entries, expected %lld)\n",
                  n, static_cast<unsigned long long>(d.entries),
                  static_cast<long long>(counts.entries));
      ++failures;
    }
  }

  // The entries to check.
  const std::uint64_t total = reader.header().total_entries;
  std::vector<EntryRef> entries;
  const auto add_global = [&](std::uint64_t global) {
    for (int n = 1; n <= reader.max_size(); ++n) {
      const std::uint64_t count = reader.directory(n).entries;
      if (global < count) {
        entries.push_back({n, global});
        return;
      }
      global -= count;
    }
  };
  if (options.sample < 0 || static_cast<std::uint64_t>(options.sample) >= total) {
    for (std::uint64_t g = 0; g < total; ++g) add_global(g);
  } else {
    std::mt19937_64 random(options.seed);
    std::set<std::uint64_t> chosen;
    while (chosen.size() < static_cast<std::size_t>(options.sample))
      chosen.insert(random() % total);
    for (const std::uint64_t g : chosen) add_global(g);
  }

  const std::int64_t count = static_cast<std::int64_t>(entries.size());
  std::vector<std::string> errors(entries.size());
  ProgressBar progress("verify", entries.size());
  std::uint64_t done = 0;
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
#pragma omp parallel for schedule(dynamic, 16) num_threads(threads)
  for (std::int64_t i = 0; i < count; ++i) {
    const EntryRef& ref = entries[static_cast<std::size_t>(i)];
    const std::uint8_t* record =
        reader.Records(ref.n).data() + ref.index * tables::RecordBytes(ref.n);
    errors[static_cast<std::size_t>(i)] =
        VerifyEntry(reader, game, ref.n, record, options.seed * 0x9E3779B97F4A7C15ULL + ref.index);
#pragma omp critical(eyeshape_verify)
    progress.Update(++done);
  }
  progress.Finish();
  int shown = 0;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (errors[i].empty()) continue;
    ++failures;
    if (shown++ < 20) {
      const EntryRef& ref = entries[i];
      const std::uint8_t* record =
          reader.Records(ref.n).data() + ref.index * tables::RecordBytes(ref.n);
      std::printf(
          "size %d entry %llu (%s): %s\n", ref.n, static_cast<unsigned long long>(ref.index),
          solver::FormatGraphLine(tables::EntryEyespace(ref.n, record)).c_str(), errors[i].c_str());
    }
  }
  std::printf("%s: checked the order and counts of %d sizes and %zu of %llu entries: %s\n",
              table->name.c_str(), reader.max_size(), entries.size(),
              static_cast<unsigned long long>(total),
              failures == 0 ? "all correct" : (std::to_string(failures) + " problems").c_str());
  if (reader.header().edge_entries > 0) {
    failures += VerifyEdgeEntries(options, table->name, reader, game, threads);
  }
  return failures == 0 ? kExitOk : kExitInputError;
}

}  // namespace

void RegisterVerify(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<VerifyOptions>();
  CLI::App* command = app.add_subcommand(
      "verify",
      "Check a table independently: order and counts, and for every entry (or a random sample) "
      "the canonical key, a fresh re-solve by the solver, orbit-consistent vital points, and "
      "two isomorphic redrawings that must look up the same; edge and corner entries (all, or "
      "a sample of the same size) get the key, re-solve and orbit checks and one renumbered "
      "graph line with TOUCH. Exit code 1 on any problem.");
  command->add_option("table", options->table, "table file (default: the built-in table)");
  command
      ->add_option("--sample,-k", options->sample,
                   "check K random entries (default: all; re-solving every entry of a 10-cell "
                   "table takes hours)")
      ->check(CLI::Range(std::int64_t{0}, std::int64_t{1} << 40));
  command->add_option("--seed", options->seed, "random seed for the sample and redrawings");
  command->add_option("--threads,-t", options->threads, "threads (default: all cores)")
      ->check(CLI::Range(1, 256));
  command->callback([options, &exit_code] { exit_code = Run(*options); });
}

}  // namespace eyeshape::cli
