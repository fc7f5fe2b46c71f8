// SPDX-License-Identifier: MIT
// File: cli/main.cc
// `eyeshape`: exact Go eye values, canonical eyespace tables and lookups.
// One binary, one subcommand per job; `eyeshape SUBCOMMAND --help` for each.

#include <array>
#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <string_view>

#include "CLI/CLI.hpp"
#include "cli/commands.h"

namespace eyeshape::cli {
namespace {

struct Subcommand {
  std::string_view name;
  void (*add)(CLI::App& app, int& exit_code);
};
constexpr std::array<Subcommand, 12> kSubcommands{{
    {"solve", RegisterSolve},
    {"generate", RegisterGenerate},
    {"merge", RegisterMerge},
    {"lookup", RegisterLookup},
    {"stats", RegisterStats},
    {"verify", RegisterVerify},
    {"check", RegisterCheck},
    {"crosscheck", RegisterCrosscheck},
    {"export", RegisterExport},
    {"board", RegisterBoard},
    {"gtp", RegisterGtp},
    {"score", RegisterScore},
}};

// Adds the subcommand named `first_argument` alone when it names one, every
// subcommand otherwise (top-level help, version, errors). Adding all of them
// was most of the instructions of a process start, which bench/gnugo_speed.py
// counts against the solver (docs/performance.md has the measurement); a
// subcommand's parsing, help and errors do not depend on its siblings.
void AddSubcommands(CLI::App& app, std::string_view first_argument, int& exit_code) {
  for (const Subcommand& subcommand : kSubcommands) {
    if (subcommand.name == first_argument) {
      subcommand.add(app, exit_code);
      // A name in kSubcommands that its Register* does not use would lose
      // the command: get_subcommand throws.
      app.get_subcommand(std::string(subcommand.name));
      return;
    }
  }
  for (const Subcommand& subcommand : kSubcommands) subcommand.add(app, exit_code);
}

// The whole command line: parses `argv`, runs the subcommand and returns the
// exit status. Parse and command errors are reported here; anything else that
// throws (e.g. std::bad_alloc while setting up) propagates to main().
int Run(int argc, char** argv) {
  CLI::App app{
      "eyeshape: exact eye values of Go eyespaces (abcd and vital points), canonical forms "
      "and lookup tables.\nThe model and notation are described in docs/ and README.md."};
  app.require_subcommand(1);
  app.set_version_flag("--version", "eyeshape 0.1.0");
  int exit_code = kExitOk;
  AddSubcommands(app, argc >= 2 ? std::string_view(argv[1]) : std::string_view(), exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "eyeshape: " << e.what() << " (see --help)\n";
    return kExitFailure;
  } catch (const CommandError& e) {
    std::cerr << "eyeshape: " << e.what() << "\n";
    return kExitFailure;
  } catch (const std::exception& e) {
    std::cerr << "eyeshape: " << e.what() << "\n";
    return kExitFailure;
  }
  std::cout.flush();
  if (!std::cout) {
    std::cerr << "eyeshape: error writing output\n";
    return kExitFailure;
  }
  return exit_code;
}

}  // namespace
}  // namespace eyeshape::cli

int main(int argc, char** argv) {
  try {
    return eyeshape::cli::Run(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "eyeshape: %s\n", e.what());
  } catch (...) {
    std::fprintf(stderr, "eyeshape: unknown error\n");
  }
  return eyeshape::cli::kExitFailure;
}
