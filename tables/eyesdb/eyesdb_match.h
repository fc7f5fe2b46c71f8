// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_EYESDB_EYESDB_MATCH_H_
#define EYESHAPE_TABLES_EYESDB_EYESDB_MATCH_H_

// File: tables/eyesdb/eyesdb_match.h
// GNU Go's eyes.db matcher (SPEC §7, engine/optics.c recognize_eye() in GNU
// Go 3.8), reimplemented: the patterns are tried in file order and the first
// one answers that has the same number of vertices and of marginal vertices
// and maps onto the eyespace by a bijection that preserves adjacency, degree
// and marginality, puts an X stone only on 'X', 'x' or '$' and an empty
// vertex only on a symbol that can be empty ('x' takes either), and puts a
// pattern vertex with k sides on a drawn board edge (1 edge, 2 corner) only on
// an eyespace vertex with at least k sides on the board edge. Maps are
// searched by backtracking over pattern vertices in reading order, as GNU Go
// does; the mapping is returned so the pattern's marks can be carried over.
//
// "At the edge" for our input: an eyespace is at the edge only through its
// drawing. EyesDbQuery::edge counts, per vertex, the sides that face a board
// edge drawn in the diagram ('|' '-' '+'), like GNU Go's edge[] counts the
// board boundaries a point lies on. W contact is never used to guess an
// edge: it can differ from the centre formula for other reasons (interior
// points, explicit TOUCH flags), and it does not tell how many sides are off
// the board. An eyespace without a drawing (a graph line) is in the centre.
//
//   EyesDbQuery query = QueryFromPattern(ParseEyespace("!..%.X.").value());
//   std::optional<EyesDbMatch> match = FirstMatch(db, query);
//   if (match) db.patterns[match->pattern_index].value ...;
//
// Reentrant; a match costs at most O(n! * n) per pattern (n <= 10 in eyes.db),
// in practice a few candidate maps.

#include <optional>
#include <vector>

#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"
#include "tables/eyesdb/eyesdb.h"

namespace eyeshape::tables {

// A concrete eyespace as GNU Go's matcher sees it: adjacency, kind and
// content of each vertex (W contact is ignored), and its board-edge sides.
struct EyesDbQuery {
  solver::Eyespace eyespace;  // no wildcards; raw (not normalized), as on the board
  std::vector<int> edge;      // per vertex 0 centre, 1 edge, 2 corner; empty = all 0
};

// The query of a parsed diagram or graph line: its eyespace and the sides of
// each vertex that face a drawn board edge (solver::Pattern::offboard_sides).
// REQUIRES: pattern.wildcard == 0.
EyesDbQuery QueryFromPattern(const solver::Pattern& pattern);

// A successful match: which pattern, and where each of its vertices went.
struct EyesDbMatch {
  int pattern_index = -1;       // index into EyesDb::patterns
  std::vector<int> vertex_map;  // pattern vertex i -> query vertex vertex_map[i]
};

// True iff `pattern` matches `query` under GNU Go's rule (see the overview);
// on success `*vertex_map` (when not null) holds the first map found.
bool MatchesPattern(const EyesDbPattern& pattern, const EyesDbQuery& query,
                    std::vector<int>* vertex_map = nullptr);

// The first pattern of `db` in file order that matches `query`, from index
// `first` on; nullopt when none does (GNU Go then assumes 2 eyes).
std::optional<EyesDbMatch> FirstMatch(const EyesDb& db, const EyesDbQuery& query, int first = 0);

// The pattern's vital-point marks carried onto the query's vertices.
solver::VitalPoints MarksOnQuery(const EyesDbPattern& pattern, const std::vector<int>& vertex_map);

// The pattern's own marks as vital points (pattern numbering).
solver::VitalPoints PatternMarks(const solver::Pattern& pattern);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_EYESDB_EYESDB_MATCH_H_
