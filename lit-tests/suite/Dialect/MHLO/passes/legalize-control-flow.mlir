// mhlo control flow to scf: while, if on an extracted predicate, case as a chain of ifs.
// RUN: jopt %s -mhlo-legalize-control-flow | jfilecheck %s

// CHECK-LABEL: func.func @count(%arg0: tensor<i32>) -> tensor<i32>
// CHECK: %[[W:.*]] = scf.while (%[[I:.*]] = %arg0) : (tensor<i32>) -> tensor<i32> {
// CHECK:   %[[LT:.*]] = mhlo.compare LT, %[[I]], %{{.*}} : (tensor<i32>, tensor<i32>) -> tensor<i1>
// CHECK:   %[[P:.*]] = tensor.extract %[[LT]][] : tensor<i1>
// CHECK:   scf.condition(%[[P]]) %[[I]] : tensor<i32>
// CHECK: } do {
// CHECK: ^bb0(%[[J:.*]]: tensor<i32>):
// CHECK:   %[[N:.*]] = mhlo.add %[[J]], %{{.*}} : tensor<i32>
// CHECK:   scf.yield %[[N]] : tensor<i32>
// CHECK: return %[[W]]
func.func @count(%start: tensor<i32>) -> tensor<i32> {
  %limit = mhlo.constant dense<10> : tensor<i32>
  %one = mhlo.constant dense<1> : tensor<i32>
  %0 = "mhlo.while"(%start) ({
  ^bb0(%i: tensor<i32>):
    %lt = mhlo.compare LT, %i, %limit : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "mhlo.return"(%lt) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>):
    %next = mhlo.add %i, %one : tensor<i32>
    "mhlo.return"(%next) : (tensor<i32>) -> ()
  }) : (tensor<i32>) -> tensor<i32>
  return %0 : tensor<i32>
}

// CHECK-LABEL: func.func @choose
// CHECK: %[[P:.*]] = tensor.extract %arg0[] : tensor<i1>
// CHECK: scf.if %[[P]] -> (tensor<2xf32>) {
// CHECK:   mhlo.negate %arg1
// CHECK:   scf.yield
// CHECK: } else {
// CHECK:   scf.yield %arg1 : tensor<2xf32>
func.func @choose(%p: tensor<i1>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "mhlo.if"(%p) ({
    %n = mhlo.negate %x : tensor<2xf32>
    "mhlo.return"(%n) : (tensor<2xf32>) -> ()
  }, {
    "mhlo.return"(%x) : (tensor<2xf32>) -> ()
  }) : (tensor<i1>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// CHECK-LABEL: func.func @switch
// CHECK: %[[C0:.*]] = mhlo.constant dense<0> : tensor<i32>
// CHECK: mhlo.compare EQ, %arg0, %[[C0]], NOTYPE
// CHECK: scf.if
// CHECK:   mhlo.abs
// CHECK: } else {
// CHECK:   %[[C1:.*]] = mhlo.constant dense<1> : tensor<i32>
// CHECK:   mhlo.compare EQ, %arg0, %[[C1]], NOTYPE
// CHECK:   scf.if
// CHECK:     mhlo.negate
// CHECK:   } else {
// CHECK:     mhlo.floor
func.func @switch(%i: tensor<i32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "mhlo.case"(%i) ({
    %a = mhlo.abs %x : tensor<2xf32>
    "mhlo.return"(%a) : (tensor<2xf32>) -> ()
  }, {
    %n = mhlo.negate %x : tensor<2xf32>
    "mhlo.return"(%n) : (tensor<2xf32>) -> ()
  }, {
    %f = mhlo.floor %x : tensor<2xf32>
    "mhlo.return"(%f) : (tensor<2xf32>) -> ()
  }) : (tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// A case with one branch is inlined.
// CHECK-LABEL: func.func @single
// CHECK-NEXT: %[[S:.*]] = mhlo.sign %arg1
// CHECK-NEXT: return %[[S]]
func.func @single(%i: tensor<i32>, %x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "mhlo.case"(%i) ({
    %s = mhlo.sign %x : tensor<2xf32>
    "mhlo.return"(%s) : (tensor<2xf32>) -> ()
  }) : (tensor<i32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
