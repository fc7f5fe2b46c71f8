// SPDX-License-Identifier: MIT
// File: gtp/gtp_commands.cc
// The built-in GTP commands. Reply formats follow GNU Go 3.8's GTP answers
// (observed with `/usr/games/gnugo --mode gtp`; docs/gtp.md quotes them).

#include "gtp/gtp_commands.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "board/ascii_board.h"
#include "board/position_text.h"
#include "board/sgf.h"
#include "board/tactics.h"

namespace eyeshape::gtp {

using board::Color;
using board::EyeAnalysis;
using board::EyeSpace;
using board::kNoPoint;
using board::kPass;
using board::MoveError;
using board::Point;
using board::Position;

std::optional<Color> ParseGtpColor(std::string_view word) {
  std::string lower(word);
  for (char& c : lower) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "b" || lower == "black") return Color::kBlack;
  if (lower == "w" || lower == "white") return Color::kWhite;
  return std::nullopt;
}

std::optional<Point> ParseGtpPoint(const Position& position, std::string_view word,
                                   bool allow_pass) {
  const solver::Result<Point> parsed = position.ParseGtpVertex(word);
  if (!parsed.ok()) return std::nullopt;
  if (parsed.value() == kPass && !allow_pass) return std::nullopt;
  return parsed.value();
}

std::string GtpVertexText(const Position& position, Point p) {
  if (p == kPass || p == kNoPoint) return "PASS";
  return position.GtpVertex(p);
}

GtpEyeValue EyeValueForGtp(const EyeSpace& space) {
  GtpEyeValue out;
  if (space.status == board::EyeSpaceStatus::kValued && space.value.size() == 4) {
    out.value = {space.value[0] - '0', space.value[1] - '0', space.value[2] - '0',
                 space.value[3] - '0'};
    for (const Point p : space.attack) {
      if (std::find(space.defense.begin(), space.defense.end(), p) != space.defense.end()) {
        out.attack = p;
        out.defense = p;
        break;
      }
    }
    if (out.attack == kNoPoint) {
      if (!space.attack.empty()) out.attack = space.attack.front();
      if (!space.defense.empty()) out.defense = space.defense.front();
    }
    return out;
  }
  // GNU Go's size rule for a space its table does not answer (see the header).
  out.guessed = true;
  const int effective = space.points.size() - 2 * space.marginal.size();
  const int eyes = effective > 3 ? 2 : effective > 0 ? 1 : 0;
  out.value = {eyes, eyes, eyes, eyes};
  return out;
}

namespace {

// GNU Go's "name value" rows: the name padded to 21 columns.
std::string Row(std::string_view name, const std::string& value) {
  std::string row(name);
  row.resize(std::max<std::size_t>(21, row.size() + 1), ' ');
  return row + value + "\n";
}

std::string WithoutFinalNewline(std::string text) {
  if (!text.empty() && text.back() == '\n') text.pop_back();
  return text;
}

GtpReply ProtocolVersion(GtpEngine&, const GtpArguments&) { return Success("2"); }

GtpReply Name(GtpEngine& engine, const GtpArguments&) { return Success(engine.options().name); }

GtpReply Version(GtpEngine& engine, const GtpArguments&) {
  return Success(engine.options().version);
}

GtpReply KnownCommand(GtpEngine& engine, const GtpArguments& args) {
  return Success(!args.empty() && engine.IsKnown(args[0]) ? "true" : "false");
}

GtpReply ListCommands(GtpEngine& engine, const GtpArguments&) {
  std::string text;
  for (const std::string& name : engine.CommandNames()) text += name + "\n";
  return Success(WithoutFinalNewline(text));
}

GtpReply Quit(GtpEngine& engine, const GtpArguments&) {
  engine.RequestQuit();
  return Success();
}

// A whole-number argument, or nullopt.
std::optional<int> ParseInt(const std::string& word) {
  if (word.empty() || word.size() > 9) return std::nullopt;
  std::size_t i = word[0] == '-' || word[0] == '+' ? 1 : 0;
  if (i == word.size()) return std::nullopt;
  for (std::size_t k = i; k < word.size(); ++k) {
    if (std::isdigit(static_cast<unsigned char>(word[k])) == 0) return std::nullopt;
  }
  return std::atoi(word.c_str());
}

GtpReply BoardSize(GtpEngine& engine, const GtpArguments& args) {
  const std::optional<int> size = args.empty() ? std::nullopt : ParseInt(args[0]);
  if (!size.has_value()) return Failure("boardsize not an integer");
  if (*size < 1 || *size > board::kMaxBoardSize) return Failure("unacceptable size");
  engine.SetPosition(Position(*size, *size));
  return Success();
}

GtpReply ClearBoard(GtpEngine& engine, const GtpArguments&) {
  engine.SetPosition(Position(engine.position().width(), engine.position().height()));
  return Success();
}

GtpReply Komi(GtpEngine& engine, const GtpArguments& args) {
  if (args.empty()) return Failure("komi not a float");
  char* end = nullptr;
  const double komi = std::strtod(args[0].c_str(), &end);
  if (end == args[0].c_str() || *end != '\0') return Failure("komi not a float");
  engine.set_komi(komi);
  return Success();
}

GtpReply GetKomi(GtpEngine& engine, const GtpArguments&) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f", engine.komi());
  return Success(text);
}

GtpReply QueryBoardSize(GtpEngine& engine, const GtpArguments&) {
  return Success(std::to_string(engine.position().width()));
}

GtpReply Play(GtpEngine& engine, const GtpArguments& args) {
  if (args.size() < 2) return Failure("invalid color or coordinate");
  const std::optional<Color> color = ParseGtpColor(args[0]);
  const std::optional<Point> point = ParseGtpPoint(engine.position(), args[1], true);
  if (!color.has_value() || !point.has_value()) return Failure("invalid color or coordinate");
  if (engine.Play(*color, *point) != MoveError::kNone) return Failure("illegal move");
  return Success();
}

// genmove is not a player (see docs/gtp.md): a legal move outside the
// mover's own eye spaces that the tactical reader calls safe, the one nearest
// the centre (ties in reading order), else a pass.
GtpReply GenMove(GtpEngine& engine, const GtpArguments& args) {
  const std::optional<Color> color = args.empty() ? std::nullopt : ParseGtpColor(args[0]);
  if (!color.has_value()) return Failure("invalid color");
  const EyeAnalysis& eyes = engine.Analysis();
  const Position& position = engine.position();
  struct Candidate {
    int distance;
    Point point;
  };
  std::vector<Candidate> candidates;
  position.EmptyPoints().ForEach([&](Point p) {
    if (position.CheckMove(*color, p) != MoveError::kNone) return;
    if (eyes.EyeSpaceAt(*color, p) >= 0) return;
    const int dx = 2 * board::ColumnOf(p) - (position.width() - 1);
    const int dy = 2 * board::RowOf(p) - (position.height() - 1);
    candidates.push_back({dx * dx + dy * dy, p});
  });
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.distance < b.distance; });
  Point move = kPass;
  for (const Candidate& c : candidates) {
    if (board::SafeMove(position, *color, c.point, engine.options().eyes.tactics) ==
        board::ReadResult::kSuccess) {
      move = c.point;
      break;
    }
  }
  const std::string text = GtpVertexText(position, move);
  engine.Play(*color, move);
  return Success(text);
}

GtpReply Undo(GtpEngine& engine, const GtpArguments&) {
  if (!engine.Undo()) return Failure("cannot undo");
  return Success();
}

GtpReply ShowBoard(GtpEngine& engine, const GtpArguments&) {
  std::string text = "\n";
  text += WithoutFinalNewline(board::WriteAsciiBoard(engine.position()));
  return Success(text);
}

// loadsgf FILE [MOVE]: GNU Go's semantics. MOVE as a number N >= 1 stops
// before move N; as a vertex, before the first move played there; anything
// else (absent, 0, negative, not a number) loads every move. The reply is the
// colour to move. A diagram file (GNU Go `showboard` text) loads too.
GtpReply LoadSgf(GtpEngine& engine, const GtpArguments& args) {
  if (args.empty()) return Failure("missing filename");
  const std::string& file = args[0];
  const auto fail = [&file](const std::string& why) {
    return Failure("cannot open or parse '" + file + "': " + why);
  };
  std::error_code error;
  if (std::filesystem::is_directory(file, error)) return fail("is a directory");
  std::ifstream in(file, std::ios::binary);
  if (!in) return fail("cannot open");
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) return fail("read error");

  board::SgfOptions options;
  std::optional<Point> stop_vertex;
  if (args.size() >= 2) {
    const std::optional<int> number = ParseInt(args[1]);
    if (number.has_value()) {
      options.until_move = std::max(0, *number);
    } else if (board::LooksLikeSgf(text)) {
      // The vertex is read on the record's board, known after a first read.
      const solver::Result<board::PositionText> whole = board::ReadPositionText(text);
      if (!whole.ok()) return fail(whole.error());
      stop_vertex = ParseGtpPoint(whole.value().position, args[1], false);
      if (stop_vertex.has_value()) {
        // The first move at the vertex is move k when the vertex is empty
        // before it and occupied after it (only the played point changes
        // from empty to a stone).
        bool empty_before = true;
        for (int k = 1; k <= whole.value().moves_in_record; ++k) {
          const solver::Result<board::PositionText> after =
              board::ReadPositionText(text, {.until_move = k + 1});
          if (!after.ok()) return fail(after.error());
          const bool empty_after = after.value().position.At(*stop_vertex) == Color::kEmpty;
          if (empty_before && !empty_after && after.value().moves_played == k) {
            options.until_move = k;
            break;
          }
          empty_before = empty_after;
        }
      }
    }
  }
  const solver::Result<board::PositionText> read = board::ReadPositionText(text, options);
  if (!read.ok()) return fail(read.error());
  engine.SetPosition(read.value().position);
  if (read.value().has_komi) engine.set_komi(read.value().komi);
  return Success(std::string(board::ColorName(read.value().position.to_move())));
}

void RegisterCore(GtpEngine& engine) {
  engine.Register("protocol_version", ProtocolVersion);
  engine.Register("name", Name);
  engine.Register("version", Version);
  engine.Register("known_command", KnownCommand);
  engine.Register("list_commands", ListCommands);
  engine.Register("quit", Quit);
  engine.Register("boardsize", BoardSize);
  engine.Register("clear_board", ClearBoard);
  engine.Register("komi", Komi);
  engine.Register("get_komi", GetKomi);
  engine.Register("query_boardsize", QueryBoardSize);
  engine.Register("play", Play);
  engine.Register("genmove", GenMove);
  engine.Register("undo", Undo);
  engine.Register("showboard", ShowBoard);
  engine.Register("loadsgf", LoadSgf);
}

// Eye commands. GNU Go looks a point up in Black's eye spaces first, then
// White's (gtp_eval_eye).

const EyeSpace* SpaceAt(const EyeAnalysis& eyes, Color color, Point p) {
  const int index = eyes.EyeSpaceAt(color, p);
  return index < 0 ? nullptr : &eyes.eyespaces[static_cast<std::size_t>(index)];
}

GtpReply EvalEye(GtpEngine& engine, const GtpArguments& args) {
  const std::optional<Point> p =
      args.empty() ? std::nullopt : ParseGtpPoint(engine.position(), args[0], false);
  if (!p.has_value()) return Failure("invalid coordinate");
  const EyeAnalysis& eyes = engine.Analysis();
  const EyeSpace* space = SpaceAt(eyes, Color::kBlack, *p);
  if (space == nullptr) space = SpaceAt(eyes, Color::kWhite, *p);
  if (space == nullptr) return Success("-1");
  const GtpEyeValue value = EyeValueForGtp(*space);
  std::string text = std::to_string(value.value.b) + " " + std::to_string(value.value.c);
  // GNU Go adds the points when a vital move changes the count (its
  // eye_move_urgency > 0, i.e. min != max with counts capped at 2).
  if (std::min(value.value.b, 2) != std::min(value.value.c, 2)) {
    text += " " + GtpVertexText(engine.position(), value.attack) + " " +
            GtpVertexText(engine.position(), value.defense);
  }
  return Success(text);
}

// attack VERTEX / defend VERTEX: GNU Go's tactical commands and reply format,
// "0" when the side fails, else a result code and the first move: 1 for an
// unconditional result, 3 (GNU Go's KO_B) when the side succeeds only by
// winning a ko it needs a threat for (our reader does not tell GNU Go's KO_A,
// a ko the side takes first, apart). The reader is board/tactics.h.
GtpReply Tactical(GtpEngine& engine, const GtpArguments& args, bool attack) {
  const std::optional<Point> p =
      args.empty() ? std::nullopt : ParseGtpPoint(engine.position(), args[0], false);
  if (!p.has_value()) return Failure("invalid coordinate");
  if (engine.position().At(*p) == Color::kEmpty) return Failure("vertex must not be empty");
  board::TacticalReader reader(engine.position(), engine.options().eyes.tactics);
  const board::TacticalAnswer& answer = reader.Read(*p);
  const board::ReadResult result = attack ? answer.attack : answer.defense;
  const Point move = attack ? answer.attack_point : answer.defense_point;
  switch (result) {
    case board::ReadResult::kFail:
      return Success("0");
    case board::ReadResult::kKo:
      return Success("3 " + GtpVertexText(engine.position(), move));
    case board::ReadResult::kSuccess:
      break;
  }
  return Success("1 " + GtpVertexText(engine.position(), move));
}

GtpReply Attack(GtpEngine& engine, const GtpArguments& args) {
  return Tactical(engine, args, true);
}

GtpReply Defend(GtpEngine& engine, const GtpArguments& args) {
  return Tactical(engine, args, false);
}

// list_stones COLOR: the stones of that colour, as GNU Go lists them.
GtpReply ListStones(GtpEngine& engine, const GtpArguments& args) {
  const std::optional<Color> color = args.empty() ? std::nullopt : ParseGtpColor(args[0]);
  if (!color.has_value()) return Failure("invalid color");
  std::string text;
  engine.position().Points(*color).ForEach([&](Point p) {
    if (!text.empty()) text += ' ';
    text += engine.position().GtpVertex(p);
  });
  return Success(text);
}

GtpReply EyeData(GtpEngine& engine, const GtpArguments& args) {
  const std::optional<Color> color = args.empty() ? std::nullopt : ParseGtpColor(args[0]);
  const std::optional<Point> p =
      args.size() < 2 ? std::nullopt : ParseGtpPoint(engine.position(), args[1], false);
  if (!color.has_value() || !p.has_value()) return Failure("invalid color or coordinate");
  const EyeAnalysis& eyes = engine.Analysis();
  const Position& position = engine.position();
  const EyeSpace* space = SpaceAt(eyes, *color, *p);
  std::string origin = "PASS";
  std::string color_name = "empty";
  int esize = 0;
  int msize = 0;
  std::string value = "0000";
  int marginal = 0;
  int neighbours = 0;
  int marginal_neighbours = 0;
  if (space != nullptr) {
    origin = position.GtpVertex(space->origin);
    color_name = std::string(board::ColorName(space->owner));
    esize = space->points.size();
    msize = space->marginal.size();
    value = board::EyeCountString(EyeValueForGtp(*space).value);
    marginal = space->marginal.Contains(*p) ? 1 : 0;
    const board::PointSet around = position.Neighbours(board::PointSet::Of(*p));
    neighbours = (around & space->points).size();
    marginal_neighbours = (around & space->marginal).size();
  }
  std::string text = Row("origin", origin) + Row("color", color_name) +
                     Row("esize", std::to_string(esize)) + Row("msize", std::to_string(msize)) +
                     Row("value", value) + Row("marginal", std::to_string(marginal)) +
                     Row("neighbors", std::to_string(neighbours)) +
                     Row("marginal_neighbors", std::to_string(marginal_neighbours));
  return Success(WithoutFinalNewline(text));
}

GtpReply HalfEyeData(GtpEngine& engine, const GtpArguments& args) {
  const std::optional<Point> p =
      args.empty() ? std::nullopt : ParseGtpPoint(engine.position(), args[0], false);
  if (!p.has_value()) return Failure("invalid coordinate");
  const EyeAnalysis& eyes = engine.Analysis();
  const Position& position = engine.position();
  // GNU Go's value for a point never examined is its reset value 10.
  double value = 10.0;
  std::string type = "0";
  std::vector<Point> attacks;
  std::vector<Point> defenses;
  if (const board::DiagonalSum* sum = eyes.DiagonalSumAt(*p); sum != nullptr) {
    value = static_cast<double>(sum->value_fifths) / board::kDiagonalUnit;
    attacks = sum->attack_points;
    defenses = sum->defense_points;
    if (const board::TopologicalEye* t = eyes.TopologicalAt(sum->owner, *p); t != nullptr) {
      type = t->kind == board::TopologicalKind::kHalfEye ? "HALF_EYE" : "FALSE_EYE";
    }
  }
  char number[32];
  std::snprintf(number, sizeof(number), "%.2f", value);
  std::string text = Row("value", number) + Row("type", type);
  text += Row("num_attacks", std::to_string(attacks.size()));
  for (std::size_t k = 0; k < attacks.size(); ++k) {
    text += Row("attack_point[" + std::to_string(k) + "]", GtpVertexText(position, attacks[k]));
  }
  text += Row("num_defenses", std::to_string(defenses.size()));
  for (std::size_t k = 0; k < defenses.size(); ++k) {
    text += Row("defense_point[" + std::to_string(k) + "]", GtpVertexText(position, defenses[k]));
  }
  return Success(WithoutFinalNewline(text));
}

std::string PointList(const Position& position, const board::PointSet& points) {
  std::string text;
  points.ForEach([&](Point p) {
    if (!text.empty()) text += ' ';
    text += position.GtpVertex(p);
  });
  return text;
}

std::string PointList(const Position& position, const std::vector<Point>& points) {
  std::string text;
  for (const Point p : points) {
    if (!text.empty()) text += ' ';
    text += GtpVertexText(position, p);
  }
  return text;
}

// eyeshape-eyespaces: one line per eye space, "COLOR ORIGIN VALUE min MIN max
// MAX attack ... defense ... points ... marginal ...".
GtpReply EyeSpaces(GtpEngine& engine, const GtpArguments&) {
  const EyeAnalysis& eyes = engine.Analysis();
  const Position& position = engine.position();
  std::string text;
  for (const EyeSpace& space : eyes.eyespaces) {
    const GtpEyeValue value = EyeValueForGtp(space);
    text += std::string(board::ColorName(space.owner)) + " " + position.GtpVertex(space.origin) +
            " " + (value.guessed ? "too_large" : space.value) + " min " +
            std::to_string(value.value.b) + " max " + std::to_string(value.value.c) + " attack [" +
            PointList(position, space.attack) + "] defense [" + PointList(position, space.defense) +
            "] points [" + PointList(position, space.points) + "] marginal [" +
            PointList(position, space.marginal) + "]\n";
  }
  return Success(WithoutFinalNewline(text));
}

// eyeshape-eyespaces_gfx: GoGui's gfx drawing of the eye spaces: Black's
// spaces shaded red and White's green (GNU Go -E's colours), marginal points
// squared, each space's value written at its origin.
GtpReply EyeSpacesGfx(GtpEngine& engine, const GtpArguments&) {
  const EyeAnalysis& eyes = engine.Analysis();
  const Position& position = engine.position();
  board::PointSet black;
  board::PointSet white;
  board::PointSet marginal;
  std::string labels;
  for (const EyeSpace& space : eyes.eyespaces) {
    (space.owner == Color::kBlack ? black : white) |= space.points;
    marginal |= space.marginal;
    const GtpEyeValue value = EyeValueForGtp(space);
    labels += ' ';
    labels += position.GtpVertex(space.origin);
    labels += ' ';
    labels += value.guessed ? "?" : space.value;
  }
  std::string text;
  if (!black.empty()) text += "COLOR #ff8080 " + PointList(position, black) + "\n";
  if (!white.empty()) text += "COLOR #80ff80 " + PointList(position, white) + "\n";
  if (!marginal.empty()) text += "SQUARE " + PointList(position, marginal) + "\n";
  if (!labels.empty()) {
    text += "LABEL";
    text += labels;
    text += '\n';
  }
  return Success(WithoutFinalNewline(text));
}

GtpReply AnalyzeCommands(GtpEngine&, const GtpArguments&) {
  return Success(
      "string/Eval Eye/eval_eye %p\n"
      "string/Eye Data Black/eye_data black %p\n"
      "string/Eye Data White/eye_data white %p\n"
      "string/Half Eye Data/half_eye_data %p\n"
      "gfx/Eye Spaces/eyeshape-eyespaces_gfx\n"
      "string/Eye Spaces (list)/eyeshape-eyespaces\n"
      "gfx/Final Status (proved, estimated)/eyeshape_final_status_gfx\n"
      "string/Final Status Detail/eyeshape_final_status_detail");
}

}  // namespace

void RegisterCoreCommands(GtpEngine& engine) { RegisterCore(engine); }

void RegisterEyeCommands(GtpEngine& engine) {
  engine.Register("attack", Attack);
  engine.Register("defend", Defend);
  engine.Register("list_stones", ListStones);
  engine.Register("eval_eye", EvalEye);
  engine.Register("eye_data", EyeData);
  engine.Register("half_eye_data", HalfEyeData);
  engine.Register("eyeshape-eyespaces", EyeSpaces);
  engine.Register("eyeshape-eyespaces_gfx", EyeSpacesGfx);
  engine.Register("gogui-analyze_commands", AnalyzeCommands);
}

}  // namespace eyeshape::gtp
