// The verifier messages of nvvm.wmma.store and nvvm.mapa, as mlir-opt 22 words them.
// RUN: not jopt %s -split-input-file 2>&1 | jfilecheck %s

llvm.func @private_memory(%dst: !llvm.ptr<5>, %ld: i32, %c0: f32, %c1: f32, %c2: f32, %c3: f32, %c4: f32, %c5: f32, %c6: f32, %c7: f32) {
  // CHECK: wmma-store-mapa-invalid.mlir:[[@LINE+1]]:3: error: 'nvvm.wmma.store' op expected operands to be a source pointer in memory space 0, 1, 3
  nvvm.wmma.store %dst, %ld, %c0, %c1, %c2, %c3, %c4, %c5, %c6, %c7 {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<5>, f32, f32, f32, f32, f32, f32, f32, f32
  llvm.return
}

// -----

llvm.func @short_fragment(%dst: !llvm.ptr, %ld: i32, %c0: f32, %c1: f32) {
  // CHECK: wmma-store-mapa-invalid.mlir:[[@LINE+1]]:3: error: 'nvvm.wmma.store' op expected 8 data operands
  nvvm.wmma.store %dst, %ld, %c0, %c1 {eltype = #nvvm.mma_type<f32>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, f32, f32
  llvm.return
}

// -----

llvm.func @wrong_element(%dst: !llvm.ptr, %ld: i32, %c0: i32, %c1: i32, %c2: i32, %c3: i32) {
  // CHECK: wmma-store-mapa-invalid.mlir:[[@LINE+1]]:3: error: 'nvvm.wmma.store' op expected data operands of type 'vector<2xf16>'
  nvvm.wmma.store %dst, %ld, %c0, %c1, %c2, %c3 {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, i32, i32, i32, i32
  llvm.return
}

// -----

llvm.func @no_such_shape(%dst: !llvm.ptr, %ld: i32, %c0: f32) {
  // CHECK: wmma-store-mapa-invalid.mlir:[[@LINE+1]]:3: error: 'nvvm.wmma.store' op invalid attribute combination
  nvvm.wmma.store %dst, %ld, %c0 {eltype = #nvvm.mma_type<f32>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 4 : i32, n = 4 : i32} : !llvm.ptr, f32
  llvm.return
}

// -----

llvm.func @generic_to_cluster(%g: !llvm.ptr, %rank: i32) {
  // CHECK: wmma-store-mapa-invalid.mlir:[[@LINE+1]]:8: error: 'nvvm.mapa' op failed to verify that Valid address-space check(or mapping) for mapa Op
  %0 = nvvm.mapa %g, %rank : !llvm.ptr -> !llvm.ptr<7>
  llvm.return
}
