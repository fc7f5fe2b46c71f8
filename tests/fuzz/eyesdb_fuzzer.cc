// SPDX-License-Identifier: MIT
// File: tests/fuzz/eyesdb_fuzzer.cc
// libFuzzer target: arbitrary bytes into ParseEyesDb (tables/eyesdb.h). It
// must never crash; an error must start with "line N: " for a line of the
// input; a parsed file must satisfy the reader's invariants, and every
// pattern must be found by the first-match rule (tables/eyesdb_match.h) for
// its own first expansion, at its own index or an earlier one, and EyesDbIndex
// must give the same match. Build with
// -DEYESHAPE_BUILD_FUZZERS=ON (clang) and run on tests/data/fuzz/eyesdb/
// (a synthetic corpus: hand-written patterns, no GNU Go data).

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb/eyesdb_match.h"

namespace {

void Fail(const std::string& what) {
  std::fprintf(stderr, "eyesdb_fuzzer: %s\n", what.c_str());
  std::abort();
}

// Bounds the matcher's work: at most this many vertices per pattern.
constexpr int kMaxMatchedSize = 10;

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace eyeshape;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const Result<tables::EyesDb> db = tables::ParseEyesDb(text);
  if (!db.ok()) {
    const std::string& error = db.error();
    if (error.rfind("line ", 0) != 0) Fail("error without a line: " + error);
    const long line = std::strtol(error.c_str() + 5, nullptr, 10);
    long lines = 1;
    for (const char c : text) lines += c == '\n' ? 1 : 0;
    if (line < 1 || line > lines)
      Fail("error names line " + std::to_string(line) + " of " + std::to_string(lines) + ": " +
           error);
    return 0;
  }
  const std::vector<tables::EyesDbPattern>& patterns = db.value().patterns;
  const tables::EyesDbIndex index(db.value());
  for (std::size_t i = 0; i < patterns.size(); ++i) {
    const tables::EyesDbPattern& p = patterns[i];
    const int n = p.size();
    if (p.name.empty() || p.rows.empty() || p.rows.size() != p.row_lines.size()) Fail("fields");
    if (n < 1 || n > solver::kMaxVertices || static_cast<int>(p.edge.size()) != n) Fail("size");
    if (!p.value.IsAllowed()) Fail("value " + p.value.ToString());
    if (!(p.name_line < p.first_row_line && p.first_row_line <= p.colon_line)) Fail("lines");
    for (const int sides : p.edge) {
      if (sides < 0 || sides > 2) Fail("edge sides");
    }
    if (n > kMaxMatchedSize) continue;
    // The expansion with every wildcard empty is answered by this pattern or
    // an earlier one.
    tables::EyesDbQuery query{p.pattern.eyespace, p.edge};
    const std::optional<tables::EyesDbMatch> match = tables::FirstMatch(db.value(), query);
    if (!match.has_value() || match->pattern_index > static_cast<int>(i)) {
      Fail("pattern " + p.name + " does not match its own expansion");
    }
    const std::optional<tables::EyesDbMatch> indexed = index.FirstMatch(query);
    if (!indexed.has_value() || indexed->pattern_index != match->pattern_index ||
        indexed->vertex_map != match->vertex_map) {
      Fail("the index answers pattern " + p.name + "'s expansion otherwise than the scan");
    }
    if (static_cast<int>(match->vertex_map.size()) != n) Fail("map size");
    solver::VertexSet image = 0;
    for (const int v : match->vertex_map) image |= solver::VertexBit(v);
    if (image != solver::AllVertices(n)) Fail("map is not a bijection");
  }
  return 0;
}
