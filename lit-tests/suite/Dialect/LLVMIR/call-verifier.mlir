// llvm.call checks its callee symbol (exists, is an llvm.func, operand and result types match) and
// insert/extractvalue name the mismatching types; a vector operand of another kind fails to parse;
// `-> ()` is a void result; amdgpu calling conventions are spelled with the cc suffix.
// RUN: jopt %s -split-input-file -verify-diagnostics | jfilecheck %s

func.func @no_such_symbol() {
  // expected-error@+1 {{'llvm.call' op 'nowhere' does not reference a symbol in the current scope}}
  llvm.call @nowhere() : () -> ()
  llvm.return
}

// -----

func.func private @plain_func(i32)

llvm.func @calls_func_func(%x: i32) {
  // expected-error@+1 {{'llvm.call' op 'plain_func' does not reference a valid LLVM function}}
  llvm.call @plain_func(%x) : (i32) -> ()
  llvm.return
}

// -----

llvm.func @takes_f16(f16) -> ()

llvm.func @wrong_operand(%x: f32) {
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'f32' != 'f16'}}
  llvm.call @takes_f16(%x) : (f32) -> ()
  llvm.return
}

// -----

llvm.func @gives_i64() -> i64

llvm.func @wrong_result() {
  // expected-error@+1 {{'llvm.call' op result type mismatch: 'i32' != 'i64'}}
  %0 = llvm.call @gives_i64() : () -> i32
  llvm.return
}

// -----

llvm.func @gives_i64() -> i64

llvm.func @dropped_result() {
  // expected-error@+1 {{'llvm.call' op expected function call to produce a value}}
  llvm.call @gives_i64() : () -> ()
  llvm.return
}

// -----

llvm.func @two_args(i8, i8)

llvm.func @too_few(%x: i8) {
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (1) for callee (expecting: 2)}}
  llvm.call @two_args(%x) : (i8) -> ()
  llvm.return
}

// -----

func.func @insert_wrong(%a : !llvm.array<2 x i8>) -> !llvm.array<2 x i8> {
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert '!llvm.array<2 x i8>' into '!llvm.array<2 x i8>'}}
  %b = "llvm.insertvalue"(%a, %a) {position = array<i64: 1>} : (!llvm.array<2 x i8>, !llvm.array<2 x i8>) -> !llvm.array<2 x i8>
  return %b : !llvm.array<2 x i8>
}

// -----

func.func @extract_wrong(%a : !llvm.struct<(i8, f16)>) -> f32 {
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i8, f16)>' should produce 'f16' but this op returns 'f32'}}
  %b = "llvm.extractvalue"(%a) {position = array<i64: 1>} : (!llvm.struct<(i8, f16)>) -> f32
  return %b : f32
}

// -----

func.func @scalar_as_vector(%s: f64, %i: i32) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.vector, but found 'f64'}}
  %0 = llvm.extractelement %s[%i : i32] : f64
  return
}

// -----

llvm.func amdgpu_kernelcc @kernel() -> () {
  llvm.return
}
llvm.func @user() {
  llvm.call amdgpu_kernelcc @kernel() : () -> ()
  llvm.return
}
// CHECK: llvm.func amdgpu_kernelcc @kernel() {
// CHECK: llvm.call amdgpu_kernelcc @kernel() : () -> ()
