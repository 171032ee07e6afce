// A conversion pattern whose op has an operand of a type the llvm type converter has no rule for
// (tensor, a memref of a foreign element type) does not apply, as mlir-opt 22's: the func.return
// stays (and its function too), while the cf and arith ops around it are lowered.
// RUN: jopt %s -convert-to-llvm | jfilecheck %s
// RUN: jopt %s -convert-func-to-llvm | jfilecheck %s --check-prefix=FUNC

// CHECK-LABEL: func.func @joined(%arg0: i1, %arg1: tensor<2xi8>, %arg2: tensor<2xi8>) -> tensor<2xi8>
// CHECK:         cf.cond_br %arg0, ^bb1, ^bb2(%arg2 : tensor<2xi8>)
// CHECK:         cf.br ^bb2(%arg1 : tensor<2xi8>)
// CHECK:       ^bb2(%0: tensor<2xi8>):
// CHECK-NEXT:    return %0 : tensor<2xi8>
// FUNC-LABEL: func.func @joined(
// FUNC:         return %0 : tensor<2xi8>
func.func @joined(%c: i1, %a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  cf.cond_br %c, ^left, ^join(%b : tensor<2xi8>)
^left:
  cf.br ^join(%a : tensor<2xi8>)
^join(%r: tensor<2xi8>):
  return %r : tensor<2xi8>
}

// CHECK-LABEL: func.func @after_branch(%arg0: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT:    %0 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT:    llvm.br ^bb1
// CHECK:         return %arg0 : tensor<3xf32>
// FUNC-LABEL: func.func @after_branch(
// FUNC-NEXT:    %c7 = arith.constant 7 : index
// FUNC-NEXT:    cf.br ^bb1
func.func @after_branch(%a: tensor<3xf32>) -> tensor<3xf32> {
  %c = arith.constant 7 : index
  cf.br ^next
^next:
  return %a : tensor<3xf32>
}

// CHECK-LABEL: func.func @straight(%arg0: tensor<3xf32>) -> tensor<3xf32>
// CHECK-NEXT:    return %arg0 : tensor<3xf32>
func.func @straight(%a: tensor<3xf32>) -> tensor<3xf32> {
  return %a : tensor<3xf32>
}

// An unranked memref converts only when its element type does, as a ranked one.
// CHECK: func.func private @ranked_foreign() -> memref<4x!test.memref_element>
// CHECK: func.func private @unranked_foreign() -> memref<*x!test.memref_element>
// CHECK: llvm.func @unranked_f32() -> !llvm.struct<(i64, ptr)>
func.func private @ranked_foreign() -> memref<4 x !test.memref_element>
func.func private @unranked_foreign() -> memref<* x !test.memref_element>
func.func private @unranked_f32() -> memref<*xf32>

// The bare-pointer convention keeps such a result type as well.
// RUN: jopt %s -convert-func-to-llvm=use-bare-ptr-memref-call-conv=1 | jfilecheck %s --check-prefix=BARE
// BARE: func.func private @ranked_foreign() -> memref<4x!test.memref_element>
// BARE: func.func private @unranked_foreign() -> memref<*x!test.memref_element>
// BARE: func.func private @unranked_f32() -> memref<*xf32>
