package org.jmlir.ir.builtin;

/** The builtin dialect's ops, for exhaustive switches. */
public sealed interface BuiltinOp permits ModuleOp, UnrealizedConversionCastOp {}
