// SPDX-License-Identifier: MIT
// File: cli/board_command.cc
// `eyeshape board FILE|- [--move N] [--json]`: the eye analysis of a position
// (board/eyes.h). FILE is an SGF record or a diagram in GNU Go's `showboard`
// format (board/position_text.h). Text output: a diagram of the eye spaces
// in the manner of `gnugo -E` (ANSI colours only on a terminal, unless
// --color says otherwise; the letters carry everything without colour), a
// legend, then every eye space, half and false eye and group. --json: one
// JSON object. Exit 0; 1 for input that is not a position (one line, with
// where: "move 37: ...", "line 4: ..."); 2 when the file cannot be read.

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "board/ascii_board.h"
#include "board/eyes.h"
#include "board/position.h"
#include "board/position_text.h"
#include "cli/commands.h"
#include "cli/input.h"
#include "report/json_text.h"
#include "report/position_json.h"

namespace eyeshape::cli {
namespace {

using board::Color;
using board::EyeAnalysis;
using board::EyeSpace;
using board::Point;
using board::Position;

struct BoardCommandOptions {
  std::string input;
  int move = 0;
  bool json = false;
  std::string color = "auto";
};

// board::VertexList(), "-" for none (the text output's empty list).
template <typename Points>
std::string Listed(const Position& position, const Points& points) {
  std::string list = board::VertexList(position, points);
  return list.empty() ? "-" : list;
}

std::string FormatValue(int fifths) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.2f", static_cast<double>(fifths) / board::kDiagonalUnit);
  return text;
}

// The diagram symbol of one point (see the legend) and the colour of its eye
// space (kEmpty: none).
struct Cell {
  char symbol = '.';
  Color owner = Color::kEmpty;
};

Cell CellAt(const Position& position, const EyeAnalysis& eyes, Point p) {
  Cell cell;
  for (const Color owner : {Color::kBlack, Color::kWhite}) {
    if (eyes.EyeSpaceAt(owner, p) >= 0) cell.owner = owner;
  }
  const Color stone = position.At(p);
  if (stone != Color::kEmpty) {
    const bool counts = eyes.lively.Contains(p);
    cell.symbol = stone == Color::kBlack ? (counts ? 'X' : 'x') : (counts ? 'O' : 'o');
    return cell;
  }
  if (cell.owner == Color::kEmpty) return cell;
  const EyeSpace& space = eyes.eyespaces[static_cast<std::size_t>(eyes.EyeSpaceAt(cell.owner, p))];
  const board::TopologicalEye* t = eyes.TopologicalAt(cell.owner, p);
  if (t != nullptr) {
    cell.symbol = t->kind == board::TopologicalKind::kHalfEye ? 'h' : 'f';
  } else if (space.marginal.Contains(p)) {
    cell.symbol = '!';
  } else {
    cell.symbol = cell.owner == Color::kBlack ? 'b' : 'w';
  }
  return cell;
}

std::string Diagram(const Position& position, const EyeAnalysis& eyes, bool colour) {
  return board::DrawBoardFrame(position, [&](Point p) {
    const Cell cell = CellAt(position, eyes, p);
    // GNU Go -E's colours: red for Black's eye spaces, green for White's.
    if (colour && cell.owner != Color::kEmpty) {
      return std::string(cell.owner == Color::kBlack ? "\033[31m" : "\033[32m") + cell.symbol +
             "\033[39;49m";
    }
    return std::string(1, cell.symbol);
  });
}

// EyeOptions' default: the largest eye graph valued exactly.
constexpr int kMaxSolved = board::EyeOptions{}.max_solved_vertices;

constexpr const char* kLegend =
    "X O stones that count, x o stones that do not (capturable, inside the other colour's eye "
    "space); b w points of Black's / White's eye spaces, ! marginal, h half eye, f false eye, "
    ". in no eye space";

void PrintText(const board::PositionText& read, const EyeAnalysis& eyes, bool colour) {
  const Position& position = read.position;
  std::ostringstream out;
  out << position.width() << "x" << position.height() << ", "
      << board::ColorName(position.to_move()) << " to move";
  if (read.is_sgf) {
    out << ", " << read.moves_played << " of " << read.moves_in_record << " moves played";
  }
  out << "\n\n" << Diagram(position, eyes, colour) << kLegend << "\n";
  for (std::size_t i = 0; i < eyes.eyespaces.size(); ++i) {
    const EyeSpace& space = eyes.eyespaces[i];
    out << "\neye space " << i + 1 << ": " << board::ColorName(space.owner) << ", origin "
        << position.GtpVertex(space.origin) << ", size " << space.points.size() << "\n";
    out << "  points: " << Listed(position, space.points) << "\n";
    out << "  marginal: " << Listed(position, space.marginal) << "\n";
    if (!space.attacker_stones.empty()) {
      out << "  attacker stones: " << Listed(position, space.attacker_stones) << "\n";
    }
    if (!space.false_margins.empty()) {
      // Not points of the space, but vertices of its graph (docs/board-eyes.md, G6).
      out << "  false margins: " << Listed(position, space.false_margins) << "\n";
    }
    if (!space.half_eyes.empty()) {
      out << "  half eyes: " << Listed(position, space.half_eyes) << "\n";
    }
    if (!space.false_eyes.empty()) {
      out << "  false eyes: " << Listed(position, space.false_eyes) << "\n";
    }
    if (!space.settled.empty()) {
      // A dead stone O takes when it pleases, and its liberties (docs/board-eyes.md, G9).
      out << "  settled by " << board::ColorName(space.owner) << ": "
          << Listed(position, space.settled) << "\n";
    }
    out << "  wall strings: " << Listed(position, space.wall_strings) << "\n";
    switch (space.status) {
      case board::EyeSpaceStatus::kValued:
        out << "  value " << space.value << " (min " << space.min << ", max " << space.max << "; "
            << (space.solved ? "solved" : "from the table") << ", " << space.graph.num_vertices
            << " vertices";
        // W's real outer liberties when fewer than the table's L (docs/board-eyes.md, W1).
        if (space.outer_liberties < 2) out << ", outer liberties " << space.outer_liberties;
        out << ")\n";
        out << "  attack: " << Listed(position, space.attack)
            << "  defense: " << Listed(position, space.defense) << "\n";
        // A lone ko half eye won by O (docs/board-eyes.md, V4).
        if (!space.ko_won.value.empty()) {
          out << "  with the ko at half eye " << position.GtpVertex(space.ko_won.half_eye)
              << " won: value " << space.ko_won.value
              << " (GNU Go's eval_eye reports this)  attack: "
              << Listed(position, space.ko_won.attack)
              << "  defense: " << Listed(position, space.ko_won.defense) << "\n";
        }
        break;
      case board::EyeSpaceStatus::kTooLarge:
        out << "  too large to solve (more than " << kMaxSolved << " vertices)\n";
        break;
      case board::EyeSpaceStatus::kUnsolved:
      case board::EyeSpaceStatus::kInvalid:
        out << "  not valued: " << space.message << "\n";
        break;
    }
  }
  if (!eyes.topological.empty()) out << "\n";
  for (const board::TopologicalEye& t : eyes.topological) {
    out << board::TopologicalKindName(t.kind) << " " << position.GtpVertex(t.point) << " ("
        << board::ColorName(t.owner) << "): topological value " << FormatValue(t.value_fifths)
        << ", attack " << Listed(position, t.attack_points) << ", defense "
        << Listed(position, t.defense_points) << (t.made_marginal ? ", made marginal" : "") << "\n";
  }
  if (!eyes.strings.empty()) out << "\n";
  for (const board::StringEyes& group : eyes.strings) {
    out << "group " << position.GtpVertex(group.origin) << " (" << board::ColorName(group.color)
        << ", " << group.stones.size() << " stones): eye spaces";
    if (group.eyespaces.empty()) out << " -";
    for (const int index : group.eyespaces) out << " " << index + 1;
    out << ", eyes " << board::EyeCountString(group.eyes) << " (min " << group.min() << ", max "
        << group.max()
        << (group.complete ? "" : "; estimated: a space without a value counted as two eyes")
        << ")\n";
  }
  std::cout << out.str();
}

int Run(const BoardCommandOptions& options) {
  const std::string text = ReadInput(options.input);
  const std::string name = options.input == "-" ? "<stdin>" : options.input;
  if (options.move != 0 && !board::LooksLikeSgf(text)) {
    throw CommandError("--move: '" + name + "' is a diagram, not an SGF record");
  }
  const Result<board::PositionText> read =
      board::ReadPositionText(text, {.until_move = options.move});
  if (!read.ok()) {
    std::cerr << "eyeshape: " << name << ": " << read.error() << "\n";
    return kExitInputError;
  }
  const EyeAnalysis eyes = board::AnalyzeEyes(read.value().position);
  if (options.json) {
    std::cout << report::JsonText(report::EyeAnalysisJson(read.value(), eyes)) << "\n";
  } else {
    const bool colour =
        options.color == "always" || (options.color == "auto" && isatty(STDOUT_FILENO) == 1);
    PrintText(read.value(), eyes, colour);
  }
  return kExitOk;
}

}  // namespace

void RegisterBoard(CLI::App& app, int& exit_code) {
  auto options = std::make_shared<BoardCommandOptions>();
  CLI::App* command = app.add_subcommand(
      "board",
      "Eye spaces of a position: a diagram (as gnugo -E shows them), then per eye space its "
      "owner, points, marginal points, half and false eyes, value abcd, min and max eyes, "
      "attack and defense points, and per string its combined eye count (docs/board-eyes.md).");
  command->add_option("input", options->input, "an SGF record or a showboard diagram; - for stdin")
      ->required();
  command
      ->add_option("--move", options->move,
                   "SGF: the position before move N (as gnugo's loadsgf FILE N)")
      ->check(CLI::Range(1, 1000000));
  command->add_flag("--json", options->json, "one JSON object (points as GTP vertices)");
  command
      ->add_option("--color", options->color,
                   "ANSI colours in the diagram: auto (on a terminal), always, never")
      ->check(CLI::IsMember({"auto", "always", "never"}));
  command->callback([options, &exit_code] { exit_code = Run(*options); });
}

}  // namespace eyeshape::cli
