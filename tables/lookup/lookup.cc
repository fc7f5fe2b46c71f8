// SPDX-License-Identifier: MIT
// File: tables/lookup/lookup.cc
// The public lookup library (eyeshape/eyeshape.h) on top of TableReader:
// memory-mapped files, the built-in default table, input validation, and the
// small-eyespace index (small_index.h) in front of the general path.

#include <algorithm>
#include <bit>
#include <cstdio>
#include <optional>
#include <utility>

#include "base/check.h"
#include "eyeshape/eyeshape.h"
#include "tables/io/locate_entry.h"
#include "tables/io/mapped_file.h"
#include "tables/io/table_reader.h"
#include "tables/lookup/default_table.h"
#include "tables/lookup/lookup_internal.h"
#include "tables/lookup/small_index.h"

namespace eyeshape {

struct EyeTable::Impl {
  std::optional<tables::MappedFile> file;  // absent for the built-in table
  std::optional<tables::TableReader> reader;
  std::optional<tables::SmallIndex> small;  // over *reader
};

namespace tables {

Result<solver::Eyespace> FromEyeGraph(const EyeGraph& graph) {
  using R = Result<solver::Eyespace>;
  const int n = graph.num_vertices;
  if (n < 0 || n > solver::kMaxVertices) return R::Error("an eyespace has 0 to 32 vertices");
  solver::Eyespace eyespace;
  eyespace.num_vertices = n;
  const solver::VertexSet all = eyespace.vertices();
  for (int v = 0; v < n; ++v) {
    const solver::VertexSet row = graph.neighbours[static_cast<std::size_t>(v)];
    if ((row & ~all) != 0 || (row & solver::VertexBit(v)) != 0) {
      return R::Error("vertex " + std::to_string(v) + " has a loop or a neighbour out of range");
    }
    for (solver::VertexSet rest = row; rest != 0; rest &= rest - 1) {
      if ((graph.neighbours[static_cast<std::size_t>(std::countr_zero(rest))] &
           solver::VertexBit(v)) == 0) {
        return R::Error("adjacency is not symmetric at vertex " + std::to_string(v));
      }
    }
    eyespace.neighbours[static_cast<std::size_t>(v)] = row;
  }
  for (int v = n; v < 32; ++v) {
    if (graph.neighbours[static_cast<std::size_t>(v)] != 0) {
      return R::Error("adjacency given for a vertex beyond num_vertices");
    }
  }
  if (((graph.marginal | graph.attacker) & ~all) != 0 ||
      (graph.explicit_wall_contact && (graph.touches_wall & ~all) != 0)) {
    return R::Error("a label names a vertex beyond num_vertices");
  }
  if (n > 0) {
    solver::VertexSet reached = 1;
    for (solver::VertexSet frontier = 1; frontier != 0;) {
      solver::VertexSet next = 0;
      for (solver::VertexSet s = frontier; s != 0; s &= s - 1) {
        next |= eyespace.neighbours[static_cast<std::size_t>(std::countr_zero(s))];
      }
      frontier = next & ~reached;
      reached |= frontier;
    }
    if (reached != all) return R::Error("the eyespace is not connected");
  }
  eyespace.marginal = graph.marginal;
  eyespace.attacker = graph.attacker;
  if (graph.explicit_wall_contact) {
    eyespace.touches_wall = graph.touches_wall;
  } else {
    for (solver::VertexSet rest = graph.marginal; rest != 0; rest &= rest - 1) {
      const int v = std::countr_zero(rest);
      if (std::popcount(eyespace.neighbours[static_cast<std::size_t>(v)]) >= 4) {
        return R::Error("marginal vertex " + std::to_string(v) +
                        " has no side left for its approach");
      }
    }
    eyespace.touches_wall = solver::CentreWallContact(eyespace);
  }
  return eyespace;
}

EyeGraph ToEyeGraph(const solver::Eyespace& eyespace) {
  EyeGraph graph;
  graph.num_vertices = eyespace.num_vertices;
  std::copy(eyespace.neighbours.begin(), eyespace.neighbours.end(), graph.neighbours.begin());
  graph.marginal = eyespace.marginal;
  graph.attacker = eyespace.attacker;
  return graph;
}

GameModel ToGameModel(const TableParameters& parameters) {
  GameModel model;
  model.graph_model = parameters.model == solver::Model::kGraph;
  model.outer_liberties = parameters.outer_liberties;
  model.suicide_allowed = (parameters.flags & kFlagSuicideAllowed) != 0;
  model.gnugo_outer_fills = (parameters.flags & kFlagOuterFillsAreMoves) != 0;
  return model;
}

LookupResult HitResult(const solver::EyeValue& value, const solver::VitalPoints& vital,
                       bool solved) {
  LookupResult result;
  result.status = LookupStatus::kHit;
  const std::string text = value.ToString();
  for (int i = 0; i < 4; ++i)
    result.value[static_cast<std::size_t>(i)] = text[static_cast<std::size_t>(i)];
  result.value[4] = '\0';
  result.attack = vital.attack;
  result.defense = vital.defense;
  result.solved = solved;
  return result;
}

LookupResult ErrorResult(LookupStatus status, std::string message) {
  LookupResult result;
  result.status = status;
  result.message = std::move(message);
  return result;
}

namespace {

LookupResult AnswerOf(const EntryLocation& answer) {
  if (!answer.hit) return ErrorResult(LookupStatus::kMiss, answer.reason);
  LookupResult result;
  result.status = LookupStatus::kHit;
  result.value = {static_cast<char>('0' + answer.value.a), static_cast<char>('0' + answer.value.b),
                  static_cast<char>('0' + answer.value.c), static_cast<char>('0' + answer.value.d),
                  '\0'};
  result.attack = answer.vital.attack;
  result.defense = answer.vital.defense;
  return result;
}

}  // namespace

LookupResult LookupGeneral(const TableReader& table, const EyeGraph& graph) {
  Result<solver::Eyespace> converted = FromEyeGraph(graph);
  if (!converted.ok()) return ErrorResult(LookupStatus::kInvalid, converted.error());
  return AnswerOf(LocateEntry(table, converted.value()));
}

LookupResult LookupGeneral(const TableReader& table, std::string_view diagram) {
  Result<solver::Pattern> parsed = solver::ParseEyespace(diagram);
  if (!parsed.ok()) return ErrorResult(LookupStatus::kInvalid, parsed.error());
  return AnswerOf(LocateEntry(table, parsed.value().eyespace));
}

}  // namespace tables

EyeTable::EyeTable(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
EyeTable::~EyeTable() = default;

std::unique_ptr<EyeTable> EyeTable::Open(const std::string& path, std::string* error,
                                         const GameModel* expected) {
  EYESHAPE_CHECK(error != nullptr);
  Result<tables::MappedFile> file = tables::MappedFile::Open(path);
  if (!file.ok()) {
    *error = file.error();
    return nullptr;
  }
  auto impl = std::make_unique<Impl>();
  impl->file.emplace(std::move(file).value());
  Result<tables::TableReader> reader = tables::TableReader::Open(impl->file->bytes());
  if (!reader.ok()) {
    *error = "'" + path + "': " + reader.error();
    return nullptr;
  }
  impl->reader.emplace(std::move(reader).value());
  impl->small.emplace(*impl->reader);
  if (expected != nullptr) {
    const GameModel actual = tables::ToGameModel(impl->reader->parameters());
    if (!(actual == *expected)) {
      const auto describe = [](const GameModel& m) {
        std::string text = m.graph_model ? "graph model" : "board model";
        text += ", L = " + std::to_string(m.outer_liberties);
        if (m.suicide_allowed) text += ", suicide allowed";
        if (m.gnugo_outer_fills) text += ", GNU Go outer fills";
        return text;
      };
      *error = "'" + path + "': table is for the " + describe(actual) + ", expected the " +
               describe(*expected);
      return nullptr;
    }
  }
  return std::unique_ptr<EyeTable>(new EyeTable(std::move(impl)));
}

const EyeTable& EyeTable::Default() {
  // Immutable once built; C++ guarantees thread-safe one-time initialization.
  static const EyeTable* const table = [] {
    auto impl = std::make_unique<Impl>();
    Result<tables::TableReader> reader = tables::TableReader::Open(tables::DefaultTableImage());
    if (!reader.ok()) {
      std::fprintf(stderr, "eyeshape: built-in table: %s\n", reader.error().c_str());
    }
    EYESHAPE_CHECK(reader.ok());
    impl->reader.emplace(std::move(reader).value());
    impl->small.emplace(*impl->reader);
    return new EyeTable(std::move(impl));
  }();
  return *table;
}

TableInfo EyeTable::info() const {
  const tables::TableReader& reader = *impl_->reader;
  TableInfo info;
  info.model = tables::ToGameModel(reader.parameters());
  info.max_size = reader.max_size();
  info.entries = reader.header().total_entries;
  info.edge_max_size = reader.parameters().edge_max_size;
  info.corner_max_size = reader.parameters().corner_max_size;
  info.edge_entries = reader.header().edge_entries;
  info.format_version = reader.header().format_version;
  info.canon_version = reader.header().canon_version;
  return info;
}

LookupResult EyeTable::Lookup(const EyeGraph& eyespace) const {
  LookupResult result;
  if (!impl_->small->Lookup(eyespace, result))
    result = tables::LookupGeneral(*impl_->reader, eyespace);
  return result;
}

LookupResult EyeTable::Lookup(std::string_view diagram) const {
  Result<solver::Pattern> parsed = solver::ParseEyespace(diagram);
  if (!parsed.ok()) return tables::ErrorResult(LookupStatus::kInvalid, parsed.error());
  const solver::Eyespace& eyespace = parsed.value().eyespace;
  // With W contact by the centre formula, the eyespace is the EyeGraph
  // below, and the index answers it exactly as the general path would.
  LookupResult result;
  if (eyespace.num_vertices <= tables::SmallIndex::kMaxSize &&
      (eyespace.touches_wall & eyespace.vertices()) == solver::CentreWallContact(eyespace)) {
    if (impl_->small->Lookup(tables::ToEyeGraph(eyespace), result)) return result;
  }
  result = tables::AnswerOf(tables::LocateEntry(*impl_->reader, eyespace));
  return result;
}

}  // namespace eyeshape
