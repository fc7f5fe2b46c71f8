// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_EYESDB_EYESDB_H_
#define EYESHAPE_TABLES_EYESDB_EYESDB_H_

// File: tables/eyesdb/eyesdb.h
// A reader for pattern files in the format of GNU Go's patterns/eyes.db
// (SPEC §1, §7): a sequence of
//
//   Pattern NAME          # starts a pattern; NAME is the rest of the line
//   # a comment           # '#' lines anywhere (kept with the pattern)
//   (blank lines)         # skipped anywhere, as GNU Go's mkeyes does
//   |x.@                  # diagram rows in the symbols of SPEC §1, with
//   +---                  # 'x' wildcards, '$' and board edge marks | - +
//   :0112                 # the colon line: the value abcd (SPEC §4)
//
// Every pattern keeps its source line numbers, its rows as written, the
// Pattern that ParsePattern() makes of them (W contact with the board edge
// as a straight line: Pattern::offboard_sides) and, per vertex, GNU Go's
// `edge` field: the edge marks its compiler mkeyes credits to the vertex
// (a '|' to the cell beside it, a '-' to the cell above or below it, '+' to
// none), which can be less than the offboard sides where a row is drawn
// short. GNU Go's matcher uses only that field (tables/eyesdb/eyesdb_match.h).
// Malformed input gives one error naming the line; the reader
// never aborts on any input (tests/fuzz/eyesdb_fuzzer.cc).
//
//   Result<EyesDb> db = ReadEyesDbFile("../shared/data/eyes.db");
//   if (db.ok()) for (const EyesDbPattern& p : db.value().patterns) ...;
//
// Everything here is reentrant: no global or static mutable state.

#include <string>
#include <string_view>
#include <vector>

#include "base/result.h"
#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"

namespace eyeshape::tables {

// One pattern of an eyes.db file.
struct EyesDbPattern {
  std::string name;                   // the text after "Pattern " (e.g. "4102")
  int name_line = 0;                  // 1-based line of "Pattern NAME"
  int first_row_line = 0;             // line of the first diagram row
  int colon_line = 0;                 // line of ":abcd"
  std::vector<std::string> rows;      // diagram rows as written, trailing blanks removed
  std::vector<int> row_lines;         // the line of each row
  std::vector<std::string> comments;  // '#' lines between "Pattern" and ':', as written
  solver::Pattern pattern;            // the rows parsed (vertices in reading order)
  std::vector<int> edge;              // per vertex: mkeyes' edge count, 0..2 (see above)
  solver::EyeValue value;             // the colon line's abcd
  // The diagram cannot stand on a board: some marginal vertex has no side
  // left for its approach (4 - deg - offboard <= 0). ParsePattern() rejects
  // such a diagram, so `pattern` is built by the reader with W contact from
  // the SPEC §2 formula; the solver cannot evaluate it (outside the model).
  bool board_cannot_hold = false;

  int size() const { return pattern.eyespace.num_vertices; }
  int num_marginal() const { return solver::CountVertices(pattern.eyespace.marginal); }
  // An edge or corner pattern: some vertex faces a drawn board edge.
  bool is_edge_pattern() const;
  // The board edges drawn: 0 centre, 1 edge ('|' or '-'), 2 corner (both).
  int num_board_edges() const;
  // The diagram rows joined by `separator`.
  std::string Diagram(std::string_view separator = "\n") const;
};

// A whole file: the patterns in file order (GNU Go's matching order, SPEC §7).
struct EyesDb {
  std::vector<EyesDbPattern> patterns;
};

// Parses an eyes.db text. Rejects, with "line N: ..." naming the first bad
// line: a diagram row or colon line outside a pattern, a pattern without
// diagram or without colon line (also at the end of the text), a colon line
// that is not ':' and four digits 0..2 forming one of the 15 values (blanks
// may follow), an empty or repeated pattern name, and every diagram that
// ParsePattern() rejects except for the one reason recorded in
// `board_cannot_hold` (the message names the row's line). Accepts '\r\n'
// line ends and trailing blanks. Linear in the text size.
Result<EyesDb> ParseEyesDb(std::string_view text);

// Reads and parses the file at `path`; an unreadable file is an error naming it.
Result<EyesDb> ReadEyesDbFile(const std::string& path);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_EYESDB_EYESDB_H_
