source_filename = "inst_vector.ll"

define void @vectors(<4 x i32> %v, <4 x float> %f, { i32, [2 x float] } %agg, <vscale x 4 x i32> %sv, i64 %n) {
  %e = extractelement <4 x i32> %v, i32 1
  %e2 = extractelement <4 x i32> %v, i64 %n
  %i = insertelement <4 x i32> %v, i32 %e, i32 0
  %s1 = shufflevector <4 x i32> %v, <4 x i32> %i, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  %s2 = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> zeroinitializer
  %s3 = shufflevector <4 x float> %f, <4 x float> undef, <8 x i32> <i32 0, i32 poison, i32 1, i32 1, i32 2, i32 2, i32 3, i32 3>
  %s4 = shufflevector <4 x i32> %v, <4 x i32> %v, <4 x i32> poison
  %s5 = shufflevector <vscale x 4 x i32> %sv, <vscale x 4 x i32> poison, <vscale x 4 x i32> zeroinitializer
  %x1 = extractvalue { i32, [2 x float] } %agg, 0
  %x2 = extractvalue { i32, [2 x float] } %agg, 1, 1
  %y1 = insertvalue { i32, [2 x float] } %agg, i32 %x1, 0
  %y2 = insertvalue { i32, [2 x float] } undef, float %x2, 1, 0
  %k = add i64 1, 2
  %z = add <vscale x 4 x i32> %sv, splat (i32 2)
  ret void
}
