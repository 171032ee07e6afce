// RUN: jopt %s -split-input-file -allow-unregistered-dialect -mlir-print-debuginfo | jfilecheck %s
// RUN: jopt %s -split-input-file -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope | jfilecheck %s --check-prefix=LOCAL
// The implicit module of a split chunk is located where the chunk starts, just past its marker
// (the first chunk's at file:0:0), as mlir-opt 22. With a local scope the top-level op is printed
// alone: locations inline, no alias section and no blank line after it.

"t.a"() : () -> ()
// CHECK: module {
// CHECK-NEXT: "t.a"() : () -> () loc(#[[A:loc[0-9]*]])
// CHECK-NEXT: } loc(#[[M0:loc[0-9]*]])
// CHECK-NEXT: #[[M0]] = loc("{{.*}}split-chunk-locations.mlir":0:0)
// CHECK-NEXT: #[[A]] = loc("{{.*}}split-chunk-locations.mlir":7:1)
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// LOCAL: module {
// LOCAL-NEXT: "t.a"() : () -> () loc("{{.*}}split-chunk-locations.mlir":7:1)
// LOCAL-NEXT: } loc("{{.*}}split-chunk-locations.mlir":0:0)
// LOCAL-NEXT: // {{-----}}

  // -----   
"t.b"() : () -> ()
// CHECK-NEXT: module {
// CHECK-NEXT: "t.b"() : () -> () loc(#[[B:loc[0-9]*]])
// CHECK-NEXT: } loc(#[[M1:loc[0-9]*]])
// CHECK-NEXT: #[[M1]] = loc("{{.*}}split-chunk-locations.mlir":20:11)
// CHECK-NEXT: #[[B]] = loc("{{.*}}split-chunk-locations.mlir":21:1)
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// LOCAL-NEXT: module {
// LOCAL-NEXT: "t.b"() : () -> () loc("{{.*}}split-chunk-locations.mlir":21:1)
// LOCAL-NEXT: } loc("{{.*}}split-chunk-locations.mlir":20:11)
// LOCAL-NEXT: // {{-----}}

// -----
module {
  "t.c"() : () -> ()
}
// CHECK: module {
// CHECK-NEXT: "t.c"() : () -> () loc(#[[C:loc[0-9]*]])
// CHECK-NEXT: } loc(#[[M2:loc[0-9]*]])
// CHECK-NEXT: #[[M2]] = loc("{{.*}}split-chunk-locations.mlir":35:1)
// LOCAL-NEXT: module {
// LOCAL-NEXT: "t.c"() : () -> () loc("{{.*}}split-chunk-locations.mlir":36:3)
// LOCAL-NEXT: } loc("{{.*}}split-chunk-locations.mlir":35:1)
// LOCAL-EMPTY:
