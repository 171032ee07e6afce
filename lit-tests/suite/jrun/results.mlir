// The entry point's result is printed as mlir-runner prints it (f32 with %e).
// RUN: jrun %s -e answer --entry-point-result=i32 | jfilecheck %s --check-prefix=I32
// RUN: jrun %s -e wide --entry-point-result=i64 -O3 | jfilecheck %s --check-prefix=I64
// RUN: jrun %s -e half | jfilecheck %s --check-prefix=F32
// RUN: jrun %s -e nothing --entry-point-result=void -O0 | count 0

// I32: {{^}}42{{$}}
llvm.func @answer() -> i32 {
  %0 = llvm.mlir.constant(40 : i32) : i32
  %1 = llvm.mlir.constant(2 : i32) : i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}

// I64: {{^}}-9223372036854775808{{$}}
llvm.func @wide() -> i64 {
  %0 = llvm.mlir.constant(9223372036854775807 : i64) : i64
  %1 = llvm.mlir.constant(1 : i64) : i64
  %2 = llvm.add %0, %1 : i64
  llvm.return %2 : i64
}

// F32: {{^}}5.000000e-01{{$}}
llvm.func @half() -> f32 {
  %0 = llvm.mlir.constant(1.0 : f32) : f32
  %1 = llvm.mlir.constant(2.0 : f32) : f32
  %2 = llvm.fdiv %0, %1 : f32
  llvm.return %2 : f32
}

llvm.func @nothing() {
  llvm.return
}
