// index.cmp folds: two constants compare (signed and unsigned), and x against itself is true for the
// reflexive predicates and false for the strict ones.
// RUN: jopt %s -canonicalize | jfilecheck %s

func.func @cmp(%x: index) -> (i1, i1, i1, i1) {
  %a = index.constant 3
  %b = index.constant -1
  %0 = index.cmp slt(%a, %b)
  %1 = index.cmp ult(%a, %b)
  %2 = index.cmp sle(%x, %x)
  %3 = index.cmp ne(%x, %x)
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

// CHECK-LABEL: func.func @cmp(%arg0: index) -> (i1, i1, i1, i1) {
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: return %false, %true, %true, %false : i1, i1, i1, i1
// CHECK-NEXT: }
