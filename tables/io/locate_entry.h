// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_IO_LOCATE_ENTRY_H_
#define EYESHAPE_TABLES_IO_LOCATE_ENTRY_H_

// File: tables/io/locate_entry.h
// The one way from an eyespace to its table entry (SPEC §6), for centre and
// edge records alike: normalize (when needed), choose the record kind from W
// contact, canonicalize with that kind's colours, find by key, decode, and
// map the stored vital points back through the canonical labelling into the
// caller's numbering. The lookup library, the eyes.db export and the table
// verifier all locate entries through it.
//
//   EntryLocation found = LocateEntry(table, pattern.eyespace);
//   if (found.hit) Print(found.value, found.vital);
//
// Thread-safe: a TableReader is immutable. Part of the light table I/O
// library (canon + eyespace model, no solver).

#include <cstdint>

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "tables/io/format.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {

// The entry of an eyespace, in the caller's vertex numbering.
struct EntryLocation {
  bool hit = false;
  RecordKind kind = RecordKind::kCentre;  // the records searched (and found in, on a hit)
  // The record found; nullptr on a miss and for the empty eyespace (a hit
  // with value 0000 and no record, SPEC §2).
  const std::uint8_t* record = nullptr;
  std::uint64_t index = 0;  // with a record: its index among table.Records(kind, n)
  solver::EyeValue value;
  solver::VitalPoints vital;     // the caller's numbering
  const char* reason = nullptr;  // for a miss: why the shape has no entry
};

// Locates an eyespace as a caller wrote it (any labels, W contact as given):
// normalizes it (SPEC §2) and finds the entry of the normalized eyespace.
// W contact by the centre formula (or the graph model): the centre records.
// W contact a proper subset of the centre formula's (edge and corner shapes,
// board model): the edge records of the size. A miss when: larger than the
// table (or than its edge classes, for edge shapes), disconnected after
// normalization, W contact where the centre formula has none, no entry (not
// a grid-cell graph, an eyespace a board cannot hold, or W contact no covered
// placement realises), or a value byte out of range (a forged file). An
// eyespace that normalizes to nothing is a hit with value 0000 (SPEC §2).
// REQUIRES: a valid Eyespace (solver/model/eyespace.h invariants) without
// wildcards, as ParseEyespace() returns. Thread-safe; no heap allocation on
// the common path (an eyespace normalization leaves unchanged).
EntryLocation LocateEntry(const TableReader& table, const solver::Eyespace& eyespace);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_IO_LOCATE_ENTRY_H_
