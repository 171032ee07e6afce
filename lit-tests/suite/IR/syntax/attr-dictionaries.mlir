// RUN: jopt %s --allow-unregistered-dialect | jfilecheck %s
// RUN: jopt %s --allow-unregistered-dialect | jopt --allow-unregistered-dialect | jfilecheck %s
// Dictionary attributes are printed with sorted keys.

// CHECK: module {
// CHECK-NEXT: "test.op"() {a = {}} : () -> ()
// CHECK-NEXT: "test.op"() {a = {a = 2 : i64, b = 1 : i64}} : () -> ()
// CHECK-NEXT: "test.op"() {a = {z = {x = "s", y}}} : () -> ()
// CHECK-NEXT: "test.op"() {a = {plain = 2 : i64, "quoted key" = 1 : i64}} : () -> ()
// CHECK-NEXT: }

"test.op"() {a = {}} : () -> ()
"test.op"() {a = {b = 1, a = 2}} : () -> ()
"test.op"() {a = {z = {y = unit, x = "s"}}} : () -> ()
"test.op"() {a = {"quoted key" = 1, plain = 2}} : () -> ()
