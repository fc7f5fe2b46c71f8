// SPDX-License-Identifier: MIT
// File: tables/generation/plan.cc
// The plan: every size's graphs and labelling groups (and edge groups)
// enumerated, one job per group, the fingerprint that names the plan, the
// shard assignment; and GenerationPlan (plan.h), its public face.

#include "tables/generation/plan.h"

#include <omp.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

#include <algorithm>
#include <array>
#include <memory>
#include <string>
#include <utility>

#include "base/check.h"
#include "tables/generation/plan_internal.h"

namespace eyeshape::tables {
namespace {

solver::VertexSet AttackersOf(const EdgeClass& edge_class) {
  solver::VertexSet attackers = 0;
  for (int v = 0; v < edge_class.num_vertices(); ++v) {
    if (edge_class.labels[static_cast<std::size_t>(v)] == 'X') attackers |= solver::VertexBit(v);
  }
  return attackers;
}

// The classes of size n the placements cover, and their groups.
EdgeSizeData EnumerateEdgeSize(int n, bool edge, bool corner) {
  EdgeSizeData data;
  for (EdgeClass& edge_class : EdgeAndCornerClasses(n)) {
    if ((edge && edge_class.edge) || (corner && edge_class.corner)) {
      data.classes.push_back(std::move(edge_class));
    }
  }
  std::vector<int> order;
  for (int i = 0; i < static_cast<int>(data.classes.size()); ++i) {
    if (solver::IsNormalized(EyespaceOf(data.classes[static_cast<std::size_t>(i)]))) {
      order.push_back(i);
    } else {
      ++data.duplicates;
    }
  }
  // Group key: placement, cells, marginal positions (the class index breaks
  // ties, so the order is total and deterministic).
  const auto group_key = [&](int i) {
    const EdgeClass& c = data.classes[static_cast<std::size_t>(i)];
    std::string key(1, static_cast<char>(c.placement));
    for (const Cell& cell : c.cells) {
      key += static_cast<char>(cell.row);
      key += static_cast<char>(cell.column);
    }
    for (const char label : c.labels) key += label == '!' ? '!' : '.';
    return key;
  };
  std::vector<std::pair<std::string, int>> keyed;
  keyed.reserve(order.size());
  for (const int i : order) keyed.emplace_back(group_key(i), i);
  std::sort(keyed.begin(), keyed.end());
  for (std::size_t k = 0; k < keyed.size(); ++k) {
    if (k == 0 || keyed[k].first != keyed[k - 1].first) data.groups.emplace_back();
    data.groups.back().classes.push_back(keyed[k].second);
  }
  return data;
}

SizeData EnumerateSize(int n, int threads) {
  SizeData data;
  data.graphs = PolyominoGraphs(n);
  const int num_graphs = static_cast<int>(data.graphs.size());
  data.groups.resize(data.graphs.size());
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
  for (int g = 0; g < num_graphs; ++g) data.groups[g] = LabellingGroups(data.graphs[g]);
  data.counts.num_vertices = n;
  for (int g = 0; g < num_graphs; ++g) CountClasses(data.graphs[g], data.groups[g], data.counts);
  return data;
}

std::uint32_t NormalizedClasses(const ShapeGraph& graph, const LabellingGroup& group) {
  std::uint32_t classes = 0;
  for (const solver::VertexSet attackers : group.attackers) {
    if (solver::IsNormalized(LabelledEyespace(graph, group.marginal, attackers))) ++classes;
  }
  return classes;
}

}  // namespace

std::uint64_t Fingerprint(const TableParameters& parameters, const std::vector<SizeData>& sizes,
                          const std::vector<EdgeSizeData>& edge_sizes,
                          const std::vector<Job>& jobs) {
  XXH3_state_t state;
  XXH3_64bits_reset(&state);
  const auto add = [&state](std::uint64_t value) {
    std::uint8_t bytes[8];
    StoreLe(bytes, value, 8);
    XXH3_64bits_update(&state, bytes, sizeof bytes);
  };
  add(kFormatVersion);
  add(canon::kCanonVersion);
  add(kGeneratorVersion);
  add(parameters.model == solver::Model::kGraph ? 1 : 0);
  add(static_cast<std::uint64_t>(parameters.outer_liberties));
  add(parameters.flags);
  add(static_cast<std::uint64_t>(parameters.max_size));
  add(static_cast<std::uint64_t>(parameters.edge_max_size));
  add(static_cast<std::uint64_t>(parameters.corner_max_size));
  for (const Job& job : jobs) {
    if (job.kind == RecordKind::kEdge) {
      // The group's classes: keys in group order.
      const EdgeSizeData& size = edge_sizes[static_cast<std::size_t>(job.n - 1)];
      add(0x45444745);  // "EDGE"
      for (const int i : size.groups[static_cast<std::size_t>(job.group)].classes) {
        const std::span<const std::uint8_t> key =
            size.classes[static_cast<std::size_t>(i)].key.bytes();
        XXH3_64bits_update(&state, key.data(), key.size());
      }
      add(job.classes);
      continue;
    }
    const SizeData& size = sizes[static_cast<std::size_t>(job.n - 1)];
    const std::span<const std::uint8_t> key = size.graphs[job.graph].key.bytes();
    XXH3_64bits_update(&state, key.data(), key.size());
    add(size.groups[job.graph][job.group].marginal);
    add(job.classes);
  }
  return XXH3_64bits_digest(&state);
}

Plan PlanJobs(const TableParameters& parameters, int threads) {
  const int max_size = parameters.max_size;
  Plan plan;
  const int edge_max = std::max(parameters.edge_max_size, parameters.corner_max_size);
  plan.edge_sizes.resize(static_cast<std::size_t>(edge_max));
  // Sizes are independent; the largest dominates (about 10x per size).
#pragma omp parallel for schedule(dynamic, 1) num_threads(threads)
  for (int k = 0; k < edge_max; ++k) {
    const int n = edge_max - k;
    plan.edge_sizes[static_cast<std::size_t>(n - 1)] =
        EnumerateEdgeSize(n, n <= parameters.edge_max_size, n <= parameters.corner_max_size);
  }
  for (int n = 1; n <= max_size; ++n) {
    plan.sizes.push_back(EnumerateSize(n, threads));
    const SizeData& size = plan.sizes.back();
    for (int g = 0; g < static_cast<int>(size.graphs.size()); ++g) {
      for (int k = 0; k < static_cast<int>(size.groups[g].size()); ++k) {
        const LabellingGroup& group = size.groups[g][k];
        if (!group.board_holds) continue;
        const std::uint32_t classes = NormalizedClasses(size.graphs[g], group);
        plan.jobs.push_back({RecordKind::kCentre, n, g, k, classes, JobCost(n, classes)});
        plan.total_entries += classes;
      }
    }
    if (n > edge_max) continue;
    const EdgeSizeData& edges = plan.edge_sizes[static_cast<std::size_t>(n - 1)];
    for (int k = 0; k < static_cast<int>(edges.groups.size()); ++k) {
      const auto classes =
          static_cast<std::uint32_t>(edges.groups[static_cast<std::size_t>(k)].classes.size());
      plan.jobs.push_back({RecordKind::kEdge, n, -1, k, classes, JobCost(n, classes)});
      plan.total_entries += classes;
    }
  }
  return plan;
}

// The labellings of job `index` of the plan: the centre group's X
// placements as enumerated, or the edge group's classes' (all normalized).
JobLabellings LabellingsOf(const Plan& plan, std::size_t index) {
  const Job& job = plan.jobs[index];
  JobLabellings labellings;
  labellings.job = static_cast<std::uint32_t>(index);
  labellings.kind = job.kind;
  if (job.kind == RecordKind::kEdge) {
    const EdgeSizeData& edges = plan.edge_sizes[static_cast<std::size_t>(job.n - 1)];
    const EdgeGroup& group = edges.groups[static_cast<std::size_t>(job.group)];
    const EdgeClass& first = edges.classes[static_cast<std::size_t>(group.classes.front())];
    labellings.placement = first.placement;
    labellings.cells = first.cells;
    labellings.marginal = EyespaceOf(first).marginal;
    labellings.attackers.reserve(group.classes.size());
    for (const int i : group.classes) {
      labellings.attackers.push_back(AttackersOf(edges.classes[static_cast<std::size_t>(i)]));
    }
    return labellings;
  }
  const SizeData& size = plan.sizes[static_cast<std::size_t>(job.n - 1)];
  const LabellingGroup& group = size.groups[job.graph][job.group];
  labellings.cells = size.graphs[job.graph].cells;
  labellings.marginal = group.marginal;
  labellings.attackers = group.attackers;
  return labellings;
}

// The records of job `index`: every driver solves jobs through
// SolveLabellings(), so their bytes agree.
std::vector<std::uint8_t> SolveJob(const Plan& plan, std::size_t index,
                                   const solver::GameOptions& game, std::uint64_t* nodes) {
  return SolveLabellings(LabellingsOf(plan, index), game, nodes);
}

// Why GenerateTable() cannot run with `options`; empty when it can.
std::string OptionsError(const GenerateOptions& options) {
  if (options.max_size < 1 || options.max_size > std::min(kMaxTableSize, kMaxFormatSize)) {
    return "max size must be between 1 and " + std::to_string(kMaxTableSize);
  }
  if ((options.placements & kPlacementCentre) == 0 ||
      (options.placements & ~kKnownPlacements) != 0) {
    return "placements must include centre (edge and corner classes extend it)";
  }
  if (options.edge_max_size > options.max_size) {
    return "edge max size must be at most the max size";
  }
  return "";
}

void CountsOf(const Plan& plan, std::vector<SizeCounts>& counts,
              std::vector<GenerateOutcome::EdgeCounts>& edge_counts) {
  for (const SizeData& size : plan.sizes) counts.push_back(size.counts);
  for (std::size_t i = 0; i < plan.edge_sizes.size(); ++i) {
    const EdgeSizeData& edges = plan.edge_sizes[i];
    edge_counts.push_back({static_cast<int>(i + 1), edges.classes.size(), edges.duplicates,
                           edges.classes.size() - edges.duplicates});
  }
}

// The header of shard `shard` (1..shard_count) of `plan`, and the shard of
// each job (0-based).
ShardHeader ShardHeaderOf(const TableParameters& parameters, const Plan& plan, std::uint32_t shard,
                          std::uint32_t shard_count, std::vector<std::uint32_t>& assignment) {
  std::vector<std::uint64_t> costs;
  costs.reserve(plan.jobs.size());
  for (const Job& job : plan.jobs) costs.push_back(job.cost);
  assignment = AssignJobsToShards(costs, shard_count);
  ShardHeader header;
  header.canon_version = canon::kCanonVersion;
  header.plan_hash = Fingerprint(parameters, plan.sizes, plan.edge_sizes, plan.jobs);
  header.plan_jobs = plan.jobs.size();
  header.shard = shard;
  header.shard_count = shard_count;
  header.parameters = parameters;
  header.assignment = kAssignmentCostBalanced;
  header.shard_jobs =
      static_cast<std::uint64_t>(std::count(assignment.begin(), assignment.end(), shard - 1));
  return header;
}

// The sizes of the file the plan makes, for TableStreamWriter.
std::vector<SizeShape> ShapesOf(const TableParameters& parameters, const Plan& plan) {
  std::vector<SizeShape> shapes;
  for (int n = 1; n <= parameters.max_size; ++n) {
    SizeShape shape;
    shape.counts = plan.sizes[static_cast<std::size_t>(n - 1)].counts;
    if (n <= static_cast<int>(plan.edge_sizes.size())) {
      const EdgeSizeData& edges = plan.edge_sizes[static_cast<std::size_t>(n - 1)];
      shape.edge_classes = edges.classes.size();
      shape.edge_duplicates = edges.duplicates;
    }
    shapes.push_back(shape);
  }
  return shapes;
}

std::uint64_t JobCost(int num_vertices, std::uint32_t classes) {
  std::uint64_t cost = classes;
  for (int v = 0; v < num_vertices; ++v) cost *= 3;
  return cost;
}

TableParameters ParametersFor(const GenerateOptions& options) {
  TableParameters parameters;
  parameters.model = options.game.model;
  parameters.outer_liberties = options.game.outer_liberties;
  parameters.flags = options.game.outer_fills_are_moves ? kFlagOuterFillsAreMoves : 0;
  parameters.max_size = options.max_size;
  if (options.game.model == solver::Model::kBoard) {
    const int edge_max = options.edge_max_size < 0 ? options.max_size : options.edge_max_size;
    if ((options.placements & kPlacementEdge) != 0) parameters.edge_max_size = edge_max;
    if ((options.placements & kPlacementCorner) != 0) parameters.corner_max_size = edge_max;
  }
  return parameters;
}

solver::GameOptions GameOptionsFor(const TableParameters& parameters) {
  solver::GameOptions game;
  game.model = parameters.model;
  game.outer_liberties = parameters.outer_liberties;
  game.outer_fills_are_moves = (parameters.flags & kFlagOuterFillsAreMoves) != 0;
  return game;
}

// GenerationPlan (plan.h): the plan above behind a public face, for drivers
// that schedule jobs themselves.
struct GenerationPlan::Data {
  Plan plan;
  TableParameters parameters;
  solver::GameOptions game;
  ShardHeader log_header;  // shard 1/1
};

GenerationPlan::GenerationPlan(std::unique_ptr<Data> data) : data_(std::move(data)) {}
GenerationPlan::GenerationPlan(GenerationPlan&&) noexcept = default;
GenerationPlan& GenerationPlan::operator=(GenerationPlan&&) noexcept = default;
GenerationPlan::~GenerationPlan() = default;

Result<GenerationPlan> GenerationPlan::Make(const GenerateOptions& options) {
  const std::string error = OptionsError(options);
  if (!error.empty()) return Result<GenerationPlan>::Error(error);
  const int threads = options.threads > 0 ? options.threads : omp_get_max_threads();
  auto data = std::make_unique<Data>();
  data->parameters = ParametersFor(options);
  data->game = options.game;
  data->plan = PlanJobs(data->parameters, threads);
  std::vector<std::uint32_t> assignment;
  data->log_header = ShardHeaderOf(data->parameters, data->plan, 1, 1, assignment);
  return GenerationPlan(std::move(data));
}

std::uint64_t GenerationPlan::hash() const { return data_->log_header.plan_hash; }
std::size_t GenerationPlan::num_jobs() const { return data_->plan.jobs.size(); }
std::uint64_t GenerationPlan::cost(std::size_t job) const { return data_->plan.jobs[job].cost; }
std::uint32_t GenerationPlan::classes(std::size_t job) const {
  return data_->plan.jobs[job].classes;
}
int GenerationPlan::num_vertices(std::size_t job) const { return data_->plan.jobs[job].n; }
RecordKind GenerationPlan::kind(std::size_t job) const { return data_->plan.jobs[job].kind; }
std::size_t GenerationPlan::payload_bytes(std::size_t job) const {
  const Job& entry = data_->plan.jobs[job];
  return entry.classes * entry.record_bytes();
}
std::uint64_t GenerationPlan::total_entries() const { return data_->plan.total_entries; }
const TableParameters& GenerationPlan::parameters() const { return data_->parameters; }
std::array<std::uint8_t, kShardHeaderBytes> GenerationPlan::LogHeader() const {
  return EncodeShardHeader(data_->log_header);
}
std::vector<std::uint8_t> GenerationPlan::SolveJob(std::size_t job, std::uint64_t* nodes) const {
  EYESHAPE_CHECK(job < data_->plan.jobs.size());
  return tables::SolveJob(data_->plan, job, data_->game, nodes);
}
std::uint64_t GenerationPlan::OptionsHash(const GenerateOptions& options) {
  const TableParameters parameters = ParametersFor(options);
  const std::array<std::uint64_t, 10> words = {
      kFormatVersion,
      canon::kCanonVersion,
      kGeneratorVersion,
      kJobDescriptionVersion,
      parameters.model == solver::Model::kGraph ? 1U : 0U,
      static_cast<std::uint64_t>(parameters.outer_liberties),
      parameters.flags,
      static_cast<std::uint64_t>(parameters.max_size),
      static_cast<std::uint64_t>(parameters.edge_max_size),
      static_cast<std::uint64_t>(parameters.corner_max_size)};
  std::array<std::uint8_t, 8 * words.size()> bytes{};
  for (std::size_t i = 0; i < words.size(); ++i) StoreLe(&bytes[8 * i], words[i], 8);
  return XXH3_64bits(bytes.data(), bytes.size());
}
std::vector<std::uint8_t> GenerationPlan::JobDescription(std::size_t job) const {
  EYESHAPE_CHECK(job < data_->plan.jobs.size());
  return EncodeJobDescription(LabellingsOf(data_->plan, job), data_->game);
}

}  // namespace eyeshape::tables
