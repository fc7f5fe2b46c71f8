// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_CLI_COMMANDS_H_
#define EYESHAPE_CLI_COMMANDS_H_

// File: cli/commands.h
// The subcommands of the `eyeshape` command line. Each Register* adds one
// subcommand to the CLI11 app; its callback runs the command and returns the
// process exit code through `exit_code`. Errors that concern the whole
// command throw CommandError (one line for stderr); main() prints it.

#include "CLI/CLI.hpp"
#include "cli/command_error.h"

namespace eyeshape::cli {

void RegisterSolve(CLI::App& app, int& exit_code);
void RegisterGenerate(CLI::App& app, int& exit_code);
void RegisterMerge(CLI::App& app, int& exit_code);
void RegisterLookup(CLI::App& app, int& exit_code);
void RegisterStats(CLI::App& app, int& exit_code);
void RegisterVerify(CLI::App& app, int& exit_code);
void RegisterCheck(CLI::App& app, int& exit_code);
void RegisterCrosscheck(CLI::App& app, int& exit_code);
void RegisterExport(CLI::App& app, int& exit_code);
void RegisterBoard(CLI::App& app, int& exit_code);
void RegisterGtp(CLI::App& app, int& exit_code);
void RegisterScore(CLI::App& app, int& exit_code);

}  // namespace eyeshape::cli

#endif  // EYESHAPE_CLI_COMMANDS_H_
