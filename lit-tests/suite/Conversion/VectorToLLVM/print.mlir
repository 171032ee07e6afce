// vector.print of scalars, strings and punctuation: calls into the runner utils (integers widened to
// i64 through arith, index and unsigned as printU64), declarations and string globals at the top of
// the module, as mlir-opt 22 emits them.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

// CHECK: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printString(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @vector_print_str(dense<[104, 105, 10, 0]> : tensor<4xi8>) {addr_space = 0 : i32} : !llvm.array<4 x i8>
// CHECK-NEXT: llvm.func @printF64(f64)
// CHECK-NEXT: llvm.func @printU64(i64)
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printI64(i64)
// CHECK-NEXT: func.func @f(%{{.*}}: i16, %{{.*}}: f32, %{{.*}}: i1, %{{.*}}: index, %{{.*}}: f64, %{{.*}}: vector<4xf32>, %{{.*}}: vector<2x3xi32>, %{{.*}}: ui8) {
// CHECK-NEXT: %{{.*}} = builtin.unrealized_conversion_cast %{{.*}} : index to i64
// CHECK-NEXT: %{{.*}} = arith.extsi %{{.*}} : i16 to i64
// CHECK-NEXT: llvm.call @printI64(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF32(%{{.*}}) : (f32) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %{{.*}} = arith.extui %{{.*}} : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printU64(%{{.*}}) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF64(%{{.*}}) : (f64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %{{.*}} = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT: %{{.*}} = llvm.getelementptr %{{.*}}[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT: llvm.call @printString(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: return

func.func @f(%a: i16, %b: f32, %c: i1, %d: index, %e: f64, %v: vector<4xf32>, %w: vector<2x3xi32>, %u: ui8) {
  vector.print %a : i16
  vector.print %b : f32 punctuation <comma>
  vector.print %c : i1
  vector.print %d : index
  vector.print %e : f64
  vector.print str "hi\n"
  vector.print punctuation <open>
  return
}
