// Every index op round-trips through its custom form and through the generic form.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK-LABEL: func.func @binary(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %arg0, %arg1
// CHECK-NEXT: %2 = index.mul %arg0, %arg1
// CHECK-NEXT: %3 = index.divs %arg0, %arg1
// CHECK-NEXT: %4 = index.divu %arg0, %arg1
// CHECK-NEXT: %5 = index.ceildivs %arg0, %arg1
// CHECK-NEXT: %6 = index.ceildivu %arg0, %arg1
// CHECK-NEXT: %7 = index.floordivs %arg0, %arg1
// CHECK-NEXT: %8 = index.rems %arg0, %arg1
// CHECK-NEXT: %9 = index.remu %arg0, %arg1
// CHECK-NEXT: %10 = index.maxs %arg0, %arg1
// CHECK-NEXT: %11 = index.maxu %arg0, %arg1
// CHECK-NEXT: %12 = index.mins %arg0, %arg1
// CHECK-NEXT: %13 = index.minu %arg0, %arg1
// CHECK-NEXT: %14 = index.shl %arg0, %arg1
// CHECK-NEXT: %15 = index.shrs %arg0, %arg1
// CHECK-NEXT: %16 = index.shru %arg0, %arg1
// CHECK-NEXT: %17 = index.and %arg0, %arg1
// CHECK-NEXT: %18 = index.or %arg0, %arg1 {tag = "or"}
// CHECK-NEXT: %19 = index.xor %arg0, %arg1
// CHECK-NEXT: return %19 : index
// CHECK-NEXT: }
func.func @binary(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b {tag = "or"}
  %19 = index.xor %a, %b
  return %19 : index
}

// CHECK-LABEL: func.func @compare(%arg0: index, %arg1: index) -> i1 {
// CHECK-NEXT: %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT: %8 = index.cmp ugt(%arg0, %arg1) {note}
// CHECK-NEXT: %9 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT: return %9 : i1
// CHECK-NEXT: }
func.func @compare(%a: index, %b: index) -> i1 {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b) {note}
  %9 = index.cmp uge(%a, %b)
  return %9 : i1
}

// CHECK-LABEL: func.func @casts(%arg0: index, %arg1: i32, %arg2: i64, %arg3: ui16) -> i64 {
// CHECK-NEXT: %0 = index.casts %arg1 : i32 to index
// CHECK-NEXT: %1 = index.casts %arg0 : index to i64
// CHECK-NEXT: %2 = index.castu %arg2 : i64 to index
// CHECK-NEXT: %3 = index.castu %arg0 : index to i64
// CHECK-NEXT: %4 = index.casts %arg3 : ui16 to index
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
func.func @casts(%a: index, %i: i32, %j: i64, %u: ui16) -> i64 {
  %0 = index.casts %i : i32 to index
  %1 = index.casts %a : index to i64
  %2 = index.castu %j : i64 to index
  %3 = index.castu %a : index to i64
  %4 = index.casts %u : ui16 to index
  return %3 : i64
}

// CHECK-LABEL: func.func @constants() -> (index, index, i1, i1, index) {
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %idx-7 = index.constant -7
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.sizeof
// CHECK-NEXT: %idx0 = index.constant {tag} 0
// CHECK-NEXT: return %idx42, %idx-7, %true, %false, %0 : index, index, i1, i1, index
// CHECK-NEXT: }
func.func @constants() -> (index, index, i1, i1, index) {
  %0 = index.constant 42
  %1 = index.constant -7
  %2 = index.bool.constant true
  %3 = index.bool.constant false
  %4 = index.sizeof
  %5 = index.constant {tag} 0
  return %0, %1, %2, %3, %4 : index, index, i1, i1, index
}
