// SPDX-License-Identifier: MIT
#include "cli/input.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <system_error>

#include "cli/command_error.h"

namespace eyeshape::cli {

std::string ReadInput(const std::string& source, std::string_view what) {
  if (source == "-") {
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    if (std::cin.bad()) throw CommandError("error reading standard input");
    return text;
  }
  const std::string name =
      (what.empty() ? std::string() : std::string(what) + " ") + "'" + source + "'";
  std::error_code error;
  if (std::filesystem::is_directory(source, error)) {
    throw CommandError("cannot read " + name + ": is a directory");
  }
  std::ifstream in(source, std::ios::binary);
  if (!in) throw CommandError("cannot read " + name);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw CommandError("cannot read " + name);
  return text;
}

std::string DiagramArgument(const std::string& argument) {
  std::string text = argument == "-" ? ReadInput("-") : argument;
  while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
  return text;
}

std::vector<BatchLine> ReadBatchLines(const std::string& source) {
  std::istringstream in(ReadInput(source, "batch file"));
  std::vector<BatchLine> lines;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
    lines.push_back(BatchLine{number, line});
  }
  return lines;
}

}  // namespace eyeshape::cli
