// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

// Comdat selectors become comdats; LLVM prints those that globals or functions use. A number in a
// passthrough pair is read as LLVM reads it (hex here); anything else stays a string attribute.
llvm.comdat @groups {
  llvm.comdat_selector @pick_any any
  llvm.comdat_selector @exact exactmatch
  llvm.comdat_selector @biggest largest
  llvm.comdat_selector @unused nodeduplicate
}
// CHECK: $exact = comdat exactmatch
// CHECK: $pick_any = comdat any
// CHECK: $biggest = comdat largest
// CHECK-NOT: $unused
// CHECK: @data = internal constant i32 1, comdat($pick_any)
// CHECK: @more = global i16 2, comdat($biggest)
llvm.mlir.global internal constant @data(1 : i32) comdat(@groups::@pick_any) : i32
llvm.mlir.global external @more(2 : i16) comdat(@groups::@biggest) : i16
// CHECK: define void @exact() #0 comdat {
llvm.func @exact() comdat(@groups::@exact) attributes {passthrough = [["alignstack", "0x10"], ["alignstack-name", "x"]]} {
  llvm.return
}
// CHECK: attributes #0 = { alignstack=16 "alignstack-name"="x" }
