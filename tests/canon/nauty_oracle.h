// SPDX-License-Identifier: MIT
#ifndef EYESHAPE_TESTS_CANON_NAUTY_ORACLE_H_
#define EYESHAPE_TESTS_CANON_NAUTY_ORACLE_H_

// File: tests/canon/nauty_oracle.h
// nauty (B. D. McKay and A. Piperno, libnauty2-dev) as a test oracle: the
// canonical graph under densenauty with the colour partition, the orbits and
// the group order. The build defines WORDSIZE and MAXN to match the library
// variant linked (cmake/EyeshapeDependencies.cmake); nauty_check() verifies.
// Include this header last: nauty.h defines short macro names.

#include <cmath>
#include <cstdint>
#include <numeric>
#include <string>
#include <vector>

#include "canon/graph.h"
#include "tests/canon/canon_testing.h"

#ifndef EYESHAPE_HAVE_NAUTY
#error "nauty_oracle.h needs nauty (EYESHAPE_HAVE_NAUTY)"
#endif
#include <nauty.h>

namespace eyeshape::canon::testing {

// The oracle's form is n, the colours in nauty's canonical order (sorted,
// since the cells are ordered by colour value), then the canonical adjacency
// matrix row by row.
inline OracleResult NautyCanonical(const ColouredGraph& g) {
  const int n = g.num_vertices;
  OracleResult result{std::string(1, static_cast<char>(n)), Identity(), 1.0L};
  if (n == 0) return result;
  const int m = SETWORDSNEEDED(n);
  nauty_check(WORDSIZE, m, n, NAUTYVERSIONID);
  std::vector<graph> ng(static_cast<std::size_t>(m) * static_cast<std::size_t>(n));
  std::vector<graph> cg(ng.size());
  EMPTYGRAPH(ng.data(), m, n);
  for (int u = 0; u < n; ++u) {
    for (int v = u + 1; v < n; ++v) {
      if ((g.adjacency[u] >> v & 1) != 0) ADDONEEDGE(ng.data(), u, v, m);
    }
  }
  std::vector<int> lab(static_cast<std::size_t>(n));
  std::vector<int> ptn(static_cast<std::size_t>(n));
  std::vector<int> orbits(static_cast<std::size_t>(n));
  std::iota(lab.begin(), lab.end(), 0);
  std::stable_sort(lab.begin(), lab.end(), [&](int a, int b) { return g.colour[a] < g.colour[b]; });
  for (int i = 0; i < n; ++i) {
    ptn[static_cast<std::size_t>(i)] =
        (i + 1 < n && g.colour[lab[static_cast<std::size_t>(i)]] ==
                          g.colour[lab[static_cast<std::size_t>(i) + 1]])
            ? 1
            : 0;
  }
  DEFAULTOPTIONS_GRAPH(options);
  options.getcanon = TRUE;
  options.defaultptn = FALSE;
  statsblk stats;
  densenauty(ng.data(), lab.data(), ptn.data(), orbits.data(), &options, &stats, m, n, cg.data());
  for (int i = 0; i < n; ++i)
    result.form.push_back(static_cast<char>(g.colour[lab[static_cast<std::size_t>(i)]]));
  for (int i = 0; i < n; ++i) {
    const set* row = GRAPHROW(cg.data(), i, m);
    for (int j = 0; j < n; ++j) result.form.push_back(ISELEMENT(row, j) ? '\1' : '\0');
  }
  for (int v = 0; v < n; ++v)
    result.orbit[v] = static_cast<std::uint8_t>(orbits[static_cast<std::size_t>(v)]);
  result.group_order = static_cast<long double>(stats.grpsize1) *
                       std::pow(10.0L, static_cast<long double>(stats.grpsize2));
  return result;
}

}  // namespace eyeshape::canon::testing

#endif  // EYESHAPE_TESTS_CANON_NAUTY_ORACLE_H_
