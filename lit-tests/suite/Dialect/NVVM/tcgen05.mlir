// The Blackwell tensor-memory ops in MLIR 22's printed forms: allocation in generic or shared memory
// (the default cta_1 group is left out when printed), the fence and wait kinds written bare or in full,
// commit with a multicast mask, copies with their shape/multicast/source-format attributes, and loads and
// stores whose tensor-memory pointer type is implied.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s

// CHECK-LABEL: llvm.func @tmem
llvm.func @tmem(%g: !llvm.ptr, %s: !llvm.ptr<3>, %t: !llvm.ptr<6>, %cols: i32, %desc: i64, %mask: i16, %w: vector<8xi32>) {
  // CHECK: nvvm.tcgen05.alloc %{{.*}}, %{{.*}} : !llvm.ptr, i32
  nvvm.tcgen05.alloc %g, %cols {group = #nvvm.cta_group<cta_1>} : !llvm.ptr, i32
  // CHECK: nvvm.tcgen05.alloc %{{.*}}, %{{.*}} {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  nvvm.tcgen05.alloc %s, %cols {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<3>, i32
  // CHECK: nvvm.tcgen05.dealloc %{{.*}}, %{{.*}} : !llvm.ptr<6>, i32
  nvvm.tcgen05.dealloc %t, %cols : !llvm.ptr<6>, i32
  // CHECK: nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  // CHECK: nvvm.tcgen05.fence <after>
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<after>
  // CHECK: nvvm.tcgen05.wait <load>
  nvvm.tcgen05.wait <load>
  // CHECK: nvvm.tcgen05.commit %{{.*}}, multicast_mask = %{{.*}} : !llvm.ptr<3>, i16
  nvvm.tcgen05.commit %s, multicast_mask = %mask : !llvm.ptr<3>, i16
  // CHECK: nvvm.tcgen05.shift %{{.*}} {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
  nvvm.tcgen05.shift %t {group = #nvvm.cta_group<cta_2>} : !llvm.ptr<6>
  // CHECK: nvvm.tcgen05.cp %{{.*}}, %{{.*}} {multicast = #nvvm.tcgen05_cp_multicast<warpx4>, shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  nvvm.tcgen05.cp %t, %desc {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>, srcFormat = #nvvm.tcgen05_cp_src_fmt<b6x16_p32>}
  // CHECK: nvvm.tcgen05.cp %{{.*}}, %{{.*}} {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>}
  nvvm.tcgen05.cp %t, %desc {shape = #nvvm.tcgen05_cp_shape<shape_4x256b>, multicast = #nvvm.tcgen05_cp_multicast<none>}
  // CHECK: %{{.*}} = nvvm.tcgen05.ld %{{.*}}, %{{.*}} pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<8xi32>
  %v = nvvm.tcgen05.ld %t, %desc pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<8xi32>
  // CHECK: %{{.*}} = nvvm.tcgen05.ld %{{.*}} {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  %x = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_32x32b>} : i32
  // CHECK: nvvm.tcgen05.st %{{.*}}, %{{.*}} unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<8xi32>
  nvvm.tcgen05.st %t, %w unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<8xi32>
  llvm.return
}
