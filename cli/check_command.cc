// SPDX-License-Identifier: MIT
// File: cli/check_command.cc
// `eyeshape check FILE.db`: every pattern of an eyes.db-format file against
// the solver (tables/eyesdb_check.h has the statuses and the marks rule).
// Text: each disagreement with both values, both marked diagrams and the
// solver's principal lines, the shadowed patterns, then a summary per size.
// --json: one object per pattern and line. Exit 0 whether or not patterns
// disagree; 2 when the file cannot be read or parsed.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "nlohmann/json.hpp"
#include "report/json_text.h"
#include "report/pattern_output.h"
#include "solver/solver.h"
#include "tables/eyesdb/eyesdb.h"
#include "tables/eyesdb/eyesdb_match.h"
#include "tables/eyesdb_tools/eyesdb_check.h"

namespace eyeshape::cli {
namespace {

using tables::CheckStatus;
using tables::ExpansionCheck;
using tables::EyesDb;
using tables::EyesDbPattern;
using tables::MarksRule;
using tables::PatternCheck;

struct CheckCommandOptions {
  std::string file;
  bool json = false;
  std::string model = "board";
  int outer_liberties = 2;
  bool gnugo_compatible = false;
  std::string marks = "subset";
  int threads = 1;
  int coverage_max_size = 8;
};

MarksRule ParseMarksRule(const std::string& name) {
  if (name == "equal") return MarksRule::kEqual;
  if (name == "ignore") return MarksRule::kIgnore;
  return MarksRule::kSubset;
}

std::vector<solver::VitalMark> MarksOf(const solver::VitalPoints& vital, int num_vertices) {
  std::vector<solver::VitalMark> marks(static_cast<std::size_t>(num_vertices));
  for (int v = 0; v < num_vertices; ++v)
    marks[static_cast<std::size_t>(v)] = solver::MarkOf(vital, v);
  return marks;
}

std::vector<std::string> SplitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The expansion drawn with the solver's marks.
std::string SolverDiagram(const ExpansionCheck& e, std::string_view separator = "\n") {
  return solver::FormatPattern(e.pattern, MarksOf(e.solver_vital, e.pattern.eyespace.num_vertices),
                               ' ', separator);
}

// Two diagrams side by side under two titles.
std::string SideBySide(const std::string& left_title, const std::vector<std::string>& left,
                       const std::string& right_title, const std::vector<std::string>& right) {
  std::size_t width = left_title.size();
  for (const std::string& row : left) width = std::max(width, row.size());
  width += 4;
  std::string text;
  const std::size_t rows = std::max(left.size(), right.size()) + 1;
  for (std::size_t r = 0; r < rows; ++r) {
    std::string l = r == 0 ? left_title : (r - 1 < left.size() ? left[r - 1] : "");
    const std::string rt = r == 0 ? right_title : (r - 1 < right.size() ? right[r - 1] : "");
    l.resize(width, ' ');
    text.append("    ").append(l).append(rt);
    while (!text.empty() && text.back() == ' ') text.pop_back();
    text += '\n';
  }
  return text;
}

std::string SideName(solver::Side side) { return side == solver::Side::kAttacker ? "X" : "O"; }

// Why the solver's a or d is what it is: the value after every move of the
// side concerned (SPEC §4 decides a and d from these positions).
std::vector<std::string> MoveValues(const ExpansionCheck& e, solver::Side side,
                                    const solver::GameOptions& game) {
  std::vector<std::string> lines;
  const solver::Pattern& pattern = e.pattern;
  const solver::NormalizedEyespace normalized = solver::Normalize(pattern.eyespace);
  const solver::Eyespace& start = normalized.eyespace;
  for (int v = 0; v < start.num_vertices; ++v) {
    if ((start.attacker & solver::VertexBit(v)) != 0) continue;
    const std::optional<solver::Eyespace> after = tables::EyespaceAfterMove(start, side, v);
    std::string line =
        SideName(side) + " at " +
        report::VertexName(pattern, normalized.input_vertex[static_cast<std::size_t>(v)]) + ": ";
    if (!after.has_value()) {
      line += side == solver::Side::kAttacker ? "illegal (suicide)"
                                              : "not shown (a separate O string or a capture)";
    } else {
      const solver::Evaluation evaluation =
          solver::SolveValue(solver::Normalize(*after).eyespace, game);
      line += "value " + evaluation.value.ToString();
    }
    lines.push_back(line);
  }
  if (lines.empty()) lines.push_back("(no empty vertex after normalization)");
  return lines;
}

// "{3 (row 2, col 2), 4 (row 2, col 3)}".
std::string VertexList(const solver::Pattern& pattern, solver::VertexSet set) {
  std::string text = "{";
  for (solver::VertexSet rest = set; rest != 0; rest &= rest - 1) {
    if (text.size() > 1) text += ", ";
    text += report::VertexName(pattern, std::countr_zero(rest));
  }
  return text + "}";
}

// The explanation lines of a disagreement: principal lines behind b and c,
// and the values after each move when a or d differ.
std::vector<std::string> Explanation(const ExpansionCheck& e, const solver::EyeValue& db_value,
                                     const solver::GameOptions& game) {
  std::vector<std::string> lines;
  const solver::PatternSolution solution = solver::SolvePattern(e.pattern, game, /*explain=*/true);
  lines.reserve(solution.lines.size() + 1);
  for (const solver::PrincipalLine& line : solution.lines)
    lines.push_back(report::DescribeLine(e.pattern, line));
  const solver::VitalPoints db_marks = tables::PatternMarks(e.pattern);
  if (e.solver_value == db_value && !(db_marks == e.solver_vital)) {
    lines.push_back("vital points: eyes.db attack " + VertexList(e.pattern, db_marks.attack) +
                    ", defense " + VertexList(e.pattern, db_marks.defense) + "; solver attack " +
                    VertexList(e.pattern, e.solver_vital.attack) + ", defense " +
                    VertexList(e.pattern, e.solver_vital.defense));
    for (const solver::Side side : {solver::Side::kAttacker, solver::Side::kDefender}) {
      const bool attack = side == solver::Side::kAttacker;
      if ((attack ? db_marks.attack : db_marks.defense) ==
          (attack ? e.solver_vital.attack : e.solver_vital.defense)) {
        continue;
      }
      lines.push_back(std::string("values after each ") + (attack ? "X" : "O") + " move:");
      for (const std::string& line : MoveValues(e, side, game)) lines.push_back("  " + line);
    }
    return lines;
  }
  if (e.solver_value.a != db_value.a) {
    lines.push_back("a differs; values after each X move:");
    for (const std::string& line : MoveValues(e, solver::Side::kAttacker, game))
      lines.push_back("  " + line);
  }
  if (e.solver_value.d != db_value.d) {
    lines.push_back("d differs; values after each O move:");
    for (const std::string& line : MoveValues(e, solver::Side::kDefender, game))
      lines.push_back("  " + line);
  }
  return lines;
}

std::string ShadowList(const EyesDb& db, const PatternCheck& check) {
  std::string text;
  for (std::size_t i = 0; i < check.shadowed_by.size(); ++i) {
    if (i > 0) text += ", ";
    text += db.patterns[static_cast<std::size_t>(check.shadowed_by[i])].name;
  }
  return text;
}

void PrintDisagreement(const EyesDb& db, const PatternCheck& check,
                       const solver::GameOptions& game) {
  const EyesDbPattern& entry = db.patterns[static_cast<std::size_t>(check.index)];
  const ExpansionCheck& e = check.expansions[static_cast<std::size_t>(check.representative)];
  std::cout << "Pattern " << entry.name << " (line " << entry.name_line
            << "): " << tables::CheckStatusName(check.status) << ": eyes.db "
            << entry.value.ToString() << ", solver " << e.solver_value.ToString();
  if (check.expansions.size() > 1) {
    std::cout << " (expansion " << solver::FormatPattern(e.pattern, {}, 'O', "%") << ", "
              << check.num_reached() << " of " << check.expansions.size() << " reached)";
  }
  std::cout << "\n";
  if (check.kind != tables::DifferenceKind::kNone) std::cout << "    " << check.reason << "\n";
  std::cout << SideBySide("eyes.db " + entry.value.ToString(), entry.rows,
                          "solver " + e.solver_value.ToString(), SplitLines(SolverDiagram(e)));
  for (const std::string& line : Explanation(e, entry.value, game)) {
    std::cout << "    " << line << "\n";
  }
  std::cout << "\n";
}

nlohmann::json PatternJson(const EyesDb& db, const PatternCheck& check,
                           const solver::GameOptions& game) {
  const EyesDbPattern& entry = db.patterns[static_cast<std::size_t>(check.index)];
  nlohmann::json out;
  out["pattern"] = entry.name;
  out["status"] = std::string(tables::CheckStatusName(check.status));
  out["db_value"] = entry.value.ToString();
  const ExpansionCheck* shown =
      check.representative >= 0 ? &check.expansions[static_cast<std::size_t>(check.representative)]
                                : nullptr;
  out["solver_value"] = shown != nullptr && shown->solved
                            ? nlohmann::json(shown->solver_value.ToString())
                            : nlohmann::json(nullptr);
  out["line"] = entry.name_line;
  out["size"] = entry.size();
  out["marginal"] = entry.num_marginal();
  out["diagram"] = entry.Diagram("%");
  if (!check.reason.empty()) out["reason"] = check.reason;
  if (check.kind != tables::DifferenceKind::kNone) {
    out["difference_kind"] = std::string(tables::DifferenceKindName(check.kind));
  }
  if (entry.is_edge_pattern()) out["edge_pattern"] = true;
  static constexpr std::array<const char*, 3> kPlacements = {"centre", "edge", "corner"};
  out["placement"] = kPlacements[static_cast<std::size_t>(entry.num_board_edges())];
  if (!check.shadowed_by.empty()) {
    nlohmann::json names = nlohmann::json::array();
    for (const int index : check.shadowed_by) {
      names.push_back(db.patterns[static_cast<std::size_t>(index)].name);
    }
    out["shadowed_by"] = names;
  }
  out["reached"] = check.num_reached();
  nlohmann::json expansions = nlohmann::json::array();
  for (const ExpansionCheck& e : check.expansions) {
    nlohmann::json x;
    x["diagram"] = solver::FormatPattern(e.pattern, {}, 'O', "%");
    x["first_match"] = db.patterns[static_cast<std::size_t>(e.first_match)].name;
    x["reached"] = e.first_match == check.index;
    if (e.solved) {
      x["solver_value"] = e.solver_value.ToString();
      x["solver_diagram"] = SolverDiagram(e, "%");
      x["marks_equal"] = e.marks_equal;
      x["marks_subset"] = e.marks_subset;
    }
    expansions.push_back(x);
  }
  out["expansions"] = expansions;
  if (shown != nullptr && shown->solved &&
      (check.status == CheckStatus::kValueDiffers || check.status == CheckStatus::kMarksDiffer)) {
    out["explanation"] = Explanation(*shown, entry.value, game);
  }
  return out;
}

// Counts per size (index = size, 0 = total) and status.
using Table = std::vector<std::array<int, tables::kNumCheckStatuses + 1>>;

void PrintSummary(const EyesDb& db, const std::vector<PatternCheck>& checks,
                  const CheckCommandOptions& options) {
  int max_size = 0;
  for (const EyesDbPattern& p : db.patterns) max_size = std::max(max_size, p.size());
  Table table(static_cast<std::size_t>(max_size) + 1);
  for (auto& row : table) row.fill(0);
  // By placement: 0 centre, 1 edge, 2 corner (the edges drawn), 3 all.
  Table placements(4);
  for (auto& row : placements) row.fill(0);
  for (const PatternCheck& check : checks) {
    const EyesDbPattern& entry = db.patterns[static_cast<std::size_t>(check.index)];
    for (const int row : {0, entry.size()}) {
      ++table[static_cast<std::size_t>(row)][static_cast<std::size_t>(check.status)];
      ++table[static_cast<std::size_t>(row)][tables::kNumCheckStatuses];
    }
    for (const int row : {entry.num_board_edges(), 3}) {
      ++placements[static_cast<std::size_t>(row)][static_cast<std::size_t>(check.status)];
      ++placements[static_cast<std::size_t>(row)][tables::kNumCheckStatuses];
    }
  }
  std::cout << "Summary: " << options.file << " (" << db.patterns.size() << " patterns), model "
            << options.model << ", L = " << options.outer_liberties << ", marks rule "
            << options.marks << (options.gnugo_compatible ? ", GNU Go-compatible moves" : "")
            << "\n\n";
  std::printf(
      "| size | patterns | agree | value-differs | marks-differ | outside-model | shadowed |\n");
  std::printf(
      "|-----:|---------:|------:|--------------:|-------------:|--------------:|---------:|\n");
  const auto print_row = [&](const std::string& label, const std::array<int, 6>& row) {
    std::printf("| %4s | %8d | %5d | %13d | %12d | %13d | %8d |\n", label.c_str(),
                row[tables::kNumCheckStatuses], row[0], row[1], row[2], row[3], row[4]);
  };
  for (int size = 1; size <= max_size; ++size) {
    print_row(std::to_string(size), table[static_cast<std::size_t>(size)]);
  }
  print_row("all", table[0]);
  std::cout << "\nBy placement (the board edges drawn: none, one, two):\n\n";
  std::printf(
      "| placement | patterns | agree | value-differs | marks-differ | outside-model | shadowed "
      "|\n");
  std::printf(
      "|:----------|---------:|------:|--------------:|-------------:|--------------:|---------:"
      "|\n");
  const std::array<const char*, 4> names = {"centre", "edge", "corner", "all"};
  for (std::size_t p = 0; p < names.size(); ++p) {
    const std::array<int, 6>& row = placements[p];
    std::printf("| %-9s | %8d | %5d | %13d | %12d | %13d | %8d |\n", names[p],
                row[tables::kNumCheckStatuses], row[0], row[1], row[2], row[3], row[4]);
  }
  std::cout << "\n";
  std::cout << "Marks rules (status counts over all patterns):\n";
  for (const MarksRule rule : {MarksRule::kSubset, MarksRule::kEqual, MarksRule::kIgnore}) {
    std::array<int, tables::kNumCheckStatuses> counts{};
    for (const PatternCheck& check : checks) {
      ++counts[static_cast<std::size_t>(tables::StatusUnderRule(check, rule))];
    }
    std::cout << "  " << tables::MarksRuleName(rule) << ": agree " << counts[0]
              << ", value-differs " << counts[1] << ", marks-differ " << counts[2] << "\n";
  }
}

int RunCheck(const CheckCommandOptions& options) {
  Result<EyesDb> read = tables::ReadEyesDbFile(options.file);
  if (!read.ok()) throw CommandError(read.error());
  const EyesDb& db = read.value();
  tables::CheckOptions check_options;
  check_options.game.model =
      options.model == "graph" ? solver::Model::kGraph : solver::Model::kBoard;
  check_options.game.outer_liberties = options.outer_liberties;
  check_options.game.outer_fills_are_moves = options.gnugo_compatible;
  check_options.marks = ParseMarksRule(options.marks);
  check_options.threads = options.threads;
  const std::vector<PatternCheck> checks = tables::CheckEyesDb(db, check_options);
  if (options.json) {
    for (const PatternCheck& check : checks) {
      std::cout << report::JsonText(PatternJson(db, check, check_options.game)) << "\n";
    }
    return kExitOk;
  }
  int shown = 0;
  for (const PatternCheck& check : checks) {
    if (check.status != CheckStatus::kValueDiffers && check.status != CheckStatus::kMarksDiffer) {
      continue;
    }
    PrintDisagreement(db, check, check_options.game);
    ++shown;
  }
  bool any_shadowed = false;
  for (const PatternCheck& check : checks) {
    if (check.status != CheckStatus::kShadowed) continue;
    if (!any_shadowed) std::cout << "Never reached (shadowed by earlier patterns):\n";
    any_shadowed = true;
    const EyesDbPattern& entry = db.patterns[static_cast<std::size_t>(check.index)];
    std::cout << "  Pattern " << entry.name << " (line " << entry.name_line << ") "
              << entry.Diagram("%") << " :" << entry.value.ToString() << ", answered by "
              << ShadowList(db, check) << "\n";
  }
  if (any_shadowed || shown > 0) std::cout << "\n";
  PrintSummary(db, checks, options);
  if (options.coverage_max_size > 0) {
    std::cout << "\nCoverage: share of all eyespace classes (polyomino graphs labelled . ! X, "
                 "centre, up to isomorphism) that some pattern answers:\n\n";
    std::printf("| size | classes | answered | share |\n");
    std::printf("|-----:|--------:|---------:|------:|\n");
    for (const tables::CoverageCount& count :
         tables::EyesDbCoverage(db, options.coverage_max_size, options.threads)) {
      std::printf("| %4d | %7lld | %8lld | %4.1f%% |\n", count.size,
                  static_cast<long long>(count.classes), static_cast<long long>(count.answered),
                  count.classes == 0 ? 0.0
                                     : 100.0 * static_cast<double>(count.answered) /
                                           static_cast<double>(count.classes));
    }
  }
  return kExitOk;
}

}  // namespace

void RegisterCheck(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<CheckCommandOptions>();
  CLI::App* command = app.add_subcommand(
      "check",
      "Check an eyes.db-format pattern file (GNU Go's format) against the solver: each pattern, "
      "with 'x' expanded and edge and corner patterns solved at their drawn edge, agrees, has "
      "another value (with the kind of difference), other vital points, lies outside the model "
      "(shapes no board can hold) or is never reached (earlier patterns answer all its "
      "expansions under GNU Go's first-match rule and edge rule). Exit status 0 whether or not "
      "patterns disagree; 2 when the file cannot be read.");
  command->add_option("file", options->file, "the pattern file, e.g. ../shared/data/eyes.db")
      ->required();
  command->add_flag("--json", options->json, "one JSON object per pattern and line");
  command->add_option("--model", options->model, "board (default) or graph")
      ->check(CLI::IsMember({"board", "graph"}));
  command
      ->add_option("--outer-liberties,-L", options->outer_liberties,
                   "W's liberties outside the eyespace (default 2)")
      ->check(CLI::Range(0, 7));
  command->add_flag("--gnugo-compatible", options->gnugo_compatible,
                    "count X's outer-liberty fills as X moves, as GNU Go 3.8's reader does");
  command
      ->add_option("--marks", options->marks,
                   "how marks are compared where values agree: subset (default: every db "
                   "mark is a solver vital point of its kind, each kind present in both or "
                   "neither), equal, or ignore")
      ->check(CLI::IsMember({"subset", "equal", "ignore"}));
  command
      ->add_option("--coverage", options->coverage_max_size,
                   "coverage table for sizes 1..N (default 8; 0 = none; text output only)")
      ->check(CLI::Range(0, 10));
  command->add_option("--threads,-t", options->threads, "solver threads (default 1)")
      ->check(CLI::Range(1, 256));
  command->callback([options, &exit_code] { exit_code = RunCheck(*options); });
}

}  // namespace eyeshape::cli
