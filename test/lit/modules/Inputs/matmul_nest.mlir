// scaled_matmul_bias_relu.mlir with its matmul tiled by one tile_using_for
// (scf.for over i, j and k, tiles of 16; made by matmul_nest.transform.mlir):
// random-compute-location hoists the output tile out of the k loop before it
// fuses the bias + ReLU epilogue (generic_1) into the i and j loops.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @scaled_matmul(%arg0: tensor<32x64xf32>, %arg1: tensor<64x48xf32>, %arg2: tensor<48xf32>) -> tensor<32x48xf32> {
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %c48 = arith.constant 48 : index
    %c32 = arith.constant 32 : index
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 2.000000e+00 : f32
    %0 = tensor.empty() : tensor<32x64xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<32x64xf32>) outs(%0 : tensor<32x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %7 = arith.mulf %in, %cst_0 : f32
      linalg.yield %7 : f32
    } -> tensor<32x64xf32>
    %2 = tensor.empty() : tensor<32x48xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<32x48xf32>) -> tensor<32x48xf32>
    %4 = scf.for %arg3 = %c0 to %c32 step %c16 iter_args(%arg4 = %3) -> (tensor<32x48xf32>) {
      %7 = scf.for %arg5 = %c0 to %c48 step %c16 iter_args(%arg6 = %arg4) -> (tensor<32x48xf32>) {
        %8 = scf.for %arg7 = %c0 to %c64 step %c16 iter_args(%arg8 = %arg6) -> (tensor<32x48xf32>) {
          %extracted_slice = tensor.extract_slice %1[%arg3, %arg7] [16, 16] [1, 1] : tensor<32x64xf32> to tensor<16x16xf32>
          %extracted_slice_1 = tensor.extract_slice %arg1[%arg7, %arg5] [16, 16] [1, 1] : tensor<64x48xf32> to tensor<16x16xf32>
          %extracted_slice_2 = tensor.extract_slice %arg8[%arg3, %arg5] [16, 16] [1, 1] : tensor<32x48xf32> to tensor<16x16xf32>
          %9 = linalg.matmul ins(%extracted_slice, %extracted_slice_1 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%extracted_slice_2 : tensor<16x16xf32>) -> tensor<16x16xf32>
          %inserted_slice = tensor.insert_slice %9 into %arg8[%arg3, %arg5] [16, 16] [1, 1] : tensor<16x16xf32> into tensor<32x48xf32>
          scf.yield %inserted_slice : tensor<32x48xf32>
        }
        scf.yield %8 : tensor<32x48xf32>
      }
      scf.yield %7 : tensor<32x48xf32>
    }
    %5 = tensor.empty() : tensor<32x48xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %arg2 : tensor<32x48xf32>, tensor<48xf32>) outs(%5 : tensor<32x48xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %7 = arith.addf %in, %in_1 : f32
      %8 = arith.maximumf %7, %cst : f32
      linalg.yield %8 : f32
    } -> tensor<32x48xf32>
    return %6 : tensor<32x48xf32>
  }
}

