// SPDX-License-Identifier: MIT
// File: board/position.cc

#include "board/position.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "base/check.h"

namespace eyeshape::board {
namespace {

// Zobrist keys, computed at compile time by splitmix64 (constant data, not
// mutable global state): one per (colour, point) and one per (ko colour, point).
struct ZobristKeys {
  std::array<std::uint64_t, kNumPointIndices> black{};
  std::array<std::uint64_t, kNumPointIndices> white{};
  std::array<std::uint64_t, kNumPointIndices> black_ko{};  // Black may not retake here
  std::array<std::uint64_t, kNumPointIndices> white_ko{};  // White may not retake here
};

constexpr std::uint64_t SplitMix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

constexpr ZobristKeys MakeZobristKeys() {
  ZobristKeys keys;
  std::uint64_t state = 0x65796573686170ULL;  // "eyeshap"
  for (auto& k : keys.black) k = SplitMix64(state);
  for (auto& k : keys.white) k = SplitMix64(state);
  for (auto& k : keys.black_ko) k = SplitMix64(state);
  for (auto& k : keys.white_ko) k = SplitMix64(state);
  return keys;
}

constexpr ZobristKeys kZobrist = MakeZobristKeys();

std::uint64_t StoneKey(Color c, Point p) {
  return c == Color::kBlack ? kZobrist.black[p] : kZobrist.white[p];
}

// True iff a neighbour of `q` is in `empty`. `empty` holds board points only,
// so the guard column and the indices past the last row are never in it: the
// four indices need no check beyond the array's bounds.
bool TouchesAnyOf(Point q, const PointSet& empty) {
  return (q + 1 < kNumPointIndices && empty.Contains(q + 1)) || (q >= 1 && empty.Contains(q - 1)) ||
         (q + kStride < kNumPointIndices && empty.Contains(q + kStride)) ||
         (q >= kStride && empty.Contains(q - kStride));
}

}  // namespace

std::string_view ColorName(Color c) {
  switch (c) {
    case Color::kBlack:
      return "black";
    case Color::kWhite:
      return "white";
    case Color::kEmpty:
      break;
  }
  return "empty";
}

std::string_view MoveErrorName(MoveError e) {
  switch (e) {
    case MoveError::kNone:
      return "";
    case MoveError::kOffBoard:
      return "off the board";
    case MoveError::kOccupied:
      return "occupied";
    case MoveError::kSuicide:
      return "suicide";
    case MoveError::kKo:
      return "ko";
  }
  return "?";
}

char GtpColumnLetter(int x) {
  EYESHAPE_CHECK(x >= 0 && x < kMaxBoardSize);
  return static_cast<char>('A' + x + (x >= 8 ? 1 : 0));
}

Position::Position(int width, int height) : width_(width), height_(height) {
  EYESHAPE_CHECK(width >= 1 && width <= kMaxBoardSize && height >= 1 && height <= kMaxBoardSize);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) board_points_.Insert(PointAt(x, y));
  }
}

Result<Position> Position::Create(int width, int height) {
  if (width < 1 || height < 1 || width > kMaxBoardSize || height > kMaxBoardSize) {
    return Result<Position>::Error("board size " + std::to_string(width) + "x" +
                                   std::to_string(height) + " is outside 1x1..25x25");
  }
  return Position(width, height);
}

Point Position::FirstStringWithoutLiberty(const PointSet& except) const {
  const PointSet stones = (black_ | white_) - except;
  Point found = kNoPoint;
  ForEachString(stones, [&](const PointSet& string) {
    if (found == kNoPoint && Liberties(string).empty()) found = (string & stones).First();
  });
  return found;
}

PointSet Position::StringAt(Point p) const {
  EYESHAPE_DCHECK(IsOnBoard(p));
  if (black_.Contains(p)) return FloodFill(PointSet::Of(p), black_);
  if (white_.Contains(p)) return FloodFill(PointSet::Of(p), white_);
  return PointSet();
}

Point TransformPoint(Point p, int symmetry, int width, int height) {
  EYESHAPE_CHECK(symmetry >= 0 && symmetry < kNumSymmetries);
  if (p == kPass || p == kNoPoint) return p;
  const int x = ColumnOf(p);
  const int y = RowOf(p);
  const int last_x = width - 1;
  const int last_y = height - 1;
  switch (symmetry) {
    case 1:
      return PointAt(y, last_x - x);
    case 2:
      return PointAt(last_x - x, last_y - y);
    case 3:
      return PointAt(last_y - y, x);
    case 4:
      return PointAt(y, x);
    case 5:
      return PointAt(x, last_y - y);
    case 6:
      return PointAt(last_y - y, last_x - x);
    case 7:
      return PointAt(last_x - x, y);
    default:
      return p;
  }
}

int InverseSymmetry(int symmetry) {
  EYESHAPE_CHECK(symmetry >= 0 && symmetry < kNumSymmetries);
  return symmetry == 1 ? 3 : symmetry == 3 ? 1 : symmetry;
}

Position Position::Transformed(int symmetry) const {
  EYESHAPE_CHECK(symmetry >= 0 && symmetry < kNumSymmetries);
  const bool swaps_axes = symmetry == 1 || symmetry == 3 || symmetry == 4 || symmetry == 6;
  Position out(swaps_axes ? height_ : width_, swaps_axes ? width_ : height_);
  black_.ForEach(
      [&](Point p) { out.Place(TransformPoint(p, symmetry, width_, height_), Color::kBlack); });
  white_.ForEach(
      [&](Point p) { out.Place(TransformPoint(p, symmetry, width_, height_), Color::kWhite); });
  out.SetKo(TransformPoint(ko_point_, symmetry, width_, height_), ko_color_);
  out.to_move_ = to_move_;
  out.move_number_ = move_number_;
  out.black_captures_ = black_captures_;
  out.white_captures_ = white_captures_;
  return out;
}

void Position::SetKo(Point p, Color c) {
  if (ko_point_ != kNoPoint) {
    hash_ ^=
        ko_color_ == Color::kBlack ? kZobrist.black_ko[ko_point_] : kZobrist.white_ko[ko_point_];
  }
  ko_point_ = p;
  ko_color_ = p == kNoPoint ? Color::kEmpty : c;
  if (ko_point_ != kNoPoint) {
    hash_ ^=
        ko_color_ == Color::kBlack ? kZobrist.black_ko[ko_point_] : kZobrist.white_ko[ko_point_];
  }
}

void Position::Place(Point p, Color c) {
  EYESHAPE_CHECK(IsOnBoard(p));
  const Color old = At(p);
  if (old != Color::kEmpty) {
    hash_ ^= StoneKey(old, p);
    (old == Color::kBlack ? black_ : white_).Erase(p);
  }
  if (c != Color::kEmpty) {
    hash_ ^= StoneKey(c, p);
    (c == Color::kBlack ? black_ : white_).Insert(p);
  }
  SetKo(kNoPoint, Color::kEmpty);
}

MoveError Position::CheckMove(Color c, Point p) const {
  if (p == kPass) return MoveError::kNone;
  if (!IsOnBoard(p)) return MoveError::kOffBoard;
  if (At(p) != Color::kEmpty) return MoveError::kOccupied;
  if (p == ko_point_ && c == ko_color_) return MoveError::kKo;
  // Legal unless the stone has no liberty, joins no friendly string with a
  // liberty left, and captures nothing.
  const PointSet around = Neighbours(PointSet::Of(p));
  if (around.Intersects(EmptyPoints())) return MoveError::kNone;
  const PointSet& own = c == Color::kBlack ? black_ : white_;
  const PointSet& enemy = c == Color::kBlack ? white_ : black_;
  PointSet after_empty = EmptyPoints();
  after_empty.Erase(p);
  bool ok = false;
  (around & own).ForEach([&](Point q) {
    if (!ok && FloodFill(PointSet::Of(q), own).Grown().Intersects(after_empty)) ok = true;
  });
  if (ok) return MoveError::kNone;
  (around & enemy).ForEach([&](Point q) {
    if (!ok && !FloodFill(PointSet::Of(q), enemy).Grown().Intersects(after_empty)) ok = true;
  });
  return ok ? MoveError::kNone : MoveError::kSuicide;
}

MoveError Position::PlayImpl(Color c, Point p, bool ignore_ko) {
  EYESHAPE_CHECK(c != Color::kEmpty);
  if (p == kPass) {
    SetKo(kNoPoint, Color::kEmpty);
    to_move_ = Opponent(c);
    ++move_number_;
    return MoveError::kNone;
  }
  if (!IsOnBoard(p)) return MoveError::kOffBoard;
  if (At(p) != Color::kEmpty) return MoveError::kOccupied;
  if (!ignore_ko && p == ko_point_ && c == ko_color_) return MoveError::kKo;

  PointSet& own = c == Color::kBlack ? black_ : white_;
  PointSet& enemy = c == Color::kBlack ? white_ : black_;
  own.Insert(p);
  const PointSet empty = EmptyPoints();
  const PointSet around = Neighbours(PointSet::Of(p));
  // The tactical reader plays millions of moves, so whole strings are filled
  // only when needed: a neighbouring enemy string with a liberty beside the
  // stone that touches `p` is not captured, and `p`'s own string needs its
  // liberties counted only when `p` stands alone (the ko test).
  PointSet captured;
  (around & enemy).ForEach([&](Point q) {
    if (captured.Contains(q) || TouchesAnyOf(q, empty)) return;
    const PointSet string = FloodFill(PointSet::Of(q), enemy);
    if (!string.Grown().Intersects(empty)) captured |= string;
  });
  const bool alone = !around.Intersects(own);
  const PointSet alone_liberties = alone ? around & (empty | captured) : PointSet();
  const bool has_liberty = alone ? !alone_liberties.empty()
                                 : !captured.empty() || around.Intersects(empty) ||
                                       FloodFill(PointSet::Of(p), own).Grown().Intersects(empty);
  if (!has_liberty) {
    own.Erase(p);
    return MoveError::kSuicide;
  }
  hash_ ^= StoneKey(c, p);
  const Color enemy_color = Opponent(c);
  captured.ForEach([&](Point q) { hash_ ^= StoneKey(enemy_color, q); });
  enemy -= captured;
  const int num_captured = captured.size();
  (c == Color::kBlack ? black_captures_ : white_captures_) += num_captured;
  // Simple ko: one stone captured by a lone stone left with that one liberty.
  if (num_captured == 1 && alone && alone_liberties.size() == 1) {
    SetKo(captured.First(), enemy_color);
  } else {
    SetKo(kNoPoint, Color::kEmpty);
  }
  to_move_ = enemy_color;
  ++move_number_;
  return MoveError::kNone;
}

std::string VertexList(const Position& position, const PointSet& points) {
  std::string out;
  points.ForEach([&](Point p) {
    if (!out.empty()) out += ' ';
    out += position.GtpVertex(p);
  });
  return out;
}

std::string VertexList(const Position& position, const std::vector<Point>& points) {
  std::string out;
  for (const Point p : points) {
    if (!out.empty()) out += ' ';
    out += position.GtpVertex(p);
  }
  return out;
}

std::string Position::GtpVertex(Point p) const {
  if (p == kPass) return "pass";
  EYESHAPE_CHECK(IsOnBoard(p));
  return std::string(1, GtpColumnLetter(ColumnOf(p))) + std::to_string(height_ - RowOf(p));
}

Result<Point> Position::ParseGtpVertex(std::string_view vertex) const {
  std::string lower;
  for (char ch : vertex) lower += (ch >= 'A' && ch <= 'Z') ? static_cast<char>(ch - 'A' + 'a') : ch;
  if (lower == "pass") return kPass;
  const auto bad = [&](std::string_view why) {
    return Result<Point>::Error("vertex " + QuoteExcerpt(vertex) + " " + std::string(why));
  };
  if (lower.size() < 2 || lower.size() > 3 || lower[0] < 'a' || lower[0] > 'z' || lower[0] == 'i') {
    return bad("is not a vertex (a letter A-Z without I and a row number)");
  }
  int row = 0;
  for (std::size_t i = 1; i < lower.size(); ++i) {
    if (lower[i] < '0' || lower[i] > '9') {
      return bad("is not a vertex (a letter A-Z without I and a row number)");
    }
    row = row * 10 + (lower[i] - '0');
  }
  const int x = lower[0] - 'a' - (lower[0] > 'i' ? 1 : 0);
  if (x >= width_ || row < 1 || row > height_) {
    return bad("is off the " + std::to_string(width_) + "x" + std::to_string(height_) + " board");
  }
  return PointAt(x, height_ - row);
}

Point Position::Parse(std::string_view vertex) const {
  const Result<Point> parsed = ParseGtpVertex(vertex);
  EYESHAPE_CHECK(parsed.ok());
  return parsed.value();
}

}  // namespace eyeshape::board
