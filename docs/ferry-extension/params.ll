; parameter and return attributes one by one
declare void @p1(ptr swiftself, ptr swifterror, ptr swiftasync)
declare void @p2(i32 noext, ptr dead_on_return, ptr captures(ret: address, provenance))
declare void @p3(ptr preallocated(i32), ptr byref(i32), ptr inalloca(i32))
declare ptr @p4(ptr nest, ptr returned, ptr nofree, i64 allocalign, ptr allocptr, ptr noundef nonnull dereferenceable_or_null(8))
declare void @p5(ptr readnone, ptr writeonly, ptr align 16, ptr alignstack(8), <2 x float> nofpclass(inf))
declare noalias nonnull dereferenceable(4) align 4 ptr @p6()
declare nofpclass(nan) float @p7()
