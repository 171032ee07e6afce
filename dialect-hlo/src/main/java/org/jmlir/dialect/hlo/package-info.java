/**
 * The stablehlo and mhlo dialects (StableHLO's specification and ODS, XLA's mhlo spelling).
 *
 * <h2>One table, two dialects</h2>
 *
 * {@link org.jmlir.dialect.hlo.HloOps} declares every op once, after StableHLO's
 * {@code StablehloOps.td} (operand, result and attribute names, traits, assembly format), and is
 * instantiated per namespace: {@link org.jmlir.dialect.hlo.HloOps#STABLEHLO} and
 * {@link org.jmlir.dialect.hlo.HloOps#MHLO} ({@code mhlo} adds a few ops of its own, e.g.
 * {@code mhlo.copy}). {@link org.jmlir.dialect.hlo.HloDialect} is the dialect class of both; the
 * provider also registers the {@code quant} types ({@link org.jmlir.dialect.quant}).
 *
 * <h2>Reading ops</h2>
 *
 * Every op is an {@link org.jmlir.dialect.hlo.HloOp} ({@code mnemonic()} tells the kind,
 * {@code dialectNamespace()} the dialect, and {@code i64Array}, {@code i64}, {@code bool},
 * {@code enumAttr} read any inherent attribute). Ops others build on have typed classes, shared by
 * both dialects: {@link org.jmlir.dialect.hlo.UnaryElementwiseOp},
 * {@link org.jmlir.dialect.hlo.BinaryElementwiseOp}, {@link org.jmlir.dialect.hlo.CompareOp},
 * {@link org.jmlir.dialect.hlo.ConstantOp}, {@link org.jmlir.dialect.hlo.IotaOp},
 * {@link org.jmlir.dialect.hlo.BroadcastInDimOp}, {@link org.jmlir.dialect.hlo.TransposeOp},
 * {@link org.jmlir.dialect.hlo.SliceOp}, {@link org.jmlir.dialect.hlo.ConcatenateOp},
 * {@link org.jmlir.dialect.hlo.PadOp}, {@link org.jmlir.dialect.hlo.ReverseOp},
 * {@link org.jmlir.dialect.hlo.DotOp}, {@link org.jmlir.dialect.hlo.DotGeneralOp},
 * {@link org.jmlir.dialect.hlo.ConvolutionOp}, {@link org.jmlir.dialect.hlo.ReduceOp},
 * {@link org.jmlir.dialect.hlo.ReduceWindowOp}, {@link org.jmlir.dialect.hlo.GatherOp},
 * {@link org.jmlir.dialect.hlo.ScatterOp}, {@link org.jmlir.dialect.hlo.SortOp},
 * {@link org.jmlir.dialect.hlo.WhileOp}, {@link org.jmlir.dialect.hlo.IfOp},
 * {@link org.jmlir.dialect.hlo.CaseOp}, {@link org.jmlir.dialect.hlo.DynamicSliceOp}, ... Ops whose
 * operands form several groups keep StableHLO's SameVariadicOperandSize layout: a reduce's operands
 * are its inputs then its init values, a scatter's its inputs, the indices, then the updates.
 *
 * <h2>Attributes and types</h2>
 *
 * Enumerations are {@link org.jmlir.dialect.hlo.HloEnumAttr}s ({@code #stablehlo<comparison_direction
 * LT>}, kinds in {@link org.jmlir.dialect.hlo.HloEnum}); the struct attributes are typed classes with
 * getters: {@link org.jmlir.dialect.hlo.DotDimensionNumbersAttr},
 * {@link org.jmlir.dialect.hlo.DotAlgorithmAttr}, {@link org.jmlir.dialect.hlo.ConvDimensionNumbersAttr}
 * (printed in the compact {@code [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]} form),
 * {@link org.jmlir.dialect.hlo.GatherDimensionNumbersAttr},
 * {@link org.jmlir.dialect.hlo.ScatterDimensionNumbersAttr},
 * {@link org.jmlir.dialect.hlo.ChannelHandleAttr}, {@link org.jmlir.dialect.hlo.OutputOperandAliasAttr},
 * {@link org.jmlir.dialect.hlo.ResultAccuracyAttr} and the {@code #stablehlo.bounds<...>} tensor
 * encoding {@link org.jmlir.dialect.hlo.TypeExtensionsAttr}. Types: {@link
 * org.jmlir.dialect.hlo.TokenType}, {@link org.jmlir.dialect.hlo.FutureType} and
 * {@link org.jmlir.dialect.quant.UniformQuantizedType}. All are interned: build them with their
 * {@code get} methods, never by printing and parsing text.
 *
 * <h2>Building ops</h2>
 *
 * {@link org.jmlir.dialect.hlo.HloBuilder} creates ops of either dialect at a location (appending
 * them to a block when given one), inferring result types with the dialect's shape functions
 * ({@link org.jmlir.dialect.hlo.HloInference}) where StableHLO infers them:
 *
 * <pre>{@code
 * HloBuilder b = new HloBuilder(ctx, HloDialect.STABLEHLO, loc).atEnd(block);
 * HloOp t = b.transpose(x, new long[] {1, 0});
 * HloOp r = b.reduce(List.of(t.result(0)), List.of(zero), new long[] {0}, "add");
 * }</pre>
 *
 * <h2>Verification</h2>
 *
 * {@link org.jmlir.dialect.hlo.HloVerifiers} runs StableHLO's checks in MLIR's order with upstream's
 * messages: HLO traits (compatible operand and result types), the op's own verifier (while, reduce,
 * convolution, scatter, broadcast_in_dim, ...), then inferred result types against the declared
 * ones ("failed to infer returned types", "inferred type(s) ... are incompatible with return
 * type(s) of operation ...").
 */
package org.jmlir.dialect.hlo;
