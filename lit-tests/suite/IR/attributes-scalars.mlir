// RUN: jopt %s -allow-unregistered-dialect | jfilecheck %s
// Integer, float, string, symbol and structural attributes print as mlir-opt 22 prints them.

// CHECK: "test.ints"() {a = true, b = false, c = 5 : ui8, d = -1 : i8, e = 7 : si8, f = -1 : i8, g = 2 : index, h = 42 : i64}
"test.ints"() {a = true, b = false, c = 5 : ui8, d = 255 : i8, e = 7 : si8, f = 0xFF : i8, g = 2 : index, h = 42} : () -> ()

// Floats use the 6-digit exponent form when it reads back exactly, else the shortest exact
// decimal, else the bit pattern in hex (infinities, NaNs, integers that need more digits).
// CHECK: "test.floats"() {a = 1.000000e-01 : f64, b = 1.100000e+00 : f32, c = 1.23456705 : f32, d = 0x419D6F3454000000 : f64, e = 0x7FF0000000000000 : f64, f = -0.000000e+00 : f64, g = 0x7FC00000 : f32, h = 0x4B800000 : f32}
"test.floats"() {a = 0.1, b = 1.1 : f32, c = 1.234567 : f32, d = 123456789.0 : f64, e = 1.0e400 : f64, f = -0.0 : f64, g = 0x7FC00000 : f32, h = 16777217.0 : f32} : () -> ()

// Small and wide formats round to nearest even.
// CHECK: "test.small_floats"() {a = 9.997550e-02 : f16, b = 6.550400e+04 : f16, c = 3.000000e+00 : bf16, d = 1.000000e+00 : f8E4M3FN, e = 1.175490e-38 : f8E8M0FNU, f = 1.500000e+00 : tf32, g = 1.500000e+00 : f80}
"test.small_floats"() {a = 0.1 : f16, b = 65504.0 : f16, c = 3.0 : bf16, d = 1.0 : f8E4M3FN, e = 0x1 : f8E8M0FNU, f = 1.5 : tf32, g = 1.5 : f80} : () -> ()

// CHECK: "test.strings"() {a = "a\22\0A\09b\01", b = "typed" : i32}
"test.strings"() {a = "a\"\n\tb\01", b = "typed" : i32} : () -> ()

// Unit values print as the bare name; i64 integers keep their type in dictionaries only.
// CHECK: "test.structure"() {a, b = [1, "a", 2.500000e+00], c = {x, y = 1 : i64}, d = i32, e = @a::@b, f = @"x y"}
"test.structure"() {a = unit, b = [1, "a", 2.5], c = {y = 1, x}, d = i32, e = @a::@b, f = @"x y"} : () -> ()
