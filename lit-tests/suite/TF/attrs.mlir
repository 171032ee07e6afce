// RUN: jopt %s | jfilecheck %s
// RUN: jopt %s | jopt | jfilecheck %s
// tf_type attributes: shapes, functions, and the kinds carried as text; the legacy #tf. spelling
// prints as #tf_type.

// CHECK: "tf.Placeholder"() {shape = #tf_type.shape<2x?x3>} : () -> tensor<2x?x3xf32>
%0 = "tf.Placeholder"() {shape = #tf_type.shape<2x?x3>} : () -> tensor<2x?x3xf32>
// CHECK: {a = #tf_type.shape<*>, b = #tf_type.shape<>, c = #tf_type.shape<0x4>}
"tf.X"() {a = #tf.shape<*>, b = #tf_type.shape<>, c = #tf_type.shape<0x4>} : () -> ()
// CHECK: {f = #tf_type.func<@body, {T = i32}>, g = #tf_type.func<"", {}>}
"tf.Y"() {f = #tf.func<@body, {T = i32}>, g = #tf_type.func<"", {}>} : () -> ()
// CHECK: {p = #tf_type.placeholder<"x">, v = #tf_type.version<producer = 1, min_consumer = 0>}
"tf.Z"() {p = #tf_type.placeholder<"x">, v = #tf_type.version<producer = 1, min_consumer = 0>} : () -> ()
