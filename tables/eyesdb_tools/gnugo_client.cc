// SPDX-License-Identifier: MIT
// File: tables/eyesdb_tools/gnugo_client.cc
// The child process talks GTP over two Unix socket pairs (stdin, stdout), so
// that writing to a dead child returns EPIPE (send with MSG_NOSIGNAL) instead
// of raising SIGPIPE in the test process; stderr is a pipe whose first bytes
// are kept for crash reports. Every wait is a poll() against a deadline.
// Commands carry GTP ids, so a stray line in the output (GNU Go prints an
// empty diagram as an empty line, for instance) cannot shift the replies.

#include "tables/eyesdb_tools/gnugo_client.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>
#include <string>
#include <thread>
#include <utility>

extern char** environ;

namespace eyeshape::tables {
namespace {

using Clock = std::chrono::steady_clock;

constexpr std::size_t kMaxStderrKept = 2000;

std::string ErrnoText(const char* what) { return std::string(what) + ": " + std::strerror(errno); }

void CloseFd(int* fd) {
  if (*fd >= 0) close(*fd);
  *fd = -1;
}

int MillisecondsUntil(Clock::time_point deadline) {
  const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
  return left.count() <= 0 ? 0 : static_cast<int>(left.count());
}

// "?5 failed to analyze" -> id 5, success false, text "failed to analyze".
bool ParseReplyStart(const std::string& line, int id, bool* success, std::string* text) {
  if (line.empty() || (line[0] != '=' && line[0] != '?')) return false;
  const std::string id_text = std::to_string(id);
  if (line.compare(1, id_text.size(), id_text) != 0) return false;
  const std::size_t rest = 1 + id_text.size();
  if (rest < line.size() && line[rest] != ' ') return false;
  *success = line[0] == '=';
  *text = rest < line.size() ? line.substr(rest + 1) : std::string();
  return true;
}

bool IsEyeValue(const std::string& text) {
  if (text.size() != 4) return false;
  for (const char digit : text) {
    if (digit < '0' || digit > '2') return false;
  }
  return true;
}

}  // namespace

GnuGo::GnuGo(std::string path, std::chrono::milliseconds timeout)
    : path_(std::move(path)), timeout_(timeout) {}

GnuGo::~GnuGo() { Stop(/*graceful=*/true); }

bool GnuGo::IsInstalled(const std::string& path) { return access(path.c_str(), X_OK) == 0; }

bool GnuGo::Start(std::string* error) {
  if (!IsInstalled(path_)) {
    *error = "GNU Go not found or not executable at " + path_ + " (Debian package gnugo)";
    return false;
  }
  int in_pair[2] = {-1, -1};
  int out_pair[2] = {-1, -1};
  int err_pipe[2] = {-1, -1};
  if (socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, in_pair) != 0 ||
      socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, out_pair) != 0 ||
      pipe2(err_pipe, O_CLOEXEC) != 0) {
    *error = ErrnoText("cannot create pipes for GNU Go");
    for (int* fd :
         {&in_pair[0], &in_pair[1], &out_pair[0], &out_pair[1], &err_pipe[0], &err_pipe[1]}) {
      CloseFd(fd);
    }
    return false;
  }
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, in_pair[1], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, out_pair[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], STDERR_FILENO);
  std::string arg0 = path_;
  std::string arg1 = "--mode";
  std::string arg2 = "gtp";
  char* argv[] = {arg0.data(), arg1.data(), arg2.data(), nullptr};
  pid_t pid = -1;
  const int spawn_error = posix_spawn(&pid, path_.c_str(), &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  CloseFd(&in_pair[1]);
  CloseFd(&out_pair[1]);
  CloseFd(&err_pipe[1]);
  if (spawn_error != 0) {
    *error = "cannot start " + path_ + ": " + std::strerror(spawn_error);
    CloseFd(&in_pair[0]);
    CloseFd(&out_pair[0]);
    CloseFd(&err_pipe[0]);
    return false;
  }
  pid_ = pid;
  to_child_ = in_pair[0];
  from_child_ = out_pair[0];
  child_err_ = err_pipe[0];
  out_buffer_.clear();
  err_buffer_.clear();
  ++num_starts_;
  return true;
}

void GnuGo::Stop(bool graceful) {
  if (pid_ >= 0) {
    if (graceful && to_child_ >= 0) {
      constexpr std::string_view kQuit = "quit\n";
      (void)send(to_child_, kQuit.data(), kQuit.size(), MSG_NOSIGNAL);
    }
    CloseFd(&to_child_);
    const Clock::time_point deadline = Clock::now() + std::chrono::seconds(graceful ? 1 : 0);
    int status = 0;
    while (waitpid(pid_, &status, WNOHANG) == 0) {
      if (Clock::now() >= deadline) {
        kill(pid_, SIGKILL);
        waitpid(pid_, &status, 0);
        break;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    pid_ = -1;
  }
  CloseFd(&to_child_);
  CloseFd(&from_child_);
  CloseFd(&child_err_);
  out_buffer_.clear();
}

std::string GnuGo::DescribeExit() {
  // Collect what is left on stderr (the process has closed stdout).
  const Clock::time_point deadline = Clock::now() + std::chrono::milliseconds(500);
  while (child_err_ >= 0) {
    pollfd fd{child_err_, POLLIN, 0};
    if (poll(&fd, 1, MillisecondsUntil(deadline)) <= 0) break;
    char chunk[4096];
    const ssize_t n = read(child_err_, chunk, sizeof chunk);
    if (n <= 0) break;
    if (err_buffer_.size() < kMaxStderrKept) err_buffer_.append(chunk, static_cast<std::size_t>(n));
  }
  std::string description = "GNU Go exited";
  int status = 0;
  pid_t reaped = 0;
  for (int i = 0; i < 250 && (reaped = waitpid(pid_, &status, WNOHANG)) == 0; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  if (reaped == pid_) {
    if (WIFSIGNALED(status)) {
      description = "GNU Go crashed (signal " + std::to_string(WTERMSIG(status)) + ")";
    } else if (WIFEXITED(status)) {
      description = "GNU Go exited with status " + std::to_string(WEXITSTATUS(status));
    }
    pid_ = -1;
  }
  std::string first_lines;
  std::size_t start = 0;
  for (int kept = 0; kept < 3 && start < err_buffer_.size();) {
    std::size_t end = err_buffer_.find('\n', start);
    if (end == std::string::npos) end = err_buffer_.size();
    const std::string line = err_buffer_.substr(start, end - start);
    start = end + 1;
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    first_lines += (kept++ == 0 ? "" : " | ") + line;
  }
  if (!first_lines.empty()) description += "; stderr: " + first_lines;
  return description;
}

bool GnuGo::WriteAll(std::string_view data, Clock::time_point deadline, std::string* error) {
  while (!data.empty()) {
    pollfd fd{to_child_, POLLOUT, 0};
    const int ready = poll(&fd, 1, MillisecondsUntil(deadline));
    if (ready < 0 && errno == EINTR) continue;
    if (ready == 0) {
      *error = "GNU Go does not read its input (timeout)";
      return false;
    }
    const ssize_t n = send(to_child_, data.data(), data.size(), MSG_NOSIGNAL);
    if (n < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      *error = errno == EPIPE ? DescribeExit() : ErrnoText("cannot write to GNU Go");
      return false;
    }
    data.remove_prefix(static_cast<std::size_t>(n));
  }
  return true;
}

bool GnuGo::ReadLine(std::string* line, Clock::time_point deadline, std::string* error) {
  for (;;) {
    const std::size_t newline = out_buffer_.find('\n');
    if (newline != std::string::npos) {
      *line = out_buffer_.substr(0, newline);
      if (!line->empty() && line->back() == '\r') line->pop_back();
      out_buffer_.erase(0, newline + 1);
      return true;
    }
    pollfd fds[2] = {{from_child_, POLLIN, 0}, {child_err_, POLLIN, 0}};
    const int ready = poll(fds, child_err_ >= 0 ? 2 : 1, MillisecondsUntil(deadline));
    if (ready < 0) {
      if (errno == EINTR) continue;
      *error = ErrnoText("poll on GNU Go's output");
      return false;
    }
    if (ready == 0) {
      *error = "GNU Go gave no answer within " + std::to_string(timeout_.count()) + " ms";
      return false;
    }
    char chunk[4096];
    if (child_err_ >= 0 && (fds[1].revents & (POLLIN | POLLHUP)) != 0) {
      const ssize_t n = read(child_err_, chunk, sizeof chunk);
      if (n <= 0) {
        CloseFd(&child_err_);
      } else if (err_buffer_.size() < kMaxStderrKept) {
        err_buffer_.append(chunk, static_cast<std::size_t>(n));
      }
    }
    if ((fds[0].revents & (POLLIN | POLLHUP | POLLERR)) != 0) {
      const ssize_t n = read(from_child_, chunk, sizeof chunk);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        *error = DescribeExit();
        return false;
      }
      out_buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }
}

GtpReply GnuGo::Send(std::string_view command) {
  GtpReply reply;
  if (command.find('\n') != std::string_view::npos) {
    reply.error = "a GTP command is one line";
    return reply;
  }
  if (pid_ < 0 && !Start(&reply.error)) return reply;
  const int id = next_id_++;
  const Clock::time_point deadline = Clock::now() + timeout_;
  std::string line = std::to_string(id) + " " + std::string(command) + "\n";
  if (!WriteAll(line, deadline, &reply.error)) {
    Stop(/*graceful=*/false);
    return reply;
  }
  // Skip anything before our reply, then read up to the empty line.
  bool started = false;
  for (;;) {
    if (!ReadLine(&line, deadline, &reply.error)) {
      Stop(/*graceful=*/false);
      reply.lines.clear();
      return reply;
    }
    if (!started) {
      std::string text;
      if (ParseReplyStart(line, id, &reply.success, &text)) {
        started = true;
        reply.lines.push_back(std::move(text));
      }
      continue;
    }
    if (line.empty()) break;
    reply.lines.push_back(std::move(line));
  }
  reply.ok = true;
  return reply;
}

GnuGoAnswer GnuGo::AnalyzeEyegraph(std::string_view diagram) {
  GnuGoAnswer answer;
  std::string gtp_diagram;
  bool has_cell = false;
  for (const char c : diagram) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n' || c == '%') {
      gtp_diagram += '%';
    } else if (c == ' ' || c == 'O') {
      gtp_diagram += 'O';
      has_cell = true;
    } else if (c == '#' || std::iscntrl(byte) != 0 || std::isspace(byte) != 0 || byte >= 0x80) {
      answer.error = "diagram has a character GTP cannot carry: '" + std::string(1, c) + "'";
      return answer;
    } else {
      gtp_diagram += c;
      has_cell = true;
    }
  }
  if (!has_cell) {
    answer.error = "empty diagram";
    return answer;
  }
  GtpReply reply = Send("analyze_eyegraph " + gtp_diagram);
  if (!reply.ok) {
    answer.error = reply.error;
    return answer;
  }
  if (!reply.success) {
    answer.refused = true;
    answer.error = reply.lines.empty() ? std::string("(no message)") : reply.lines[0];
    return answer;
  }
  if (reply.lines.empty() || !IsEyeValue(reply.lines[0])) {
    answer.error = "unexpected answer from GNU Go: '" +
                   (reply.lines.empty() ? std::string() : reply.lines[0]) + "'";
    return answer;
  }
  answer.ok = true;
  answer.value = reply.lines[0];
  answer.marked_rows.assign(reply.lines.begin() + 1, reply.lines.end());
  return answer;
}

solver::VitalMark MarkOfChar(char c) {
  switch (c) {
    case '*':
    case '@':
      return solver::VitalMark::kBoth;
    case '<':
    case '(':
      return solver::VitalMark::kAttack;
    case '>':
    case ')':
      return solver::VitalMark::kDefense;
    default:
      return solver::VitalMark::kNone;
  }
}

namespace {

// The label a marked character stands for: '.' for '*' '<' '>', '!' for
// '@' '(' ')', a blank for a non-eyespace cell.
char UnmarkedChar(char c) {
  switch (c) {
    case '*':
    case '<':
    case '>':
      return '.';
    case '@':
    case '(':
    case ')':
      return '!';
    case 'O':
      return ' ';
    default:
      return c;
  }
}

}  // namespace

bool AnswerShowsShape(std::span<const Cell> cells, std::string_view labels,
                      const GnuGoAnswer& answer) {
  std::vector<std::string> expected;
  for (std::size_t v = 0; v < cells.size(); ++v) {
    const auto row = static_cast<std::size_t>(cells[v].row);
    const auto col = static_cast<std::size_t>(cells[v].column);
    if (expected.size() <= row) expected.resize(row + 1);
    if (expected[row].size() <= col) expected[row].resize(col + 1, ' ');
    expected[row][col] = labels[v];
  }
  std::vector<std::string> actual;
  for (const std::string& marked : answer.marked_rows) {
    std::string row;
    for (const char c : marked) row += UnmarkedChar(c);
    while (!row.empty() && row.back() == ' ') row.pop_back();
    actual.push_back(row);
  }
  while (!actual.empty() && actual.back().empty()) actual.pop_back();
  return actual == expected;
}

solver::VitalPoints MarkedVitalPoints(std::span<const Cell> cells, const GnuGoAnswer& answer) {
  solver::VitalPoints points;
  for (std::size_t v = 0; v < cells.size(); ++v) {
    const auto row = static_cast<std::size_t>(cells[v].row);
    const auto col = static_cast<std::size_t>(cells[v].column);
    if (row >= answer.marked_rows.size() || col >= answer.marked_rows[row].size()) continue;
    const auto mark = static_cast<unsigned>(MarkOfChar(answer.marked_rows[row][col]));
    const solver::VertexSet bit = solver::VertexBit(static_cast<int>(v));
    if ((mark & static_cast<unsigned>(solver::VitalMark::kAttack)) != 0) points.attack |= bit;
    if ((mark & static_cast<unsigned>(solver::VitalMark::kDefense)) != 0) points.defense |= bit;
  }
  return points;
}

}  // namespace eyeshape::tables
