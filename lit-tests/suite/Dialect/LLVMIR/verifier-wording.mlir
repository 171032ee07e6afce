// Parser and verifier errors of llvm ops and attributes in MLIR 22's words: llvm.mlir.constant
// against its type, llvm.alloca's trailing type and alignment, icmp predicates, indirect call types,
// aggregate positions, llvm.* argument attributes on any function, global alignment.
// RUN: jopt %s -split-input-file -verify-diagnostics

llvm.func @string_into_pointer() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array type of 5 i8 elements for the string constant}}
  %0 = llvm.mlir.constant("hello") : !llvm.ptr
  llvm.return
}

// -----

llvm.func @struct_from_scalar() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array attribute for struct type}}
  %0 = llvm.mlir.constant(2 : i16) : !llvm.struct<(i16, i16)>
  llvm.return
}

// -----

llvm.func @struct_wrong_field() {
  // expected-error@+1 {{'llvm.mlir.constant' op struct element at index 0 is of wrong type}}
  %0 = llvm.mlir.constant([1 : i8, 2 : i16]) : !llvm.struct<(i16, i16)>
  llvm.return
}

// -----

llvm.func @float_width() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected integer type of width 64}}
  %0 = llvm.mlir.constant(1.5 : f64) : i32
  llvm.return
}

// -----

llvm.func @float_semantics() {
  // expected-error@+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(1.5 : f16) : bf16
  llvm.return
}

// -----

llvm.func @symbol_constant() {
  // expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(@symbol_constant) : !llvm.ptr
  llvm.return
}

// -----

llvm.func @alloca_two_results(%n: i64) {
  // expected-error@+1 {{expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x f32 : (i64) -> (!llvm.ptr, !llvm.ptr)
  llvm.return
}

// -----

llvm.func @alloca_float_alignment(%n: i64) {
  // expected-error@+1 {{expected integer alignment}}
  %0 = llvm.alloca %n x f32 {alignment = 4.0} : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @icmp_number(%a: i8) {
  // expected-error@+1 {{invalid kind of attribute specified}}
  %0 = llvm.icmp 3 %a, %a : i8
  llvm.return
}

// -----

llvm.func @indirect_one_type(%f: !llvm.ptr) {
  // expected-error@+1 {{expected indirect call to have 2 trailing types}}
  llvm.call %f() : !llvm.ptr
  llvm.return
}

// -----

func.func @insert_into_tensor(%v: i32, %t: tensor<2xi32>) {
  // expected-error@+2 {{expected LLVM IR Dialect type}}
  %0 = llvm.insertvalue %v, %t[0] : tensor<2xi32>
  return
}

// -----

// expected-error@+1 {{failed to construct function type: expected LLVM type for function arguments}}
llvm.func @tensor_argument(%t: tensor<2xi32>) {
  llvm.return
}

// -----

// expected-error@+1 {{"llvm.nonnull" should be a unit attribute}}
func.func @nonnull_value(%p: !llvm.ptr {llvm.nonnull = 1 : i32}) {
  return
}

// -----

// expected-error@+1 {{"llvm.byval" should be a type attribute}}
llvm.func @byval_unit(%p: !llvm.ptr {llvm.byval}) {
  llvm.return
}

// -----

// expected-error@+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @zeroext_float(%x: f32 {llvm.zeroext}) {
  llvm.return
}

// -----

// expected-error@+1 {{alignment attribute is not a power of 2}}
llvm.mlir.global internal @odd_alignment(0 : i32) {alignment = 12 : i64} : i32

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
llvm.mlir.global appending @not_array(0 : i32) : i32
