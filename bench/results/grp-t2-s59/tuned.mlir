module attributes {msched.func = "grp", transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["func.func"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    %1 = transform.structured.match interface{TilingInterface} in %0 : (!transform.any_op) -> !transform.any_op
    %2:3 = transform.split_handle %1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %3 = transform.param.constant "pad_0" -> !transform.any_param
    transform.annotate %2#0 "msched.block" = %3 : !transform.any_op, !transform.any_param
    %4 = transform.param.constant "fill_0" -> !transform.any_param
    transform.annotate %2#1 "msched.block" = %4 : !transform.any_op, !transform.any_param
    %5 = transform.param.constant "conv_2d_nhwgc_gfhwc_0" -> !transform.any_param
    transform.annotate %2#2 "msched.block" = %5 : !transform.any_op, !transform.any_param
    %convs, %transposes = transform.msched.split_grouped_conv %2#2 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %6 = transform.get_producer_of_operand %convs[0] : (!transform.any_op) -> !transform.any_op
    %7:4 = transform.split_handle %6 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %8 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_pad" -> !transform.any_param
    transform.annotate %7#0 "msched.block" = %8 : !transform.any_op, !transform.any_param
    %9 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_pad" -> !transform.any_param
    transform.annotate %7#1 "msched.block" = %9 : !transform.any_op, !transform.any_param
    %10 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_pad" -> !transform.any_param
    transform.annotate %7#2 "msched.block" = %10 : !transform.any_op, !transform.any_param
    %11 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_pad" -> !transform.any_param
    transform.annotate %7#3 "msched.block" = %11 : !transform.any_op, !transform.any_param
    %12 = transform.msched.privatize_init_fill %convs : (!transform.any_op) -> !transform.any_op
    %13:4 = transform.split_handle %12 : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %14 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_init" -> !transform.any_param
    transform.annotate %13#0 "msched.block" = %14 : !transform.any_op, !transform.any_param
    %15 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_init" -> !transform.any_param
    transform.annotate %13#1 "msched.block" = %15 : !transform.any_op, !transform.any_param
    %16 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_init" -> !transform.any_param
    transform.annotate %13#2 "msched.block" = %16 : !transform.any_op, !transform.any_param
    %17 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_init" -> !transform.any_param
    transform.annotate %13#3 "msched.block" = %17 : !transform.any_op, !transform.any_param
    %18:4 = transform.split_handle %convs : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %19 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %18#0 "msched.block" = %19 : !transform.any_op, !transform.any_param
    %20 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#0 "msched.reuse_write" = %20 : !transform.any_op, !transform.any_param
    %21 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %18#1 "msched.block" = %21 : !transform.any_op, !transform.any_param
    %22 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#1 "msched.reuse_write" = %22 : !transform.any_op, !transform.any_param
    %23 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %18#2 "msched.block" = %23 : !transform.any_op, !transform.any_param
    %24 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#2 "msched.reuse_write" = %24 : !transform.any_op, !transform.any_param
    %25 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %18#3 "msched.block" = %25 : !transform.any_op, !transform.any_param
    %26 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %18#3 "msched.reuse_write" = %26 : !transform.any_op, !transform.any_param
    %27:4 = transform.split_handle %transposes : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %28 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter0" -> !transform.any_param
    transform.annotate %27#0 "msched.block" = %28 : !transform.any_op, !transform.any_param
    %29 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter1" -> !transform.any_param
    transform.annotate %27#1 "msched.block" = %29 : !transform.any_op, !transform.any_param
    %30 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter2" -> !transform.any_param
    transform.annotate %27#2 "msched.block" = %30 : !transform.any_op, !transform.any_param
    %31 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_filter3" -> !transform.any_param
    transform.annotate %27#3 "msched.block" = %31 : !transform.any_op, !transform.any_param
    %32 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior, %borders = transform.msched.peel_padding %32 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %33 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %interior "msched.block" = %33 : !transform.any_op, !transform.any_param
    %34 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %interior "msched.tile_group" = %34 : !transform.any_op, !transform.any_param
    %35 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %borders "msched.tile_group" = %35 : !transform.any_op, !transform.any_param
    %36 = transform.msched.privatize_init_fill %interior : (!transform.any_op) -> !transform.any_op
    %37 = transform.split_handle %36 : (!transform.any_op) -> !transform.any_op
    %38 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_init" -> !transform.any_param
    transform.annotate %37 "msched.block" = %38 : !transform.any_op, !transform.any_param
    %39 = transform.msched.privatize_init_fill %borders : (!transform.any_op) -> !transform.any_op
    %40:2 = transform.split_handle %39 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %41 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0_init" -> !transform.any_param
    transform.annotate %40#0 "msched.block" = %41 : !transform.any_op, !transform.any_param
    %42 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border1_init" -> !transform.any_param
    transform.annotate %40#1 "msched.block" = %42 : !transform.any_op, !transform.any_param
    %43:2 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %44 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0" -> !transform.any_param
    transform.annotate %43#0 "msched.block" = %44 : !transform.any_op, !transform.any_param
    %45 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %43#0 "msched.reuse_write" = %45 : !transform.any_op, !transform.any_param
    %46 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border1" -> !transform.any_param
    transform.annotate %43#1 "msched.block" = %46 : !transform.any_op, !transform.any_param
    %47 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %43#1 "msched.reuse_write" = %47 : !transform.any_op, !transform.any_param
    %48 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %49 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter3"} in %0 : (!transform.any_op) -> !transform.any_op
    %50 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior_0, %borders_1 = transform.msched.peel_padding %50 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %51 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %interior_0 "msched.block" = %51 : !transform.any_op, !transform.any_param
    %52 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %interior_0 "msched.tile_group" = %52 : !transform.any_op, !transform.any_param
    %53 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %borders_1 "msched.tile_group" = %53 : !transform.any_op, !transform.any_param
    %54 = transform.msched.privatize_init_fill %interior_0 : (!transform.any_op) -> !transform.any_op
    %55 = transform.split_handle %54 : (!transform.any_op) -> !transform.any_op
    %56 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_init" -> !transform.any_param
    transform.annotate %55 "msched.block" = %56 : !transform.any_op, !transform.any_param
    %57 = transform.msched.privatize_init_fill %borders_1 : (!transform.any_op) -> !transform.any_op
    %58:2 = transform.split_handle %57 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %59 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0_init" -> !transform.any_param
    transform.annotate %58#0 "msched.block" = %59 : !transform.any_op, !transform.any_param
    %60 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border1_init" -> !transform.any_param
    transform.annotate %58#1 "msched.block" = %60 : !transform.any_op, !transform.any_param
    %61:2 = transform.split_handle %borders_1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %62 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0" -> !transform.any_param
    transform.annotate %61#0 "msched.block" = %62 : !transform.any_op, !transform.any_param
    %63 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %61#0 "msched.reuse_write" = %63 : !transform.any_op, !transform.any_param
    %64 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border1" -> !transform.any_param
    transform.annotate %61#1 "msched.block" = %64 : !transform.any_op, !transform.any_param
    %65 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %61#1 "msched.reuse_write" = %65 : !transform.any_op, !transform.any_param
    %66 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %67 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter2"} in %0 : (!transform.any_op) -> !transform.any_op
    %68 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior_2, %borders_3 = transform.msched.peel_padding %68 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %69 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %interior_2 "msched.block" = %69 : !transform.any_op, !transform.any_param
    %70 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %interior_2 "msched.tile_group" = %70 : !transform.any_op, !transform.any_param
    %71 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %borders_3 "msched.tile_group" = %71 : !transform.any_op, !transform.any_param
    %72 = transform.msched.privatize_init_fill %interior_2 : (!transform.any_op) -> !transform.any_op
    %73 = transform.split_handle %72 : (!transform.any_op) -> !transform.any_op
    %74 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_init" -> !transform.any_param
    transform.annotate %73 "msched.block" = %74 : !transform.any_op, !transform.any_param
    %75 = transform.msched.privatize_init_fill %borders_3 : (!transform.any_op) -> !transform.any_op
    %76:2 = transform.split_handle %75 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %77 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0_init" -> !transform.any_param
    transform.annotate %76#0 "msched.block" = %77 : !transform.any_op, !transform.any_param
    %78 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border1_init" -> !transform.any_param
    transform.annotate %76#1 "msched.block" = %78 : !transform.any_op, !transform.any_param
    %79:2 = transform.split_handle %borders_3 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %80 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0" -> !transform.any_param
    transform.annotate %79#0 "msched.block" = %80 : !transform.any_op, !transform.any_param
    %81 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %79#0 "msched.reuse_write" = %81 : !transform.any_op, !transform.any_param
    %82 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border1" -> !transform.any_param
    transform.annotate %79#1 "msched.block" = %82 : !transform.any_op, !transform.any_param
    %83 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %79#1 "msched.reuse_write" = %83 : !transform.any_op, !transform.any_param
    %84 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %85 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter1"} in %0 : (!transform.any_op) -> !transform.any_op
    %86 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior_4, %borders_5 = transform.msched.peel_padding %86 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %87 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %interior_4 "msched.block" = %87 : !transform.any_op, !transform.any_param
    %88 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %interior_4 "msched.tile_group" = %88 : !transform.any_op, !transform.any_param
    %89 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %borders_5 "msched.tile_group" = %89 : !transform.any_op, !transform.any_param
    %90 = transform.msched.privatize_init_fill %interior_4 : (!transform.any_op) -> !transform.any_op
    %91 = transform.split_handle %90 : (!transform.any_op) -> !transform.any_op
    %92 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_init" -> !transform.any_param
    transform.annotate %91 "msched.block" = %92 : !transform.any_op, !transform.any_param
    %93 = transform.msched.privatize_init_fill %borders_5 : (!transform.any_op) -> !transform.any_op
    %94:2 = transform.split_handle %93 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %95 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0_init" -> !transform.any_param
    transform.annotate %94#0 "msched.block" = %95 : !transform.any_op, !transform.any_param
    %96 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border1_init" -> !transform.any_param
    transform.annotate %94#1 "msched.block" = %96 : !transform.any_op, !transform.any_param
    %97:2 = transform.split_handle %borders_5 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %98 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0" -> !transform.any_param
    transform.annotate %97#0 "msched.block" = %98 : !transform.any_op, !transform.any_param
    %99 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %97#0 "msched.reuse_write" = %99 : !transform.any_op, !transform.any_param
    %100 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border1" -> !transform.any_param
    transform.annotate %97#1 "msched.block" = %100 : !transform.any_op, !transform.any_param
    %101 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %97#1 "msched.reuse_write" = %101 : !transform.any_op, !transform.any_param
    %102 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %103 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter0"} in %0 : (!transform.any_op) -> !transform.any_op
    %104 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %105 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %106 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %107 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %108 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %109 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %110 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %111 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %112 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %113 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %114 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %115 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %116 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %117 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %118 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %119 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %120 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %121 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %122 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %123 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %124 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %104 "msched.tiling_structure" = %124 : !transform.any_op, !transform.any_param
    %125:4 = transform.msched.sample_perfect_tile %104 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [9, 1, 1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %126:4 = transform.msched.sample_perfect_tile %104 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [8, 16] outermost_prior = [2] decision = [2, 1, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %127:2 = transform.msched.sample_perfect_tile %104 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [2, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %128:2 = transform.msched.sample_perfect_tile %104 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %129:2 = transform.msched.sample_perfect_tile %104 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [16] decision = [8, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %130 = transform.msched.multiply %125#1, %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %131 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %104 tile_sizes [0, 0, %130, %131, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %132 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %133 = transform.msched.fuse_into_forall_output %132 into %forall_op : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %134 = transform.msched.multiply %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %135 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, 0, %134, %135, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_6, %loops_7:3 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %127#1, %128#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_8, %loops_9:2 = transform.structured.tile_using_for %tiled_linalg_op_6 tile_sizes [0, 0, %125#3, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11:3 = transform.structured.tile_using_for %tiled_linalg_op_8 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %136 = transform.structured.decompose %tiled_linalg_op_10 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %136 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_11#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_11#2 : !transform.any_op
    transform.apply_licm to %loops_11#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_11#1 : !transform.any_op
    transform.apply_licm to %loops_11#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_11#0 : !transform.any_op
    %137 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border1" -> !transform.any_param
    transform.annotate %loops_11#2 "msched.block" = %137 : !transform.any_op, !transform.any_param
    %138 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %139 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %106 "msched.tiling_structure" = %139 : !transform.any_op, !transform.any_param
    %140:4 = transform.msched.sample_perfect_tile %106 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [3, 4, 5, 6] decision = [2, 1, 7, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %141:2 = transform.msched.sample_perfect_tile %106 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [3, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %142:2 = transform.msched.sample_perfect_tile %106 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %143 = transform.msched.multiply %140#1, %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %144 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_12, %forall_op_13 = transform.structured.tile_using_forall %106 tile_sizes [0, %143, 0, %144, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %145 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %146 = transform.msched.fuse_into_forall_output %145 into %forall_op_13 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %147 = transform.msched.multiply %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %148 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_op_12 tile_sizes [0, %147, 0, %148, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:3 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, %141#1, %142#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_18, %loops_19:2 = transform.structured.tile_using_for %tiled_linalg_op_16 tile_sizes [0, %140#3, 0, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_20, %loops_21:3 = transform.structured.tile_using_for %tiled_linalg_op_18 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %149 = transform.structured.decompose %tiled_linalg_op_20 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %149 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_13 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_21#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_21#2 : !transform.any_op
    transform.apply_licm to %loops_21#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_21#1 : !transform.any_op
    transform.apply_licm to %loops_21#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_21#0 : !transform.any_op
    %150 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0" -> !transform.any_param
    transform.annotate %loops_21#2 "msched.block" = %150 : !transform.any_op, !transform.any_param
    %151 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %152 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %108 "msched.tiling_structure" = %152 : !transform.any_op, !transform.any_param
    %153 = transform.msched.multiply %125#1, %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %154 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_22, %forall_op_23 = transform.structured.tile_using_forall %108 tile_sizes [0, 0, %153, %154, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %155 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %156 = transform.msched.fuse_into_forall_output %155 into %forall_op_23 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %157 = transform.msched.multiply %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %158 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_24, %loops_25:2 = transform.structured.tile_using_for %tiled_op_22 tile_sizes [0, 0, %157, %158, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:3 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 0, 0, 0, %127#1, %128#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_28, %loops_29:2 = transform.structured.tile_using_for %tiled_linalg_op_26 tile_sizes [0, 0, %125#3, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_30, %loops_31:3 = transform.structured.tile_using_for %tiled_linalg_op_28 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %159 = transform.structured.decompose %tiled_linalg_op_30 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %159 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_23 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_31#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_31#2 : !transform.any_op
    transform.apply_licm to %loops_31#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_31#1 : !transform.any_op
    transform.apply_licm to %loops_31#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_31#0 : !transform.any_op
    %160 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border1" -> !transform.any_param
    transform.annotate %loops_31#2 "msched.block" = %160 : !transform.any_op, !transform.any_param
    %161 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %162 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %110 "msched.tiling_structure" = %162 : !transform.any_op, !transform.any_param
    %163 = transform.msched.multiply %140#1, %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %164 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_32, %forall_op_33 = transform.structured.tile_using_forall %110 tile_sizes [0, %163, 0, %164, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %165 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %166 = transform.msched.fuse_into_forall_output %165 into %forall_op_33 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %167 = transform.msched.multiply %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %168 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_34, %loops_35:2 = transform.structured.tile_using_for %tiled_op_32 tile_sizes [0, %167, 0, %168, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:3 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, %141#1, %142#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:2 = transform.structured.tile_using_for %tiled_linalg_op_36 tile_sizes [0, %140#3, 0, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:3 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %169 = transform.structured.decompose %tiled_linalg_op_40 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %169 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_33 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_41#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#2 : !transform.any_op
    transform.apply_licm to %loops_41#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#1 : !transform.any_op
    transform.apply_licm to %loops_41#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_41#0 : !transform.any_op
    %170 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0" -> !transform.any_param
    transform.annotate %loops_41#2 "msched.block" = %170 : !transform.any_op, !transform.any_param
    %171 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %172 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %112 "msched.tiling_structure" = %172 : !transform.any_op, !transform.any_param
    %173 = transform.msched.multiply %125#1, %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %174 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_42, %forall_op_43 = transform.structured.tile_using_forall %112 tile_sizes [0, 0, %173, %174, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %175 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %176 = transform.msched.fuse_into_forall_output %175 into %forall_op_43 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %177 = transform.msched.multiply %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %178 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_44, %loops_45:2 = transform.structured.tile_using_for %tiled_op_42 tile_sizes [0, 0, %177, %178, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_46, %loops_47:3 = transform.structured.tile_using_for %tiled_linalg_op_44 tile_sizes [0, 0, 0, 0, %127#1, %128#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_48, %loops_49:2 = transform.structured.tile_using_for %tiled_linalg_op_46 tile_sizes [0, 0, %125#3, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:3 = transform.structured.tile_using_for %tiled_linalg_op_48 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %179 = transform.structured.decompose %tiled_linalg_op_50 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %179 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_43 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_51#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_51#2 : !transform.any_op
    transform.apply_licm to %loops_51#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_51#1 : !transform.any_op
    transform.apply_licm to %loops_51#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_51#0 : !transform.any_op
    %180 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border1" -> !transform.any_param
    transform.annotate %loops_51#2 "msched.block" = %180 : !transform.any_op, !transform.any_param
    %181 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %182 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %114 "msched.tiling_structure" = %182 : !transform.any_op, !transform.any_param
    %183 = transform.msched.multiply %140#1, %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %184 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_52, %forall_op_53 = transform.structured.tile_using_forall %114 tile_sizes [0, %183, 0, %184, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %185 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %186 = transform.msched.fuse_into_forall_output %185 into %forall_op_53 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %187 = transform.msched.multiply %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %188 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_54, %loops_55:2 = transform.structured.tile_using_for %tiled_op_52 tile_sizes [0, %187, 0, %188, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_56, %loops_57:3 = transform.structured.tile_using_for %tiled_linalg_op_54 tile_sizes [0, 0, 0, 0, %141#1, %142#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_58, %loops_59:2 = transform.structured.tile_using_for %tiled_linalg_op_56 tile_sizes [0, %140#3, 0, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_60, %loops_61:3 = transform.structured.tile_using_for %tiled_linalg_op_58 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %189 = transform.structured.decompose %tiled_linalg_op_60 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %189 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_53 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_61#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_61#2 : !transform.any_op
    transform.apply_licm to %loops_61#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_61#1 : !transform.any_op
    transform.apply_licm to %loops_61#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_61#0 : !transform.any_op
    %190 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0" -> !transform.any_param
    transform.annotate %loops_61#2 "msched.block" = %190 : !transform.any_op, !transform.any_param
    %191 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %192 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %116 "msched.tiling_structure" = %192 : !transform.any_op, !transform.any_param
    %193 = transform.msched.multiply %125#1, %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %194 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_62, %forall_op_63 = transform.structured.tile_using_forall %116 tile_sizes [0, 0, %193, %194, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %195 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %196 = transform.msched.fuse_into_forall_output %195 into %forall_op_63 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %197 = transform.msched.multiply %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %198 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_64, %loops_65:2 = transform.structured.tile_using_for %tiled_op_62 tile_sizes [0, 0, %197, %198, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_66, %loops_67:3 = transform.structured.tile_using_for %tiled_linalg_op_64 tile_sizes [0, 0, 0, 0, %127#1, %128#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_68, %loops_69:2 = transform.structured.tile_using_for %tiled_linalg_op_66 tile_sizes [0, 0, %125#3, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_70, %loops_71:3 = transform.structured.tile_using_for %tiled_linalg_op_68 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %199 = transform.structured.decompose %tiled_linalg_op_70 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %199 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_63 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_71#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_71#2 : !transform.any_op
    transform.apply_licm to %loops_71#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_71#1 : !transform.any_op
    transform.apply_licm to %loops_71#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_71#0 : !transform.any_op
    %200 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border1" -> !transform.any_param
    transform.annotate %loops_71#2 "msched.block" = %200 : !transform.any_op, !transform.any_param
    %201 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %202 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %118 "msched.tiling_structure" = %202 : !transform.any_op, !transform.any_param
    %203 = transform.msched.multiply %140#1, %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %204 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_72, %forall_op_73 = transform.structured.tile_using_forall %118 tile_sizes [0, %203, 0, %204, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %205 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %206 = transform.msched.fuse_into_forall_output %205 into %forall_op_73 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %207 = transform.msched.multiply %140#2, %140#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %208 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_74, %loops_75:2 = transform.structured.tile_using_for %tiled_op_72 tile_sizes [0, %207, 0, %208, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_76, %loops_77:3 = transform.structured.tile_using_for %tiled_linalg_op_74 tile_sizes [0, 0, 0, 0, %141#1, %142#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_78, %loops_79:2 = transform.structured.tile_using_for %tiled_linalg_op_76 tile_sizes [0, %140#3, 0, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_80, %loops_81:3 = transform.structured.tile_using_for %tiled_linalg_op_78 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %209 = transform.structured.decompose %tiled_linalg_op_80 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %209 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_73 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_81#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_81#2 : !transform.any_op
    transform.apply_licm to %loops_81#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_81#1 : !transform.any_op
    transform.apply_licm to %loops_81#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_81#0 : !transform.any_op
    %210 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0" -> !transform.any_param
    transform.annotate %loops_81#2 "msched.block" = %210 : !transform.any_op, !transform.any_param
    %211 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %212 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %120 "msched.tiling_structure" = %212 : !transform.any_op, !transform.any_param
    %213:3 = transform.msched.sample_perfect_tile %120 loop = 1 n = 3 max_innermost_factor = 64 decision = [9, 1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %214 = transform.msched.multiply %213#1, %213#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %215 = transform.msched.multiply %125#1, %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %216 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_82, %forall_op_83 = transform.structured.tile_using_forall %120 tile_sizes [0, %214, %215, %216, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %217 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %218 = transform.msched.fuse_into_forall_output %217 into %forall_op_83 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %219 = transform.msched.multiply %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %220 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_84, %loops_85:3 = transform.structured.tile_using_for %tiled_op_82 tile_sizes [0, %213#2, %219, %220, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_86, %loops_87:3 = transform.structured.tile_using_for %tiled_linalg_op_84 tile_sizes [0, 0, 0, 0, %141#1, %128#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_88, %loops_89:3 = transform.structured.tile_using_for %tiled_linalg_op_86 tile_sizes [0, 1, %125#3, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_90, %loops_91:3 = transform.structured.tile_using_for %tiled_linalg_op_88 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %221 = transform.structured.decompose %tiled_linalg_op_90 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %221 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_83 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_91#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_91#2 : !transform.any_op
    transform.apply_licm to %loops_91#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_91#1 : !transform.any_op
    transform.apply_licm to %loops_91#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_91#0 : !transform.any_op
    %222 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %loops_91#2 "msched.block" = %222 : !transform.any_op, !transform.any_param
    %223 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %224 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %121 "msched.tiling_structure" = %224 : !transform.any_op, !transform.any_param
    %225 = transform.msched.multiply %213#1, %213#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %226 = transform.msched.multiply %125#1, %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %227 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_92, %forall_op_93 = transform.structured.tile_using_forall %121 tile_sizes [0, %225, %226, %227, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %228 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %229 = transform.msched.fuse_into_forall_output %228 into %forall_op_93 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %230 = transform.msched.multiply %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %231 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_94, %loops_95:3 = transform.structured.tile_using_for %tiled_op_92 tile_sizes [0, %213#2, %230, %231, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_96, %loops_97:3 = transform.structured.tile_using_for %tiled_linalg_op_94 tile_sizes [0, 0, 0, 0, %141#1, %128#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_98, %loops_99:3 = transform.structured.tile_using_for %tiled_linalg_op_96 tile_sizes [0, 1, %125#3, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_100, %loops_101:3 = transform.structured.tile_using_for %tiled_linalg_op_98 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %232 = transform.structured.decompose %tiled_linalg_op_100 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %232 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_93 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_101#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#2 : !transform.any_op
    transform.apply_licm to %loops_101#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#1 : !transform.any_op
    transform.apply_licm to %loops_101#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_101#0 : !transform.any_op
    %233 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %loops_101#2 "msched.block" = %233 : !transform.any_op, !transform.any_param
    %234 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %235 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %122 "msched.tiling_structure" = %235 : !transform.any_op, !transform.any_param
    %236 = transform.msched.multiply %213#1, %213#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %237 = transform.msched.multiply %125#1, %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %238 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_102, %forall_op_103 = transform.structured.tile_using_forall %122 tile_sizes [0, %236, %237, %238, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %239 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %240 = transform.msched.fuse_into_forall_output %239 into %forall_op_103 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %241 = transform.msched.multiply %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %242 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_104, %loops_105:3 = transform.structured.tile_using_for %tiled_op_102 tile_sizes [0, %213#2, %241, %242, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_106, %loops_107:3 = transform.structured.tile_using_for %tiled_linalg_op_104 tile_sizes [0, 0, 0, 0, %141#1, %128#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_108, %loops_109:3 = transform.structured.tile_using_for %tiled_linalg_op_106 tile_sizes [0, 1, %125#3, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_110, %loops_111:3 = transform.structured.tile_using_for %tiled_linalg_op_108 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %243 = transform.structured.decompose %tiled_linalg_op_110 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %243 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_103 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_111#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_111#2 : !transform.any_op
    transform.apply_licm to %loops_111#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_111#1 : !transform.any_op
    transform.apply_licm to %loops_111#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_111#0 : !transform.any_op
    %244 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %loops_111#2 "msched.block" = %244 : !transform.any_op, !transform.any_param
    %245 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %246 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %123 "msched.tiling_structure" = %246 : !transform.any_op, !transform.any_param
    %247 = transform.msched.multiply %213#1, %213#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %248 = transform.msched.multiply %125#1, %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %249 = transform.msched.multiply %126#1, %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_112, %forall_op_113 = transform.structured.tile_using_forall %123 tile_sizes [0, %247, %248, %249, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %250 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %251 = transform.msched.fuse_into_forall_output %250 into %forall_op_113 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %252 = transform.msched.multiply %125#2, %125#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %253 = transform.msched.multiply %126#2, %126#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_114, %loops_115:3 = transform.structured.tile_using_for %tiled_op_112 tile_sizes [0, %213#2, %252, %253, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_116, %loops_117:3 = transform.structured.tile_using_for %tiled_linalg_op_114 tile_sizes [0, 0, 0, 0, %141#1, %128#1, %129#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_118, %loops_119:3 = transform.structured.tile_using_for %tiled_linalg_op_116 tile_sizes [0, 1, %125#3, %126#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_120, %loops_121:3 = transform.structured.tile_using_for %tiled_linalg_op_118 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %254 = transform.structured.decompose %tiled_linalg_op_120 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %254 {create_named_contraction} : !transform.any_op
    transform.apply_patterns to %forall_op_113 {
      transform.apply_patterns.tensor.merge_consecutive_insert_extract_slice
      transform.apply_patterns.tensor.fold_tensor_subset_ops_into_vector_transfers
    } : !transform.any_op
    transform.apply_licm to %loops_121#2 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_121#2 : !transform.any_op
    transform.apply_licm to %loops_121#1 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_121#1 : !transform.any_op
    transform.apply_licm to %loops_121#0 : !transform.any_op
    transform.loop.hoist_loop_invariant_subsets %loops_121#0 : !transform.any_op
    %255 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %loops_121#2 "msched.block" = %255 : !transform.any_op, !transform.any_param
    %256 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %257 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %258 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %259 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %260 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %261 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %262 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %263 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %264 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %265 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %266 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %267 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %268 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %269 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %257 by %269 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %270 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %258 by %270 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %271 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 3 : !transform.param<i64>
    transform.msched.unroll %259 by %271 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %260 by %270 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %272 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %261 by %272 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %262 by %270 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %273 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %263 by %273 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %264 by %270 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %265 by %269 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_122, %forall_op_123 = transform.structured.tile_using_forall %49 tile_sizes [1, 1, 8, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_124, %loops_125 = transform.structured.tile_using_for %tiled_op_122 tile_sizes [0, 0, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %274 = transform.get_parent_op %tiled_linalg_op_124 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_124 {create_named_contraction} : !transform.any_op
    %275 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %274 by %275 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %266 by %271 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_126, %forall_op_127 = transform.structured.tile_using_forall %67 tile_sizes [1, 1, 8, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_128, %loops_129 = transform.structured.tile_using_for %tiled_op_126 tile_sizes [0, 0, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %276 = transform.get_parent_op %tiled_linalg_op_128 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_128 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %276 by %275 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %267 by %272 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_130, %forall_op_131 = transform.structured.tile_using_forall %85 tile_sizes [1, 1, 8, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_132, %loops_133 = transform.structured.tile_using_for %tiled_op_130 tile_sizes [0, 0, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %277 = transform.get_parent_op %tiled_linalg_op_132 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_132 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %277 by %275 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %268 by %273 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_134, %forall_op_135 = transform.structured.tile_using_forall %103 tile_sizes [1, 1, 8, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_136, %loops_137 = transform.structured.tile_using_for %tiled_op_134 tile_sizes [0, 0, 0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %278 = transform.get_parent_op %tiled_linalg_op_136 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_136 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %278 by %275 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.yield 
  }
}

