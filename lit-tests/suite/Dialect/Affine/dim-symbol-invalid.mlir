// Which values affine ops accept as dims and as symbols (MLIR 22's isValidDim / isValidSymbol).
// RUN: jopt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @iv_sum_is_no_dim(%m: memref<?xf32>) {
  affine.for %i = 0 to 8 {
    %s = arith.addi %i, %i : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%s] : memref<?xf32>
  }
  return
}

// -----

func.func @iv_is_no_symbol(%m: memref<?xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %m[%i] : memref<?xf32>
    // expected-error@+1 {{'affine.store' op operand cannot be used as a symbol}}
    affine.store %v, %m[symbol(%i)] : memref<?xf32>
  }
  return
}

// -----

func.func @loaded_index_is_no_dim(%m: memref<?xf32>, %idx: memref<4xindex>) {
  %c0 = arith.constant 0 : index
  affine.for %i = 0 to 8 {
    %k = memref.load %idx[%c0] : memref<4xindex>
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%k) {
    }
  }
  return
}

// -----

#set = affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 >= 0)>
func.func @if_symbol_from_iv(%n: index) {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if #set(%n)[%i] {
    }
  }
  return
}

// -----

func.func @parallel_bound_dim(%n: index) {
  affine.for %i = 0 to 8 {
    %d = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%x) = (0) to (%d) {
    }
  }
  return
}

// -----

func.func @apply_dim_as_symbol() {
  affine.for %i = 0 to 8 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %a = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  }
  return
}

// -----

func.func @block_argument_of_unknown_op(%m: memref<10xi32>) {
  "test.region"() ({
  ^bb0(%a: index):
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%a] : memref<10xi32>
    "test.end"() : () -> ()
  }) : () -> ()
  return
}
