// SPDX-License-Identifier: MIT
// File: tables/eyesdb_tools/eyesdb_crosscheck.cc
// Shape enumeration (free polyominoes x labellings, deduplicated by the
// shape's grid symmetries), GNU Go's answers, the solver and the eyes.db
// matcher, and the tallies of eyesdb_crosscheck.h.

#include "tables/eyesdb_tools/eyesdb_crosscheck.h"

#include <bit>
#include <chrono>
#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tables/eyesdb/eyesdb_match.h"
#include "tables/generation/polyomino.h"

namespace eyeshape::tables {
namespace {

using Clock = std::chrono::steady_clock;

constexpr int kMaxFailuresInARow = 3;

using LabelledShape = LabelledPolyomino;

std::vector<std::vector<LabelledShape>> ShapesBySize(int max_size) {
  std::vector<std::vector<LabelledShape>> shapes(static_cast<std::size_t>(max_size) + 1);
  for (int n = 1; n <= max_size; ++n) {
    shapes[static_cast<std::size_t>(n)] = LabelledFreePolyominoes(n);
  }
  return shapes;
}

// One reference's answer on a shape.
struct Answer {
  solver::EyeValue value;
  solver::VitalPoints vital;  // shape numbering
};

solver::VitalPoints GnuGoMarks(const LabelledShape& shape, const GnuGoAnswer& answer) {
  return MarkedVitalPoints(shape.cells, answer);
}

bool Subset(solver::VertexSet a, solver::VertexSet b) { return (a & ~b) == 0; }

// The subset rule: every db mark is a reference vital point of its kind, and
// each kind is present in both or neither.
bool DbMarksFit(const solver::VitalPoints& db, const solver::VitalPoints& reference) {
  return Subset(db.attack, reference.attack) && Subset(db.defense, reference.defense) &&
         (db.attack != 0) == (reference.attack != 0) &&
         (db.defense != 0) == (reference.defense != 0);
}

std::string Describe(const LabelledShape& shape, const Answer& answer) {
  std::string marked;
  for (std::size_t v = 0; v < shape.cells.size(); ++v) {
    const char label = shape.labels[v];
    marked += solver::VertexChar(label == '!', label == 'X', false,
                                 solver::MarkOf(answer.vital, static_cast<int>(v)));
  }
  return answer.value.ToString() + " " + ToDiagram(shape.cells, marked, 'O', "%");
}

// Counts one comparison in `pair`: agree, value differs, or marks differ
// (`marks_fit` says whether the marks agree). Returns the example kind for a
// difference ("value" or "marks"), or nullptr when they agree.
const char* Count(PairTally& pair, const solver::EyeValue& a, const solver::EyeValue& b,
                  bool marks_fit) {
  ++pair.compared;
  if (a != b) {
    ++pair.value_differs;
    return "value";
  }
  if (!marks_fit) {
    ++pair.marks_differ;
    return "marks";
  }
  ++pair.agree;
  return nullptr;
}

// Adds the counts of `size` to `all`.
void AddTally(CrosscheckTally& all, const CrosscheckTally& size) {
  all.shapes += size.shapes;
  all.outside_model += size.outside_model;
  all.cannot_build += size.cannot_build;
  all.gnugo_errors += size.gnugo_errors;
  all.compared += size.compared;
  all.db_answers += size.db_answers;
  for (const auto member :
       {&CrosscheckTally::solver_gnugo, &CrosscheckTally::solver_db, &CrosscheckTally::gnugo_db}) {
    (all.*member).compared += (size.*member).compared;
    (all.*member).agree += (size.*member).agree;
    (all.*member).value_differs += (size.*member).value_differs;
    (all.*member).marks_differ += (size.*member).marks_differ;
  }
}

// Checks that GNU Go runs and answers GTP; returns its version line.
Result<std::string> GnuGoVersion(GnuGo& gnugo, const std::string& path) {
  const GtpReply version = gnugo.Send("version");
  if (!version.ok || !version.success || version.lines.empty()) {
    return Result<std::string>::Error(
        "GNU Go at '" + path + "' does not answer GTP 'version': " +
        (version.ok ? std::string("unexpected reply") : version.error));
  }
  return version.lines[0];
}

}  // namespace

Result<CrosscheckResult> RunCrosscheck(const CrosscheckOptions& options) {
  using R = Result<CrosscheckResult>;
  if (options.max_size < 1 || options.max_size > 10) {
    return R::Error("--max-size must be 1..10 (GNU Go's reader is exponential in the size)");
  }
  if (!GnuGo::IsInstalled(options.gnugo_path)) {
    return R::Error("GNU Go not found or not executable at '" + options.gnugo_path +
                    "' (Debian package gnugo; give its path with --gnugo)");
  }
  GnuGo gnugo(options.gnugo_path, options.timeout);
  const Result<std::string> version = GnuGoVersion(gnugo, options.gnugo_path);
  if (!version.ok()) return R::Error(version.error());
  CrosscheckResult result;
  result.gnugo_version = version.value();
  result.sizes.resize(static_cast<std::size_t>(options.max_size) + 1);
  const std::vector<std::vector<LabelledShape>> shapes = ShapesBySize(options.max_size);
  const std::optional<EyesDbIndex> db_index =
      options.db == nullptr ? std::nullopt : std::optional<EyesDbIndex>(*options.db);
  int total = 0;
  for (const auto& of_size : shapes) total += static_cast<int>(of_size.size());
  int done = 0;
  int failures_in_a_row = 0;
  // Keeps the concatenation of `parts` as an example of `kind` while fewer
  // than max_examples are kept (the text is built only then).
  const auto example = [&](const std::string& kind, std::initializer_list<std::string_view> parts) {
    std::vector<std::string>& list = result.examples[kind];
    if (static_cast<int>(list.size()) >= options.max_examples) return;
    std::string line;
    for (const std::string_view part : parts) line += part;
    list.push_back(std::move(line));
  };
  for (int n = 1; n <= options.max_size; ++n) {
    CrosscheckTally& tally = result.sizes[static_cast<std::size_t>(n)];
    for (const LabelledShape& shape : shapes[static_cast<std::size_t>(n)]) {
      ++tally.shapes;
      if (options.progress) options.progress(++done, total);
      const std::string diagram = ToDiagram(shape.cells, shape.labels, 'O', "%");
      const solver::Eyespace eyespace = ToEyespace(shape.cells, shape.labels);
      if (!solver::IsNormalized(eyespace) || !solver::IsBoardHoldable(eyespace)) {
        ++tally.outside_model;
        example("outside-model", {diagram});
        continue;
      }
      const Clock::time_point start = Clock::now();
      const GnuGoAnswer answer = gnugo.AnalyzeEyegraph(diagram);
      result.gnugo_seconds += std::chrono::duration<double>(Clock::now() - start).count();
      if (!answer.ok && !answer.refused) {
        ++tally.gnugo_errors;
        example("gnugo-error", {diagram, ": ", answer.error});
        if (++failures_in_a_row >= kMaxFailuresInARow) {
          return R::Error("GNU Go failed " + std::to_string(kMaxFailuresInARow) +
                          " times in a row (last on " + diagram + "): " + answer.error);
        }
        continue;
      }
      failures_in_a_row = 0;
      if (!answer.ok || !AnswerShowsShape(shape.cells, shape.labels, answer)) {
        ++tally.cannot_build;
        std::string why = answer.ok ? "analyzed another shape: " : "refused: ";
        if (answer.ok) {
          for (std::size_t r = 0; r < answer.marked_rows.size(); ++r) {
            if (r > 0) why += '%';
            why += answer.marked_rows[r];
          }
        } else {
          why += answer.error;
        }
        example(answer.ok ? "cannot-build (another shape)" : "cannot-build (refused)",
                {diagram, " (", why, ")"});
        continue;
      }
      ++tally.compared;
      const Answer gnugo_answer{*solver::EyeValue::Parse(answer.value), GnuGoMarks(shape, answer)};
      const Result<solver::Pattern> pattern = solver::ParseEyespace(diagram);
      if (!pattern.ok()) return R::Error("internal: cannot parse " + diagram);
      const solver::PatternSolution solution = solver::SolvePattern(pattern.value(), options.game);
      const Answer solver_answer{solution.value, solution.vital};
      const std::string solver_text = "solver " + Describe(shape, solver_answer);
      const std::string gnugo_text = "GNU Go " + Describe(shape, gnugo_answer);

      if (const char* differs = Count(tally.solver_gnugo, solver_answer.value, gnugo_answer.value,
                                      solver_answer.vital == gnugo_answer.vital)) {
        example(std::string("solver-gnugo ") + differs,
                {diagram, ": ", solver_text, ", ", gnugo_text});
      }
      if (!db_index.has_value()) continue;
      const std::optional<EyesDbMatch> match =
          db_index->FirstMatch(QueryFromPattern(pattern.value()));
      if (!match.has_value()) continue;
      ++tally.db_answers;
      const EyesDbPattern& entry =
          options.db->patterns[static_cast<std::size_t>(match->pattern_index)];
      const Answer db_answer{entry.value, MarksOnQuery(entry, match->vertex_map)};
      const std::string db_text = "eyes.db " + entry.name + " " + Describe(shape, db_answer);
      for (const bool with_solver : {true, false}) {
        const Answer& reference = with_solver ? solver_answer : gnugo_answer;
        PairTally& pair = with_solver ? tally.solver_db : tally.gnugo_db;
        const std::string kind = with_solver ? "solver-db" : "gnugo-db";
        const std::string& reference_text = with_solver ? solver_text : gnugo_text;
        if (const char* differs = Count(pair, reference.value, db_answer.value,
                                        DbMarksFit(db_answer.vital, reference.vital))) {
          example(kind + " " + differs, {diagram, ": ", reference_text, ", ", db_text});
        }
      }
    }
  }
  for (int n = 1; n <= options.max_size; ++n) {
    AddTally(result.sizes[0], result.sizes[static_cast<std::size_t>(n)]);
  }
  return result;
}

}  // namespace eyeshape::tables
