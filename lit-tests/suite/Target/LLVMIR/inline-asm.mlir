// --mlir-to-llvmir: llvm.inline_asm becomes a call of an inline-asm value with its flags and dialect.
// RUN: jtranslate --mlir-to-llvmir %s | jfilecheck %s

llvm.func @f(%a: i64) -> i64 {
  %v = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "xor $0, $0", "=r,r" %a : (i64) -> i64
  llvm.inline_asm "nop", "" : () -> ()
  llvm.return %v : i64
}
// CHECK-LABEL: define i64 @f(i64 %0) {
// CHECK-NEXT: %2 = call i64 asm sideeffect alignstack inteldialect "xor $0, $0", "=r,r"(i64 %0)
// CHECK-NEXT: call void asm "nop", ""()
// CHECK-NEXT: ret i64 %2
