source_filename = "typed_pointers.ll"

%struct.T = type { i32*, [2 x i8 addrspace(1)*] }

@g = global i32* null
@h = global i8 addrspace(1)* null
@fp = global void (i32)* @callee
@t = global %struct.T zeroinitializer

declare void @callee(i32)

define i8* @legacy(i32* %p, %struct.T* %t, i8 addrspace(1)* %q) {
entry:
  %0 = bitcast i32* %p to i8*
  %1 = load i32*, i32** @g, align 8
  %2 = getelementptr inbounds %struct.T, %struct.T* %t, i64 0, i32 1, i64 1
  %3 = load i8 addrspace(1)*, i8 addrspace(1)** %2, align 8
  %4 = addrspacecast i8 addrspace(1)* %3 to i8*
  %5 = load void (i32)*, void (i32)** @fp, align 8
  call void %5(i32 1)
  %6 = alloca i32*, align 8
  store i32* %1, i32** %6, align 8
  ret i8* %0
}
