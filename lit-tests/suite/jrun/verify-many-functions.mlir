// A module of nine functions (jrun verifies them on its own thread): every function that fails
// verification is reported, in the file's order, as mlir-runner 22 reports them, then the run stops.
// RUN: not jrun %s -e f0 --entry-point-result=i64 2>&1 | jfilecheck %s

// CHECK:      verify-many-functions.mlir:[[@LINE+23]]:3: error: 'llvm.return' op mismatching result types
// CHECK:      note: when returning from function
// CHECK-NEXT: llvm.func @f3(
// CHECK:      verify-many-functions.mlir:[[@LINE+36]]:3: error: 'llvm.return' op mismatching result types
// CHECK:      note: when returning from function
// CHECK-NEXT: llvm.func @f7(
// CHECK:      Error: could not parse the input IR
// CHECK-NOT:  error

llvm.func @f0(%a: i64) -> i64 {
  %r = llvm.add %a, %a : i64
  llvm.return %r : i64
}
llvm.func @f1(%a: i64) -> i64 {
  %r = llvm.add %a, %a : i64
  llvm.return %r : i64
}
llvm.func @f2(%a: i64) -> i64 {
  %r = llvm.add %a, %a : i64
  llvm.return %r : i64
}
llvm.func @f3(%a: i64) -> i64 {
  %c = llvm.mlir.constant(3 : i32) : i32
  llvm.return %c : i32
}
llvm.func @f4(%a: i64) -> i64 {
  %r = llvm.add %a, %a : i64
  llvm.return %r : i64
}
llvm.func @f5(%a: i64) -> i64 {
  %r = llvm.add %a, %a : i64
  llvm.return %r : i64
}
llvm.func @f6(%a: i64) -> i64 {
  %r = llvm.add %a, %a : i64
  llvm.return %r : i64
}
llvm.func @f7(%a: i64) -> i64 {
  %c = llvm.mlir.constant(7 : i32) : i32
  llvm.return %c : i32
}
llvm.func @f8(%a: i64) -> i64 {
  %r = llvm.add %a, %a : i64
  llvm.return %r : i64
}
