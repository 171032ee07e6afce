// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// TensorFlow's tf_type types print as tf-opt prints them; the legacy !tf. spellings are the same
// types and print as !tf_type.

// CHECK-LABEL: func.func private @elements(!tf_type.qint8, !tf_type.qint16, !tf_type.qint32, !tf_type.quint8, !tf_type.quint16, !tf_type.string)
func.func private @elements(!tf_type.qint8, !tf_type.qint16, !tf_type.qint32, !tf_type.quint8, !tf_type.quint16, !tf_type.string)

// CHECK-LABEL: func.func private @legacy(!tf_type.string, !tf_type.resource, !tf_type.variant, !tf_type.f32ref) -> tensor<*x!tf_type.qint8>
func.func private @legacy(!tf.string, !tf.resource, !tf.variant, !tf.f32ref) -> tensor<*x!tf.qint8>

// CHECK-LABEL: func.func private @subtypes(!tf_type.resource<tensor<f32>>, !tf_type.resource<tensor<2x?xi32>, tensor<*xf32>>, tensor<!tf_type.variant<tensor<4xf16>>>)
func.func private @subtypes(!tf_type.resource<tensor<f32>>, !tf.resource<tensor<2x?xi32>,tensor<*xf32>>, tensor<!tf.variant<tensor<4xf16>>>)

// CHECK-LABEL: func.func private @refs
// CHECK-SAME: !tf_type.f32ref, !tf_type.f64ref, !tf_type.uint4ref, !tf_type.int4ref, !tf_type.uint8ref, !tf_type.int8ref
// CHECK-SAME: !tf_type.uint16ref, !tf_type.int16ref, !tf_type.uint32ref, !tf_type.int32ref, !tf_type.uint64ref, !tf_type.int64ref
// CHECK-SAME: !tf_type.stringref, !tf_type.boolref, !tf_type.quint8ref, !tf_type.qint8ref, !tf_type.quint16ref, !tf_type.qint16ref
// CHECK-SAME: !tf_type.qint32ref, !tf_type.bfloat16ref, !tf_type.complex64ref, !tf_type.complex128ref, !tf_type.halfref, !tf_type.resourceref
// CHECK-SAME: !tf_type.float8e4m3fnref, !tf_type.float8e5m2ref, !tf_type.float8e4m3fnuzref, !tf_type.float8e5m2fnuzref, !tf_type.variantref
func.func private @refs(!tf_type.f32ref, !tf_type.f64ref, !tf_type.uint4ref, !tf_type.int4ref, !tf_type.uint8ref, !tf_type.int8ref,
  !tf_type.uint16ref, !tf_type.int16ref, !tf_type.uint32ref, !tf_type.int32ref, !tf_type.uint64ref, !tf_type.int64ref,
  !tf_type.stringref, !tf_type.boolref, !tf_type.quint8ref, !tf_type.qint8ref, !tf_type.quint16ref, !tf_type.qint16ref,
  !tf_type.qint32ref, !tf_type.bfloat16ref, !tf_type.complex64ref, !tf_type.complex128ref, !tf_type.halfref, !tf_type.resourceref,
  !tf_type.float8e4m3fnref, !tf_type.float8e5m2ref, !tf_type.float8e4m3fnuzref, !tf_type.float8e5m2fnuzref, !tf_type.variantref)

// CHECK-LABEL: func.func private @control() -> (!tf_type.control, !tf_type.tensor, !tf_executor.control, !tf_executor.token)
func.func private @control() -> (!tf_type.control, !tf_type.tensor, !tf_executor.control, !tf_executor.token)

// Unknown tf ops are accepted without -allow-unregistered-dialect: the tf dialect is open.
// CHECK: "tf.SomeUnknownOp"() : () -> tensor<!tf_type.string>
%0 = "tf.SomeUnknownOp"() : () -> tensor<!tf.string>
