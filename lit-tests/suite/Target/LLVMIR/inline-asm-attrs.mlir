// llvm.inline_asm's tail_call_kind (printed <tail>, as mlir-opt 22) and operand_attrs element types
// in --mlir-to-llvmir. As mlir-translate 22, entry k of operand_attrs goes to argument k of an op
// with a result (an !llvm.void one included).
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s
// RUN: jopt %s | jfilecheck %s --check-prefix=RT

// CHECK-LABEL: define i32 @asm_attrs(ptr %0, i32 %1)
// CHECK-NEXT: tail call void asm sideeffect "", "*m,~{memory}"(ptr elementtype(ptr) %0)
// CHECK-NEXT: notail call void asm "nop", ""()
// CHECK-NEXT: %3 = call i32 asm "", "=r,r,*m"(i32 %1, ptr elementtype(i32) %0)
// RT: llvm.inline_asm has_side_effects tail_call_kind = <tail> asm_dialect = att operand_attrs = [{elementtype = !llvm.ptr}] "", "*m,~{memory}" %arg0 : (!llvm.ptr) -> !llvm.void
// RT: llvm.inline_asm tail_call_kind = <notail> "nop", "" : () -> ()
llvm.func @asm_attrs(%p: !llvm.ptr, %x: i32) -> i32 {
  llvm.inline_asm has_side_effects tail_call_kind = <tail> asm_dialect = att operand_attrs = [{elementtype = !llvm.ptr}] "", "*m,~{memory}" %p : (!llvm.ptr) -> !llvm.void
  llvm.inline_asm tail_call_kind = <notail> "nop", "" : () -> ()
  %0 = llvm.inline_asm operand_attrs = [{}, {elementtype = i32}] "", "=r,r,*m" %x, %p : (i32, !llvm.ptr) -> i32
  llvm.return %0 : i32
}
