package org.jmlir.dialect.index;

/** The index dialect's op classes, for exhaustive switches. */
public sealed interface IndexOp
    permits BinaryOp, CastOp, CmpOp, SizeOfOp, ConstantOp, BoolConstantOp {}
