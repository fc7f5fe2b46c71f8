// SPDX-License-Identifier: MIT
#include "cli/batch_input.h"

#include <fstream>
#include <iostream>
#include <memory>

#include "cli/commands.h"

namespace eyeshape::cli {

std::vector<BatchLine> ReadBatchLines(const std::string& source) {
  std::unique_ptr<std::ifstream> file;
  std::istream* in = &std::cin;
  if (source != "-") {
    file = std::make_unique<std::ifstream>(source);
    if (!*file) throw CommandError("cannot read batch file '" + source + "'");
    in = file.get();
  }
  std::vector<BatchLine> lines;
  std::string line;
  for (int number = 1; std::getline(*in, line); ++number) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos || line[0] == '#') continue;
    lines.push_back(BatchLine{number, line});
  }
  if (in->bad()) throw CommandError("error reading batch input");
  return lines;
}

}  // namespace eyeshape::cli
