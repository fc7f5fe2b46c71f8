# Our own sample in GNU Go's .tst format for scripts/gtp_regression.py
# (tests/cli/CMakeLists.txt, test cli.gtp_regression_script). Black's A2 B1
# B2 close the corner point A1: a proper one-point eye (its one diagonal on
# the board, B2, is Black), one eye whoever moves first, so `eval_eye A1`
# answers "1 1" (test 1; test 2 the same through an alternative). Test 3 is
# not compared (`&`). Test 4 expects "2 2", which is wrong on purpose and
# marked a known failure (`*`): the script must count it failed and report
# it as known. So: passed 3 of 4, one known failure.
boardsize 9
clear_board
play black A2
play black B1
play black B2
1 eval_eye A1
#? [1 1]
2 eval_eye A1
#? [(0 0|1 1)]
3 query_boardsize
#? [19]&
4 eval_eye A1
#? [2 2]*
