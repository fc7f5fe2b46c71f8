// SPDX-License-Identifier: MIT
// File: tables/generation/job_description.cc
// Solving one job's labellings; the job description's bytes and their checks.

#include "tables/generation/job_description.h"

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <array>
#include <bit>
#include <string>

#include "tables/generation/generate.h"
#include "tables/io/format.h"

namespace eyeshape::tables {
namespace {

constexpr std::array<std::uint8_t, 4> kJobMagic = {'E', 'J', 'O', 'B'};
constexpr int kMaxDescribedCells = 16;  // X placements travel as u16 vertex sets
static_assert(kMaxDescribedCells <= kMaxPolyominoCells && kMaxDescribedCells <= kMaxFormatSize);
constexpr std::uint8_t kKindCentre = 0;
constexpr std::uint8_t kKindEdge = 1;
constexpr std::uint8_t kKindCorner = 2;
constexpr std::uint8_t kFlagOuterFills = 1;
constexpr std::size_t kDescriptionHeaderBytes = 24;

std::vector<int> OffboardSidesOf(const JobLabellings& job) {
  return job.kind == RecordKind::kEdge ? OffboardSides(job.cells, job.placement)
                                       : std::vector<int>{};
}

std::size_t JobRecordBytes(const JobLabellings& job) {
  return RecordBytes(job.kind, static_cast<int>(job.cells.size()));
}

Result<DecodedJobDescription> Refuse(const std::string& why) {
  return Result<DecodedJobDescription>::Error("job description: " + why);
}

}  // namespace

solver::Eyespace LabelledJobEyespace(const JobLabellings& job, solver::VertexSet attackers) {
  const int n = static_cast<int>(job.cells.size());
  EYESHAPE_CHECK((job.marginal & attackers) == 0);
  EYESHAPE_CHECK(((job.marginal | attackers) & ~solver::AllVertices(n)) == 0);
  if (job.kind == RecordKind::kCentre) {
    // LabelledEyespace() of the graph drawn by the cells.
    solver::Eyespace eyespace = ToEyespace(job.cells);
    eyespace.marginal = job.marginal;
    eyespace.attacker = attackers;
    eyespace.touches_wall = solver::CentreWallContact(eyespace);
    return eyespace;
  }
  std::string labels(static_cast<std::size_t>(n), '.');
  for (int v = 0; v < n; ++v) {
    if ((job.marginal & solver::VertexBit(v)) != 0) labels[static_cast<std::size_t>(v)] = '!';
    if ((attackers & solver::VertexBit(v)) != 0) labels[static_cast<std::size_t>(v)] = 'X';
  }
  return PlacedEyespace(job.cells, labels, job.placement);
}

std::vector<std::uint8_t> SolveLabellings(const JobLabellings& job, const solver::GameOptions& game,
                                          std::uint64_t* nodes) {
  const std::size_t record_bytes = JobRecordBytes(job);
  std::vector<std::uint8_t> records;
  records.reserve(job.attackers.size() * record_bytes);
  // One Solver for the group: positions shared by its labellings are searched once.
  solver::Solver solver(LabelledJobEyespace(job, 0), game);
  for (const solver::VertexSet attackers : job.attackers) {
    const solver::Eyespace labelled = LabelledJobEyespace(job, attackers);
    if (!solver::IsNormalized(labelled)) continue;
    const solver::Evaluation evaluation = solver.ValueWith(attackers);
    EYESHAPE_CHECK(evaluation.value.IsAllowed());
#ifdef EYESHAPE_EXPENSIVE_CHECKS
    // The shared memo must give what a fresh Solver gives.
    const solver::Evaluation fresh = solver::SolveValue(labelled, game);
    EYESHAPE_CHECK(fresh.value == evaluation.value && fresh.vital == evaluation.vital);
#endif
    records.resize(records.size() + record_bytes);
    std::uint8_t* out = records.data() + records.size() - record_bytes;
    EncodeRecord(job.kind, labelled, evaluation, out);
  }
  *nodes += solver.nodes_searched();
  return records;
}

std::vector<std::uint8_t> EncodeJobDescription(const JobLabellings& job,
                                               const solver::GameOptions& game) {
  const std::size_t n = job.cells.size();
  EYESHAPE_CHECK(n >= 1 && n <= kMaxDescribedCells);
  std::vector<std::uint8_t> bytes(kJobDescriptionFixedBytes + 2 * n + 2 * job.attackers.size());
  std::uint8_t* out = bytes.data();
  std::copy(kJobMagic.begin(), kJobMagic.end(), out);
  StoreLe(out + 4, kJobDescriptionVersion, 2);
  std::uint8_t kind = kKindCentre;
  if (job.kind == RecordKind::kEdge)
    kind = job.placement == Placement::kCorner ? kKindCorner : kKindEdge;
  out[6] = kind;
  out[7] = static_cast<std::uint8_t>(n);
  out[8] = game.model == solver::Model::kGraph ? 1 : 0;
  out[9] = static_cast<std::uint8_t>(game.outer_liberties);
  out[10] = game.outer_fills_are_moves ? kFlagOuterFills : 0;
  out[11] = 0;
  StoreLe(out + 12, job.job, 4);
  StoreLe(out + 16, job.marginal, 4);
  StoreLe(out + 20, job.attackers.size(), 4);
  std::uint8_t* next = out + kDescriptionHeaderBytes;
  for (const Cell& cell : job.cells) {
    EYESHAPE_CHECK(cell.row >= 0 && cell.row < 256 && cell.column >= 0 && cell.column < 256);
    *next++ = static_cast<std::uint8_t>(cell.row);
    *next++ = static_cast<std::uint8_t>(cell.column);
  }
  for (const solver::VertexSet attackers : job.attackers) {
    StoreLe(next, attackers, 2);
    next += 2;
  }
  const auto body = static_cast<std::size_t>(next - out);
  StoreLe(next, XXH3_64bits(out, body), 8);
  return bytes;
}

Result<DecodedJobDescription> DecodeJobDescription(std::span<const std::uint8_t> bytes) {
  if (bytes.size() < kJobDescriptionFixedBytes) {
    return Refuse("truncated (" + std::to_string(bytes.size()) + " bytes, at least " +
                  std::to_string(kJobDescriptionFixedBytes) + " expected)");
  }
  const std::uint8_t* in = bytes.data();
  if (!std::equal(kJobMagic.begin(), kJobMagic.end(), in)) return Refuse("bad magic");
  const std::uint64_t version = LoadLe(in + 4, 2);
  if (version != kJobDescriptionVersion) {
    return Refuse("version " + std::to_string(version) + ", this program reads version " +
                  std::to_string(kJobDescriptionVersion) +
                  " (run the same program version on every rank)");
  }
  const int n = in[7];
  const std::uint64_t count = LoadLe(in + 20, 4);
  const std::uint64_t expected = kJobDescriptionFixedBytes + 2 * std::uint64_t{in[7]} + 2 * count;
  if (bytes.size() != expected) {
    return Refuse(std::to_string(bytes.size()) + " bytes where its header says " +
                  std::to_string(expected) + " (truncated or garbled)");
  }
  const std::size_t body = bytes.size() - 8;
  if (LoadLe(in + body, 8) != XXH3_64bits(in, body)) return Refuse("checksum mismatch (garbled)");

  DecodedJobDescription decoded;
  JobLabellings& job = decoded.labellings;
  const std::uint8_t kind = in[6];
  if (kind > kKindCorner) return Refuse("unknown kind " + std::to_string(kind));
  if (n < 1 || n > kMaxDescribedCells) {
    return Refuse(std::to_string(n) + " cells (1.." + std::to_string(kMaxDescribedCells) + ")");
  }
  if (in[8] > 1 || in[9] > 7 || (in[10] & ~kFlagOuterFills) != 0 || in[11] != 0) {
    return Refuse("bad game options (model, outer liberties, flags)");
  }
  decoded.game.model = in[8] == 1 ? solver::Model::kGraph : solver::Model::kBoard;
  decoded.game.outer_liberties = in[9];
  decoded.game.outer_fills_are_moves = (in[10] & kFlagOuterFills) != 0;
  job.kind = kind != kKindCentre ? RecordKind::kEdge : RecordKind::kCentre;
  job.placement = kind == kKindCorner ? Placement::kCorner : Placement::kEdge;
  job.job = static_cast<std::uint32_t>(LoadLe(in + 12, 4));
  const solver::VertexSet all = solver::AllVertices(n);
  job.marginal = static_cast<solver::VertexSet>(LoadLe(in + 16, 4));
  if ((job.marginal & ~all) != 0) return Refuse("marginal set outside the cells");
  const std::uint8_t* next = in + kDescriptionHeaderBytes;
  for (int v = 0; v < n; ++v, next += 2) job.cells.push_back({next[0], next[1]});
  if (!CellsAreConnected(job.cells) || !CellsAreAtOrigin(job.cells)) {
    return Refuse("cells not connected, repeated, or not at the origin in reading order");
  }
  job.attackers.reserve(count);
  for (std::uint64_t k = 0; k < count; ++k, next += 2) {
    const auto attackers = static_cast<solver::VertexSet>(LoadLe(next, 2));
    if ((attackers & ~all) != 0 || (attackers & job.marginal) != 0) {
      return Refuse("X placement " + std::to_string(k) + " outside the cells or on a marginal");
    }
    job.attackers.push_back(attackers);
  }
  // What the plan leaves out or the record format cannot hold.
  const solver::Eyespace base = LabelledJobEyespace(job, 0);
  if (solver::FirstMarginalWithoutApproach(base, OffboardSidesOf(job)) >= 0) {
    return Refuse("a marginal vertex has no free side (a board cannot hold the group)");
  }
  if (job.kind == RecordKind::kEdge && (decoded.game.model != solver::Model::kBoard ||
                                        base.touches_wall == solver::CentreWallContact(base))) {
    return Refuse("an edge group must be in the board model and lose W contact");
  }
  return decoded;
}

Result<JobSolution> SolveJobDescription(std::span<const std::uint8_t> description,
                                        std::uint64_t* nodes) {
  const Result<DecodedJobDescription> decoded = DecodeJobDescription(description);
  if (!decoded.ok()) return Result<JobSolution>::Error(decoded.error());
  const JobLabellings& job = decoded.value().labellings;
  JobSolution solution;
  solution.job = job.job;
  solution.records = SolveLabellings(job, decoded.value().game, nodes);
  solution.classes = static_cast<std::uint32_t>(solution.records.size() / JobRecordBytes(job));
  return solution;
}

}  // namespace eyeshape::tables
