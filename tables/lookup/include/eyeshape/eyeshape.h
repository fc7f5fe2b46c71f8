// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_EYESHAPE_H_
#define EYESHAPE_EYESHAPE_H_

// File: tables/lookup/include/eyeshape/eyeshape.h
// The eyeshape lookup library: exact Go eye values (abcd, SPEC §4) and vital
// points (SPEC §5) of eyespaces, answered from a precomputed table. This is
// the only public header; it uses nothing but the C++ standard library.
//
// A table holds every eyespace whose graph connected grid cells make, up to
// its size, each labelling by `.` `!` `X` once (up to isomorphism), for one
// game model (board or graph, L outer liberties); from format version 2 also
// the edge and corner eyespaces (cells against a board edge or in a corner,
// where some vertex loses W contact) up to their own size. The library carries
// a default table built in at build time (board model, L = 2, every eyespace
// up to 8 cells, edge and corner ones up to 7), so it works without any file;
// larger tables are files made by `eyeshape generate` and memory-mapped by
// EyeTable::Open().
//
//   const eyeshape::EyeTable& table = eyeshape::EyeTable::Default();
//   eyeshape::LookupResult r = table.Lookup("!...%....");   // 2 rows, '%' joins
//   if (r.hit()) std::printf("%s\n", r.value.data());      // "1122"
//
// Vertices are numbered as the caller gave them: a diagram's in reading order
// (row by row, left to right), an EyeGraph's by index. Attack and defense
// points come back as bit masks in that numbering (bit v = vertex v).
//
// Thread safety: an EyeTable does not change once opened; any number of
// threads may call Lookup() on one table at the same time. Lookup() does not
// allocate on a hit, except that text input is parsed into a temporary and
// that the first lookup of each size up to 8 builds that size's part of a
// precomputed index from the table (once, thread-safe; for the built-in
// table about 1.6 MB in all; docs/performance.md has its building time).

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace eyeshape {

// An eyespace as a graph (SPEC §1-2), for callers that have one in memory.
// REQUIRES (checked; violations give LookupStatus::kInvalid): 0 <= n <= 32;
// `neighbours` symmetric, without loops or bits at or above n; the graph
// connected; `marginal`, `attacker`, `touches_wall` without bits at or above n.
struct EyeGraph {
  int num_vertices = 0;                        // n
  std::array<std::uint32_t, 32> neighbours{};  // bit w of neighbours[v]: edge {v, w}
  std::uint32_t marginal = 0;                  // marginal vertices (`!`, `$`)
  std::uint32_t attacker = 0;                  // vertices holding an X stone (`X`, `$`)
  // W contact (SPEC §2). When false, it follows the centre formula
  // 4 - degree - [marginal] >= 1; when true, `touches_wall` gives it.
  bool explicit_wall_contact = false;
  std::uint32_t touches_wall = 0;
};

// The game model a table was made for (SPEC §2).
struct GameModel {
  bool graph_model = false;        // false: board model; true: every vertex touches W
  int outer_liberties = 2;         // L
  bool suicide_allowed = false;    // SPEC §2: suicide is illegal
  bool gnugo_outer_fills = false;  // X's outer-liberty fills count as value moves (GNU Go 3.8)
  bool operator==(const GameModel&) const = default;
};

// What a table is.
struct TableInfo {
  GameModel model;
  int max_size = 0;                  // every centre eyespace of 1..max_size vertices
  std::uint64_t entries = 0;         // centre entries in the table
  int edge_max_size = 0;             // edge classes up to this size (0: none)
  int corner_max_size = 0;           // corner classes up to this size (0: none)
  std::uint64_t edge_entries = 0;    // edge and corner entries (W contact not the centre's)
  std::uint32_t format_version = 0;  // of the file (docs/table-format.md)
  std::uint32_t canon_version = 0;   // of the canonical forms it is keyed by
};

enum class LookupStatus : std::uint8_t {
  kHit,      // the value and vital points are in the result
  kMiss,     // the eyespace is valid but has no entry; `message` says why
  kInvalid,  // the input is not a valid eyespace; `message` says why
};

// Why the search behind a miss stopped before its answer (LookupOrSolve).
enum class SearchStop : std::uint8_t {
  kNone,           // no search, or it finished
  kNodeBudget,     // SearchLimits::node_budget nodes visited
  kDeadline,       // SearchLimits::deadline passed
  kStopRequested,  // *SearchLimits::stop became true
};

struct LookupResult {
  LookupStatus status = LookupStatus::kInvalid;
  std::array<char, 5> value{};             // on a hit: "abcd" and a NUL, e.g. "0122"
  std::uint32_t attack = 0;                // on a hit: attack points, caller's numbering
  std::uint32_t defense = 0;               // on a hit: defense points, caller's numbering
  bool solved = false;                     // the hit came from the solver (LookupOrSolve)
  std::string message;                     // for kMiss and kInvalid
  SearchStop stopped = SearchStop::kNone;  // a kMiss whose search stopped (LookupOrSolve)

  bool hit() const { return status == LookupStatus::kHit; }
};

class EyeTable {
 public:
  // Opens and validates a table file, memory-mapped. Returns nullptr and sets
  // *error (one line) when the file cannot be read or is truncated,
  // corrupted (checksum), of another format or canon version, or, when
  // `expected` is given, made for another game model. REQUIRES: error != nullptr.
  static std::unique_ptr<EyeTable> Open(const std::string& path, std::string* error,
                                        const GameModel* expected = nullptr);
  // The table built into the library: board model, L = 2, every eyespace up
  // to 8 cells, edge and corner eyespaces up to 7. Never fails.
  static const EyeTable& Default();

  ~EyeTable();
  EyeTable(const EyeTable&) = delete;
  EyeTable& operator=(const EyeTable&) = delete;

  TableInfo info() const;

  // Looks up an eyespace (any labels; it is normalized first, SPEC §2).
  // W contact by the centre formula: a centre entry. W contact lost on some
  // vertices (board model: edge and corner diagrams, or explicit flags): an
  // edge or corner entry, vital points mapped into the caller's numbering.
  // A miss when it is larger than the table (or than its edge and corner
  // classes), not connected after normalization, has W contact where the
  // centre formula has none, has W contact no covered placement realises,
  // or is not a graph of grid cells.
  // Complexity: up to 8 vertices, with W contact by the centre formula, an
  // index lookup (about 15 ns up to 5 vertices, 25 to 45 ns for 6 to 8:
  // bench/eyesdb_report.sh);
  // otherwise one canonical labelling (microseconds at most) and a binary
  // search. Thread-safe.
  LookupResult Lookup(const EyeGraph& eyespace) const;
  // The same for a diagram in eyes.db notation (rows joined by '%' or
  // newlines, e.g. "OO!%O.X%!...") or a graph line "N:LABELS:EDGES[:TOUCH]".
  // Vital-point marks in the text are ignored; wildcards are invalid.
  LookupResult Lookup(std::string_view diagram) const;

  struct Impl;

 private:
  explicit EyeTable(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

// Like EyeTable::Lookup(), but a miss is solved exactly instead (result with
// `solved` set). Defined in the library eyeshape_lookup_solver, which links
// the solver; link it to use these. Solving takes microseconds to seconds
// depending on the size. Thread-safe.
LookupResult LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace);
LookupResult LookupOrSolve(const EyeTable& table, std::string_view diagram);
// The same with the search limited to `node_budget` nodes (0: no limit), for
// callers that must answer in bounded time: a graph the solver does not
// settle within the budget is a kMiss whose `message` says so (`stopped` is
// kNodeBudget). Some graphs of 10 vertices take minutes (docs/board-eyes.md,
// V2).
LookupResult LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace,
                           std::uint64_t node_budget);

// What may stop the search behind a miss besides its answer; the defaults
// stop nothing. The search looks at the deadline, the stop flag and the
// progress callback every few thousand nodes only (a stop is seen within
// that many nodes).
struct SearchLimits {
  std::uint64_t node_budget = 0;  // 0: no limit
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  // Stop once true; may be set from a signal handler or another thread. Not
  // owned; must outlive the call.
  const std::atomic<bool>* stop = nullptr;
  // Called with the search's node count at each of those polls, on the
  // calling thread; may be empty.
  std::function<void(std::uint64_t nodes)> progress;
};

// LookupOrSolve() within `limits`: a search that stops is a kMiss whose
// `stopped` says why and whose `message` says so in words. Thread-safe when
// `limits.progress` is.
LookupResult LookupOrSolve(const EyeTable& table, const EyeGraph& eyespace,
                           const SearchLimits& limits);
LookupResult LookupOrSolve(const EyeTable& table, std::string_view diagram,
                           const SearchLimits& limits);

}  // namespace eyeshape

#endif  // EYESHAPE_EYESHAPE_H_
