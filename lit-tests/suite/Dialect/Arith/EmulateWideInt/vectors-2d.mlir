// 2-D vectors of i64 through every pattern (strided slices, shape casts, splat constants), vector.print, a declaration and calls.
// RUN: jopt %s -arith-emulate-wide-int | jfilecheck %s

func.func @v(%a : vector<2x3xi64>, %b : vector<2x3xi64>, %c : vector<2x3xi1>, %f : vector<2x3xf32>, %i : vector<2x3xindex>, %n : vector<2x3xi8>) -> (vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi1>, vector<2x3xi64>, vector<2x3xi64>) {
  %k = arith.constant dense<[[1, 2, 3], [-4, 5, 6]]> : vector<2x3xi64>
  %0 = arith.subi %a, %k : vector<2x3xi64>
  %1 = arith.muli %a, %b : vector<2x3xi64>
  %2 = arith.shli %a, %b : vector<2x3xi64>
  %3 = arith.shrui %a, %b : vector<2x3xi64>
  %4 = arith.shrsi %a, %b : vector<2x3xi64>
  %5 = arith.maxsi %a, %b : vector<2x3xi64>
  %6 = arith.extui %n : vector<2x3xi8> to vector<2x3xi64>
  %7 = arith.cmpi sge, %a, %b : vector<2x3xi64>
  %8 = arith.fptoui %f : vector<2x3xf32> to vector<2x3xi64>
  %9 = arith.index_cast %i : vector<2x3xindex> to vector<2x3xi64>
  %10 = arith.uitofp %a : vector<2x3xi64> to vector<2x3xf32>
  %11 = arith.index_castui %a : vector<2x3xi64> to vector<2x3xindex>
  vector.print %10 : vector<2x3xf32>
  vector.print %11 : vector<2x3xindex>
  %12 = arith.sitofp %a : vector<2x3xi64> to vector<2x3xf32>
  vector.print %12 : vector<2x3xf32>
  %13 = arith.fptosi %f : vector<2x3xf32> to vector<2x3xi64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %13 : vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi64>, vector<2x3xi1>, vector<2x3xi64>, vector<2x3xi64>
}
func.func @p(%a : i64) {
  vector.print %a : i64
  %c = arith.constant 7 : i64
  %s = arith.addi %c, %c : i64
  vector.print %s : i64
  return
}
func.func private @ext(i64) -> i64
func.func @q(%a : i64, %b : i64) -> i64 {
  %0 = func.call @ext(%a) : (i64) -> i64
  %1 = arith.minui %0, %b : i64
  %2 = arith.maxui %1, %b : i64
  %3 = arith.minsi %2, %b : i64
  return %3 : i64
}

// CHECK-LABEL: func.func @v(%arg0: vector<2x3x2xi32>, %arg1: vector<2x3x2xi32>, %arg2: vector<2x3xi1>, %arg3: vector<2x3xf32>, %arg4: vector<2x3xindex>, %arg5: vector<2x3xi8>) -> (vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3xi1>, vector<2x3x2xi32>, vector<2x3x2xi32>) {
// CHECK-NEXT: %cst = arith.constant dense<{{\[\[}}[1, 0], [2, 0], [3, 0]], {{\[\[}}-4, -1], [5, 0], [6, 0]]]> : vector<2x3x2xi32>
// CHECK-NEXT: %0 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %1 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %2 = vector.extract_strided_slice %cst {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %3 = vector.extract_strided_slice %cst {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %4 = arith.subi %0, %2 : vector<2x3x1xi32>
// CHECK-NEXT: %5 = arith.cmpi ult, %0, %2 : vector<2x3x1xi32>
// CHECK-NEXT: %6 = arith.extui %5 : vector<2x3x1xi1> to vector<2x3x1xi32>
// CHECK-NEXT: %7 = arith.subi %1, %6 : vector<2x3x1xi32>
// CHECK-NEXT: %8 = arith.subi %7, %3 : vector<2x3x1xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %9 = vector.insert_strided_slice %4, %cst_0 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %10 = vector.insert_strided_slice %8, %9 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %11 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %12 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %13 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %14 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %low, %high = arith.mului_extended %11, %13 : vector<2x3x1xi32>
// CHECK-NEXT: %15 = arith.muli %11, %14 : vector<2x3x1xi32>
// CHECK-NEXT: %16 = arith.muli %12, %13 : vector<2x3x1xi32>
// CHECK-NEXT: %17 = arith.addi %high, %15 : vector<2x3x1xi32>
// CHECK-NEXT: %18 = arith.addi %17, %16 : vector<2x3x1xi32>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %19 = vector.insert_strided_slice %low, %cst_1 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %20 = vector.insert_strided_slice %18, %19 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %21 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %22 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %23 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_2 = arith.constant dense<0> : vector<2x3x1xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<32> : vector<2x3x1xi32>
// CHECK-NEXT: %24 = arith.cmpi uge, %23, %cst_3 : vector<2x3x1xi32>
// CHECK-NEXT: %25 = arith.shli %21, %23 : vector<2x3x1xi32>
// CHECK-NEXT: %26 = arith.select %24, %cst_2, %25 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %27 = arith.select %24, %cst_3, %23 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %28 = arith.subi %cst_3, %27 : vector<2x3x1xi32>
// CHECK-NEXT: %29 = arith.shrui %21, %28 : vector<2x3x1xi32>
// CHECK-NEXT: %30 = arith.subi %23, %cst_3 : vector<2x3x1xi32>
// CHECK-NEXT: %31 = arith.shli %21, %30 : vector<2x3x1xi32>
// CHECK-NEXT: %32 = arith.shli %22, %23 : vector<2x3x1xi32>
// CHECK-NEXT: %33 = arith.select %24, %cst_2, %32 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %34 = arith.select %24, %31, %29 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %35 = arith.ori %34, %33 : vector<2x3x1xi32>
// CHECK-NEXT: %cst_4 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %36 = vector.insert_strided_slice %26, %cst_4 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %37 = vector.insert_strided_slice %35, %36 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %38 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %39 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %40 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_5 = arith.constant dense<0> : vector<2x3x1xi32>
// CHECK-NEXT: %cst_6 = arith.constant dense<32> : vector<2x3x1xi32>
// CHECK-NEXT: %41 = arith.cmpi uge, %40, %cst_6 : vector<2x3x1xi32>
// CHECK-NEXT: %42 = arith.shrui %38, %40 : vector<2x3x1xi32>
// CHECK-NEXT: %43 = arith.select %41, %cst_5, %42 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %44 = arith.shrui %39, %40 : vector<2x3x1xi32>
// CHECK-NEXT: %45 = arith.select %41, %cst_5, %44 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %46 = arith.select %41, %cst_6, %40 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %47 = arith.subi %cst_6, %46 : vector<2x3x1xi32>
// CHECK-NEXT: %48 = arith.shli %39, %47 : vector<2x3x1xi32>
// CHECK-NEXT: %49 = arith.subi %40, %cst_6 : vector<2x3x1xi32>
// CHECK-NEXT: %50 = arith.shrui %39, %49 : vector<2x3x1xi32>
// CHECK-NEXT: %51 = arith.select %41, %50, %48 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %52 = arith.ori %43, %51 : vector<2x3x1xi32>
// CHECK-NEXT: %cst_7 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %53 = vector.insert_strided_slice %52, %cst_7 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %54 = vector.insert_strided_slice %45, %53 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %55 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %56 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_8 = arith.constant dense<0> : vector<2x3x1xi32>
// CHECK-NEXT: %57 = arith.cmpi slt, %55, %cst_8 : vector<2x3x1xi32>
// CHECK-NEXT: %58 = vector.shape_cast %57 : vector<2x3x1xi1> to vector<2x3xi1>
// CHECK-NEXT: %59 = vector.shape_cast %58 : vector<2x3xi1> to vector<2x3x1xi1>
// CHECK-NEXT: %60 = arith.extsi %59 : vector<2x3x1xi1> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_9 = arith.constant dense<0> : vector<2x3x1xi32>
// CHECK-NEXT: %61 = arith.cmpi slt, %60, %cst_9 : vector<2x3x1xi32>
// CHECK-NEXT: %62 = arith.extsi %61 : vector<2x3x1xi1> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_10 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %63 = vector.insert_strided_slice %60, %cst_10 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %64 = vector.insert_strided_slice %62, %63 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %cst_11 = arith.constant dense<64> : vector<2x3x1xi32>
// CHECK-NEXT: %65 = arith.subi %cst_11, %56 : vector<2x3x1xi32>
// CHECK-NEXT: %66 = vector.shape_cast %65 : vector<2x3x1xi32> to vector<2x3xi32>
// CHECK-NEXT: %67 = vector.shape_cast %66 : vector<2x3xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_12 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %68 = vector.insert_strided_slice %67, %cst_12 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %69 = vector.extract_strided_slice %64 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %70 = vector.extract_strided_slice %64 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %71 = vector.extract_strided_slice %68 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_13 = arith.constant dense<0> : vector<2x3x1xi32>
// CHECK-NEXT: %cst_14 = arith.constant dense<32> : vector<2x3x1xi32>
// CHECK-NEXT: %72 = arith.cmpi uge, %71, %cst_14 : vector<2x3x1xi32>
// CHECK-NEXT: %73 = arith.shli %69, %71 : vector<2x3x1xi32>
// CHECK-NEXT: %74 = arith.select %72, %cst_13, %73 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %75 = arith.select %72, %cst_14, %71 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %76 = arith.subi %cst_14, %75 : vector<2x3x1xi32>
// CHECK-NEXT: %77 = arith.shrui %69, %76 : vector<2x3x1xi32>
// CHECK-NEXT: %78 = arith.subi %71, %cst_14 : vector<2x3x1xi32>
// CHECK-NEXT: %79 = arith.shli %69, %78 : vector<2x3x1xi32>
// CHECK-NEXT: %80 = arith.shli %70, %71 : vector<2x3x1xi32>
// CHECK-NEXT: %81 = arith.select %72, %cst_13, %80 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %82 = arith.select %72, %79, %77 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %83 = arith.ori %82, %81 : vector<2x3x1xi32>
// CHECK-NEXT: %cst_15 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %84 = vector.insert_strided_slice %74, %cst_15 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %85 = vector.insert_strided_slice %83, %84 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %86 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %87 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %88 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_16 = arith.constant dense<0> : vector<2x3x1xi32>
// CHECK-NEXT: %cst_17 = arith.constant dense<32> : vector<2x3x1xi32>
// CHECK-NEXT: %89 = arith.cmpi uge, %88, %cst_17 : vector<2x3x1xi32>
// CHECK-NEXT: %90 = arith.shrui %86, %88 : vector<2x3x1xi32>
// CHECK-NEXT: %91 = arith.select %89, %cst_16, %90 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %92 = arith.shrui %87, %88 : vector<2x3x1xi32>
// CHECK-NEXT: %93 = arith.select %89, %cst_16, %92 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %94 = arith.select %89, %cst_17, %88 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %95 = arith.subi %cst_17, %94 : vector<2x3x1xi32>
// CHECK-NEXT: %96 = arith.shli %87, %95 : vector<2x3x1xi32>
// CHECK-NEXT: %97 = arith.subi %88, %cst_17 : vector<2x3x1xi32>
// CHECK-NEXT: %98 = arith.shrui %87, %97 : vector<2x3x1xi32>
// CHECK-NEXT: %99 = arith.select %89, %98, %96 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %100 = arith.ori %91, %99 : vector<2x3x1xi32>
// CHECK-NEXT: %cst_18 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %101 = vector.insert_strided_slice %100, %cst_18 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %102 = vector.insert_strided_slice %93, %101 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %103 = vector.extract_strided_slice %102 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %104 = vector.extract_strided_slice %102 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %105 = vector.extract_strided_slice %85 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %106 = vector.extract_strided_slice %85 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %107 = arith.ori %103, %105 : vector<2x3x1xi32>
// CHECK-NEXT: %108 = arith.ori %104, %106 : vector<2x3x1xi32>
// CHECK-NEXT: %cst_19 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %109 = vector.insert_strided_slice %107, %cst_19 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %110 = vector.insert_strided_slice %108, %109 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %111 = arith.cmpi eq, %56, %cst_8 : vector<2x3x1xi32>
// CHECK-NEXT: %112 = vector.shape_cast %111 : vector<2x3x1xi1> to vector<2x3xi1>
// CHECK-NEXT: %113 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %114 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %115 = vector.extract_strided_slice %110 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %116 = vector.extract_strided_slice %110 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %117 = vector.shape_cast %112 : vector<2x3xi1> to vector<2x3x1xi1>
// CHECK-NEXT: %118 = arith.select %117, %113, %115 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %119 = arith.select %117, %114, %116 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %cst_20 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %120 = vector.insert_strided_slice %118, %cst_20 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %121 = vector.insert_strided_slice %119, %120 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %122 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %123 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %124 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %125 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %126 = arith.cmpi ugt, %122, %124 : vector<2x3x1xi32>
// CHECK-NEXT: %127 = arith.cmpi sgt, %123, %125 : vector<2x3x1xi32>
// CHECK-NEXT: %128 = arith.cmpi eq, %123, %125 : vector<2x3x1xi32>
// CHECK-NEXT: %129 = arith.select %128, %126, %127 : vector<2x3x1xi1>, vector<2x3x1xi1>
// CHECK-NEXT: %130 = vector.shape_cast %129 : vector<2x3x1xi1> to vector<2x3xi1>
// CHECK-NEXT: %131 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %132 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %133 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %134 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %135 = vector.shape_cast %130 : vector<2x3xi1> to vector<2x3x1xi1>
// CHECK-NEXT: %136 = arith.select %135, %131, %133 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %137 = arith.select %135, %132, %134 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %cst_21 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %138 = vector.insert_strided_slice %136, %cst_21 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %139 = vector.insert_strided_slice %137, %138 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %140 = vector.shape_cast %arg5 : vector<2x3xi8> to vector<2x3x1xi8>
// CHECK-NEXT: %141 = arith.extui %140 : vector<2x3x1xi8> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_22 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %142 = vector.insert_strided_slice %141, %cst_22 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %143 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %144 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %145 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %146 = vector.extract_strided_slice %arg1 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %147 = arith.cmpi uge, %143, %145 : vector<2x3x1xi32>
// CHECK-NEXT: %148 = arith.cmpi sge, %144, %146 : vector<2x3x1xi32>
// CHECK-NEXT: %149 = arith.cmpi eq, %144, %146 : vector<2x3x1xi32>
// CHECK-NEXT: %150 = arith.select %149, %147, %148 : vector<2x3x1xi1>, vector<2x3x1xi1>
// CHECK-NEXT: %151 = vector.shape_cast %150 : vector<2x3x1xi1> to vector<2x3xi1>
// CHECK-NEXT: %cst_23 = arith.constant dense<4.2949673E+9> : vector<2x3xf32>
// CHECK-NEXT: %152 = arith.divf %arg3, %cst_23 : vector<2x3xf32>
// CHECK-NEXT: %153 = arith.fptoui %152 : vector<2x3xf32> to vector<2x3xi32>
// CHECK-NEXT: %154 = arith.remf %arg3, %cst_23 : vector<2x3xf32>
// CHECK-NEXT: %155 = arith.fptoui %154 : vector<2x3xf32> to vector<2x3xi32>
// CHECK-NEXT: %156 = vector.shape_cast %153 : vector<2x3xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %157 = vector.shape_cast %155 : vector<2x3xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_24 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %158 = vector.insert_strided_slice %157, %cst_24 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %159 = vector.insert_strided_slice %156, %158 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %160 = arith.index_cast %arg4 : vector<2x3xindex> to vector<2x3xi32>
// CHECK-NEXT: %161 = vector.shape_cast %160 : vector<2x3xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_25 = arith.constant dense<0> : vector<2x3x1xi32>
// CHECK-NEXT: %162 = arith.cmpi slt, %161, %cst_25 : vector<2x3x1xi32>
// CHECK-NEXT: %163 = arith.extsi %162 : vector<2x3x1xi1> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_26 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %164 = vector.insert_strided_slice %161, %cst_26 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %165 = vector.insert_strided_slice %163, %164 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %166 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %167 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %168 = vector.shape_cast %166 : vector<2x3x1xi32> to vector<2x3xi32>
// CHECK-NEXT: %169 = vector.shape_cast %167 : vector<2x3x1xi32> to vector<2x3xi32>
// CHECK-NEXT: %cst_27 = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT: %170 = arith.cmpi eq, %169, %cst_27 : vector<2x3xi32>
// CHECK-NEXT: %171 = arith.uitofp %168 : vector<2x3xi32> to vector<2x3xf32>
// CHECK-NEXT: %172 = arith.uitofp %169 : vector<2x3xi32> to vector<2x3xf32>
// CHECK-NEXT: %cst_28 = arith.constant dense<4.2949673E+9> : vector<2x3xf32>
// CHECK-NEXT: %173 = arith.mulf %172, %cst_28 : vector<2x3xf32>
// CHECK-NEXT: %174 = arith.addf %171, %173 : vector<2x3xf32>
// CHECK-NEXT: %175 = arith.select %170, %171, %174 : vector<2x3xi1>, vector<2x3xf32>
// CHECK-NEXT: %176 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %177 = vector.shape_cast %176 : vector<2x3x1xi32> to vector<2x3xi32>
// CHECK-NEXT: %178 = arith.index_castui %177 : vector<2x3xi32> to vector<2x3xindex>
// CHECK-NEXT: vector.print %175 : vector<2x3xf32>
// CHECK-NEXT: vector.print %178 : vector<2x3xindex>
// CHECK-NEXT: %cst_29 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %179 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %180 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %181 = vector.extract_strided_slice %cst_29 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %182 = vector.extract_strided_slice %cst_29 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %183 = arith.cmpi ult, %179, %181 : vector<2x3x1xi32>
// CHECK-NEXT: %184 = arith.cmpi slt, %180, %182 : vector<2x3x1xi32>
// CHECK-NEXT: %185 = arith.cmpi eq, %180, %182 : vector<2x3x1xi32>
// CHECK-NEXT: %186 = arith.select %185, %183, %184 : vector<2x3x1xi1>, vector<2x3x1xi1>
// CHECK-NEXT: %187 = vector.shape_cast %186 : vector<2x3x1xi1> to vector<2x3xi1>
// CHECK-NEXT: %188 = vector.extract_strided_slice %cst_29 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %189 = vector.extract_strided_slice %cst_29 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %190 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %191 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %192 = arith.subi %188, %190 : vector<2x3x1xi32>
// CHECK-NEXT: %193 = arith.cmpi ult, %188, %190 : vector<2x3x1xi32>
// CHECK-NEXT: %194 = arith.extui %193 : vector<2x3x1xi1> to vector<2x3x1xi32>
// CHECK-NEXT: %195 = arith.subi %189, %194 : vector<2x3x1xi32>
// CHECK-NEXT: %196 = arith.subi %195, %191 : vector<2x3x1xi32>
// CHECK-NEXT: %cst_30 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %197 = vector.insert_strided_slice %192, %cst_30 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %198 = vector.insert_strided_slice %196, %197 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %199 = vector.extract_strided_slice %198 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %200 = vector.extract_strided_slice %198 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %201 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %202 = vector.extract_strided_slice %arg0 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %203 = vector.shape_cast %187 : vector<2x3xi1> to vector<2x3x1xi1>
// CHECK-NEXT: %204 = arith.select %203, %199, %201 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %205 = arith.select %203, %200, %202 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %cst_31 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %206 = vector.insert_strided_slice %204, %cst_31 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %207 = vector.insert_strided_slice %205, %206 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %208 = vector.extract_strided_slice %207 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %209 = vector.extract_strided_slice %207 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %210 = vector.shape_cast %208 : vector<2x3x1xi32> to vector<2x3xi32>
// CHECK-NEXT: %211 = vector.shape_cast %209 : vector<2x3x1xi32> to vector<2x3xi32>
// CHECK-NEXT: %cst_32 = arith.constant dense<0> : vector<2x3xi32>
// CHECK-NEXT: %212 = arith.cmpi eq, %211, %cst_32 : vector<2x3xi32>
// CHECK-NEXT: %213 = arith.uitofp %210 : vector<2x3xi32> to vector<2x3xf32>
// CHECK-NEXT: %214 = arith.uitofp %211 : vector<2x3xi32> to vector<2x3xf32>
// CHECK-NEXT: %cst_33 = arith.constant dense<4.2949673E+9> : vector<2x3xf32>
// CHECK-NEXT: %215 = arith.mulf %214, %cst_33 : vector<2x3xf32>
// CHECK-NEXT: %216 = arith.addf %213, %215 : vector<2x3xf32>
// CHECK-NEXT: %217 = arith.select %212, %213, %216 : vector<2x3xi1>, vector<2x3xf32>
// CHECK-NEXT: %218 = arith.negf %217 : vector<2x3xf32>
// CHECK-NEXT: %219 = arith.select %187, %218, %217 : vector<2x3xi1>, vector<2x3xf32>
// CHECK-NEXT: vector.print %219 : vector<2x3xf32>
// CHECK-NEXT: %cst_34 = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %cst_35 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %220 = arith.cmpf olt, %arg3, %cst_34 : vector<2x3xf32>
// CHECK-NEXT: %221 = arith.negf %arg3 : vector<2x3xf32>
// CHECK-NEXT: %222 = arith.select %220, %221, %arg3 : vector<2x3xi1>, vector<2x3xf32>
// CHECK-NEXT: %cst_36 = arith.constant dense<4.2949673E+9> : vector<2x3xf32>
// CHECK-NEXT: %223 = arith.divf %222, %cst_36 : vector<2x3xf32>
// CHECK-NEXT: %224 = arith.fptoui %223 : vector<2x3xf32> to vector<2x3xi32>
// CHECK-NEXT: %225 = arith.remf %222, %cst_36 : vector<2x3xf32>
// CHECK-NEXT: %226 = arith.fptoui %225 : vector<2x3xf32> to vector<2x3xi32>
// CHECK-NEXT: %227 = vector.shape_cast %224 : vector<2x3xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %228 = vector.shape_cast %226 : vector<2x3xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %cst_37 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %229 = vector.insert_strided_slice %228, %cst_37 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %230 = vector.insert_strided_slice %227, %229 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %231 = vector.extract_strided_slice %cst_35 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %232 = vector.extract_strided_slice %cst_35 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %233 = vector.extract_strided_slice %230 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %234 = vector.extract_strided_slice %230 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %235 = arith.subi %231, %233 : vector<2x3x1xi32>
// CHECK-NEXT: %236 = arith.cmpi ult, %231, %233 : vector<2x3x1xi32>
// CHECK-NEXT: %237 = arith.extui %236 : vector<2x3x1xi1> to vector<2x3x1xi32>
// CHECK-NEXT: %238 = arith.subi %232, %237 : vector<2x3x1xi32>
// CHECK-NEXT: %239 = arith.subi %238, %234 : vector<2x3x1xi32>
// CHECK-NEXT: %cst_38 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %240 = vector.insert_strided_slice %235, %cst_38 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %241 = vector.insert_strided_slice %239, %240 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %242 = vector.extract_strided_slice %241 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %243 = vector.extract_strided_slice %241 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %244 = vector.extract_strided_slice %230 {offsets = [0, 0, 0], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %245 = vector.extract_strided_slice %230 {offsets = [0, 0, 1], sizes = [2, 3, 1], strides = [1, 1, 1]} : vector<2x3x2xi32> to vector<2x3x1xi32>
// CHECK-NEXT: %246 = vector.shape_cast %220 : vector<2x3xi1> to vector<2x3x1xi1>
// CHECK-NEXT: %247 = arith.select %246, %242, %244 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %248 = arith.select %246, %243, %245 : vector<2x3x1xi1>, vector<2x3x1xi32>
// CHECK-NEXT: %cst_39 = arith.constant dense<0> : vector<2x3x2xi32>
// CHECK-NEXT: %249 = vector.insert_strided_slice %247, %cst_39 {offsets = [0, 0, 0], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: %250 = vector.insert_strided_slice %248, %249 {offsets = [0, 0, 1], strides = [1, 1, 1]} : vector<2x3x1xi32> into vector<2x3x2xi32>
// CHECK-NEXT: return %10, %20, %37, %54, %121, %139, %142, %151, %159, %250 : vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3x2xi32>, vector<2x3xi1>, vector<2x3x2xi32>, vector<2x3x2xi32>
// CHECK-LABEL: func.func @p(%arg0: vector<2xi32>) {
// CHECK-NEXT: vector.print %arg0 : vector<2xi32>
// CHECK-NEXT: %cst = arith.constant dense<[7, 0]> : vector<2xi32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[14, 0]> : vector<2xi32>
// CHECK-NEXT: vector.print %cst_0 : vector<2xi32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func private @ext(vector<2xi32>) -> vector<2xi32>
// CHECK-LABEL: func.func @q(%arg0: vector<2xi32>, %arg1: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT: %0 = call @ext(%arg0) : (vector<2xi32>) -> vector<2xi32>
// CHECK-NEXT: %1 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %2 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %3 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %4 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %5 = arith.cmpi ult, %1, %3 : i32
// CHECK-NEXT: %6 = arith.cmpi ult, %2, %4 : i32
// CHECK-NEXT: %7 = arith.cmpi eq, %2, %4 : i32
// CHECK-NEXT: %8 = arith.select %7, %5, %6 : i1
// CHECK-NEXT: %9 = vector.extract %0[0] : i32 from vector<2xi32>
// CHECK-NEXT: %10 = vector.extract %0[1] : i32 from vector<2xi32>
// CHECK-NEXT: %11 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %12 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %13 = arith.select %8, %9, %11 : i32
// CHECK-NEXT: %14 = arith.select %8, %10, %12 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %15 = vector.insert %13, %cst [0] : i32 into vector<2xi32>
// CHECK-NEXT: %16 = vector.insert %14, %15 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %17 = vector.extract %16[0] : i32 from vector<2xi32>
// CHECK-NEXT: %18 = vector.extract %16[1] : i32 from vector<2xi32>
// CHECK-NEXT: %19 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %20 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %21 = arith.cmpi ugt, %17, %19 : i32
// CHECK-NEXT: %22 = arith.cmpi ugt, %18, %20 : i32
// CHECK-NEXT: %23 = arith.cmpi eq, %18, %20 : i32
// CHECK-NEXT: %24 = arith.select %23, %21, %22 : i1
// CHECK-NEXT: %25 = vector.extract %16[0] : i32 from vector<2xi32>
// CHECK-NEXT: %26 = vector.extract %16[1] : i32 from vector<2xi32>
// CHECK-NEXT: %27 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %28 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %29 = arith.select %24, %25, %27 : i32
// CHECK-NEXT: %30 = arith.select %24, %26, %28 : i32
// CHECK-NEXT: %cst_0 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %31 = vector.insert %29, %cst_0 [0] : i32 into vector<2xi32>
// CHECK-NEXT: %32 = vector.insert %30, %31 [1] : i32 into vector<2xi32>
// CHECK-NEXT: %33 = vector.extract %32[0] : i32 from vector<2xi32>
// CHECK-NEXT: %34 = vector.extract %32[1] : i32 from vector<2xi32>
// CHECK-NEXT: %35 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %36 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %37 = arith.cmpi ult, %33, %35 : i32
// CHECK-NEXT: %38 = arith.cmpi slt, %34, %36 : i32
// CHECK-NEXT: %39 = arith.cmpi eq, %34, %36 : i32
// CHECK-NEXT: %40 = arith.select %39, %37, %38 : i1
// CHECK-NEXT: %41 = vector.extract %32[0] : i32 from vector<2xi32>
// CHECK-NEXT: %42 = vector.extract %32[1] : i32 from vector<2xi32>
// CHECK-NEXT: %43 = vector.extract %arg1[0] : i32 from vector<2xi32>
// CHECK-NEXT: %44 = vector.extract %arg1[1] : i32 from vector<2xi32>
// CHECK-NEXT: %45 = arith.select %40, %41, %43 : i32
// CHECK-NEXT: %46 = arith.select %40, %42, %44 : i32
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<2xi32>
// CHECK-NEXT: %47 = vector.insert %45, %cst_1 [0] : i32 into vector<2xi32>
// CHECK-NEXT: %48 = vector.insert %46, %47 [1] : i32 into vector<2xi32>
// CHECK-NEXT: return %48 : vector<2xi32>
