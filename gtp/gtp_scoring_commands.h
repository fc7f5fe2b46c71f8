// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_GTP_GTP_SCORING_COMMANDS_H_
#define EYESHAPE_GTP_GTP_SCORING_COMMANDS_H_

// File: gtp/gtp_scoring_commands.h
// The scoring commands of the GTP engine (issues 12 and 24), answered by
// scoring/score.h on the engine's position and komi (board -> scoring -> gtp):
//   final_score               "B+3.5", "W+2.0" or "0" (GNU Go 3.8's format)
//   final_status_list STATUS  alive | dead | seki: one string per line, the
//                             strings and their stones in reading order from
//                             the top left (GNU Go 3.8's format)
//   eyeshape_set_dead V...    marks the strings through V... dead (added to
//                             the marks); with no vertex, clears the marks
//   eyeshape_final_status_detail
//                             the result with its certainty, then one line
//                             per group: status, proved | estimated (| given
//                             when marked), its stones, and by what
//   eyeshape_final_status_gfx the same for GoGui (gfx: territory, proved and
//                             estimated stones in two colours, dead crossed)
// The dead stones are the marked ones; with no marks, the engine finds them
// (scoring/dead_stones.h). Marks belong to the position they were given on:
// any change of the position (play, undo, loadsgf, clear_board, boardsize)
// clears them. final_score and final_status_list always answer, as GNU Go
// does; how sure the answer is, is what eyeshape_final_status_detail says.
// docs/gtp.md lists the replies.
//
//   GtpEngine engine;
//   RegisterScoringCommands(engine);
//   engine.HandleLine("eyeshape_set_dead C3");  // "= \n\n"
//   engine.HandleLine("final_score");           // "= B+3.5\n\n"

#include "gtp/gtp_engine.h"
#include "scoring/score.h"

namespace eyeshape::gtp {

struct GtpScoringOptions {
  scoring::Rules rules = scoring::Rules::kJapanese;  // GNU Go's default
};

// Registers final_score, final_status_list and eyeshape_set_dead into
// `engine`. The dead marks live in the handlers (one set per engine).
void RegisterScoringCommands(GtpEngine& engine, const GtpScoringOptions& options = {});

// GNU Go's final_score text for a score difference Black - White: "B+3.5",
// "W+7.0" (one decimal), "0" for a jigo.
std::string FinalScoreText(double black_minus_white);

}  // namespace eyeshape::gtp

#endif  // EYESHAPE_GTP_GTP_SCORING_COMMANDS_H_
