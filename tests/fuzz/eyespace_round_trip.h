// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_FUZZ_EYESPACE_ROUND_TRIP_H_
#define EYESHAPE_TESTS_FUZZ_EYESPACE_ROUND_TRIP_H_

// File: tests/fuzz/eyespace_round_trip.h
// The checks the eyespace fuzzer runs on every input, shared with
// tests/solver/eyespace_corpus_test.cc so that the stored corpus is replayed
// by the ordinary test suite. CheckEyespaceRoundTrip(bytes) parses the bytes
// and, when they parse, checks the Pattern's invariants, Format -> Parse round
// trips (diagram, GNU Go one-line form, graph line) and Normalize's
// postconditions (SPEC §2). It returns "" or the first failure, one line.

#include <bit>
#include <cstddef>
#include <string>
#include <string_view>

#include "solver/model/eyespace.h"

namespace eyeshape::fuzz {

namespace round_trip_internal {

inline std::string Fail(std::string_view what, std::string_view text) {
  std::string message(what);
  message += " [input: ";
  for (const char c : text.substr(0, 200)) {
    const auto byte = static_cast<unsigned char>(c);
    message += (byte >= 0x20 && byte < 0x7f) ? c : '?';
  }
  return message + "]";
}

// "" when `eyespace` keeps the invariants of solver/eyespace.h.
inline std::string EyespaceInvariantError(const solver::Eyespace& eyespace) {
  const int n = eyespace.num_vertices;
  if (n < 0 || n > solver::kMaxVertices) return "vertex count out of range";
  const solver::VertexSet all = eyespace.vertices();
  for (int v = 0; v < solver::kMaxVertices; ++v) {
    const solver::VertexSet neighbours = eyespace.neighbours[v];
    if (v >= n && neighbours != 0) return "neighbours of a vertex out of range";
    if ((neighbours & ~all) != 0) return "neighbour out of range";
    if ((neighbours & solver::VertexBit(v)) != 0) return "self-loop";
    for (solver::VertexSet s = neighbours; s != 0; s &= s - 1) {
      if ((eyespace.neighbours[std::countr_zero(s)] & solver::VertexBit(v)) == 0)
        return "asymmetric edge";
    }
  }
  if (((eyespace.marginal | eyespace.attacker | eyespace.touches_wall) & ~all) != 0) {
    return "label bit out of range";
  }
  return "";
}

inline bool IsNonEmptyAndConnected(const solver::Eyespace& eyespace) {
  if (eyespace.num_vertices == 0) return false;
  solver::VertexSet reached = 1;
  solver::VertexSet frontier = 1;
  while (frontier != 0) {
    const int v = std::countr_zero(frontier);
    frontier &= frontier - 1;
    const solver::VertexSet fresh = eyespace.neighbours[v] & ~reached;
    reached |= fresh;
    frontier |= fresh;
  }
  return reached == eyespace.vertices();
}

inline bool SamePattern(const solver::Pattern& a, const solver::Pattern& b) {
  return a.eyespace == b.eyespace && a.wildcard == b.wildcard && a.touch_given == b.touch_given &&
         a.marks == b.marks && a.drawing.has_value() == b.drawing.has_value() &&
         (!a.drawing || a.drawing->cells == b.drawing->cells);
}

// "" when Normalize(eyespace) meets SPEC §2.
inline std::string NormalizeError(const solver::Eyespace& input) {
  const solver::NormalizedEyespace normalized = solver::Normalize(input);
  const solver::Eyespace& out = normalized.eyespace;
  if (std::string error = EyespaceInvariantError(out); !error.empty()) {
    return "normalized: " + error;
  }
  if (normalized.input_vertex.size() != static_cast<std::size_t>(out.num_vertices)) {
    return "input_vertex has the wrong size";
  }
  for (int i = 0; i < out.num_vertices; ++i) {
    const int v = normalized.input_vertex[i];
    if (v < 0 || v >= input.num_vertices) return "input_vertex out of range";
    if (i > 0 && v <= normalized.input_vertex[i - 1]) return "input_vertex not increasing";
    const solver::VertexSet in_bit = solver::VertexBit(v);
    const solver::VertexSet out_bit = solver::VertexBit(i);
    if (((out.touches_wall & out_bit) != 0) != ((input.touches_wall & in_bit) != 0)) {
      return "W contact changed";
    }
    if ((out.attacker & out_bit) != 0 && (input.attacker & in_bit) == 0) return "X appeared";
    if ((input.marginal & in_bit) != 0 && (out.marginal & out_bit) == 0) return "margin lost";
    for (int j = 0; j < out.num_vertices; ++j) {
      const bool out_edge = (out.neighbours[i] & solver::VertexBit(j)) != 0;
      const bool in_edge =
          (input.neighbours[v] & solver::VertexBit(normalized.input_vertex[j])) != 0;
      if (out_edge != in_edge) return "normalized graph is not the induced subgraph";
    }
  }
  if ((out.attacker & out.marginal) != 0) return "marginal X stone left";
  for (solver::VertexSet s = out.attacker; s != 0; s &= s - 1) {
    // Every X stone's string must reach an empty vertex: flood through X.
    solver::VertexSet string = solver::VertexBit(std::countr_zero(s));
    solver::VertexSet frontier = string;
    solver::VertexSet liberties = 0;
    while (frontier != 0) {
      const int v = std::countr_zero(frontier);
      frontier &= frontier - 1;
      liberties |= out.neighbours[v] & ~out.attacker;
      const solver::VertexSet fresh = out.neighbours[v] & out.attacker & ~string;
      string |= fresh;
      frontier |= fresh;
    }
    if (liberties == 0) return "X string without liberty left";
  }
  const solver::NormalizedEyespace again = solver::Normalize(out);
  if (!(again.eyespace == out)) return "Normalize is not idempotent";
  if (IsNonEmptyAndConnected(out)) {
    const std::string line = solver::FormatGraphLine(out);
    const Result<solver::Pattern> reparsed = solver::ParsePattern(line);
    if (!reparsed.ok()) return "normalized graph line does not parse: " + reparsed.error();
    if (!(reparsed.value().eyespace == out)) return "normalized graph line changes the eyespace";
  }
  return "";
}

}  // namespace round_trip_internal

// Runs every check on `text`; returns "" or the first failure.
inline std::string CheckEyespaceRoundTrip(std::string_view text) {
  using namespace round_trip_internal;
  const Result<solver::Pattern> parsed = solver::ParsePattern(text);
  if (!parsed.ok()) {
    const std::string& error = parsed.error();
    if (error.empty()) return Fail("empty error message", text);
    if (error.find_first_of("\r\n") != std::string::npos) return Fail("multi-line error", text);
    if (solver::ParseEyespace(text).ok())
      return Fail("ParseEyespace accepts what ParsePattern rejects", text);
    return "";
  }
  const solver::Pattern& pattern = parsed.value();
  const solver::Eyespace& eyespace = pattern.eyespace;
  const int n = eyespace.num_vertices;
  if (std::string error = EyespaceInvariantError(eyespace); !error.empty())
    return Fail(error, text);
  if (n < 1) return Fail("parsed an empty eyespace", text);
  if (!IsNonEmptyAndConnected(eyespace)) return Fail("parsed a disconnected eyespace", text);
  if (pattern.marks.size() != static_cast<std::size_t>(n)) return Fail("marks size", text);
  if ((pattern.wildcard & ~eyespace.vertices()) != 0) return Fail("wildcard out of range", text);
  if ((pattern.wildcard & (eyespace.attacker | eyespace.marginal)) != 0) {
    return Fail("wildcard with other labels", text);
  }
  if (pattern.drawing && pattern.drawing->cells.size() != static_cast<std::size_t>(n)) {
    return Fail("drawing cells size", text);
  }
  if (!pattern.drawing && !pattern.touch_given &&
      eyespace.touches_wall != solver::CentreWallContact(eyespace)) {
    return Fail("graph line W contact differs from CentreWallContact", text);
  }
  if (solver::ParseEyespace(text).ok() != (pattern.wildcard == 0))
    return Fail("ParseEyespace", text);
  if (!(solver::ApplyModel(eyespace, solver::Model::kBoard) == eyespace))
    return Fail("ApplyModel board", text);
  if (solver::ApplyModel(eyespace, solver::Model::kGraph).touches_wall != eyespace.vertices()) {
    return Fail("ApplyModel graph", text);
  }

  // Format -> Parse round trips, and formatting is stable.
  const std::string forms[] = {solver::FormatPattern(pattern, pattern.marks),
                               solver::FormatPattern(pattern, pattern.marks, 'O', "%")};
  for (const std::string& form : forms) {
    const Result<solver::Pattern> reparsed = solver::ParsePattern(form);
    if (!reparsed.ok()) return Fail("formatted pattern does not parse: " + reparsed.error(), text);
    if (!SamePattern(reparsed.value(), pattern))
      return Fail("round trip changes the pattern", text);
    if (solver::FormatPattern(reparsed.value(), pattern.marks) != forms[0]) {
      return Fail("formatting is not stable", text);
    }
  }
  const std::string line = solver::FormatGraphLine(eyespace, pattern.marks);
  const Result<solver::Pattern> from_line = solver::ParsePattern(line);
  if (!from_line.ok()) return Fail("graph line does not parse: " + from_line.error(), text);
  if (!(from_line.value().eyespace == eyespace)) return Fail("graph line changes eyespace", text);
  if (from_line.value().marks != pattern.marks) return Fail("graph line changes marks", text);
  if (solver::FormatGraphLine(from_line.value().eyespace, from_line.value().marks) != line) {
    return Fail("graph line is not stable", text);
  }

  if (pattern.wildcard == 0) {
    if (std::string error = NormalizeError(eyespace); !error.empty()) return Fail(error, text);
  }
  return "";
}

}  // namespace eyeshape::fuzz

#endif  // EYESHAPE_TESTS_FUZZ_EYESPACE_ROUND_TRIP_H_
