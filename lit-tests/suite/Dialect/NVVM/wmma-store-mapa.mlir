// nvvm.wmma.store (a C fragment written back through a pointer with a row stride) parses and prints
// as in mlir-opt 22; nvvm.mapa maps generic to generic and shared (3) to shared::cluster (7).
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: llvm.func @write_tile
// CHECK: nvvm.wmma.store %arg0, %arg1, %arg2, %arg3, %arg4, %arg5 {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
llvm.func @write_tile(%dst: !llvm.ptr<3>, %ld: i32, %c0: vector<2xf16>, %c1: vector<2xf16>, %c2: vector<2xf16>, %c3: vector<2xf16>) {
  nvvm.wmma.store %dst, %ld, %c0, %c1, %c2, %c3 {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<3>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// CHECK-LABEL: llvm.func @peer_addresses
// CHECK: nvvm.mapa %arg0, %arg2 : !llvm.ptr -> !llvm.ptr
// CHECK: nvvm.mapa %arg1, %arg2 : !llvm.ptr<3> -> !llvm.ptr<7>
llvm.func @peer_addresses(%g: !llvm.ptr, %s: !llvm.ptr<3>, %rank: i32) {
  %0 = nvvm.mapa %g, %rank : !llvm.ptr -> !llvm.ptr
  %1 = nvvm.mapa %s, %rank : !llvm.ptr<3> -> !llvm.ptr<7>
  llvm.return
}
