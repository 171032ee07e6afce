// -llvm-add-comdats as in mlir-opt 22: linkonce and linkonce_odr functions get an `any` selector
// named after them, put first in the module's @__llvm_comdat (made at the top of the module when
// missing), and refer to it; other linkages and globals are left alone.
// RUN: jopt %s -llvm-add-comdats -split-input-file | jfilecheck %s

// CHECK: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @weak_two any
// CHECK-NEXT: llvm.comdat_selector @weak_one any
// CHECK-NEXT: }
// CHECK: llvm.func linkonce @weak_one() comdat(@__llvm_comdat::@weak_one)
// CHECK: llvm.func internal @kept()
// CHECK-NOT: comdat
// CHECK: llvm.func linkonce_odr @weak_two() comdat(@__llvm_comdat::@weak_two)
llvm.func linkonce @weak_one() {
  llvm.return
}
llvm.func internal @kept() {
  llvm.return
}
llvm.func linkonce_odr @weak_two() {
  llvm.return
}

// -----

// An existing @__llvm_comdat keeps its selectors after the new ones.
// CHECK: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @inline_me any
// CHECK-NEXT: llvm.comdat_selector @shared exactmatch
// CHECK-NEXT: }
// CHECK: llvm.mlir.global linkonce @shared
// CHECK-NOT: comdat(
// CHECK: llvm.func linkonce_odr @inline_me() comdat(@__llvm_comdat::@inline_me)
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @shared exactmatch
}
llvm.mlir.global linkonce @shared(0 : i64) : i64
llvm.func linkonce_odr @inline_me() {
  llvm.return
}
