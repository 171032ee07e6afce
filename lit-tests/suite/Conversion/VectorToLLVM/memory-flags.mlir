// vector.load/store with nontemporal = true keep LLVM's nontemporal flag next to the alignment, and
// reassociate-fp-reductions adds reassoc to every float reduction (the accumulating min/max combine
// stays without flags), as mlir-opt 22 lowers them.
// RUN: jopt %s -convert-vector-to-llvm='reassociate-fp-reductions' | jfilecheck %s

// CHECK-LABEL: func.func @nt
// CHECK: llvm.load %{{.*}} {alignment = 4 : i64, nontemporal} : !llvm.ptr -> vector<8xf32>
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 16 : i64, nontemporal} : vector<8xf32>, !llvm.ptr
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<8xf32>, !llvm.ptr
func.func @nt(%m: memref<16x16xf32>, %i: index) {
  %0 = vector.load %m[%i, %i] {nontemporal = true} : memref<16x16xf32>, vector<8xf32>
  vector.store %0, %m[%i, %i] {nontemporal = true, alignment = 16} : memref<16x16xf32>, vector<8xf32>
  vector.store %0, %m[%i, %i] {nontemporal = false} : memref<16x16xf32>, vector<8xf32>
  return
}

// CHECK-LABEL: func.func @reassoc
// CHECK: "llvm.intr.vector.reduce.fadd"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f32, vector<8xf32>) -> f32
// CHECK: %[[M:.*]] = llvm.intr.vector.reduce.fmax(%{{.*}}) {fastmathFlags = #llvm.fastmath<reassoc>} : (vector<8xf32>) -> f32
// CHECK-NEXT: llvm.intr.maxnum(%[[M]], %{{.*}}) : (f32, f32) -> f32
// CHECK: "llvm.intr.vector.reduce.fmul"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<nnan, reassoc>}> : (f32, vector<8xf32>) -> f32
// CHECK: "llvm.intr.vector.reduce.add"(%{{.*}}) : (vector<8xi32>) -> i32
func.func @reassoc(%v: vector<8xf32>, %a: f32, %w: vector<8xi32>) -> (f32, f32, f32, i32) {
  %0 = vector.reduction <add>, %v : vector<8xf32> into f32
  %1 = vector.reduction <maxnumf>, %v, %a : vector<8xf32> into f32
  %2 = vector.reduction <mul>, %v, %a fastmath<nnan> : vector<8xf32> into f32
  %3 = vector.reduction <add>, %w : vector<8xi32> into i32
  return %0, %1, %2, %3 : f32, f32, f32, i32
}
