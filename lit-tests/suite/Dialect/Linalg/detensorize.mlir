// -linalg-detensorize inlines linalg.generic ops on 0-d tensors as scalar code. By default only
// the components that feed branches are detensored (with their block arguments); aggressive-mode
// detensors every such generic and every non-entry block argument. Function arguments and results
// stay tensors: tensor.extract / tensor.from_elements at the boundary.
// RUN: jopt %s -split-input-file -pass-pipeline="builtin.module(func.func(linalg-detensorize{aggressive-mode}))" | jfilecheck %s --check-prefix=ALL
// RUN: jopt %s -split-input-file -pass-pipeline="builtin.module(func.func(linalg-detensorize))" | jfilecheck %s --check-prefix=CF

#s = affine_map<() -> ()>

// ALL-LABEL: func.func @straight(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
// ALL-NEXT:    %[[B:.*]] = tensor.extract %arg1[] : tensor<f32>
// ALL-NEXT:    %[[A:.*]] = tensor.extract %arg0[] : tensor<f32>
// ALL-NEXT:    %[[S:.*]] = arith.subf %[[A]], %[[B]] : f32
// ALL-NEXT:    %[[M:.*]] = arith.mulf %[[S]], %[[A]] : f32
// ALL-NEXT:    %[[R:.*]] = tensor.from_elements %[[M]] : tensor<f32>
// ALL-NEXT:    return %[[R]] : tensor<f32>
// No branch: the default mode leaves the generics alone (and folds nothing away).
// CF-LABEL: func.func @straight
// CF-COUNT-2: linalg.generic
func.func @straight(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %e = tensor.empty() : tensor<f32>
  %0 = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []} ins(%a, %b : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.subf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  %1 = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []} ins(%0, %a : tensor<f32>, tensor<f32>) outs(%e : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %r = arith.mulf %x, %y : f32
    linalg.yield %r : f32
  } -> tensor<f32>
  return %1 : tensor<f32>
}

// -----

#s = affine_map<() -> ()>

// A countdown loop: the loop-carried tensor becomes an i64 block argument in both modes.
// ALL-LABEL: func.func @loop(%arg0: tensor<i64>) -> tensor<i64> {
// ALL-DAG:     %[[ZERO:.*]] = arith.constant 0 : i64
// ALL-DAG:     %[[ONE:.*]] = arith.constant 1 : i64
// ALL-DAG:     %[[INIT:.*]] = tensor.extract %arg0[] : tensor<i64>
// ALL:         cf.br ^bb1(%[[INIT]] : i64)
// ALL-NEXT:  ^bb1(%[[I:.*]]: i64):
// ALL-NEXT:    %[[C:.*]] = arith.cmpi sgt, %[[I]], %[[ZERO]] : i64
// ALL-NEXT:    cf.cond_br %[[C]], ^bb2, ^bb3
// ALL-NEXT:  ^bb2:
// ALL-NEXT:    %[[N:.*]] = arith.subi %[[I]], %[[ONE]] : i64
// ALL-NEXT:    cf.br ^bb1(%[[N]] : i64)
// ALL-NEXT:  ^bb3:
// ALL-NEXT:    %[[R:.*]] = tensor.from_elements %[[I]] : tensor<i64>
// ALL-NEXT:    return %[[R]] : tensor<i64>
// CF-LABEL: func.func @loop
// CF-NOT:     linalg.generic
// CF:         cf.br ^bb1(%{{.*}} : i64)
// CF:         tensor.from_elements
func.func @loop(%n: tensor<i64>) -> tensor<i64> {
  %zero = arith.constant dense<0> : tensor<i64>
  %one = arith.constant dense<1> : tensor<i64>
  cf.br ^bb1(%n : tensor<i64>)
^bb1(%i: tensor<i64>):
  %e = tensor.empty() : tensor<i1>
  %c = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []} ins(%i, %zero : tensor<i64>, tensor<i64>) outs(%e : tensor<i1>) {
  ^bb0(%x: i64, %y: i64, %o: i1):
    %r = arith.cmpi sgt, %x, %y : i64
    linalg.yield %r : i1
  } -> tensor<i1>
  %cond = tensor.extract %c[] : tensor<i1>
  cf.cond_br %cond, ^bb2(%i : tensor<i64>), ^bb3(%i : tensor<i64>)
^bb2(%j: tensor<i64>):
  %f = tensor.empty() : tensor<i64>
  %next = linalg.generic {indexing_maps = [#s, #s, #s], iterator_types = []} ins(%j, %one : tensor<i64>, tensor<i64>) outs(%f : tensor<i64>) {
  ^bb0(%x: i64, %y: i64, %o: i64):
    %r = arith.subi %x, %y : i64
    linalg.yield %r : i64
  } -> tensor<i64>
  cf.br ^bb1(%next : tensor<i64>)
^bb3(%res: tensor<i64>):
  return %res : tensor<i64>
}

// -----

#v = affine_map<(d0) -> (d0)>
#r = affine_map<(d0) -> ()>

// The reduction over a 1-d tensor is not detensorable: in the default mode the block argument it
// feeds stays a tensor (and the two returning blocks merge).
// CF-LABEL: func.func @partial
// CF:         %[[SUM:.*]] = linalg.generic
// CF:         cf.cond_br %{{.*}}, ^bb1(%[[SUM]] : tensor<i32>), ^bb1(%arg1 : tensor<i32>)
// CF:       ^bb1(%{{.*}}: tensor<i32>):
// ALL-LABEL: func.func @partial
// ALL:         %[[SUM:.*]] = linalg.generic
// ALL:         %[[S:.*]] = tensor.extract %[[SUM]][] : tensor<i32>
// ALL:         cf.cond_br %{{.*}}, ^bb1, ^bb2
// ALL:       ^bb1:
// ALL-NEXT:    tensor.from_elements %[[S]] : tensor<i32>
func.func @partial(%v: tensor<8xi32>, %limit: tensor<i32>) -> tensor<i32> {
  %e = tensor.empty() : tensor<i32>
  %sum = linalg.generic {indexing_maps = [#v, #r], iterator_types = ["reduction"]} ins(%v : tensor<8xi32>) outs(%e : tensor<i32>) {
  ^bb0(%x: i32, %acc: i32):
    %s = arith.addi %x, %acc : i32
    linalg.yield %s : i32
  } -> tensor<i32>
  %b = tensor.empty() : tensor<i1>
  %c = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []} ins(%sum, %limit : tensor<i32>, tensor<i32>) outs(%b : tensor<i1>) {
  ^bb0(%x: i32, %y: i32, %o: i1):
    %r = arith.cmpi slt, %x, %y : i32
    linalg.yield %r : i1
  } -> tensor<i1>
  %cond = tensor.extract %c[] : tensor<i1>
  cf.cond_br %cond, ^bb1(%sum : tensor<i32>), ^bb2
^bb1(%t: tensor<i32>):
  return %t : tensor<i32>
^bb2:
  return %limit : tensor<i32>
}
