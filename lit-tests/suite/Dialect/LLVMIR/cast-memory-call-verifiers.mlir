// Verifiers of llvm ops in MLIR 22's words: sext/zext widths and shapes, bitcast between pointers,
// target extension types in alloca/load/store/zero/globals, atomic load/store types and orderings,
// variadic callee types and operand bundle tags of call and invoke, getelementptr through a
// non-aggregate, comdat references, inline attributes of llvm.func, side effects in a global's
// initializer, vector.insert/extract sizes, interleave2 and sincos result types. Each op below is
// the last of its block: its own error comes before the block's missing terminator.
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @sext_narrower(%a: i64) {
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = llvm.sext %a : i64 to i8
}

// -----

func.func @zext_vector_to_scalar(%a: vector<4xi8>) {
  // expected-error@+1 {{input type is a vector but output type is an integer}}
  %0 = llvm.zext %a : vector<4xi8> to i32
}

// -----

func.func @sext_scalar_to_vector(%a: i8) {
  // expected-error@+1 {{input type is an integer but output type is a vector}}
  %0 = llvm.sext %a : i8 to vector<4xi32>
}

// -----

func.func @zext_other_shape(%a: vector<4xi8>) {
  // expected-error@+1 {{input and output vectors are of incompatible shape}}
  %0 = llvm.zext %a : vector<4xi8> to vector<[4]xi32>
}

// -----

func.func @bitcast_struct(%s: !llvm.struct<(i64)>) {
  // expected-error@+1 {{'llvm.bitcast' op operand #0 must be LLVM-compatible non-aggregate type, but got '!llvm.struct<(i64)>'}}
  %0 = llvm.bitcast %s : !llvm.struct<(i64)> to i64
}

// -----

func.func @bitcast_int_to_pointer(%a: i64) {
  // expected-error@+1 {{can only cast pointers from and to pointers}}
  %0 = llvm.bitcast %a : i64 to !llvm.ptr
}

// -----

func.func @bitcast_pointer_vector_to_pointer(%v: vector<2x!llvm.ptr>) {
  // expected-error@+1 {{cannot cast vector of pointers to pointer}}
  %0 = llvm.bitcast %v : vector<2x!llvm.ptr> to !llvm.ptr
}

// -----

func.func @bitcast_across_address_spaces(%p: !llvm.ptr<3>) {
  // expected-error@+1 {{cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = llvm.bitcast %p : !llvm.ptr<3> to !llvm.ptr<5>
}

// -----

llvm.func @alloca_of_opaque_target_type() {
  %0 = llvm.mlir.constant(4 : i32) : i32
  // expected-error@+1 {{this target extension type cannot be used in alloca}}
  %1 = llvm.alloca %0 x !llvm.target<"my.handle"> : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @store_of_opaque_struct(%p: !llvm.ptr, %v: !llvm.struct<"opaque_thing", opaque>) {
  // expected-error@+1 {{'llvm.store' op operand #0 must be LLVM type with size, but got '!llvm.struct<"opaque_thing", opaque>'}}
  llvm.store %v, %p : !llvm.struct<"opaque_thing", opaque>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @atomic_load_odd_width(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op unsupported type 'i24' for atomic access}}
  %0 = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i24
  llvm.return
}

// -----

llvm.func @atomic_store_acquire(%p: !llvm.ptr, %v: f32) {
  // expected-error@+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  llvm.store %v, %p atomic acquire {alignment = 4 : i64} : f32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @atomic_load_no_alignment(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic seq_cst : !llvm.ptr -> i64
  llvm.return
}

// -----

llvm.func @plain_load_with_scope(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "agent"}> : (!llvm.ptr) -> i64
  llvm.return
}

// -----

llvm.func @zero_of_opaque_target_type() {
  // expected-error@+1 {{'llvm.mlir.zero' op target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"my.handle">
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.mlir.global' op this target extension type cannot be used in a global}}
llvm.mlir.global external @handle() : !llvm.target<"my.handle">

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @vararg_type_too_long(%fmt: !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to have at most 1 parameters}}
  %0 = llvm.call @printf(%fmt) vararg(!llvm.func<i32 (ptr, i32, ...)>) : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @vararg_type_wrong_param(%fmt: !llvm.ptr, %x: i32) {
  // expected-error@+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i32' != '!llvm.ptr'}}
  %0 = llvm.call @printf(%fmt, %x) vararg(!llvm.func<i32 (i32, ...)>) : (!llvm.ptr, i32) -> i32
  llvm.return
}

// -----

llvm.func @printf(!llvm.ptr, ...) -> i32

llvm.func @vararg_type_wrong_result(%fmt: !llvm.ptr) {
  // expected-error@+1 {{'llvm.call' op var_callee_type return type mismatch: 'i64' != 'i32'}}
  %0 = llvm.call @printf(%fmt) vararg(!llvm.func<i64 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @log(!llvm.ptr, ...)

llvm.func @invoke_vararg_type_not_void(%fmt: !llvm.ptr) attributes {personality = @__gxx_personality_v0} {
  // expected-error@+1 {{'llvm.invoke' op expected var_callee_type to return void}}
  llvm.invoke @log(%fmt) to ^ok unwind ^bad vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> ()
^ok:
  llvm.return
^bad:
  %lp = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return
}
llvm.func @__gxx_personality_v0(...) -> i32

// -----

llvm.func @g()

llvm.func @bundle_without_tag(%a: i32) {
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call"(%a) <{callee = @g, operandSegmentSizes = array<i32: 0, 1>, op_bundle_sizes = array<i32: 1>}> : (i32) -> ()
  llvm.return
}

// -----

llvm.func @gep_into_integer(%p: !llvm.ptr) {
  // expected-error@+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #2)}}
  %0 = llvm.getelementptr %p[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i8, i32)>
  llvm.return
}

// -----

llvm.mlir.global internal @plain(1 : i32) : i32
// expected-error@+1 {{expected comdat symbol}}
llvm.func @comdat_names_a_global() comdat(@plain) {
  llvm.return
}

// -----

llvm.comdat @group {
  // expected-error@+1 {{only comdat selector symbols can appear in a comdat region}}
  llvm.mlir.global internal @inside(1 : i32) : i32
}

// -----

// expected-error@+1 {{no_inline and always_inline attributes are incompatible}}
llvm.func @both_inline_flags() attributes {always_inline, no_inline} {
  llvm.return
}

// -----

// expected-error@+1 {{'llvm.func' op with optimize_none must also be no_inline}}
llvm.func @optnone_alone() attributes {optimize_none} {
  llvm.return
}

// -----

llvm.mlir.global internal @counter() : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.mlir.addressof @counter : !llvm.ptr
  // expected-error@+1 {{ops with side effects not allowed in global initializers}}
  llvm.store %0, %1 : i32, !llvm.ptr
  llvm.return %0 : i32
}

// -----

func.func @insert_too_big(%big: vector<4100xi32>, %into: vector<[4]xi32>) -> vector<[4]xi32> {
  // expected-error@+1 {{'llvm.intr.vector.insert' op failed to verify that vectors are not bigger than 2^17 bits.}}
  %0 = llvm.intr.vector.insert %big, %into[0] : vector<4100xi32> into vector<[4]xi32>
  return %0 : vector<[4]xi32>
}

// -----

func.func @extract_scalable_from_fixed(%v: vector<8xi32>) -> vector<[2]xi32> {
  // expected-error@+1 {{'llvm.intr.vector.extract' op failed to verify that it is not extracting scalable from fixed-length vectors.}}
  %0 = llvm.intr.vector.extract %v[0] : vector<[2]xi32> from vector<8xi32>
  return %0 : vector<[2]xi32>
}

// -----

func.func @interleave_wrong_length(%a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  // expected-error@+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%a, %b) : (vector<4xi32>, vector<4xi32>) -> vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @sincos_into_a_vector(%x: f64) {
  // expected-error@+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type}}
  %0 = llvm.intr.sincos(%x) : (f64) -> vector<2xf64>
}

// -----

llvm.func @asm_musttail(%a: i32) {
  // expected-error@+1 {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  %0 = llvm.inline_asm tail_call_kind = <musttail> "nop", "=r,r" %a : (i32) -> i32
  llvm.return
}

// -----

llvm.func @struct_array_too_short() {
  // expected-error@+1 {{'llvm.mlir.constant' op array attribute size does not match array type size in dimension 0: 2 vs. 3}}
  %0 = llvm.mlir.constant([[1 : i8, 2 : i16], [3 : i8, 4 : i16]]) : !llvm.array<3 x struct<(i8, i16)>>
  llvm.return
}

// -----

llvm.func @struct_array_wrong_field_count() {
  // expected-error@+1 {{'llvm.mlir.constant' op nested array attribute size for struct element at index 1 must match struct size: 1 vs. 2}}
  %0 = llvm.mlir.constant([#llvm.undef, [3 : i8]]) : !llvm.array<2 x struct<(i8, i16)>>
  llvm.return
}

// -----

llvm.func @struct_array_scalar_leaf() {
  // expected-error@+1 {{'llvm.mlir.constant' op nested attribute for struct element at index 2 must be a zero, or undef, or array attribute}}
  %0 = llvm.mlir.constant([#llvm.zero, #llvm.zero, 5 : i8]) : !llvm.array<3 x struct<(i8)>>
  llvm.return
}

// -----

llvm.func @nested_array_scalar_leaf() {
  // expected-error@+1 {{'llvm.mlir.constant' op nested attribute for sub-array in dimension 0 at index 1 must be a zero, or undef, or array attribute}}
  %0 = llvm.mlir.constant([#llvm.zero, 5 : i8]) : !llvm.array<2 x array<1 x struct<(i8)>>>
  llvm.return
}

// -----

llvm.func @array_attr_for_int_array() {
  // expected-error@+1 {{'llvm.mlir.constant' op for array with an array attribute must have a struct element type}}
  %0 = llvm.mlir.constant([1 : i8, 2 : i8]) : !llvm.array<2 x i8>
  llvm.return
}

// -----

llvm.func @array_attr_for_vector() {
  // expected-error@+1 {{'llvm.mlir.constant' op expected array or struct type for array attribute}}
  %0 = llvm.mlir.constant([1 : i8, 2 : i8]) : vector<2xi8>
  llvm.return
}
