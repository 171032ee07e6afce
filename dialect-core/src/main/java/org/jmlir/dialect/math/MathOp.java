package org.jmlir.dialect.math;

/**
 * The math dialect's op classes, for exhaustive switches. Ops that share operands, results and
 * syntax share one class (as MLIR's Math_FloatUnaryOp and friends share a base); the kind is the
 * op's {@link org.jmlir.ir.OpDef}.
 */
public sealed interface MathOp
    permits FloatUnaryOp,
        FloatBinaryOp,
        FmaOp,
        IntegerUnaryOp,
        IPowIOp,
        FPowIOp,
        ClassificationOp,
        SincosOp,
        ClampFOp {}
