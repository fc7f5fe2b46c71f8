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
// pattern vertex only on an eyespace vertex whose edge count is at least the
// pattern vertex's. Maps are searched by backtracking over pattern vertices
// in reading order, as GNU Go does; the mapping is returned so the pattern's
// marks can be carried over.
//
// The edge rule exactly, from GNU Go 3.8's sources:
//   * the pattern side is the `edge` field patterns/mkeyes.c compiles into
//     each vertex: the number of edge marks credited to its cell, a '|' to
//     the cell beside it, a '-' to the cell above or below it, '+' to none
//     (EyesDbPattern::edge; 0 where a row is drawn short);
//   * the board side, in engine/optics.c recognize_eye(), is the number of
//     board boundaries the point lies on: [first or last row] + [first or
//     last column], 0 centre, 1 edge, 2 corner;
//   * the test is board count >= pattern count. So a centre pattern (all 0)
//     matches edge and corner eyespaces too, an edge vertex matches a corner
//     point, and only the marked vertices are tied to the edge.
// This is the seed text's "edge patterns only match at the edge" made exact.
//
// "At the edge" for our input: an eyespace is at the edge only through its
// drawing. EyesDbQuery::edge counts, per vertex, the sides that face the
// board edge drawn in the diagram as a straight line (Pattern::offboard_sides),
// which is the board count above. W contact is never used to guess an
// edge: it can differ from the centre formula for other reasons (interior
// points, explicit TOUCH flags), and it does not tell how many sides are off
// the board. An eyespace without a drawing (a graph line) is in the centre.
//
//   EyesDbQuery query = QueryFromPattern(ParseEyespace("!..%.X.").value());
//   std::optional<EyesDbMatch> match = FirstMatch(db, query);
//   if (match) db.patterns[match->pattern_index].value ...;
//
// Reentrant; a match costs at most O(n! * n) per pattern (n <= 10 in eyes.db),
// in practice a few candidate maps. FirstMatch() tries every pattern; for many
// queries against one table, EyesDbIndex tries only the patterns whose
// vertices have the query's degrees and marginality, which every match
// preserves, and gives the same answers.

#include <cstdint>
#include <optional>
#include <utility>
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

// The patterns of one table grouped by a key every match preserves: how many
// vertices have each degree (capped at 5) and marginality. A match maps
// vertices one to one, keeping each vertex's degree and marginality, so only
// the patterns sharing the query's key can match; the key is hashed, so a
// group may also hold patterns that cannot, which the matcher rejects.
// Invariant: `db` outlives the index and is not changed while it is used.
class EyesDbIndex {
 public:
  explicit EyesDbIndex(const EyesDb& db);

  // FirstMatch(db, query, first), trying only the query's group.
  std::optional<EyesDbMatch> FirstMatch(const EyesDbQuery& query, int first = 0) const;

 private:
  const EyesDb* db_;
  std::vector<std::pair<std::uint64_t, int>> keyed_;  // (key, pattern index), sorted
};

// The pattern's vital-point marks carried onto the query's vertices.
solver::VitalPoints MarksOnQuery(const EyesDbPattern& pattern, const std::vector<int>& vertex_map);

// The pattern's own marks as vital points (pattern numbering).
solver::VitalPoints PatternMarks(const solver::Pattern& pattern);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_EYESDB_EYESDB_MATCH_H_
