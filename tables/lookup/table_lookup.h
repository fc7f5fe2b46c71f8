// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_LOOKUP_TABLE_LOOKUP_H_
#define EYESHAPE_TABLES_LOOKUP_TABLE_LOOKUP_H_

// File: tables/lookup/table_lookup.h
// The lookup of SPEC §6, the core behind the public EyeTable::Lookup(): a
// caller's eyespace is normalized, canonicalized with colours `.` `!` `X`
// (plus 3 where W contact is lost, for edge and corner shapes), found by key
// in a TableReader's centre or edge records, and the stored vital points are
// mapped back through the canonical labelling into the caller's numbering.
//
//   TableAnswer answer = LookupEyespace(table, pattern.eyespace);
//
// Thread-safe: a TableReader is immutable. Internal to the lookup library
// (the public header is include/eyeshape/eyeshape.h).

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {

// The result of a lookup in the caller's vertex numbering.
struct TableAnswer {
  bool hit = false;
  solver::EyeValue value;
  solver::VitalPoints vital;     // input numbering
  const char* reason = nullptr;  // for a miss: why the shape has no entry
};

// Looks up an eyespace as a caller wrote it (any labels, W contact as given):
// normalizes it (SPEC §2), and finds the entry of the normalized eyespace.
// W contact by the centre formula (or the graph model): the centre records.
// W contact a proper subset of the centre formula's (edge and corner shapes,
// board model): the edge records of the size. A miss when: larger than the
// table (or than its edge classes, for edge shapes), disconnected after
// normalization, W contact where the centre formula has none, or no entry
// (not a grid-cell graph, an eyespace a board cannot hold, or W contact no
// covered placement realises). An eyespace that
// normalizes to nothing is a hit with value 0000 (SPEC §2).
// REQUIRES: a valid Eyespace (solver/model/eyespace.h invariants) without
// wildcards, as ParseEyespace() returns. Thread-safe; no heap allocation on
// the common path (an eyespace normalization leaves unchanged).
TableAnswer LookupEyespace(const TableReader& table, const solver::Eyespace& eyespace);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_LOOKUP_TABLE_LOOKUP_H_
