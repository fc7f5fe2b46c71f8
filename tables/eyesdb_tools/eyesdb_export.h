// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_EYESDB_TOOLS_EYESDB_EXPORT_H_
#define EYESHAPE_TABLES_EYESDB_TOOLS_EYESDB_EXPORT_H_

// File: tables/eyesdb_tools/eyesdb_export.h
// Writes a table (tables/table_reader.h) as a pattern file in the format of
// GNU Go's eyes.db (SPEC §1, §7; tables/eyesdb.h reads it back): per entry one
// diagram, drawn on the table's grid drawing of its graph (centre) or on a
// placement at the board edge (edge and corner classes), with the exact
// vital points marked (SPEC §5 symbols `*` `<` `>` `@` `(` `)`), the colon
// line `:abcd`, a numeric `Pattern NAME` header (increasing, as GNU Go's
// mkeyes requires), grouped by size.
//
// Wildcard merging (`x`, a proper vertex that is empty or holds an X stone):
// entries of one graph are taken in key order; an entry some earlier pattern
// already answers is skipped; otherwise it seeds a pattern, and each of its
// unmarked proper vertices in reading order is turned into `x` when every
// new expansion (the pattern's expansions with that vertex flipped between
// `.` and `X`) is a normalized labelling whose entry has the same value and,
// vertex for vertex on the drawing, the same attack and defense points. So
// every expansion of every pattern is an entry with exactly the pattern's
// value and marks, and the marks are carried correctly by any matching map
// (vital points are invariant under the automorphisms of a labelled graph):
// among the patterns of one class, whichever GNU Go's matcher picks, the
// answer is exact. Every entry of the table is answered by some pattern
// (except, with ExportOptions::mkeyes_only, those of the patterns left out).
//
// Edge and corner classes (format 2 edge records): each is drawn on its
// placement (tables/generation/edge_classes.h) with the board edge marked
// only beside the vertices that lose W contact there ("tied"; for each the
// marks equal its offboard sides). GNU Go's mkeyes credits a mark to the one
// cell beside it (tables/eyesdb/eyesdb_match.h), so a pattern P matches an
// eyespace Q only if P's tied vertices map onto vertices of Q that lose W
// contact too, and, with as many tied vertices as Q has lost ones, only if
// Q is of P's class. Within a size the patterns come in decreasing number of
// tied vertices, centre patterns (none) last: so the first match of any
// eyespace, centre, edge or corner, of a size the edge records cover is a
// pattern of its own class. Larger edge eyespaces fall to centre patterns.
//
//   EyesDbExport exported = ExportEyesDb(reader, ExportOptions{});
//   WriteText("table.db", FormatEyesDbExport(exported, reader.parameters(), info));
//
// Reentrant; time about (entries + patterns * 2^wildcards * n) canonical
// labellings: a second or so for 8 cells.

#include <cstdint>
#include <string>
#include <vector>

#include "solver/model/eye_value.h"
#include "tables/io/format.h"
#include "tables/io/table_reader.h"

namespace eyeshape::tables {

struct ExportOptions {
  int max_size = 0;             // export sizes 1..max_size; 0 or more than the table: all
  bool merge_wildcards = true;  // false: one pattern per entry, no `x`
  // Leave out the patterns GNU Go's mkeyes rejects (see MkeyesAccepts()).
  bool mkeyes_only = false;
};

// GNU Go's mkeyes (the eyes.db compiler) aborts on a pattern unless it has
// attack points exactly when a != c and defense points exactly when b != d.
// Exact vital points break that only where the decisive move is not on the
// eyespace (SPEC §4-5 count moves on V only: e.g. 1122 where X's best first
// move fills an outer liberty); such patterns are written with a comment.
bool MkeyesAccepts(const solver::EyeValue& value, const solver::VitalPoints& vital);

// One exported pattern.
struct ExportedPattern {
  int size = 0;                   // vertices
  std::int64_t name = 0;          // the number after "Pattern"
  std::vector<std::string> rows;  // the marked diagram, no trailing blanks
  solver::EyeValue value;
  int wildcards = 0;           // `x` vertices; the pattern stands for 2^wildcards entries' shapes
  bool mkeyes_accepts = true;  // MkeyesAccepts() of its value and marks
  int tied = 0;                // vertices tied to the board edge (0: a centre pattern)
};

// Counts of one size.
struct ExportSizeCount {
  int size = 0;
  std::int64_t entries = 0;         // table entries of this size
  std::int64_t undrawn = 0;         // entries without a grid drawing (not exported)
  std::int64_t patterns = 0;        // patterns written
  std::int64_t wildcarded = 0;      // patterns with at least one `x`
  std::int64_t expansions = 0;      // sum over patterns of 2^wildcards
  std::int64_t mkeyes_rejects = 0;  // patterns mkeyes rejects (written, or left out)
  std::int64_t edge_entries = 0;    // edge and corner records of this size in the table
  std::int64_t edge_covered = 0;    // of those, answered by the edge and corner patterns
  std::int64_t edge_patterns = 0;   // edge and corner patterns written (in `patterns` too)
};

struct EyesDbExport {
  std::vector<ExportedPattern> patterns;  // file order
  std::vector<ExportSizeCount> sizes;     // 1..max size exported
  int name_digits = 0;                    // name = size * 10^name_digits + index (1-based)
  bool mkeyes_only = false;               // patterns mkeyes rejects were left out
};

// Builds the patterns of `table` (see the file comment). Deterministic: the
// same table gives the same patterns. Thread-safe.
EyesDbExport ExportEyesDb(const TableReader& table, const ExportOptions& options);

// What the header comment of the file says about where it came from.
struct ExportProvenance {
  std::string generator = "eyeshape";  // program name and version, e.g. "eyeshape 0.1.0"
  std::string source;                  // the table's name (path or "built-in table")
};

// The file text: a header comment block (generator, model, L, rule flags,
// format and canon versions, merge rule), then per size a comment line with
// its counts and its patterns, each as "Pattern NAME", a comment when mkeyes
// rejects it, the rows, ":abcd" and a blank line. No line is longer than 78
// characters (mkeyes reads lines into an 80-byte buffer).
std::string FormatEyesDbExport(const EyesDbExport& exported, const TableParameters& parameters,
                               const ExportProvenance& provenance);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_EYESDB_TOOLS_EYESDB_EXPORT_H_
