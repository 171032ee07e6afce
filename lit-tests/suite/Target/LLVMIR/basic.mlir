// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// Declarations, definitions and the module's debug-info flag, as LLVM prints them.
// CHECK: ; ModuleID = 'LLVMDialectModule'
// CHECK-NEXT: source_filename = "LLVMDialectModule"

// CHECK: @counter = internal global i64 42
llvm.mlir.global internal @counter(42 : i64) : i64
// CHECK: @greeting = private constant [3 x i8] c"hi\00"
llvm.mlir.global private constant @greeting("hi\00")
// CHECK: @table = global [3 x i32] [i32 1, i32 2, i32 3]
llvm.mlir.global external @table(dense<[1, 2, 3]> : tensor<3xi32>) : !llvm.array<3 x i32>
// An initializer region folds to a constant.
// CHECK: @pair = global { i32, ptr } { i32 7, ptr @counter }
llvm.mlir.global external @pair() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @counter : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}

// CHECK: declare i32 @puts(ptr)
llvm.func @puts(!llvm.ptr) -> i32

// CHECK-LABEL: define i32 @arith(i32 %0, i32 %1)
// CHECK-NEXT: %3 = add nsw i32 %0, %1
// CHECK-NEXT: %4 = mul i32 %3, 3
// CHECK-NEXT: %5 = sdiv exact i32 %4, %1
// CHECK-NEXT: %6 = icmp slt i32 %5, 0
// CHECK-NEXT: %7 = select i1 %6, i32 0, i32 %5
// CHECK-NEXT: ret i32 %7
llvm.func @arith(%a: i32, %b: i32) -> i32 {
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %1 = llvm.mul %0, %c3 : i32
  %2 = llvm.sdiv exact %1, %b : i32
  %3 = llvm.icmp "slt" %2, %c0 : i32
  %4 = llvm.select %3, %c0, %2 : i1, i32
  llvm.return %4 : i32
}

// Block arguments become phis; incoming values are listed latest branch first, as mlir-translate lists them.
// CHECK-LABEL: define double @sum(ptr %0, i64 %1)
// CHECK-NEXT: br label %3
// CHECK: 3:
// CHECK-NEXT: %4 = phi i64 [ %13, %8 ], [ 0, %2 ]
// CHECK-NEXT: %5 = phi double [ %12, %8 ], [ 0.000000e+00, %2 ]
// CHECK-NEXT: %6 = icmp slt i64 %4, %1
// CHECK-NEXT: br i1 %6, label %8, label %7
// CHECK: 7:
// CHECK-NEXT: ret double %5
// CHECK: 8:
// CHECK-NEXT: %9 = getelementptr inbounds double, ptr %0, i64 %4
// CHECK-NEXT: %10 = load double, ptr %9, align 8
// CHECK-NEXT: %11 = fadd fast double %10, 1.000000e+00
// CHECK-NEXT: %12 = fadd double %5, %11
// CHECK-NEXT: %13 = add i64 %4, 1
// CHECK-NEXT: br label %3
llvm.func @sum(%p: !llvm.ptr, %n: i64) -> f64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %one = llvm.mlir.constant(1.0 : f64) : f64
  llvm.br ^head(%c0, %z : i64, f64)
^head(%i: i64, %acc: f64):
  %c = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %c, ^body, ^exit
^exit:
  llvm.return %acc : f64
^body:
  %q = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, f64
  %v = llvm.load %q : !llvm.ptr -> f64
  %w = llvm.fadd %v, %one {fastmathFlags = #llvm.fastmath<fast>} : f64
  %s = llvm.fadd %acc, %w : f64
  %i1 = llvm.add %i, %c1 : i64
  llvm.br ^head(%i1, %s : i64, f64)
}

// Casts, intrinsics with overloads and immediate arguments, calls.
// CHECK-LABEL: define void @misc(ptr %0, ptr %1, float %2)
// CHECK-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr %0, ptr %1, i64 16, i1 false)
// CHECK-NEXT: %4 = call float @llvm.fabs.f32(float %2)
// CHECK-NEXT: %5 = fptosi float %4 to i64
// CHECK-NEXT: %6 = call i64 @llvm.ctlz.i64(i64 %5, i1 true)
// CHECK-NEXT: %7 = call i32 @puts(ptr @greeting)
// CHECK-NEXT: ret void
llvm.func @misc(%d: !llvm.ptr, %s: !llvm.ptr, %f: f32) {
  %n = llvm.mlir.constant(16 : i64) : i64
  "llvm.intr.memcpy"(%d, %s, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %a = llvm.intr.fabs(%f) : (f32) -> f32
  %i = llvm.fptosi %a : f32 to i64
  %z = "llvm.intr.ctlz"(%i) <{is_zero_poison = true}> : (i64) -> i64
  %g = llvm.mlir.addressof @greeting : !llvm.ptr
  %r = llvm.call @puts(%g) : (!llvm.ptr) -> i32
  llvm.return
}

// CHECK: declare float @llvm.fabs.f32(float)
// CHECK: !llvm.module.flags = !{!0}
// CHECK: !0 = !{i32 2, !"Debug Info Version", i32 3}
