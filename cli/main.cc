// SPDX-License-Identifier: MIT
// File: cli/main.cc
// `eyeshape`: exact Go eye values, canonical eyespace tables and lookups.
// One binary, one subcommand per job; `eyeshape SUBCOMMAND --help` for each.

#include <cstdio>
#include <exception>
#include <iostream>

#include "CLI/CLI.hpp"
#include "cli/commands.h"

namespace eyeshape::cli {
namespace {

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
  RegisterSolve(app, exit_code);
  RegisterGenerate(app, exit_code);
  RegisterMerge(app, exit_code);
  RegisterLookup(app, exit_code);
  RegisterStats(app, exit_code);
  RegisterVerify(app, exit_code);
  RegisterCheck(app, exit_code);
  RegisterCrosscheck(app, exit_code);
  RegisterExport(app, exit_code);
  RegisterBoard(app, exit_code);
  RegisterGtp(app, exit_code);
  RegisterScore(app, exit_code);
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
