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
    %44 = transform.get_producer_of_operand %43#0[0] : (!transform.any_op) -> !transform.any_op
    %45 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0_pad" -> !transform.any_param
    transform.annotate %44 "msched.block" = %45 : !transform.any_op, !transform.any_param
    %46:2 = transform.split_handle %borders : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %47 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0" -> !transform.any_param
    transform.annotate %46#0 "msched.block" = %47 : !transform.any_op, !transform.any_param
    %48 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %46#0 "msched.reuse_write" = %48 : !transform.any_op, !transform.any_param
    %49 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border1" -> !transform.any_param
    transform.annotate %46#1 "msched.block" = %49 : !transform.any_op, !transform.any_param
    %50 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %46#1 "msched.reuse_write" = %50 : !transform.any_op, !transform.any_param
    %51 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %52 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter3"} in %0 : (!transform.any_op) -> !transform.any_op
    %53 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior_0, %borders_1 = transform.msched.peel_padding %53 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %54 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %interior_0 "msched.block" = %54 : !transform.any_op, !transform.any_param
    %55 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %interior_0 "msched.tile_group" = %55 : !transform.any_op, !transform.any_param
    %56 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %borders_1 "msched.tile_group" = %56 : !transform.any_op, !transform.any_param
    %57 = transform.msched.privatize_init_fill %interior_0 : (!transform.any_op) -> !transform.any_op
    %58 = transform.split_handle %57 : (!transform.any_op) -> !transform.any_op
    %59 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_init" -> !transform.any_param
    transform.annotate %58 "msched.block" = %59 : !transform.any_op, !transform.any_param
    %60 = transform.msched.privatize_init_fill %borders_1 : (!transform.any_op) -> !transform.any_op
    %61:2 = transform.split_handle %60 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %62 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0_init" -> !transform.any_param
    transform.annotate %61#0 "msched.block" = %62 : !transform.any_op, !transform.any_param
    %63 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border1_init" -> !transform.any_param
    transform.annotate %61#1 "msched.block" = %63 : !transform.any_op, !transform.any_param
    %64:2 = transform.split_handle %borders_1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %65 = transform.get_producer_of_operand %64#0[0] : (!transform.any_op) -> !transform.any_op
    %66 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0_pad" -> !transform.any_param
    transform.annotate %65 "msched.block" = %66 : !transform.any_op, !transform.any_param
    %67:2 = transform.split_handle %borders_1 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %68 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0" -> !transform.any_param
    transform.annotate %67#0 "msched.block" = %68 : !transform.any_op, !transform.any_param
    %69 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %67#0 "msched.reuse_write" = %69 : !transform.any_op, !transform.any_param
    %70 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border1" -> !transform.any_param
    transform.annotate %67#1 "msched.block" = %70 : !transform.any_op, !transform.any_param
    %71 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %67#1 "msched.reuse_write" = %71 : !transform.any_op, !transform.any_param
    %72 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %73 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter2"} in %0 : (!transform.any_op) -> !transform.any_op
    %74 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior_2, %borders_3 = transform.msched.peel_padding %74 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %75 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %interior_2 "msched.block" = %75 : !transform.any_op, !transform.any_param
    %76 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %interior_2 "msched.tile_group" = %76 : !transform.any_op, !transform.any_param
    %77 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %borders_3 "msched.tile_group" = %77 : !transform.any_op, !transform.any_param
    %78 = transform.msched.privatize_init_fill %interior_2 : (!transform.any_op) -> !transform.any_op
    %79 = transform.split_handle %78 : (!transform.any_op) -> !transform.any_op
    %80 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_init" -> !transform.any_param
    transform.annotate %79 "msched.block" = %80 : !transform.any_op, !transform.any_param
    %81 = transform.msched.privatize_init_fill %borders_3 : (!transform.any_op) -> !transform.any_op
    %82:2 = transform.split_handle %81 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %83 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0_init" -> !transform.any_param
    transform.annotate %82#0 "msched.block" = %83 : !transform.any_op, !transform.any_param
    %84 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border1_init" -> !transform.any_param
    transform.annotate %82#1 "msched.block" = %84 : !transform.any_op, !transform.any_param
    %85:2 = transform.split_handle %borders_3 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %86 = transform.get_producer_of_operand %85#0[0] : (!transform.any_op) -> !transform.any_op
    %87 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0_pad" -> !transform.any_param
    transform.annotate %86 "msched.block" = %87 : !transform.any_op, !transform.any_param
    %88:2 = transform.split_handle %borders_3 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %89 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0" -> !transform.any_param
    transform.annotate %88#0 "msched.block" = %89 : !transform.any_op, !transform.any_param
    %90 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %88#0 "msched.reuse_write" = %90 : !transform.any_op, !transform.any_param
    %91 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border1" -> !transform.any_param
    transform.annotate %88#1 "msched.block" = %91 : !transform.any_op, !transform.any_param
    %92 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %88#1 "msched.reuse_write" = %92 : !transform.any_op, !transform.any_param
    %93 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %94 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter1"} in %0 : (!transform.any_op) -> !transform.any_op
    %95 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %interior_4, %borders_5 = transform.msched.peel_padding %95 {innermost_first, restrict_taps} : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %96 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %interior_4 "msched.block" = %96 : !transform.any_op, !transform.any_param
    %97 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %interior_4 "msched.tile_group" = %97 : !transform.any_op, !transform.any_param
    %98 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %borders_5 "msched.tile_group" = %98 : !transform.any_op, !transform.any_param
    %99 = transform.msched.privatize_init_fill %interior_4 : (!transform.any_op) -> !transform.any_op
    %100 = transform.split_handle %99 : (!transform.any_op) -> !transform.any_op
    %101 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_init" -> !transform.any_param
    transform.annotate %100 "msched.block" = %101 : !transform.any_op, !transform.any_param
    %102 = transform.msched.privatize_init_fill %borders_5 : (!transform.any_op) -> !transform.any_op
    %103:2 = transform.split_handle %102 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %104 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0_init" -> !transform.any_param
    transform.annotate %103#0 "msched.block" = %104 : !transform.any_op, !transform.any_param
    %105 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border1_init" -> !transform.any_param
    transform.annotate %103#1 "msched.block" = %105 : !transform.any_op, !transform.any_param
    %106:2 = transform.split_handle %borders_5 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %107 = transform.get_producer_of_operand %106#0[0] : (!transform.any_op) -> !transform.any_op
    %108 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0_pad" -> !transform.any_param
    transform.annotate %107 "msched.block" = %108 : !transform.any_op, !transform.any_param
    %109:2 = transform.split_handle %borders_5 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %110 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0" -> !transform.any_param
    transform.annotate %109#0 "msched.block" = %110 : !transform.any_op, !transform.any_param
    %111 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %109#0 "msched.reuse_write" = %111 : !transform.any_op, !transform.any_param
    %112 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border1" -> !transform.any_param
    transform.annotate %109#1 "msched.block" = %112 : !transform.any_op, !transform.any_param
    %113 = transform.param.constant "must" -> !transform.any_param
    transform.annotate %109#1 "msched.reuse_write" = %113 : !transform.any_op, !transform.any_param
    %114 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %115 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_filter0"} in %0 : (!transform.any_op) -> !transform.any_op
    %116 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %117 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %118 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %119 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %120 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %121 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %122 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %123 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %124 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %125 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %126 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %127 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %128 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %129 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %130 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %131 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %132 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %133 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %134 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %135 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0_pad"} in %0 : (!transform.any_op) -> !transform.any_op
    %136 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %137 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %138 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %139 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %140 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %116 "msched.tiling_structure" = %140 : !transform.any_op, !transform.any_param
    %141:4 = transform.msched.sample_perfect_tile %116 loop = 2 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [1, 3, 1, 9] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %142:4 = transform.msched.sample_perfect_tile %116 loop = 3 n = 4 max_innermost_factor = 64 innermost_prior = [16, 32] outermost_prior = [2] decision = [2, 1, 1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %143:2 = transform.msched.sample_perfect_tile %116 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %144:2 = transform.msched.sample_perfect_tile %116 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %145:2 = transform.msched.sample_perfect_tile %116 loop = 6 n = 2 max_innermost_factor = 512 innermost_prior = [16] decision = [1, 16] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %146 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %147 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op, %forall_op = transform.structured.tile_using_forall %116 tile_sizes [0, 0, %146, %147, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %148 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %149 = transform.msched.fuse_into_forall_output %148 into %forall_op : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %150 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %151 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op, %loops:2 = transform.structured.tile_using_for %tiled_op tile_sizes [0, 0, %150, %151, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_6, %loops_7:3 = transform.structured.tile_using_for %tiled_linalg_op tile_sizes [0, 0, 0, 0, %143#1, %144#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_8, %loops_9:2 = transform.structured.tile_using_for %tiled_linalg_op_6 tile_sizes [0, 0, %141#3, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_10, %loops_11:3 = transform.structured.tile_using_for %tiled_linalg_op_8 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %152 = transform.structured.decompose %tiled_linalg_op_10 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %152 {create_named_contraction} : !transform.any_op
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
    %153 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border1" -> !transform.any_param
    transform.annotate %loops_11#2 "msched.block" = %153 : !transform.any_op, !transform.any_param
    %154 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %155 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %118 "msched.tiling_structure" = %155 : !transform.any_op, !transform.any_param
    %156:4 = transform.msched.sample_perfect_tile %118 loop = 1 n = 4 max_innermost_factor = 64 innermost_prior = [7, 8, 9, 10, 11, 12, 13, 14] decision = [2, 1, 1, 14] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %157:2 = transform.msched.sample_perfect_tile %118 loop = 4 n = 2 max_innermost_factor = 512 innermost_prior = [3] decision = [1, 3] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %158:2 = transform.msched.sample_perfect_tile %118 loop = 5 n = 2 max_innermost_factor = 512 innermost_prior = [2] decision = [1, 2] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>)
    %159 = transform.msched.multiply %156#1, %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %160 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_12, %forall_op_13 = transform.structured.tile_using_forall %118 tile_sizes [0, %159, 0, %160, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %161 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %162 = transform.msched.fuse_into_forall_output %161 into %forall_op_13 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %163 = transform.msched.multiply %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %164 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_14, %loops_15:2 = transform.structured.tile_using_for %tiled_op_12 tile_sizes [0, %163, 0, %164, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_16, %loops_17:3 = transform.structured.tile_using_for %tiled_linalg_op_14 tile_sizes [0, 0, 0, 0, %157#1, %158#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_18, %loops_19:2 = transform.structured.tile_using_for %tiled_linalg_op_16 tile_sizes [0, %156#3, 0, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_20, %loops_21:3 = transform.structured.tile_using_for %tiled_linalg_op_18 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %165 = transform.structured.decompose %tiled_linalg_op_20 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %165 {create_named_contraction} : !transform.any_op
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
    %166 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0" -> !transform.any_param
    transform.annotate %loops_21#2 "msched.block" = %166 : !transform.any_op, !transform.any_param
    %167 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %168 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %121 "msched.tiling_structure" = %168 : !transform.any_op, !transform.any_param
    %169 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %170 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_22, %forall_op_23 = transform.structured.tile_using_forall %121 tile_sizes [0, 0, %169, %170, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %171 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %172 = transform.msched.fuse_into_forall_output %171 into %forall_op_23 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %173 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %174 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_24, %loops_25:2 = transform.structured.tile_using_for %tiled_op_22 tile_sizes [0, 0, %173, %174, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_26, %loops_27:3 = transform.structured.tile_using_for %tiled_linalg_op_24 tile_sizes [0, 0, 0, 0, %143#1, %144#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_28, %loops_29:2 = transform.structured.tile_using_for %tiled_linalg_op_26 tile_sizes [0, 0, %141#3, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_30, %loops_31:3 = transform.structured.tile_using_for %tiled_linalg_op_28 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %175 = transform.structured.decompose %tiled_linalg_op_30 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %175 {create_named_contraction} : !transform.any_op
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
    %176 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border1" -> !transform.any_param
    transform.annotate %loops_31#2 "msched.block" = %176 : !transform.any_op, !transform.any_param
    %177 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %178 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %123 "msched.tiling_structure" = %178 : !transform.any_op, !transform.any_param
    %179 = transform.msched.multiply %156#1, %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %180 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_32, %forall_op_33 = transform.structured.tile_using_forall %123 tile_sizes [0, %179, 0, %180, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %181 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %182 = transform.msched.fuse_into_forall_output %181 into %forall_op_33 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %183 = transform.msched.multiply %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %184 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_34, %loops_35:2 = transform.structured.tile_using_for %tiled_op_32 tile_sizes [0, %183, 0, %184, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_36, %loops_37:3 = transform.structured.tile_using_for %tiled_linalg_op_34 tile_sizes [0, 0, 0, 0, %157#1, %158#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_38, %loops_39:2 = transform.structured.tile_using_for %tiled_linalg_op_36 tile_sizes [0, %156#3, 0, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_40, %loops_41:3 = transform.structured.tile_using_for %tiled_linalg_op_38 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %185 = transform.structured.decompose %tiled_linalg_op_40 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %185 {create_named_contraction} : !transform.any_op
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
    %186 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0" -> !transform.any_param
    transform.annotate %loops_41#2 "msched.block" = %186 : !transform.any_op, !transform.any_param
    %187 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %188 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %126 "msched.tiling_structure" = %188 : !transform.any_op, !transform.any_param
    %189 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %190 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_42, %forall_op_43 = transform.structured.tile_using_forall %126 tile_sizes [0, 0, %189, %190, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %191 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %192 = transform.msched.fuse_into_forall_output %191 into %forall_op_43 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %193 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %194 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_44, %loops_45:2 = transform.structured.tile_using_for %tiled_op_42 tile_sizes [0, 0, %193, %194, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_46, %loops_47:3 = transform.structured.tile_using_for %tiled_linalg_op_44 tile_sizes [0, 0, 0, 0, %143#1, %144#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_48, %loops_49:2 = transform.structured.tile_using_for %tiled_linalg_op_46 tile_sizes [0, 0, %141#3, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_50, %loops_51:3 = transform.structured.tile_using_for %tiled_linalg_op_48 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %195 = transform.structured.decompose %tiled_linalg_op_50 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %195 {create_named_contraction} : !transform.any_op
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
    %196 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border1" -> !transform.any_param
    transform.annotate %loops_51#2 "msched.block" = %196 : !transform.any_op, !transform.any_param
    %197 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %198 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %128 "msched.tiling_structure" = %198 : !transform.any_op, !transform.any_param
    %199 = transform.msched.multiply %156#1, %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %200 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_52, %forall_op_53 = transform.structured.tile_using_forall %128 tile_sizes [0, %199, 0, %200, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %201 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %202 = transform.msched.fuse_into_forall_output %201 into %forall_op_53 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %203 = transform.msched.multiply %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %204 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_54, %loops_55:2 = transform.structured.tile_using_for %tiled_op_52 tile_sizes [0, %203, 0, %204, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_56, %loops_57:3 = transform.structured.tile_using_for %tiled_linalg_op_54 tile_sizes [0, 0, 0, 0, %157#1, %158#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_58, %loops_59:2 = transform.structured.tile_using_for %tiled_linalg_op_56 tile_sizes [0, %156#3, 0, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_60, %loops_61:3 = transform.structured.tile_using_for %tiled_linalg_op_58 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %205 = transform.structured.decompose %tiled_linalg_op_60 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %205 {create_named_contraction} : !transform.any_op
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
    %206 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0" -> !transform.any_param
    transform.annotate %loops_61#2 "msched.block" = %206 : !transform.any_op, !transform.any_param
    %207 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %208 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %131 "msched.tiling_structure" = %208 : !transform.any_op, !transform.any_param
    %209 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %210 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_62, %forall_op_63 = transform.structured.tile_using_forall %131 tile_sizes [0, 0, %209, %210, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %211 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %212 = transform.msched.fuse_into_forall_output %211 into %forall_op_63 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %213 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %214 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_64, %loops_65:2 = transform.structured.tile_using_for %tiled_op_62 tile_sizes [0, 0, %213, %214, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_66, %loops_67:3 = transform.structured.tile_using_for %tiled_linalg_op_64 tile_sizes [0, 0, 0, 0, %143#1, %144#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_68, %loops_69:2 = transform.structured.tile_using_for %tiled_linalg_op_66 tile_sizes [0, 0, %141#3, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_70, %loops_71:3 = transform.structured.tile_using_for %tiled_linalg_op_68 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %215 = transform.structured.decompose %tiled_linalg_op_70 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %215 {create_named_contraction} : !transform.any_op
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
    %216 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border1" -> !transform.any_param
    transform.annotate %loops_71#2 "msched.block" = %216 : !transform.any_op, !transform.any_param
    %217 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %218 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %133 "msched.tiling_structure" = %218 : !transform.any_op, !transform.any_param
    %219 = transform.msched.multiply %156#1, %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %220 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_72, %forall_op_73 = transform.structured.tile_using_forall %133 tile_sizes [0, %219, 0, %220, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %221 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %222 = transform.msched.fuse_into_forall_output %221 into %forall_op_73 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %223 = transform.msched.multiply %156#2, %156#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %224 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_74, %loops_75:2 = transform.structured.tile_using_for %tiled_op_72 tile_sizes [0, %223, 0, %224, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_76, %loops_77:3 = transform.structured.tile_using_for %tiled_linalg_op_74 tile_sizes [0, 0, 0, 0, %157#1, %158#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_78, %loops_79:2 = transform.structured.tile_using_for %tiled_linalg_op_76 tile_sizes [0, %156#3, 0, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_80, %loops_81:3 = transform.structured.tile_using_for %tiled_linalg_op_78 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %225 = transform.structured.decompose %tiled_linalg_op_80 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %225 {create_named_contraction} : !transform.any_op
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
    %226 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0" -> !transform.any_param
    transform.annotate %loops_81#2 "msched.block" = %226 : !transform.any_op, !transform.any_param
    %227 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %228 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %136 "msched.tiling_structure" = %228 : !transform.any_op, !transform.any_param
    %229:3 = transform.msched.sample_perfect_tile %136 loop = 1 n = 3 max_innermost_factor = 64 decision = [9, 3, 1] : (!transform.any_op) -> (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>)
    %230 = transform.msched.multiply %229#1, %229#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %231 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %232 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_82, %forall_op_83 = transform.structured.tile_using_forall %136 tile_sizes [0, %230, %231, %232, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %233 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %234 = transform.msched.fuse_into_forall_output %233 into %forall_op_83 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %235 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %236 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_84, %loops_85:3 = transform.structured.tile_using_for %tiled_op_82 tile_sizes [0, %229#2, %235, %236, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_86, %loops_87:3 = transform.structured.tile_using_for %tiled_linalg_op_84 tile_sizes [0, 0, 0, 0, %157#1, %144#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_88, %loops_89:3 = transform.structured.tile_using_for %tiled_linalg_op_86 tile_sizes [0, 1, %141#3, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_90, %loops_91:3 = transform.structured.tile_using_for %tiled_linalg_op_88 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %237 = transform.structured.decompose %tiled_linalg_op_90 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %237 {create_named_contraction} : !transform.any_op
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
    %238 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3" -> !transform.any_param
    transform.annotate %loops_91#2 "msched.block" = %238 : !transform.any_op, !transform.any_param
    %239 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %240 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %137 "msched.tiling_structure" = %240 : !transform.any_op, !transform.any_param
    %241 = transform.msched.multiply %229#1, %229#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %242 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %243 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_92, %forall_op_93 = transform.structured.tile_using_forall %137 tile_sizes [0, %241, %242, %243, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %244 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %245 = transform.msched.fuse_into_forall_output %244 into %forall_op_93 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %246 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %247 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_94, %loops_95:3 = transform.structured.tile_using_for %tiled_op_92 tile_sizes [0, %229#2, %246, %247, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_96, %loops_97:3 = transform.structured.tile_using_for %tiled_linalg_op_94 tile_sizes [0, 0, 0, 0, %157#1, %144#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_98, %loops_99:3 = transform.structured.tile_using_for %tiled_linalg_op_96 tile_sizes [0, 1, %141#3, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_100, %loops_101:3 = transform.structured.tile_using_for %tiled_linalg_op_98 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %248 = transform.structured.decompose %tiled_linalg_op_100 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %248 {create_named_contraction} : !transform.any_op
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
    %249 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2" -> !transform.any_param
    transform.annotate %loops_101#2 "msched.block" = %249 : !transform.any_op, !transform.any_param
    %250 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %251 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %138 "msched.tiling_structure" = %251 : !transform.any_op, !transform.any_param
    %252 = transform.msched.multiply %229#1, %229#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %253 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %254 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_102, %forall_op_103 = transform.structured.tile_using_forall %138 tile_sizes [0, %252, %253, %254, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %255 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %256 = transform.msched.fuse_into_forall_output %255 into %forall_op_103 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %257 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %258 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_104, %loops_105:3 = transform.structured.tile_using_for %tiled_op_102 tile_sizes [0, %229#2, %257, %258, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_106, %loops_107:3 = transform.structured.tile_using_for %tiled_linalg_op_104 tile_sizes [0, 0, 0, 0, %157#1, %144#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_108, %loops_109:3 = transform.structured.tile_using_for %tiled_linalg_op_106 tile_sizes [0, 1, %141#3, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_110, %loops_111:3 = transform.structured.tile_using_for %tiled_linalg_op_108 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %259 = transform.structured.decompose %tiled_linalg_op_110 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %259 {create_named_contraction} : !transform.any_op
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
    %260 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1" -> !transform.any_param
    transform.annotate %loops_111#2 "msched.block" = %260 : !transform.any_op, !transform.any_param
    %261 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %262 = transform.param.constant "SSRSRS" -> !transform.any_param
    transform.annotate %139 "msched.tiling_structure" = %262 : !transform.any_op, !transform.any_param
    %263 = transform.msched.multiply %229#1, %229#2 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %264 = transform.msched.multiply %141#1, %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %265 = transform.msched.multiply %142#1, %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_op_112, %forall_op_113 = transform.structured.tile_using_forall %139 tile_sizes [0, %263, %264, %265, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op)
    %266 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %267 = transform.msched.fuse_into_forall_output %266 into %forall_op_113 : (!transform.any_op, !transform.any_op) -> !transform.any_op
    transform.apply_dce to %0 : !transform.any_op
    %268 = transform.msched.multiply %141#2, %141#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %269 = transform.msched.multiply %142#2, %142#3 : (!transform.param<i64>, !transform.param<i64>) -> !transform.param<i64>
    %tiled_linalg_op_114, %loops_115:3 = transform.structured.tile_using_for %tiled_op_112 tile_sizes [0, %229#2, %268, %269, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_116, %loops_117:3 = transform.structured.tile_using_for %tiled_linalg_op_114 tile_sizes [0, 0, 0, 0, %157#1, %144#1, %145#1] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_118, %loops_119:3 = transform.structured.tile_using_for %tiled_linalg_op_116 tile_sizes [0, 1, %141#3, %142#3, 0, 0, 0] : (!transform.any_op, !transform.param<i64>, !transform.param<i64>) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %tiled_linalg_op_120, %loops_121:3 = transform.structured.tile_using_for %tiled_linalg_op_118 tile_sizes [0, 0, 0, 0, 1, 1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op, !transform.any_op)
    %270 = transform.structured.decompose %tiled_linalg_op_120 : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %270 {create_named_contraction} : !transform.any_op
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
    %271 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0" -> !transform.any_param
    transform.annotate %loops_121#2 "msched.block" = %271 : !transform.any_op, !transform.any_param
    %272 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_init"} in %0 : (!transform.any_op) -> !transform.any_op
    %273 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %274 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %275 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %276 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %277 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %278 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %279 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border1"} in %0 : (!transform.any_op) -> !transform.any_op
    %280 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0"} in %0 : (!transform.any_op) -> !transform.any_op
    %281 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3"} in %0 : (!transform.any_op) -> !transform.any_op
    %282 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2"} in %0 : (!transform.any_op) -> !transform.any_op
    %283 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1"} in %0 : (!transform.any_op) -> !transform.any_op
    %284 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0"} in %0 : (!transform.any_op) -> !transform.any_op
    %285 = transform.structured.rewrite_in_destination_passing_style %120 : (!transform.any_op) -> !transform.any_op
    %286 = transform.structured.insert_slice_to_copy %285 : (!transform.any_op) -> !transform.any_op
    %287 = transform.get_producer_of_operand %286[1] : (!transform.any_op) -> !transform.any_op
    %288 = transform.get_producer_of_operand %287[0] : (!transform.any_op) -> !transform.any_op
    %289 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0_pad_fill" -> !transform.any_param
    transform.annotate %288 "msched.block" = %289 : !transform.any_op, !transform.any_param
    %290 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g3_border0_pad_copy" -> !transform.any_param
    transform.annotate %286 "msched.block" = %290 : !transform.any_op, !transform.any_param
    %291 = transform.structured.rewrite_in_destination_passing_style %125 : (!transform.any_op) -> !transform.any_op
    %292 = transform.structured.insert_slice_to_copy %291 : (!transform.any_op) -> !transform.any_op
    %293 = transform.get_producer_of_operand %292[1] : (!transform.any_op) -> !transform.any_op
    %294 = transform.get_producer_of_operand %293[0] : (!transform.any_op) -> !transform.any_op
    %295 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0_pad_fill" -> !transform.any_param
    transform.annotate %294 "msched.block" = %295 : !transform.any_op, !transform.any_param
    %296 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g2_border0_pad_copy" -> !transform.any_param
    transform.annotate %292 "msched.block" = %296 : !transform.any_op, !transform.any_param
    %297 = transform.structured.rewrite_in_destination_passing_style %130 : (!transform.any_op) -> !transform.any_op
    %298 = transform.structured.insert_slice_to_copy %297 : (!transform.any_op) -> !transform.any_op
    %299 = transform.get_producer_of_operand %298[1] : (!transform.any_op) -> !transform.any_op
    %300 = transform.get_producer_of_operand %299[0] : (!transform.any_op) -> !transform.any_op
    %301 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0_pad_fill" -> !transform.any_param
    transform.annotate %300 "msched.block" = %301 : !transform.any_op, !transform.any_param
    %302 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g1_border0_pad_copy" -> !transform.any_param
    transform.annotate %298 "msched.block" = %302 : !transform.any_op, !transform.any_param
    %303 = transform.structured.rewrite_in_destination_passing_style %135 : (!transform.any_op) -> !transform.any_op
    %304 = transform.structured.insert_slice_to_copy %303 : (!transform.any_op) -> !transform.any_op
    %305 = transform.get_producer_of_operand %304[1] : (!transform.any_op) -> !transform.any_op
    %306 = transform.get_producer_of_operand %305[0] : (!transform.any_op) -> !transform.any_op
    %307 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0_pad_fill" -> !transform.any_param
    transform.annotate %306 "msched.block" = %307 : !transform.any_op, !transform.any_param
    %308 = transform.param.constant "conv_2d_nhwgc_gfhwc_0_g0_border0_pad_copy" -> !transform.any_param
    transform.annotate %304 "msched.block" = %308 : !transform.any_op, !transform.any_param
    %309 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %310 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g3_border0_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %311 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %312 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g2_border0_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %313 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %314 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g1_border0_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %315 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0_pad_copy"} in %0 : (!transform.any_op) -> !transform.any_op
    %316 = transform.structured.match attributes {msched.block = "conv_2d_nhwgc_gfhwc_0_g0_border0_pad_fill"} in %0 : (!transform.any_op) -> !transform.any_op
    %tiled_op_122, %forall_op_123 = transform.structured.tile_using_forall %309 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_124, %loops_125:2 = transform.structured.tile_using_for %tiled_op_122 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %317 = transform.get_parent_op %tiled_linalg_op_124 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_124 {create_named_contraction} : !transform.any_op
    %318 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %317 by %318 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_126, %forall_op_127 = transform.structured.tile_using_forall %310 tile_sizes [0, 3, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_128, %loops_129:2 = transform.structured.tile_using_for %tiled_op_126 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %319 = transform.get_parent_op %tiled_linalg_op_128 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_128 {create_named_contraction} : !transform.any_op
    %320 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %319 by %320 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_130, %forall_op_131 = transform.structured.tile_using_forall %311 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_132, %loops_133:2 = transform.structured.tile_using_for %tiled_op_130 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %321 = transform.get_parent_op %tiled_linalg_op_132 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_132 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %321 by %318 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_134, %forall_op_135 = transform.structured.tile_using_forall %312 tile_sizes [0, 3, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_136, %loops_137:2 = transform.structured.tile_using_for %tiled_op_134 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %322 = transform.get_parent_op %tiled_linalg_op_136 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_136 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %322 by %320 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_138, %forall_op_139 = transform.structured.tile_using_forall %313 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_140, %loops_141:2 = transform.structured.tile_using_for %tiled_op_138 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %323 = transform.get_parent_op %tiled_linalg_op_140 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_140 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %323 by %318 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_142, %forall_op_143 = transform.structured.tile_using_forall %314 tile_sizes [0, 3, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_144, %loops_145:2 = transform.structured.tile_using_for %tiled_op_142 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %324 = transform.get_parent_op %tiled_linalg_op_144 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_144 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %324 by %320 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_146, %forall_op_147 = transform.structured.tile_using_forall %315 tile_sizes [0, 2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_148, %loops_149:2 = transform.structured.tile_using_for %tiled_op_146 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %325 = transform.get_parent_op %tiled_linalg_op_148 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_148 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %325 by %318 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_150, %forall_op_151 = transform.structured.tile_using_forall %316 tile_sizes [0, 3, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %tiled_linalg_op_152, %loops_153:2 = transform.structured.tile_using_for %tiled_op_150 tile_sizes [0, 1, 1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %326 = transform.get_parent_op %tiled_linalg_op_152 {op_name = "scf.for"} : (!transform.any_op) -> !transform.any_op
    transform.structured.vectorize %tiled_linalg_op_152 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %326 by %320 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %327 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %273 by %327 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %328 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %274 by %328 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %329 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 0 : !transform.param<i64>
    transform.msched.unroll %275 by %329 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %276 by %328 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %330 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 2 : !transform.param<i64>
    transform.msched.unroll %277 by %330 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %278 by %328 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %331 = transform.msched.sample_categorical candidates = [0, 16, 64, 512] probs = [2.500000e-01, 2.500000e-01, 2.500000e-01, 2.500000e-01] decision = 1 : !transform.param<i64>
    transform.msched.unroll %279 by %331 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %280 by %328 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    transform.msched.unroll %281 by %327 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_154, %forall_op_155 = transform.structured.tile_using_forall %52 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_154 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %282 by %329 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_156, %forall_op_157 = transform.structured.tile_using_forall %73 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_156 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %283 by %330 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_158, %forall_op_159 = transform.structured.tile_using_forall %94 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_158 {create_named_contraction} : !transform.any_op
    transform.msched.unroll %284 by %331 max_steps : (!transform.any_op, !transform.param<i64>) -> ()
    %tiled_op_160, %forall_op_161 = transform.structured.tile_using_forall %115 tile_sizes [1, 1, 0, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.structured.vectorize %tiled_op_160 {create_named_contraction} : !transform.any_op
    transform.yield 
  }
}

