// The verifiers of the Winograd transform ops (MLIR 22's messages).
// RUN: jopt %s -split-input-file -verify-diagnostics

func.func @filter_height(%f: tensor<2x4x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error@+1 {{'linalg.winograd_filter_transform' op expect filter height either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x4x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_width(%f: tensor<2x3x2x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error@+1 {{op expect filter width either equals to r or 1}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x2x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @filter_unit(%f: tensor<2x1x1x5xf32>, %o: tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32> {
  // expected-error@+1 {{op expect either filter height or width equals to r}}
  %0 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x1x1x5xf32>) outs(%o : tensor<1x1x5x2xf32>) -> tensor<1x1x5x2xf32>
  return %0 : tensor<1x1x5x2xf32>
}

// -----

func.func @filter_output(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x2x5xf32>) -> tensor<6x6x2x5xf32> {
  // expected-error@+1 {{op the output shape is not expected}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x2x5xf32>) -> tensor<6x6x2x5xf32>
  return %0 : tensor<6x6x2x5xf32>
}

// -----

func.func @filter_rank(%f: tensor<3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error@+1 {{op operand #0 must be 4D tensor of any type values, but got 'tensor<3x3x5xf32>'}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}

// -----

func.func @result_type(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf16> {
  // expected-error@+1 {{op expected type of operand #1 ('tensor<6x6x5x2xf32>') to match type of corresponding result ('tensor<6x6x5x2xf16>')}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf16>
  return %0 : tensor<6x6x5x2xf16>
}

// -----

func.func @input_tiles(%i: tensor<2x10x10x5xf32>, %o: tensor<6x6x3x2x2x5xf32>) -> tensor<6x6x3x2x2x5xf32> {
  // expected-error@+1 {{'linalg.winograd_input_transform' op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_4_3) ins(%i : tensor<2x10x10x5xf32>) outs(%o : tensor<6x6x3x2x2x5xf32>) -> tensor<6x6x3x2x2x5xf32>
  return %0 : tensor<6x6x3x2x2x5xf32>
}

// -----

func.func @input_dynamic_alpha(%i: tensor<2x?x?x5xf32>, %o: tensor<6x6x?x?x2x5xf32>) -> tensor<6x6x?x?x2x5xf32> {
  // expected-error@+1 {{op the output shape is not expected}}
  %0 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x?x?x5xf32>) outs(%o : tensor<6x6x?x?x2x5xf32>) -> tensor<6x6x?x?x2x5xf32>
  return %0 : tensor<6x6x?x?x2x5xf32>
}

// -----

func.func @output_height(%v: tensor<5x6x2x2x2x2xf32>, %o: tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32> {
  // expected-error@+1 {{'linalg.winograd_output_transform' op expect input height equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<5x6x2x2x2x2xf32>) outs(%o : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x8x8x2xf32>
}

// -----

func.func @output_width(%v: tensor<6x5x2x2x2x2xf32>, %o: tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32> {
  // expected-error@+1 {{op expect input width equals to input tile size}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x5x2x2x2x2xf32>) outs(%o : tensor<2x8x8x2xf32>) -> tensor<2x8x8x2xf32>
  return %0 : tensor<2x8x8x2xf32>
}

// -----

func.func @output_shape(%v: tensor<6x6x2x2x2x2xf32>, %o: tensor<2x8x9x2xf32>) -> tensor<2x8x9x2xf32> {
  // expected-error@+1 {{op the output shape is not expected}}
  %0 = linalg.winograd_output_transform fmr(F_4_3) ins(%v : tensor<6x6x2x2x2x2xf32>) outs(%o : tensor<2x8x9x2xf32>) -> tensor<2x8x9x2xf32>
  return %0 : tensor<2x8x9x2xf32>
}

// -----

func.func @bad_fmr(%f: tensor<2x3x3x5xf32>, %o: tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32> {
  // expected-error@+1 {{custom op 'linalg.winograd_filter_transform' expected string or keyword containing one of the following enum values for attribute 'fmr' [F_2_3, F_4_3, F_2_5]}}
  %0 = linalg.winograd_filter_transform fmr(F_5_3) ins(%f : tensor<2x3x3x5xf32>) outs(%o : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}
