#!/usr/bin/env bash
# The floors of the layout (docs/DESIGN.md), checked on every include:
# lib < dialect < traces < modules < search < tools. A file may include the
# headers of its own floor and of the floors below it, never above.
# Usage: check-layering.sh SOURCE_DIR; prints each violation, exits 1 if any.
set -euo pipefail
cd "$1"
# floor number of a header path under include/msched/
floor_of_header() {
  case "$1" in
  Dialect/*) echo 1 ;;
  Traces/*) echo 2 ;;
  Modules/*) echo 3 ;;
  Search/*) echo 4 ;;
  */*) echo 9 ;; # an unknown subfolder: refuse until it has a floor
  *) echo 0 ;;
  esac
}
status=0
check() { # check FLOOR FILES...
  local floor=$1
  shift
  local f inc h
  for f in "$@"; do
    while IFS= read -r inc; do
      h=${inc#*\"msched/}
      h=${h%\"*}
      if [ "$(floor_of_header "$h")" -gt "$floor" ]; then
        echo "$f: includes msched/$h, a higher floor"
        status=1
      fi
    done < <(grep -h '#include "msched/' "$f" || true)
  done
}
shopt -s nullglob globstar
check 0 lib/**/*.cpp lib/**/*.h include/msched/*.h
check 1 dialect/**/*.cpp dialect/**/*.h include/msched/Dialect/**/*.h
check 2 traces/**/*.cpp traces/**/*.h include/msched/Traces/**/*.h
check 3 modules/**/*.cpp modules/**/*.h include/msched/Modules/**/*.h
check 4 search/**/*.cpp search/**/*.h include/msched/Search/**/*.h
[ $status -eq 0 ] && echo "layering: ok"
exit $status
