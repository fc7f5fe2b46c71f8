// SPDX-License-Identifier: MIT
// File: tests/tables/eyesdb_match_test.cc
// GNU Go's first-match rule (tables/eyesdb_match.h, SPEC §7) on hand-written
// pattern files: file order, vertex and marginal counts, degree, kind and
// stone content, wildcards, board edges, the vertex map that carries marks,
// and a brute-force oracle over all bijections on random small graphs.

#include "tables/eyesdb/eyesdb_match.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "tables/eyesdb/eyesdb.h"

namespace eyeshape::tables {
namespace {

EyesDb Db(const std::string& text) {
  Result<EyesDb> db = ParseEyesDb(text);
  EXPECT_TRUE(db.ok()) << (db.ok() ? "" : db.error());
  return db.ok() ? std::move(db).value() : EyesDb{};
}

EyesDbQuery Query(const std::string& diagram) {
  const Result<solver::Pattern> pattern = solver::ParseEyespace(diagram);
  EXPECT_TRUE(pattern.ok()) << diagram << ": " << (pattern.ok() ? "" : pattern.error());
  return QueryFromPattern(pattern.value());
}

// The name of the first matching pattern, or "none".
std::string FirstName(const EyesDb& db, const std::string& diagram) {
  const std::optional<EyesDbMatch> match = FirstMatch(db, Query(diagram));
  return match ? db.patterns[static_cast<std::size_t>(match->pattern_index)].name : "none";
}

TEST(EyesDbMatchTest, TheFirstMatchingPatternInFileOrderAnswers) {
  const EyesDb db = Db(R"(Pattern specific
X.X
:2222
Pattern general
x.x
:1122
Pattern later-same
...
:1111
)");
  EXPECT_EQ(FirstName(db, "X.X"), "specific");
  EXPECT_EQ(FirstName(db, "..X"), "general");
  EXPECT_EQ(FirstName(db, "..."), "general");  // never "later-same"
  // Another drawing of the same graph (a bent three) matches too.
  EXPECT_EQ(FirstName(db, "..%X"), "general");
  EXPECT_EQ(FirstName(db, "X%.%X"), "specific");
}

TEST(EyesDbMatchTest, VertexAndMarginalCountsMustAgree) {
  const EyesDb db = Db("Pattern three\nx.x\n:1122\nPattern marginal-end\n!..\n:0111\n");
  EXPECT_EQ(FirstName(db, "...."), "none");
  EXPECT_EQ(FirstName(db, ".."), "none");
  EXPECT_EQ(FirstName(db, "..!"), "marginal-end");
  EXPECT_EQ(FirstName(db, "!!."), "none");
}

TEST(EyesDbMatchTest, DegreeAndKindOfEachVertexMustAgree) {
  // The marginal vertex is an end of the chain; in ".!." it is the middle.
  const EyesDb db = Db("Pattern end\n!..\n:0111\n");
  EXPECT_EQ(FirstName(db, "!.."), "end");
  EXPECT_EQ(FirstName(db, ".!."), "none");
}

TEST(EyesDbMatchTest, StonesMatchOnlyXWildcardsOrDollar) {
  const EyesDb db = Db(R"(Pattern stone
.X.
:1111
Pattern marginal-stone
$..
:0000
)");
  EXPECT_EQ(FirstName(db, ".X."), "stone");
  EXPECT_EQ(FirstName(db, "..."), "none");  // 'X' cannot be empty
  EXPECT_EQ(FirstName(db, "X.."), "none");  // a stone at the end, not the middle
  EXPECT_EQ(FirstName(db, "$.."), "marginal-stone");
  EXPECT_EQ(FirstName(db, "!.."), "none");  // '$' cannot be empty
}

TEST(EyesDbMatchTest, WildcardsTakeEitherContent) {
  const EyesDb db = Db("Pattern wild\nxxx\n:1111\n");
  for (const char* diagram : {"...", "X..", ".X.", "XX.", "X.X", "XXX"}) {
    EXPECT_EQ(FirstName(db, diagram), "wild") << diagram;
  }
}

TEST(EyesDbMatchTest, EdgePatternsMatchOnlyAtTheEdge) {
  const EyesDb db = Db(R"(Pattern corner
|.
|..
+--
:1122
Pattern edge
|...
:1111
Pattern centre
...
:1122
)");
  // In the centre only the centre pattern can answer.
  EXPECT_EQ(FirstName(db, "..%.."), "none");  // 4 vertices: no pattern of that size here
  // A bent three is the same graph as a straight three: in the centre the
  // corner pattern cannot answer it, the centre pattern does.
  EXPECT_EQ(FirstName(db, "..%."), "centre");
  EXPECT_EQ(FirstName(db, "..."), "centre");
  // At the edge: a vertex needs at least the pattern vertex's edge sides.
  EXPECT_EQ(FirstName(db, "|...%|"), "edge");
  EXPECT_EQ(FirstName(db, "---%..."), "edge");
  // In the corner the corner pattern answers; along an edge it cannot.
  EXPECT_EQ(FirstName(db, "|.%|..%+--"), "corner");
  EXPECT_EQ(FirstName(db, "+--%|..%|."), "corner");  // the corner drawn at the top
  // Here the corner point is an end of the chain, not its middle: the edge
  // pattern (a chain with an end on the edge) answers.
  EXPECT_EQ(FirstName(db, "|..%|.%+--"), "edge");
  EXPECT_EQ(FirstName(db, "|.%|..%|"), "edge");
}

TEST(EyesDbMatchTest, OnlyTheVerticesAShortEdgeRowMarksAreTiedToTheEdge) {
  // GNU Go's mkeyes credits a '-' to the cell above it and '+' to none, so in
  // this pattern the corner cell needs 2 board edges, the next cell 1, and
  // the third cell (past the short row) none: a chain of three with one end
  // in the corner.
  const EyesDb db = Db("Pattern short\n|...\n+--\n:1111\n");
  EXPECT_EQ(db.patterns[0].edge, (std::vector<int>{2, 1, 0}));
  // On the board: the corner cell, its neighbour on the bottom edge, and the
  // cell above that neighbour, off the edge. Reading the short row as a
  // straight edge would ask 1 of that last cell and miss.
  EXPECT_EQ(FirstName(db, "| .%|..%+--"), "short");
  // The same chain along the bottom edge only: the corner end is missing.
  EXPECT_EQ(FirstName(db, "...%---"), "none");
  // In the corner with the chain along the edge: every count is met.
  EXPECT_EQ(FirstName(db, "|...%+---"), "short");
}

TEST(EyesDbMatchTest, TheVertexMapCarriesMarksOntoTheQuery) {
  const EyesDb db = Db("Pattern bent\n.*\n x\n:1122\n");
  // The query is the same bent three drawn the other way round: vertex 1
  // ('.' in the middle) must get the mark.
  const EyesDbQuery query = Query("X%..");
  std::vector<int> map;
  ASSERT_TRUE(MatchesPattern(db.patterns[0], query, &map));
  EXPECT_EQ(map, (std::vector<int>{2, 1, 0}));
  const solver::VitalPoints marks = MarksOnQuery(db.patterns[0], map);
  EXPECT_EQ(marks.attack, solver::VertexBit(1));
  EXPECT_EQ(marks.defense, solver::VertexBit(1));
}

TEST(EyesDbMatchTest, FirstMatchCanStartLaterInTheFile) {
  const EyesDb db = Db("Pattern a\n..\n:1111\nPattern b\nxx\n:1111\n");
  const std::optional<EyesDbMatch> match = FirstMatch(db, Query(".."), 1);
  ASSERT_TRUE(match.has_value());
  EXPECT_EQ(match->pattern_index, 1);
  const std::optional<EyesDbMatch> indexed = EyesDbIndex(db).FirstMatch(Query(".."), 1);
  ASSERT_TRUE(indexed.has_value());
  EXPECT_EQ(indexed->pattern_index, 1);
}

// Brute force: some bijection preserving adjacency, and per vertex degree,
// kind, content (wildcards either) and edge sides.
bool BruteForceMatch(const EyesDbPattern& pattern, const EyesDbQuery& query) {
  const int n = pattern.size();
  if (n != query.eyespace.num_vertices) return false;
  if (pattern.num_marginal() != solver::CountVertices(query.eyespace.marginal)) return false;
  std::vector<int> perm(static_cast<std::size_t>(n));
  std::iota(perm.begin(), perm.end(), 0);
  const solver::Eyespace& pe = pattern.pattern.eyespace;
  const solver::Eyespace& qe = query.eyespace;
  do {
    bool ok = true;
    for (int p = 0; p < n && ok; ++p) {
      const int q = perm[static_cast<std::size_t>(p)];
      ok = ((pe.marginal >> p) & 1U) == ((qe.marginal >> q) & 1U) &&
           (((pattern.pattern.wildcard >> p) & 1U) != 0 ||
            ((pe.attacker >> p) & 1U) == ((qe.attacker >> q) & 1U)) &&
           query.edge[static_cast<std::size_t>(q)] >= pattern.edge[static_cast<std::size_t>(p)];
      for (int k = 0; k < n && ok; ++k) {
        const bool pattern_edge = (pe.neighbours[p] & solver::VertexBit(k)) != 0;
        const bool query_edge =
            (qe.neighbours[q] & solver::VertexBit(perm[static_cast<std::size_t>(k)])) != 0;
        ok = pattern_edge == query_edge;
      }
    }
    if (ok) return true;
  } while (std::next_permutation(perm.begin(), perm.end()));
  return false;
}

// A random connected labelled graph on n vertices as a graph line.
std::string RandomGraphLine(std::mt19937& rng, int n, bool wildcards) {
  std::string labels;
  const std::string symbols = wildcards ? ".!X$x" : ".!X$";
  for (int v = 0; v < n; ++v) labels += symbols[rng() % symbols.size()];
  std::string edges;
  for (int v = 1; v < n; ++v) {  // a random tree, then a few more edges
    if (!edges.empty()) edges += ',';
    edges += std::to_string(rng() % v);
    edges += '-';
    edges += std::to_string(v);
  }
  const int extra = static_cast<int>(rng() % 3);
  for (int i = 0; i < extra && n > 2; ++i) {
    const int u = static_cast<int>(rng() % n);
    const int v = static_cast<int>(rng() % n);
    if (u == v) continue;
    edges += ',';
    edges += std::to_string(u);
    edges += '-';
    edges += std::to_string(v);
  }
  return std::to_string(n) + ":" + labels + ":" + edges + ":" + std::string(n, '1');
}

TEST(EyesDbMatchTest, AgreesWithBruteForceOnRandomGraphs) {
  std::mt19937 rng(20261122);
  int matches = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const int n = 1 + static_cast<int>(rng() % 6);
    const Result<solver::Pattern> pattern = solver::ParsePattern(RandomGraphLine(rng, n, true));
    ASSERT_TRUE(pattern.ok());
    // The query: a random relabelling of the pattern's graph, or another graph.
    Result<solver::Pattern> query_pattern = solver::ParsePattern(RandomGraphLine(rng, n, false));
    ASSERT_TRUE(query_pattern.ok());
    if (trial % 2 == 0) {
      std::vector<int> perm(static_cast<std::size_t>(n));
      std::iota(perm.begin(), perm.end(), 0);
      std::shuffle(perm.begin(), perm.end(), rng);
      solver::Eyespace relabelled;
      const solver::Eyespace& e = pattern.value().eyespace;
      relabelled.num_vertices = n;
      for (int v = 0; v < n; ++v) {
        const int w = perm[static_cast<std::size_t>(v)];
        if ((e.marginal & solver::VertexBit(v)) != 0) relabelled.marginal |= solver::VertexBit(w);
        const bool stone =
            (e.attacker & solver::VertexBit(v)) != 0 ||
            ((pattern.value().wildcard & solver::VertexBit(v)) != 0 && rng() % 2 == 0);
        if (stone) relabelled.attacker |= solver::VertexBit(w);
        for (int k = 0; k < n; ++k) {
          if ((e.neighbours[v] & solver::VertexBit(k)) != 0) {
            relabelled.neighbours[w] |= solver::VertexBit(perm[static_cast<std::size_t>(k)]);
          }
        }
      }
      query_pattern.value().eyespace = relabelled;
    }
    EyesDbPattern entry;
    entry.name = "p";
    entry.pattern = pattern.value();
    entry.edge.assign(static_cast<std::size_t>(n), 0);
    EyesDbQuery query = QueryFromPattern(query_pattern.value());
    const bool expected = BruteForceMatch(entry, query);
    std::vector<int> map;
    const bool actual = MatchesPattern(entry, query, &map);
    ASSERT_EQ(actual, expected) << "trial " << trial;
    if (actual) {
      ++matches;
      std::vector<int> sorted = map;
      std::sort(sorted.begin(), sorted.end());
      for (int v = 0; v < n; ++v) ASSERT_EQ(sorted[static_cast<std::size_t>(v)], v);
    }
  }
  EXPECT_GT(matches, 500);
}

// EyesDbIndex against the file-order scan (checked against brute force
// above): a table of random graph patterns, many with equal keys, and queries
// that are the patterns' own expansions (so some pattern answers) or other
// random graphs, from random start indices. The answers must be the same
// pattern and the same map.
TEST(EyesDbMatchTest, IndexAnswersAsTheFileOrderScan) {
  std::mt19937 rng(20261128);
  EyesDb db;
  for (int i = 0; i < 400; ++i) {
    const int n = 1 + static_cast<int>(rng() % 6);
    const Result<solver::Pattern> pattern = solver::ParsePattern(RandomGraphLine(rng, n, true));
    ASSERT_TRUE(pattern.ok());
    EyesDbPattern entry;
    entry.name = "p" + std::to_string(i);
    entry.pattern = pattern.value();
    entry.edge.assign(static_cast<std::size_t>(n), 0);
    db.patterns.push_back(std::move(entry));
  }
  const EyesDbIndex index(db);
  const int size = static_cast<int>(db.patterns.size());
  int answered = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    EyesDbQuery query;
    if (trial % 2 == 0) {
      solver::Pattern own = db.patterns[rng() % db.patterns.size()].pattern;
      own.eyespace.attacker |= own.wildcard & static_cast<solver::VertexSet>(rng());
      own.wildcard = 0;
      query = QueryFromPattern(own);
    } else {
      const int n = 1 + static_cast<int>(rng() % 6);
      const Result<solver::Pattern> other = solver::ParsePattern(RandomGraphLine(rng, n, false));
      ASSERT_TRUE(other.ok());
      query = QueryFromPattern(other.value());
    }
    const int first = trial % 3 == 0 ? static_cast<int>(rng() % (db.patterns.size() + 1)) : 0;
    const std::optional<EyesDbMatch> scanned = FirstMatch(db, query, first);
    const std::optional<EyesDbMatch> indexed = index.FirstMatch(query, first);
    ASSERT_EQ(indexed.has_value(), scanned.has_value()) << "trial " << trial;
    if (!scanned.has_value()) continue;
    ++answered;
    EXPECT_EQ(indexed->pattern_index, scanned->pattern_index) << "trial " << trial;
    EXPECT_EQ(indexed->vertex_map, scanned->vertex_map) << "trial " << trial;
    EXPECT_GE(scanned->pattern_index, first);
    EXPECT_LT(scanned->pattern_index, size);
  }
  EXPECT_GT(answered, 1500);
}

}  // namespace
}  // namespace eyeshape::tables
