// SPDX-License-Identifier: MIT
#include "solver/game.h"

#include "base/check.h"

namespace eyeshape::solver::internal {

GameBoard::GameBoard(const Eyespace& eyespace, int outer_liberties, bool extra_eye)
    : eyespace_(eyespace),
      all_(eyespace.vertices()),
      outer_liberties_(outer_liberties),
      extra_eye_(extra_eye) {
  EYESHAPE_CHECK(outer_liberties >= 0 && outer_liberties <= 7);
  EYESHAPE_CHECK((eyespace.attacker & eyespace.marginal) == 0);
  connected_ = all_ == 0 || Flood(all_ & (~all_ + 1), all_) == all_;
}

}  // namespace eyeshape::solver::internal
