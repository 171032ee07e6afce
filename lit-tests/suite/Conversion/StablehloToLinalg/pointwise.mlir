// Element-wise StableHLO ops become a linalg.generic (linalg.map with
// enable-primitive-ops) whose body is StableHLO's scalar mapping: the sign of
// the operand type picks the signed/unsigned arith op (unsigned tensors are seen
// through builtin.unrealized_conversion_cast), integer division and remainder
// guard zero and overflow, shifts saturate, splat constants become scalars and
// rank-0 operands are extracted (or mapped with capture-scalar-inputs=false).
// RUN: jopt %s -stablehlo-legalize-to-linalg -split-input-file -canonicalize | jfilecheck %s
// RUN: jopt %s -stablehlo-legalize-to-linalg=enable-primitive-ops=true -split-input-file -canonicalize | jfilecheck %s --check-prefix=MAP
// RUN: jopt %s -stablehlo-legalize-to-linalg=capture-scalar-inputs=false -split-input-file -canonicalize | jfilecheck %s --check-prefix=NOCAP

// CHECK-LABEL: func.func @compare_unsigned(
// CHECK: %[[A:.*]] = builtin.unrealized_conversion_cast %arg0 : tensor<4xui8> to tensor<4xi8>
// CHECK: linalg.generic
// CHECK-SAME: outs(%{{.*}} : tensor<4xi1>)
// CHECK: arith.cmpi ult, %{{.*}}, %{{.*}} : i8
func.func @compare_unsigned(%a: tensor<4xui8>, %b: tensor<4xui8>) -> tensor<4xi1> {
  %0 = stablehlo.compare LT, %a, %b : (tensor<4xui8>, tensor<4xui8>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// -----

// CHECK-LABEL: func.func @compare_float_ne(
// CHECK: %[[D:.*]] = tensor.dim %arg0, %{{.*}} : tensor<?xf32>
// CHECK-NEXT: tensor.empty(%[[D]]) : tensor<?xi1>
// CHECK: arith.cmpf une, %{{.*}}, %{{.*}} : f32
func.func @compare_float_ne(%a: tensor<?xf32>, %b: tensor<?xf32>) -> tensor<?xi1> {
  %0 = stablehlo.compare NE, %a, %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xi1>
  return %0 : tensor<?xi1>
}

// -----

// CHECK-LABEL: func.func @convert_kinds(
// CHECK: arith.fptoui %{{.*}} : f32 to i32
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : tensor<3xi32> to tensor<3xui32>
// CHECK: arith.uitofp %{{.*}} : i16 to f64
// CHECK: arith.cmpf une, %{{.*}}, %cst : f32
// CHECK: arith.uitofp %{{.*}} : i1 to f16
func.func @convert_kinds(%f: tensor<3xf32>, %u: tensor<3xui16>, %i: tensor<3xi1>) -> (tensor<3xui32>, tensor<3xf64>, tensor<3xi1>, tensor<3xf16>) {
  %0 = stablehlo.convert %f : (tensor<3xf32>) -> tensor<3xui32>
  %1 = stablehlo.convert %u : (tensor<3xui16>) -> tensor<3xf64>
  %2 = stablehlo.convert %f : (tensor<3xf32>) -> tensor<3xi1>
  %3 = stablehlo.convert %i : (tensor<3xi1>) -> tensor<3xf16>
  return %0, %1, %2, %3 : tensor<3xui32>, tensor<3xf64>, tensor<3xi1>, tensor<3xf16>
}

// -----

// CHECK-LABEL: func.func @int_remainder(
// CHECK: ^bb0(%[[L:.*]]: i32, %[[R:.*]]: i32, %{{.*}}: i32):
// CHECK-NEXT: %[[ZERO:.*]] = arith.cmpi eq, %[[R]], %c0_i32 : i32
// CHECK-NEXT: %[[MIN:.*]] = arith.cmpi eq, %[[L]], %c-2147483648_i32 : i32
// CHECK-NEXT: %[[M1:.*]] = arith.cmpi eq, %[[R]], %c-1_i32 : i32
// CHECK-NEXT: %[[OVF:.*]] = arith.andi %[[MIN]], %[[M1]] : i1
// CHECK-NEXT: %[[BAD:.*]] = arith.ori %[[ZERO]], %[[OVF]] : i1
// CHECK-NEXT: %[[SAFE:.*]] = arith.select %[[BAD]], %c1_i32, %[[R]] : i32
// CHECK-NEXT: %[[REM:.*]] = arith.remsi %[[L]], %[[SAFE]] : i32
// CHECK-NEXT: %[[X:.*]] = arith.select %[[OVF]], %c0_i32, %[[REM]] : i32
// CHECK-NEXT: %[[Y:.*]] = arith.select %[[ZERO]], %[[L]], %[[X]] : i32
// CHECK-NEXT: linalg.yield %[[Y]] : i32
func.func @int_remainder(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.remainder %a, %b : tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @shift_left(
// CHECK: %[[S:.*]] = arith.shli %[[A:.*]], %[[B:.*]] : i8
// CHECK-NEXT: %[[OK:.*]] = arith.cmpi ult, %[[B]], %c8_i8 : i8
// CHECK-NEXT: arith.select %[[OK]], %[[S]], %c0_i8 : i8
func.func @shift_left(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %0 = stablehlo.shift_left %a, %b : tensor<2xi8>
  return %0 : tensor<2xi8>
}

// -----

// CHECK-LABEL: func.func @sign_int(
// CHECK: arith.cmpi eq, %{{.*}}, %c0_i16 : i16
// CHECK-NEXT: arith.shrsi %{{.*}}, %c15_i16 : i16
// CHECK-NEXT: arith.ori %{{.*}}, %c1_i16 : i16
func.func @sign_int(%a: tensor<2xi16>) -> tensor<2xi16> {
  %0 = stablehlo.sign %a : tensor<2xi16>
  return %0 : tensor<2xi16>
}

// -----

// CHECK-LABEL: func.func @logistic_f16(
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f16
// CHECK: %[[N:.*]] = arith.negf %{{.*}} : f16
// CHECK-NEXT: %[[E:.*]] = math.exp %[[N]] : f16
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[E]], %[[ONE]] : f16
// CHECK-NEXT: arith.divf %[[ONE]], %[[S]] : f16
func.func @logistic_f16(%a: tensor<2xf16>) -> tensor<2xf16> {
  %0 = stablehlo.logistic %a : tensor<2xf16>
  return %0 : tensor<2xf16>
}

// -----

// CHECK-LABEL: func.func @select_scalar_pred(
// CHECK: %[[D:.*]] = tensor.dim %arg1, %c1 : tensor<2x?xf32>
// CHECK: %[[P:.*]] = tensor.extract %arg0[] : tensor<i1>
// CHECK: linalg.generic {{.*}} ins(%arg1, %arg2 : tensor<2x?xf32>, tensor<2x?xf32>)
// CHECK: arith.select %[[P]], %{{.*}}, %{{.*}} : f32
// MAP-LABEL: func.func @select_scalar_pred(
// MAP: %[[P:.*]] = tensor.extract %arg0[] : tensor<i1>
// MAP: linalg.map ins(%arg1, %arg2 : tensor<2x?xf32>, tensor<2x?xf32>)
// MAP: arith.select %[[P]], %{{.*}}, %{{.*}} : f32
// NOCAP-LABEL: func.func @select_scalar_pred(
// NOCAP: linalg.generic {indexing_maps = [#{{.*}}, #[[ID:.*]], #[[ID]], #[[ID]]], {{.*}} ins(%arg0, %arg1, %arg2 : tensor<i1>, tensor<2x?xf32>, tensor<2x?xf32>)
// NOCAP: ^bb0(%[[P:.*]]: i1, %{{.*}}: f32, %{{.*}}: f32, %{{.*}}: f32):
// NOCAP-NEXT: arith.select %[[P]]
func.func @select_scalar_pred(%p: tensor<i1>, %a: tensor<2x?xf32>, %b: tensor<2x?xf32>) -> tensor<2x?xf32> {
  %0 = stablehlo.select %p, %a, %b : (tensor<i1>, tensor<2x?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// -----

// CHECK-LABEL: func.func @complex_ops(
// CHECK: complex.create %{{.*}}, %{{.*}} : complex<f32>
// CHECK: complex.exp %{{.*}} : complex<f32>
// CHECK: ^bb0(%[[Z:.*]]: complex<f32>, %{{.*}}: f32):
// CHECK-NEXT: complex.abs %[[Z]] : complex<f32>
func.func @complex_ops(%re: tensor<2xf32>, %im: tensor<2xf32>) -> tensor<2xf32> {
  %c = stablehlo.complex %re, %im : tensor<2xcomplex<f32>>
  %e = stablehlo.exponential %c : tensor<2xcomplex<f32>>
  %a = stablehlo.abs %e : (tensor<2xcomplex<f32>>) -> tensor<2xf32>
  return %a : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @splat_operand(
// CHECK: %[[C:.*]] = arith.constant 7 : i32
// CHECK: linalg.generic {{.*}} ins(%arg0 : tensor<4xi32>)
// CHECK: arith.muli %{{.*}}, %[[C]] : i32
// MAP-LABEL: func.func @splat_operand(
// MAP: linalg.map ins(%arg0 : tensor<4xi32>)
func.func @splat_operand(%a: tensor<4xi32>) -> tensor<4xi32> {
  %c = stablehlo.constant dense<7> : tensor<4xi32>
  %0 = stablehlo.multiply %a, %c : tensor<4xi32>
  return %0 : tensor<4xi32>
}

