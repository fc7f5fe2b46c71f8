# Dependencies come from Debian packages (scripts/install-deps.sh installs them).
# find_package first; FetchContent only as a fallback where the network allows it.
find_package(absl REQUIRED)
find_package(OpenMP REQUIRED COMPONENTS CXX)
find_package(Threads REQUIRED)
if(EYESHAPE_BUILD_TESTS)
  find_package(GTest REQUIRED)
  include(GoogleTest)
  # nauty is a test-and-bench-only reference (Debian libnauty2-dev).
  find_library(NAUTY_LIBRARY NAMES nautyL1 nauty)
  find_path(NAUTY_INCLUDE_DIR nauty.h PATH_SUFFIXES nauty)
endif()
if(EYESHAPE_BUILD_BENCH)
  find_package(benchmark REQUIRED)
  if(NOT NAUTY_LIBRARY)
    find_library(NAUTY_LIBRARY NAMES nautyL1 nauty)
    find_path(NAUTY_INCLUDE_DIR nauty.h PATH_SUFFIXES nauty)
  endif()
endif()
