// A masked reduction of a scalable vector: LLVM's vp reduction with the explicit vector length
// computed as the minimum length times vscale in i32 (llvm.intr.vscale, cast to index, index_cast and
// muli, the arith ops left legal as mlir-opt 22's convert-vector-to-llvm does).
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s

// CHECK-LABEL: func.func @scalable_masked_add
// CHECK-NEXT: %[[Z:.*]] = llvm.mlir.constant(0 : i16) : i16
// CHECK-NEXT: %[[N:.*]] = llvm.mlir.constant(8 : i32) : i32
// CHECK-NEXT: %[[VS:.*]] = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %[[IDX:.*]] = builtin.unrealized_conversion_cast %[[VS]] : i64 to index
// CHECK-NEXT: %[[VS32:.*]] = arith.index_cast %[[IDX]] : index to i32
// CHECK-NEXT: %[[EVL:.*]] = arith.muli %[[N]], %[[VS32]] : i32
// CHECK-NEXT: %[[R:.*]] = "llvm.intr.vp.reduce.add"(%[[Z]], %{{.*}}, %{{.*}}, %[[EVL]]) : (i16, vector<[8]xi16>, vector<[8]xi1>, i32) -> i16
// CHECK-NEXT: return %[[R]] : i16
func.func @scalable_masked_add(%v: vector<[8]xi16>, %m: vector<[8]xi1>) -> i16 {
  %0 = vector.mask %m { vector.reduction <add>, %v : vector<[8]xi16> into i16 } : vector<[8]xi1> -> i16
  return %0 : i16
}
