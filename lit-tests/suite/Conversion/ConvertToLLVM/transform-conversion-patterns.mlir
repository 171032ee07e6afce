// transform.apply_conversion_patterns lowers the matched functions with the dialects' llvm patterns,
// the type converter built from memref_to_llvm_type_converter, and the target's legal dialects.
// RUN: jopt %s -split-input-file -transform-interpreter | jfilecheck %s

// CHECK-LABEL: llvm.func @scale
// CHECK-SAME:    (%[[X:.*]]: f64, %[[BASE:.*]]: !llvm.ptr, %[[ALIGNED:.*]]: !llvm.ptr, %{{.*}}: i32, %{{.*}}: i32, %{{.*}}: i32) -> f64
// CHECK:         %[[C:.*]] = llvm.mlir.constant(2 : index) : i32
// CHECK:         %[[P:.*]] = llvm.getelementptr inbounds|nuw %{{.*}}[%[[C]]] : (!llvm.ptr, i32) -> !llvm.ptr, f64
// CHECK:         %[[L:.*]] = llvm.load %[[P]] : !llvm.ptr -> f64
// CHECK:         %[[E:.*]] = llvm.intr.exp(%[[X]]) : (f64) -> f64
// CHECK:         %[[M:.*]] = llvm.fmul %[[E]], %[[L]] : f64
// CHECK:         llvm.br ^bb1(%[[M]] : f64)
// CHECK:         llvm.return
func.func @scale(%x: f64, %buf: memref<8xf64>) -> f64 {
  %c2 = arith.constant 2 : index
  %v = memref.load %buf[%c2] : memref<8xf64>
  %e = math.exp %x : f64
  %m = arith.mulf %e, %v : f64
  cf.br ^done(%m : f64)
^done(%r: f64):
  return %r : f64
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %funcs {
      transform.apply_conversion_patterns.dialect_to_llvm "math"
      transform.apply_conversion_patterns.dialect_to_llvm "memref"
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
      transform.apply_conversion_patterns.dialect_to_llvm "cf"
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter {index_bitwidth = 32}
    } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
    transform.yield
  }
}

// -----

// Only arith is lowered: the function and its return stay, vector ops are left to the vector patterns.
// CHECK-LABEL: func.func @mixed
// CHECK:         %[[A:.*]] = llvm.add %{{.*}}, %{{.*}} : i16
// CHECK:         %[[V:.*]] = llvm.fadd %{{.*}}, %{{.*}} : vector<4xf32>
// CHECK:         return
func.func @mixed(%a: i16, %v: vector<4xf32>) -> (i16, vector<4xf32>) {
  %0 = arith.addi %a, %a : i16
  %1 = arith.addf %v, %v : vector<4xf32>
  return %0, %1 : i16, vector<4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %funcs {
      transform.apply_conversion_patterns.dialect_to_llvm "arith"
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
    transform.yield
  }
}


// -----

// scf_to_control_flow: the scf.if becomes branches whose block argument takes the converted type.
// CHECK-LABEL: llvm.func @choose
// CHECK:         llvm.cond_br %{{.*}}, ^bb1, ^bb2
// CHECK:       ^bb3(%[[V:.*]]: i64):
// CHECK:         llvm.return %[[V]] : i64
func.func @choose(%c: i1, %a: index, %b: index) -> index {
  %0 = scf.if %c -> index {
    scf.yield %a : index
  } else {
    scf.yield %b : index
  }
  return %0 : index
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %funcs {
      transform.apply_conversion_patterns.scf.scf_to_control_flow
      transform.apply_conversion_patterns.dialect_to_llvm "cf"
      transform.apply_conversion_patterns.func.func_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {legal_dialects = ["llvm"], partial_conversion} : !transform.any_op
    transform.yield
  }
}

// -----

// A full conversion keeps the casts that materializations leave: a 0-d vector goes through vector<1xT>.
// CHECK-LABEL: func.func @scalar_vector_bitcast
// CHECK:         %[[IN:.*]] = builtin.unrealized_conversion_cast %{{.*}} : vector<i64> to vector<1xi64>
// CHECK:         %[[B:.*]] = llvm.bitcast %[[IN]] : vector<1xi64> to vector<1xf64>
// CHECK:         builtin.unrealized_conversion_cast %[[B]] : vector<1xf64> to vector<f64>
func.func @scalar_vector_bitcast(%v: vector<i64>) -> vector<f64> {
  %0 = vector.bitcast %v : vector<i64> to vector<f64>
  return %0 : vector<f64>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %funcs = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_conversion_patterns to %funcs {
      transform.apply_conversion_patterns.vector.vector_to_llvm
    } with type_converter {
      transform.apply_conversion_patterns.memref.memref_to_llvm_type_converter
    } {legal_dialects = ["func", "llvm"]} : !transform.any_op
    transform.yield
  }
}
