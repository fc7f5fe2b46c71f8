// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_IO_FORMAT_H_
#define EYESHAPE_TABLES_IO_FORMAT_H_

// File: tables/io/format.h
// The binary table format, version 2 (docs/table-format.md is the full
// description; this header is the one the code follows). A table file is a
// header, a directory with one entry per eyespace size, and per size a sorted
// array of centre entry records, a sorted array of graph drawings and a
// sorted array of edge entry records (edge and corner classes whose W contact
// is not the centre formula's, docs/edge-classes.md). Version 1 files (no
// edge records, 48-byte header, 64-byte directory entries) still open. Every integer
// is little-endian; records are byte-packed (read with memcpy, never cast).
// The checksum is XXH3-64 (seed 0) of the whole file with its own 8 bytes
// read as zero.
//
// An entry's key is the canonical form (canon/, kCanonVersion) of its
// normalized eyespace as a coloured graph, colour 0 = `.`, 1 = `!`, 2 = `X`,
// stored compactly: the colours of a canonical form are non-decreasing, so two
// counts (`!` and `X`) replace them, followed by canon's adjacency bytes.
// Vital points are stored in canonical vertex numbering.
//
// An edge entry's key is the canonical form of EdgeEntryGraph(), colours
// 0..5 (label, plus 3 where W contact is lost), stored as five counts
// (colours 1..5) and the adjacency bytes.
//
//   std::array<std::uint8_t, kMaxKeyBytes> key;
//   EncodeKey(canon::CanonicalForm(EntryGraph(eyespace), &position), key.data());

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>

#include "canon/canonical_form.h"
#include "canon/graph.h"
#include "solver/model/eye_value.h"
#include "solver/model/eyespace.h"

namespace eyeshape::tables {

inline constexpr std::array<char, 8> kMagic = {'E', 'Y', 'E', 'S', 'H', 'A', 'P', 'E'};
// Bump on any change of layout, key encoding, value numbering or checksum.
inline constexpr std::uint32_t kFormatVersion = 2;
// The oldest version the reader still opens (centre records only).
inline constexpr std::uint32_t kOldestFormatVersion = 1;
// The largest eyespace size a file may declare (cell bytes hold 4-bit rows
// and columns; the polyomino enumeration stops at 16 as well).
inline constexpr int kMaxFormatSize = 16;

inline constexpr std::size_t kHeaderBytes = 64;                  // version 2
inline constexpr std::size_t kDirectoryEntryBytes = 104;         // version 2
inline constexpr std::size_t kHeaderBytesVersion1 = 48;          // version 1
inline constexpr std::size_t kDirectoryEntryBytesVersion1 = 64;  // version 1
constexpr std::size_t HeaderBytes(std::uint32_t version) {
  return version == 1 ? kHeaderBytesVersion1 : kHeaderBytes;
}
constexpr std::size_t DirectoryEntryBytes(std::uint32_t version) {
  return version == 1 ? kDirectoryEntryBytesVersion1 : kDirectoryEntryBytes;
}
inline constexpr std::size_t kChecksumOffset = 40;

// Rule flags of the header.
inline constexpr std::uint8_t kFlagSuicideAllowed = 1;      // SPEC §2 forbids suicide: 0
inline constexpr std::uint8_t kFlagOuterFillsAreMoves = 2;  // GameOptions::outer_fills_are_moves
inline constexpr std::uint8_t kKnownFlags = kFlagSuicideAllowed | kFlagOuterFillsAreMoves;

// Entry colours of the key (SPEC §6 labels).
inline constexpr std::uint8_t kColourEmpty = 0;     // `.`
inline constexpr std::uint8_t kColourMarginal = 1;  // `!`
inline constexpr std::uint8_t kColourAttacker = 2;  // `X`
// Added to the label colour of a vertex whose W contact is lost (edge keys).
inline constexpr std::uint8_t kColourLost = 3;
inline constexpr int kEdgeColours = 6;  // 0..5

// Placements a table covers (header byte 48 of version 2).
inline constexpr std::uint8_t kPlacementCentre = 1;
inline constexpr std::uint8_t kPlacementEdge = 2;
inline constexpr std::uint8_t kPlacementCorner = 4;
inline constexpr std::uint8_t kKnownPlacements =
    kPlacementCentre | kPlacementEdge | kPlacementCorner;

// The model parameters a table was generated with.
struct TableParameters {
  solver::Model model = solver::Model::kBoard;
  int outer_liberties = 2;  // L, 0..7
  std::uint8_t flags = 0;   // kFlag* bits
  int max_size = 0;         // largest eyespace size in the file, 1..kMaxFormatSize
  // Largest size of the edge and corner placements covered, 0 when not
  // covered (at most max_size; the centre always covers 1..max_size).
  int edge_max_size = 0;
  int corner_max_size = 0;
  bool operator==(const TableParameters&) const = default;
};

// The header (bytes 0..47).
//   0  8  magic "EYESHAPE"
//   8  4  format version
//  12  4  canon version (canon::kCanonVersion of the writer)
//  16  1  model: 0 board, 1 graph
//  17  1  outer liberties L
//  18  1  rule flags
//  19  1  max size N
//  20  4  header + directory bytes = 48 + 64 N
//  24  8  file size in bytes
//  32  8  total entries
//  40  8  checksum
// Version 2 only:
//  48  1  placements covered: kPlacement* bits (centre always)
//  49  1  largest centre size (= N)
//  50  1  largest edge size (0: edges not covered)
//  51  1  largest corner size (0: corners not covered)
//  52  4  reserved, 0
//  56  8  total edge entries
struct Header {
  std::uint32_t format_version = kFormatVersion;
  std::uint32_t canon_version = canon::kCanonVersion;
  std::uint8_t model = 0;            // 0 board, 1 graph
  std::uint8_t outer_liberties = 0;  // L
  std::uint8_t flags = 0;            // kFlag* bits
  std::uint8_t max_size = 0;         // N
  std::uint32_t directory_end = 0;
  std::uint64_t file_size = 0;
  std::uint64_t total_entries = 0;
  std::uint64_t checksum = 0;
  std::uint8_t placements = kPlacementCentre;
  std::uint8_t centre_max_size = 0;
  std::uint8_t edge_max_size = 0;
  std::uint8_t corner_max_size = 0;
  std::uint32_t reserved = 0;
  std::uint64_t edge_entries = 0;
};

// One directory entry (64 bytes), for eyespace size n = 1..N in order.
//   0  4  n
//   4  4  graphs: polyomino graphs with n vertices
//   8  8  raw classes: labelled classes before normalization
//  16  8  left out: classes a board cannot hold (marginal vertex of degree 4)
//  24  8  duplicates: classes equal to another after normalization
//  32  8  entries = raw - left out - duplicates
//  40  8  offset of the entry records
//  48  8  offset of the graph records
//  56  2  entry record bytes  (= RecordBytes(n))
//  58  2  entry key bytes     (= KeyBytes(n))
//  60  2  graph record bytes  (= GraphRecordBytes(n))
//  62  2  reserved, 0
// Version 2 only (edge and corner classes that are not centre classes):
//  64  8  edge classes of the covered placements, before normalization
//  72  8  edge duplicates: of those, classes normalization changes
//  80  8  edge entries = edge classes - edge duplicates
//  88  8  offset of the edge records (right after the graph records)
//  96  2  edge record bytes  (= EdgeRecordBytes(n))
//  98  2  edge key bytes     (= EdgeKeyBytes(n))
// 100  4  reserved, 0
struct SizeDirectory {
  std::uint32_t num_vertices = 0;
  std::uint32_t graphs = 0;
  std::uint64_t raw_classes = 0;
  std::uint64_t left_out = 0;
  std::uint64_t duplicates = 0;
  std::uint64_t entries = 0;
  std::uint64_t records_offset = 0;
  std::uint64_t graphs_offset = 0;
  std::uint16_t record_bytes = 0;
  std::uint16_t key_bytes = 0;
  std::uint16_t graph_record_bytes = 0;
  std::uint16_t reserved = 0;
  std::uint64_t edge_classes = 0;
  std::uint64_t edge_duplicates = 0;
  std::uint64_t edge_entries = 0;
  std::uint64_t edge_records_offset = 0;
  std::uint16_t edge_record_bytes = 0;
  std::uint16_t edge_key_bytes = 0;
  std::uint32_t edge_reserved = 0;
};

// Sizes of the parts of an entry record of an n-vertex eyespace:
//   key: 1 byte number of `!`, 1 byte number of `X`, then the adjacency bytes
//        of canon's key (upper triangle, ceil(n(n-1)/16) bytes);
//   value: 1 byte, the index of abcd in kValues;
//   attack, defense: MaskBytes(n) bytes each, bit i = canonical vertex i.
constexpr std::size_t AdjacencyBytes(int n) {
  return (static_cast<std::size_t>(n) * static_cast<std::size_t>(n > 0 ? n - 1 : 0) / 2 + 7) / 8;
}
constexpr std::size_t KeyBytes(int n) { return 2 + AdjacencyBytes(n); }
constexpr std::size_t MaskBytes(int n) { return (static_cast<std::size_t>(n) + 7) / 8; }
constexpr std::size_t RecordBytes(int n) { return KeyBytes(n) + 1 + 2 * MaskBytes(n); }
// A graph record: the adjacency bytes of the uncoloured graph's canonical
// form, then one byte per canonical vertex: its drawing cell, row << 4 | col.
constexpr std::size_t GraphRecordBytes(int n) {
  return AdjacencyBytes(n) + static_cast<std::size_t>(n);
}
// An edge record: 5 counts (colours 1..5 of the canonical form, which are
// non-decreasing), the adjacency bytes, value, attack and defense masks.
constexpr std::size_t EdgeKeyBytes(int n) { return (kEdgeColours - 1) + AdjacencyBytes(n); }
constexpr std::size_t EdgeRecordBytes(int n) { return EdgeKeyBytes(n) + 1 + 2 * MaskBytes(n); }
inline constexpr std::size_t kMaxKeyBytes = EdgeKeyBytes(kMaxFormatSize);

// The two kinds of entry records, one layout each: centre records (W
// contact by the centre formula; every table has them) and edge records
// (edge and corner classes whose W contact is not the centre formula's,
// format version 2). Code that serves both takes the kind as a parameter.
enum class RecordKind : std::uint8_t { kCentre, kEdge };
inline constexpr std::array<RecordKind, 2> kRecordKinds = {RecordKind::kCentre, RecordKind::kEdge};

// KeyBytes(n) or EdgeKeyBytes(n), and RecordBytes(n) or EdgeRecordBytes(n), by kind.
constexpr std::size_t KeyBytes(RecordKind kind, int n) {
  return kind == RecordKind::kEdge ? EdgeKeyBytes(n) : KeyBytes(n);
}
constexpr std::size_t RecordBytes(RecordKind kind, int n) {
  return kind == RecordKind::kEdge ? EdgeRecordBytes(n) : RecordBytes(n);
}
inline constexpr std::size_t kMaxRecordBytes = EdgeRecordBytes(kMaxFormatSize);

// The 15 values (SPEC §4) in the order of their index in a record.
inline constexpr std::array<solver::EyeValue, 15> kValues = {{
    {0, 0, 0, 0},
    {0, 0, 0, 1},
    {0, 0, 0, 2},
    {0, 0, 1, 1},
    {0, 0, 1, 2},
    {0, 0, 2, 2},
    {0, 1, 1, 1},
    {0, 1, 1, 2},
    {0, 1, 2, 2},
    {0, 2, 2, 2},
    {1, 1, 1, 1},
    {1, 1, 1, 2},
    {1, 1, 2, 2},
    {1, 2, 2, 2},
    {2, 2, 2, 2},
}};

// The index of `value` in kValues. REQUIRES: value.IsAllowed().
int ValueIndex(const solver::EyeValue& value);

// The coloured graph whose canonical form keys an entry: the eyespace's
// adjacency with colours kColour*. REQUIRES: labels `.` `!` `X` only (a
// normalized eyespace: no marginal X stone).
canon::ColouredGraph EntryGraph(const solver::Eyespace& eyespace);

// The coloured graph whose canonical form keys an edge entry: EntryGraph()
// plus kColourLost on each vertex in CentreWallContact() but not in
// touches_wall. REQUIRES: as EntryGraph(); touches_wall a subset of
// CentreWallContact() (checked).
canon::ColouredGraph EdgeEntryGraph(const solver::Eyespace& eyespace);

// EntryGraph() or EdgeEntryGraph(), by kind: the coloured graph whose
// canonical form keys the eyespace's record of that kind.
canon::ColouredGraph KeyGraph(RecordKind kind, const solver::Eyespace& eyespace);

// EncodeKey() or EncodeEdgeKey(), by kind.
bool EncodeKey(RecordKind kind, const canon::CanonicalKey& key, std::uint8_t* out);

// Writes the EdgeKeyBytes(n) bytes of the edge key of canonical form `key`.
// Returns false when a colour is above 5 or the colours decrease.
bool EncodeEdgeKey(const canon::CanonicalKey& key, std::uint8_t* out);

// Writes the KeyBytes(n) bytes of the entry key of canonical form `key` to
// `out`. Returns false when `key` is not an entry key (colours other than
// 0, 1, 2; cannot happen for EntryGraph()). REQUIRES: 1 <= n <= kMaxFormatSize.
bool EncodeKey(const canon::CanonicalKey& key, std::uint8_t* out);

// Writes `mask` (bit i = vertex i) as MaskBytes(n) little-endian bytes.
void EncodeMask(solver::VertexSet mask, int n, std::uint8_t* out);
solver::VertexSet DecodeMask(const std::uint8_t* in, int n);

// The XXH3-64 checksum of a table file image (the 8 checksum bytes read as 0).
// REQUIRES: bytes.size() >= kHeaderBytes.
std::uint64_t TableChecksum(std::span<const std::uint8_t> bytes);

// Little-endian field access.
inline void StoreLe(std::uint8_t* out, std::uint64_t value, int bytes) {
  for (int i = 0; i < bytes; ++i) out[i] = static_cast<std::uint8_t>(value >> (8 * i));
}
inline std::uint64_t LoadLe(const std::uint8_t* in, int bytes) {
  std::uint64_t value = 0;
  for (int i = 0; i < bytes; ++i) value |= std::uint64_t{in[i]} << (8 * i);
  return value;
}

// The header fields of `parameters`, and back (nullopt for an unknown model).
void SetParameters(const TableParameters& parameters, Header& header);
std::optional<TableParameters> ParametersOf(const Header& header);

// Serializes the header and the directory (the first HeaderBytes(v) +
// DirectoryEntryBytes(v) N bytes), in the layout of header.format_version
// (1 or 2; version 1 has no placement or edge fields).
void StoreHeader(const Header& header, std::uint8_t* out);
void StoreDirectory(const SizeDirectory& entry, std::uint32_t version, std::uint8_t* out);
// Parses them without validation (TableReader validates). LoadHeader reads
// the version 2 fields only when the image is long enough and says version 2.
Header LoadHeader(std::span<const std::uint8_t> in);
SizeDirectory LoadDirectory(const std::uint8_t* in, std::uint32_t version);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_IO_FORMAT_H_
