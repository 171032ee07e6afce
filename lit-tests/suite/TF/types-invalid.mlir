// RUN: jopt %s -split-input-file -verify-diagnostics
// Bad tf_type / tf_executor type spellings, with TensorFlow's wording.

// expected-error@+1 {{unknown type in TF graph dialect: f33ref}}
func.func private @a() -> !tf_type.f33ref

// -----

// expected-error@+1 {{invalid subtype: f32}}
func.func private @b() -> !tf_type.resource<f32>

// -----

// expected-error@+1 {{unknown type in TF graph dialect: stringx}}
func.func private @c() -> !tf.stringx

// -----

// expected-error@+1 {{unknown tf_executor type: tokens}}
func.func private @d() -> !tf_executor.tokens

// -----

// expected-error@+1 {{expected an integer or `?` when parsing a tf.shape attribute}}
"tf.X"() {a = #tf_type.shape<2xfoo>} : () -> ()

// -----

// expected-error@+1 {{expected symbol while parsing tf.func attribute}}
"tf.X"() {a = #tf_type.func<1, {}>} : () -> ()

// -----

// expected-error@+1 {{unknown attribute in TF dialect: bogus}}
"tf.X"() {a = #tf_type.bogus<1>} : () -> ()

// -----

// A function attribute whose callee does not parse gets TensorFlow's own error after the parser's.
// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{expected symbol while parsing tf.func attribute}}
"tf.X"() {a = #tf_type.func<>} : () -> ()

// -----

// expected-error@+2 {{expected attribute value}}
// expected-error@+1 {{expected Dictionary attribute while parsing tf.func attribute}}
"tf.X"() {a = #tf_type.func<@f, >} : () -> ()
