// A wide value passed to a non-entry block: the function's signature conversion leaves that block's
// argument i64, and the cast the driver needs stays live, which the pass reports as mlir-opt 22 does.
// RUN: not jopt %s -arith-emulate-wide-int 2>&1 | jfilecheck %s

// CHECK: error: failed to legalize unresolved materialization from ('i64') to ('vector<2xi32>') that remained live after conversion
// CHECK-NEXT: return %x : i64
// CHECK: note: see existing live user here: func.return %{{[0-9]+}} : vector<2xi32>
func.func @branch(%a : i64, %b : i64) -> i64 {
  %m = arith.maxui %a, %b : i64
  cf.br ^bb1(%m : i64)
^bb1(%x : i64):
  return %x : i64
}
