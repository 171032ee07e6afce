// Vectors of i64 become vector<4x2xi32>: strided slices and shape casts around the halves.
// RUN: jopt %s -arith-emulate-wide-int | jfilecheck %s

func.func @vec(%a : vector<4xi64>, %b : vector<4xi64>, %c : vector<4xi1>, %n : vector<4xi16>) -> (vector<4xi1>, vector<4xi64>, vector<4xi64>, vector<4xi32>) {
  %0 = arith.cmpi ult, %a, %b : vector<4xi64>
  %1 = arith.select %c, %a, %b : vector<4xi1>, vector<4xi64>
  %2 = arith.extsi %n : vector<4xi16> to vector<4xi64>
  %3 = arith.trunci %a : vector<4xi64> to vector<4xi32>
  return %0, %1, %2, %3 : vector<4xi1>, vector<4xi64>, vector<4xi64>, vector<4xi32>
}

// CHECK-LABEL: func.func @vec(%arg0: vector<4x2xi32>, %arg1: vector<4x2xi32>, %arg2: vector<4xi1>, %arg3: vector<4xi16>) -> (vector<4xi1>, vector<4x2xi32>, vector<4x2xi32>, vector<4xi32>) {
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %4 = arith.cmpi ult, %0, %2 : vector<4x1xi32>
// CHECK-NEXT: %5 = arith.cmpi ult, %1, %3 : vector<4x1xi32>
// CHECK-NEXT: %6 = arith.cmpi eq, %1, %3 : vector<4x1xi32>
// CHECK-NEXT: %7 = arith.select %6, %4, %5 : vector<4x1xi1>, vector<4x1xi1>
// CHECK-NEXT: %8 = vector.shape_cast %7 : vector<4x1xi1> to vector<4xi1>
// CHECK-NEXT: %9 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %10 = vector.extract_strided_slice %arg0 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %11 = vector.extract_strided_slice %arg1 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %12 = vector.extract_strided_slice %arg1 {offsets = [0, 1], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %13 = vector.shape_cast %arg2 : vector<4xi1> to vector<4x1xi1>
// CHECK-NEXT: %14 = arith.select %13, %9, %11 : vector<4x1xi1>, vector<4x1xi32>
// CHECK-NEXT: %15 = arith.select %13, %10, %12 : vector<4x1xi1>, vector<4x1xi32>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4x2xi32>
// CHECK-NEXT: %16 = vector.insert_strided_slice %14, %cst {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
// CHECK-NEXT: %17 = vector.insert_strided_slice %15, %16 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
// CHECK-NEXT: %18 = vector.shape_cast %arg3 : vector<4xi16> to vector<4x1xi16>
// CHECK-NEXT: %19 = arith.extsi %18 : vector<4x1xi16> to vector<4x1xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<4x1xi32>
// CHECK-NEXT: %20 = arith.cmpi slt, %19, %cst_0 : vector<4x1xi32>
// CHECK-NEXT: %21 = arith.extsi %20 : vector<4x1xi1> to vector<4x1xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<4x2xi32>
// CHECK-NEXT: %22 = vector.insert_strided_slice %19, %cst_1 {offsets = [0, 0], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
// CHECK-NEXT: %23 = vector.insert_strided_slice %21, %22 {offsets = [0, 1], strides = [1, 1]} : vector<4x1xi32> into vector<4x2xi32>
// CHECK-NEXT: %24 = vector.extract_strided_slice %arg0 {offsets = [0, 0], sizes = [4, 1], strides = [1, 1]} : vector<4x2xi32> to vector<4x1xi32>
// CHECK-NEXT: %25 = vector.shape_cast %24 : vector<4x1xi32> to vector<4xi32>
// CHECK-NEXT: return %8, %17, %23, %25 : vector<4xi1>, vector<4x2xi32>, vector<4x2xi32>, vector<4xi32>
