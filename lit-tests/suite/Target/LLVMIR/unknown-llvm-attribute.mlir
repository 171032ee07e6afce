// An #llvm.* attribute MLIR 22's llvm dialect does not define is an error at its mnemonic, before any
// translation, as mlir-translate 22 reports it; known ones still pass through.
// RUN: not jtranslate --mlir-to-llvmir -split-input-file %s 2>&1 | jfilecheck %s

// CHECK: unknown-llvm-attribute.mlir:1 offset :6:46: error: unknown attribute `made_up` in dialect `llvm`
llvm.func @tagged() attributes {note = #llvm.made_up<7>} {
  llvm.return
}

// -----

// CHECK: unknown-llvm-attribute.mlir:10 offset :4:36: error: unknown attribute `visibility` in dialect `llvm`
llvm.mlir.global external @g(#llvm.visibility<hidden>) : i32

// -----

// CHECK: define void @known() #[[A:[0-9]+]]
// CHECK: attributes #[[A]] = { {{.*}}"target-features"="+avx2"
llvm.func @known() attributes {target_features = #llvm.target_features<["+avx2"]>} {
  llvm.return
}
