// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_VERIFY_VERIFY_TABLE_H_
#define EYESHAPE_TABLES_VERIFY_VERIFY_TABLE_H_

// File: tables/verify/verify_table.h
// An independent check of a table that TableReader::Open() accepted (its
// checksum, layout and edge keys are sound), returning what it finds:
//   * whole table: centre keys strictly sorted, and the directory's class
//     counts per size equal to a fresh enumeration (CountLabellings(), the
//     counting code generation uses), so no class is missing;
//   * each entry checked (all, or a random sample of K per record kind): the
//     value byte is one of the 15 values; the record's kind matches its W
//     contact (no centre class among the edge records); the key is the
//     canonical form of its eyespace; LocateEntry() of that eyespace finds
//     this record; a fresh Solver (no shared memo) gives the same value and
//     vital points; the vital points are unions of automorphism orbits; and
//     a random renumbering, as a graph line, locates the same answer mapped
//     onto its vertices. Centre entries also get their drawing checked (the
//     stored drawing has the entry's graph) and a random grid symmetry of it,
//     as a diagram, looked up the same way. Edge counts are not re-enumerated
//     (docs/edge-classes.md has them).
//
//   VerifyReport report = VerifyTable(reader, {.sample = 1000});
//   for (const VerifyFinding& f : report.findings) std::puts(f.message.c_str());
//
// The same table, options and seed give the same report for any number of
// threads. The command line (`eyeshape verify`) only prints the report;
// tests/tables/verify_table_test.cc forges bad tables and checks each is
// caught.

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "tables/io/format.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {

struct VerifyOptions {
  // Entries to check per record kind, chosen at random: -1 (or at least the
  // count) checks every one; re-solving every entry of a 10-cell table takes hours.
  std::int64_t sample = -1;
  std::uint64_t seed = 1;  // for the sample and the redrawings
  int threads = 0;         // 0: OpenMP's default
  // Called with (kind, entries checked, entries to check) as entries are
  // checked, never concurrently; may be empty.
  std::function<void(RecordKind, std::uint64_t, std::uint64_t)> progress;
};

// What a finding is about.
enum class FindingKind : std::uint8_t {
  kKeyOrder,     // the centre keys of a size are not strictly increasing
  kClassCounts,  // a size's directory counts differ from a fresh enumeration
  kEntry,        // one entry failed a check
};

// One problem. `message` says what is wrong, without the size and entry
// (the command line prefixes them), e.g. "stored 0011 attack {} defense {},
// the solver gives 0022 attack {} defense {}".
struct VerifyFinding {
  FindingKind kind = FindingKind::kEntry;
  RecordKind records = RecordKind::kCentre;  // the records concerned
  int size = 0;                              // eyespace size n
  std::uint64_t index = 0;                   // kEntry: the entry among the size's records
  std::string message;
};

struct VerifyReport {
  // Whole-table findings by size (order before counts), then entry findings
  // of the centre records, then of the edge records, each by size and index.
  std::vector<VerifyFinding> findings;
  // Per record kind (index static_cast<int>(kind)): entries checked and in the table.
  std::array<std::uint64_t, 2> checked{};
  std::array<std::uint64_t, 2> total{};

  bool ok() const { return findings.empty(); }
  // The number of findings of `kind` about `records`.
  std::size_t Count(FindingKind kind, RecordKind records) const;
};

// Checks `table` as the file comment says. The reader's table must have been
// made with the table's own parameters (GameOptions from parameters()).
// Thread-safe (runs options.threads OpenMP threads); never aborts on a bad
// entry (the solver's own checks aside). Time: one solve per checked entry.
VerifyReport VerifyTable(const TableReader& table, const VerifyOptions& options);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_VERIFY_VERIFY_TABLE_H_
