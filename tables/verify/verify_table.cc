// SPDX-License-Identifier: MIT
// File: tables/verify/verify_table.cc
// The whole-table checks, then every sampled entry re-derived from its key
// (verify_table.h has the list), in parallel into one slot per entry.

#include "tables/verify/verify_table.h"

#include <omp.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "canon/canonical_form.h"
#include "solver/solver.h"
#include "tables/generation/enumerate.h"
#include "tables/generation/generate.h"
#include "tables/generation/polyomino.h"
#include "tables/io/locate_entry.h"

namespace eyeshape::tables {
namespace {

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
std::string CheckRedrawing(const TableReader& table, const std::string& what,
                           const std::string& text, const std::vector<int>& map,
                           const TableEntry& entry) {
  const Result<solver::Pattern> parsed = solver::ParseEyespace(text);
  if (!parsed.ok()) return what + " '" + text + "' does not parse: " + parsed.error();
  const EntryLocation found = LocateEntry(table, parsed.value().eyespace);
  if (!found.hit) return what + " '" + text + "' misses: " + found.reason;
  const solver::VertexSet attack = MapMask(entry.vital.attack, map);
  const solver::VertexSet defense = MapMask(entry.vital.defense, map);
  if (found.value != entry.value || found.vital.attack != attack ||
      found.vital.defense != defense) {
    return what + " '" + text + "' looks up as " + found.value.ToString() + " attack " +
           MaskText(found.vital.attack) + " defense " + MaskText(found.vital.defense) +
           ", expected " + entry.value.ToString() + " " + MaskText(attack) + " " +
           MaskText(defense);
  }
  return "";
}

// Redrawing by a grid symmetry of the centre entry's stored drawing, as a
// diagram (vertices in reading order). Returns an error or "".
std::string CheckDiagram(const TableReader& table, int n, const std::uint8_t* record,
                         const solver::Eyespace& eyespace, const TableEntry& entry,
                         std::mt19937_64& random) {
  const std::optional<std::vector<solver::Cell>> drawing = EntryDrawing(table, n, record);
  if (!drawing.has_value()) return "no drawing for the entry's graph";
  const solver::Eyespace drawn = ToEyespace(*drawing, Labels(eyespace));
  if (drawn.neighbours != eyespace.neighbours) return "the drawing has another graph";
  const int symmetry = static_cast<int>(random() % kNumGridSymmetries);
  const std::vector<solver::Cell> moved = ApplySymmetry(*drawing, symmetry);
  std::vector<int> order(static_cast<std::size_t>(n));
  for (int v = 0; v < n; ++v) order[static_cast<std::size_t>(v)] = v;
  std::sort(order.begin(), order.end(), [&](int a, int b) {
    return moved[static_cast<std::size_t>(a)] < moved[static_cast<std::size_t>(b)];
  });
  std::vector<int> reading(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i)
    reading[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = i;
  return CheckRedrawing(table, "diagram", ToDiagram(moved, Labels(eyespace), 'O', "%"), reading,
                        entry);
}

// All checks of one entry of kind `kind`; "" when it passes.
std::string VerifyEntry(const TableReader& table, const solver::GameOptions& game, RecordKind kind,
                        int n, const std::uint8_t* record, std::uint64_t seed) {
  const std::optional<TableEntry> entry = TableReader::Decode(kind, n, record);
  if (!entry.has_value()) return "value byte out of range";
  const solver::Eyespace eyespace = EntryEyespace(kind, n, record);
  if (kind == RecordKind::kEdge && eyespace.touches_wall == solver::CentreWallContact(eyespace)) {
    return "a centre class among the edge records (its W contact is the centre formula's)";
  }
  const canon::Canonicalization canonical = canon::Canonicalize(KeyGraph(kind, eyespace));
  std::array<std::uint8_t, kMaxKeyBytes> key{};
  if (!EncodeKey(kind, canonical.key, key.data()) ||
      std::memcmp(key.data(), record, KeyBytes(kind, n)) != 0) {
    return "the key is not the canonical form of its eyespace";
  }
  if (LocateEntry(table, eyespace).record != record) {
    return "its eyespace does not locate this record";
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
    if (ImageOf(entry->vital.attack, g) != entry->vital.attack ||
        ImageOf(entry->vital.defense, g) != entry->vital.defense) {
      return "vital points are not unions of automorphism orbits";
    }
  }
  std::mt19937_64 random(seed);
  if (kind == RecordKind::kCentre) {
    // Edge classes have no stored drawing (their W contact is in the key).
    std::string error = CheckDiagram(table, n, record, eyespace, *entry, random);
    if (!error.empty()) return error;
  }
  // A random renumbering, as a graph line (with TOUCH where W contact is not
  // the centre formula's).
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
  return CheckRedrawing(table, "graph line", solver::FormatGraphLine(renumbered), permutation,
                        *entry);
}

// Keys strictly increasing and counts equal to a fresh enumeration, per size.
void VerifyWholeTable(const TableReader& table, std::vector<VerifyFinding>& findings) {
  for (int n = 1; n <= table.max_size(); ++n) {
    const std::span<const std::uint8_t> records = table.Records(RecordKind::kCentre, n);
    const std::size_t record_bytes = RecordBytes(n);
    for (std::size_t i = record_bytes; i < records.size(); i += record_bytes) {
      if (std::memcmp(&records[i - record_bytes], &records[i], KeyBytes(n)) >= 0) {
        findings.push_back(
            {FindingKind::kKeyOrder, RecordKind::kCentre, n, i / record_bytes,
             "keys not strictly sorted at entry " + std::to_string(i / record_bytes)});
        break;
      }
    }
    const SizeCounts counts = CountLabellings(n);
    const SizeDirectory& d = table.directory(n);
    if (d.graphs != static_cast<std::uint64_t>(counts.graphs) ||
        d.raw_classes != static_cast<std::uint64_t>(counts.raw_classes) ||
        d.left_out != static_cast<std::uint64_t>(counts.left_out) ||
        d.duplicates != static_cast<std::uint64_t>(counts.duplicates) ||
        d.entries != static_cast<std::uint64_t>(counts.entries)) {
      findings.push_back({FindingKind::kClassCounts, RecordKind::kCentre, n, 0,
                          "counts differ from a fresh enumeration (" + std::to_string(d.entries) +
                              " entries, expected " + std::to_string(counts.entries) + ")"});
    }
  }
}

// The entries of kind `kind` to check: all, or `sample` distinct ones drawn
// by a generator seeded with `seed`, in table order.
std::vector<EntryRef> ChosenEntries(const TableReader& table, RecordKind kind, std::int64_t sample,
                                    std::uint64_t seed, std::uint64_t total) {
  std::vector<EntryRef> entries;
  const auto add_global = [&](std::uint64_t global) {
    for (int n = 1; n <= table.max_size(); ++n) {
      const std::uint64_t count = table.Records(kind, n).size() / RecordBytes(kind, n);
      if (global < count) {
        entries.push_back({n, global});
        return;
      }
      global -= count;
    }
  };
  if (sample < 0 || static_cast<std::uint64_t>(sample) >= total) {
    for (std::uint64_t g = 0; g < total; ++g) add_global(g);
  } else {
    std::mt19937_64 random(seed);
    std::set<std::uint64_t> chosen;
    while (chosen.size() < static_cast<std::size_t>(sample)) chosen.insert(random() % total);
    for (const std::uint64_t g : chosen) add_global(g);
  }
  return entries;
}

// Checks the chosen entries of kind `kind` in parallel; appends a finding per
// failing entry, in table order.
void VerifyEntries(const TableReader& table, RecordKind kind, const VerifyOptions& options,
                   int threads, VerifyReport& report) {
  const auto k = static_cast<std::size_t>(kind);
  const bool edge = kind == RecordKind::kEdge;
  report.total[k] = edge ? table.header().edge_entries : table.header().total_entries;
  // The edge sample and redrawings draw from other streams than the centre's
  // (the seeds of `eyeshape verify` before it became a library).
  const std::vector<EntryRef> entries =
      ChosenEntries(table, kind, options.sample, edge ? options.seed ^ 0x45444745ULL : options.seed,
                    report.total[k]);
  report.checked[k] = entries.size();
  const solver::GameOptions game = GameOptionsFor(table.parameters());
  const auto count = static_cast<std::int64_t>(entries.size());
  std::vector<std::string> errors(entries.size());
  std::uint64_t done = 0;
#pragma omp parallel for schedule(dynamic, 16) num_threads(threads)
  for (std::int64_t i = 0; i < count; ++i) {
    const EntryRef& ref = entries[static_cast<std::size_t>(i)];
    const std::uint8_t* record =
        table.Records(kind, ref.n).data() + ref.index * RecordBytes(kind, ref.n);
    errors[static_cast<std::size_t>(i)] =
        VerifyEntry(table, game, kind, ref.n, record,
                    options.seed * 0x9E3779B97F4A7C15ULL + ref.index + (edge ? 1 : 0));
#pragma omp critical(eyeshape_verify_progress)
    {
      ++done;
      if (options.progress) options.progress(kind, done, entries.size());
    }
  }
  for (std::size_t i = 0; i < entries.size(); ++i) {
    if (errors[i].empty()) continue;
    report.findings.push_back(
        {FindingKind::kEntry, kind, entries[i].n, entries[i].index, std::move(errors[i])});
  }
}

}  // namespace

std::size_t VerifyReport::Count(FindingKind kind, RecordKind records) const {
  return static_cast<std::size_t>(
      std::count_if(findings.begin(), findings.end(), [&](const VerifyFinding& finding) {
        return finding.kind == kind && finding.records == records;
      }));
}

VerifyReport VerifyTable(const TableReader& table, const VerifyOptions& options) {
  VerifyReport report;
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  VerifyWholeTable(table, report.findings);
  VerifyEntries(table, RecordKind::kCentre, options, threads, report);
  if (table.header().edge_entries > 0) {
    VerifyEntries(table, RecordKind::kEdge, options, threads, report);
  }
  return report;
}

}  // namespace eyeshape::tables
