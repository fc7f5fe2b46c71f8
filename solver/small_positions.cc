// SPDX-License-Identifier: MIT
#include "solver/small_positions.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace eyeshape::solver::internal {

std::optional<SmallPosition> SmallPositionAt(std::size_t index) {
  if (index >= kSmallPositionEntries) return std::nullopt;
  int k = 0;
  while (index >= SmallPositionOffset(k + 1)) ++k;
  const std::size_t local = index - SmallPositionOffset(k);
  SmallPosition position;
  position.attacker_to_move = (local & 1) != 0;
  position.extra_eye = ((local >> 1) & 1) != 0;
  position.outer_liberties = static_cast<int>((local >> 2) & 7);
  const std::size_t labels = (local >> 5) & ((std::size_t{1} << (2 * k)) - 1);
  const std::size_t edges = local >> (5 + 2 * k);
  Eyespace& eyespace = position.eyespace;
  eyespace.num_vertices = k;
  int pair = 0;
  for (int j = 1; j < k; ++j) {
    for (int i = 0; i < j; ++i, ++pair) {
      if (((edges >> pair) & 1) == 0) continue;
      eyespace.neighbours[i] |= VertexBit(j);
      eyespace.neighbours[j] |= VertexBit(i);
    }
  }
  for (int i = 0; i < k; ++i) {
    switch (static_cast<SmallLabel>((labels >> (2 * i)) & 3)) {
      case SmallLabel::kEmpty:
        eyespace.touches_wall |= VertexBit(i);
        break;
      case SmallLabel::kEmptyMarginal:
        eyespace.touches_wall |= VertexBit(i);
        eyespace.marginal |= VertexBit(i);
        break;
      case SmallLabel::kAttackerAway:
        eyespace.attacker |= VertexBit(i);
        break;
      case SmallLabel::kAttackerTouchingWall:
        eyespace.attacker |= VertexBit(i);
        eyespace.touches_wall |= VertexBit(i);
        break;
    }
  }
  // W needs a liberty, and every X string an empty neighbour (both have one
  // in any position).
  if ((eyespace.vertices() & ~eyespace.attacker) == 0 && position.outer_liberties == 0 &&
      !position.extra_eye) {
    return std::nullopt;
  }
  for (VertexSet rest = eyespace.attacker; rest != 0;) {
    VertexSet string = rest & (~rest + 1);
    for (VertexSet grown = 0; grown != string;) {
      grown = string;
      for (VertexSet s = string; s != 0; s &= s - 1) {
        string |= eyespace.neighbours[std::countr_zero(s)] & eyespace.attacker;
      }
    }
    rest &= ~string;
    VertexSet around = 0;
    for (VertexSet s = string; s != 0; s &= s - 1)
      around |= eyespace.neighbours[std::countr_zero(s)];
    if ((around & ~eyespace.attacker) == 0) return std::nullopt;
  }
  return position;
}

}  // namespace eyeshape::solver::internal
