// RUN: jopt %s | jfilecheck %s --strict-whitespace
// RUN: jopt %s -mlir-print-op-generic | jfilecheck %s --check-prefix=GENERIC

// The integer dot products name each operand's signedness after it, stripped of the attribute's
// name; the 2-way form says which half of b it reads.

// CHECK-LABEL: llvm.func @dots
// CHECK: nvvm.dot.accumulate.4way %{{.*}} <unsigned>, %{{.*}} <signed>, %{{.*}} : vector<4xi8>, vector<4xi8>
// CHECK: nvvm.dot.accumulate.2way %{{.*}} <signed>, %{{.*}} <signed>, %{{.*}} {b_hi = false} : vector<2xi16>, vector<4xi8>
// GENERIC: "nvvm.dot.accumulate.4way"(%{{.*}}, %{{.*}}, %{{.*}}) <{a_type = #nvvm.dot_accumulate_type<unsigned>, b_type = #nvvm.dot_accumulate_type<signed>}> : (vector<4xi8>, vector<4xi8>, i32) -> i32
// GENERIC: "nvvm.dot.accumulate.2way"(%{{.*}}, %{{.*}}, %{{.*}}) <{a_type = #nvvm.dot_accumulate_type<signed>, b_hi = false, b_type = #nvvm.dot_accumulate_type<signed>}> : (vector<2xi16>, vector<4xi8>, i32) -> i32
llvm.func @dots(%x: vector<4xi8>, %y: vector<4xi8>, %h: vector<2xi16>, %acc: i32) -> i32 {
  %0 = nvvm.dot.accumulate.4way %x <unsigned>, %y <signed>, %acc : vector<4xi8>, vector<4xi8>
  %1 = nvvm.dot.accumulate.2way %h <signed>, %y <signed>, %0 {b_hi = false} : vector<2xi16>, vector<4xi8>
  llvm.return %1 : i32
}
