// arith-expand: the ops LLVM cannot lower directly become plain arith; the bf16, f8E8M0FNU and
// f4E2M1FN casts only with their option.
// RUN: jopt %s -arith-expand | jfilecheck %s
// RUN: jopt %s -arith-expand=include-bf16 | jfilecheck %s --check-prefix=BF16
// RUN: jopt %s -arith-expand=include-f8e8m0=true | jfilecheck %s --check-prefix=F8
// RUN: jopt %s '-arith-expand=include-f4e2m1=1 include-bf16=0' | jfilecheck %s --check-prefix=F4

// CHECK-LABEL: func.func @divisions(%arg0: i32, %arg1: i32, %arg2: vector<4xi32>, %arg3: index) -> (i32, i32, i32, vector<4xi32>, index) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: %0 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %1 = arith.muli %0, %arg1 : i32
// CHECK-NEXT: %2 = arith.cmpi ne, %arg0, %1 : i32
// CHECK-NEXT: %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
// CHECK-NEXT: %4 = arith.cmpi slt, %arg1, %c0_i32 : i32
// CHECK-NEXT: %5 = arith.cmpi eq, %3, %4 : i1
// CHECK-NEXT: %6 = arith.andi %2, %5 : i1
// CHECK-NEXT: %7 = arith.addi %0, %c1_i32 : i32
// CHECK-NEXT: %8 = arith.select %6, %7, %0 : i32
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %9 = arith.cmpi eq, %arg0, %c0_i32_0 : i32
// CHECK-NEXT: %c1_i32_1 = arith.constant 1 : i32
// CHECK-NEXT: %10 = arith.subi %arg0, %c1_i32_1 : i32
// CHECK-NEXT: %11 = arith.divui %10, %arg1 : i32
// CHECK-NEXT: %12 = arith.addi %11, %c1_i32_1 : i32
// CHECK-NEXT: %13 = arith.select %9, %c0_i32_0, %12 : i32
// CHECK-NEXT: %14 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: %15 = arith.muli %14, %arg1 : i32
// CHECK-NEXT: %16 = arith.cmpi ne, %arg0, %15 : i32
// CHECK-NEXT: %c0_i32_2 = arith.constant 0 : i32
// CHECK-NEXT: %17 = arith.cmpi slt, %arg0, %c0_i32_2 : i32
// CHECK-NEXT: %18 = arith.cmpi slt, %arg1, %c0_i32_2 : i32
// CHECK-NEXT: %19 = arith.cmpi ne, %17, %18 : i1
// CHECK-NEXT: %20 = arith.andi %16, %19 : i1
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %21 = arith.addi %14, %c-1_i32 : i32
// CHECK-NEXT: %22 = arith.select %20, %21, %14 : i32
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<4xi32>
// CHECK-NEXT: %cst_3 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %23 = arith.divsi %arg2, %arg2 : vector<4xi32>
// CHECK-NEXT: %24 = arith.muli %23, %arg2 : vector<4xi32>
// CHECK-NEXT: %25 = arith.cmpi ne, %arg2, %24 : vector<4xi32>
// CHECK-NEXT: %26 = arith.cmpi slt, %arg2, %cst : vector<4xi32>
// CHECK-NEXT: %27 = arith.cmpi slt, %arg2, %cst : vector<4xi32>
// CHECK-NEXT: %28 = arith.cmpi eq, %26, %27 : vector<4xi1>
// CHECK-NEXT: %29 = arith.andi %25, %28 : vector<4xi1>
// CHECK-NEXT: %30 = arith.addi %23, %cst_3 : vector<4xi32>
// CHECK-NEXT: %31 = arith.select %29, %30, %23 : vector<4xi1>, vector<4xi32>
// CHECK-NEXT: %32 = arith.divsi %arg3, %arg3 : index
// CHECK-NEXT: %33 = arith.muli %32, %arg3 : index
// CHECK-NEXT: %34 = arith.cmpi ne, %arg3, %33 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %35 = arith.cmpi slt, %arg3, %c0 : index
// CHECK-NEXT: %36 = arith.cmpi slt, %arg3, %c0 : index
// CHECK-NEXT: %37 = arith.cmpi ne, %35, %36 : i1
// CHECK-NEXT: %38 = arith.andi %34, %37 : i1
// CHECK-NEXT: %c-1 = arith.constant -1 : index
// CHECK-NEXT: %39 = arith.addi %32, %c-1 : index
// CHECK-NEXT: %40 = arith.select %38, %39, %32 : index
// CHECK-NEXT: return %8, %13, %22, %31, %40 : i32, i32, i32, vector<4xi32>, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @max_min(%arg0: i8, %arg1: i8, %arg2: f32, %arg3: f32) -> (i8, i8, i8, i8, f32, f32, f32, f32) {
// CHECK-NEXT: %0 = arith.cmpi sgt, %arg0, %arg1 : i8
// CHECK-NEXT: %1 = arith.select %0, %arg0, %arg1 : i8
// CHECK-NEXT: %2 = arith.cmpi ugt, %arg0, %arg1 : i8
// CHECK-NEXT: %3 = arith.select %2, %arg0, %arg1 : i8
// CHECK-NEXT: %4 = arith.cmpi slt, %arg0, %arg1 : i8
// CHECK-NEXT: %5 = arith.select %4, %arg0, %arg1 : i8
// CHECK-NEXT: %6 = arith.cmpi ult, %arg0, %arg1 : i8
// CHECK-NEXT: %7 = arith.select %6, %arg0, %arg1 : i8
// CHECK-NEXT: %8 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT: %9 = arith.select %8, %arg2, %arg3 : f32
// CHECK-NEXT: %10 = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT: %11 = arith.select %10, %arg3, %9 : f32
// CHECK-NEXT: %12 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT: %13 = arith.select %12, %arg2, %arg3 : f32
// CHECK-NEXT: %14 = arith.cmpf uno, %arg3, %arg3 : f32
// CHECK-NEXT: %15 = arith.select %14, %arg3, %13 : f32
// CHECK-NEXT: %16 = arith.cmpf ugt, %arg2, %arg3 : f32
// CHECK-NEXT: %17 = arith.select %16, %arg2, %arg3 : f32
// CHECK-NEXT: %18 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT: %19 = arith.select %18, %arg3, %17 : f32
// CHECK-NEXT: %20 = arith.cmpf ult, %arg2, %arg3 : f32
// CHECK-NEXT: %21 = arith.select %20, %arg2, %arg3 : f32
// CHECK-NEXT: %22 = arith.cmpf uno, %arg2, %arg2 : f32
// CHECK-NEXT: %23 = arith.select %22, %arg3, %21 : f32
// CHECK-NEXT: return %1, %3, %5, %7, %11, %15, %19, %23 : i8, i8, i8, i8, f32, f32, f32, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @scaling(%arg0: f16, %arg1: f8E8M0FNU, %arg2: f32) -> (f32, f16) {
// CHECK-NEXT: %0 = arith.extf %arg1 fastmath<fast> : f8E8M0FNU to f32
// CHECK-NEXT: %1 = arith.extf %arg0 fastmath<fast> : f16 to f32
// CHECK-NEXT: %2 = arith.mulf %1, %0 fastmath<fast> : f32
// CHECK-NEXT: %3 = arith.truncf %arg2 : f32 to f8E8M0FNU
// CHECK-NEXT: %4 = arith.extf %3 : f8E8M0FNU to f32
// CHECK-NEXT: %5 = arith.divf %arg2, %4 : f32
// CHECK-NEXT: %6 = arith.truncf %5 to_nearest_even : f32 to f16
// CHECK-NEXT: return %2, %6 : f32, f16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bf16(%arg0: vector<2xbf16>, %arg1: f32) -> (vector<2xf32>, bf16) {
// CHECK-NEXT: %0 = arith.extf %arg0 : vector<2xbf16> to vector<2xf32>
// CHECK-NEXT: %1 = arith.truncf %arg1 : f32 to bf16
// CHECK-NEXT: return %0, %1 : vector<2xf32>, bf16
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f8e8m0(%arg0: f8E8M0FNU, %arg1: f64) -> (f16, f8E8M0FNU) {
// CHECK-NEXT: %0 = arith.extf %arg0 fastmath<nnan> : f8E8M0FNU to f16
// CHECK-NEXT: %1 = arith.truncf %arg1 : f64 to f8E8M0FNU
// CHECK-NEXT: return %0, %1 : f16, f8E8M0FNU
// CHECK-NEXT: }
// CHECK-LABEL: func.func @f4e2m1(%arg0: f4E2M1FN, %arg1: f16) -> (f32, f4E2M1FN) {
// CHECK-NEXT: %0 = arith.extf %arg0 : f4E2M1FN to f32
// CHECK-NEXT: %1 = arith.truncf %arg1 : f16 to f4E2M1FN
// CHECK-NEXT: return %0, %1 : f32, f4E2M1FN
// CHECK-NEXT: }
// CHECK-NEXT: }

// BF16-LABEL: func.func @bf16(%arg0: vector<2xbf16>, %arg1: f32) -> (vector<2xf32>, bf16) {
// BF16-NEXT: %0 = arith.bitcast %arg0 : vector<2xbf16> to vector<2xi16>
// BF16-NEXT: %1 = arith.extui %0 : vector<2xi16> to vector<2xi32>
// BF16-NEXT: %cst = arith.constant dense<16> : vector<2xi32>
// BF16-NEXT: %2 = arith.shli %1, %cst : vector<2xi32>
// BF16-NEXT: %3 = arith.bitcast %2 : vector<2xi32> to vector<2xf32>
// BF16-NEXT: %4 = arith.cmpf une, %arg1, %arg1 : f32
// BF16-NEXT: %c32767_i32 = arith.constant 32767 : i32
// BF16-NEXT: %c32704_i16 = arith.constant 32704 : i16
// BF16-NEXT: %c16_i32 = arith.constant 16 : i32
// BF16-NEXT: %c1_i32 = arith.constant 1 : i32
// BF16-NEXT: %5 = arith.bitcast %arg1 : f32 to i32
// BF16-NEXT: %6 = arith.shrui %5, %c16_i32 : i32
// BF16-NEXT: %7 = arith.andi %6, %c1_i32 : i32
// BF16-NEXT: %8 = arith.addi %7, %c32767_i32 : i32
// BF16-NEXT: %9 = arith.addi %5, %8 : i32
// BF16-NEXT: %10 = arith.shrui %9, %c16_i32 : i32
// BF16-NEXT: %11 = arith.trunci %10 : i32 to i16
// BF16-NEXT: %12 = arith.select %4, %c32704_i16, %11 : i16
// BF16-NEXT: %13 = arith.bitcast %12 : i16 to bf16
// BF16-NEXT: return %3, %13 : vector<2xf32>, bf16
// BF16-NEXT: }

// F8-LABEL: func.func @f8e8m0(%arg0: f8E8M0FNU, %arg1: f64) -> (f16, f8E8M0FNU) {
// F8-NEXT: %0 = arith.bitcast %arg0 : f8E8M0FNU to i8
// F8-NEXT: %c-1_i8 = arith.constant -1 : i8
// F8-NEXT: %c-1_i32 = arith.constant -1 : i32
// F8-NEXT: %c23_i32 = arith.constant 23 : i32
// F8-NEXT: %1 = arith.extui %0 : i8 to i32
// F8-NEXT: %2 = arith.shli %1, %c23_i32 : i32
// F8-NEXT: %3 = arith.cmpi eq, %0, %c-1_i8 : i8
// F8-NEXT: %4 = arith.select %3, %c-1_i32, %2 : i32
// F8-NEXT: %5 = arith.bitcast %4 : i32 to f32
// F8-NEXT: %6 = arith.truncf %5 fastmath<nnan> : f32 to f16
// F8-NEXT: %7 = arith.truncf %arg1 : f64 to f32
// F8-NEXT: %8 = arith.bitcast %7 : f32 to i32
// F8-NEXT: %c23_i32_0 = arith.constant 23 : i32
// F8-NEXT: %9 = arith.shrui %8, %c23_i32_0 : i32
// F8-NEXT: %10 = arith.trunci %9 : i32 to i8
// F8-NEXT: %11 = arith.bitcast %10 : i8 to f8E8M0FNU
// F8-NEXT: return %6, %11 : f16, f8E8M0FNU
// F8-NEXT: }

// F4-LABEL: func.func @f4e2m1(%arg0: f4E2M1FN, %arg1: f16) -> (f32, f4E2M1FN) {
// F4-NEXT: %0 = arith.bitcast %arg0 : f4E2M1FN to i4
// F4-NEXT: %c0_i4 = arith.constant 0 : i4
// F4-NEXT: %c1_i4 = arith.constant 1 : i4
// F4-NEXT: %c2_i4 = arith.constant 2 : i4
// F4-NEXT: %c4_i4 = arith.constant 4 : i4
// F4-NEXT: %c7_i4 = arith.constant 7 : i4
// F4-NEXT: %1 = arith.andi %0, %c7_i4 : i4
// F4-NEXT: %c20_i32 = arith.constant 20 : i32
// F4-NEXT: %2 = arith.shli %1, %c2_i4 : i4
// F4-NEXT: %3 = arith.cmpi eq, %1, %c1_i4 : i4
// F4-NEXT: %4 = arith.select %3, %c0_i4, %2 : i4
// F4-NEXT: %5 = arith.extui %4 : i4 to i32
// F4-NEXT: %6 = arith.shli %5, %c20_i32 : i32
// F4-NEXT: %c0_i32 = arith.constant 0 : i32
// F4-NEXT: %c1073741824_i32 = arith.constant 1073741824 : i32
// F4-NEXT: %c1056964608_i32 = arith.constant 1056964608 : i32
// F4-NEXT: %7 = arith.cmpi uge, %1, %c4_i4 : i4
// F4-NEXT: %8 = arith.select %7, %c1073741824_i32, %c1056964608_i32 : i32
// F4-NEXT: %9 = arith.cmpi eq, %1, %c0_i4 : i4
// F4-NEXT: %10 = arith.select %9, %c0_i32, %8 : i32
// F4-NEXT: %c-2147483648_i32 = arith.constant -2147483648 : i32
// F4-NEXT: %c-8_i4 = arith.constant -8 : i4
// F4-NEXT: %11 = arith.cmpi uge, %0, %c-8_i4 : i4
// F4-NEXT: %12 = arith.select %11, %c-2147483648_i32, %c0_i32 : i32
// F4-NEXT: %13 = arith.addi %6, %10 : i32
// F4-NEXT: %14 = arith.addi %13, %12 : i32
// F4-NEXT: %15 = arith.bitcast %14 : i32 to f32
// F4-NEXT: %16 = arith.extf %arg1 : f16 to f32
// F4-NEXT: %c1_i4_0 = arith.constant 1 : i4
// F4-NEXT: %c3_i4 = arith.constant 3 : i4
// F4-NEXT: %c22_i32 = arith.constant 22 : i32
// F4-NEXT: %c0_i8 = arith.constant 0 : i8
// F4-NEXT: %c-1_i8 = arith.constant -1 : i8
// F4-NEXT: %c0_i32_1 = arith.constant 0 : i32
// F4-NEXT: %cst = arith.constant 6.000000e+00 : f32
// F4-NEXT: %cst_2 = arith.constant -6.000000e+00 : f32
// F4-NEXT: %17 = arith.cmpf ult, %16, %cst : f32
// F4-NEXT: %18 = arith.select %17, %16, %cst : f32
// F4-NEXT: %19 = arith.cmpf uno, %16, %16 : f32
// F4-NEXT: %20 = arith.select %19, %cst, %18 : f32
// F4-NEXT: %21 = arith.cmpf ugt, %20, %cst_2 : f32
// F4-NEXT: %22 = arith.select %21, %20, %cst_2 : f32
// F4-NEXT: %23 = arith.cmpf uno, %20, %20 : f32
// F4-NEXT: %24 = arith.select %23, %cst_2, %22 : f32
// F4-NEXT: %25 = arith.bitcast %24 : f32 to i32
// F4-NEXT: %c31_i32 = arith.constant 31 : i32
// F4-NEXT: %26 = arith.shrui %25, %c31_i32 : i32
// F4-NEXT: %27 = arith.trunci %26 : i32 to i4
// F4-NEXT: %28 = arith.shli %27, %c3_i4 : i4
// F4-NEXT: %c126_i32 = arith.constant 126 : i32
// F4-NEXT: %c23_i32 = arith.constant 23 : i32
// F4-NEXT: %29 = arith.shrui %25, %c23_i32 : i32
// F4-NEXT: %30 = arith.subi %29, %c126_i32 : i32
// F4-NEXT: %31 = arith.trunci %30 : i32 to i4
// F4-NEXT: %32 = arith.shli %31, %c1_i4_0 : i4
// F4-NEXT: %33 = arith.addi %28, %32 : i4
// F4-NEXT: %c4194304_i32 = arith.constant 4194304 : i32
// F4-NEXT: %34 = arith.andi %25, %c4194304_i32 : i32
// F4-NEXT: %35 = arith.shrui %34, %c22_i32 : i32
// F4-NEXT: %36 = arith.trunci %35 : i32 to i4
// F4-NEXT: %37 = arith.addi %33, %36 : i4
// F4-NEXT: %c8388607_i32 = arith.constant 8388607 : i32
// F4-NEXT: %38 = arith.trunci %30 : i32 to i8
// F4-NEXT: %39 = arith.cmpi sle, %38, %c0_i8 : i8
// F4-NEXT: %40 = arith.cmpi eq, %38, %c-1_i8 : i8
// F4-NEXT: %41 = arith.andi %25, %c8388607_i32 : i32
// F4-NEXT: %42 = arith.cmpi ugt, %41, %c0_i32_1 : i32
// F4-NEXT: %43 = arith.andi %40, %42 : i1
// F4-NEXT: %44 = arith.cmpi eq, %38, %c0_i8 : i8
// F4-NEXT: %c-1_i4 = arith.constant -1 : i4
// F4-NEXT: %c0_i4_3 = arith.constant 0 : i4
// F4-NEXT: %45 = arith.select %39, %c-1_i4, %37 : i4
// F4-NEXT: %46 = arith.select %43, %c0_i4_3, %45 : i4
// F4-NEXT: %47 = arith.select %44, %37, %46 : i4
// F4-NEXT: %c4194303_i32 = arith.constant 4194303 : i32
// F4-NEXT: %c2097152_i32 = arith.constant 2097152 : i32
// F4-NEXT: %48 = arith.andi %25, %c4194303_i32 : i32
// F4-NEXT: %49 = arith.cmpi uge, %48, %c2097152_i32 : i32
// F4-NEXT: %50 = arith.ori %49, %39 : i1
// F4-NEXT: %51 = arith.addi %47, %c1_i4_0 : i4
// F4-NEXT: %52 = arith.select %50, %51, %47 : i4
// F4-NEXT: %53 = arith.bitcast %52 : i4 to f4E2M1FN
// F4-NEXT: return %15, %53 : f32, f4E2M1FN
// F4-NEXT: }
// F4-NEXT: }

func.func @divisions(%a: i32, %b: i32, %v: vector<4xi32>, %z: index) -> (i32, i32, i32, vector<4xi32>, index) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.ceildivui %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.ceildivsi %v, %v : vector<4xi32>
  %4 = arith.floordivsi %z, %z : index
  return %0, %1, %2, %3, %4 : i32, i32, i32, vector<4xi32>, index
}

func.func @max_min(%x: i8, %y: i8, %f: f32, %g: f32) -> (i8, i8, i8, i8, f32, f32, f32, f32) {
  %0 = arith.maxsi %x, %y : i8
  %1 = arith.maxui %x, %y : i8
  %2 = arith.minsi %x, %y : i8
  %3 = arith.minui %x, %y : i8
  %4 = arith.maximumf %f, %g fastmath<nnan> : f32
  %5 = arith.minimumf %f, %g : f32
  %6 = arith.maxnumf %f, %g : f32
  %7 = arith.minnumf %f, %g : f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i8, i8, i8, i8, f32, f32, f32, f32
}

func.func @scaling(%u: f16, %s: f8E8M0FNU, %t: f32) -> (f32, f16) {
  %0 = arith.scaling_extf %u, %s fastmath<fast> : f16, f8E8M0FNU to f32
  %1 = arith.scaling_truncf %t, %t to_nearest_even : f32, f32 to f16
  return %0, %1 : f32, f16
}

func.func @bf16(%a: vector<2xbf16>, %b: f32) -> (vector<2xf32>, bf16) {
  %0 = arith.extf %a : vector<2xbf16> to vector<2xf32>
  %1 = arith.truncf %b : f32 to bf16
  return %0, %1 : vector<2xf32>, bf16
}

func.func @f8e8m0(%e: f8E8M0FNU, %w: f64) -> (f16, f8E8M0FNU) {
  %0 = arith.extf %e fastmath<nnan> : f8E8M0FNU to f16
  %1 = arith.truncf %w : f64 to f8E8M0FNU
  return %0, %1 : f16, f8E8M0FNU
}

func.func @f4e2m1(%q: f4E2M1FN, %h: f16) -> (f32, f4E2M1FN) {
  %0 = arith.extf %q : f4E2M1FN to f32
  %1 = arith.truncf %h : f16 to f4E2M1FN
  return %0, %1 : f32, f4E2M1FN
}
