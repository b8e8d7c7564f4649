// msched-extract-tasks (TaskExtraction.h): each convolution or matmul is
// outlined with the elementwise ops after it (bias add, ReLU) and the
// producers it needs (pad, empty, fill, scalar constants) into a public task;
// tensor constants (weights) become arguments, so the two convolution layers,
// which differ only in their weights, are one task of weight 2; arguments
// that every call passes a constant (weights, biases) are marked
// msched.constant (the runner evicts them from the caches before each timed
// call). The model keeps the reshape, the constants and the calls.
// RUN: msched-opt %S/Inputs/small_model.mlir --msched-extract-tasks | FileCheck %s
// A second extraction changes nothing.
// RUN: msched-opt %S/Inputs/small_model.mlir --msched-extract-tasks --msched-extract-tasks | FileCheck %s
//
// --list-tasks with --extract-tasks: weights, GFLOP and sites.
// RUN: msched-run %S/Inputs/small_model.mlir --extract-tasks --list-tasks | FileCheck %s --check-prefix=LIST
//
// The extracted model runs (the builder inlines the tasks) and computes what
// the unextracted model computes (the output check of --scheduled is against
// the workload given first). Swapping the two layers' weights would fail it.
// RUN: msched-opt %S/Inputs/small_model.mlir --msched-extract-tasks -o %t.extracted.mlir
// RUN: msched-run %S/Inputs/small_model.mlir --scheduled %t.extracted.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=WHOLE
//
// Tuning: the task scheduler weights the tasks, each round prints the
// model's estimate, and the scheduled module is the tuned model, which runs
// and is checked against the untuned one.
// RUN: rm -rf %t.wd && msched-tune %S/Inputs/small_model.mlir --extract-tasks --work-dir %t.wd --trials 4 --trials-per-round 2 --threads 1 --skip-untuned --min-repeat-ms 1 | FileCheck %s --check-prefix=TUNE
// RUN: msched-run %S/Inputs/small_model.mlir --extract-tasks --func model --scheduled %t.wd/scheduled.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=TUNED
// Apply back through the database: the extracted model's tasks get their
// best schedules by structural hash (the model itself is no task: no remark).
// RUN: msched-opt %S/Inputs/small_model.mlir --msched-extract-tasks --msched-apply-database=work-dir=%t.wd -o %t.applied.mlir 2>&1 | FileCheck %s --check-prefix=APPLY --allow-empty
// RUN: msched-run %S/Inputs/small_model.mlir --scheduled %t.applied.mlir --threads 1 --min-repeat-ms 1 | FileCheck %s --check-prefix=TUNED
// It is the tuned model msched-tune wrote.
// RUN: diff -B %t.wd/scheduled.mlir %t.applied.mlir
// (Whole corpus models: corpus-models.test.)

// CHECK-LABEL: func.func @model(
// CHECK-SAME:      %[[X:.*]]: tensor<1x10x10x4xf32>) -> tensor<1x8xf32> {
// CHECK-DAG:     %[[W0:.*]] = arith.constant dense<5.000000e-01> : tensor<3x3x4x4xf32>
// CHECK-DAG:     %[[W1:.*]] = arith.constant dense<2.500000e-01> : tensor<3x3x4x4xf32>
// CHECK-DAG:     %[[B:.*]] = arith.constant dense<1.250000e-01> : tensor<4xf32>
// CHECK-DAG:     %[[WD:.*]] = arith.constant dense<6.250000e-02> : tensor<400x8xf32>
// CHECK-NOT:     linalg.
// CHECK-NOT:     tensor.pad
// CHECK:         %[[L0:.*]] = call @model_conv_2d_nhwc_hwcf_0(%[[X]], %[[W0]], %[[B]])
// CHECK-NEXT:    %[[L1:.*]] = call @model_conv_2d_nhwc_hwcf_0(%[[L0]], %[[W1]], %[[B]])
// CHECK-NEXT:    %[[FLAT:.*]] = tensor.collapse_shape %[[L1]]
// CHECK-NEXT:    %[[D:.*]] = call @model_matmul_2(%[[FLAT]], %[[WD]])
// CHECK-NEXT:    return %[[D]]

// CHECK-LABEL: func.func @model_conv_2d_nhwc_hwcf_0(
// CHECK-SAME:      %[[I:[^:]*]]: tensor<1x10x10x4xf32>, %[[W:[^:]*]]: tensor<3x3x4x4xf32> {msched.constant}, %[[BIAS:[^:]*]]: tensor<4xf32> {msched.constant}) -> tensor<1x10x10x4xf32>
// CHECK-SAME:      attributes {msched.task_weight = 2 : i64}
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:    %[[P:.*]] = tensor.pad %[[I]] low[0, 1, 1, 0] high[0, 1, 1, 0]
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<1x10x10x4xf32>
// CHECK-NEXT:    %[[F:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[E]]
// CHECK-NEXT:    %[[C:.*]] = linalg.conv_2d_nhwc_hwcf {{.*}} ins(%[[P]], %[[W]] : {{.*}}) outs(%[[F]] :
// CHECK-NEXT:    %[[R:.*]] = linalg.generic {{.*}} ins(%[[C]], %[[BIAS]] : {{.*}}) outs(%[[E]] :
// CHECK:           arith.maximumf
// CHECK:         return %[[R]]

// CHECK-LABEL: func.func @model_matmul_2(
// CHECK-SAME:      tensor<1x400xf32>, %{{.*}}: tensor<400x8xf32> {msched.constant}) -> tensor<1x8xf32> attributes {msched.task_weight = 1 : i64}
// CHECK:         linalg.fill
// CHECK-NEXT:    linalg.matmul
// CHECK-NEXT:    return
// CHECK-NOT:     func.func

// LIST:      task @model_conv_2d_nhwc_hwcf_0: weight 2, 2.96e-05 GFLOP, at {{.*}}small_model.mlir:19:9 {{.*}}small_model.mlir:32:9
// LIST-NEXT: task @model_matmul_2: weight 1, 6.4e-06 GFLOP, at {{.*}}small_model.mlir:44:8
// LIST-NEXT: 3 fused groups, 2 tasks after merging identical ones, 6.56e-05 GFLOP per model call
// LIST-NEXT: @model_conv_2d_nhwc_hwcf_0 (1x10x10x4xf32, 3x3x4x4xf32, 4xf32 -> 1x10x10x4xf32) 2.96e-05 GFLOP
// LIST-NEXT: @model_matmul_2 (1x400xf32, 400x8xf32 -> 1x8xf32) 6.4e-06 GFLOP
// LIST-NOT:  @model

// WHOLE: # @model: 6.56e-05 GFLOP, check ok

// TUNE:      3 fused groups, 2 tasks after merging identical ones
// TUNE:      round 1 @model_conv_2d_nhwc_hwcf_0: trials 2
// TUNE-NEXT:   model estimate: {{.*}} s (sum of weight x best over 1 of 2 tasks timed)
// TUNE:      round 2 @model_matmul_2: trials 2
// TUNE-NEXT:   model estimate: {{.*}} s (sum of weight x best over 2 of 2 tasks timed)
// TUNE:      model estimate (sum over tasks of weight x seconds): untuned -, tuned {{[0-9.]+}}e-{{[0-9]+}} s{{$}}

// TUNED: msched model 1
// TUNED: # @model: 6.56e-05 GFLOP, check ok

// APPLY-NOT: remark
