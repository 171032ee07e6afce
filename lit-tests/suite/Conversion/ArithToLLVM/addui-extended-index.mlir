// addui_extended on index: as in MLIR 22 the overflow intrinsic's struct keeps the sum's type as
// written (index), so the llvm verifier rejects the result (on integers the struct holds the
// integer type: extended-ops.mlir). mlir-opt 22 names the extractvalue of the index field; jopt's
// verifier already names the intrinsic whose struct holds it.
// RUN: not jopt %s -convert-arith-to-llvm 2>&1 | jfilecheck %s

func.func @on_index(%a: index, %b: index) -> (index, i1) {
  %s, %o = arith.addui_extended %a, %b : index, i1
  return %s, %o : index, i1
}
// CHECK: error: 'llvm.{{.*}}' op result #0 must be LLVM dialect-compatible type, but got '{{.*}}index{{.*}}'
