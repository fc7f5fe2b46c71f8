// SPDX-License-Identifier: MIT
// File: tests/canon/canonical_form_golden_test.cc
// Golden keys: the expected strings below were produced by canon itself
// (kCanonVersion 1) and are pinned on purpose. If this test fails, the
// canonical form changed: every stored table is invalid, so bump
// kCanonVersion (canon/canonical_form.h) and update the strings and
// docs/canon.md. The other tests check correctness; this one checks
// stability.

#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "canon/canonical_form.h"
#include "canon/graph.h"
#include "tests/canon/canon_testing.h"

namespace eyeshape::canon {
namespace {

std::string Hex(const CanonicalKey& key) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string s;
  for (std::uint8_t b : key.bytes()) {
    s += kDigits[b >> 4];
    s += kDigits[b & 15];
  }
  return s;
}

// Cells of a diagram ('.' proper, '!' marginal, 'x' attacker stone), rows of
// equal length, ' ' outside; colours 0, 1, 2. Vertices numbered row by row.
ColouredGraph Diagram(const std::vector<std::string>& rows) {
  std::vector<std::pair<int, int>> cells;
  std::vector<std::uint8_t> colours;
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    for (int c = 0; c < static_cast<int>(rows[static_cast<std::size_t>(r)].size()); ++c) {
      const char ch = rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)];
      if (ch == ' ') continue;
      cells.emplace_back(r, c);
      colours.push_back(ch == '.' ? 0 : (ch == '!' ? 1 : 2));
    }
  }
  ColouredGraph g = testing::PolyominoGraph(cells);
  for (std::size_t v = 0; v < colours.size(); ++v) g.colour[v] = colours[v];
  return g;
}

TEST(CanonicalFormTest, GoldenKeysArePinned) {
  EXPECT_EQ(kCanonVersion, 1u);
  struct Case {
    const char* name;
    ColouredGraph graph;
    const char* key_hex;
  };
  const Case cases[] = {
      {"straight three", Diagram({"..."}), "0300000006"},
      {"bent three with a marginal end", Diagram({"..", " !"}), "0300000105"},
      {"square four", Diagram({"..", ".."}), "04000000001e"},
      {"bulky five", Diagram({"..", "..", " ."}), "0500000000003803"},
      {"crossed five", Diagram({" . ", "...", " . "}), "0500000000004803"},
      {"rabbity six with a stone", Diagram({" . ", "..x", " .."}), "06000000000002885a"},
      {"2x4 with marginals", Diagram({".!..", "..!."}), "080000000000000101504a3b00"},
      {"cube", testing::Hypercube(3), "080000000000000000f003eb00"},
      {"Petersen", testing::Petersen(), "0a00000000000000000000c02953629200"},
      {"Shrikhande", testing::Shrikhande(),
       "100000000000000000000000000000000000fe194a252d641299a962384ab00e"},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(Hex(CanonicalForm(c.graph)), c.key_hex) << c.name;
  }
}

}  // namespace
}  // namespace eyeshape::canon
