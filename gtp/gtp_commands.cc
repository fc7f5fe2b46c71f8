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

#include "base/parse_int.h"
#include "board/ascii_board.h"
#include "board/benson.h"
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
  const Result<Point> parsed = position.ParseGtpVertex(word);
  if (!parsed.ok()) return std::nullopt;
  if (parsed.value() == kPass && !allow_pass) return std::nullopt;
  return parsed.value();
}

std::string GtpVertexText(const Position& position, Point p) {
  if (p == kPass || p == kNoPoint) return "PASS";
  return position.GtpVertex(p);
}

namespace {

// How central a vital point is to its eye space, for choosing one point of
// several: a point of the space before one outside it, then the one with
// more neighbours in the space, then an inner point before a marginal one,
// then the one farther from the edge. The lists are in board order, so
// taking the first one found made the answer depend on where the shape
// stands on the board (GNU Go's rotated regression, optics_rot.tst); every
// part of this rank is kept by the board's symmetries, and a tie it leaves
// is between points the shape does not tell apart (a shape that is its own
// mirror image).
int Centrality(const Position& position, const EyeSpace& space, Point p) {
  if (!space.points.Contains(p)) return 0;
  const int neighbours = (board::PointSet::Of(p).Grown() & space.points).size() - 1;
  const int x = board::ColumnOf(p);
  const int y = board::RowOf(p);
  const int line = std::min({x, y, position.width() - 1 - x, position.height() - 1 - y});
  return 1 + 2 * board::kMaxBoardSize * (2 * neighbours + (space.marginal.Contains(p) ? 0 : 1)) +
         line;
}

// The most central of `points` (the first of equals), or kNoPoint.
Point MostCentral(const Position& position, const EyeSpace& space,
                  const std::vector<Point>& points) {
  Point best = kNoPoint;
  int best_rank = -1;
  for (const Point p : points) {
    const int rank = Centrality(position, space, p);
    if (rank > best_rank) {
      best = p;
      best_rank = rank;
    }
  }
  return best;
}

}  // namespace

GtpEyeValue EyeValueForGtp(const Position& position, const EyeSpace& space) {
  GtpEyeValue out;
  if (space.status == board::EyeSpaceStatus::kValued && space.value.size() == 4) {
    // GNU Go's commands report the value with a lone ko half eye won by O
    // (board/eyes.h, EyeSpace::ko_won).
    const bool ko_won = space.ko_won.value.size() == 4;
    const std::string& value = ko_won ? space.ko_won.value : space.value;
    const std::vector<Point>& attack = ko_won ? space.ko_won.attack : space.attack;
    const std::vector<Point>& defense = ko_won ? space.ko_won.defense : space.defense;
    out.value = {value[0] - '0', value[1] - '0', value[2] - '0', value[3] - '0'};
    std::vector<Point> both;
    for (const Point p : attack) {
      if (std::find(defense.begin(), defense.end(), p) != defense.end()) both.push_back(p);
    }
    if (!both.empty()) {
      out.attack = MostCentral(position, space, both);
      out.defense = out.attack;
    } else {
      out.attack = MostCentral(position, space, attack);
      out.defense = MostCentral(position, space, defense);
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

// A whole-number argument (an optional sign, then decimal digits), or nullopt.
std::optional<int> ParseGtpInt(std::string_view word) {
  if (word.size() > 1 && word[0] == '+' && word[1] != '-') word.remove_prefix(1);
  return ParseInt(word);
}

GtpReply BoardSize(GtpEngine& engine, const GtpArguments& args) {
  const std::optional<int> size = args.empty() ? std::nullopt : ParseGtpInt(args[0]);
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

// GNU Go 3.8 prints the komi right-aligned in four columns with one decimal
// ("= " then " 6.5", "-3.2", "100.1"): the format observed, not its code.
GtpReply GetKomi(GtpEngine& engine, const GtpArguments&) {
  char text[32];
  std::snprintf(text, sizeof(text), "%4.1f", engine.komi());
  return Success(text);
}

// GNU Go knows only square boards and answers one number. A board read from
// a record may be rectangular (SZ[9:13]): then the answer is "WIDTH HEIGHT",
// so that a controller reading the first number still gets the width and
// one reading the whole reply as one number fails instead of taking 9x13
// for 9x9.
GtpReply QueryBoardSize(GtpEngine& engine, const GtpArguments&) {
  const Position& position = engine.position();
  if (position.width() == position.height()) return Success(std::to_string(position.width()));
  return Success(std::to_string(position.width()) + " " + std::to_string(position.height()));
}

GtpReply Play(GtpEngine& engine, const GtpArguments& args) {
  if (args.size() < 2) return Failure("invalid color or coordinate");
  const std::optional<Color> color = ParseGtpColor(args[0]);
  const std::optional<Point> point = ParseGtpPoint(engine.position(), args[1], true);
  if (!color.has_value() || !point.has_value()) return Failure("invalid color or coordinate");
  if (engine.Play(*color, *point) != MoveError::kNone) return Failure("illegal move");
  return Success();
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
  if (args.size() >= 2) {
    const std::optional<int> number = ParseGtpInt(args[1]);
    if (number.has_value()) {
      options.until_move = std::max(0, *number);
    } else if (board::LooksLikeSgf(text)) {
      // The vertex is read on the record's board, known after a first read.
      const Result<board::PositionText> whole = board::ReadPositionText(text);
      if (!whole.ok()) return fail(whole.error());
      const std::optional<Point> vertex = ParseGtpPoint(whole.value().position, args[1], false);
      if (vertex.has_value()) options.until_vertex = *vertex;
    }
  }
  const Result<board::PositionText> read = board::ReadPositionText(text, options);
  if (!read.ok()) return fail(read.error());
  const Position& loaded = read.value().position;
  engine.SetPosition(engine.orientation() == 0 ? loaded : loaded.Transformed(engine.orientation()));
  if (read.value().has_komi) {
    engine.set_komi(read.value().komi);
  } else if (read.value().is_sgf) {
    // GNU Go 3.8's loadsgf without a komi in the record: KM[] is 0 (its
    // reader's atof), no KM is 5.5, or 0.5 when HA is given and not 0.
    engine.set_komi(read.value().empty_komi ? 0.0 : read.value().handicap != 0 ? 0.5 : 5.5);
  }
  return Success(std::string(board::ColorName(read.value().position.to_move())));
}

// orientation N: GNU Go's command (see GtpEngine::orientation): clears the
// board, then turns every later position by symmetry N (0..7).
GtpReply Orientation(GtpEngine& engine, const GtpArguments& args) {
  const std::optional<int> n = args.empty() ? std::nullopt : ParseGtpInt(args[0]);
  if (!n.has_value()) return Failure("orientation not an integer");
  if (*n < 0 || *n >= board::kNumSymmetries) return Failure("unacceptable orientation");
  engine.SetPosition(Position(engine.position().width(), engine.position().height()));
  engine.set_orientation(*n);
  return Success();
}

// trymove COLOR VERTEX / popgo: GNU Go's commands for a move tried and taken
// back, which its regression files use around a test; here they are play
// and undo (GNU Go's trymove also refuses a move the ko ban forbids, as play does).
GtpReply TryMove(GtpEngine& engine, const GtpArguments& args) { return Play(engine, args); }

GtpReply PopGo(GtpEngine& engine, const GtpArguments&) {
  if (!engine.Undo()) return Failure("Stack empty.");
  return Success();
}

// Handicap (GTP 2 §4.1: fixed_handicap, place_free_handicap,
// set_free_handicap). The stones are Black's, put on an empty board as setup:
// they are not moves ("not included in the move history", the specification
// says: no undo takes them back) and White moves next. Error messages and the order of the checks
// are GNU Go 3.8's (observed): "board not empty", "invalid handicap", "handicap not an integer",
// "invalid coordinate", "repeated vertex". A failing command changes nothing.

bool BoardIsEmpty(const Position& position) {
  return position.Points(Color::kBlack).empty() && position.Points(Color::kWhite).empty();
}

// The vertices in reading order (top row first), as GNU Go prints its
// handicap stones.
std::string VertexListInReadingOrder(const Position& position, std::vector<Point> points) {
  std::sort(points.begin(), points.end());  // Point = y * stride + x, y from the top
  return board::VertexList(position, points);
}

// The fixed placement of the GTP 2 specification (§4.1.1) on a square board
// of side n: the star points on the third line (n < 13) or the fourth
// (n >= 13), the side points and the centre only on odd boards. 2..9 stones on
// odd boards from 9, 2..4 on 7x7 and even boards from 8; none below 7 and
// none on a rectangular board (the table is defined for square ones).
// Empty when `stones` has no placement.
std::vector<Point> FixedHandicap(int width, int height, int stones) {
  if (width != height || width < 7 || stones < 2) return {};
  const int n = width;
  const int most = (n % 2 == 0 || n == 7) ? 4 : 9;
  if (stones > most) return {};
  const int low = n >= 13 ? 3 : 2;
  const int high = n - 1 - low;
  const int mid = n / 2;
  // (column from the left, row from the bottom); the specification's order:
  // two opposite corners, a third and fourth corner, then the centre for an
  // odd count, the two side points left and right for 6 and more, the two
  // at the top and bottom for 8 and 9.
  struct Cell {
    int x;
    int y;
  };
  std::vector<Cell> cells = {{low, low}, {high, high}};
  if (stones >= 3) cells.push_back({low, high});
  if (stones >= 4) cells.push_back({high, low});
  if (stones >= 6) {
    cells.push_back({low, mid});
    cells.push_back({high, mid});
  }
  if (stones >= 8) {
    cells.push_back({mid, low});
    cells.push_back({mid, high});
  }
  if (stones % 2 == 1 && stones >= 5) cells.push_back({mid, mid});
  std::vector<Point> points;
  points.reserve(cells.size());
  for (const Cell& c : cells) points.push_back(board::PointAt(c.x, n - 1 - c.y));
  return points;
}

// Puts the handicap stones on the (empty) board as setup; White to move.
std::string PlaceHandicap(GtpEngine& engine, const std::vector<Point>& points) {
  Position position = engine.position();
  for (const Point p : points) position.Place(p, Color::kBlack);
  position.set_to_move(Color::kWhite);
  engine.SetPosition(position);
  return VertexListInReadingOrder(position, points);
}

GtpReply FixedHandicapCommand(GtpEngine& engine, const GtpArguments& args) {
  if (!BoardIsEmpty(engine.position())) return Failure("board not empty");
  const std::optional<int> stones = args.empty() ? std::nullopt : ParseGtpInt(args[0]);
  if (!stones.has_value()) return Failure("handicap not an integer");
  const std::vector<Point> points =
      FixedHandicap(engine.position().width(), engine.position().height(), *stones);
  if (points.empty()) return Failure("invalid handicap");
  return Success(PlaceHandicap(engine, points));
}

// Our free placement is not a player's choice (GNU Go reads patterns): the
// fixed placement when the specification has one for the count; otherwise
// the largest fixed placement the board has, then one stone at a time on the
// empty point with the highest score, ties to the higher line, then reading
// order. The score is the Manhattan distance to the nearest stone placed plus
// twice the point's line (its distance from the edge), the line counted up
// to the handicap line (third, or fourth from 13x13), so stones spread out
// and keep off the first lines. Always exactly the stones asked for (the specification lets
// an engine place fewer; we do not).
std::vector<Point> FreeHandicap(const Position& position, int stones) {
  const int width = position.width();
  const int height = position.height();
  std::vector<Point> points = FixedHandicap(width, height, stones);
  if (!points.empty()) return points;
  for (int k = std::min(stones - 1, 9); k >= 2 && points.empty(); --k) {
    points = FixedHandicap(width, height, k);
  }
  const int handicap_line = std::min(width, height) >= 13 ? 3 : 2;
  board::PointSet placed;
  for (const Point p : points) placed.Insert(p);
  while (static_cast<int>(points.size()) < stones) {
    Point best = kNoPoint;
    int best_score = -1;
    int best_line = -1;
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        const Point p = board::PointAt(x, y);
        if (placed.Contains(p)) continue;
        int nearest = 0;  // no stone yet: only the line counts
        if (!points.empty()) {
          nearest = std::numeric_limits<int>::max();
          for (const Point q : points) {
            nearest =
                std::min(nearest, std::abs(board::ColumnOf(q) - x) + std::abs(board::RowOf(q) - y));
          }
        }
        const int line = std::min({x, y, width - 1 - x, height - 1 - y});
        const int score = nearest + 2 * std::min(line, handicap_line);
        if (score > best_score || (score == best_score && line > best_line)) {
          best_score = score;
          best_line = line;
          best = p;
        }
      }
    }
    points.push_back(best);
    placed.Insert(best);
  }
  return points;
}

GtpReply PlaceFreeHandicap(GtpEngine& engine, const GtpArguments& args) {
  const std::optional<int> stones = args.empty() ? std::nullopt : ParseGtpInt(args[0]);
  if (!stones.has_value()) return Failure("handicap not an integer");
  const Position& position = engine.position();
  if (!BoardIsEmpty(position)) return Failure("board not empty");
  if (*stones < 2 || *stones > position.width() * position.height() - 1) {
    return Failure("invalid handicap");
  }
  return Success(PlaceHandicap(engine, FreeHandicap(position, *stones)));
}

// set_free_handicap V1 V2 ...: at least two vertices, at most every point but
// one (the specification's limits; a board full of Black would be a string
// without liberties), no pass, none twice.
GtpReply SetFreeHandicap(GtpEngine& engine, const GtpArguments& args) {
  const Position& position = engine.position();
  if (!BoardIsEmpty(position)) return Failure("board not empty");
  std::vector<Point> points;
  board::PointSet seen;
  for (const std::string& word : args) {
    const std::optional<Point> p = ParseGtpPoint(position, word, false);
    if (!p.has_value()) return Failure("invalid coordinate");
    if (seen.Contains(*p)) return Failure("repeated vertex");
    seen.Insert(*p);
    points.push_back(*p);
  }
  if (points.size() < 2 ||
      static_cast<int>(points.size()) > position.width() * position.height() - 1) {
    return Failure("invalid handicap");
  }
  PlaceHandicap(engine, points);
  return Success();
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
  engine.Register("undo", Undo);
  engine.Register("showboard", ShowBoard);
  engine.Register("loadsgf", LoadSgf);
  engine.Register("orientation", Orientation);
  engine.Register("trymove", TryMove);
  engine.Register("popgo", PopGo);
  engine.Register("fixed_handicap", FixedHandicapCommand);
  engine.Register("place_free_handicap", PlaceFreeHandicap);
  engine.Register("set_free_handicap", SetFreeHandicap);
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
  const GtpEyeValue value = EyeValueForGtp(engine.position(), *space);
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
// unconditional result, 2 (GNU Go's KO_A) when the side succeeds by winning a
// ko it takes first, 3 (KO_B) when it must retake a ko after a threat. The
// reader is board/tactics.h.
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
    case board::ReadResult::kKoA:
      return Success("2 " + GtpVertexText(engine.position(), move));
    case board::ReadResult::kKoB:
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
    value = board::EyeCountString(EyeValueForGtp(engine.position(), *space).value);
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

// unconditional_status VERTEX: GNU Go's (and Fuego's) command. "alive" for a
// stone no sequence of the opponent's moves can capture (Benson's
// algorithm) or one in its own colour's unconditional territory (GNU Go's
// sense: its point is that colour's whatever is played), "dead" for a stone
// in the other colour's, "black_territory" or "white_territory" for an
// empty point of it, else "undecided" (board/benson.h).
GtpReply UnconditionalStatus(GtpEngine& engine, const GtpArguments& args) {
  const Position& position = engine.position();
  const std::optional<Point> p =
      args.empty() ? std::nullopt : ParseGtpPoint(position, args[0], false);
  if (!p.has_value()) return Failure("invalid coordinate");
  for (const Color color : {Color::kBlack, Color::kWhite}) {
    const board::UnconditionalLife life = board::FindUnconditionalLife(position, color);
    if (life.alive.Contains(*p)) return Success("alive");
    if (!board::FindUnconditionalTerritory(position, life).Contains(*p)) continue;
    if (position.At(*p) == color) return Success("alive");
    if (position.At(*p) != Color::kEmpty) return Success("dead");
    return Success(color == Color::kBlack ? "black_territory" : "white_territory");
  }
  return Success("undecided");
}

// eyeshape-eyespaces: one line per eye space, "COLOR ORIGIN VALUE min MIN max
// MAX attack ... defense ... points ... marginal ...", then "outer_liberties L"
// when the value was computed with L below 2, "settled [...]" when G9 left
// points out of the graph, then "ko_won VALUE HALF_EYE"
// when a lone ko half eye won by O gives more (board/eyes.h, EyeSpace::ko_won).
GtpReply EyeSpaces(GtpEngine& engine, const GtpArguments&) {
  const EyeAnalysis& eyes = engine.Analysis();
  const Position& position = engine.position();
  std::string text;
  for (const EyeSpace& space : eyes.eyespaces) {
    const GtpEyeValue value = EyeValueForGtp(position, space);
    // SPEC's value and its counts here; the value with a ko half eye won by
    // O (which GNU Go's commands report) follows as ko_won.
    const bool ko_won = !space.ko_won.value.empty();
    const int min = ko_won ? space.min : value.value.b;
    const int max = ko_won ? space.max : value.value.c;
    text += std::string(board::ColorName(space.owner)) + " " + position.GtpVertex(space.origin) +
            " " + (value.guessed ? "too_large" : space.value) + " min " + std::to_string(min) +
            " max " + std::to_string(max) + " attack [" +
            board::VertexList(position, space.attack) + "] defense [" +
            board::VertexList(position, space.defense) + "] points [" +
            board::VertexList(position, space.points) + "] marginal [" +
            board::VertexList(position, space.marginal) + "]";
    // The wall's outer liberties when fewer than the table's L (docs/board-eyes.md, W1).
    if (space.status == board::EyeSpaceStatus::kValued && space.outer_liberties < 2) {
      text += " outer_liberties " + std::to_string(space.outer_liberties);
    }
    // Points O settles before the value is read (docs/board-eyes.md, G9).
    if (!space.settled.empty()) {
      text += " settled [" + board::VertexList(position, space.settled) + "]";
    }
    if (ko_won) {
      text += " ko_won " + space.ko_won.value + " " + position.GtpVertex(space.ko_won.half_eye);
    }
    text += "\n";
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
    const GtpEyeValue value = EyeValueForGtp(position, space);
    labels += ' ';
    labels += position.GtpVertex(space.origin);
    labels += ' ';
    labels += value.guessed ? "?" : space.value;
  }
  std::string text;
  if (!black.empty()) text += "COLOR #ff8080 " + board::VertexList(position, black) + "\n";
  if (!white.empty()) text += "COLOR #80ff80 " + board::VertexList(position, white) + "\n";
  if (!marginal.empty()) text += "SQUARE " + board::VertexList(position, marginal) + "\n";
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
  engine.Register("unconditional_status", UnconditionalStatus);
  engine.Register("eyeshape-eyespaces", EyeSpaces);
  engine.Register("eyeshape-eyespaces_gfx", EyeSpacesGfx);
  engine.Register("gogui-analyze_commands", AnalyzeCommands);
}

}  // namespace eyeshape::gtp
