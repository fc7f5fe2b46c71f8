// SPDX-License-Identifier: MIT
// File: tests/install/consumer/lookup_or_solve_example.cc
// The installed `solver` component from a user's side: a straight ten, too
// large for the built-in table (8 cells), is solved by LookupOrSolve(). Exits
// 1 unless the answer is a solved hit with value 2222 (two eyes either way).

#include <eyeshape/eyeshape.h>

#include <cstdio>
#include <string>

int main() {
  const eyeshape::LookupResult ten =
      eyeshape::LookupOrSolve(eyeshape::EyeTable::Default(), "..........");
  std::printf("10 cells -> %s%s\n", ten.hit() ? ten.value.data() : ten.message.c_str(),
              ten.solved ? " (solved)" : "");
  return ten.hit() && ten.solved && std::string(ten.value.data()) == "2222" ? 0 : 1;
}
