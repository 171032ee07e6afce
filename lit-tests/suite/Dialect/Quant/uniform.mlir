// !quant.uniform element types: per tensor and per axis, signed and unsigned storage, a narrowed
// storage range; scales print as doubles and a zero point of 0 is left out (as mlir-opt 22).
// RUN: jopt %s | jfilecheck %s

// CHECK-LABEL: func.func @types
// CHECK-SAME: tensor<2x!quant.uniform<i8:f32, 2.000000e+00:15>>
// CHECK-SAME: tensor<2x!quant.uniform<u8<1:200>:f32:0, {2.000000e+00:15,3.000000e+00}>>
// CHECK-SAME: tensor<!quant.uniform<i8:f32, 1.000000e+00>>
// CHECK-SAME: tensor<!quant.uniform<i8<-127:127>:f16, 1.000000e-03>>
func.func @types(%a: tensor<2x!quant.uniform<i8:f32, 2.0:15>>,
                 %b: tensor<2x!quant.uniform<u8<1:200>:f32:0, {2.0:15, 3.0}>>,
                 %c: tensor<!quant.uniform<i8:f32, 1.0:0>>,
                 %d: tensor<!quant.uniform<i8<-127:127>:f16, 1.0e-3>>) {
  return
}
