// The C-stdio functions of the runner utils (printF16 ... mlirAlignedFree) print and behave as MLIR's
// libraries do, whether a function comes from jmlir's prebuilt support object (bound by name) or is
// compiled with the program (printF16, printBF16); a program that defines one of their names itself
// keeps its own definition. Output checked against mlir-runner 22 on the same input.
// RUN: jrun %s -e main --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so 2>%t.err | jfilecheck %s
// RUN: jfilecheck %s --check-prefix=ERR < %t.err
// RUN: jrun %s -O3 -e main --entry-point-result=void --shared-libs=libmlir_c_runner_utils.so 2>/dev/null | jfilecheck %s

// CHECK:      {{^}}1, -1, 1{{$}}
// CHECK-NEXT: {{^}}( 0.1, -2.5e+300, -42, 18446744073709551574 ){{$}}
// CHECK-NEXT: {{^}}runtime{{$}}
// CHECK-NEXT: {{^}}11{{$}}
// CHECK-NEXT: {{^}}-42{{$}}
// CHECK-NEXT: {{^}}own{{$}}
// CHECK-NOT: {{.}}
// ERR: {{^}}2.000000 GFLOPS{{$}}

llvm.func @printF16(i16)
llvm.func @printBF16(i16)
llvm.func @printF32(f32)
llvm.func @printF64(f64)
llvm.func @printI64(i64)
llvm.func @printU64(i64)
llvm.func @printOpen()
llvm.func @printClose()
llvm.func @printComma()
llvm.func @printNewline()
llvm.func @printString(!llvm.ptr)
llvm.func @printFlops(f64)
llvm.func @rtclock() -> f64
llvm.func @_mlir_ciface_nanoTime() -> i64
llvm.func @mlirAlloc(i64) -> !llvm.ptr
llvm.func @mlirAlignedAlloc(i64, i64) -> !llvm.ptr
llvm.func @mlirFree(!llvm.ptr)
llvm.func @free(!llvm.ptr)
llvm.mlir.global private constant @own("own\0A\00") {addr_space = 0 : i32}
// Defined here: this one, not the runtime's.
llvm.func @mlirAlignedFree(%p: !llvm.ptr) {
  %s = llvm.mlir.addressof @own : !llvm.ptr
  llvm.call @printString(%s) : (!llvm.ptr) -> ()
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.mlir.global private constant @msg("runtime\0A\00") {addr_space = 0 : i32}
llvm.func @main() {
  %h = llvm.mlir.constant(15360 : i16) : i16
  %b = llvm.mlir.constant(16256 : i16) : i16
  %hn = llvm.mlir.constant(-17408 : i16) : i16
  llvm.call @printF16(%h) : (i16) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF16(%hn) : (i16) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printBF16(%b) : (i16) -> ()
  llvm.call @printNewline() : () -> ()
  %f = llvm.mlir.constant(0.1 : f32) : f32
  %d = llvm.mlir.constant(-2.5e300 : f64) : f64
  %i = llvm.mlir.constant(-42 : i64) : i64
  llvm.call @printOpen() : () -> ()
  llvm.call @printF32(%f) : (f32) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printF64(%d) : (f64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printI64(%i) : (i64) -> ()
  llvm.call @printComma() : () -> ()
  llvm.call @printU64(%i) : (i64) -> ()
  llvm.call @printClose() : () -> ()
  llvm.call @printNewline() : () -> ()
  %s = llvm.mlir.addressof @msg : !llvm.ptr
  llvm.call @printString(%s) : (!llvm.ptr) -> ()
  %t0 = llvm.call @rtclock() : () -> f64
  %n0 = llvm.call @_mlir_ciface_nanoTime() : () -> i64
  %z = llvm.mlir.constant(0.0 : f64) : f64
  %pos = llvm.fcmp "ogt" %t0, %z : f64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %npos = llvm.icmp "sgt" %n0, %c0 : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %zero = llvm.mlir.constant(0 : i64) : i64
  %p1 = llvm.select %pos, %one, %zero : i1, i64
  %p2 = llvm.select %npos, %one, %zero : i1, i64
  llvm.call @printI64(%p1) : (i64) -> ()
  llvm.call @printI64(%p2) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  %sz = llvm.mlir.constant(64 : i64) : i64
  %al = llvm.mlir.constant(32 : i64) : i64
  %m = llvm.call @mlirAlloc(%sz) : (i64) -> !llvm.ptr
  %a = llvm.call @mlirAlignedAlloc(%al, %sz) : (i64, i64) -> !llvm.ptr
  llvm.store %i, %m : i64, !llvm.ptr
  llvm.store %i, %a : i64, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i64
  llvm.call @printI64(%v) : (i64) -> ()
  llvm.call @printNewline() : () -> ()
  llvm.call @mlirFree(%m) : (!llvm.ptr) -> ()
  llvm.call @mlirAlignedFree(%a) : (!llvm.ptr) -> ()
  %fl = llvm.mlir.constant(2.0e9 : f64) : f64
  llvm.call @printFlops(%fl) : (f64) -> ()
  llvm.return
}
