// set-llvm-module-datalayout sets llvm.data_layout on the module, empty by default.
// RUN: jopt %s -set-llvm-module-datalayout -split-input-file | jfilecheck %s

module {
  func.func @f() {
    return
  }
}
// -----
module attributes {llvm.data_layout = "e"} {
}

// CHECK: module attributes {llvm.data_layout = ""} {
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK: // -----
// CHECK: module attributes {llvm.data_layout = ""} {
// CHECK-NEXT: }
