// test.side_effect_op has the effects its attribute names: a loop whose body only reads is dead once
// the deallocation pipeline has removed the buffers it carried; a write keeps it.
// RUN: jopt %s -split-input-file -buffer-deallocation-pipeline | jfilecheck %s

func.func @reads(%n: index) {
  %a = memref.alloc(%n) : memref<?xf32>
  scf.while (%x = %a) : (memref<?xf32>) -> (memref<?xf32>) {
    %c = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i1
    scf.condition(%c) %x : memref<?xf32>
  } do {
  ^bb0(%x: memref<?xf32>):
    scf.yield %x : memref<?xf32>
  }
  return
}

// CHECK-LABEL: func.func @reads(%arg0: index) {
// CHECK-NEXT: return
// CHECK-NEXT: }

// -----

func.func @writes() {
  scf.while : () -> () {
    %c = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i1
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @writes() {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: %0 = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i1
// CHECK-NEXT: scf.condition(%0)
