// SPDX-License-Identifier: MIT
// File: tests/tables/eyesdb_export_test.cc
// ExportEyesDb() (tables/eyesdb_export.h) round trip: a table exported as an
// eyes.db-format file, read back with the eyes.db reader and checked with
// the `check` logic (tables/eyesdb_check.h) against the solver: every
// pattern agrees, under the strictest marks rule. Also: every entry, and
// every edge and corner placement up to 5 cells, is answered exactly by GNU
// Go's first-match rule, edge marks tie exactly the vertices that lose W
// contact, names increase, `x` merging
// only shrinks the file, and the export is deterministic. Small sizes only
// (the built-in table cut at 6 cells, generated tables up to 5);
// eyesdb_export_slow_test.cc does 8 cells.

#include "tables/eyesdb_tools/eyesdb_export.h"

#include <gtest/gtest.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "solver/solver.h"
#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb/eyesdb_match.h"
#include "tables/eyesdb_tools/eyesdb_check.h"
#include "tables/generation/edge_classes.h"
#include "tables/generation/generate.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/default_table.h"

namespace eyeshape::tables {
namespace {

TableReader DefaultTable() { return TableReader::Open(DefaultTableImage()).value(); }

EyesDb ExportAndParse(const TableReader& table, int max_size, bool merge = true) {
  ExportOptions options;
  options.max_size = max_size;
  options.merge_wildcards = merge;
  const std::string text =
      FormatEyesDbExport(ExportEyesDb(table, options), table.parameters(), ExportProvenance{});
  Result<EyesDb> db = ParseEyesDb(text);
  EXPECT_TRUE(db.ok()) << db.error();
  return db.ok() ? std::move(db).value() : EyesDb{};
}

// Every pattern "agree" under `rule`; failures print the pattern.
void ExpectAllAgree(const EyesDb& db, const TableParameters& parameters, MarksRule rule) {
  CheckOptions options;
  options.game = GameOptionsFor(parameters);
  options.marks = rule;
  options.threads = 2;
  const std::vector<PatternCheck> checks = CheckEyesDb(db, options);
  ASSERT_EQ(checks.size(), db.patterns.size());
  int agree = 0;
  for (const PatternCheck& check : checks) {
    if (check.status == CheckStatus::kAgree) {
      ++agree;
      continue;
    }
    const EyesDbPattern& pattern = db.patterns[static_cast<std::size_t>(check.index)];
    ADD_FAILURE() << "Pattern " << pattern.name << " (:" << pattern.value.ToString()
                  << "): " << CheckStatusName(check.status) << ", " << check.reason << "\n"
                  << pattern.Diagram();
  }
  EXPECT_EQ(agree, static_cast<int>(checks.size()));
}

TEST(EyesDbExportTest, RoundTripAgreesOnEveryPatternUpToSixCells) {
  const TableReader table = DefaultTable();
  const EyesDb db = ExportAndParse(table, 6);
  ASSERT_FALSE(db.patterns.empty());
  int edge_patterns = 0;
  for (const EyesDbPattern& pattern : db.patterns) {
    edge_patterns += pattern.is_edge_pattern() ? 1 : 0;
    EXPECT_FALSE(pattern.board_cannot_hold) << pattern.name;
  }
  EXPECT_GT(edge_patterns, 0);  // the built-in table has edge and corner classes up to 7
  ExpectAllAgree(db, table.parameters(), MarksRule::kEqual);
}

// An edge or corner pattern marks the board edge only beside the vertices
// the edge cuts off from W, and those come first within a size.
TEST(EyesDbExportTest, EdgePatternsMarkOnlyTheVerticesTheEdgeCutsOff) {
  const TableReader table = DefaultTable();
  ExportOptions options;
  options.max_size = 3;
  const EyesDbExport exported = ExportEyesDb(table, options);
  const std::string text = FormatEyesDbExport(exported, table.parameters(), ExportProvenance{});
  const EyesDb db = ParseEyesDb(text).value();
  ASSERT_EQ(db.patterns.size(), exported.patterns.size());
  int last_size = 0;
  int last_tied = 0;
  for (std::size_t i = 0; i < db.patterns.size(); ++i) {
    const EyesDbPattern& pattern = db.patterns[i];
    const solver::Eyespace& eyespace = pattern.pattern.eyespace;
    // Tied (GNU Go's edge field > 0) exactly where W contact is lost, and
    // there with every side the board edge takes.
    const solver::VertexSet lost = solver::CentreWallContact(eyespace) & ~eyespace.touches_wall;
    int tied = 0;
    for (int v = 0; v < pattern.size(); ++v) {
      const bool is_lost = (lost & solver::VertexBit(v)) != 0;
      EXPECT_EQ(pattern.edge[static_cast<std::size_t>(v)],
                is_lost ? pattern.pattern.offboard_sides[static_cast<std::size_t>(v)] : 0)
          << "Pattern " << pattern.name << " vertex " << v << "\n"
          << pattern.Diagram();
      tied += is_lost ? 1 : 0;
    }
    EXPECT_EQ(tied, exported.patterns[i].tied);
    if (pattern.size() == last_size) {
      EXPECT_LE(tied, last_tied) << "Pattern " << pattern.name << " comes too late";
    }
    last_size = pattern.size();
    last_tied = tied;
  }
  // The bend of three cells in the corner ties only the corner cell (2
  // neighbours + 2 sides off the board), drawn with both marks and '+'.
  EXPECT_NE(text.find("\n+-\n|"), std::string::npos) << text;
}

// GNU Go's use of the file at the edge: every edge and corner placement of
// 1..5 cells (every labelling a board can hold, normalized) finds a first
// match whose value and vital points, carried through the match, are the
// solver's for that placement. Queries have every cell's true board edge
// count, tied or not, so a pattern tied at fewer vertices must not answer
// first.
TEST(EyesDbExportTest, FirstMatchAnswersEveryEdgeAndCornerPlacementExactly) {
  const TableReader table = DefaultTable();
  const EyesDb db = ExportAndParse(table, 5);
  const solver::GameOptions game = GameOptionsFor(table.parameters());
  int queries = 0;
  for (const Placement placement : {Placement::kEdge, Placement::kCorner}) {
    for (int n = 1; n <= 5; ++n) {
      for (const Polyomino& cells : Placements(n, placement)) {
        const std::vector<int> offboard = OffboardSides(cells, placement);
        int labellings = 1;
        for (int v = 0; v < n; ++v) labellings *= 3;
        for (int code = 0; code < labellings; ++code) {
          std::string labels;
          for (int v = 0, rest = code; v < n; ++v, rest /= 3) labels += ".!X"[rest % 3];
          const solver::Eyespace eyespace = PlacedEyespace(cells, labels, placement);
          if (!solver::IsBoardHoldable(eyespace, offboard) || !solver::IsNormalized(eyespace)) {
            continue;
          }
          ++queries;
          const std::optional<EyesDbMatch> match = FirstMatch(db, EyesDbQuery{eyespace, offboard});
          ASSERT_TRUE(match.has_value()) << labels << " on " << n << " cells";
          const EyesDbPattern& pattern =
              db.patterns[static_cast<std::size_t>(match->pattern_index)];
          const solver::Evaluation expected = solver::SolveValue(eyespace, game);
          EXPECT_EQ(pattern.value, expected.value)
              << "Pattern " << pattern.name << " for " << labels << " (" << PlacementName(placement)
              << ")";
          EXPECT_EQ(MarksOnQuery(pattern, match->vertex_map), expected.vital)
              << "Pattern " << pattern.name << " for " << labels;
        }
      }
    }
  }
  EXPECT_GT(queries, 10000);
}

TEST(EyesDbExportTest, RoundTripWithoutMergingAgrees) {
  const TableReader table = DefaultTable();
  const EyesDb db = ExportAndParse(table, 5, /*merge=*/false);
  std::int64_t entries = 0;
  for (int n = 1; n <= 5; ++n) {
    entries += static_cast<std::int64_t>(table.directory(n).entries);
    entries +=
        static_cast<std::int64_t>(table.Records(RecordKind::kEdge, n).size() / EdgeRecordBytes(n));
  }
  EXPECT_EQ(static_cast<std::int64_t>(db.patterns.size()), entries);
  for (const EyesDbPattern& pattern : db.patterns) EXPECT_EQ(pattern.pattern.wildcard, 0U);
  ExpectAllAgree(db, table.parameters(), MarksRule::kEqual);
}

// GNU Go's use of the file: every entry's first match gives the entry's value
// and, carried through the match, exactly its vital points.
TEST(EyesDbExportTest, FirstMatchAnswersEveryEntryExactly) {
  const TableReader table = DefaultTable();
  const EyesDb db = ExportAndParse(table, 6);
  for (int n = 1; n <= 6; ++n) {
    const std::span<const std::uint8_t> records = table.Records(n);
    for (std::size_t i = 0; i < records.size(); i += RecordBytes(n)) {
      const std::uint8_t* record = records.data() + i;
      const TableEntry entry = TableReader::Decode(RecordKind::kCentre, n, record).value();
      const EyesDbQuery query{EntryEyespace(n, record), {}};
      const std::optional<EyesDbMatch> match = FirstMatch(db, query);
      ASSERT_TRUE(match.has_value()) << "no pattern for an entry of size " << n;
      const EyesDbPattern& pattern = db.patterns[static_cast<std::size_t>(match->pattern_index)];
      EXPECT_EQ(pattern.value, entry.value) << "Pattern " << pattern.name;
      EXPECT_EQ(MarksOnQuery(pattern, match->vertex_map), entry.vital)
          << "Pattern " << pattern.name;
    }
  }
}

TEST(EyesDbExportTest, MergingShrinksTheFileAndCountsAddUp) {
  const TableReader table = DefaultTable();
  ExportOptions options;
  options.max_size = 6;
  const EyesDbExport merged = ExportEyesDb(table, options);
  options.merge_wildcards = false;
  const EyesDbExport plain = ExportEyesDb(table, options);
  ASSERT_EQ(merged.sizes.size(), 6U);
  for (int n = 1; n <= 6; ++n) {
    const ExportSizeCount& m = merged.sizes[static_cast<std::size_t>(n - 1)];
    const ExportSizeCount& p = plain.sizes[static_cast<std::size_t>(n - 1)];
    EXPECT_EQ(m.size, n);
    EXPECT_EQ(m.entries, static_cast<std::int64_t>(table.directory(n).entries));
    EXPECT_EQ(m.undrawn, 0);
    EXPECT_EQ(p.edge_covered, p.edge_entries);  // every edge and corner entry exported
    EXPECT_EQ(m.edge_covered, m.edge_entries);
    EXPECT_EQ(p.patterns, p.entries + p.edge_entries);
    EXPECT_EQ(p.wildcarded, 0);
    EXPECT_LE(m.patterns, p.patterns);
    // Expansions count shapes on the drawing, so an entry may be counted by
    // more than one pattern or by two expansions (automorphic images).
    EXPECT_GE(m.expansions, m.entries);
  }
  // Straight three "..." / "X.." / "X.X" etc. give x patterns from size 3 on.
  EXPECT_GT(merged.sizes[5].wildcarded, 0);
  EXPECT_LT(merged.sizes[5].patterns - merged.sizes[5].edge_patterns, merged.sizes[5].entries);
  EXPECT_LT(merged.sizes[5].edge_patterns, merged.sizes[5].edge_entries);
}

// mkeyes reads "Pattern %d" and rejects names out of sequence.
TEST(EyesDbExportTest, NamesAreNumericAndIncreasing) {
  const TableReader table = DefaultTable();
  ExportOptions options;
  options.max_size = 5;
  const EyesDbExport exported = ExportEyesDb(table, options);
  std::int64_t previous = 0;
  for (const ExportedPattern& pattern : exported.patterns) {
    EXPECT_GT(pattern.name, previous);
    std::int64_t scale = 1;
    for (int i = 0; i < exported.name_digits; ++i) scale *= 10;
    EXPECT_EQ(pattern.name / scale, pattern.size);
    previous = pattern.name;
  }
  const EyesDb db = ExportAndParse(table, 5);
  ASSERT_EQ(db.patterns.size(), exported.patterns.size());
  for (std::size_t i = 0; i < db.patterns.size(); ++i) {
    EXPECT_EQ(db.patterns[i].name, std::to_string(exported.patterns[i].name));
  }
}

// mkeyes (GNU Go 3.8) requires attack points exactly when a != c and defense
// points exactly when b != d; exact vital points satisfy that in the centre
// up to 6 cells. At the edge, 8 patterns of 5 and 6 cells are 1122 with X's
// decisive move on an outer liberty (W short of liberties beside the edge):
// written with the comment that says so, and counted.
TEST(EyesDbExportTest, MarksFollowMkeyesRule) {
  const TableReader table = DefaultTable();
  ExportOptions options;
  options.max_size = 6;
  const EyesDbExport exported = ExportEyesDb(table, options);
  std::int64_t counted = 0;
  for (const ExportSizeCount& size : exported.sizes) counted += size.mkeyes_rejects;
  const EyesDb db = ExportAndParse(table, 6);
  int commented = 0;
  for (const EyesDbPattern& pattern : db.patterns) {
    const bool rejected = !pattern.comments.empty() &&
                          pattern.comments[0].find("mkeyes rejects") != std::string::npos;
    if (rejected) {
      ++commented;
      EXPECT_TRUE(pattern.is_edge_pattern()) << "Pattern " << pattern.name;
      EXPECT_EQ(pattern.value.ToString(), "1122") << "Pattern " << pattern.name;
      continue;
    }
    const solver::VitalPoints marks = PatternMarks(pattern.pattern);
    EXPECT_EQ(marks.attack != 0, pattern.value.a != pattern.value.c)
        << "Pattern " << pattern.name << " :" << pattern.value.ToString() << "\n"
        << pattern.Diagram();
    EXPECT_EQ(marks.defense != 0, pattern.value.b != pattern.value.d)
        << "Pattern " << pattern.name << " :" << pattern.value.ToString() << "\n"
        << pattern.Diagram();
  }
  EXPECT_EQ(commented, counted);
  EXPECT_EQ(commented, 8);
}

TEST(EyesDbExportTest, MkeyesAcceptsMarksExactlyWhereValuesSplit) {
  const solver::EyeValue straight_three{1, 1, 2, 2};
  EXPECT_TRUE(MkeyesAccepts(straight_three, solver::VitalPoints{1, 1}));
  EXPECT_FALSE(
      MkeyesAccepts(straight_three, solver::VitalPoints{0, 1}));  // a != c, no attack point
  EXPECT_FALSE(
      MkeyesAccepts(straight_three, solver::VitalPoints{1, 0}));  // b != d, no defense point
  const solver::EyeValue settled{1, 1, 1, 1};
  EXPECT_TRUE(MkeyesAccepts(settled, solver::VitalPoints{}));
  EXPECT_FALSE(MkeyesAccepts(settled, solver::VitalPoints{1, 0}));
}

TEST(EyesDbExportTest, HeaderNamesGeneratorAndModel) {
  const TableReader table = DefaultTable();
  ExportOptions options;
  options.max_size = 2;
  ExportProvenance provenance;
  provenance.generator = "eyeshape 9.9";
  provenance.source = "test.eyt";
  const std::string text =
      FormatEyesDbExport(ExportEyesDb(table, options), table.parameters(), provenance);
  EXPECT_EQ(text.rfind("# Eye shapes in GNU Go's eyes.db format, generated by eyeshape 9.9\n", 0),
            0U);
  EXPECT_NE(text.find("test.eyt"), std::string::npos);
  EXPECT_NE(text.find("board model"), std::string::npos);
  EXPECT_NE(text.find("L = 2 outer liberties"), std::string::npos);
  EXPECT_NE(text.find("# Size 2: "), std::string::npos);
  // Size 1: ".", "!" and "X" ("X" alone is captured: no entry).
  EXPECT_NE(text.find("Pattern 1001\n\n"), std::string::npos);
}

// mkeyes reads lines into an 80-byte buffer (78 characters, newline, NUL).
TEST(EyesDbExportTest, EveryLineFitsMkeyesBuffer) {
  const TableReader table = DefaultTable();
  ExportOptions options;
  options.max_size = 6;
  ExportProvenance provenance;
  provenance.source =
      "/a/very/long/directory/name/that/goes/on/and/on/and/on/and/on/and/on/and/on/table.eyt";
  const std::string text =
      FormatEyesDbExport(ExportEyesDb(table, options), table.parameters(), provenance);
  std::size_t start = 0;
  while (start < text.size()) {
    const std::size_t end = text.find('\n', start);
    ASSERT_NE(end, std::string::npos) << "the text ends with a newline";
    EXPECT_LE(end - start, 78U) << text.substr(start, end - start);
    start = end + 1;
  }
  EXPECT_NE(text.find("# table.eyt\n"), std::string::npos);
}

TEST(EyesDbExportTest, ExportIsDeterministic) {
  const TableReader table = DefaultTable();
  ExportOptions options;
  options.max_size = 5;
  const std::string first =
      FormatEyesDbExport(ExportEyesDb(table, options), table.parameters(), ExportProvenance{});
  const std::string second =
      FormatEyesDbExport(ExportEyesDb(table, options), table.parameters(), ExportProvenance{});
  EXPECT_EQ(first, second);
}

// A freshly generated table, in both models, round trips as well.
TEST(EyesDbExportTest, GeneratedTablesRoundTripInBothModels) {
  for (const solver::Model model : {solver::Model::kBoard, solver::Model::kGraph}) {
    GenerateOptions options;
    options.max_size = 5;
    options.game.model = model;
    options.threads = 2;
    const GenerateOutcome outcome = GenerateTable(options);
    ASSERT_EQ(outcome.status, GenerateOutcome::Status::kDone) << outcome.error;
    const TableReader table = TableReader::Open(outcome.image).value();
    const EyesDb db = ExportAndParse(table, 0);
    ASSERT_FALSE(db.patterns.empty());
    ExpectAllAgree(db, table.parameters(), MarksRule::kEqual);
  }
}

}  // namespace
}  // namespace eyeshape::tables
