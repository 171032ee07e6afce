// func.func signatures, visibility, argument/result attributes, calls, constants and returns
// round-trip through the custom and the generic forms.
// RUN: jopt %s | jopt | jfilecheck %s
// RUN: jopt %s --mlir-print-op-generic | jopt | jfilecheck %s

// CHECK: module {

// CHECK-LABEL: func.func private @declaration(i32, f32 {test.arg}) -> (i64 {test.res = 1 : i64})
func.func private @declaration(i32, f32 {test.arg}) -> (i64 {test.res = 1 : i64})

// CHECK-LABEL: func.func nested @nested_visibility() attributes {test.flag} {
// CHECK-NEXT: return
func.func nested @nested_visibility() attributes {test.flag} {
  return
}

// CHECK-LABEL: func.func public @signature(%arg0: i32 {test.named}, %arg1: f32) -> (i32, f32) attributes {llvm.emit_c_interface} {
// CHECK-NEXT: %0:2 = call @signature(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %1:2 = call @signature(%arg0, %arg1) {tag} : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %f = constant @signature : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %2:2 = call_indirect %f(%arg0, %arg1) : (i32, f32) -> (i32, f32)
// CHECK-NEXT: %3:2 = call_indirect %f(%arg0, %arg1) {tag} : (i32, f32) -> (i32, f32)
// CHECK-NEXT: return %0#0, %2#1 : i32, f32
func.func public @signature(%a: i32 {test.named}, %b: f32) -> (i32, f32) attributes {llvm.emit_c_interface} {
  %0:2 = call @signature(%a, %b) : (i32, f32) -> (i32, f32)
  %1:2 = func.call @signature(%a, %b) {tag} : (i32, f32) -> (i32, f32)
  %fn = constant @signature : (i32, f32) -> (i32, f32)
  %2:2 = call_indirect %fn(%a, %b) : (i32, f32) -> (i32, f32)
  %3:2 = func.call_indirect %fn(%a, %b) {tag} : (i32, f32) -> (i32, f32)
  return %0#0, %2#1 : i32, f32
}

// CHECK-LABEL: func.func @no_results() {
// CHECK-NEXT: return
func.func @no_results() -> () {
  func.return
}

// CHECK-LABEL: func.func @function_result() -> ((i32) -> i32) {
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: return %f : (i32) -> i32
func.func @function_result() -> ((i32) -> i32) {
  %f = func.constant @callee : (i32) -> i32
  return %f : (i32) -> i32
}

// CHECK-LABEL: func.func private @callee(i32) -> i32
func.func private @callee(i32) -> i32

// CHECK-LABEL: func.func @no_inline_call(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0) {no_inline} : (i32) -> i32
// CHECK-NEXT: return %0 : i32
func.func @no_inline_call(%x: i32) -> i32 {
  %0 = call @callee(%x) {no_inline} : (i32) -> i32
  return %0 : i32
}

// CHECK-LABEL: func.func @with_inline_attr() attributes {no_inline} {
// CHECK-NEXT: return
func.func @with_inline_attr() -> () attributes {no_inline} {
  return
}

// CHECK-LABEL: func.func @call_attributes(%arg0: i32) -> i32 {
// CHECK-NEXT: %0 = call @callee(%arg0) {arg_attrs = [{test.arg}], res_attrs = [{}]} : (i32) -> i32
// CHECK-NEXT: %f = constant @callee : (i32) -> i32
// CHECK-NEXT: %1 = call_indirect %f(%arg0) {arg_attrs = [{test.arg}]} : (i32) -> i32
// CHECK-NEXT: return %0 : i32
func.func @call_attributes(%a: i32) -> i32 {
  %0 = call @callee(%a) {arg_attrs = [{test.arg}], res_attrs = [{}]} : (i32) -> i32
  %f = constant @callee : (i32) -> i32
  %1 = call_indirect %f(%a) {arg_attrs = [{test.arg}]} : (i32) -> i32
  return %0 : i32
}
