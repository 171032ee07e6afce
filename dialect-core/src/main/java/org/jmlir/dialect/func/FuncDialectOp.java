package org.jmlir.dialect.func;

/** The func dialect's ops, for exhaustive switches. */
public sealed interface FuncDialectOp permits FuncOp, CallOp, CallIndirectOp, ConstantOp, ReturnOp {}
