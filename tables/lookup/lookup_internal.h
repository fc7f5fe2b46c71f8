// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_LOOKUP_LOOKUP_INTERNAL_H_
#define EYESHAPE_TABLES_LOOKUP_LOOKUP_INTERNAL_H_

// File: tables/lookup/lookup_internal.h
// Conversions between the public types of eyeshape/eyeshape.h and the
// internal ones (never installed): used by lookup.cc and solve_fallback.cc.

#include <string_view>

#include "base/result.h"
#include "eyeshape/eyeshape.h"
#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "tables/io/format.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {

// Validates a caller's EyeGraph (see its REQUIREs) and converts it; W contact
// by the centre formula unless explicit. Rejects a marginal vertex with no
// side for its approach (SPEC §2) when W contact follows the formula.
Result<solver::Eyespace> FromEyeGraph(const EyeGraph& graph);

// The eyespace's graph and labels as an EyeGraph, W contact left to the
// centre formula (explicit_wall_contact false; eyespace.touches_wall unused).
EyeGraph ToEyeGraph(const solver::Eyespace& eyespace);

// EyeTable::Lookup() without the small-eyespace index: validation (or
// parsing), normalization, canonical labelling, search.
LookupResult LookupGeneral(const TableReader& table, const EyeGraph& graph);
LookupResult LookupGeneral(const TableReader& table, std::string_view diagram);

GameModel ToGameModel(const TableParameters& parameters);

// A hit result with `value` and vital points (caller's numbering).
LookupResult HitResult(const solver::EyeValue& value, const solver::VitalPoints& vital,
                       bool solved);
LookupResult ErrorResult(LookupStatus status, std::string message);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_LOOKUP_LOOKUP_INTERNAL_H_
