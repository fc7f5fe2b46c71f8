// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_WASM_API_H_
#define EYESHAPE_WASM_API_H_

// File: wasm/api.h
// The API the npm package (js/) calls in the WebAssembly module: one
// function per question, a request and an answer as JSON text, so that the
// JavaScript side needs no knowledge of C++ types and the answers are the
// command line's own JSON (report/). Compiled natively too (tests, clang-tidy)
// and, under Emscripten, exported as the C functions below.
//
//   std::string answer = ScoreRequest(R"({"signMap":[[0,1,-1],...],"rules":"chinese"})");
//   // {"result":{...eyeshape score --json...}} or {"error":"signMap row 2 has 18 values, ..."}
//
// A request is untrusted: every shape of bad input (not JSON, a sign map that
// is not rectangular, a value other than -1/0/1, larger than 25x25, an
// unparsable diagram or SGF, a vertex off the board) answers {"error": one
// line}.
// A sign map is rows of 1 (black), -1 (white), 0 (empty); a vertex is [x, y]
// from the top left, as JavaScript Go boards write them. Thread-safe (no
// shared state).

#include <string>
#include <string_view>

namespace eyeshape::wasm {

// {"signMap"}: the eye analysis, as `eyeshape board --json`.
std::string EyeSpacesRequest(std::string_view request);
// {"signMap", "rules"?, "komi"?, "handicap"?, "dead"? [[x, y], ...],
// "captures"? {"black", "white"}, "playouts"?}: the score, as `eyeshape
// score --json` (the dead stones found when "dead" is absent).
std::string ScoreRequest(std::string_view request);
// {"signMap", "playouts"?}: the dead stones of a finished position,
// {"dead": [[x, y], ...], "groups": [{"color", "status", "certainty", "by",
// "stones"}], "unsettled": [...], "close_calls": [...]}.
std::string DeadStonesRequest(std::string_view request);
// {"text", "move"?}: an SGF record (its position before move "move", else
// its last) or a GNU Go showboard diagram, read as `eyeshape board` reads
// it: {"signMap", "dead": [[x, y], ...] (a diagram's lower-case stones),
// "captures": {"black", "white"}, "toMove", "sgf", "komi" (null when none),
// "movesPlayed", "movesInRecord"}.
std::string ReadPositionRequest(std::string_view request);
// {"diagram", "outerLiberties"?, "model"? "board"|"graph", "nodeBudget"?}:
// the value, vital points and principal lines, as `eyeshape solve --json
// --explain` ({"unsolved": reason} when the node budget runs out).
std::string SolveRequest(std::string_view request);

}  // namespace eyeshape::wasm

// The exports of the WebAssembly module. Each takes a NUL-terminated request
// and returns a NUL-terminated answer allocated with malloc, which the caller
// frees with eyeshape_free.
extern "C" {
char* eyeshape_eye_spaces(const char* request);
char* eyeshape_score(const char* request);
char* eyeshape_dead_stones(const char* request);
char* eyeshape_solve(const char* request);
char* eyeshape_read_position(const char* request);
void eyeshape_free(char* answer);
}

#endif  // EYESHAPE_WASM_API_H_
