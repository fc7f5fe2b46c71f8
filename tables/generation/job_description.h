// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_GENERATION_JOB_DESCRIPTION_H_
#define EYESHAPE_TABLES_GENERATION_JOB_DESCRIPTION_H_

// File: tables/generation/job_description.h
// One job of a generation plan (plan.h) as a self-contained value: the
// labellings of one group (a drawing of the graph, the placement, the
// marginal set, the X placements) and the game options, which is all its
// records depend on. SolveLabellings() is the one place jobs are solved:
// GenerateTable(), GenerateShard() and GenerationPlan::SolveJob() call it on
// the plan's groups, SolveJobDescription() on a decoded description, so a job
// has the same record bytes whichever way it travels.
//
// A job description is the byte form that crosses the network from the MPI
// coordinator to a worker, so a worker needs no plan (docs/cluster.md).
// Little-endian, version kJobDescriptionVersion:
//
//    0  4  magic "EJOB"
//    4  2  version (kJobDescriptionVersion)
//    6  1  kind: 0 centre, 1 edge placement, 2 corner placement
//    7  1  cells n (1..16)
//    8  1  model (0 board, 1 graph)
//    9  1  outer liberties L (0..7)
//   10  1  rule flags (bit 0: outer fills are moves)
//   11  1  reserved, 0
//   12  4  job index in its plan
//   16  4  marginal set (a bit per vertex)
//   20  4  labellings k
//   24 2n  cells: row, column (one byte each), vertex order
//   .. 2k  X placements (u16 vertex sets), record order
//   ..  8  XXH3-64 of all the bytes before
//
//   std::vector<std::uint8_t> bytes = plan.JobDescription(j);      // rank 0
//   Result<JobSolution> solved = SolveJobDescription(bytes, &nodes);  // a worker
//   // solved.value().records == plan.SolveJob(j, &nodes)
//
// Everything here is reentrant; SolveJobDescription() never aborts on bad
// bytes (it returns an error), only on a broken solver invariant.

#include <cstdint>
#include <span>
#include <vector>

#include "base/result.h"
#include "solver/solver.h"
#include "tables/generation/edge_classes.h"
#include "tables/generation/polyomino.h"
#include "tables/io/format.h"

namespace eyeshape::tables {

inline constexpr std::uint16_t kJobDescriptionVersion = 1;
// Header (24 bytes) and checksum (8): a description of n cells and k
// labellings has kJobDescriptionFixedBytes + 2n + 2k bytes.
inline constexpr std::size_t kJobDescriptionFixedBytes = 32;

// The labellings of one job: a group of one graph drawing and marginal set.
struct JobLabellings {
  std::uint32_t job = 0;                   // index in its plan (carried, not used to solve)
  RecordKind kind = RecordKind::kCentre;   // kEdge: an edge or corner class group
  Placement placement = Placement::kEdge;  // edge groups: W contact from this placement
  Polyomino cells;                         // the drawing; vertex i is cells[i]
  solver::VertexSet marginal = 0;          // the group's marginal set
  // X placements in record order. Centre groups list every placement of the
  // group; those whose eyespace is not normalized yield no record.
  std::vector<solver::VertexSet> attackers;
};

// The labelled eyespace of `job` with X stones on `attackers`: centre groups
// with the centre W contact (as LabelledEyespace()), edge groups with their
// placement's (as PlacedEyespace()). REQUIRES: attackers a subset of the
// vertices disjoint from job.marginal.
solver::Eyespace LabelledJobEyespace(const JobLabellings& job, solver::VertexSet attackers);

// Solves the group with one Solver (Solver::ValueWith): the records of its
// normalized labellings in the order of job.attackers (RecordBytes(n) or,
// for edge groups, EdgeRecordBytes(n) each). Adds the solver's search nodes
// to *nodes. REQUIRES: a group of a plan, or one DecodeJobDescription()
// accepted. Thread-safe.
std::vector<std::uint8_t> SolveLabellings(const JobLabellings& job, const solver::GameOptions& game,
                                          std::uint64_t* nodes);

// The description of `job` solved with `game` (the format above).
// REQUIRES: 1 <= cells <= 16 with rows and columns below 256.
std::vector<std::uint8_t> EncodeJobDescription(const JobLabellings& job,
                                               const solver::GameOptions& game);

struct DecodedJobDescription {
  JobLabellings labellings;
  solver::GameOptions game;
};

// Reads and checks a description: size, magic, version, checksum, and that
// it is a group a plan could hold (connected cells at the origin in reading
// order, vertex sets within the cells, X stones off the marginal set, every
// marginal vertex with a free side, an edge group in the board model whose W
// contact differs from the centre formula). One-line error otherwise.
Result<DecodedJobDescription> DecodeJobDescription(std::span<const std::uint8_t> bytes);

// The records of a described job.
struct JobSolution {
  std::uint32_t job = 0;              // the job index the description names
  std::uint32_t classes = 0;          // records (normalized labellings)
  std::vector<std::uint8_t> records;  // SolveLabellings() of the description
};

// DecodeJobDescription() then SolveLabellings(): the same bytes as
// GenerationPlan::SolveJob() of the job described. Adds the search nodes to
// *nodes. An error (one line) for a description DecodeJobDescription()
// refuses. Thread-safe.
Result<JobSolution> SolveJobDescription(std::span<const std::uint8_t> description,
                                        std::uint64_t* nodes);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_GENERATION_JOB_DESCRIPTION_H_
