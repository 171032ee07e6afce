// The accepted side of the global and addressof checks: a function-typed global, addressof of a
// global in its own address space, of a function and from inside a func.func; an error of a
// declarative keyword points at the token found, as MLIR's parseKeyword.
// RUN: not jopt %s -split-input-file 2>/dev/null | jfilecheck %s
// RUN: not jopt %s -split-input-file 2>&1 >/dev/null | jfilecheck %s --check-prefix=ERR

// CHECK: llvm.mlir.global external @fn_typed() {addr_space = 0 : i32} : !llvm.func<void ()>
llvm.mlir.global external @fn_typed() : !llvm.func<void ()>
// CHECK: llvm.mlir.global external @space_5(7 : i16) {addr_space = 5 : i32} : i16
llvm.mlir.global external @space_5(7 : i16) {addr_space = 5 : i32} : i16
llvm.func @callee()
// CHECK-LABEL: func.func @addresses
// CHECK: llvm.mlir.addressof @space_5 : !llvm.ptr<5>
// CHECK: llvm.mlir.addressof @callee : !llvm.ptr
func.func @addresses() -> (!llvm.ptr<5>, !llvm.ptr) {
  %a = llvm.mlir.addressof @space_5 : !llvm.ptr<5>
  %b = llvm.mlir.addressof @callee : !llvm.ptr
  return %a, %b : !llvm.ptr<5>, !llvm.ptr
}

// -----

llvm.func @ctor()
// ERR: [[@LINE+3]]:26: error: custom op 'llvm.mlir.global_ctors' expected 'ctors'
// ERR-NEXT: llvm.mlir.global_ctors   {ctors = [@ctor]}
// ERR-NEXT: {{^                         \^$}}
llvm.mlir.global_ctors   {ctors = [@ctor]}
