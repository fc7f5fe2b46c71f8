// SPDX-License-Identifier: MIT
// File: tables/lookup/example/lookup_example.cc
// The lookup library from a user's side: only <eyeshape/eyeshape.h>, the
// built-in table, a diagram and a graph built in memory. Run as a test: it
// exits 1 when an answer is not the one printed in the comments.

#include <eyeshape/eyeshape.h>

#include <cstdio>
#include <string>

int main() {
  const eyeshape::EyeTable& table = eyeshape::EyeTable::Default();
  const eyeshape::TableInfo info = table.info();
  std::printf("built-in table: %s model, L = %d, up to %d cells, %llu entries\n",
              info.model.graph_model ? "graph" : "board", info.model.outer_liberties, info.max_size,
              static_cast<unsigned long long>(info.entries));

  // The straight three: 1122, one vital point in the middle (vertex 1).
  const eyeshape::LookupResult three = table.Lookup("...");
  std::printf("...     -> %s attack %#x defense %#x\n", three.value.data(),
              static_cast<unsigned>(three.attack), static_cast<unsigned>(three.defense));

  // The same shape standing up, given as a graph: 0 - 1 - 2.
  eyeshape::EyeGraph path;
  path.num_vertices = 3;
  path.neighbours[0] = 0b010;
  path.neighbours[1] = 0b101;
  path.neighbours[2] = 0b010;
  const eyeshape::LookupResult same = table.Lookup(path);
  std::printf("0-1-2   -> %s attack %#x defense %#x\n", same.value.data(),
              static_cast<unsigned>(same.attack), static_cast<unsigned>(same.defense));

  // A shape larger than the built-in table is a miss, with the reason.
  const eyeshape::LookupResult big = table.Lookup("..........");
  std::printf("10 cells -> %s\n", big.hit() ? "hit" : ("miss: " + big.message).c_str());

  const bool ok = three.hit() && std::string(three.value.data()) == "1122" &&
                  three.attack == 0b010 && three.defense == 0b010 && same.hit() &&
                  same.value == three.value && same.attack == three.attack && !big.hit() &&
                  big.status == eyeshape::LookupStatus::kMiss;
  return ok ? 0 : 1;
}
