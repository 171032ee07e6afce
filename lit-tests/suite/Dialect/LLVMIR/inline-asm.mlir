// llvm.inline_asm's custom form: optional has_side_effects / is_align_stack / asm_dialect keywords
// (the dialect stored as MLIR's i64 enum: att = 0, intel = 1), and no operands at all.
// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

llvm.func @asm(%a: i64) -> i64 {
  %v = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "xor $0, $0", "=r,r" %a : (i64) -> i64
  %w = llvm.inline_asm asm_dialect = att "nop", "=r" : () -> i64
  llvm.inline_asm "nop", "" : () -> ()
  llvm.return %v : i64
}
// CHECK-LABEL: llvm.func @asm(
// CHECK-NEXT: %0 = llvm.inline_asm has_side_effects is_align_stack asm_dialect = intel "xor $0, $0", "=r,r" %arg0 : (i64) -> i64
// CHECK-NEXT: %1 = llvm.inline_asm asm_dialect = att "nop", "=r"  : () -> i64
// CHECK-NEXT: llvm.inline_asm "nop", ""  : () -> ()
// GENERIC: "llvm.inline_asm"(%arg0) <{asm_dialect = 1 : i64, asm_string = "xor $0, $0", constraints = "=r,r", has_side_effects, is_align_stack, tail_call_kind = #llvm.tailcallkind<none>}> : (i64) -> i64
// GENERIC: "llvm.inline_asm"() <{asm_dialect = 0 : i64, asm_string = "nop", constraints = "=r", tail_call_kind = #llvm.tailcallkind<none>}> : () -> i64
