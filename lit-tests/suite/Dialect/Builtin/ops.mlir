// builtin.module (name, visibility, attributes, nesting) and builtin.unrealized_conversion_cast
// in custom and generic form; `builtin.` is dropped where builtin is the default dialect.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// CHECK: module @outer attributes {sym_visibility = "private", test.outer = 1 : i64} {
// CHECK-NEXT: %0 = unrealized_conversion_cast to i32
// CHECK-NEXT: %1 = unrealized_conversion_cast %0 : i32 to i64
// CHECK-NEXT: %2:2 = unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64 {test.tag}
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NEXT: module @named {
// CHECK-NEXT: }
// CHECK-NEXT: module attributes {test.inner} {
// CHECK-NEXT: func.func @f(%arg0: i32) -> i64 {
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }

// GENERIC: "builtin.module"() <{sym_name = "outer", sym_visibility = "private"}> ({
// GENERIC-NEXT: %0 = "builtin.unrealized_conversion_cast"() : () -> i32
// GENERIC-NEXT: %1 = "builtin.unrealized_conversion_cast"(%0) : (i32) -> i64
// GENERIC-NEXT: %2:2 = "builtin.unrealized_conversion_cast"(%0, %1) {test.tag} : (i32, i64) -> (f32, f64)
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "builtin.module"() <{sym_name = "named"}> ({
// GENERIC-NEXT: ^bb0:
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: "builtin.module"() ({
// GENERIC-NEXT: "func.func"() <{function_type = (i32) -> i64, sym_name = "f"}> ({
// GENERIC-NEXT: ^bb0(%arg0: i32):
// GENERIC-NEXT: %3 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64
// GENERIC-NEXT: "func.return"(%3) : (i64) -> ()
// GENERIC-NEXT: }) : () -> ()
// GENERIC-NEXT: }) {test.inner} : () -> ()
// GENERIC-NEXT: }) {test.outer = 1 : i64} : () -> ()

module @outer attributes {test.outer = 1 : i64, sym_visibility = "private"} {
  %0 = builtin.unrealized_conversion_cast to i32
  %1 = unrealized_conversion_cast %0 : i32 to i64
  %2:2 = unrealized_conversion_cast %0, %1 : i32, i64 to f32, f64 {test.tag}
  module {
  }
  module @named {}
  builtin.module attributes {test.inner} {
    func.func @f(%x: i32) -> i64 {
      %y = builtin.unrealized_conversion_cast %x : i32 to i64
      return %y : i64
    }
  }
}
