// SPDX-License-Identifier: MIT
// File: tests/tables/job_description_test.cc
// Job descriptions (tables/generation/job_description.h): every job of small
// plans (centre, edge and corner groups; both models; other L and rules)
// solved from its description gives the bytes GenerationPlan::SolveJob()
// gives from the whole plan (the reference; tests/tables/plan_test.cc
// assembles a table from described jobs). Truncated, garbled or inconsistent
// descriptions are refused with one line, never a crash: every truncation,
// every flipped bit, each field made invalid (checksum recomputed so the
// field check is what refuses), and seeded random mutations.

#include "tables/generation/job_description.h"

#include <gtest/gtest.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <random>
#include <string>
#include <vector>

#include "tables/generation/generate.h"
#include "tables/generation/plan.h"
#include "tables/io/format.h"

namespace eyeshape::tables {
namespace {

using Bytes = std::vector<std::uint8_t>;

GenerateOptions Options(int max_size) {
  GenerateOptions options;
  options.max_size = max_size;
  options.threads = 1;
  return options;
}

GenerationPlan MakePlan(const GenerateOptions& options) {
  Result<GenerationPlan> plan = GenerationPlan::Make(options);
  EYESHAPE_CHECK(plan.ok());
  return std::move(plan).value();
}

// Every job of the plan of `options`: described, decoded and solved, equal to
// SolveJob() byte for byte, with the same job index, entries and nodes.
void ExpectEveryJobSolvesAsThePlan(const GenerateOptions& options) {
  const GenerationPlan plan = MakePlan(options);
  ASSERT_GT(plan.num_jobs(), 0U);
  std::size_t edge_jobs = 0;
  for (std::size_t j = 0; j < plan.num_jobs(); ++j) {
    std::uint64_t plan_nodes = 0;
    const Bytes expected = plan.SolveJob(j, &plan_nodes);
    const Bytes description = plan.JobDescription(j);
    std::uint64_t nodes = 0;
    const Result<JobSolution> solved = SolveJobDescription(description, &nodes);
    ASSERT_TRUE(solved.ok()) << "job " << j << ": " << solved.error();
    ASSERT_EQ(solved.value().records, expected) << "job " << j;
    EXPECT_EQ(solved.value().job, j);
    EXPECT_EQ(solved.value().classes, plan.classes(j)) << "job " << j;
    EXPECT_EQ(solved.value().records.size(), plan.payload_bytes(j)) << "job " << j;
    EXPECT_EQ(nodes, plan_nodes) << "job " << j;
    if (plan.kind(j) == RecordKind::kEdge) ++edge_jobs;
  }
  if (options.game.model == solver::Model::kBoard && options.placements != kPlacementCentre) {
    EXPECT_GT(edge_jobs, 0U) << "the plan was meant to hold edge and corner groups";
  }
}

TEST(JobDescriptionTest, EveryJobOfASixCellPlanSolvesAsThePlan) {
  ExpectEveryJobSolvesAsThePlan(Options(6));  // centre, edge and corner
}

TEST(JobDescriptionTest, EveryJobSolvesAsThePlanInOtherGames) {
  GenerateOptions graph = Options(5);
  graph.game.model = solver::Model::kGraph;
  ExpectEveryJobSolvesAsThePlan(graph);
  GenerateOptions liberties = Options(5);
  liberties.game.outer_liberties = 0;
  liberties.game.outer_fills_are_moves = true;
  ExpectEveryJobSolvesAsThePlan(liberties);
  GenerateOptions centre = Options(5);
  centre.placements = kPlacementCentre;
  ExpectEveryJobSolvesAsThePlan(centre);
}

TEST(JobDescriptionTest, OptionsHashFollowsTheOptionsAndMatchesAcrossCalls) {
  const std::uint64_t hash = GenerationPlan::OptionsHash(Options(8));
  EXPECT_EQ(GenerationPlan::OptionsHash(Options(8)), hash);
  GenerateOptions other = Options(8);
  other.threads = 2;  // not a table option
  EXPECT_EQ(GenerationPlan::OptionsHash(other), hash);
  EXPECT_NE(GenerationPlan::OptionsHash(Options(7)), hash);
  other = Options(8);
  other.placements = kPlacementCentre;
  EXPECT_NE(GenerationPlan::OptionsHash(other), hash);
  other = Options(8);
  other.game.outer_liberties = 3;
  EXPECT_NE(GenerationPlan::OptionsHash(other), hash);
  other = Options(8);
  other.game.model = solver::Model::kGraph;
  EXPECT_NE(GenerationPlan::OptionsHash(other), hash);
}

// Recomputes the trailing checksum, so that a field check, not the checksum,
// is what must refuse a changed description.
void Reseal(Bytes& bytes) {
  ASSERT_GE(bytes.size(), 8U);
  const std::size_t body = bytes.size() - 8;
  StoreLe(bytes.data() + body, XXH3_64bits(bytes.data(), body), 8);
}

// The description of the first job of a 6-cell plan with an edge group and
// the first centre job with at least 3 labellings and a marginal vertex.
struct Samples {
  Bytes centre;
  Bytes edge;
};

Samples SampleDescriptions() {
  const GenerationPlan plan = MakePlan(Options(6));
  Samples samples;
  for (std::size_t j = 0; j < plan.num_jobs(); ++j) {
    const Bytes description = plan.JobDescription(j);
    const Result<DecodedJobDescription> decoded = DecodeJobDescription(description);
    EYESHAPE_CHECK(decoded.ok());
    const JobLabellings& job = decoded.value().labellings;
    if (samples.edge.empty() && job.kind == RecordKind::kEdge) samples.edge = description;
    if (samples.centre.empty() && job.kind == RecordKind::kCentre && job.attackers.size() >= 3 &&
        job.marginal != 0 && job.cells.size() == 6) {
      samples.centre = description;
    }
  }
  EYESHAPE_CHECK(!samples.centre.empty() && !samples.edge.empty());
  return samples;
}

std::string ErrorOf(const Bytes& bytes) {
  std::uint64_t nodes = 0;
  const Result<JobSolution> solved = SolveJobDescription(bytes, &nodes);
  return solved.ok() ? "" : solved.error();
}

TEST(JobDescriptionTest, EveryTruncationAndExtensionIsRefused) {
  const Samples samples = SampleDescriptions();
  for (const Bytes& whole : {samples.centre, samples.edge}) {
    for (std::size_t size = 0; size < whole.size(); ++size) {
      const Bytes cut(whole.begin(), whole.begin() + static_cast<std::ptrdiff_t>(size));
      const std::string error = ErrorOf(cut);
      EXPECT_NE(error, "") << size << " bytes";
      EXPECT_EQ(error.find('\n'), std::string::npos);
    }
    Bytes longer = whole;
    longer.push_back(0);
    EXPECT_NE(ErrorOf(longer), "");
  }
  EXPECT_EQ(ErrorOf(Bytes(10, 0)), "job description: truncated (10 bytes, at least 32 expected)");
}

TEST(JobDescriptionTest, EveryFlippedBitIsRefused) {
  const Samples samples = SampleDescriptions();
  for (const Bytes& whole : {samples.centre, samples.edge}) {
    ASSERT_EQ(ErrorOf(whole), "");
    for (std::size_t i = 0; i < whole.size(); ++i) {
      for (int bit = 0; bit < 8; ++bit) {
        Bytes garbled = whole;
        garbled[i] ^= static_cast<std::uint8_t>(1U << bit);
        EXPECT_NE(ErrorOf(garbled), "") << "byte " << i << " bit " << bit;
      }
    }
  }
}

TEST(JobDescriptionTest, InconsistentFieldsAreRefusedEvenWithAValidChecksum) {
  const Samples samples = SampleDescriptions();
  const auto refused = [](Bytes bytes, const std::string& expected_part) {
    Reseal(bytes);
    const std::string error = ErrorOf(bytes);
    EXPECT_NE(error.find(expected_part), std::string::npos)
        << "expected '" << expected_part << "' in '" << error << "'";
  };
  Bytes bytes = samples.centre;
  const int n = bytes[7];
  const std::size_t attackers_offset = 24 + 2 * static_cast<std::size_t>(n);
  const auto with = [&](std::size_t offset, std::uint8_t value) {
    Bytes changed = samples.centre;
    changed[offset] = value;
    return changed;
  };
  refused(with(0, 'X'), "bad magic");
  refused(with(4, 2), "version 2, this program reads version 1");
  refused(with(6, 3), "unknown kind 3");
  refused(with(8, 2), "bad game options");
  refused(with(9, 8), "bad game options");
  refused(with(10, 2), "bad game options");
  refused(with(11, 1), "bad game options");
  refused(with(19, 0x80), "marginal set outside the cells");
  // More labellings announced than present.
  refused(with(20, static_cast<std::uint8_t>(bytes[20] + 1)), "where its header says");
  // A cell moved off the shape (row 200): not connected.
  refused(with(24 + 2 * 5, 200), "cells not connected");
  // Two cells swapped: not in reading order.
  {
    Bytes swapped = samples.centre;
    std::swap(swapped[24], swapped[26]);
    std::swap(swapped[25], swapped[27]);
    refused(swapped, "cells not connected, repeated, or not at the origin");
  }
  // An X placement on the marginal set, and one outside the six cells.
  {
    Bytes on_marginal = samples.centre;
    StoreLe(on_marginal.data() + attackers_offset, LoadLe(on_marginal.data() + 16, 4), 2);
    refused(on_marginal, "X placement 0 outside the cells or on a marginal");
    Bytes outside = samples.centre;
    StoreLe(outside.data() + attackers_offset + 2, 1U << 6, 2);
    refused(outside, "X placement 1 outside the cells or on a marginal");
  }
  // An edge group whose W contact is the centre formula's (one cell against
  // the edge keeps three free sides): a centre class, not an edge record.
  {
    JobLabellings single;
    single.kind = RecordKind::kEdge;
    single.cells = {{0, 0}};
    single.attackers = {0};
    refused(EncodeJobDescription(single, {}), "lose W contact");
  }
  // An edge group in the graph model.
  {
    Bytes edge_in_graph = samples.edge;
    edge_in_graph[8] = 1;
    refused(edge_in_graph, "an edge group must be in the board model");
  }
  // The plus pentomino with its centre marginal: degree 4, no free side.
  {
    JobLabellings plus;
    plus.cells = {{0, 1}, {1, 0}, {1, 1}, {1, 2}, {2, 1}};
    plus.marginal = solver::VertexBit(2);
    plus.attackers = {0};
    refused(EncodeJobDescription(plus, {}), "a marginal vertex has no free side");
    plus.marginal = solver::VertexBit(0);
    Bytes fine = EncodeJobDescription(plus, {});
    EXPECT_EQ(ErrorOf(fine), "");
  }
}

TEST(JobDescriptionTest, SeededRandomBytesAndMutationsNeverCrash) {
  const Samples samples = SampleDescriptions();
  std::mt19937_64 random(20261124);
  std::uniform_int_distribution<int> byte(0, 255);
  int accepted = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    Bytes bytes;
    if (trial % 4 == 0) {
      bytes.resize(static_cast<std::size_t>(random() % 80));
      for (std::uint8_t& b : bytes) b = static_cast<std::uint8_t>(byte(random));
      if (bytes.size() >= 4) bytes[0] = 'E', bytes[1] = 'J', bytes[2] = 'O', bytes[3] = 'B';
    } else {
      bytes = trial % 2 == 0 ? samples.centre : samples.edge;
      const int changes = 1 + static_cast<int>(random() % 3);
      for (int c = 0; c < changes; ++c) {
        // Mostly the small fields and the cells, sometimes anywhere.
        const std::size_t limit =
            trial % 3 == 0 ? bytes.size() - 8 : std::min<std::size_t>(bytes.size() - 8, 40);
        bytes[random() % limit] = static_cast<std::uint8_t>(byte(random));
      }
    }
    if (bytes.size() >= 8) Reseal(bytes);
    std::uint64_t nodes = 0;
    const Result<JobSolution> solved = SolveJobDescription(bytes, &nodes);
    if (solved.ok()) ++accepted;
  }
  // Some mutations are still groups a plan could hold (another X placement).
  EXPECT_GT(accepted, 0);
  EXPECT_LT(accepted, 4000);
}

}  // namespace
}  // namespace eyeshape::tables
