// SPDX-License-Identifier: MIT
// wasm/api.h natively (and so under the sanitizers): the request checks and
// their one-line messages, the sign-map vertex convention, and random
// requests that must each get a JSON answer. The answers themselves are
// compared with the command line's in js/test/ (the module under Node).
#include "wasm/api.h"

#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include "nlohmann/json.hpp"

namespace eyeshape::wasm {
namespace {

using nlohmann::json;

std::string ErrorOf(const std::string& answer) {
  const json parsed = json::parse(answer);
  return parsed.contains("error") ? parsed["error"].get<std::string>() : "(no error)";
}

TEST(WasmApiTest, BadSignMapsAnswerOneLineSayingWhatIsWrong) {
  EXPECT_EQ(ErrorOf(ScoreRequest("{")), "the request is not JSON");
  EXPECT_EQ(ErrorOf(ScoreRequest("[]")), "the request is not a JSON object");
  EXPECT_EQ(ErrorOf(ScoreRequest("{}")), "signMap is missing");
  EXPECT_EQ(ErrorOf(ScoreRequest(R"({"signMap": 3})")), "signMap must be an array of rows");
  EXPECT_EQ(ErrorOf(ScoreRequest(R"({"signMap": []})")), "signMap has no rows");
  EXPECT_EQ(ErrorOf(DeadStonesRequest(R"({"signMap": [[0, 0], [0]]})")),
            "signMap is not rectangular: row 1 has 1 values, row 0 has 2");
  EXPECT_EQ(ErrorOf(EyeSpacesRequest(R"({"signMap": [[0, 0], [0, 2]]})")),
            "signMap[1][1] is 2: a sign is 1 (black), -1 (white) or 0 (empty)");
  EXPECT_EQ(ErrorOf(EyeSpacesRequest(R"({"signMap": [[0, 0.5]]})")),
            "signMap[0][1] is 0.5: a sign is 1 (black), -1 (white) or 0 (empty)");
  json big;
  big["signMap"] = json::array();
  for (int y = 0; y < 19; ++y) big["signMap"].push_back(std::vector<int>(26, 0));
  EXPECT_EQ(ErrorOf(ScoreRequest(big.dump())), "signMap is 26x19: at most 25x25");
  EXPECT_EQ(ErrorOf(ScoreRequest(R"({"signMap": [[0, 1, 0], [1, -1, 1], [0, 1, 0]]})")),
            "the white string at [1, 1] has no liberties: not a position");
}

TEST(WasmApiTest, BadOptionsAnswerOneLine) {
  const std::string map = R"("signMap": [[0, 1, 0], [1, 0, 1], [0, 1, 0]])";
  EXPECT_EQ(ErrorOf(ScoreRequest("{" + map + R"(, "komi": 0.3})")),
            "komi must be a multiple of 0.5 between -1000 and 1000");
  EXPECT_EQ(ErrorOf(ScoreRequest("{" + map + R"(, "dead": [[3, 0]]})")),
            "dead[0] is [3,0]: off the 3x3 board");
  EXPECT_EQ(ErrorOf(ScoreRequest("{" + map + R"(, "dead": [[0, 0]]})")).rfind("dead: ", 0), 0U);
  EXPECT_EQ(ErrorOf(ScoreRequest("{" + map + R"(, "playouts": 1})")),
            "playouts must be an integer from 2 to 100000");
  EXPECT_EQ(ErrorOf(SolveRequest(R"({"diagram": 4})")), "diagram must be a string");
  EXPECT_EQ(ErrorOf(ReadPositionRequest(R"({"text": 4})")), "text must be a string");
  EXPECT_NE(ErrorOf(ReadPositionRequest(R"({"text": "(;SZ[19];B[zz"})")), "(no error)");
  EXPECT_EQ(ErrorOf(SolveRequest(R"({"diagram": "...", "model": "tree"})")),
            "model must be \"board\" or \"graph\"");
}

// [x, y] is the column from the left and the row from the top: a lone white
// stone in the corner of Black's 4x4 area (x = 3, y = 3, GTP D1) is dead.
TEST(WasmApiTest, VerticesAreColumnThenRowFromTheTopLeft) {
  const json answer = json::parse(DeadStonesRequest(
      R"({"signMap": [[0, 1, 0, 0], [1, 1, 1, 1], [0, 1, 0, 0], [0, 1, 0, -1]]})"));
  ASSERT_TRUE(answer.contains("result")) << answer.dump();
  EXPECT_EQ(answer["result"]["dead"], json::parse("[[3, 3]]"));
  const json score = json::parse(
      ScoreRequest(R"({"signMap": [[0, 1, 0, 0], [1, 1, 1, 1], [0, 1, 0, 0], [0, 1, 0, -1]]})"));
  EXPECT_EQ(score["result"]["dead"], json::parse(R"(["D1"])"));
}

TEST(WasmApiTest, RandomRequestsGetAJsonAnswer) {
  std::mt19937 random(27);
  const std::string alphabet = R"({}[],:"0123456789-.eE signMapdiagrkol)";
  for (int i = 0; i < 300; ++i) {
    std::string request = R"({"signMap": [[)";
    const int length = static_cast<int>(random() % 40);
    for (int j = 0; j < length; ++j) request += alphabet[random() % alphabet.size()];
    for (const auto& call :
         {ScoreRequest, DeadStonesRequest, EyeSpacesRequest, SolveRequest, ReadPositionRequest}) {
      const json answer = json::parse(call(request), nullptr, false);
      ASSERT_FALSE(answer.is_discarded()) << request;
      EXPECT_TRUE(answer.contains("result") != answer.contains("error")) << request;
    }
  }
}

}  // namespace
}  // namespace eyeshape::wasm
