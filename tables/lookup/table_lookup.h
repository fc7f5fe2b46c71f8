// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_LOOKUP_TABLE_LOOKUP_H_
#define EYESHAPE_TABLES_LOOKUP_TABLE_LOOKUP_H_

// File: tables/lookup/table_lookup.h
// The lookup of SPEC §6 behind the public EyeTable::Lookup(): LocateEntry()
// (tables/io/locate_entry.h) under the lookup library's names, for the code
// that still calls it by them.
//
//   TableAnswer answer = LookupEyespace(table, pattern.eyespace);
//
// Thread-safe: a TableReader is immutable. Internal to the lookup library
// (the public header is include/eyeshape/eyeshape.h).

#include "solver/model/eyespace.h"
#include "tables/io/locate_entry.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {

// The result of a lookup in the caller's vertex numbering (hit, value,
// vital, reason; EntryLocation has the contract).
using TableAnswer = EntryLocation;

// LocateEntry(table, eyespace). REQUIRES: as LocateEntry().
inline TableAnswer LookupEyespace(const TableReader& table, const solver::Eyespace& eyespace) {
  return LocateEntry(table, eyespace);
}

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_LOOKUP_TABLE_LOOKUP_H_
