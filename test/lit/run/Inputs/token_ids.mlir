// Token ids (i64) look up a 50-row embedding table and a 30-row one;
// positions (i32, sign-extended) look up the 50-row table. The ids are drawn
// from [0, 30), the positions from [0, 50); %unused stays a plain integer.
// The lookups assert their ids in range, as torch-mlir's do: an id outside
// the table aborts the run.
#ids = affine_map<(d0, d1, d2) -> (d0, d1)>
#out = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @embed(%ids: tensor<2x16xi64>, %pos: tensor<2x16xi32>,
                 %table: tensor<50x8xf32>, %ptable: tensor<30x8xf32>,
                 %unused: tensor<64xi64>) -> tensor<2x16x8xf32> {
  %e = tensor.empty() : tensor<2x16x8xf32>
  %tok = linalg.generic {indexing_maps = [#ids, #out],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids : tensor<2x16xi64>) outs(%e : tensor<2x16x8xf32>) {
  ^bb0(%id: i64, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %c0 = arith.constant 0 : i64
    %c30 = arith.constant 30 : i64
    %lo = arith.cmpi sge, %id, %c0 : i64
    cf.assert %lo, "index must be larger or equal to 0"
    %hi = arith.cmpi slt, %id, %c30 : i64
    cf.assert %hi, "index must be smaller than 30"
    %j = linalg.index 2 : index
    %v = tensor.extract %table[%i, %j] : tensor<50x8xf32>
    linalg.yield %v : f32
  } -> tensor<2x16x8xf32>
  %sum = linalg.generic {indexing_maps = [#ids, #ids, #out, #out],
                         iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%ids, %pos, %tok : tensor<2x16xi64>, tensor<2x16xi32>, tensor<2x16x8xf32>)
      outs(%e : tensor<2x16x8xf32>) {
  ^bb0(%id: i64, %p: i32, %t: f32, %o: f32):
    %i = arith.index_cast %id : i64 to index
    %p64 = arith.extsi %p : i32 to i64
    %ip = arith.index_cast %p64 : i64 to index
    %j = linalg.index 2 : index
    %v = tensor.extract %ptable[%i, %j] : tensor<30x8xf32>
    %w = tensor.extract %table[%ip, %j] : tensor<50x8xf32>
    %s0 = arith.addf %v, %w : f32
    %s = arith.addf %s0, %t : f32
    linalg.yield %s : f32
  } -> tensor<2x16x8xf32>
  return %sum : tensor<2x16x8xf32>
}
