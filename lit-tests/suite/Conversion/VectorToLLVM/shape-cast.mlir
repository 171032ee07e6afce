// vector.shape_cast lowers before the conversion as mlir-opt 22 lowers it: the data moves in slices
// whose leading size is the gcd of the first differing dimensions (extract, strided slices, insert,
// which become shuffles and extract/insertvalue), leading unit dimensions are one extract and one
// insert, a gcd of 1 moves single elements or rows, and whole n-D slices of the source
// going straight into the result move slices of the common suffix.
// RUN: jopt %s -convert-vector-to-llvm | jfilecheck %s


func.func @flatten(%a: vector<2x4xf32>) -> vector<8xf32> {
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  return %0 : vector<8xf32>
}
func.func @unflatten(%a: vector<8xf32>) -> vector<2x4xf32> {
  %0 = vector.shape_cast %a : vector<8xf32> to vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
func.func @regroup(%a: vector<2x6xi32>) -> vector<3x4xi32> {
  %0 = vector.shape_cast %a : vector<2x6xi32> to vector<3x4xi32>
  return %0 : vector<3x4xi32>
}
func.func @regroup_back(%a: vector<3x4xi32>) -> vector<2x6xi32> {
  %0 = vector.shape_cast %a : vector<3x4xi32> to vector<2x6xi32>
  return %0 : vector<2x6xi32>
}
func.func @drop_unit(%a: vector<1x4xf32>) -> vector<4xf32> {
  %0 = vector.shape_cast %a : vector<1x4xf32> to vector<4xf32>
  return %0 : vector<4xf32>
}
func.func @add_unit(%a: vector<4xf32>) -> vector<1x1x4xf32> {
  %0 = vector.shape_cast %a : vector<4xf32> to vector<1x1x4xf32>
  return %0 : vector<1x1x4xf32>
}
func.func @gcd_one(%a: vector<3x5xi16>) -> vector<5x3xi16> {
  %0 = vector.shape_cast %a : vector<3x5xi16> to vector<5x3xi16>
  return %0 : vector<5x3xi16>
}
func.func @deep(%a: vector<2x2x2xi8>) -> vector<8xi8> {
  %0 = vector.shape_cast %a : vector<2x2x2xi8> to vector<8xi8>
  return %0 : vector<8xi8>
}
func.func @nd_slices(%a: vector<2x3x4xf32>) -> vector<6x4xf32> {
  %0 = vector.shape_cast %a : vector<2x3x4xf32> to vector<6x4xf32>
  return %0 : vector<6x4xf32>
}
func.func @nd_slices_deep(%a: vector<2x2x3x4xi32>) -> vector<4x3x4xi32> {
  %0 = vector.shape_cast %a : vector<2x2x3x4xi32> to vector<4x3x4xi32>
  return %0 : vector<4x3x4xi32>
}

// CHECK-LABEL: func.func @flatten(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = ub.poison : vector<8xf32>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %2 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %4 = llvm.shufflevector %3, %1 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: return %7 : vector<8xf32>
// CHECK-LABEL: func.func @unflatten(
// CHECK-NEXT: %0 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.shufflevector %arg0, %arg0 [0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.shufflevector %arg0, %arg0 [4, 5, 6, 7] : vector<8xf32>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %6 : vector<2x4xf32>
// CHECK-LABEL: func.func @regroup(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x6xi32> to !llvm.array<2 x vector<6xi32>>
// CHECK-NEXT: %1 = ub.poison : vector<3x4xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<3x4xi32> to !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %3 = ub.poison : vector<4xi32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<6xi32>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1] : vector<6xi32>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %3 [0, 1, 6, 7] : vector<4xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %4, %4 [2, 3] : vector<6xi32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %7 [4, 5, 0, 1] : vector<4xi32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %2[0] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %12 = llvm.shufflevector %4, %4 [4, 5] : vector<6xi32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %3 [0, 1, 6, 7] : vector<4xi32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<6xi32>>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %15 [0, 1] : vector<6xi32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %16 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %18 = llvm.shufflevector %17, %14 [4, 5, 0, 1] : vector<4xi32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %11[1] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %20 = llvm.shufflevector %15, %15 [2, 3] : vector<6xi32>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %20 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %3 [0, 1, 6, 7] : vector<4xi32>
// CHECK-NEXT: %23 = llvm.shufflevector %15, %15 [4, 5] : vector<6xi32>
// CHECK-NEXT: %24 = llvm.shufflevector %23, %23 [0, 1, 0, 0] : vector<2xi32>
// CHECK-NEXT: %25 = llvm.shufflevector %24, %22 [4, 5, 0, 1] : vector<4xi32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %19[2] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<3 x vector<4xi32>> to vector<3x4xi32>
// CHECK-NEXT: return %27 : vector<3x4xi32>
// CHECK-LABEL: func.func @regroup_back(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x4xi32> to !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %1 = ub.poison : vector<2x6xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x6xi32> to !llvm.array<2 x vector<6xi32>>
// CHECK-NEXT: %3 = ub.poison : vector<6xi32>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [0, 1] : vector<4xi32>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %3 [0, 1, 8, 9, 10, 11] : vector<6xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %4, %4 [2, 3] : vector<4xi32>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %7 [6, 7, 0, 1, 10, 11] : vector<6xi32>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %11 [0, 1] : vector<4xi32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %12 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %10 [6, 7, 8, 9, 0, 1] : vector<6xi32>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %2[0] : !llvm.array<2 x vector<6xi32>>
// CHECK-NEXT: %16 = llvm.shufflevector %11, %11 [2, 3] : vector<4xi32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %16 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %18 = llvm.shufflevector %17, %3 [0, 1, 8, 9, 10, 11] : vector<6xi32>
// CHECK-NEXT: %19 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %19 [0, 1] : vector<4xi32>
// CHECK-NEXT: %21 = llvm.shufflevector %20, %20 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %18 [6, 7, 0, 1, 10, 11] : vector<6xi32>
// CHECK-NEXT: %23 = llvm.shufflevector %19, %19 [2, 3] : vector<4xi32>
// CHECK-NEXT: %24 = llvm.shufflevector %23, %23 [0, 1, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %25 = llvm.shufflevector %24, %22 [6, 7, 8, 9, 0, 1] : vector<6xi32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %15[1] : !llvm.array<2 x vector<6xi32>>
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.array<2 x vector<6xi32>> to vector<2x6xi32>
// CHECK-NEXT: return %27 : vector<2x6xi32>
// CHECK-LABEL: func.func @drop_unit(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: return %1 : vector<4xf32>
// CHECK-LABEL: func.func @add_unit(
// CHECK-NEXT: %0 = ub.poison : vector<1x1x4xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : vector<1x1x4xf32> to !llvm.array<1 x array<1 x vector<4xf32>>>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0, 0] : !llvm.array<1 x array<1 x vector<4xf32>>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<1 x array<1 x vector<4xf32>>> to vector<1x1x4xf32>
// CHECK-NEXT: return %3 : vector<1x1x4xf32>
// CHECK-LABEL: func.func @gcd_one(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x5xi16> to !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %1 = ub.poison : vector<5x3xi16>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<5x3xi16> to !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<5xi16>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<3xi16>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<5xi16>
// CHECK-NEXT: %13 = llvm.extractvalue %9[0] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<3xi16>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[0] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<5xi16>
// CHECK-NEXT: %20 = llvm.extractvalue %16[0] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %21 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<3xi16>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[0] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %25 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<5xi16>
// CHECK-NEXT: %27 = llvm.extractvalue %23[1] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<3xi16>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[1] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %31 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %32 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<5xi16>
// CHECK-NEXT: %34 = llvm.extractvalue %30[1] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<3xi16>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %30[1] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %38 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %39 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<5xi16>
// CHECK-NEXT: %41 = llvm.extractvalue %37[1] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %42 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<3xi16>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %37[1] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %45 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %47 = llvm.extractelement %45[%46 : i64] : vector<5xi16>
// CHECK-NEXT: %48 = llvm.extractvalue %44[2] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %49 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %50 = llvm.insertelement %47, %48[%49 : i64] : vector<3xi16>
// CHECK-NEXT: %51 = llvm.insertvalue %50, %44[2] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %52 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %53 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %54 = llvm.extractelement %52[%53 : i64] : vector<5xi16>
// CHECK-NEXT: %55 = llvm.extractvalue %51[2] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %56 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %57 = llvm.insertelement %54, %55[%56 : i64] : vector<3xi16>
// CHECK-NEXT: %58 = llvm.insertvalue %57, %51[2] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %59 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %60 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %61 = llvm.extractelement %59[%60 : i64] : vector<5xi16>
// CHECK-NEXT: %62 = llvm.extractvalue %58[2] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %63 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %64 = llvm.insertelement %61, %62[%63 : i64] : vector<3xi16>
// CHECK-NEXT: %65 = llvm.insertvalue %64, %58[2] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %66 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %67 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %68 = llvm.extractelement %66[%67 : i64] : vector<5xi16>
// CHECK-NEXT: %69 = llvm.extractvalue %65[3] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %70 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %71 = llvm.insertelement %68, %69[%70 : i64] : vector<3xi16>
// CHECK-NEXT: %72 = llvm.insertvalue %71, %65[3] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %73 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %74 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %75 = llvm.extractelement %73[%74 : i64] : vector<5xi16>
// CHECK-NEXT: %76 = llvm.extractvalue %72[3] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %77 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %78 = llvm.insertelement %75, %76[%77 : i64] : vector<3xi16>
// CHECK-NEXT: %79 = llvm.insertvalue %78, %72[3] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %80 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %81 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %82 = llvm.extractelement %80[%81 : i64] : vector<5xi16>
// CHECK-NEXT: %83 = llvm.extractvalue %79[3] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %84 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %85 = llvm.insertelement %82, %83[%84 : i64] : vector<3xi16>
// CHECK-NEXT: %86 = llvm.insertvalue %85, %79[3] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %87 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %88 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %89 = llvm.extractelement %87[%88 : i64] : vector<5xi16>
// CHECK-NEXT: %90 = llvm.extractvalue %86[4] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %91 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %92 = llvm.insertelement %89, %90[%91 : i64] : vector<3xi16>
// CHECK-NEXT: %93 = llvm.insertvalue %92, %86[4] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %94 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %95 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %96 = llvm.extractelement %94[%95 : i64] : vector<5xi16>
// CHECK-NEXT: %97 = llvm.extractvalue %93[4] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %98 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %99 = llvm.insertelement %96, %97[%98 : i64] : vector<3xi16>
// CHECK-NEXT: %100 = llvm.insertvalue %99, %93[4] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %101 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<5xi16>>
// CHECK-NEXT: %102 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: %103 = llvm.extractelement %101[%102 : i64] : vector<5xi16>
// CHECK-NEXT: %104 = llvm.extractvalue %100[4] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %105 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %106 = llvm.insertelement %103, %104[%105 : i64] : vector<3xi16>
// CHECK-NEXT: %107 = llvm.insertvalue %106, %100[4] : !llvm.array<5 x vector<3xi16>>
// CHECK-NEXT: %108 = builtin.unrealized_conversion_cast %107 : !llvm.array<5 x vector<3xi16>> to vector<5x3xi16>
// CHECK-NEXT: return %108 : vector<5x3xi16>
// CHECK-LABEL: func.func @deep(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x2xi8> to !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %1 = ub.poison : vector<8xi8>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %3 = llvm.shufflevector %2, %2 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %4 = llvm.shufflevector %3, %1 [0, 1, 10, 11, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %6 = llvm.shufflevector %5, %5 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %4 [8, 9, 0, 1, 12, 13, 14, 15] : vector<8xi8>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %9 = llvm.shufflevector %8, %8 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %7 [8, 9, 10, 11, 0, 1, 14, 15] : vector<8xi8>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<2xi8>>>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %11 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi8>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %10 [8, 9, 10, 11, 12, 13, 0, 1] : vector<8xi8>
// CHECK-NEXT: return %13 : vector<8xi8>
// CHECK-LABEL: func.func @nd_slices(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %1 = ub.poison : vector<6x4xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<6x4xf32> to !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[4] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %12[5] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<6 x vector<4xf32>> to vector<6x4xf32>
// CHECK-NEXT: return %15 : vector<6x4xf32>
// CHECK-LABEL: func.func @nd_slices_deep(
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x3x4xi32> to !llvm.array<2 x array<2 x array<3 x vector<4xi32>>>>
// CHECK-NEXT: %1 = ub.poison : vector<4x3x4xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<4x3x4xi32> to !llvm.array<4 x array<3 x vector<4xi32>>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x array<3 x vector<4xi32>>>>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[0] : !llvm.array<4 x array<3 x vector<4xi32>>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x array<3 x vector<4xi32>>>>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.array<4 x array<3 x vector<4xi32>>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x array<3 x vector<4xi32>>>>
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.array<4 x array<3 x vector<4xi32>>>
// CHECK-NEXT: %9 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x array<3 x vector<4xi32>>>>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %8[3] : !llvm.array<4 x array<3 x vector<4xi32>>>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : !llvm.array<4 x array<3 x vector<4xi32>>> to vector<4x3x4xi32>
// CHECK-NEXT: return %11 : vector<4x3x4xi32>
