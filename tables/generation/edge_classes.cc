// SPDX-License-Identifier: MIT
// File: tables/generation/edge_classes.cc
// Edge and corner classes: every labelled placement is keyed by canon's form of
// its coloured graph and kept in a hash map from key to the first labelled
// placement found (placement index, marginal set, X set); results are sorted
// by key, so nothing depends on the hash map's order.

#include "tables/generation/edge_classes.h"

#include <algorithm>
#include <bit>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "base/check.h"
#include "tables/io/format.h"

namespace eyeshape::tables {
namespace {

// A labelled placement: index into Placements(), marginal set and X set.
struct Representative {
  std::uint32_t placement = 0;
  solver::VertexSet marginal = 0;
  solver::VertexSet attacker = 0;
};

// The classes of one kind, keyed by EdgeClassKey().
struct KindClasses {
  std::vector<Polyomino> placements;
  absl::flat_hash_map<canon::CanonicalKey, Representative> classes;
  std::int64_t not_holdable = 0;
};

std::int64_t PowerOfThree(int n) {
  std::int64_t power = 1;
  for (int i = 0; i < n; ++i) power *= 3;
  return power;
}

std::string LabelsOf(int n, solver::VertexSet marginal, solver::VertexSet attacker) {
  std::string labels(static_cast<std::size_t>(n), '.');
  for (int v = 0; v < n; ++v) {
    if ((marginal >> v & 1) != 0) labels[static_cast<std::size_t>(v)] = '!';
    if ((attacker >> v & 1) != 0) labels[static_cast<std::size_t>(v)] = 'X';
  }
  return labels;
}

// Every labelled placement of one kind, in the order of PlacementClasses().
KindClasses Enumerate(int num_cells, Placement placement) {
  KindClasses result;
  result.placements = Placements(num_cells, placement);
  const solver::VertexSet all = solver::AllVertices(num_cells);
  for (std::size_t index = 0; index < result.placements.size(); ++index) {
    const Polyomino& cells = result.placements[index];
    const std::vector<int> offboard = OffboardSides(cells, placement);
    solver::Eyespace eyespace = ToEyespace(cells);
    for (solver::VertexSet marginal = 0;; ++marginal) {
      eyespace.marginal = marginal;
      eyespace.attacker = 0;
      const solver::VertexSet free = all & ~marginal;
      if (!solver::IsBoardHoldable(eyespace, offboard)) {
        result.not_holdable += std::int64_t{1} << std::popcount(free);
      } else {
        eyespace.touches_wall = solver::WallContact(eyespace, offboard);
        for (solver::VertexSet attacker = 0;; attacker = (attacker - free) & free) {
          eyespace.attacker = attacker;
          result.classes.try_emplace(
              EdgeClassKey(eyespace),
              Representative{static_cast<std::uint32_t>(index), marginal, attacker});
          if (attacker == free) break;
        }
      }
      if (marginal == all) break;
    }
  }
  return result;
}

EdgeClass MakeClass(const canon::CanonicalKey& key, const KindClasses& kind, Placement placement,
                    const Representative& representative) {
  EdgeClass edge_class;
  edge_class.key = key;
  edge_class.placement = placement;
  edge_class.edge = placement == Placement::kEdge;
  edge_class.corner = placement == Placement::kCorner;
  edge_class.cells = kind.placements[representative.placement];
  edge_class.offboard_sides = OffboardSides(edge_class.cells, placement);
  edge_class.labels =
      LabelsOf(edge_class.num_vertices(), representative.marginal, representative.attacker);
  edge_class.touches_wall = EyespaceOf(edge_class).touches_wall;
  return edge_class;
}

std::vector<canon::CanonicalKey> SortedKeys(const KindClasses& kind) {
  std::vector<canon::CanonicalKey> keys;
  keys.reserve(kind.classes.size());
  for (const auto& [key, representative] : kind.classes) keys.push_back(key);
  std::sort(keys.begin(), keys.end());
  return keys;
}

// True when the representative is not normalized; then its normalization must
// be a class of the same kind (the all-X labelling becomes all-`.`).
bool IsDuplicate(const KindClasses& kind, Placement placement, const Representative& r) {
  const Polyomino& cells = kind.placements[r.placement];
  const solver::Eyespace eyespace = PlacedEyespace(
      cells, LabelsOf(static_cast<int>(cells.size()), r.marginal, r.attacker), placement);
  if (solver::IsNormalized(eyespace)) return false;
  const solver::NormalizedEyespace normalized = solver::Normalize(eyespace);
  EYESHAPE_CHECK(normalized.eyespace.num_vertices == eyespace.num_vertices);
  EYESHAPE_CHECK(kind.classes.contains(EdgeClassKey(normalized.eyespace)));
  return true;
}

PlacementCounts CountsOf(const KindClasses& kind, Placement placement, int num_cells) {
  PlacementCounts counts;
  counts.placements = static_cast<std::int64_t>(kind.placements.size());
  counts.labellings = counts.placements * PowerOfThree(num_cells);
  counts.not_holdable = kind.not_holdable;
  counts.classes = static_cast<std::int64_t>(kind.classes.size());
  for (const auto& [key, representative] : kind.classes) {
    if (IsCentreKey(key)) {
      ++counts.centre_classes;
    } else if (IsDuplicate(kind, placement, representative)) {
      ++counts.new_duplicates;
    }
  }
  counts.new_classes = counts.classes - counts.centre_classes;
  counts.new_entries = counts.new_classes - counts.new_duplicates;
  return counts;
}

}  // namespace

std::string_view PlacementName(Placement placement) {
  return placement == Placement::kEdge ? "edge" : "corner";
}

std::vector<int> OffboardSides(std::span<const Cell> cells, Placement placement) {
  std::vector<int> offboard;
  offboard.reserve(cells.size());
  for (const Cell& cell : cells) {
    EYESHAPE_CHECK(cell.row >= 0 && cell.column >= 0);
    int sides = cell.row == 0 ? 1 : 0;
    if (placement == Placement::kCorner && cell.column == 0) ++sides;
    offboard.push_back(sides);
  }
  return offboard;
}

std::vector<Polyomino> Placements(int num_cells, Placement placement) {
  EYESHAPE_CHECK(num_cells >= 1 && num_cells <= kMaxPolyominoCells);
  std::vector<Polyomino> placements;
  for (const Polyomino& cells : FixedPolyominoes(num_cells)) {
    std::vector<Cell> image;
    image.reserve(cells.size());
    int max_column = 0;
    for (const Cell& cell : cells) max_column = std::max(max_column, cell.column);
    for (const Cell& cell : cells) {
      image.push_back(placement == Placement::kEdge ? Cell{cell.row, max_column - cell.column}
                                                    : Cell{cell.column, cell.row});
    }
    if (cells <= MoveToOrigin(image)) placements.push_back(cells);
  }
  return placements;  // FixedPolyominoes() is sorted, so is this
}

solver::Eyespace PlacedEyespace(std::span<const Cell> cells, std::string_view labels,
                                Placement placement) {
  solver::Eyespace eyespace = ToEyespace(cells, labels);
  eyespace.touches_wall = solver::WallContact(eyespace, OffboardSides(cells, placement));
  return eyespace;
}

canon::ColouredGraph EdgeClassGraph(const solver::Eyespace& eyespace) {
  static_assert(kColourWallLost == kColourLost);
  return EdgeEntryGraph(eyespace);
}

canon::CanonicalKey EdgeClassKey(const solver::Eyespace& eyespace) {
  return canon::CanonicalForm(EdgeClassGraph(eyespace));
}

bool IsCentreKey(const canon::CanonicalKey& key) {
  const std::span<const std::uint8_t> bytes = key.bytes();
  // Colours are non-decreasing: the last one is the largest.
  return key.num_vertices() == 0 ||
         bytes[static_cast<std::size_t>(key.num_vertices())] < kColourWallLost;
}

solver::Eyespace EyespaceOf(const EdgeClass& edge_class) {
  return PlacedEyespace(edge_class.cells, edge_class.labels, edge_class.placement);
}

std::vector<EdgeClass> PlacementClasses(int num_cells, Placement placement) {
  const KindClasses kind = Enumerate(num_cells, placement);
  std::vector<EdgeClass> classes;
  classes.reserve(kind.classes.size());
  for (const canon::CanonicalKey& key : SortedKeys(kind)) {
    classes.push_back(MakeClass(key, kind, placement, kind.classes.at(key)));
  }
  return classes;
}

std::vector<EdgeClass> EdgeAndCornerClasses(int num_cells) {
  const KindClasses edge = Enumerate(num_cells, Placement::kEdge);
  const KindClasses corner = Enumerate(num_cells, Placement::kCorner);
  std::vector<canon::CanonicalKey> keys;
  for (const auto* kind : {&edge, &corner}) {
    for (const auto& [key, representative] : kind->classes) {
      if (!IsCentreKey(key)) keys.push_back(key);
    }
  }
  std::sort(keys.begin(), keys.end());
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  std::vector<EdgeClass> classes;
  classes.reserve(keys.size());
  for (const canon::CanonicalKey& key : keys) {
    const auto in_edge = edge.classes.find(key);
    const auto in_corner = corner.classes.find(key);
    if (in_edge != edge.classes.end()) {
      classes.push_back(MakeClass(key, edge, Placement::kEdge, in_edge->second));
    } else {
      classes.push_back(MakeClass(key, corner, Placement::kCorner, in_corner->second));
    }
    classes.back().edge = in_edge != edge.classes.end();
    classes.back().corner = in_corner != corner.classes.end();
  }
  return classes;
}

EdgeClassCounts CountEdgeClasses(int num_cells) {
  EdgeClassCounts counts;
  counts.num_vertices = num_cells;
  const KindClasses edge = Enumerate(num_cells, Placement::kEdge);
  const KindClasses corner = Enumerate(num_cells, Placement::kCorner);
  counts.edge = CountsOf(edge, Placement::kEdge, num_cells);
  counts.corner = CountsOf(corner, Placement::kCorner, num_cells);
  std::int64_t both_classes = 0;
  std::int64_t both_centre = 0;
  std::int64_t both_duplicates = 0;
  for (const auto& [key, representative] : corner.classes) {
    if (!edge.classes.contains(key)) continue;
    ++both_classes;
    if (IsCentreKey(key)) {
      ++both_centre;
    } else if (IsDuplicate(corner, Placement::kCorner, representative)) {
      ++both_duplicates;
    }
  }
  counts.union_classes = counts.edge.classes + counts.corner.classes - both_classes;
  counts.union_centre_classes =
      counts.edge.centre_classes + counts.corner.centre_classes - both_centre;
  counts.union_new_classes = counts.union_classes - counts.union_centre_classes;
  counts.corner_and_edge_new = both_classes - both_centre;
  counts.union_new_entries =
      counts.union_new_classes -
      (counts.edge.new_duplicates + counts.corner.new_duplicates - both_duplicates);
  return counts;
}

}  // namespace eyeshape::tables
