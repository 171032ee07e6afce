// hlo-to-loops' stream-tanh (default false; jopt's pipelines leave it off, compiled graphs turn it on
// unless -Djmlir.stream.tanh=false, the benchmark's A/B): a streamed result whose tiles compute tanh and no
// other expensive math keeps the stack tile and its 64-byte nontemporal copies; a tile with exp (or any
// other expensive math op) still writes the result directly, and without the option tanh does too.
// RUN: jopt %s --hlo-to-loops='stream-min-bytes=100 stream-tanh=true' --canonicalize --cse | jfilecheck %s
// RUN: jopt %s --hlo-to-loops=stream-min-bytes=100 --canonicalize --cse | jfilecheck %s --check-prefix=OFF
// RUN: not jopt %s '--hlo-to-loops=stream-min-bytes=100 stream-tanh=true' --hlo-to-llvm 2>&1 | jfilecheck %s --check-prefix=TWICE
// RUN: jopt %s --hlo-to-llvm=stream-min-bytes=100 | jfilecheck %s --check-prefix=LLVMOFF

// CHECK-LABEL: func.func @tanh_f32(
// CHECK:         %[[TILE:.*]] = memref.alloca() {alignment = 64 : i64} : memref<1024xf32>
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             math.tanh
// CHECK:             memref.store %{{.*}}, %[[TILE]][%{{.*}}] : memref<1024xf32>
// CHECK:           scf.for
// CHECK:             vector.load %[[TILE]]
// CHECK:             llvm.store %{{.*}} {alignment = 64 : i64, nontemporal} : vector<16xf32>, !llvm.ptr
// CHECK:         llvm.fence seq_cst
// CHECK-LABEL: func.func @tanh_exp(
// CHECK-NOT:     memref.alloca
// CHECK-NOT:     nontemporal
// CHECK:         return

// OFF-LABEL: func.func @tanh_f32(
// OFF-NOT:     memref.alloca
// OFF-NOT:     nontemporal
// OFF:         return

// What hlo-to-llvm says of functions hlo-to-loops already lowered: the type as MLIR prints it.
// TWICE: error: cannot compile 'func.func': only ranked tensors are compiled, not memref<?xf32>

// LLVMOFF-LABEL: llvm.func @tanh_f32(
// LLVMOFF-NOT:     nontemporal
// LLVMOFF:         llvm.return

func.func @tanh_f32(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.tanh %x : tensor<?xf32>
  return %0 : tensor<?xf32>
}

func.func @tanh_exp(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.tanh %x : tensor<?xf32>
  %1 = stablehlo.exponential %0 : tensor<?xf32>
  return %1 : tensor<?xf32>
}
