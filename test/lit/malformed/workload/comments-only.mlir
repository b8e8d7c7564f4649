// A file of comments is a module without a function.
// RUN: not msched-run %s 2>&1 | FileCheck %s
// RUN: rm -rf %t.wd && not msched-tune %s --work-dir %t.wd --trials 1 --skip-untuned 2>&1 | FileCheck %s
// RUN: not test -e %t.wd

// CHECK: comments-only.mlir:1:1: error: no public function with a body: nothing to schedule
