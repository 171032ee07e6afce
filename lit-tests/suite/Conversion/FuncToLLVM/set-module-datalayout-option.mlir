// The data-layout option gives the string; a pointer spec may leave out its preferred alignment and index size.
// RUN: jopt %s -set-llvm-module-datalayout=data-layout=e-p:32:32-i64:64 | jfilecheck %s

module {
}

// CHECK: module attributes {llvm.data_layout = "e-p:32:32-i64:64"} {
// CHECK-NEXT: }
