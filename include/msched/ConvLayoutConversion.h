//===- ConvLayoutConversion.h - Models' convolutions in NHWC ----*- C++ -*-===//
//
// Channels-last layout for models exported in NCHW (PyTorch's layout: every
// model of ../shared/corpus but the tpp ones), as TVM's ConvertLayout pass
// ({"nn.conv2d": ["NHWC", "default"]}) does before tuning. msched's
// convolution schedules vectorize along the channels, which NCHW keeps
// apart by a whole image: ResNet-50's NCHW convolutions tuned to 15-35
// GFLOP/s where NHWC ones of the same shapes reach 60-100 (1 thread, AVX-512).
//
// convertConvolutionsToChannelsLast rewrites, under a root op, each
// linalg.conv_2d_nchw_fchw, linalg.depthwise_conv_2d_nchw_chw and
// linalg.pooling_nchw_{max,sum} on static tensors into its NHWC form
// (linalg.conv_2d_nhwc_hwcf, linalg.depthwise_conv_2d_nhwc_hwc,
// linalg.pooling_nhwc_{max,sum}) between transposes: the input (a
// tensor.pad of it is moved after the transpose, so the padded tensor is
// made in NHWC and pad-peeling still sees it), the filter (a constant in a
// model: foldConstantLinalgOps folds its transpose) and the init (a fill of
// an empty tensor is made in NHWC) go in, the result is transposed back to
// NCHW. The transposes are linalg.generic copies; then upstream's
// elementwise fusion (linalg::populateElementwiseOpsFusionPatterns) merges
// every transpose into its elementwise consumers (a transpose back read by
// a batch norm becomes that op's indexing map) and every single-use
// elementwise producer into its consumer (a ReLU feeding the next
// transpose to NHWC writes NHWC), and a transpose of a transpose goes away,
// so consecutive layers exchange NHWC tensors. A tensor with several users
// (a residual block's output) keeps its transpose, a copy of its own.
//
//===----------------------------------------------------------------------===//
#ifndef MSCHED_CONVLAYOUTCONVERSION_H
#define MSCHED_CONVLAYOUTCONVERSION_H

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

#include <cstdint>

namespace msched {

/// Rewrites the NCHW convolutions and poolings under `root` (see the file
/// comment) and fuses the transposes away. Returns how many convolutions it
/// rewrote; the result of every function is unchanged (the same values up to
/// the order of floating-point additions).
int64_t convertConvolutionsToChannelsLast(mlir::Operation *root);

} // namespace msched

#endif // MSCHED_CONVLAYOUTCONVERSION_H
