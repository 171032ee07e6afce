// A uniform gpu.all_reduce becomes MLIR's block reduction: the linear thread index, a partial
// subgroup reduction by xor shuffles (accumulating only from valid lanes), a full one, the first
// lane of each subgroup writing a 32-element workgroup buffer (a new attribution), two barriers,
// and the result read back from the buffer. A reduction body is inlined between blocks.
// RUN: jopt %s -convert-gpu-to-nvvm | jfilecheck %s

gpu.module @m {
  // CHECK: llvm.mlir.global internal @__wg_sum_0() {addr_space = 3 : i32} : !llvm.array<32 x f32>
  // CHECK-LABEL: llvm.func @sum
  gpu.func @sum(%a: f32, %out: memref<1xf32>) kernel {
    // CHECK-DAG: %[[C31:.*]] = llvm.mlir.constant(31 : i32) : i32
    // CHECK-DAG: %[[C32:.*]] = llvm.mlir.constant(32 : i32) : i32
    // CHECK: nvvm.read.ptx.sreg.ntid.x : i32
    // CHECK: nvvm.read.ptx.sreg.tid.z : i32
    // CHECK: %[[LANE:.*]] = llvm.and %{{.*}}, %[[C31]] : i32
    // CHECK: llvm.sub
    // CHECK: %[[ACTIVE:.*]] = llvm.sub
    // CHECK: %[[PARTIAL:.*]] = llvm.icmp "slt" %[[ACTIVE]], %[[C32]] : i32
    // CHECK: llvm.cond_br %[[PARTIAL]], ^bb1, ^bb17
    // CHECK: ^bb1:
    // CHECK: %[[S:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %arg0, %{{.*}}, %{{.*}} {return_value_and_is_valid} : f32 -> !llvm.struct<(f32, i1)>
    // CHECK: %[[V:.*]] = llvm.extractvalue %[[S]][0]
    // CHECK: %[[OK:.*]] = llvm.extractvalue %[[S]][1]
    // CHECK: llvm.cond_br %[[OK]], ^bb2, ^bb3
    // CHECK: ^bb2:
    // CHECK: llvm.fadd %arg0, %[[V]] : f32
    // CHECK: ^bb17:
    // CHECK: nvvm.shfl.sync  bfly %{{.*}}, %arg0, %{{.*}}, %{{.*}} : f32 -> f32
    // CHECK: nvvm.barrier0
    // CHECK: llvm.sdiv
    // CHECK: nvvm.barrier0
    // CHECK: %[[R:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> f32
    // CHECK: llvm.store %[[R]]
    %r = gpu.all_reduce add %a uniform {} : (f32) -> f32
    %c0 = arith.constant 0 : index
    memref.store %r, %out[%c0] : memref<1xf32>
    gpu.return
  }

  // CHECK-LABEL: llvm.func @body
  gpu.func @body(%a: i32, %out: memref<1xi32>) kernel {
    // CHECK: %[[S:.*]] = nvvm.shfl.sync  bfly %{{.*}}, %arg0, %{{.*}} {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
    // CHECK: %[[OK:.*]] = llvm.extractvalue %[[S]][1]
    // CHECK: llvm.cond_br %[[OK]], ^[[THEN:.*]], ^[[JOIN:.*]](%arg0 : i32)
    // CHECK: ^[[THEN]]:
    // CHECK-NEXT: llvm.br ^[[BODY:.*]]
    // CHECK: ^[[BODY]]:
    // CHECK-NEXT: llvm.mul %arg0
    %r = gpu.all_reduce %a uniform {
    ^bb0(%x: i32, %y: i32):
      %z = arith.muli %x, %y : i32
      gpu.yield %z : i32
    } : (i32) -> i32
    %c0 = arith.constant 0 : index
    memref.store %r, %out[%c0] : memref<1xi32>
    gpu.return
  }
}
