// ownership-based-buffer-deallocation rejects what it cannot handle, with mlir-opt 22's wording: ops of
// unknown memory effects (unregistered ops), frees already present, existing deallocs, loops made of
// branches, and branches with several successors other than cf.cond_br.
// RUN: jopt %s --allow-unregistered-dialect -ownership-based-buffer-deallocation -split-input-file -verify-diagnostics

func.func @unknown_op() {
  %0 = memref.alloc() : memref<5xf32>
  // expected-error @below {{ops with unknown memory side effects are not supported}}
  "test.unregistered_op_foo"(%0) : (memref<5xf32>) -> ()
  return
}

// -----

func.func @free(%n: index) {
  %0 = memref.alloc(%n) : memref<?xf32>
  // expected-error @below {{memory free side-effect on MemRef value not supported!}}
  memref.dealloc %0 : memref<?xf32>
  return
}

// -----

func.func @existing(%m: memref<2xf32>, %c: i1) {
  // expected-error @below {{No deallocation operations must be present when running this pass!}}
  bufferization.dealloc (%m : memref<2xf32>) if (%c)
  return
}

// -----

// expected-error @below {{Only structured control-flow loops are supported.}}
func.func @backedge(%c: i1) {
  cf.br ^bb1
^bb1:
  %a = memref.alloc() : memref<2xf32>
  cf.cond_br %c, ^bb1, ^bb2
^bb2:
  return
}

// -----

func.func @switch(%i: i32) {
  %a = memref.alloc() : memref<2xf32>
  // expected-error @below {{BranchOpInterface operations with multiple successors are not supported yet}}
  cf.switch %i : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  return
^bb2:
  return
}
