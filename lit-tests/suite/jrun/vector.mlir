// Vector programs lowered by test-lower-to-llvm (vector-to-scf for the n-D prints, then
// vector-to-llvm) and run by jrun: the printed values are mlir-runner 22's.
// RUN: jopt %s -test-lower-to-llvm | jrun -e entry -entry-point-result=void -shared-libs=libmlir_c_runner_utils.so | jfilecheck %s

func.func @entry() {
  %c7 = arith.constant 7 : i32
  %f1 = arith.constant 1.5 : f32
  %f2 = arith.constant 2.0 : f32
  %i1 = arith.constant 1 : index

  // Scalars of every printable kind.
  // CHECK: 7
  vector.print %c7 : i32
  // CHECK-NEXT: 1.5
  vector.print %f1 : f32
  // CHECK-NEXT: 1
  vector.print %i1 : index
  %t = arith.constant true
  // CHECK-NEXT: 1
  vector.print %t : i1
  %neg = arith.constant -3 : i8
  // CHECK-NEXT: -3
  vector.print %neg : i8
  // CHECK-NEXT: hello
  vector.print str "hello\n"
  // CHECK-NEXT: 7, 1.5
  vector.print %c7 : i32 punctuation <comma>
  vector.print str " "
  vector.print %f1 : f32

  // Broadcast, insert, extract (static and dynamic), rank 1 to 3.
  %b = vector.broadcast %f1 : f32 to vector<4xf32>
  %b1 = vector.insert %f2, %b[2] : f32 into vector<4xf32>
  // CHECK-NEXT: ( 1.5, 1.5, 2, 1.5 )
  vector.print %b1 : vector<4xf32>
  %m = vector.broadcast %b1 : vector<4xf32> to vector<2x3x4xf32>
  %m1 = vector.insert %f2, %m[1, 2, 0] : f32 into vector<2x3x4xf32>
  // CHECK-NEXT: ( ( ( 1.5, 1.5, 2, 1.5 ), ( 1.5, 1.5, 2, 1.5 ), ( 1.5, 1.5, 2, 1.5 ) ), ( ( 1.5, 1.5, 2, 1.5 ), ( 1.5, 1.5, 2, 1.5 ), ( 2, 1.5, 2, 1.5 ) ) )
  vector.print %m1 : vector<2x3x4xf32>
  %row = vector.extract %m1[1, 2] : vector<4xf32> from vector<2x3x4xf32>
  // CHECK-NEXT: ( 2, 1.5, 2, 1.5 )
  vector.print %row : vector<4xf32>
  %e = vector.extract %b1[%i1] : f32 from vector<4xf32>
  // CHECK-NEXT: 1.5
  vector.print %e : f32
  %col = vector.broadcast %f2 : f32 to vector<3x1xf32>
  %stretched = vector.broadcast %col : vector<3x1xf32> to vector<2x3x2xf32>
  // CHECK-NEXT: ( ( ( 2, 2 ), ( 2, 2 ), ( 2, 2 ) ), ( ( 2, 2 ), ( 2, 2 ), ( 2, 2 ) ) )
  vector.print %stretched : vector<2x3x2xf32>

  // shape_cast, from_elements, fma, bitcast, reduction, step, masks.
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %v = vector.from_elements %c1, %c2, %c3, %c4, %c7, %c1 : vector<2x3xi32>
  %flat = vector.shape_cast %v : vector<2x3xi32> to vector<3x2xi32>
  // CHECK-NEXT: ( ( 1, 2 ), ( 3, 4 ), ( 7, 1 ) )
  vector.print %flat : vector<3x2xi32>
  %fma = vector.fma %b1, %b1, %b1 : vector<4xf32>
  // CHECK-NEXT: ( 3.75, 3.75, 6, 3.75 )
  vector.print %fma : vector<4xf32>
  %bits = vector.bitcast %b1 : vector<4xf32> to vector<4xi32>
  // CHECK-NEXT: ( 1069547520, 1069547520, 1073741824, 1069547520 )
  vector.print %bits : vector<4xi32>
  %sum = vector.reduction <add>, %b1 : vector<4xf32> into f32
  // CHECK-NEXT: 6.5
  vector.print %sum : f32
  %row0 = vector.extract %v[0] : vector<3xi32> from vector<2x3xi32>
  %max = vector.reduction <maxsi>, %row0, %c7 : vector<3xi32> into i32
  // CHECK-NEXT: 7
  vector.print %max : i32
  %step = vector.step : vector<4xindex>
  // CHECK-NEXT: ( 0, 1, 2, 3 )
  vector.print %step : vector<4xindex>
  %n = arith.constant 3 : index
  %mask = vector.create_mask %n : vector<5xi1>
  // CHECK-NEXT: ( 1, 1, 1, 0, 0 )
  vector.print %mask : vector<5xi1>
  %cmask = vector.constant_mask [1, 2] : vector<2x3xi1>
  // CHECK-NEXT: ( ( 1, 1, 0 ), ( 0, 0, 0 ) )
  vector.print %cmask : vector<2x3xi1>
  return
}
