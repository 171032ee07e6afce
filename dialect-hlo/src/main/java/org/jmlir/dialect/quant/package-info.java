/**
 * The quant dialect's types as StableHLO uses them: {@link org.jmlir.dialect.quant.UniformQuantizedType}
 * ({@code !quant.uniform<i8:f32, 2.000000e+00:15>}, per tensor or per axis, printed as mlir-opt 22
 * prints them), registered by the HLO dialect provider as dialect {@code quant} (no ops).
 */
package org.jmlir.dialect.quant;
