// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TABLES_EYESDB_TOOLS_GNUGO_CLIENT_H_
#define EYESHAPE_TABLES_EYESDB_TOOLS_GNUGO_CLIENT_H_

// File: tables/eyesdb_tools/gnugo_client.h
// A driver for GNU Go 3.8 (SPEC §7) as a reference for tests and for `eyeshape crosscheck`: one
// `gnugo --mode gtp` child process, started on first use and restarted after a
// crash or a hang, asked `analyze_eyegraph DIAGRAM`. Every command has a
// timeout, so a test never hangs; a missing binary, a crash (GNU Go aborts on
// eyespaces of more than 17 vertices, for instance) and a timeout come back as
// errors with a message, never as an exception or an abort.
//
//   GnuGo gnugo;                                   // /usr/games/gnugo, 10 s
//   GnuGoAnswer answer = gnugo.AnalyzeEyegraph("OO!%O.X%!...");
//   // answer.ok, answer.value == "0112",
//   // answer.marked_rows == {"  @ ", " .X ", "!.*."}
//
// Not thread-safe: use one GnuGo per thread (each owns its own process).

#include <sys/types.h>

#include <chrono>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "solver/model/eye_value.h"
#include "tables/generation/polyomino.h"

namespace eyeshape::tables {

// Where the Debian package `gnugo` installs the binary.
inline constexpr std::string_view kGnuGoPath = "/usr/games/gnugo";

// GNU Go's answer to analyze_eyegraph, or why there is none.
struct GnuGoAnswer {
  bool ok = false;    // GNU Go answered with a value
  std::string value;  // "abcd" when ok
  // When ok: the diagram with vital points marked, one string per row, as GNU
  // Go prints it: ' ' for non-eyespace cells, every row padded with spaces to
  // the width of the widest row, wildcards and unknown characters shown as ' '.
  std::vector<std::string> marked_rows;
  std::string error;     // when !ok: GNU Go's error message or the driver's
  bool refused = false;  // !ok because GNU Go answered '?' ("failed to analyze")
};

// A reply to one GTP command.
struct GtpReply {
  bool ok = false;                 // a reply arrived (either '=' or '?')
  bool success = false;            // the reply was '=' (only when ok)
  std::vector<std::string> lines;  // reply text: the first line without "=id "
  std::string error;               // when !ok: what went wrong in the driver
};

class GnuGo {
 public:
  // Does not start the process yet (the first command does).
  explicit GnuGo(std::string path = std::string(kGnuGoPath),
                 std::chrono::milliseconds timeout = std::chrono::seconds(10));
  // Sends `quit` and reaps the process; kills it if it does not exit in 1 s.
  ~GnuGo();
  GnuGo(const GnuGo&) = delete;
  GnuGo& operator=(const GnuGo&) = delete;

  // True iff `path` names an executable file.
  static bool IsInstalled(const std::string& path = std::string(kGnuGoPath));

  // Analyzes one eyespace. `diagram` is in eyes.db notation with rows joined
  // by '%' or '\n' and non-eyespace cells as 'O' or ' ' (converted to GNU Go's
  // form). Rejects, without asking GNU Go, a diagram without any cell and one
  // with characters that would break the GTP line (control characters, '#').
  GnuGoAnswer AnalyzeEyegraph(std::string_view diagram);

  // Sends one GTP command (without id; one line) and waits for the reply.
  // Starts the process if needed; after a crash or a timeout the process is
  // gone and the next command starts a new one.
  GtpReply Send(std::string_view command);

  int num_starts() const { return num_starts_; }  // processes started so far

 private:
  bool Start(std::string* error);
  void Stop(bool graceful);
  bool WriteAll(std::string_view data, std::chrono::steady_clock::time_point deadline,
                std::string* error);
  // Reads one line of GNU Go's stdout (without '\n'); false on EOF, error or
  // timeout, with the reason in *error.
  bool ReadLine(std::string* line, std::chrono::steady_clock::time_point deadline,
                std::string* error);
  std::string DescribeExit();

  std::string path_;
  std::chrono::milliseconds timeout_;
  pid_t pid_ = -1;
  int to_child_ = -1;    // GNU Go's stdin
  int from_child_ = -1;  // GNU Go's stdout
  int child_err_ = -1;   // GNU Go's stderr
  std::string out_buffer_;
  std::string err_buffer_;  // the start of GNU Go's stderr (for crash reports)
  int next_id_ = 1;
  int num_starts_ = 0;
};

// Reading GNU Go's marked diagrams (shared by `crosscheck` and the tests).

// The vital-point mark a character of a marked diagram stands for.
solver::VitalMark MarkOfChar(char c);

// True when `answer`'s diagram, marks taken off, shows exactly the shape of
// `cells` labelled `labels` (one of ". ! X" per cell, reading order). GNU Go
// builds the eyespace on a real board and sometimes cannot keep a
// non-eyespace cell out of it (it leaves a wall point empty): it then answers
// for another shape, which must not count as an answer for this one.
bool AnswerShowsShape(std::span<const Cell> cells, std::string_view labels,
                      const GnuGoAnswer& answer);

// The vital points `answer` marks, in the numbering of `cells`.
solver::VitalPoints MarkedVitalPoints(std::span<const Cell> cells, const GnuGoAnswer& answer);

}  // namespace eyeshape::tables

#endif  // EYESHAPE_TABLES_EYESDB_TOOLS_GNUGO_CLIENT_H_
