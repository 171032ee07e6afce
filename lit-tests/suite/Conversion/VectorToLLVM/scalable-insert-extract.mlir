// vector.scalable.insert/extract round-trip and lower to LLVM's vector.insert/extract intrinsics (the
// destination first, as the intrinsic takes it).
// RUN: jopt %s | jopt | jfilecheck %s --check-prefix=RT
// RUN: jopt %s --convert-vector-to-llvm | jfilecheck %s

// RT-LABEL: func.func @scal
// RT: vector.scalable.insert %arg0, %arg3[12] : vector<4xi32> into vector<[8]xi32>
// RT: vector.scalable.insert %arg2, %arg3[0] : vector<[4]xi32> into vector<[8]xi32>
// RT: vector.scalable.extract %arg3[0] : vector<16xi32> from vector<[8]xi32>
// RT: vector.scalable.extract %arg3[4] : vector<4xi32> from vector<[8]xi32>
// CHECK-LABEL: func.func @scal
// CHECK: %[[A:.*]] = llvm.intr.vector.insert %arg0, %arg3[12] : vector<4xi32> into vector<[8]xi32>
// CHECK: %[[B:.*]] = llvm.intr.vector.insert %arg2, %arg3[0] : vector<[4]xi32> into vector<[8]xi32>
// CHECK: %[[C:.*]] = llvm.intr.vector.extract %arg3[0] : vector<16xi32> from vector<[8]xi32>
// CHECK: %[[D:.*]] = llvm.intr.vector.extract %arg3[4] : vector<4xi32> from vector<[8]xi32>
// CHECK: return %[[A]], %[[B]], %[[C]], %[[D]]
func.func @scal(%sub0: vector<4xi32>, %sub1: vector<8xi32>, %sub2: vector<[4]xi32>, %sv: vector<[8]xi32>) -> (vector<[8]xi32>, vector<[8]xi32>, vector<16xi32>, vector<4xi32>) {
  %0 = vector.scalable.insert %sub0, %sv[12] : vector<4xi32> into vector<[8]xi32>
  %2 = vector.scalable.insert %sub2, %sv[0] : vector<[4]xi32> into vector<[8]xi32>
  %3 = vector.scalable.extract %sv[0] : vector<16xi32> from vector<[8]xi32>
  %5 = vector.scalable.extract %sv[4] : vector<4xi32> from vector<[8]xi32>
  return %0, %2, %3, %5 : vector<[8]xi32>, vector<[8]xi32>, vector<16xi32>, vector<4xi32>
}
