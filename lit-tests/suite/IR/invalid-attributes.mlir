// RUN: jopt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics
// Type and attribute errors, with mlir-opt 22's wording and locations.

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"test.op"() {a = i16777216} : () -> ()

// -----

// expected-error @+1 {{invalid memref element type}}
"test.op"() {a = memref<4xtuple<>>} : () -> ()

// -----

// expected-error @+1 {{invalid tensor element type}}
"test.op"() {a = tensor<4xnone>} : () -> ()

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
"test.op"() {a = vector<0xf32>} : () -> ()

// -----

// expected-error @+1 {{invalid element type for complex}}
"test.op"() {a = complex<index>} : () -> ()

// -----

// expected-error @+1 {{inferred shape of elements literal ([2]) does not match type ([3])}}
"test.op"() {a = dense<[1, 2]> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{tensor literal is invalid; ranks are not consistent between elements}}
"test.op"() {a = dense<[[1], [2, 3]]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for type}}
"test.op"() {a = dense<300> : tensor<2xi8>} : () -> ()

// -----

// expected-error @+1 {{elements hex data size is invalid for provided type: 'tensor<3xi32>'}}
"test.op"() {a = dense<"0x0102"> : tensor<3xi32>} : () -> ()

// -----

// expected-error @+1 {{elements literal must be a shaped type}}
"test.op"() {a = dense<1> : i32} : () -> ()

// -----

// expected-error @+1 {{elements literal type must have static shape}}
"test.op"() {a = dense<1> : tensor<?xi32>} : () -> ()

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
"test.op"() {a = affine_map<(d0, d1) -> (d0 * d1)>} : () -> ()

// -----

// expected-error @+1 {{use of undeclared identifier}}
"test.op"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
"test.op"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{floating point value not valid for specified type}}
"test.op"() {a = 1.5 : i32} : () -> ()

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"test.op"() {a = -1 : ui8} : () -> ()

// -----

// expected-error @+1 {{integer constant out of range for attribute}}
"test.op"() {a = 256 : i8} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined'}}
"test.op"() {a = #undefined} : () -> ()

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined'}}
"test.op"() {a = !undefined} : () -> ()

// -----

// expected-error @+1 {{expected location instance}}
"test.op"() {a = loc(foo)} : () -> ()

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
"test.op"() {a = memref<4xf32, affine_map<(d0, d1) -> (d0)>>} : () -> ()

// -----

// expected-error @+1 {{expected i1 type for 'true' or 'false' values}}
"test.op"() {a = array<i32: 1, true>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[1], offset: x>} : () -> ()

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
"test.op"() {a = !foo.foo<a(>} : () -> ()

// -----

// expected-error @+1 {{hexadecimal float constant out of range for type}}
"test.op"() {a = 0x1FF : f8E4M3FN} : () -> ()

// -----

// expected-error @+1 {{expected nested symbol reference identifier}}
"test.op"() {a = @a::b} : () -> ()
